import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Avatar, Badge, Button, Code, CopyButton, Group, Menu, Paper, Select, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Check, CircleAlert, Copy, Crown, Ellipsis, LogOut, RefreshCw, UserMinus, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { serverMessage } from '../../auth/auth-errors';
import { initials } from '../../auth/display-name';
import {
  SettingsRemoveMemberDocument,
  SettingsRenewInvitationDocument,
  SettingsRevokeInvitationDocument,
  SettingsSwitchWorkspaceDocument,
  SettingsTeamDocument,
  SettingsTransferOwnershipDocument,
  SettingsUpdateMemberRoleDocument,
  SettingsWorkspacesDocument,
  type SettingsTeamQuery,
} from '../graphql/settings.generated';
import { formatDate } from '../hooks';
import { INVITE_ROLES, ROLE_COLORS, roleLabel } from '../roles';
import { InviteModal } from './InviteModal';
import { PermissionTable } from './PermissionTable';
import classes from './TeamTab.module.css';

type Member = SettingsTeamQuery['team']['members'][number];
type Pending = { kind: 'remove' | 'transfer' | 'leave'; member: Member } | null;

function WorkspaceSwitcher({ currentId }: { currentId: number }) {
  const { data } = useQuery(SettingsWorkspacesDocument);
  const [switchWorkspace, { client }] = useMutation(SettingsSwitchWorkspaceDocument);
  const memberships = data?.myWorkspaces ?? [];
  if (memberships.length < 2) return null;
  return (
    <Select
      label="Workspace"
      w={260}
      data={memberships.map((membership) => ({ value: membership.workspace.id, label: `${membership.workspace.name} (${roleLabel(membership.role)})` }))}
      value={String(currentId)}
      allowDeselect={false}
      onChange={(value) => {
        if (!value || Number(value) === currentId) return;
        void switchWorkspace({ variables: { workspaceId: Number(value) } }).then(() => client.resetStore());
      }}
    />
  );
}

