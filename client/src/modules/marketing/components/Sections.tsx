import { Badge, Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Accordion } from '@mantine/core';
import { BarChart3, Check, Clock, MessageSquare, Plug, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FAQ, FEATURES, formatPrice, METRICS, PLAN_GUARANTEES, PRICING_TIERS, type FaqItem } from '../content';
import classes from './Marketing.module.css';

export function SectionHeading({ eyebrow, title, description, id }: { eyebrow: string; title: string; description?: ReactNode; id?: string }) {
  return (
    <Stack gap={8} align="center" ta="center" mb={40} maw={680} mx="auto">
      <Text className={classes.eyebrow}>{eyebrow}</Text>
      <Title order={2} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.02em' }} id={id}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" fz="md">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A card of the marketing grids: an icon or an eyebrow, a title and a line of text. */
export function MarketingCard({ icon: Icon, eyebrow, title, body }: { icon?: LucideIcon; eyebrow?: string; title: string; body: string }) {
  return (
    <Card withBorder radius="lg" padding="xl" className={classes.card}>
      {Icon ? (
        <ThemeIcon size={42} radius="md" variant="light" mb="md" aria-hidden>
          <Icon size={21} />
        </ThemeIcon>
      ) : null}
      {eyebrow ? (
        <Text className={classes.eyebrow} mb={6}>
          {eyebrow}
        </Text>
      ) : null}
      <Title order={3} fz="lg" mb={6}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {body}
      </Text>
    </Card>
  );
}

const FEATURE_ICONS = {
  chat: MessageSquare,
  plug: Plug,
  chart: BarChart3,
  timeline: Clock,
  shield: ShieldCheck,
  team: Users,
} as const;

export function FeatureGrid() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {FEATURES.map((feature) => (
        <MarketingCard key={feature.title} icon={FEATURE_ICONS[feature.icon]} title={feature.title} body={feature.body} />
      ))}
    </SimpleGrid>
  );
}

export function MetricsBand() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
      {METRICS.map((metric) => (
        <Stack key={metric.label} gap={4} align="center" ta="center">
          <Text className={classes.metricValue}>{metric.value}</Text>
          <Text c="dimmed" fz="sm">
            {metric.label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function PricingTiers({ compact = false }: { compact?: boolean }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PRICING_TIERS.map((tier) => (
          <Card
            key={tier.tier}
            withBorder
            radius="lg"
            padding="xl"
            className={`${classes.card} ${tier.popular ? classes.popular : ''}`}
            aria-label={`${tier.tier} plan`}
          >
            <Stack gap="md" h="100%">
              <Group justify="space-between">
                <Title order={3} fz="lg">
                  {tier.tier}
                </Title>
                {tier.popular ? (
                  <Badge variant="filled" radius="sm">
                    Most popular
                  </Badge>
                ) : null}
              </Group>
              <Group gap={6} align="baseline">
                <Text fz={40} fw={750} lh={1} style={{ letterSpacing: '-0.02em' }}>
                  {formatPrice(tier.price)}
                </Text>
                {tier.price !== null ? <Text c="dimmed">/ month</Text> : null}
              </Group>
              <Text c="dimmed" fz="sm">
                {tier.desc}
              </Text>
              {compact ? null : (
                <List spacing={8} fz="sm" icon={<Check size={16} color="var(--mantine-color-teal-5)" />} style={{ flex: 1 }}>
                  {tier.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
              )}
              <Button
                component={Link}
                to={tier.price === null ? '/contact' : '/register'}
                variant={tier.popular ? 'filled' : 'default'}
                fullWidth
                mt="auto"
              >
                {tier.cta}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text c="dimmed" fz="sm" ta="center">
        All plans include {PLAN_GUARANTEES[0]}, {PLAN_GUARANTEES[1].toLowerCase()} and a {PLAN_GUARANTEES[2]}.
      </Text>
    </Stack>
  );
}

export function FaqList({ items = FAQ }: { items?: readonly FaqItem[] }) {
  return (
    <Accordion variant="separated" radius="md" maw={760} mx="auto" w="100%">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>
            <Text fw={500}>{item.question}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text c="dimmed" fz="sm">
              {item.answer}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export function CtaBand({ title, description, actions }: { title: string; description: string; actions: ReactNode }) {
  return (
    <Container size="lg" className={classes.section}>
      <Box className={classes.cta}>
        <Stack gap="md" align="center">
          <Title order={2} fz={{ base: 24, sm: 32 }} style={{ letterSpacing: '-0.02em' }}>
            {title}
          </Title>
          <Text c="dimmed" maw={560}>
            {description}
          </Text>
          <Group justify="center" gap="sm" mt="xs">
            {actions}
          </Group>
        </Stack>
      </Box>
    </Container>
  );
}
