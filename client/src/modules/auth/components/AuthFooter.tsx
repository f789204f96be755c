import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Links under the login and registration cards. */
export function AuthFooter() {
  return (
    <Group justify="center" gap="md" wrap="wrap">
      <Anchor component={Link} to="/privacy" c="dimmed" fz="xs">
        Privacy
      </Anchor>
      <Text c="dimmed" fz="xs" aria-hidden>
        ·
      </Text>
      <Anchor component={Link} to="/terms" c="dimmed" fz="xs">
        Terms
      </Anchor>
      <Text c="dimmed" fz="xs" aria-hidden>
        ·
      </Text>
      <Anchor component={Link} to="/home" c="dimmed" fz="xs">
        Quarry home
      </Anchor>
    </Group>
  );
}
