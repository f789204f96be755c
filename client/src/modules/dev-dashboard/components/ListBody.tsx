import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';

interface ListBodyProps {
  loading: boolean;
  /** SPEC §8 text when the list failed to load. */
  error: string | null;
  onRetry: () => void;
  empty: boolean;
  emptyMessage: string;
  emptyIcon: ReactNode;
  emptyAction?: ReactNode;
  label: string;
  children: ReactNode;
}

/** Loading, error, empty or the list: the states every widget list has. */
export function ListBody({ loading, error, onRetry, empty, emptyMessage, emptyIcon, emptyAction, label, children }: ListBodyProps) {
  if (loading) {
    return (
      <Stack gap={6} p="sm" aria-busy="true" aria-label={`Loading ${label}`}>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={16} />} m="sm">
        <Stack gap={6} align="flex-start">
          <Text fz="sm">{error}</Text>
          <Button size="compact-xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (empty) return <EmptyState message={emptyMessage} icon={emptyIcon} action={emptyAction} />;
  return (
    <Stack gap={2} component="ul" m={0} p={6} aria-label={label}>
      {children}
    </Stack>
  );
}
