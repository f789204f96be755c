import { useMutation, useSubscription } from '@apollo/client/react';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { CircleAlert, FileSpreadsheet, Upload } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '../../auth/auth-errors';
import { DashboardSourcesDocument, WorkspaceStatsDocument } from '../../dashboard/graphql/dashboard.generated';
import { ChatImportProgressDocument, ChatUploadSourceDocument } from '../graphql/chat.generated';

interface UploadModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the new source's name once it is ready. */
  onUploaded: (name: string) => void;
}

/** A name for a set of files: the file's own name for one, else the shared start of their names. */
function suggestedName(files: readonly File[]): string {
  const first = files[0];
  if (!first) return '';
  if (files.length === 1) return first.name.replace(/\.(csv|xlsx)$/i, '').replace(/[_-]+/g, ' ');
  return `Upload of ${files.length} files`;
}

/** Upload: CSV or XLSX files become a new source; the bar follows the server's import progress. */
export function UploadModal({ opened, onClose, onUploaded }: UploadModalProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [upload, { loading }] = useMutation(ChatUploadSourceDocument, { refetchQueries: [DashboardSourcesDocument, WorkspaceStatsDocument] });
  // Subscribed while the dialog is open, so the first event of the new import is not missed.
  const { data: progress } = useSubscription(ChatImportProgressDocument, { skip: !opened || !loading });
  const event = loading ? progress?.importProgress : undefined;

  const close = () => {
    if (loading) return;
    setFiles([]);
    setName('');
    setNameTouched(false);
    setError(null);
    onClose();
  };

  const submit = async () => {
    setError(null);
    const chosen = name.trim() || suggestedName(files);
    try {
      const result = await upload({ variables: { name: chosen, files } });
      const created = result.data?.createUploadSource;
      if (created) {
        onUploaded(created.name);
        setFiles([]);
        setName('');
        setNameTouched(false);
        onClose();
      }
    } catch (failure) {
      setError(serverMessage(failure) ?? (failure instanceof Error ? failure.message : 'The upload failed.'));
    }
  };

  const percent = event ? Math.max(2, event.percent) : 2;
  const phase = event?.phase === 'PROFILING' ? 'Profiling the tables…' : event?.fileName ? `Importing ${event.fileName}…` : 'Sending the files…';

  return (
    <Modal opened={opened} onClose={close} title="Upload data" centered size="lg" closeOnClickOutside={!loading} withCloseButton={!loading}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Each CSV file, or each sheet of an XLSX workbook, becomes a table of a new data source you can ask about.
        </Text>
        <FileInput
          label="Files"
          placeholder="Choose CSV or XLSX files"
          multiple
          clearable
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<FileSpreadsheet size={16} />}
          value={files}
          onChange={(chosen) => {
            setFiles(chosen);
            if (!nameTouched) setName(suggestedName(chosen));
          }}
          disabled={loading}
        />
        <TextInput
          label="Source name"
          placeholder="e.g. Northwind"
          value={name}
          onChange={(changed) => {
            setName(changed.currentTarget.value);
            setNameTouched(true);
          }}
          disabled={loading}
          maxLength={200}
        />
        {loading ? (
          <Stack gap={4} role="status" aria-label="Import progress">
            <Group justify="space-between">
              <Text fz="sm">{phase}</Text>
              <Text fz="sm" c="dimmed">
                {event ? `${event.percent}%` : ''}
              </Text>
            </Group>
            <Progress value={percent} animated striped aria-label="Import progress bar" />
            {event && event.rows > 0 ? (
              <Text fz="xs" c="dimmed">
                {event.rows.toLocaleString('en-US')} rows loaded
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" icon={<CircleAlert size={16} />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button leftSection={<Upload size={16} />} onClick={() => void submit()} loading={loading} disabled={files.length === 0}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
