import { useQuery } from '@apollo/client/react';
import { Alert, Group, Loader, Paper, Progress, Stack, Tabs, Text } from '@mantine/core';
import { AlertTriangle, Lightbulb, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { DashboardInsightThreadsDocument } from '../graphql/dashboard.generated';
import { countsByDetector, detectorOf, findingOf, newestFirst, type InsightThreadItem } from '../insight-summary';

const LIST = 5;

function ThreadLine({ thread }: { thread: InsightThreadItem }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={500} lineClamp={1}>
        {thread.title}
      </Text>
      <Text fz="xs" c="dimmed" lineClamp={2}>
        {findingOf(thread)}
      </Text>
    </Stack>
  );
}

/**
 * The second metrics panel: Insights, Anomalies and Action Items with progress bars, fed by the insight engine's
 * threads; until it has found anything, each tab says so.
 */
export function InsightsPanel() {
  const { data, loading, error } = useQuery(DashboardInsightThreadsDocument, { pollInterval: 30_000 });
  const threads = newestFirst(data?.insightThreads ?? []);
  const counts = countsByDetector(threads);
  const most = Math.max(1, ...counts.map((entry) => entry.count));
  const anomalies = threads.filter((thread) => detectorOf(thread) === 'outlier');
  const open = threads.filter((thread) => !thread.isResolved);
  const resolvedShare = threads.length === 0 ? 0 : ((threads.length - open.length) / threads.length) * 100;
  const empty = (icon: ReactNode, text: string) => <EmptyState compact icon={icon} message={text} />;

  let body: ReactNode;
  if (loading && !data) {
    body = (
      <Group justify="center" py="md" role="status" aria-label="Loading insights">
        <Loader size="sm" />
      </Group>
    );
  } else if (error) {
    body = <Alert color="red">The insights could not be loaded: {error.message}</Alert>;
  } else {
    body = (
      <>
        <Tabs.Panel value="insights">
          {threads.length === 0 ? (
            empty(<Lightbulb size={18} />, 'No insights yet. The insight engine posts findings here as it reads your data.')
          ) : (
            <Stack gap="sm">
              {counts.map((entry) => (
                <Stack key={entry.key} gap={2}>
                  <Group justify="space-between">
                    <Text fz="xs">{entry.label}</Text>
                    <Text fz="xs" fw={600}>
                      {entry.count}
                    </Text>
                  </Group>
                  <Progress value={(entry.count / most) * 100} size="sm" aria-label={`${entry.label}: ${entry.count}`} />
                </Stack>
              ))}
              {threads.slice(0, 3).map((thread) => (
                <ThreadLine key={thread.id} thread={thread} />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="anomalies">
          {anomalies.length === 0 ? (
            empty(<AlertTriangle size={18} />, 'No anomalies found in your data so far.')
          ) : (
            <Stack gap="sm">
              <Progress value={(anomalies.filter((thread) => thread.isResolved).length / anomalies.length) * 100} color="orange" size="sm" aria-label="Anomalies reviewed" />
              <Text fz="xs" c="dimmed">
                {anomalies.filter((thread) => thread.isResolved).length} of {anomalies.length} reviewed
              </Text>
              {anomalies.slice(0, LIST).map((thread) => (
                <ThreadLine key={thread.id} thread={thread} />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="actions">
          {open.length === 0 ? (
            empty(<ListChecks size={18} />, threads.length === 0 ? 'Nothing to act on yet.' : 'Every finding has been resolved.')
          ) : (
            <Stack gap="sm">
              <Progress value={resolvedShare} color="teal" size="sm" aria-label="Findings resolved" />
              <Text fz="xs" c="dimmed">
                {threads.length - open.length} of {threads.length} findings resolved; open ones are on the timeline.
              </Text>
              {open.slice(0, LIST).map((thread) => (
                <ThreadLine key={thread.id} thread={thread} />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
      </>
    );
  }

  return (
    <Paper withBorder radius="lg" p="md" aria-label="Insights">
      <Tabs defaultValue="insights">
        <Tabs.List grow mb="sm">
          <Tabs.Tab value="insights">Insights</Tabs.Tab>
          <Tabs.Tab value="anomalies">Anomalies</Tabs.Tab>
          <Tabs.Tab value="actions">Action Items</Tabs.Tab>
        </Tabs.List>
        {body}
      </Tabs>
    </Paper>
  );
}
