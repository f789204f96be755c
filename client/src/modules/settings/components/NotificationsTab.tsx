import { ResultAlert } from '../../../ui/ResultAlert';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Divider, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../auth/auth-errors';
import { SettingsMeDocument, SettingsUpdateNotificationsDocument, type SettingsProfileFieldsFragment } from '../graphql/settings.generated';
import { SAVED_TEXT } from '../hooks';

type Preferences = Pick<
  SettingsProfileFieldsFragment,
  'notificationEmail' | 'notificationSlack' | 'notificationBrowser' | 'notifyWeeklyDigest' | 'notifyInsights' | 'notifyTeamActivity' | 'subscribedToUpdates'
>;

const CHANNELS: { key: keyof Preferences; label: string; description: string }[] = [
  { key: 'notificationEmail', label: 'Email', description: 'Sent to your account email.' },
  { key: 'notificationSlack', label: 'Slack', description: 'Posted to your connected Slack workspace.' },
  { key: 'notificationBrowser', label: 'Browser', description: 'Shown while Quarry is open.' },
];

const TOPICS: { key: keyof Preferences; label: string; description: string }[] = [
  { key: 'notifyInsights', label: 'New insights', description: 'When the timeline finds something new in your data.' },
  { key: 'notifyWeeklyDigest', label: 'Weekly digest', description: 'A Monday summary of your workspace.' },
  { key: 'notifyTeamActivity', label: 'Team activity', description: 'Invitations, role changes and new members.' },
  { key: 'subscribedToUpdates', label: 'Product updates', description: 'News about Quarry features, about once a month.' },
];

function pick(me: SettingsProfileFieldsFragment): Preferences {
  const { notificationEmail, notificationSlack, notificationBrowser, notifyWeeklyDigest, notifyInsights, notifyTeamActivity, subscribedToUpdates } = me;
  return { notificationEmail, notificationSlack, notificationBrowser, notifyWeeklyDigest, notifyInsights, notifyTeamActivity, subscribedToUpdates };
}

/** Notification channels and topics, saved on the server. */
export function NotificationsTab() {
  const { data, loading } = useQuery(SettingsMeDocument);
  const [save, { loading: saving }] = useMutation(SettingsUpdateNotificationsDocument);
  const [preferences, setPreferences] = useState<Preferences | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (data && !preferences) setPreferences(pick(data.me));
  }, [data, preferences]);

  if (loading || !preferences) return <Skeleton height={280} radius="lg" aria-label="Loading notification settings" />;

  async function handleSave() {
    if (!preferences) return;
    setResult(null);
    try {
      await save({ variables: { input: preferences } });
      setResult({ ok: true, text: SAVED_TEXT });
    } catch (error: unknown) {
      setResult({ ok: false, text: serverMessage(error) ?? 'Failed to save settings' });
    }
  }

  const renderSwitches = (items: typeof CHANNELS) =>
    items.map((item) => (
      <Switch
        key={item.key}
        label={item.label}
        description={item.description}
        checked={preferences[item.key]}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setPreferences((current) => (current ? { ...current, [item.key]: checked } : current));
        }}
        disabled={saving}
      />
    ));

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="lg">
        <div>
          <Title order={3} fz="md">
            Where we reach you
          </Title>
          <Text fz="sm" c="dimmed">
            Choose the channels Quarry may use.
          </Text>
        </div>
        <Stack gap="md">{renderSwitches(CHANNELS)}</Stack>
        <Divider />
        <div>
          <Title order={3} fz="md">
            What we tell you about
          </Title>
        </div>
        <Stack gap="md">{renderSwitches(TOPICS)}</Stack>
        <ResultAlert result={result} />
        <Group justify="flex-end">
          <Button onClick={() => void handleSave()} loading={saving}>
            Save preferences
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
