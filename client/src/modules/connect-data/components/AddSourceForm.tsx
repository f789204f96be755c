import { ResultAlert } from '../../../ui/ResultAlert';
import { useMutation } from '@apollo/client/react';
import { Button, FileInput, Group, NumberInput, PasswordInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Database, FileUp } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../auth/auth-errors';
import {
  ConnectCreateDatabaseSourceDocument,
  ConnectCreateUploadSourceDocument,
  ConnectDataSourcesDocument,
  ConnectTestConnectionDocument,
  type ConnectDataSourceFieldsFragment,
} from '../graphql/connect-data.generated';

type Mode = 'upload' | 'POSTGRES' | 'MYSQL';

function tableCount(count: number): string {
  return `${count} ${count === 1 ? 'table' : 'tables'}`;
}

const DEFAULT_PORTS: Record<'POSTGRES' | 'MYSQL', number> = { POSTGRES: 5432, MYSQL: 3306 };

interface AddSourceFormProps {
  onAdded?: (source: ConnectDataSourceFieldsFragment) => void;
}

/** Adds a data source: uploaded CSV/XLSX files, or a live PostgreSQL or MySQL database (tested before saving). */
export function AddSourceForm({ onAdded }: AddSourceFormProps) {
  const [mode, setMode] = useState<Mode>('upload');
  const [name, setName] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [connection, setConnection] = useState({ host: '', port: DEFAULT_PORTS.POSTGRES, database: '', user: '', password: '', schema: '', ssl: false });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const refetch = { refetchQueries: [{ query: ConnectDataSourcesDocument }], awaitRefetchQueries: true };
  const [upload, { loading: uploading }] = useMutation(ConnectCreateUploadSourceDocument, refetch);
  const [createDatabase, { loading: saving }] = useMutation(ConnectCreateDatabaseSourceDocument, refetch);
  const [testConnection, { loading: testing }] = useMutation(ConnectTestConnectionDocument);
  const busy = uploading || saving || testing;

  const databaseInput = () => ({
    kind: mode === 'MYSQL' ? ('MYSQL' as const) : ('POSTGRES' as const),
    host: connection.host.trim(),
    port: connection.port,
    database: connection.database.trim(),
    user: connection.user.trim(),
    password: connection.password,
    ssl: connection.ssl,
    schema: mode === 'POSTGRES' && connection.schema.trim() ? connection.schema.trim() : null,
  });

  function chooseMode(next: string) {
    const chosen: Mode = next === 'POSTGRES' || next === 'MYSQL' ? next : 'upload';
    setMode(chosen);
    setStatus(null);
    if (chosen !== 'upload') setConnection((current) => ({ ...current, port: DEFAULT_PORTS[chosen] }));
  }

  async function handleTest() {
    setStatus(null);
    try {
      const { data } = await testConnection({ variables: { input: databaseInput() } });
      const result = data?.testConnection;
      if (!result) throw new Error('No answer');
      const details = [result.serverVersion, result.tableCount !== null && result.tableCount !== undefined ? `${result.tableCount} tables` : null].filter(Boolean).join(' · ');
      setStatus({ ok: result.ok, text: result.ok && details ? `${result.message} (${details})` : result.message });
    } catch (error: unknown) {
      setStatus({ ok: false, text: serverMessage(error) ?? 'Could not test the connection.' });
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    const sourceName = name.trim() || (mode === 'upload' ? files[0]?.name.replace(/\.[^.]+$/, '') ?? '' : connection.database.trim());
    try {
      if (mode === 'upload') {
        if (files.length === 0) {
          setStatus({ ok: false, text: 'Choose at least one CSV or XLSX file.' });
          return;
        }
        const { data } = await upload({ variables: { name: sourceName, files } });
        if (data?.createUploadSource) onAdded?.(data.createUploadSource);
        setStatus({ ok: true, text: `${data?.createUploadSource.name ?? 'Source'} is ready with ${tableCount(data?.createUploadSource.tables.length ?? 0)}.` });
        setFiles([]);
      } else {
        const { data } = await createDatabase({ variables: { input: { ...databaseInput(), name: sourceName } } });
        if (data?.createDatabaseSource) onAdded?.(data.createDatabaseSource);
        setStatus({ ok: true, text: `${data?.createDatabaseSource.name ?? 'Source'} is connected with ${tableCount(data?.createDatabaseSource.tables.length ?? 0)}.` });
      }
      setName('');
    } catch (error: unknown) {
      setStatus({ ok: false, text: serverMessage(error) ?? 'Could not add the data source.' });
    }
  }

  const set = (key: keyof typeof connection) => (value: string | number | boolean) => setConnection((current) => ({ ...current, [key]: value }));

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Add a data source">
      <Stack gap="md">
        <SegmentedControl
          value={mode}
          onChange={chooseMode}
          data={[
            { value: 'upload', label: 'Upload files' },
            { value: 'POSTGRES', label: 'PostgreSQL' },
            { value: 'MYSQL', label: 'MySQL' },
          ]}
          fullWidth
          aria-label="Kind of source"
        />
        <TextInput label="Name" placeholder={mode === 'upload' ? 'Sales exports' : 'Production replica'} value={name} onChange={(event) => setName(event.currentTarget.value)} disabled={busy} />
        {mode === 'upload' ? (
          <FileInput
            label="Files"
            description="CSV or XLSX; each file or sheet becomes a table."
            placeholder="Choose files"
            multiple
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<FileUp size={16} />}
            value={files}
            onChange={setFiles}
            clearable
            disabled={busy}
          />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput label="Host" required placeholder="db.internal" value={connection.host} onChange={(event) => set('host')(event.currentTarget.value)} disabled={busy} style={{ gridColumn: 'span 2' }} />
              <NumberInput label="Port" required min={1} max={65535} value={connection.port} onChange={(value) => set('port')(typeof value === 'number' ? value : Number(value) || 0)} disabled={busy} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="Database" required value={connection.database} onChange={(event) => set('database')(event.currentTarget.value)} disabled={busy} />
              {mode === 'POSTGRES' ? <TextInput label="Schema" placeholder="public" value={connection.schema} onChange={(event) => set('schema')(event.currentTarget.value)} disabled={busy} /> : null}
              <TextInput label="User" required autoComplete="off" value={connection.user} onChange={(event) => set('user')(event.currentTarget.value)} disabled={busy} />
              <PasswordInput label="Database password" autoComplete="new-password" value={connection.password} onChange={(event) => set('password')(event.currentTarget.value)} disabled={busy} />
            </SimpleGrid>
            <Switch label="Encrypt the connection (SSL)" checked={connection.ssl} onChange={(event) => set('ssl')(event.currentTarget.checked)} disabled={busy} />
            <Text fz="xs" c="dimmed">
              Quarry only reads. The password is stored encrypted and never shown again.
            </Text>
          </>
        )}
        <ResultAlert result={status} />
        <Group gap="sm">
          {mode !== 'upload' ? (
            <Button variant="default" onClick={() => void handleTest()} loading={testing} disabled={busy && !testing}>
              Test connection
            </Button>
          ) : null}
          <Button type="submit" leftSection={<Database size={16} />} loading={uploading || saving} disabled={busy && !(uploading || saving)}>
            {mode === 'upload' ? 'Upload and add' : 'Connect and add'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
