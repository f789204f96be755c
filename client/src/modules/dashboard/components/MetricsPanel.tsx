import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Loader, Paper, Progress, SimpleGrid, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { Database, HardDrive, MessageSquare, Rows3, Table2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { formatBytes, formatCount, kindLabel } from '../format';
import { DashboardSourcesDocument, WorkspaceStatsDocument } from '../graphql/dashboard.generated';

function Metric({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" size={34} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="lg" fw={700} lh={1.2}>
          {value}
        </Text>
        <Text fz="xs" c="dimmed" truncate>
          {label}
        </Text>
      </Stack>
    </Group>
  );
}

/** The floating metrics panel of the integrations tab: Analytics, Integrations and Records, counted from the workspace. */
export function MetricsPanel() {
  const { data, loading, error } = useQuery(WorkspaceStatsDocument, { pollInterval: 30_000 });
  const { data: sourcesData } = useQuery(DashboardSourcesDocument);
  const stats = data?.workspaceStats;
  const largest = stats?.largestTables ?? [];
  const maxRows = Math.max(1, ...largest.map((table) => table.rows));
  return (
    <Paper withBorder radius="lg" p="md" shadow="md" aria-label="Workspace metrics" component="aside">
      <Tabs defaultValue="analytics" keepMounted={false}>
        <Tabs.List grow mb="sm">
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
          <Tabs.Tab value="integrations">Integrations</Tabs.Tab>
          <Tabs.Tab value="records">Records</Tabs.Tab>
        </Tabs.List>
        {loading && !stats ? (
          <Group justify="center" py="md" role="status" aria-label="Loading metrics">
            <Loader size="sm" />
          </Group>
        ) : error || !stats ? (
          <Alert color="red" variant="light">The figures could not be loaded{error ? `: ${error.message}` : '.'}</Alert>
        ) : (
          <>
            <Tabs.Panel value="analytics">
              <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
                <Metric label="Questions asked" value={formatCount(stats.questionsAsked)} icon={<MessageSquare size={18} />} />
                <Metric label="Data sources" value={formatCount(stats.sources)} icon={<Database size={18} />} />
                <Metric label="Tables" value={formatCount(stats.tables)} icon={<Table2 size={18} />} />
                <Metric label="Records" value={formatCount(stats.rows)} icon={<Rows3 size={18} />} />
                <Metric label="Storage used" value={formatBytes(stats.storageBytes)} icon={<HardDrive size={18} />} />
                <Metric label="Last sync" value={stats.lastSyncAt ? new Date(stats.lastSyncAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' }) : '—'} icon={<Database size={18} />} />
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="integrations">
              <Stack gap="xs">
                <Text fz="xs" c="dimmed">
                  {stats.readySources} of {stats.sources} ready · {stats.uploads} uploads · {stats.databases} databases
                </Text>
                {(sourcesData?.dataSources ?? []).length === 0 ? (
                  <EmptyState compact message="No sources yet." />
                ) : (
                  (sourcesData?.dataSources ?? []).map((source) => (
                    <Group key={source.id} justify="space-between" wrap="nowrap" gap="xs">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fz="sm" fw={500} truncate>
                          {source.name}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {kindLabel(source.kind)} · {source.tables.length} tables
                        </Text>
                      </Stack>
                      <Badge size="sm" variant="light" color={source.status === 'READY' ? 'teal' : 'yellow'}>
                        {source.status === 'READY' ? 'Connected' : 'Importing'}
                      </Badge>
                    </Group>
                  ))
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="records">
              {largest.length === 0 ? (
                <EmptyState compact message="No records yet." />
              ) : (
                <Stack gap="xs">
                  {largest.map((table) => (
                    <Stack key={`${table.sourceName}.${table.table}`} gap={2}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Text fz="xs" truncate>
                          {table.table} <Text span c="dimmed" fz="xs">· {table.sourceName}</Text>
                        </Text>
                        <Text fz="xs" fw={600}>
                          {formatCount(table.rows)}
                        </Text>
                      </Group>
                      <Progress value={(table.rows / maxRows) * 100} size="sm" aria-label={`${table.table} rows`} />
                    </Stack>
                  ))}
                </Stack>
              )}
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Paper>
  );
}
