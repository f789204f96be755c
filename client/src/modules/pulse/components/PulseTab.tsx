import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { BarChart3, CircleAlert, DollarSign, Gauge, Handshake, Megaphone, Package, Percent, RotateCcw, ShoppingCart, UserPlus, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { serverMessage } from '../../auth/auth-errors';
import { SourceSelect, TabHeader } from '../../dashboard/components/TabHeader';
import { DashboardSourcesDocument } from '../../dashboard/graphql/dashboard.generated';
import { PulseDocument } from '../graphql/pulse.generated';

const GROUPS = ['Financial', 'Customer Metrics', 'Operations'] as const;

const ICONS: Record<string, ReactNode> = {
  revenue: <DollarSign size={18} />,
  units: <Package size={18} />,
  average: <BarChart3 size={18} />,
  customers: <Users size={18} />,
  'new-customers': <UserPlus size={18} />,
  leads: <Megaphone size={18} />,
  conversion: <Percent size={18} />,
  orders: <ShoppingCart size={18} />,
  returns: <RotateCcw size={18} />,
  deals: <Handshake size={18} />,
};

const STATUS_COLOR: Record<string, string> = { positive: 'teal', neutral: 'gray', negative: 'red' };

/** Pulse: the latest period against the one before, grouped as Financial, Customer Metrics and Operations. */
export function PulseTab() {
  const { data: sourcesData } = useQuery(DashboardSourcesDocument);
  const sources = (sourcesData?.dataSources ?? []).filter((source) => source.status === 'READY');
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [days, setDays] = useState('30');
  const { data, loading, error } = useQuery(PulseDocument, { variables: { dataSourceId: sourceId, periodDays: Number(days) } });
  const pulse = data?.pulse;

  return (
    <Stack gap="md">
      <TabHeader
        title="Pulse"
        description={pulse?.sourceName ? `${pulse.sourceName}: the last ${pulse.periodDays} days against the ${pulse.periodDays} before.` : 'How the business is doing, period over period.'}
      >
        <SourceSelect name="Pulse source" sources={sources} value={pulse?.dataSourceId ?? sourceId} onChange={setSourceId} />
        <SegmentedControl size="xs" value={days} onChange={setDays} data={[{ value: '7', label: '7 days' }, { value: '30', label: '30 days' }, { value: '90', label: '90 days' }]} aria-label="Period" />
      </TabHeader>
      {error ? (
        <Alert color="red" icon={<CircleAlert size={16} />}>
          {serverMessage(error) ?? error.message}
        </Alert>
      ) : loading && !pulse ? (
        <Group justify="center" p="xl" role="status" aria-label="Loading pulse">
          <Loader size="sm" />
        </Group>
      ) : !pulse || pulse.cards.length === 0 ? (
        <EmptyState icon={<Gauge size={18} />} message="Nothing to measure yet: the source needs dated rows (orders, customers, leads) or a metric." />
      ) : (
        GROUPS.map((group) => {
          const cards = pulse.cards.filter((card) => card.group === group);
          if (cards.length === 0) return null;
          return (
            <Stack key={group} gap="xs" component="section" aria-label={group}>
              <Text fz="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
                {group}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
                {cards.map((card) => (
                  <Paper key={card.title} withBorder radius="lg" p="md" data-status={card.status} style={{ borderTop: `3px solid var(--mantine-color-${STATUS_COLOR[card.status] ?? 'gray'}-6)` }}>
                    <Group justify="space-between" wrap="nowrap" mb={6}>
                      <Text fz="sm" c="dimmed" fw={500} lineClamp={2}>
                        {card.title}
                      </Text>
                      <ThemeIcon variant="light" color={STATUS_COLOR[card.status] ?? 'gray'} radius="md" size={30} aria-hidden>
                        {ICONS[card.icon] ?? <Gauge size={18} />}
                      </ThemeIcon>
                    </Group>
                    <Group gap="xs" align="baseline" wrap="nowrap">
                      <Text fz={24} fw={700}>
                        {card.value}
                      </Text>
                      {card.changePercent !== null ? (
                        <Badge size="sm" variant="light" color={STATUS_COLOR[card.status] ?? 'gray'}>
                          {card.changePercent >= 0 ? '+' : ''}
                          {card.changePercent}%
                        </Badge>
                      ) : null}
                    </Group>
                    <Text fz="xs" c="dimmed" mt={4}>
                      {card.description}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
