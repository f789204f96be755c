import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { productName } from '../../../app/theme';
import { CenteredLoader } from '../../../ui/CenteredLoader';
import { MetricsPanel } from '../../dashboard/components/MetricsPanel';
import { DashboardSourcesDocument } from '../../dashboard/graphql/dashboard.generated';
import { hubNodes } from '../hub-nodes';
import { HubGraph } from './HubGraph';

interface IntegrationHubProps {
  /** The floating metrics panel is part of the dashboard's integrations tab only. */
  withMetrics?: boolean;
}

/** The hub graph with the 'ACTIVE INTEGRATIONS' sidebar; real states from the workspace's sources. */
export function IntegrationHub({ withMetrics = false }: IntegrationHubProps) {
  const { data, loading, error } = useQuery(DashboardSourcesDocument);
  if (loading && !data) return <CenteredLoader label="Loading integrations" />;
  if (error) return <Alert color="red">The integrations could not be loaded: {error.message}</Alert>;
  const nodes = hubNodes(data?.dataSources ?? []);
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Paper withBorder radius="lg" p="md" w={{ base: '100%', sm: 240 }} component="aside" aria-labelledby="active-integrations">
        <Stack gap="sm">
          <Text id="active-integrations" fz="xs" fw={700} c="dimmed" style={{ letterSpacing: '0.08em' }}>
            ACTIVE INTEGRATIONS
          </Text>
          {nodes.map((node) => (
            <Group key={node.key} gap={10} wrap="nowrap" align="flex-start">
              <Box w={8} h={8} mt={7} style={{ borderRadius: 8, background: node.logoColor, flexShrink: 0 }} aria-hidden />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fz="sm" truncate>
                  {node.title}
                </Text>
                <Text fz="xs" fw={600} c={node.connected ? 'teal.4' : 'dimmed'}>
                  {node.connected ? 'Connected' : 'Disconnected'}
                </Text>
              </Stack>
            </Group>
          ))}
          <Button component={Link} to="/settings?tab=integrations" variant="default" size="xs" leftSection={<Settings2 size={14} />} mt="xs">
            Network Config
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} style={{ flex: '1 1 360px', minWidth: 0 }}>
        <HubGraph centerLabel={productName} nodes={nodes} />
      </Paper>
      {withMetrics ? (
        <Box w={{ base: '100%', lg: 340 }} style={{ position: 'sticky', top: 120 }}>
          <MetricsPanel />
        </Box>
      ) : null}
    </Group>
  );
}

export function IntegrationsTab() {
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>Integrations</Title>
        <Text c="dimmed" fz="sm">
          Where your data comes from. Hover a source to see what is connected.
        </Text>
      </Stack>
      <IntegrationHub withMetrics />
    </Stack>
  );
}
