import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { Database, FileSpreadsheet, FlaskConical, RefreshCw, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DataSourceKind } from '../../../gql/graphql.generated';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { serverMessage } from '../../auth/auth-errors';
import { ConnectDataSourcesDocument, ConnectDeleteDataSourceDocument, ConnectRefreshCatalogDocument, type ConnectDataSourceFieldsFragment } from '../graphql/connect-data.generated';

const KIND_LABELS: Record<DataSourceKind, string> = { DEMO: 'Demo data', UPLOAD: 'Uploaded files', POSTGRES: 'PostgreSQL', MYSQL: 'MySQL' };

function KindIcon({ kind }: { kind: DataSourceKind }) {
  if (kind === 'DEMO') return <Sparkles size={18} />;
  if (kind === 'UPLOAD') return <FileSpreadsheet size={18} />;
  return <Database size={18} />;
}

function formatRows(tables: ConnectDataSourceFieldsFragment['tables']): string {
  const rows = tables.reduce((sum, table) => sum + table.rowCount, 0);
  return `${tables.length} ${tables.length === 1 ? 'table' : 'tables'} · ${rows.toLocaleString()} rows`;
}

/** The workspace's data sources with their real status; managers may test (re-profile) and delete them. */
export function SourceList({ canManage }: { canManage: boolean }) {
  const { data, loading, error, refetch } = useQuery(ConnectDataSourcesDocument, { fetchPolicy: 'cache-and-network' });
  const [refresh] = useMutation(ConnectRefreshCatalogDocument);
  const [remove, { loading: removing }] = useMutation(ConnectDeleteDataSourceDocument, { refetchQueries: [{ query: ConnectDataSourcesDocument }], awaitRefetchQueries: true });
  const [testing, setTesting] = useState<number | null>(null);
  const [results, setResults] = useState<Record<number, { ok: boolean; text: string }>>({});
  const [confirmDelete, setConfirmDelete] = useState<ConnectDataSourceFieldsFragment | null>(null);

  async function test(source: ConnectDataSourceFieldsFragment) {
    setTesting(source.id);
    try {
      const { data: refreshed } = await refresh({ variables: { id: source.id } });
      const tables = refreshed?.refreshCatalog.tables ?? [];
      setResults((current) => ({ ...current, [source.id]: { ok: true, text: `Connected · ${formatRows(tables)}` } }));
    } catch (caught: unknown) {
      setResults((current) => ({ ...current, [source.id]: { ok: false, text: serverMessage(caught) ?? 'The source could not be reached.' } }));
    } finally {
      setTesting(null);
    }
  }

  if (loading && !data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading data sources">
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
      </Stack>
    );
  }
  if (error && !data) {
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load data sources">
        <Button size="xs" variant="default" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const sources = data?.dataSources ?? [];
  if (sources.length === 0) return <EmptyState message="No data sources yet. Add one to start asking questions." icon={<Database size={20} />} />;

  return (
    <Stack gap="sm">
      {sources.map((source) => {
        const result = results[source.id];
        return (
          <Paper key={source.id} withBorder radius="md" p="md" aria-label={`Data source ${source.name}`}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <ActionIcon variant="light" size={38} radius="md" component="span" aria-hidden>
                  <KindIcon kind={source.kind} />
                </ActionIcon>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={8} wrap="nowrap">
                    <Text fw={600} truncate>
                      {source.name}
                    </Text>
                    <Badge size="sm" variant="light" color={source.status === 'READY' ? 'teal' : 'yellow'}>
                      {source.status === 'READY' ? 'Ready' : 'Importing'}
                    </Badge>
                  </Group>
                  <Text fz="xs" c="dimmed" truncate>
                    {KIND_LABELS[source.kind]} · {source.status === 'READY' ? formatRows(source.tables) : 'profiling…'}
                  </Text>
                  {result ? (
                    <Text fz="xs" c={result.ok ? 'teal.4' : 'red.4'} role="status">
                      {result.text}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
              {canManage ? (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Test the connection and refresh the catalog">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={testing === source.id ? <RefreshCw size={14} /> : <FlaskConical size={14} />}
                      loading={testing === source.id}
                      onClick={() => void test(source)}
                      aria-label={`Test ${source.name}`}
                    >
                      Test
                    </Button>
                  </Tooltip>
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete ${source.name}`} onClick={() => setConfirmDelete(source)}>
                    <Trash2 size={16} />
                  </ActionIcon>
                </Group>
              ) : null}
            </Group>
          </Paper>
        );
      })}
      <ConfirmModal
        opened={confirmDelete !== null}
        title="Delete data source"
        message={`Delete "${confirmDelete?.name ?? ''}"? Its tables, synonyms and metrics are removed. This action cannot be undone.`}
        confirmText="Delete"
        danger
        processing={removing}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          if (!confirmDelete) return;
          void remove({ variables: { id: confirmDelete.id } }).then(() => setConfirmDelete(null));
        }}
      />
    </Stack>
  );
}
