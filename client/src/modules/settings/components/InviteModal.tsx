import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Code, CopyButton, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Check, CircleAlert, CircleCheck, Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { WorkspaceRole } from '../../../gql/graphql.generated';
import { serverMessage } from '../../auth/auth-errors';
import { SettingsInviteTeamMembersDocument, SettingsTeamDocument } from '../graphql/settings.generated';
import { INVITE_ROLES } from '../roles';

/** SPEC §9: five invite rows. */
const ROW_COUNT = 5;
export const INVITATIONS_SENT = 'Invitations sent to team members!';

interface Row {
  name: string;
  email: string;
  role: WorkspaceRole;
}

const emptyRows = (): Row[] => Array.from({ length: ROW_COUNT }, () => ({ name: '', email: '', role: 'ANALYST' }));

interface Sent {
  email: string;
  acceptUrl: string;
  emailed: boolean;
}

/** SPEC's Add Team Members modal: 5 rows of name, email and role; then the accept links to copy. */
export function InviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [rows, setRows] = useState<Row[]>(emptyRows);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent[] | null>(null);
  const [invite, { loading }] = useMutation(SettingsInviteTeamMembersDocument, { refetchQueries: [{ query: SettingsTeamDocument }], awaitRefetchQueries: true });

  function close() {
    setRows(emptyRows());
    setError(null);
    setSent(null);
    onClose();
  }

  const setRow = (index: number, patch: Partial<Row>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const filled = rows.filter((row) => row.email.trim() !== '' || row.name.trim() !== '');
    if (filled.length === 0) {
      setError('Add at least one email address.');
      return;
    }
    if (filled.some((row) => row.email.trim() === '')) {
      setError('Please complete all fields.');
      return;
    }
    setError(null);
    try {
      const { data } = await invite({ variables: { input: { invites: filled.map((row) => ({ name: row.name.trim() || null, email: row.email.trim(), role: row.role })) } } });
      setSent((data?.inviteTeamMembers ?? []).map((item) => ({ email: item.invitation.email, acceptUrl: item.acceptUrl, emailed: item.emailed })));
    } catch (caught: unknown) {
      setError(serverMessage(caught) ?? 'Could not send the invitations.');
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Add Team Members" size="xl" centered>
      {sent ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<CircleCheck size={18} />} role="status">
            {INVITATIONS_SENT}
          </Alert>
          <Text fz="sm" c="dimmed">
            Share each accept link with its person. {sent.some((item) => item.emailed) ? 'They were emailed too.' : 'Mail is not configured on this server, so copy the links from here.'}
          </Text>
          <Stack gap="xs">
            {sent.map((item) => (
              <Stack key={item.email} gap={4} p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 10 }}>
                <Group justify="space-between">
                  <Text fz="sm" fw={500}>
                    {item.email}
                  </Text>
                  {item.emailed ? (
                    <Badge size="xs" variant="light" color="teal">
                      Emailed
                    </Badge>
                  ) : null}
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Code style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} aria-label={`Accept link for ${item.email}`}>
                    {item.acceptUrl}
                  </Code>
                  <CopyButton value={item.acceptUrl}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant="default" onClick={copy} leftSection={copied ? <Check size={14} /> : <Copy size={14} />}>
                        {copied ? 'Copied' : 'Copy link'}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Stack>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void handleSubmit(event)} aria-label="Invite team members">
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              Invite up to five people at a time. Each gets a link to join this workspace with the role you choose.
            </Text>
            {rows.map((row, index) => (
              <SimpleGrid key={index} cols={{ base: 1, sm: 3 }} spacing="xs" aria-label={`Invite ${index + 1}`}>
                <TextInput aria-label={`Name ${index + 1}`} placeholder="Name" value={row.name} onChange={(event) => setRow(index, { name: event.currentTarget.value })} disabled={loading} />
                <TextInput aria-label={`Email ${index + 1}`} placeholder="Email" type="email" value={row.email} onChange={(event) => setRow(index, { email: event.currentTarget.value })} disabled={loading} />
                <Select
                  aria-label={`Role ${index + 1}`}
                  data={INVITE_ROLES.map((role) => ({ value: role.value, label: role.label }))}
                  value={row.role}
                  onChange={(value) => {
                    const match = INVITE_ROLES.find((role) => role.value === value);
                    if (match) setRow(index, { role: match.value });
                  }}
                  allowDeselect={false}
                  disabled={loading}
                />
              </SimpleGrid>
            ))}
            {error ? (
              <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />}>
                {error}
              </Alert>
            ) : null}
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close} disabled={loading}>
                Cancel
              </Button>
              <Button type="submit" loading={loading}>
                Send Invitations
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
