import { ActionIcon, Alert, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { CircleAlert, Sparkles, X } from 'lucide-react';
import { TEXT } from '../../dev-dashboard/messages';
import classes from './SuggestionPanel.module.css';

export type SuggestionState =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: string[] };

interface SuggestionPanelProps {
  /** e.g. "Suggested epics". */
  title: string;
  state: SuggestionState;
  onChoose: (item: string) => void;
  onClose: () => void;
}

/** SPEC §4: opens when suggest is clicked; closes on choosing a suggestion or on close. */
export function SuggestionPanel({ title, state, onChoose, onClose }: SuggestionPanelProps) {
  if (state.status === 'closed') return null;
  return (
    <Paper className={classes.panel} role="region" aria-label={title} radius={0}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Sparkles size={14} aria-hidden />
            <Text fz="xs" fw={700} tt="uppercase" className={classes.heading}>
              {title}
            </Text>
          </Group>
          <ActionIcon variant="subtle" color="gray" size="sm" onClick={onClose} aria-label="Close suggestions">
            <X size={14} />
          </ActionIcon>
        </Group>
        {state.status === 'loading' ? (
          <Group gap="xs" role="status" aria-label="Generating suggestions">
            <Loader size="xs" />
            <Text fz="sm" c="dimmed">
              Thinking of ideas…
            </Text>
          </Group>
        ) : null}
        {state.status === 'error' ? (
          <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={16} />} p="xs">
            {state.message}
          </Alert>
        ) : null}
        {state.status === 'ready' && state.items.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {TEXT.noSuggestions}
          </Text>
        ) : null}
        {state.status === 'ready' && state.items.length > 0 ? (
          <Stack gap={4} component="ul" className={classes.list} aria-label={title}>
            {state.items.map((item) => (
              <li key={item}>
                <UnstyledButton className={classes.item} onClick={() => onChoose(item)}>
                  {item}
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
