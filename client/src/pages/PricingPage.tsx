import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { productName } from '../app/theme';
import { ENTERPRISE_CAPABILITIES } from '../modules/marketing/content';
import classes from '../modules/marketing/components/Marketing.module.css';
import { MarketingLayout } from '../modules/marketing/components/MarketingLayout';
import { CtaBand, FaqList, PricingTiers, SectionHeading } from '../modules/marketing/components/Sections';

/** /pricing (signed in): three tiers, enterprise capabilities, FAQ and a call to action. */
export function PricingPage() {
  useDocumentTitle(`Pricing · ${productName}`);
  return (
    <MarketingLayout>
      <section className={classes.hero}>
        <Container size="lg">
          <Stack gap="md" align="center" ta="center" mb={48}>
            <Text className={classes.eyebrow}>Pricing</Text>
            <Title order={1} className={classes.heroTitle}>
              Plans for every stage
            </Title>
            <Text c="dimmed" fz="lg" maw={560}>
              Monthly prices in USD. Upgrade, downgrade or cancel at any time.
            </Text>
          </Stack>
          <PricingTiers />
        </Container>
      </section>
      <section className={classes.sectionAlt}>
        <Container size="lg">
          <SectionHeading eyebrow="Enterprise" title="Enterprise capabilities" />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {ENTERPRISE_CAPABILITIES.map((capability) => (
              <Card key={capability.title} withBorder radius="lg" padding="lg" className={classes.card}>
                <Text fw={600} mb={4}>
                  {capability.title}
                </Text>
                <Text c="dimmed" fz="sm">
                  {capability.body}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <section className={classes.section}>
        <Container size="lg">
          <SectionHeading eyebrow="FAQ" title="Pricing questions" />
          <FaqList />
        </Container>
      </section>
      <CtaBand
        title="Not sure which plan fits?"
        description="Tell us about your data and your team; we will suggest a plan and show you Quarry on your own questions."
        actions={
          <Button component={Link} to="/contact" size="md">
            Talk to sales
          </Button>
        }
      />
    </MarketingLayout>
  );
}
