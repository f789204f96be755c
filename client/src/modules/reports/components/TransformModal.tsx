import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { AlertTriangle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { SetReportCardTransformDocument, type ReportCardFieldsFragment } from '../graphql/reports.generated';
import classes from './ReportsTab.module.css';

// Monaco is its own chunk, fetched the first time a transform is edited, never on the first page load.
const TransformEditor = lazy(() => import('./TransformEditor').then((module) => ({ default: module.TransformEditor })));

const DEFAULT_BODY = '// The rows of the chart, as objects: change them and return the rows to draw.\nreturn rows;\n';

interface TransformModalProps {
  card: ReportCardFieldsFragment;
  onClose: () => void;
}

/** Edits a card's transform: the body of `(rows) => rows`, run on the server; errors show under the editor with their line. */
export function TransformModal({ card, onClose }: TransformModalProps) {
  const [body, setBody] = useState(card.transform ?? DEFAULT_BODY);
  const [error, setError] = useState<{ message: string; line: number | null } | null>(card.transformError ?? null);
  const [save, { loading }] = useMutation(SetReportCardTransformDocument);

  const apply = async (transform: string | null) => {
    setError(null);
    try {
      const result = await save({ variables: { id: card.id, transform } });
      const outcome = result.data?.setReportCardTransform;
      if (outcome?.error) setError(outcome.error);
      else onClose();
    } catch (failure) {
      setError({ message: failure instanceof Error ? failure.message : 'The transform could not be saved.', line: null });
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Transform: ${card.title}`} size="xl">
      <Stack gap="xs">
        <Text className={classes.code}>{'(rows) => {'}</Text>
        <div className={classes.editorFrame}>
          <Suspense
            fallback={
              <Group h={260} justify="center">
                <Loader size="sm" />
              </Group>
            }
          >
            <TransformEditor value={body} onChange={setBody} errorLine={error?.line ?? null} errorMessage={error?.message ?? null} />
          </Suspense>
        </div>
        <Text className={classes.code}>{'}'}</Text>
        {error ? (
          <Alert color="red" icon={<AlertTriangle size={16} />} title={error.line ? `Line ${error.line}` : 'The transform failed'} role="alert" data-testid="transform-error">
            {error.message}
          </Alert>
        ) : (
          <Text c="dimmed" fz="xs">
            Runs on the server in a sandbox (at most 1 s and 32 MB, no network or files), so everyone sees the same chart. Each row is an object such as{' '}
            <code>{JSON.stringify(Array.isArray(card.data) ? (card.data[0] ?? {}) : {}).slice(0, 80)}</code>.
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => void apply(null)} disabled={loading || !card.transform}>
            Remove transform
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button onClick={() => void apply(body)} loading={loading}>
              Apply transform
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
