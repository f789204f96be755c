import { Center, Loader } from '@mantine/core';

interface CenteredLoaderProps {
  /** Announced to screen readers while a page chunk or data loads. */
  label: string;
  fullScreen?: boolean;
}

export function CenteredLoader({ label, fullScreen = false }: CenteredLoaderProps) {
  return (
    <Center h={fullScreen ? '100dvh' : 240} role="status" aria-label={label}>
      <Loader size="md" />
    </Center>
  );
}
