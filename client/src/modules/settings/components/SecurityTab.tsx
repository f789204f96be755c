import { ResultAlert } from '../../../ui/ResultAlert';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Badge, Button, Code, CopyButton, Group, Modal, Paper, PasswordInput, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { Check, CircleCheck, Copy, KeyRound, Laptop, Smartphone, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_HINT, serverMessage } from '../../auth/auth-errors';
import { EmptyState } from '../../../ui/EmptyState';
import {
  SettingsApiKeysDocument,
  SettingsChangePasswordDocument,
  SettingsCreateApiKeyDocument,
  SettingsMeDocument,
  SettingsRevokeApiKeyDocument,
  SettingsRevokeOtherSessionsDocument,
  SettingsRevokeSessionDocument,
  SettingsSessionsDocument,
} from '../graphql/settings.generated';
import { formatDate, timeAgo } from '../hooks';

const KEY_GENERATED = 'New API key generated!';

/** A readable name for a session's browser, from its User-Agent. */
export function describeAgent(userAgent: string | null | undefined): { label: string; mobile: boolean } {
  if (!userAgent) return { label: 'Unknown device', mobile: false };
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\/|Chromium\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : /curl|node|undici/i.test(userAgent) ? 'API client' : 'Browser';
  const system = /iPhone|iPad/.test(userAgent) ? 'iOS' : /Android/.test(userAgent) ? 'Android' : /Mac OS X/.test(userAgent) ? 'macOS' : /Windows/.test(userAgent) ? 'Windows' : /Linux/.test(userAgent) ? 'Linux' : '';
  return { label: system ? `${browser} on ${system}` : browser, mobile: /Mobile|iPhone|Android/.test(userAgent) };
}

