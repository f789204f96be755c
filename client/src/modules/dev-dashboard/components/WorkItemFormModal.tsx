import { Modal, Stack } from '@mantine/core';
import { useEffect, type FormEvent } from 'react';
import { useWorkItemForm } from '../hooks/useWorkItemForm';
import { LoadState } from './LoadState';
import { ModalFooter } from './ModalFooter';
import { WorkItemFields } from './WorkItemFields';

export interface WorkItemValues<S extends string> {
  title: string;
  description: string;
  status: S;
}

interface WorkItemFormModalProps<S extends string> {
  modalTitle: string;
  titleLabel: string;
  descriptionRows: number;
  statuses: readonly S[];
  initial: WorkItemValues<S>;
  /** The loaded item (edit mode); the form takes its values when it arrives. */
  loaded: WorkItemValues<S> | null;
  loading: boolean;
  loadError: string | null;
  titleRequiredText: string;
  aiTitleFirstText: string;
  withCriteria?: boolean;
  submitLabel: string;
  /** Saves; resolves to an error text to show, or null when saved (the caller closes the modal). */
  onSubmit: (values: WorkItemValues<S>) => Promise<string | null>;
  onClose: () => void;
}

/** The epic and user story modals: title, description with AI help, status; create or edit. */
export function WorkItemFormModal<S extends string>(props: WorkItemFormModalProps<S>) {
  const form = useWorkItemForm<WorkItemValues<S>>(props.initial, props.titleRequiredText);
  const { reset } = form;
  const { loaded } = props;
  useEffect(() => {
    if (loaded) reset(loaded);
  }, [loaded, reset]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.touchTitle();
    if (!form.canSubmit) return;
    form.setError(null);
    form.setSaving(true);
    const error = await props.onSubmit({ ...form.values, title: form.values.title.trim(), description: form.values.description.trim() });
    if (error) {
      form.setError(error);
      form.setSaving(false);
    }
  }

  return (
    <Modal opened onClose={() => !form.saving && props.onClose()} title={props.modalTitle} centered size="lg">
      <LoadState loading={props.loading} error={props.loadError} label={`Loading ${props.titleLabel.toLowerCase()}`}>
        <form onSubmit={(event) => void submit(event)} aria-label={props.modalTitle} noValidate>
          <Stack gap="sm">
            <WorkItemFields
              form={form}
              titleLabel={props.titleLabel}
              descriptionRows={props.descriptionRows}
              statuses={props.statuses}
              aiTitleFirstText={props.aiTitleFirstText}
              withCriteria={props.withCriteria}
              disabled={form.busy}
            />
            <ModalFooter error={form.error} submitLabel={props.submitLabel} canSubmit={form.canSubmit} saving={form.saving} onCancel={props.onClose} />
          </Stack>
        </form>
      </LoadState>
    </Modal>
  );
}
