import { createServer, type Server, type Socket } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories';
import { ACCEPT, INVITE, TEAM, inviteAndAccept, invitationTokenOf } from '../../../test/team-helpers';
import { WorkspaceRole } from './workspace-role';

interface TeamData {
  team: {
    workspaceId: number;
    workspaceName: string;
    yourRole: WorkspaceRole;
    yourPermissions: string[];
    members: { id: number; userId: number; name: string; email: string; role: WorkspaceRole; isYou: boolean }[];
    invitations: { id: number; email: string; role: WorkspaceRole }[];
  };
}

/** A minimal SMTP server that keeps each message it is given (enough for nodemailer's plain SMTP). */
async function startFakeSmtp(): Promise<{ url: string; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-fake\r\n250 OK\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('team: invitations, acceptance, roles and ownership (real PostgreSQL)', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    app = await createTestApp({ listen: true, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://quarry.example.com' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('invites five people with roles, mails each an accept link, and lists them as pending', async () => {
    const owner = await registerUser(app.services, { firstName: 'Olive' });
    const rows = [
      { name: 'Ada Admin', email: uniqueEmail('a'), role: 'ADMIN' },
      { name: 'Ann Analyst', email: uniqueEmail('b'), role: 'ANALYST' },
      { name: 'Vic Viewer', email: uniqueEmail('c'), role: 'VIEWER' },
      { name: '', email: uniqueEmail('d').toUpperCase(), role: 'ANALYST' },
      { email: uniqueEmail('e'), role: 'VIEWER' },
    ];
    const before = smtp.messages.length;
    const sent = await app.graphql<{ inviteTeamMembers: { acceptUrl: string; emailed: boolean; invitation: { email: string; role: string } }[] }>(
      INVITE,
      { input: { invites: rows } },
      owner.token,
    );
    expect(sent.errors).toBeUndefined();
    const invitations = sent.data?.inviteTeamMembers ?? [];
    expect(invitations).toHaveLength(5);
    for (const invitation of invitations) {
      expect(invitation.acceptUrl).toMatch(/^https:\/\/quarry\.example\.com\/invite\/[A-Za-z0-9_-]{43}$/);
      expect(invitation.emailed).toBe(true);
    }
    expect(invitations[3]?.invitation.email).toBe(rows[3]?.email.toLowerCase());
    expect(smtp.messages.length - before).toBe(5);
    const mail = smtp.messages.slice(before).join('\n').replace(/=\n/g, '');
    expect(mail).toContain("Olive invited you to join Olive's workspace on Quarry as an Admin.");
    expect(mail).toContain(invitationTokenOf(invitations[0]?.acceptUrl ?? ''));

    const team = await app.graphql<TeamData>(TEAM, {}, owner.token);
    expect(team.data?.team.members.map((member) => member.role)).toEqual(['OWNER']);
    expect(team.data?.team.invitations.map((invitation) => invitation.role)).toEqual(['ADMIN', 'ANALYST', 'VIEWER', 'ANALYST', 'VIEWER']);
  });

  it('refuses bad rows, owners by invitation and existing members', async () => {
    const owner = await registerUser(app.services);
    const badEmail = await app.graphql(INVITE, { input: { invites: [{ email: 'not-an-email', role: 'ANALYST' }] } }, owner.token);
    expect(badEmail.errors?.[0]?.message).toContain('Enter a valid email address.');
    const asOwner = await app.graphql(INVITE, { input: { invites: [{ email: uniqueEmail(), role: 'OWNER' }] } }, owner.token);
    expect(asOwner.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const self = await app.graphql(INVITE, { input: { invites: [{ email: owner.email, role: 'ADMIN' }] } }, owner.token);
    expect(self.errors?.[0]).toMatchObject({ message: `${owner.email} is already a member of this workspace.`, extensions: { code: 'CONFLICT' } });
  });

  it('accepting creates the account, joins as the invited role, and the link works once', async () => {
    const owner = await registerUser(app.services);
    const analyst = await inviteAndAccept(app, owner.token, WorkspaceRole.ANALYST, 'Ann Lee');
    const team = await app.graphql<TeamData>(TEAM, {}, analyst.token);
    expect(team.data?.team).toMatchObject({ yourRole: 'ANALYST', invitations: [] });
    expect(team.data?.team.yourPermissions).toEqual(['VIEW_REPORTS', 'CREATE_REPORTS', 'EDIT_PROJECTS']);
    expect(team.data?.team.members.find((member) => member.isYou)).toMatchObject({ name: 'Ann Lee', email: analyst.email });
    const again = await app.graphql(ACCEPT, { input: { token: invitationTokenOf(analyst.acceptUrl), password: STRONG_PASSWORD } });
    expect(again.errors?.[0]?.message).toBe('This invitation is no longer valid. Ask for a new one.');
    // The new account can log in with the password it chose.
    await expect(app.services.users.login(analyst.email, STRONG_PASSWORD)).resolves.toMatchObject({ user: { email: analyst.email } });
  });

  it('an existing account joins with its password (or signed in) and acts in the new workspace by default', async () => {
    const owner = await registerUser(app.services);
    const existing = await registerUser(app.services);
    const sent = await app.graphql<{ inviteTeamMembers: { acceptUrl: string }[] }>(INVITE, { input: { invites: [{ email: existing.email, role: 'VIEWER' }] } }, owner.token);
    const token = invitationTokenOf(sent.data?.inviteTeamMembers[0]?.acceptUrl ?? '');
    const preview = await app.graphql<{ invitation: { accountExists: boolean; role: string; workspaceName: string; invitedByName: string } }>(
      `query ($token: String!) { invitation(token: $token) { accountExists role workspaceName invitedByName } }`,
      { token },
    );
    expect(preview.data?.invitation).toMatchObject({ accountExists: true, role: 'VIEWER', workspaceName: "Test's workspace", invitedByName: 'Test' });
    const wrong = await app.graphql(ACCEPT, { input: { token, password: 'Wrong!pass123' } });
    expect(wrong.errors?.[0]?.message).toBe('Incorrect email or password.');
    const signedIn = await app.graphql<{ acceptInvitation: { token: string } }>(ACCEPT, { input: { token } }, existing.token);
    expect(signedIn.errors).toBeUndefined();
    const ownerTeam = await app.graphql<TeamData>(TEAM, {}, owner.token);
    const team = await app.graphql<TeamData>(TEAM, {}, existing.token);
    expect(team.data?.team).toMatchObject({ workspaceId: ownerTeam.data?.team.workspaceId, yourRole: 'VIEWER' });
    // Switching back to their own workspace works too.
    const mine = await app.graphql<{ myWorkspaces: { role: string; workspace: { id: string } }[] }>('{ myWorkspaces { role workspace { id } } }', {}, existing.token);
    const own = mine.data?.myWorkspaces.find((membership) => membership.role === 'OWNER');
    await app.graphql('mutation ($id: Int!) { switchWorkspace(workspaceId: $id) }', { id: Number(own?.workspace.id) }, existing.token);
    expect((await app.graphql<TeamData>(TEAM, {}, existing.token)).data?.team.yourRole).toBe('OWNER');
  });

  it('renewing a link retires the old one; revoking an invitation retires it too', async () => {
    const owner = await registerUser(app.services);
    const sent = await app.graphql<{ inviteTeamMembers: { acceptUrl: string; invitation: { id: number } }[] }>(
      INVITE,
      { input: { invites: [{ email: uniqueEmail(), role: 'VIEWER' }] } },
      owner.token,
    );
    const first = sent.data?.inviteTeamMembers[0];
    const renewed = await app.graphql<{ renewInvitation: { acceptUrl: string } }>('mutation ($id: Int!) { renewInvitation(id: $id) { acceptUrl } }', { id: first?.invitation.id }, owner.token);
    const preview = `query ($token: String!) { invitation(token: $token) { email } }`;
    expect((await app.graphql(preview, { token: invitationTokenOf(first?.acceptUrl ?? '') })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const fresh = invitationTokenOf(renewed.data?.renewInvitation.acceptUrl ?? '');
    expect((await app.graphql(preview, { token: fresh })).errors).toBeUndefined();
    await app.graphql('mutation ($id: Int!) { revokeInvitation(id: $id) }', { id: first?.invitation.id }, owner.token);
    expect((await app.graphql(preview, { token: fresh })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('changes roles, never the Owner’s; removes members, never the Owner; a removed person keeps a workspace', async () => {
    const owner = await registerUser(app.services);
    const admin = await inviteAndAccept(app, owner.token, WorkspaceRole.ADMIN);
    const viewer = await inviteAndAccept(app, owner.token, WorkspaceRole.VIEWER);
    const members = (await app.graphql<TeamData>(TEAM, {}, owner.token)).data?.team.members ?? [];
    const ownerMember = members.find((member) => member.role === 'OWNER');
    const viewerMember = members.find((member) => member.userId === viewer.userId);
    const adminMember = members.find((member) => member.userId === admin.userId);
    const ROLE = 'mutation ($id: Int!, $role: WorkspaceRole!) { updateMemberRole(memberId: $id, role: $role) { id role } }';
    const REMOVE = 'mutation ($id: Int!) { removeMember(memberId: $id) }';

    expect((await app.graphql(ROLE, { id: viewerMember?.id, role: 'ANALYST' }, admin.token)).data).toEqual({ updateMemberRole: { id: viewerMember?.id, role: 'ANALYST' } });
    expect((await app.graphql<TeamData>(TEAM, {}, viewer.token)).data?.team.yourRole).toBe('ANALYST');
    expect((await app.graphql(ROLE, { id: ownerMember?.id, role: 'ADMIN' }, admin.token)).errors?.[0]?.message).toBe('The Owner cannot be removed or demoted.');
    expect((await app.graphql(ROLE, { id: viewerMember?.id, role: 'OWNER' }, owner.token)).errors?.[0]?.message).toBe('Use Transfer ownership to make someone the Owner.');
    expect((await app.graphql(ROLE, { id: adminMember?.id, role: 'VIEWER' }, viewer.token)).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await app.graphql(REMOVE, { id: ownerMember?.id }, admin.token)).errors?.[0]?.message).toBe('The Owner cannot be removed or demoted.');
    expect((await app.graphql(REMOVE, { id: ownerMember?.id }, owner.token)).errors?.[0]?.message).toBe('The Owner cannot be removed or demoted.');

    expect((await app.graphql(REMOVE, { id: viewerMember?.id }, admin.token)).data).toEqual({ removeMember: viewerMember?.id });
    // Still signed in, now in a workspace of their own.
    expect((await app.graphql<TeamData>(TEAM, {}, viewer.token)).data?.team).toMatchObject({ yourRole: 'OWNER' });
    expect((await app.graphql<TeamData>(TEAM, {}, owner.token)).data?.team.members.map((member) => member.role)).toEqual(['OWNER', 'ADMIN']);
  });

  it('transfers ownership: only the Owner can, and the old Owner becomes an Admin', async () => {
    const owner = await registerUser(app.services);
    const admin = await inviteAndAccept(app, owner.token, WorkspaceRole.ADMIN);
    const members = (await app.graphql<TeamData>(TEAM, {}, owner.token)).data?.team.members ?? [];
    const adminMember = members.find((member) => member.userId === admin.userId);
    const ownerMember = members.find((member) => member.role === 'OWNER');
    const TRANSFER = 'mutation ($id: Int!) { transferOwnership(memberId: $id) { yourRole members { userId role } } }';
    expect((await app.graphql(TRANSFER, { id: ownerMember?.id }, admin.token)).errors?.[0]?.message).toBe('Only the Owner can transfer ownership.');
    const result = await app.graphql<{ transferOwnership: { yourRole: string } }>(TRANSFER, { id: adminMember?.id }, owner.token);
    expect(result.data?.transferOwnership.yourRole).toBe('ADMIN');
    expect((await app.graphql<TeamData>(TEAM, {}, admin.token)).data?.team.yourRole).toBe('OWNER');
    expect((await app.graphql<TeamData>(TEAM, {}, owner.token)).data?.team.yourRole).toBe('ADMIN');
    expect((await app.graphql('{ billing { plan } }', {}, owner.token)).errors?.[0]?.message).toBe('Only the Owner can see and manage billing.');
    expect((await app.graphql<{ billing: { plan: string } }>('{ billing { plan priceMonthly } }', {}, admin.token)).data?.billing).toEqual({ plan: 'Pro', priceMonthly: 99 });
  });
});
