import { Router } from 'express';
import { requestClientOf } from '../app/request-client';
import type { Services } from '../app/services';
import { BillingInput, InviteTeamMembersInput, TeamInviteInput } from '../modules/workspaces/team.types';
import { WorkspaceRole } from '../modules/workspaces/workspace-role';
import { InputValidationError } from '../app/errors';
import type { Billing, SentInvitation, Team } from '../modules/workspaces/team.types';
import { viewerOf } from './rest-auth';
import { asObject, parseInput } from './validate-body';

function roleFrom(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toUpperCase() : value;
}

function toRestTeam(team: Team) {
  return {
    workspace_id: team.workspaceId,
    workspace_name: team.workspaceName,
    your_role: team.yourRole,
    your_permissions: team.yourPermissions,
    members: team.members.map((member) => ({
      id: member.id,
      user_id: member.userId,
      name: member.name,
      email: member.email,
      role: member.role,
      joined_at: member.joinedAt.toISOString(),
    })),
    invitations: team.invitations.map((invitation) => ({
      id: invitation.id,
      name: invitation.name,
      email: invitation.email,
      role: invitation.role,
      expires_at: invitation.expiresAt.toISOString(),
    })),
  };
}

function toRestInvitation(sent: SentInvitation) {
  return { id: sent.invitation.id, email: sent.invitation.email, name: sent.invitation.name, role: sent.invitation.role, accept_url: sent.acceptUrl, emailed: sent.emailed };
}

function toRestBilling(billing: Billing) {
  return {
    plan: billing.plan,
    price_monthly: billing.priceMonthly,
    currency: billing.currency,
    status: billing.status,
    billing_email: billing.billingEmail,
    renews_on: billing.renewsOn.toISOString(),
    seats: billing.seats,
  };
}

/** Team and billing over REST: the same TeamService (and so the same SPEC §6 checks) as GraphQL. */
export function teamRoutes(services: Services): Router {
  const router = Router();

  router.get('/team', async (_req, res) => {
    res.json(toRestTeam(await services.team.team(viewerOf(res))));
  });

  // Body: {invites: [{name, email, role: admin|analyst|viewer}]}
  router.post('/team/invitations', async (req, res) => {
    const viewer = viewerOf(res);
    const body = asObject(req.body);
    if (!Array.isArray(body.invites)) throw new InputValidationError([{ loc: ['body', 'invites'], msg: 'Field required', type: 'missing' }]);
    const invites = body.invites.map((row: unknown) => {
      const fields = asObject(row);
      return Object.assign(new TeamInviteInput(), { name: fields.name, email: fields.email, role: roleFrom(fields.role) });
    });
    const input = parseInput(InviteTeamMembersInput, { invites });
    const sent = await services.team.invite(viewer, input.invites, requestClientOf(req).origin);
    res.status(201).json({ message: 'Invitations sent to team members!', invitations: sent.map(toRestInvitation) });
  });

  router.patch('/team/members/:id', async (req, res) => {
    const viewer = viewerOf(res);
    const role = roleFrom(asObject(req.body).role);
    if (typeof role !== 'string' || !(Object.values(WorkspaceRole) as string[]).includes(role)) {
      throw new InputValidationError([{ loc: ['body', 'role'], msg: 'Role must be admin, analyst or viewer.', type: 'enum' }]);
    }
    const member = await services.team.changeRole(viewer, Number(req.params.id), role as WorkspaceRole);
    res.json({ id: member.id, role: member.role });
  });

  router.delete('/team/members/:id', async (req, res) => {
    res.json({ id: await services.team.removeMember(viewerOf(res), Number(req.params.id)) });
  });

  router.get('/billing', async (_req, res) => {
    res.json(toRestBilling(await services.team.billing(viewerOf(res))));
  });

  router.put('/billing', async (req, res) => {
    const viewer = viewerOf(res);
    const body = asObject(req.body);
    const input = parseInput(BillingInput, { billingEmail: body.billing_email, cancelAtPeriodEnd: body.cancel_at_period_end });
    res.json(toRestBilling(await services.team.updateBilling(viewer, input)));
  });

  return router;
}
