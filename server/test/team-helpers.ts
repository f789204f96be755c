import type { WorkspaceRole } from '../src/modules/workspaces/workspace-role';
import { STRONG_PASSWORD, uniqueEmail } from './factories';
import type { TestApp } from './test-app';

export const INVITE = `mutation ($input: InviteTeamMembersInput!) {
  inviteTeamMembers(input: $input) { acceptUrl emailed invitation { id email name role } }
}`;
export const ACCEPT = `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { token user { id email firstName } } }`;
export const TEAM = `{ team { workspaceId workspaceName yourRole yourPermissions members { id userId name email role isYou } invitations { id email role } } }`;

export interface Invited {
  token: string;
  email: string;
  userId: number;
  acceptUrl: string;
}

function tokenOf(acceptUrl: string): string {
  return acceptUrl.slice(acceptUrl.lastIndexOf('/') + 1);
}

/** The owner invites a new person with `role`, who accepts by creating an account; returns their session. */
export async function inviteAndAccept(app: TestApp, ownerToken: string, role: WorkspaceRole, name = 'Ivy Invited'): Promise<Invited> {
  const email = uniqueEmail(role.toLowerCase());
  const sent = await app.graphql<{ inviteTeamMembers: { acceptUrl: string }[] }>(INVITE, { input: { invites: [{ name, email, role }] } }, ownerToken);
  if (sent.errors || !sent.data) throw new Error(`invite failed: ${JSON.stringify(sent.errors)}`);
  const [first] = sent.data.inviteTeamMembers;
  if (!first) throw new Error('no invitation returned');
  const accepted = await app.graphql<{ acceptInvitation: { token: string; user: { id: string } } }>(ACCEPT, {
    input: { token: tokenOf(first.acceptUrl), password: STRONG_PASSWORD },
  });
  if (accepted.errors || !accepted.data) throw new Error(`accept failed: ${JSON.stringify(accepted.errors)}`);
  return { token: accepted.data.acceptInvitation.token, email, userId: Number(accepted.data.acceptInvitation.user.id), acceptUrl: first.acceptUrl };
}

export { tokenOf as invitationTokenOf };
