import { ActionIcon, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import classes from './ItemRow.module.css';

interface ItemRowProps {
  label: string;
  /** e.g. "epic": names the edit and delete buttons ("Edit epic Onboarding"). */
  thing: string;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
  leading?: ReactNode;
  trailing?: ReactNode;
  disabled?: boolean;
}

/** A selectable list row whose edit and delete buttons show on hover and on keyboard focus (SPEC §2). */
export function ItemRow({ label, thing, selected, onSelect, onEdit, onDelete, leading, trailing, disabled }: ItemRowProps) {
  return (
    <Group gap={4} wrap="nowrap" className={classes.row} data-selected={selected || undefined} component="li">
      <UnstyledButton className={classes.main} onClick={onSelect} aria-current={selected ? 'true' : undefined} disabled={disabled}>
        <Group gap="xs" wrap="nowrap">
          {leading}
          <Text fz="sm" fw={selected ? 600 : 500} lineClamp={2} className={classes.label}>
            {label}
          </Text>
          {trailing}
        </Group>
      </UnstyledButton>
      <Group gap={2} wrap="nowrap" className={classes.actions}>
        <Tooltip label={`Edit ${thing}`}>
          <ActionIcon variant="subtle" color="gray" size="sm" onClick={onEdit} aria-label={`Edit ${thing} ${label}`} disabled={disabled}>
            <Pencil size={14} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={`Delete ${thing}`}>
          <ActionIcon variant="subtle" color="red" size="sm" onClick={onDelete} aria-label={`Delete ${thing} ${label}`} disabled={disabled}>
            <Trash2 size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
