import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Red confirm button, for deletes. */
  danger?: boolean;
  /** While true the confirm button reads 'Processing...' and nothing can be pressed. */
  processing?: boolean;
  /** Shown inside the dialog, which stays open (SPEC §4: a failed delete keeps the modal open). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §2 generic confirmation modal: title, message, confirm and cancel texts, danger styling. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  danger = false,
  processing = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!processing) onCancel();
      }}
      title={title}
      centered
      size="md"
      closeOnClickOutside={!processing}
      closeOnEscape={!processing}
      withCloseButton={!processing}
      // Confirmations open on top of other modals (task detail), so they sit one layer higher.
      zIndex={320}
    >
      <Stack gap="md">
        <Text fz="sm">{message}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />}>
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={processing}>
            {cancelText}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} disabled={processing} data-autofocus>
            {processing ? 'Processing...' : confirmText}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
