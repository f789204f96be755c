import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { productName } from '../app/theme';
import classes from '../modules/marketing/components/Marketing.module.css';
import { MarketingLayout } from '../modules/marketing/components/MarketingLayout';
import { CtaBand, FeatureGrid, MetricsBand, SectionHeading } from '../modules/marketing/components/Sections';

/** SPEC §2's links of the features page. */
const LINKS = [
  { label: 'Features', to: '/features' },
  { label: 'Solutions', to: '/solutions' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Register', to: '/register' },
  { label: 'Login', to: '/login' },
  { label: 'Demo', to: '/demo' },
  { label: 'Customer stories', to: '/cases' },
  { label: 'Contact', to: '/contact' },
] as const;

/** /features (signed in, SPEC route table): hero, six-card grid, metrics and a call to action. */
export function FeaturesPage() {
  useDocumentTitle(`Features · ${productName}`);
  return (
    <MarketingLayout>
      <section className={classes.hero}>
        <Container size="md">
          <Stack gap="md" align="center" ta="center">
            <Text className={classes.eyebrow}>Features</Text>
            <Title order={1} className={classes.heroTitle}>
              Everything between a question and <span className={classes.gradientText}>the answer</span>
            </Title>
            <Text c="dimmed" fz="lg" maw={600}>
              Connect your sources, ask in plain language, share what you find with your team.
            </Text>
            <Group gap="xs" justify="center" component="nav" aria-label="Explore">
              {LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} fz="sm" c="dimmed">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </Container>
      </section>
      <section className={classes.section}>
        <Container size="lg">
          <SectionHeading eyebrow="What you get" title="Six things Quarry does for you" />
          <FeatureGrid />
        </Container>
      </section>
      <section className={classes.sectionAlt}>
        <Container size="lg">
          <SectionHeading eyebrow="By the numbers" title="Teams trust Quarry with their data" />
          <MetricsBand />
        </Container>
      </section>
      <CtaBand
        title="Ready to ask your first question?"
        description="Connect a source or start with the demo data. It takes a minute."
        actions={
          <>
            <Button component={Link} to="/setup-wizard" size="md">
              Connect your data
            </Button>
            <Button component={Link} to="/demo" size="md" variant="default">
              Request Demo
            </Button>
          </>
        }
      />
    </MarketingLayout>
  );
}
