import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { hashPassword, verifyPassword } from '../auth/password';
import type { ClientInfo, SessionService } from '../auth/session.service';
import { escapeHtml, type Mailer } from '../mail/mailer';
import { User } from '../users/user.entity';
import { LoginFailedError } from '../users/user.errors';
import { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from '../users/user.inputs';
import {
  AlreadyMemberError,
  BillingForbiddenError,
  InvitationInvalidError,
  InviteInputError,
  ManageTeamForbiddenError,
  MemberNotFoundError,
  OwnerProtectedError,
  OwnerRoleError,
  TransferForbiddenError,
} from './team.errors';
import type { AcceptInvitationInput, Billing, BillingInput, InvitationPreview, SentInvitation, Team, TeamInviteInput, TeamMember } from './team.types';
import { WorkspaceInvitation } from './workspace-invitation.entity';
import { WorkspaceMember } from './workspace-member.entity';
import { Permission, WorkspaceRole, permissionsOf, roleHasPermission } from './workspace-role';
import type { WorkspaceService } from './workspace.service';
import { Workspace } from './workspace.entity';
import { isDatabaseId } from '../projects/project-access';

const INVITATION_LIFETIME_MS = 14 * 24 * 3600 * 1000;
/** SPEC §9: the placeholder plan. */
export const BILLING_PLAN = { plan: 'Pro', priceMonthly: 99, currency: 'USD' } as const;

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function nameOf(user: Pick<User, 'firstName' | 'lastName' | 'username' | 'email'>): string {
  const full = [user.firstName, user.lastName].filter((part): part is string => Boolean(part?.trim())).join(' ');
  return full || user.username || user.email;
}

function textOrNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The month after `start`'s day of month that is still ahead of `now`. */
function nextRenewal(start: Date, now = new Date()): Date {
  const renewal = new Date(start);
  while (renewal <= now) renewal.setUTCMonth(renewal.getUTCMonth() + 1);
  return renewal;
}

export interface TeamSettings {
  /** PUBLIC_URL: the base of accept links; without it, the caller's own origin. */
  publicUrl: string | undefined;
}

/**
 * Members, invitations, roles, ownership and the placeholder billing of a workspace. SPEC §6 is enforced here:
 * only Owner and Admin invite and manage members, only the Owner transfers ownership and manages billing, and the
 * Owner is never removed or demoted.
 */
export class TeamService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly workspaces: WorkspaceService,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer | undefined,
    private readonly settings: TeamSettings,
  ) {}

  private assertCanManage(viewer: Viewer): void {
    if (!roleHasPermission(viewer.role, Permission.INVITE_MEMBERS)) throw new ManageTeamForbiddenError();
  }

  async team(viewer: Viewer): Promise<Team> {
    const workspace = await this.dataSource.getRepository(Workspace).findOneByOrFail({ id: viewer.workspaceId });
    const members = await this.dataSource.getRepository(WorkspaceMember).find({
      where: { workspaceId: viewer.workspaceId },
      relations: { user: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const roleOrder = Object.values(WorkspaceRole);
    const teamMembers: TeamMember[] = members
      .map((member) => ({
        id: member.id,
        userId: member.userId,
        name: nameOf(member.user),
        email: member.user.email,
        role: member.role,
        joinedAt: member.createdAt,
        isYou: member.userId === viewer.userId,
        profilePictureUrl: member.user.profilePictureUrl,
      }))
      .sort((a, b) => roleOrder.indexOf(a.role) - roleOrder.indexOf(b.role));
    const invitations = roleHasPermission(viewer.role, Permission.INVITE_MEMBERS) ? await this.pendingInvitations(viewer.workspaceId) : [];
    return {
      workspaceId: workspace.id,
      workspaceName: workspace.name,
      yourRole: viewer.role,
      yourPermissions: permissionsOf(viewer.role),
      members: teamMembers,
      invitations,
    };
  }

  private pendingInvitations(workspaceId: number): Promise<WorkspaceInvitation[]> {
    return this.dataSource.getRepository(WorkspaceInvitation).find({
      where: { workspaceId, acceptedAt: IsNull(), revokedAt: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Invites each person (a pending invitation to the same email is replaced), and mails the links when SMTP is set. */
  async invite(viewer: Viewer, invites: readonly TeamInviteInput[], origin: string | undefined): Promise<SentInvitation[]> {
    this.assertCanManage(viewer);
    const byEmail = new Map<string, TeamInviteInput>();
    for (const invite of invites) {
      if (invite.role === WorkspaceRole.OWNER) throw new InviteInputError('Invite as admin, analyst or viewer; ownership is transferred separately.');
      byEmail.set(invite.email.trim().toLowerCase(), invite);
    }
    const created = await this.dataSource.transaction(async (manager) => {
      const results: { invitation: WorkspaceInvitation; token: string }[] = [];
      for (const [email, invite] of byEmail) {
        const member = await manager
          .getRepository(WorkspaceMember)
          .createQueryBuilder('m')
          .innerJoin('m.user', 'u')
          .where('m.workspace_id = :workspaceId AND u.email = :email', { workspaceId: viewer.workspaceId, email })
          .getExists();
        if (member) throw new AlreadyMemberError(email);
        await manager.update(WorkspaceInvitation, { workspaceId: viewer.workspaceId, email, acceptedAt: IsNull(), revokedAt: IsNull() }, { revokedAt: new Date() });
        const token = randomBytes(32).toString('base64url');
        const invitation = await manager.save(
          manager.create(WorkspaceInvitation, {
            workspaceId: viewer.workspaceId,
            email,
            name: textOrNull(invite.name),
            role: invite.role,
            tokenHash: hashToken(token),
            invitedById: viewer.userId,
            expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
          }),
        );
        results.push({ invitation, token });
      }
      return results;
    });
    return Promise.all(created.map(({ invitation, token }) => this.deliver(viewer, invitation, token, origin)));
  }

  /** A fresh link for a pending invitation (the old one stops working), mailed again when SMTP is set. */
  async renewInvitation(viewer: Viewer, id: number, origin: string | undefined): Promise<SentInvitation> {
    this.assertCanManage(viewer);
    const repository = this.dataSource.getRepository(WorkspaceInvitation);
    const invitation = await repository.findOneBy({ id, workspaceId: viewer.workspaceId, acceptedAt: IsNull(), revokedAt: IsNull() });
    if (!invitation) throw new InvitationInvalidError();
    const token = randomBytes(32).toString('base64url');
    invitation.tokenHash = hashToken(token);
    invitation.expiresAt = new Date(Date.now() + INVITATION_LIFETIME_MS);
    await repository.save(invitation);
    return this.deliver(viewer, invitation, token, origin);
  }

  async revokeInvitation(viewer: Viewer, id: number): Promise<number> {
    this.assertCanManage(viewer);
    const result = await this.dataSource
      .getRepository(WorkspaceInvitation)
      .update({ id, workspaceId: viewer.workspaceId, acceptedAt: IsNull(), revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!result.affected) throw new InvitationInvalidError();
    return id;
  }

  private async deliver(viewer: Viewer, invitation: WorkspaceInvitation, token: string, origin: string | undefined): Promise<SentInvitation> {
    const acceptUrl = `${this.settings.publicUrl ?? origin ?? ''}/invite/${token}`;
    let emailed = false;
    if (this.mailer) {
      const [workspace, inviter] = await Promise.all([
        this.dataSource.getRepository(Workspace).findOneByOrFail({ id: invitation.workspaceId }),
        this.dataSource.getRepository(User).findOneByOrFail({ id: viewer.userId }),
      ]);
      const role = invitation.role.charAt(0) + invitation.role.slice(1).toLowerCase();
      const intro = `${nameOf(inviter)} invited you to join ${workspace.name} on Quarry as ${/^[AEIOU]/.test(role) ? 'an' : 'a'} ${role}.`;
      try {
        await this.mailer.send({
          to: invitation.email,
          subject: `Join ${workspace.name} on Quarry`,
          text: `${intro}\n\nAccept the invitation: ${acceptUrl}\n\nThe link works for 14 days.`,
          html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(acceptUrl)}">Accept the invitation</a></p><p>The link works for 14 days.</p>`,
        });
        emailed = true;
      } catch {
        // Logged by the mailer; the link on screen still works.
      }
    }
    return { invitation, acceptUrl, emailed };
  }

  private async openInvitation(manager: EntityManager, token: string): Promise<WorkspaceInvitation> {
    const invitation = await manager.getRepository(WorkspaceInvitation).findOne({
      where: { tokenHash: hashToken(token.trim()), acceptedAt: IsNull(), revokedAt: IsNull() },
      relations: { workspace: true, invitedBy: true },
    });
    if (!invitation || invitation.expiresAt.getTime() < Date.now()) throw new InvitationInvalidError();
    return invitation;
  }

  async preview(token: string): Promise<InvitationPreview> {
    const invitation = await this.openInvitation(this.dataSource.manager, token);
    return {
      workspaceName: invitation.workspace.name,
      email: invitation.email,
      name: invitation.name,
      role: invitation.role,
      invitedByName: invitation.invitedBy ? nameOf(invitation.invitedBy) : null,
      accountExists: await this.dataSource.getRepository(User).existsBy({ email: invitation.email }),
      expiresAt: invitation.expiresAt,
    };
  }

  /**
   * Joins the invited email's account to the workspace (signed in as it, or with its password), or creates the
   * account, then signs in there. The workspace becomes the account's default one.
   */
  async accept(viewer: Viewer | null, input: AcceptInvitationInput, client: ClientInfo): Promise<{ token: string; user: User }> {
    return this.dataSource.transaction(async (manager) => {
      const invitation = await this.openInvitation(manager, input.token);
      let user = await manager.findOneBy(User, { email: invitation.email });
      if (user) {
        const signedInAsInvitee = viewer !== null && viewer.userId === user.id && viewer.apiKeyId === undefined;
        if (!signedInAsInvitee && !(await verifyPassword(user.passwordHash, input.password ?? ''))) throw new LoginFailedError();
      } else {
        const password = input.password ?? '';
        if (!PASSWORD_PATTERN.test(password)) throw new DomainError('BAD_USER_INPUT', PASSWORD_RULE_MESSAGE);
        const [first, ...rest] = (invitation.name ?? '').split(/\s+/).filter(Boolean);
        user = await manager.save(
          manager.create(User, {
            email: invitation.email,
            passwordHash: await hashPassword(password),
            firstName: textOrNull(input.firstName) ?? first ?? null,
            lastName: textOrNull(input.lastName) ?? (rest.length ? rest.join(' ') : null),
            permission: 'user',
          }),
        );
      }
      const existing = await manager.findOneBy(WorkspaceMember, { workspaceId: invitation.workspaceId, userId: user.id });
      if (!existing) await manager.save(manager.create(WorkspaceMember, { workspaceId: invitation.workspaceId, userId: user.id, role: invitation.role }));
      invitation.acceptedAt = new Date();
      await manager.save(invitation);
      user.activeWorkspaceId = invitation.workspaceId;
      await manager.update(User, { id: user.id }, { activeWorkspaceId: invitation.workspaceId });
      const token = await this.sessions.start(user.id, 'invitation', client, manager);
      return { token, user };
    });
  }

  private async memberOf(manager: EntityManager, viewer: Viewer, memberId: number): Promise<WorkspaceMember> {
    // A REST path can carry any number; one PostgreSQL's integer cannot hold is simply not a member.
    if (!isDatabaseId(memberId)) throw new MemberNotFoundError();
    const member = await manager.findOne(WorkspaceMember, { where: { id: memberId, workspaceId: viewer.workspaceId }, lock: { mode: 'pessimistic_write' } });
    if (!member) throw new MemberNotFoundError();
    return member;
  }

  async changeRole(viewer: Viewer, memberId: number, role: WorkspaceRole): Promise<WorkspaceMember> {
    this.assertCanManage(viewer);
    if (role === WorkspaceRole.OWNER) throw new OwnerRoleError();
    return this.dataSource.transaction(async (manager) => {
      const member = await this.memberOf(manager, viewer, memberId);
      if (member.role === WorkspaceRole.OWNER) throw new OwnerProtectedError();
      member.role = role;
      return manager.save(member);
    });
  }

  /** Owner and Admins remove others; anyone but the Owner may leave. A removed person keeps a workspace of their own. */
  async removeMember(viewer: Viewer, memberId: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const member = await this.memberOf(manager, viewer, memberId);
      if (member.userId !== viewer.userId) this.assertCanManage(viewer);
      if (member.role === WorkspaceRole.OWNER) throw new OwnerProtectedError();
      await manager.delete(WorkspaceMember, { id: member.id });
      const remaining = await manager.countBy(WorkspaceMember, { userId: member.userId });
      if (remaining === 0) {
        const user = await manager.findOneByOrFail(User, { id: member.userId });
        await this.workspaces.createForNewUser(manager, user);
      }
      return memberId;
    });
  }

  async transferOwnership(viewer: Viewer, memberId: number): Promise<Team> {
    if (viewer.role !== WorkspaceRole.OWNER) throw new TransferForbiddenError();
    await this.dataSource.transaction(async (manager) => {
      const target = await this.memberOf(manager, viewer, memberId);
      if (target.userId === viewer.userId) throw new InviteInputError('You already own this workspace.');
      await manager.update(WorkspaceMember, { workspaceId: viewer.workspaceId, userId: viewer.userId }, { role: WorkspaceRole.ADMIN });
      await manager.update(WorkspaceMember, { id: target.id }, { role: WorkspaceRole.OWNER });
    });
    return this.team({ ...viewer, role: WorkspaceRole.ADMIN });
  }

  async billing(viewer: Viewer): Promise<Billing> {
    if (!roleHasPermission(viewer.role, Permission.MANAGE_BILLING)) throw new BillingForbiddenError();
    const workspace = await this.dataSource.getRepository(Workspace).findOneByOrFail({ id: viewer.workspaceId });
    const [owner, seats] = await Promise.all([
      this.dataSource.getRepository(User).findOneByOrFail({ id: viewer.userId }),
      this.dataSource.getRepository(WorkspaceMember).countBy({ workspaceId: viewer.workspaceId }),
    ]);
    return {
      ...BILLING_PLAN,
      status: workspace.billingCancelAtPeriodEnd ? 'canceling' : 'active',
      billingEmail: workspace.billingEmail ?? owner.email,
      renewsOn: nextRenewal(workspace.createdAt),
      seats,
    };
  }

  async updateBilling(viewer: Viewer, input: BillingInput): Promise<Billing> {
    if (!roleHasPermission(viewer.role, Permission.MANAGE_BILLING)) throw new BillingForbiddenError();
    const changes: Partial<Workspace> = {};
    if (input.billingEmail !== undefined) changes.billingEmail = input.billingEmail?.trim().toLowerCase() || null;
    if (input.cancelAtPeriodEnd !== undefined && input.cancelAtPeriodEnd !== null) changes.billingCancelAtPeriodEnd = input.cancelAtPeriodEnd;
    if (Object.keys(changes).length > 0) await this.dataSource.getRepository(Workspace).update({ id: viewer.workspaceId }, changes);
    return this.billing(viewer);
  }
}
