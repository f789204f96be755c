import { Alert, Center, Loader } from '@mantine/core';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

interface LoadStateProps {
  loading: boolean;
  /** SPEC §8 text shown when loading failed. */
  error: string | null;
  label: string;
  children: ReactNode;
}

/** A modal's body while its item loads: a spinner, the load error, or the form. */
export function LoadState({ loading, error, label, children }: LoadStateProps) {
  if (loading) {
    return (
      <Center py="xl" role="status" aria-label={label}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />}>
        {error}
      </Alert>
    );
  }
  return <>{children}</>;
}
