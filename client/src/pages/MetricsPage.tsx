import { Stack, Text } from '@mantine/core';
import { InfoPage } from '../modules/marketing/components/InfoPage';
import { MetricsBand } from '../modules/marketing/components/Sections';

/** /metrics: the marketing figures. */
export function MetricsPage() {
  return (
    <InfoPage eyebrow="Metrics" title="Quarry by the numbers" intro="The figures behind our promises to customers." wide>
      <Stack gap="xl">
        <MetricsBand />
        <Text c="dimmed" ta="center" fz="sm">
          All plans include 256-bit encryption, daily backups and a 99.9% uptime SLA.
        </Text>
      </Stack>
    </InfoPage>
  );
}