/** Members and roles, pending invitations, the Add Team Members modal and SPEC §6's permission table. */
export function TeamTab() {
  const { data, loading, error, refetch } = useQuery(SettingsTeamDocument, { fetchPolicy: 'cache-and-network' });
  const refetchTeam = { refetchQueries: [{ query: SettingsTeamDocument }], awaitRefetchQueries: true };
  const [updateRole] = useMutation(SettingsUpdateMemberRoleDocument, refetchTeam);
  const [removeMember, { loading: removing, client }] = useMutation(SettingsRemoveMemberDocument, refetchTeam);
  const [transfer, { loading: transferring }] = useMutation(SettingsTransferOwnershipDocument, refetchTeam);
  const [renew] = useMutation(SettingsRenewInvitationDocument, refetchTeam);
  const [revokeInvitation] = useMutation(SettingsRevokeInvitationDocument, refetchTeam);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [renewed, setRenewed] = useState<Record<number, string>>({});

  if (loading && !data) return <Skeleton height={320} radius="lg" aria-label="Loading team" />;
  if (error || !data) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />} title="Could not load your team">
        <Button size="xs" variant="default" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const team = data.team;
  const canManage = team.yourPermissions.includes('INVITE_MEMBERS');
  const isOwner = team.yourRole === 'OWNER';

  async function run(action: () => Promise<unknown>) {
    setActionError(null);
    try {
      await action();
    } catch (caught: unknown) {
      setActionError(serverMessage(caught) ?? 'That did not work. Please try again.');
    }
  }

  async function confirmPending() {
    if (!pending) return;
    const { kind, member } = pending;
    await run(async () => {
      if (kind === 'transfer') await transfer({ variables: { memberId: member.id } });
      else await removeMember({ variables: { memberId: member.id } });
      // Leaving moves you to another workspace: everything cached belongs to the old one.
      if (kind === 'leave') await client.resetStore();
    });
    setPending(null);
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <div>
              <Title order={3} fz="md">
                {team.workspaceName}
              </Title>
              <Group gap={6}>
                <Text fz="sm" c="dimmed">
                  Your role:
                </Text>
                <Badge variant="light" color={ROLE_COLORS[team.yourRole]} aria-label={`Your role: ${roleLabel(team.yourRole)}`}>
                  {roleLabel(team.yourRole)}
                </Badge>
              </Group>
            </div>
            <Group gap="sm" align="flex-end">
              <WorkspaceSwitcher currentId={team.workspaceId} />
              {canManage ? (
                <Button leftSection={<UserPlus size={16} />} onClick={() => setInviteOpen(true)}>
                  Add Team Members
                </Button>
              ) : null}
            </Group>
          </Group>
          {canManage ? null : (
            <Text fz="sm" c="dimmed">
              Only the Owner and Admins can invite people or change roles.
            </Text>
          )}
          {actionError ? (
            <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />} withCloseButton onClose={() => setActionError(null)}>
              {actionError}
            </Alert>
          ) : null}
          <Stack gap={0} role="list" aria-label="Team members" className={classes.list}>
            {team.members.map((member) => {
              const editable = canManage && member.role !== 'OWNER';
              return (
                <Group key={member.id} role="listitem" className={classes.row} justify="space-between" gap="sm" wrap="wrap">
                  <Group gap="sm" wrap="nowrap" className={classes.who}>
                    <Avatar src={member.profilePictureUrl ?? undefined} radius="xl" size={36} color="quarry" alt="">
                      {initials(member.name)}
                    </Avatar>
                    <div style={{ minWidth: 0 }}>
                      <Text fz="sm" fw={500} truncate>
                        {member.name}
                        {member.isYou ? (
                          <Text span c="dimmed" fz="xs">
                            {' '}
                            (you)
                          </Text>
                        ) : null}
                      </Text>
                      <Text fz="xs" c="dimmed" truncate>
                        {member.email} · joined {formatDate(member.joinedAt)}
                      </Text>
                    </div>
                  </Group>
                  <Group gap="xs" wrap="nowrap" ml="auto">
                    {editable ? (
                      <Select
                        size="xs"
                        w={120}
                        aria-label={`Role of ${member.name}`}
                        data={INVITE_ROLES.map((role) => ({ value: role.value, label: roleLabel(role.value) }))}
                        value={member.role}
                        allowDeselect={false}
                        onChange={(value) => {
                          const role = INVITE_ROLES.find((option) => option.value === value)?.value;
                          if (role && role !== member.role) void run(() => updateRole({ variables: { memberId: member.id, role } }));
                        }}
                      />
                    ) : (
                      <Badge variant="light" color={ROLE_COLORS[member.role]} leftSection={member.role === 'OWNER' ? <Crown size={12} /> : undefined}>
                        {roleLabel(member.role)}
                      </Badge>
                    )}
                    <div className={classes.actions}>
                      {member.role === 'OWNER' ? null : (
                        <MemberMenu
                          member={member}
                          canManage={canManage}
                          isOwner={isOwner}
                          onRemove={() => setPending({ kind: member.isYou ? 'leave' : 'remove', member })}
                          onTransfer={() => setPending({ kind: 'transfer', member })}
                        />
                      )}
                    </div>
                  </Group>
                </Group>
              );
            })}
            {team.invitations.map((invitation) => (
              <Group key={`invitation-${invitation.id}`} role="listitem" className={classes.row} justify="space-between" gap="sm" wrap="wrap" aria-label={`Invitation for ${invitation.email}`}>
                <Group gap="sm" wrap="nowrap" className={classes.who}>
                  <Avatar radius="xl" size={36} color="gray" alt="">
                    {initials(invitation.name ?? invitation.email)}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={500} truncate>
                      {invitation.name ?? invitation.email}
                    </Text>
                    <Text fz="xs" c="dimmed" truncate>
                      {invitation.email} · invited {formatDate(invitation.createdAt)}
                    </Text>
                    {renewed[invitation.id] ? (
                      <Group gap={4} wrap="nowrap" mt={4}>
                        <Code fz="xs" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 260 }}>
                          {renewed[invitation.id]}
                        </Code>
                        <CopyButton value={renewed[invitation.id] ?? ''}>
                          {({ copied, copy }) => (
                            <ActionIcon size="sm" variant="subtle" onClick={copy} aria-label="Copy accept link">
                              {copied ? <Check size={12} /> : <Copy size={12} />}
                            </ActionIcon>
                          )}
                        </CopyButton>
                      </Group>
                    ) : null}
                  </div>
                </Group>
                <Group gap="xs" wrap="nowrap" ml="auto">
                  <Badge variant="light" color={ROLE_COLORS[invitation.role]}>
                    {roleLabel(invitation.role)}
                  </Badge>
                  <Badge variant="outline" color="yellow">
                    Pending
                  </Badge>
                  <Group gap={2} wrap="nowrap" className={classes.actions}>
                    <Tooltip label="New accept link">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`New link for ${invitation.email}`}
                        onClick={() =>
                          void run(async () => {
                            const result = await renew({ variables: { id: invitation.id } });
                            const url = result.data?.renewInvitation.acceptUrl;
                            if (url) setRenewed((current) => ({ ...current, [invitation.id]: url }));
                          })
                        }
                      >
                        <RefreshCw size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Cancel invitation">
                      <ActionIcon variant="subtle" color="red" aria-label={`Cancel invitation for ${invitation.email}`} onClick={() => void run(() => revokeInvitation({ variables: { id: invitation.id } }))}>
                        <X size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Group>
            ))}
          </Stack>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Stack gap="sm">
          <div>
            <Title order={3} fz="md">
              Roles and permissions
            </Title>
            <Text fz="sm" c="dimmed">
              What each role may do. Every request and API key is checked against this table.
            </Text>
          </div>
          <PermissionTable />
        </Stack>
      </Paper>
      <InviteModal opened={inviteOpen} onClose={() => setInviteOpen(false)} />
      <ConfirmModal
        opened={pending !== null}
        title={pending?.kind === 'transfer' ? 'Transfer ownership' : pending?.kind === 'leave' ? 'Leave workspace' : 'Remove member'}
        message={
          pending?.kind === 'transfer'
            ? `Make ${pending.member.name} the Owner of ${team.workspaceName}? You will become an Admin, and only the new Owner can manage billing.`
            : pending?.kind === 'leave'
              ? `Leave ${team.workspaceName}? You will need a new invitation to come back.`
              : `Remove ${pending?.member.name ?? ''} from ${team.workspaceName}? Their API keys for this workspace stop working. This action cannot be undone.`
        }
        confirmText={pending?.kind === 'transfer' ? 'Transfer ownership' : pending?.kind === 'leave' ? 'Leave' : 'Remove'}
        danger
        processing={removing || transferring}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmPending()}
      />
    </Stack>
  );
}

function MemberMenu({ member, canManage, isOwner, onRemove, onTransfer }: { member: Member; canManage: boolean; isOwner: boolean; onRemove: () => void; onTransfer: () => void }) {
  if (!canManage && !member.isYou) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${member.name}`}>
          <Ellipsis size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isOwner && !member.isYou ? (
          <Menu.Item leftSection={<Crown size={14} />} onClick={onTransfer}>
            Transfer ownership
          </Menu.Item>
        ) : null}
        {member.isYou ? (
          <Menu.Item color="red" leftSection={<LogOut size={14} />} onClick={onRemove}>
            Leave workspace
          </Menu.Item>
        ) : (
          <Menu.Item color="red" leftSection={<UserMinus size={14} />} onClick={onRemove}>
            Remove from workspace
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

