import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InsightsPanel } from './InsightsPanel';

/** The insights tab: what the insight engine found, by kind, with what is still open. */
export function InsightsTab() {
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>Insights</Title>
        <Text c="dimmed" fz="sm">
          Changes, anomalies and open findings in your sources. Each one is a thread on the{' '}
          <Anchor component={Link} to="?tab=timeline" fz="sm">
            timeline
          </Anchor>
          , where you can ask follow-up questions.
        </Text>
      </Stack>
      <Box maw={760}>
        <InsightsPanel />
      </Box>
    </Stack>
  );
}
