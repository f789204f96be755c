import { Alert, Button, Group } from '@mantine/core';
import { CircleAlert } from 'lucide-react';

interface ModalFooterProps {
  error: string | null;
  submitLabel: string;
  canSubmit: boolean;
  saving: boolean;
  onCancel: () => void;
  cancelLabel?: string;
}

/** Error line and Cancel / submit buttons of an item form (the form's submit handles the save). */
export function ModalFooter({ error, submitLabel, canSubmit, saving, onCancel, cancelLabel = 'Cancel' }: ModalFooterProps) {
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />}>
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={!canSubmit} loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
