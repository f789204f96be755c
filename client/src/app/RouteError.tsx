import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Last-resort screen, e.g. a page chunk that failed to load after a redeploy. */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center" role="alert">
        <Title order={1} fz={22}>
          Something went wrong
        </Title>
        <Text c="dimmed" fz="sm">
          {detail ?? 'The page could not be shown.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
