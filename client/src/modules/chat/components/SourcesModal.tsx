import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { CircleAlert, Database } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { formatBytes, formatCount, kindLabel } from '../../dashboard/format';
import { DashboardSourcesDocument } from '../../dashboard/graphql/dashboard.generated';

interface SourcesModalProps {
  mode: 'datasets' | 'files' | null;
  onClose: () => void;
}

/** Datasets lists every source with its tables; Files lists the uploads with their size. */
export function SourcesModal({ mode, onClose }: SourcesModalProps) {
  const { data, loading, error } = useQuery(DashboardSourcesDocument, { skip: mode === null });
  const sources = (data?.dataSources ?? []).filter((source) => mode !== 'files' || source.kind === 'UPLOAD');
  return (
    <Modal opened={mode !== null} onClose={onClose} title={mode === 'files' ? 'Files' : 'Datasets'} centered size="xl">
      {loading ? (
        <Group justify="center" py="lg" role="status" aria-label="Loading sources">
          <Loader size="sm" />
        </Group>
      ) : error ? (
        <Alert color="red" variant="light" icon={<CircleAlert size={16} />}>
          The sources could not be loaded: {error.message}
        </Alert>
      ) : sources.length === 0 ? (
        <EmptyState icon={<Database size={18} />} message={mode === 'files' ? 'No files uploaded yet. Use Upload to add CSV or XLSX files.' : 'No data sources yet.'} />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>{mode === 'files' ? 'Tables (one per file or sheet)' : 'Tables'}</Table.Th>
                <Table.Th ta="right">Rows</Table.Th>
                <Table.Th ta="right">{mode === 'files' ? 'Size' : 'Kind'}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sources.map((source) => (
                <Table.Tr key={source.id}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text fz="sm" fw={500}>
                        {source.name}
                      </Text>
                      <Badge size="xs" variant="light" color={source.status === 'READY' ? 'teal' : 'yellow'} w="fit-content">
                        {source.status === 'READY' ? 'Ready' : 'Importing'}
                      </Badge>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="xs" c="dimmed" lineClamp={2}>
                      {source.tables.map((table) => table.name).join(', ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(source.tables.reduce((sum, table) => sum + table.rowCount, 0))}</Table.Td>
                  <Table.Td ta="right">{mode === 'files' ? formatBytes(source.byteSize) : kindLabel(source.kind)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
