import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { DescriptionAssist } from '../../ai/components/DescriptionAssist';
import type { WorkItemForm } from '../hooks/useWorkItemForm';
import { enumLabel } from '../messages';

interface WorkItemFieldsProps<S extends string, V extends { title: string; description: string; status: S }> {
  form: WorkItemForm<V>;
  titleLabel: string;
  /** SPEC §9: epic 4, story 6, task 3. */
  descriptionRows: number;
  statuses: readonly S[];
  /** SPEC §5, e.g. 'Please enter an Epic title first.' */
  aiTitleFirstText: string;
  withCriteria?: boolean;
  disabled: boolean;
  /** More fields after the status (task: priority, dates, story). */
  children?: ReactNode;
}

/** Title, description with AI help, and status: the fields every work item's form has. */
export function WorkItemFields<S extends string, V extends { title: string; description: string; status: S }>(props: WorkItemFieldsProps<S, V>) {
  const { form, statuses, disabled } = props;
  const { values } = form;
  return (
    <Stack gap="sm">
      <TextInput
        size="sm"
        label={props.titleLabel}
        required
        value={values.title}
        onChange={(event) => form.set('title', event.currentTarget.value)}
        onBlur={form.touchTitle}
        error={form.titleError}
        disabled={disabled}
        data-autofocus
      />
      <Textarea
        size="sm"
        label="Description"
        rows={props.descriptionRows}
        value={values.description}
        onChange={(event) => form.set('description', event.currentTarget.value)}
        disabled={disabled}
        styles={{ input: { lineHeight: 1.5 } }}
      />
      <DescriptionAssist
        title={values.title}
        description={values.description}
        onDescription={(value) => form.set('description', value)}
        titleFirstText={props.aiTitleFirstText}
        withCriteria={props.withCriteria}
        disabled={disabled}
        onBusyChange={form.setAiBusy}
      />
      <Select
        size="sm"
        label="Status"
        data={statuses.map((value) => ({ value, label: enumLabel(value) }))}
        value={values.status}
        onChange={(value) => {
          const next = statuses.find((candidate) => candidate === value);
          if (next) form.set('status', next);
        }}
        allowDeselect={false}
        disabled={disabled}
        comboboxProps={{ zIndex: 400 }}
      />
      {props.children}
    </Stack>
  );
}
