import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Loader, Paper, RingProgress, Select, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Activity, CircleAlert, IdCard, TrendingUp, UserRound } from 'lucide-react';
import { lazy, useState, type ReactNode } from 'react';
import { ChartBoundary } from '../../../ui/ChartBoundary';
import { EmptyState } from '../../../ui/EmptyState';
import { serverMessage } from '../../auth/auth-errors';
import { SourceSelect, TabHeader } from '../../dashboard/components/TabHeader';
import { DashboardSourcesDocument } from '../../dashboard/graphql/dashboard.generated';
import { CustomerChoicesDocument, CustomerProfileDocument, type ProfileFactFieldsFragment } from '../graphql/profiles.generated';

const AnswerChart = lazy(() => import('../../../ui/AnswerChart').then((module) => ({ default: module.AnswerChart })));
const MONEY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function FactCard({ title, icon, facts }: { title: string; icon: ReactNode; facts: readonly ProfileFactFieldsFragment[] }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title}>
      <Group gap="xs" mb="sm">
        <ThemeIcon variant="light" radius="md" size={30} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} fz="md">
          {title}
        </Title>
      </Group>
      {facts.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nothing recorded.
        </Text>
      ) : (
        <Stack gap="xs">
          {facts.map((fact) => (
            <Group key={fact.label} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
              <Text fz="sm" c="dimmed">
                {fact.label}
              </Text>
              <Stack gap={0} align="flex-end" style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600} ta="right">
                  {fact.value}
                </Text>
                {fact.hint ? (
                  <Text fz="xs" c="dimmed" ta="right">
                    {fact.hint}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Customer profile: choose a record, see who they are, how they buy and what comes next. */
export function ProfilesTab() {
  const { data: sourcesData } = useQuery(DashboardSourcesDocument);
  const sources = (sourcesData?.dataSources ?? []).filter((source) => source.status === 'READY');
  const [sourceId, setSourceId] = useState<number | null>(null);
  const source = sources.find((candidate) => candidate.id === sourceId) ?? sources[0];
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [key, setKey] = useState<string | null>(null);
  const choices = useQuery(CustomerChoicesDocument, { variables: { dataSourceId: source?.id ?? 0, search: debounced.trim() || null }, skip: !source });
  const firstKey = choices.data?.customerChoices[0]?.key ?? null;
  const chosen = key ?? firstKey;
  const profile = useQuery(CustomerProfileDocument, { variables: { dataSourceId: source?.id ?? 0, key: chosen ?? '' }, skip: !source || !chosen });
  const p = profile.data?.customerProfile;

  if (!source) return <EmptyState icon={<UserRound size={18} />} message="No data source is ready yet." />;
  const options = (choices.data?.customerChoices ?? []).map((choice) => ({ value: choice.key, label: choice.detail ? `${choice.name} · ${choice.detail}` : choice.name }));
  if (p && !options.some((option) => option.value === p.key)) options.unshift({ value: p.key, label: p.name });

  return (
    <Stack gap="md">
      <TabHeader title="Customer profile" description="Computed from the customer’s own rows and orders.">
        <SourceSelect
          name="Profile source"
          sources={sources}
          value={source.id}
          onChange={(id) => {
            setSourceId(id);
            setKey(null);
            setSearch('');
          }}
        />
          <Select
            label="Customer"
            aria-label="Customer"
            size="xs"
            w={{ base: '100%', xs: 260 }}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={chosen}
            onChange={(value) => setKey(value)}
            nothingFoundMessage={choices.loading ? 'Searching…' : 'No customer by that name'}
            filter={({ options: all }) => all}
            comboboxProps={{ withinPortal: true }}
          />
      </TabHeader>

      {choices.error ? (
        <Alert color="yellow" icon={<CircleAlert size={16} />}>
          {serverMessage(choices.error) ?? choices.error.message}
        </Alert>
      ) : profile.error ? (
        <Alert color="red" icon={<CircleAlert size={16} />}>
          {serverMessage(profile.error) ?? profile.error.message}
        </Alert>
      ) : !p ? (
        <Group justify="center" p="xl" role="status" aria-label="Loading profile">
          <Loader size="sm" />
        </Group>
      ) : (
        <>
          <Paper withBorder radius="lg" p="lg">
            <Group justify="space-between" wrap="wrap" gap="lg">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={3} fz={24}>
                  {p.name}
                </Title>
                <Group gap={6}>
                  {p.industry ? <Badge variant="light">{p.industry}</Badge> : null}
                  <Badge variant="outline" color="gray">
                    {p.sourceName}
                  </Badge>
                </Group>
              </Stack>
              <Group gap="xl" wrap="wrap">
                <Stack gap={0}>
                  <Text fz="xs" c="dimmed">
                    Lifetime value
                  </Text>
                  <Text fz={22} fw={700}>
                    {p.lifetimeValue === null ? '—' : MONEY.format(p.lifetimeValue)}
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text fz="xs" c="dimmed">
                    Predicted LTV
                  </Text>
                  <Text fz={22} fw={700} c="teal.4">
                    {p.predictedLifetimeValue === null ? '—' : MONEY.format(p.predictedLifetimeValue)}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <RingProgress
                    size={64}
                    thickness={6}
                    roundCaps
                    sections={[{ value: (p.matchConfidence ?? 0) * 100, color: 'quarry' }]}
                    label={
                      <Text ta="center" fz={11} fw={700}>
                        {p.matchConfidence === null ? '—' : `${Math.round(p.matchConfidence * 100)}%`}
                      </Text>
                    }
                    aria-label="Match confidence"
                  />
                  <Stack gap={0} maw={180}>
                    <Text fz="xs" c="dimmed">
                      Match confidence
                    </Text>
                    <Text fz="xs">
                      {p.matches.length === 0
                        ? `Found in ${p.sourceName} only`
                        : p.matches.map((match) => `${match.sourceName}: ${match.matchedFields} of ${match.comparedFields} key fields`).join('; ')}
                    </Text>
                  </Stack>
                </Group>
              </Group>
            </Group>
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <FactCard title="Demographics" icon={<IdCard size={16} />} facts={p.demographics} />
            <FactCard title="Behavioral Traits" icon={<Activity size={16} />} facts={p.traits} />
            <FactCard title="Predictive Metrics" icon={<TrendingUp size={16} />} facts={p.predictions} />
          </SimpleGrid>
          {p.history.length > 1 ? (
            <Paper withBorder radius="lg" p="md">
              <Text fw={600} mb="xs">
                {p.historyLabel ?? 'History'}
              </Text>
              <ChartBoundary>
                <AnswerChart type="line" points={p.history.map((point) => ({ x: point.period, y: point.value }))} label={`${p.historyLabel ?? 'History'} of ${p.name}`} height={200} compact />
              </ChartBoundary>
            </Paper>
          ) : null}
        </>
      )}
    </Stack>
  );
}