function PasswordCard() {
  const { data } = useQuery(SettingsMeDocument);
  const [changePassword, { loading }] = useMutation(SettingsChangePasswordDocument, { refetchQueries: [{ query: SettingsSessionsDocument }, { query: SettingsMeDocument }] });
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const hasPassword = data?.me.hasPassword ?? true;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (next !== confirm) {
      setResult({ ok: false, text: 'Passwords do not match.' });
      return;
    }
    setResult(null);
    try {
      const { data: changed } = await changePassword({ variables: { input: { currentPassword: hasPassword ? current : null, newPassword: next } } });
      const ended = changed?.changePassword ?? 0;
      setResult({ ok: true, text: `Password updated.${ended > 0 ? ` ${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.` : ''}` });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error: unknown) {
      setResult({ ok: false, text: serverMessage(error) ?? 'Could not change the password.' });
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <form onSubmit={(event) => void handleSubmit(event)} aria-label="Change password">
        <Stack gap="md">
          <div>
            <Title order={3} fz="md">
              {hasPassword ? 'Change password' : 'Set a password'}
            </Title>
            <Text fz="sm" c="dimmed">
              Other devices are signed out when the password changes.
            </Text>
          </div>
          {hasPassword ? <PasswordInput label="Current password" autoComplete="current-password" required value={current} onChange={(event) => setCurrent(event.currentTarget.value)} disabled={loading} /> : null}
          <PasswordInput label="New password" description={PASSWORD_HINT} autoComplete="new-password" required value={next} onChange={(event) => setNext(event.currentTarget.value)} disabled={loading} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" required value={confirm} onChange={(event) => setConfirm(event.currentTarget.value)} disabled={loading} />
          <ResultAlert result={result} />
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              Update password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function SessionsCard() {
  const { data, loading } = useQuery(SettingsSessionsDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [{ query: SettingsSessionsDocument }], awaitRefetchQueries: true };
  const [revoke] = useMutation(SettingsRevokeSessionDocument, refetch);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [revokeOthers, { loading: revokingOthers }] = useMutation(SettingsRevokeOtherSessionsDocument, refetch);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={3} fz="md">
              Active sessions
            </Title>
            <Text fz="sm" c="dimmed">
              Devices signed in to your account. Revoking one signs it out at once.
            </Text>
          </div>
          <Button variant="default" size="xs" disabled={others === 0} loading={revokingOthers} onClick={() => void revokeOthers()}>
            Sign out other sessions
          </Button>
        </Group>
        {loading && !data ? (
          <Skeleton height={56} radius="md" />
        ) : (
          <Stack gap="xs">
            {sessions.map((session) => {
              const agent = describeAgent(session.userAgent);
              const Icon = agent.mobile ? Smartphone : Laptop;
              return (
                <Group key={session.id} justify="space-between" wrap="nowrap" gap="sm" p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 10 }} aria-label={`Session ${agent.label}`}>
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Icon size={20} />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text fz="sm" fw={500}>
                          {agent.label}
                        </Text>
                        {session.current ? (
                          <Badge size="xs" color="teal" variant="light">
                            This device
                          </Badge>
                        ) : null}
                      </Group>
                      <Text fz="xs" c="dimmed" truncate>
                        {[session.ip, `signed in ${formatDate(session.createdAt)} (${session.method})`, `active ${timeAgo(session.lastUsedAt).toLowerCase()}`].filter(Boolean).join(' · ')}
                      </Text>
                    </Stack>
                  </Group>
                  {session.current ? null : (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={revoking === session.id}
                      onClick={() => {
                        setRevoking(session.id);
                        void revoke({ variables: { id: session.id } }).finally(() => setRevoking(null));
                      }}
                    >
                      Revoke
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function ApiKeysCard() {
  const { data, loading } = useQuery(SettingsApiKeysDocument);
  const refetch = { refetchQueries: [{ query: SettingsApiKeysDocument }], awaitRefetchQueries: true };
  const [createKey, { loading: creating }] = useMutation(SettingsCreateApiKeyDocument, refetch);
  const [revokeKey] = useMutation(SettingsRevokeApiKeyDocument, refetch);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating) return;
    setError(null);
    try {
      const { data: result } = await createKey({ variables: { name: name.trim() } });
      if (result) setCreated({ key: result.createApiKey.key, name: result.createApiKey.apiKey.name });
      setName('');
    } catch (caught: unknown) {
      setError(serverMessage(caught) ?? 'Could not generate a key.');
    }
  }

  const keys = data?.apiKeys ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <div>
          <Title order={3} fz="md">
            API keys
          </Title>
          <Text fz="sm" c="dimmed">
            Use a key as <Code>Authorization: Bearer qry_…</Code> on GraphQL and /api/v1. It acts with your role in this workspace.
          </Text>
        </div>
        <form onSubmit={(event) => void handleSubmit(event)} aria-label="Generate API key">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <TextInput aria-label="Key name" placeholder="Name, e.g. Nightly sync" value={name} onChange={(event) => setName(event.currentTarget.value)} error={error} style={{ flex: 1 }} disabled={creating} />
            <Button type="submit" leftSection={<KeyRound size={16} />} loading={creating} disabled={!name.trim()}>
              Generate key
            </Button>
          </Group>
        </form>
        {loading && !data ? (
          <Skeleton height={48} radius="md" />
        ) : keys.length === 0 ? (
          <EmptyState compact message="No API keys yet." icon={<KeyRound size={16} />} />
        ) : (
          <Stack gap="xs">
            {keys.map((key) => (
              <Group key={key.id} justify="space-between" wrap="nowrap" p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 10 }} aria-label={`API key ${key.name}`}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={8}>
                    <Text fz="sm" fw={500}>
                      {key.name}
                    </Text>
                    <Code>{key.keyPrefix}…</Code>
                  </Group>
                  <Text fz="xs" c="dimmed">
                    Created {formatDate(key.createdAt)} · Last used {timeAgo(key.lastUsedAt).toLowerCase()}
                  </Text>
                </Stack>
                <Tooltip label="Revoke">
                  <ActionIcon variant="subtle" color="red" aria-label={`Revoke ${key.name}`} onClick={() => void revokeKey({ variables: { id: key.id } })}>
                    <Trash2 size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Modal opened={created !== null} onClose={() => setCreated(null)} title={KEY_GENERATED} centered size="lg">
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<CircleCheck size={18} />} role="status">
            {KEY_GENERATED} Copy “{created?.name}” now: it will not be shown again.
          </Alert>
          <Group gap="xs" wrap="nowrap">
            <Code block style={{ flex: 1, wordBreak: 'break-all' }} aria-label="New API key">
              {created?.key}
            </Code>
            <CopyButton value={created?.key ?? ''}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} leftSection={copied ? <Check size={16} /> : <Copy size={16} />}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => setCreated(null)}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

export function SecurityTab() {
  return (
    <Stack gap="lg">
      <PasswordCard />
      <SessionsCard />
      <ApiKeysCard />
    </Stack>
  );
}
