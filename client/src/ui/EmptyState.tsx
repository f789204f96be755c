import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  message: string;
  icon?: ReactNode;
  /** A call to action under the message, e.g. an add button. */
  action?: ReactNode;
  compact?: boolean;
}

/** A quiet, centred message for a list with nothing in it. */
export function EmptyState({ message, icon, action, compact = false }: EmptyStateProps) {
  return (
    <Stack align="center" justify="center" gap="xs" py={compact ? 'md' : 'xl'} px="md" ta="center">
      {icon ? (
        <ThemeIcon size={compact ? 32 : 40} radius="xl" variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
      ) : null}
      <Text c="dimmed" fz="sm" maw={320}>
        {message}
      </Text>
      {action}
    </Stack>
  );
}
