import { Paper, Tabs, Text } from '@mantine/core';
import { AlertTriangle, Lightbulb, ListChecks } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';

/**
 * The second metrics panel: Insights, Anomalies and Action Items with progress bars. It is fed by the insight
 * engine's findings; until the workspace has any, each tab says so.
 */
export function InsightsPanel() {
  const empty = (icon: React.ReactNode, text: string) => <EmptyState compact icon={icon} message={text} />;
  return (
    <Paper withBorder radius="lg" p="md" aria-label="Insights">
      <Tabs defaultValue="insights">
        <Tabs.List grow mb="sm">
          <Tabs.Tab value="insights">Insights</Tabs.Tab>
          <Tabs.Tab value="anomalies">Anomalies</Tabs.Tab>
          <Tabs.Tab value="actions">Action Items</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="insights">{empty(<Lightbulb size={18} />, 'No insights yet. The insight engine posts findings here as it reads your data.')}</Tabs.Panel>
        <Tabs.Panel value="anomalies">{empty(<AlertTriangle size={18} />, 'No anomalies found in your data so far.')}</Tabs.Panel>
        <Tabs.Panel value="actions">{empty(<ListChecks size={18} />, 'Nothing to act on yet.')}</Tabs.Panel>
      </Tabs>
      <Text fz="xs" c="dimmed" mt="xs">
        Findings come from period-over-period changes, outliers and new highs or lows in your sources.
      </Text>
    </Paper>
  );
}
