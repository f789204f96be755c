import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { InsightsPanel } from './InsightsPanel';
import { MetricsPanel } from './MetricsPanel';

/** The insights tab: what the insight engine found, beside the workspace's own figures. */
export function InsightsTab() {
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>Insights</Title>
        <Text c="dimmed" fz="sm">
          Changes, anomalies and suggested actions found in your sources.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <InsightsPanel />
        <MetricsPanel />
      </SimpleGrid>
    </Stack>
  );
}
