import { ResultAlert } from '../../../ui/ResultAlert';
import { Alert, Avatar, Button, FileInput, Group, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, useMantineColorScheme } from '@mantine/core';
import { CircleAlert, ImageUp } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { getStoredUser, getToken, isSubscribed, saveSession } from '../../../app/auth';
import { initials } from '../../auth/display-name';
import { RestError, restRequest } from '../../auth/rest';
import { SAVED_TEXT } from '../hooks';

/** SPEC §3 "Profile read as". */
interface Profile {
  firstName: string | null;
  lastName: string | null;
  email: string;
  timezone: string;
  theme: string;
  notificationEmail: boolean;
  notificationSlack: boolean;
  notificationBrowser: boolean;
  profilePictureUrl: string | null;
}

/** SPEC §9. */
const TIMEZONES = ['UTC', 'EST', 'CST', 'MST', 'PST', 'GMT', 'CET'] as const;
const THEMES = ['dark', 'light', 'system'] as const;
const LOAD_FAILED = 'Failed to load user data. Please try again.';

/** SPEC §8: server detail, else 413 and 415 texts, else 'Failed to save settings'. */
function saveErrorMessage(error: unknown): string {
  if (error instanceof RestError) {
    if (error.detail) return error.detail;
    if (error.status === 413) return 'File size too large. Maximum 2MB allowed.';
    if (error.status === 415) return 'Unsupported file type. Please upload JPG, PNG, or GIF.';
  }
  return 'Failed to save settings';
}

/** Profile: names, email, timezone, theme, notification switches and picture, over SPEC's REST calls. */
export function ProfileTab() {
  const { setColorScheme } = useMantineColorScheme();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(() => {
    setLoadError(false);
    restRequest<Profile>('/user/profile', { auth: true })
      .then(setProfile)
      .catch(() => setLoadError(true));
  }, []);

  useEffect(load, [load]);

  if (loadError) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />} title={LOAD_FAILED}>
        <Button size="xs" variant="default" onClick={load}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!profile) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading profile">
        <Skeleton height={64} circle />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  }

  const set = <K extends keyof Profile>(key: K, value: Profile[K]) => setProfile((current) => (current ? { ...current, [key]: value } : current));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!profile || saving) return;
    setSaving(true);
    setResult(null);
    const form = new FormData();
    form.set('first_name', profile.firstName ?? '');
    form.set('last_name', profile.lastName ?? '');
    form.set('email', profile.email.trim());
    form.set('timezone', profile.timezone);
    form.set('theme', profile.theme);
    form.set('notification_email', String(profile.notificationEmail));
    form.set('notification_slack', String(profile.notificationSlack));
    form.set('notification_browser', String(profile.notificationBrowser));
    if (picture) form.set('profile_picture', picture);
    try {
      const saved = await restRequest<Profile>('/user/profile', { method: 'PUT', auth: true, body: form });
      setProfile(saved);
      setPicture(null);
      setResult({ ok: true, text: SAVED_TEXT });
      setColorScheme(saved.theme === 'system' ? 'auto' : saved.theme === 'light' ? 'light' : 'dark');
      // The header shows the stored user: keep it in step with what was saved.
      const token = getToken();
      const user = getStoredUser();
      if (token && user) {
        saveSession({ token, subscribed: isSubscribed(), user: { ...user, firstName: saved.firstName, lastName: saved.lastName, email: saved.email, profilePictureUrl: saved.profilePictureUrl, theme: saved.theme, timezone: saved.timezone } });
      }
    } catch (error: unknown) {
      setResult({ ok: false, text: saveErrorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email;
  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Profile">
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="lg">
          <Group gap="lg" wrap="wrap">
            <Avatar src={profile.profilePictureUrl ?? undefined} size={72} radius="xl" color="quarry" alt="">
              {initials(name)}
            </Avatar>
            <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
              <FileInput
                label="Profile picture"
                description="JPG, PNG or GIF, up to 2MB."
                placeholder="Choose a picture"
                accept="image/jpeg,image/png,image/gif"
                leftSection={<ImageUp size={16} />}
                value={picture}
                onChange={setPicture}
                clearable
                disabled={saving}
              />
            </Stack>
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" value={profile.firstName ?? ''} onChange={(event) => set('firstName', event.currentTarget.value)} disabled={saving} />
          <TextInput label="Last name" autoComplete="family-name" value={profile.lastName ?? ''} onChange={(event) => set('lastName', event.currentTarget.value)} disabled={saving} />
          <TextInput label="Email" type="email" autoComplete="email" value={profile.email} onChange={(event) => set('email', event.currentTarget.value)} disabled={saving} />
          <Select label="Timezone" size="md" data={[...TIMEZONES]} value={profile.timezone} onChange={(value) => value && set('timezone', value)} allowDeselect={false} disabled={saving} />
        </SimpleGrid>
        <div>
          <Text fz="md" fw={500} mb={6} id="theme-label">
            Theme
          </Text>
          <SegmentedControl
            aria-labelledby="theme-label"
            value={profile.theme}
            onChange={(value) => set('theme', value)}
            data={THEMES.map((theme) => ({ value: theme, label: theme.charAt(0).toUpperCase() + theme.slice(1) }))}
            disabled={saving}
          />
        </div>
        <Stack gap="sm">
          <Text fz="md" fw={500}>
            Notifications
          </Text>
          <Switch label="Email notifications" checked={profile.notificationEmail} onChange={(event) => set('notificationEmail', event.currentTarget.checked)} disabled={saving} />
          <Switch label="Slack notifications" checked={profile.notificationSlack} onChange={(event) => set('notificationSlack', event.currentTarget.checked)} disabled={saving} />
          <Switch label="Browser notifications" checked={profile.notificationBrowser} onChange={(event) => set('notificationBrowser', event.currentTarget.checked)} disabled={saving} />
        </Stack>
        <ResultAlert result={result} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
