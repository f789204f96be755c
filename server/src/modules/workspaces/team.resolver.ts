import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { AuthPayload } from '../users/user.inputs';
import { AcceptInvitationInput, Billing, BillingInput, InvitationPreview, InviteTeamMembersInput, SentInvitation, Team } from './team.types';
import { WorkspaceMember } from './workspace-member.entity';
import { WorkspaceRole } from './workspace-role';

/** Team settings: SPEC §6's permission table is enforced by TeamService. */
@Resolver()
export class TeamResolver {
  @Authorized()
  @Query(() => Team, { description: 'The active workspace’s members and roles (and pending invitations for Owner and Admins).' })
  team(@Ctx() { viewer, services }: GraphQLContext): Promise<Team> {
    return services.team.team(assertPermissions(viewer, []));
  }

  @Authorized()
  @Mutation(() => [SentInvitation], { description: 'Invites people as admin, analyst or viewer (Owner and Admins only).' })
  inviteTeamMembers(@Arg('input') input: InviteTeamMembersInput, @Ctx() { viewer, services, client }: GraphQLContext): Promise<SentInvitation[]> {
    return services.team.invite(assertPermissions(viewer, []), input.invites, client?.origin);
  }

  @Authorized()
  @Mutation(() => SentInvitation, { description: 'Makes a new accept link for a pending invitation; the old link stops working.' })
  renewInvitation(@Arg('id', () => Int) id: number, @Ctx() { viewer, services, client }: GraphQLContext): Promise<SentInvitation> {
    return services.team.renewInvitation(assertPermissions(viewer, []), id, client?.origin);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Cancels a pending invitation; returns its id.' })
  revokeInvitation(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.team.revokeInvitation(assertPermissions(viewer, []), id);
  }

  @Query(() => InvitationPreview, { description: 'Open to anyone with the link: what accepting it means.' })
  invitation(@Arg('token') token: string, @Ctx() { services }: GraphQLContext): Promise<InvitationPreview> {
    return services.team.preview(token);
  }

  @Mutation(() => AuthPayload, { description: 'Accepts an invitation: joins the existing account (signed in, or with its password) or creates it.' })
  async acceptInvitation(@Arg('input') input: AcceptInvitationInput, @Ctx() { viewer, services, client }: GraphQLContext): Promise<AuthPayload> {
    const { token, user } = await services.team.accept(viewer, input, client ?? {});
    return { token, user, subscribedToUpdates: user.subscribedToUpdates };
  }

  @Authorized()
  @Mutation(() => WorkspaceMember, { description: 'Sets a member’s role to ADMIN, ANALYST or VIEWER (Owner and Admins; never the Owner’s).' })
  updateMemberRole(
    @Arg('memberId', () => Int) memberId: number,
    @Arg('role', () => WorkspaceRole) role: WorkspaceRole,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<WorkspaceMember> {
    return services.team.changeRole(assertPermissions(viewer, []), memberId, role);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Removes a member (Owner and Admins), or leaves (yourself). The Owner cannot be removed.' })
  removeMember(@Arg('memberId', () => Int) memberId: number, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.team.removeMember(assertPermissions(viewer, []), memberId);
  }

  @Authorized()
  @Mutation(() => Team, { description: 'Makes another member the Owner; you become an Admin. Owner only.' })
  transferOwnership(@Arg('memberId', () => Int) memberId: number, @Ctx() { viewer, services }: GraphQLContext): Promise<Team> {
    return services.team.transferOwnership(assertPermissions(viewer, []), memberId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Makes a workspace you belong to your default one.' })
  async switchWorkspace(@Arg('workspaceId', () => Int) workspaceId: number, @Ctx() { viewer, services }: GraphQLContext): Promise<boolean> {
    await services.workspaces.setActive(assertPermissions(viewer, []).userId, workspaceId);
    return true;
  }

  @Authorized()
  @Query(() => Billing, { description: 'The placeholder Pro plan at $99/month. Owner only.' })
  billing(@Ctx() { viewer, services }: GraphQLContext): Promise<Billing> {
    return services.team.billing(assertPermissions(viewer, []));
  }

  @Authorized()
  @Mutation(() => Billing, { description: 'Changes the billing email or cancels at the period end. Owner only; no payment provider.' })
  updateBilling(@Arg('input') input: BillingInput, @Ctx() { viewer, services }: GraphQLContext): Promise<Billing> {
    return services.team.updateBilling(assertPermissions(viewer, []), input);
  }
}
