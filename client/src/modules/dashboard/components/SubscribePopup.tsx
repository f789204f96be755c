import { useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CheckCircle2, Rocket } from 'lucide-react';
import { useState } from 'react';
import { isSubscribed } from '../../../app/auth';
import { productName } from '../../../app/theme';
import { DashboardMeDocument } from '../graphql/dashboard.generated';
import { usePreferences } from '../hooks/usePreferences';
import { useSubscribe } from '../hooks/useSubscribe';

/**
 * The early-access popup, on load: prompt, 'Subscribing...', subscribed. Once the user subscribes or closes it, it
 * stays away (kept in the profile and the preferences, not just this browser).
 */
export function SubscribePopup() {
  const { data } = useQuery(DashboardMeDocument);
  const { preferences, loaded, update } = usePreferences();
  const { state, message, subscribe } = useSubscribe();
  const [closed, setClosed] = useState(false);
  const alreadyDone = isSubscribed() || data?.me.subscribedToUpdates === true || preferences.updatesPromptDismissed;
  const opened = !closed && loaded && data !== undefined && (!alreadyDone || state === 'subscribed');

  const dismiss = () => {
    setClosed(true);
    if (state !== 'subscribed') void update({ updatesPromptDismissed: true }).catch(() => undefined);
  };

  return (
    <Modal opened={opened} onClose={dismiss} centered size="md" title={state === 'subscribed' ? 'You are in' : 'Early access'} closeButtonProps={{ 'aria-label': 'Close' }}>
      {state === 'subscribed' ? (
        <Stack align="center" ta="center" gap="sm" py="sm">
          <ThemeIcon size={48} radius="xl" color="teal" variant="light">
            <CheckCircle2 size={26} />
          </ThemeIcon>
          <Title order={3}>Thanks for subscribing!</Title>
          <Text c="dimmed" fz="sm" role="status">
            {message}
          </Text>
          <Button onClick={() => setClosed(true)} mt="xs">
            Done
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light">
              <Rocket size={22} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3}>Get early access to new features</Title>
              <Text c="dimmed" fz="sm">
                Be first to try what {productName} ships next: new connectors, scheduled reports and smarter insights. One short email when something lands.
              </Text>
            </Stack>
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={dismiss} disabled={state === 'loading'}>
              Not now
            </Button>
            <Button onClick={() => void subscribe()} disabled={state === 'loading'}>
              {state === 'loading' ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
