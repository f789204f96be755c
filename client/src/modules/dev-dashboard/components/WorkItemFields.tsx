import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { enumLabel } from '../messages';

interface WorkItemFieldsProps<S extends string> {
  titleLabel: string;
  title: string;
  onTitle: (value: string) => void;
  onTitleBlur: () => void;
  titleError: string | null;
  description: string;
  onDescription: (value: string) => void;
  /** SPEC §9: epic 4, story 6, task 3. */
  descriptionRows: number;
  statuses: readonly S[];
  status: S;
  onStatus: (value: S) => void;
  disabled: boolean;
  /** AI buttons shown under the description. */
  assist?: ReactNode;
  /** More fields after the status (task: priority, dates, story). */
  children?: ReactNode;
}

/** Title, description and status: the fields every work item's form has. */
export function WorkItemFields<S extends string>(props: WorkItemFieldsProps<S>) {
  const { statuses, status, onStatus, disabled } = props;
  return (
    <Stack gap="sm">
      <TextInput
        label={props.titleLabel}
        required
        value={props.title}
        onChange={(event) => props.onTitle(event.currentTarget.value)}
        onBlur={props.onTitleBlur}
        error={props.titleError}
        disabled={disabled}
        data-autofocus
      />
      <Textarea
        label="Description"
        rows={props.descriptionRows}
        value={props.description}
        onChange={(event) => props.onDescription(event.currentTarget.value)}
        disabled={disabled}
        styles={{ input: { lineHeight: 1.5 } }}
      />
      {props.assist}
      <Select
        label="Status"
        data={statuses.map((value) => ({ value, label: enumLabel(value) }))}
        value={status}
        onChange={(value) => {
          const next = statuses.find((candidate) => candidate === value);
          if (next) onStatus(next);
        }}
        allowDeselect={false}
        disabled={disabled}
        comboboxProps={{ zIndex: 400 }}
      />
      {props.children}
    </Stack>
  );
}
