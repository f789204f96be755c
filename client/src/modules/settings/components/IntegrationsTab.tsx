import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { Info } from 'lucide-react';
import { AddSourceForm } from '../../connect-data/components/AddSourceForm';
import { SourceList } from '../../connect-data/components/SourceList';
import { useWorkspaceAccess } from '../hooks';

/** Data sources with their real status: list, add, test and delete (Owner and Admin manage them). */
export function IntegrationsTab() {
  const { can, loading } = useWorkspaceAccess();
  const canManage = can('MANAGE_DATA_SOURCES');
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Stack gap="md">
          <div>
            <Title order={3} fz="md">
              Connected data sources
            </Title>
            <Text fz="sm" c="dimmed">
              Test re-reads a source’s tables and reports whether it can be reached.
            </Text>
          </div>
          <SourceList canManage={canManage} />
        </Stack>
      </Paper>
      {loading ? null : canManage ? (
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          <Stack gap="md">
            <Title order={3} fz="md">
              Add a data source
            </Title>
            <AddSourceForm />
          </Stack>
        </Paper>
      ) : (
        <Alert variant="light" icon={<Info size={18} />}>
          Only the Owner and Admins can add, test or remove data sources.
        </Alert>
      )}
    </Stack>
  );
}
