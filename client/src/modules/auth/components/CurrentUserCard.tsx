import { useQuery } from '@apollo/client/react';
import { Alert, Avatar, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { hasErrorCode, serverMessage } from '../auth-errors';
import { displayName, initials } from '../display-name';
import { MeDocument } from '../graphql/auth.generated';
import { useLogout } from '../hooks/useLogout';

/** SPEC §8 profile-load text, reused for the signed-in user summary. */
const LOAD_FAILED = 'Failed to load user data. Please try again.';

/** Who is signed in, from the `me` query, with loading and error states. */
export function CurrentUserCard() {
  const { data, loading, error, refetch } = useQuery(MeDocument);
  const logout = useLogout();

  // A token the server no longer accepts (expired, user removed) is as good as none: back to /login.
  const unauthenticated = hasErrorCode(error, 'UNAUTHENTICATED');
  useEffect(() => {
    if (unauthenticated) logout();
  }, [unauthenticated, logout]);

  if (loading) {
    return (
      <Paper withBorder radius="lg" p="lg" aria-busy="true" aria-label="Loading your account">
        <Group gap="md" wrap="nowrap">
          <Skeleton circle height={48} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={14} width="40%" />
            <Skeleton height={12} width="60%" />
          </Stack>
        </Group>
      </Paper>
    );
  }

  if (error || !data) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />} title={LOAD_FAILED}>
        <Stack gap="sm" align="flex-start">
          {serverMessage(error) ? <Text fz="sm">{serverMessage(error)}</Text> : null}
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const name = displayName(data.me);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar src={data.me.profilePictureUrl ?? undefined} alt="" radius="xl" size={48} color="quarry">
          {initials(name)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
            Signed in as
          </Text>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text fz="sm" c="dimmed" truncate>
            {data.me.email}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
