import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Building2, Cpu, GraduationCap, KeyRound, Layers, Lock, ServerCog, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { productName } from '../app/theme';
import { INDUSTRIES, LEARNING_STEPS } from '../modules/marketing/content';
import { DemoLayoutPreview } from '../modules/marketing/components/DemoLayoutPreview';
import { HeroChat } from '../modules/marketing/components/HeroChat';
import classes from '../modules/marketing/components/Marketing.module.css';
import { MarketingLayout } from '../modules/marketing/components/MarketingLayout';
import { CtaBand, FaqList, MarketingCard, MetricsBand, PricingTiers, SectionHeading } from '../modules/marketing/components/Sections';

const PRIVACY = [
  { icon: Lock, title: 'Your data stays yours', body: 'Run Quarry on your servers. Uploaded files live in your own PostgreSQL.' },
  { icon: ShieldCheck, title: 'Read-only by design', body: 'Every question becomes one checked SELECT in a read-only transaction with limits.' },
  { icon: KeyRound, title: 'Keys you control', body: 'Revocable sessions, hashed API keys and encrypted database passwords.' },
] as const;

const SCALE = [
  { icon: ServerCog, title: 'One process to start', body: 'A single Node.js service and an embedded PostgreSQL. Nothing else to install.' },
  { icon: Layers, title: 'Many nodes when you grow', body: 'Nodes keep no state, so you can run several behind a load balancer on managed Postgres.' },
  { icon: Cpu, title: 'Millions of rows', body: 'Imports stream straight into PostgreSQL, and queries run where the data lives.' },
] as const;

function IconCards({ items }: { items: readonly { icon: LucideIcon; title: string; body: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {items.map((item) => (
        <MarketingCard key={item.title} icon={item.icon} title={item.title} body={item.body} />
      ))}
    </SimpleGrid>
  );
}

/** /home: the public home page (linked from the login screen). */
export function HomePage() {
  useDocumentTitle(`${productName} · Ask your business data anything`);
  return (
    <MarketingLayout>
      <section className={classes.hero}>
        <Container size="md">
          <Stack gap="lg" align="center" ta="center">
            <Badge variant="light" size="lg" radius="xl">
              Self-hosted AI data assistant
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              Ask your business data <span className={classes.gradientText}>anything</span>
            </Title>
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={620}>
              {productName} connects to your CRM exports, spreadsheets and databases and answers questions in plain language, with
              the numbers, the chart and the SQL behind every answer.
            </Text>
            <div style={{ width: '100%' }}>
              <HeroChat />
            </div>
            <Group gap="sm" justify="center">
              <Button component={Link} to="/demo" size="md">
                Request Demo
              </Button>
              <Button component={Link} to="/dashboard" size="md" variant="default">
                View Dashboard
              </Button>
            </Group>
          </Stack>
        </Container>
        <Container size="lg" mt={56}>
          <DemoLayoutPreview />
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="learning">
        <Container size="lg">
          <SectionHeading
            id="learning"
            eyebrow="How it learns"
            title="It learns your business, not just your tables"
            description="Quarry reads your schema and your values, and picks up the words your team uses."
          />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {LEARNING_STEPS.map((step, index) => (
              <MarketingCard key={step.title} eyebrow={`Step ${index + 1}`} title={step.title} body={step.body} />
            ))}
          </SimpleGrid>
          <Stack mt={48}>
            <MetricsBand />
          </Stack>
        </Container>
      </section>

      <section className={classes.sectionAlt} aria-labelledby="pricing">
        <Container size="lg">
          <SectionHeading id="pricing" eyebrow="Pricing" title="Simple plans that grow with you" description="Start small, add your team when you are ready." />
          <PricingTiers compact />
          <Group justify="center" mt="lg">
            <Button component={Link} to="/pricing" variant="subtle">
              Compare Plans
            </Button>
          </Group>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="privacy">
        <Container size="lg">
          <SectionHeading id="privacy" eyebrow="Privacy and ownership" title="Your data never trains anyone else’s model" description="Each customer gets an isolated model, on infrastructure you choose." />
          <IconCards items={PRIVACY} />
        </Container>
      </section>

      <section className={classes.sectionAlt} aria-labelledby="industries">
        <Container size="lg">
          <SectionHeading id="industries" eyebrow="Industries" title="Built for the teams that live in their data" />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {INDUSTRIES.map((industry) => (
              <MarketingCard key={industry.name} icon={Building2} title={industry.name} body={industry.body} />
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="scalability">
        <Container size="lg">
          <SectionHeading id="scalability" eyebrow="Scalability" title="From a laptop to a cluster" />
          <IconCards items={SCALE} />
        </Container>
      </section>

      <section className={classes.sectionAlt} aria-labelledby="training">
        <Container size="md">
          <SectionHeading
            id="training"
            eyebrow="Training"
            title="98.7% accuracy in 30 days"
            description="Your isolated model is trained on your own questions, synonyms and metric definitions, and gets sharper every week."
          />
          <Group justify="center" gap="xl">
            {['Synonyms: “deals” means your pipeline', 'Metrics: revenue is what finance says it is', 'Feedback: every correction teaches it'].map((line) => (
              <Group key={line} gap={8} wrap="nowrap">
                <GraduationCap size={18} color="var(--mantine-color-quarry-3)" />
                <Text fz="sm" c="dimmed">
                  {line}
                </Text>
              </Group>
            ))}
          </Group>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="faq">
        <Container size="lg">
          <SectionHeading id="faq" eyebrow="FAQ" title="Questions, answered" />
          <FaqList />
        </Container>
      </section>

      <CtaBand
        title="See Quarry on your own data"
        description="Trusted by 3,000+ companies. Book a 30-minute walkthrough, or compare the plans first."
        actions={
          <>
            <Button component={Link} to="/demo" size="md">
              Schedule Demo
            </Button>
            <Button component={Link} to="/pricing" size="md" variant="default">
              Compare Plans
            </Button>
          </>
        }
      />
    </MarketingLayout>
  );
}
