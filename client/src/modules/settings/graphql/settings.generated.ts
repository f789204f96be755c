/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BillingInput = {
  billingEmail?: string | null | undefined;
  cancelAtPeriodEnd?: boolean | null | undefined;
};

/** A new password; the current one is required unless the account has none yet. */
export type ChangePasswordInput = {
  currentPassword?: string | null | undefined;
  newPassword: string;
};

export type InviteTeamMembersInput = {
  invites: Array<TeamInviteInput>;
};

/** A capability granted by a workspace role. */
export type Permission =
  | 'CREATE_REPORTS'
  | 'EDIT_PROJECTS'
  | 'INVITE_MEMBERS'
  | 'MANAGE_BILLING'
  | 'MANAGE_DATA_SOURCES'
  | 'VIEW_REPORTS';

/** One row of the Add Team Members form. */
export type TeamInviteInput = {
  email: string;
  name?: string | null | undefined;
  /** ADMIN, ANALYST or VIEWER. */
  role: WorkspaceRole;
};

/** Profile fields a user may change; omitted fields stay as they are. */
export type UpdateProfileInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  goals?: string | null | undefined;
  lastName?: string | null | undefined;
  notificationBrowser?: boolean | null | undefined;
  notificationEmail?: boolean | null | undefined;
  notificationSlack?: boolean | null | undefined;
  notifyInsights?: boolean | null | undefined;
  notifyTeamActivity?: boolean | null | undefined;
  notifyWeeklyDigest?: boolean | null | undefined;
  /** Product update emails (the same flag POST /api/v1/subscribe sets). */
  subscribedToUpdates?: boolean | null | undefined;
  theme?: string | null | undefined;
  timezone?: string | null | undefined;
};

/** A member’s role within a workspace. */
export type WorkspaceRole =
  | 'ADMIN'
  | 'ANALYST'
  | 'OWNER'
  | 'VIEWER';

export type SettingsProfileFieldsFragment = { id: string, email: string, firstName: string | null, lastName: string | null, hasPassword: boolean, notificationEmail: boolean, notificationSlack: boolean, notificationBrowser: boolean, notifyWeeklyDigest: boolean, notifyInsights: boolean, notifyTeamActivity: boolean, subscribedToUpdates: boolean };

export type SettingsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsMeQuery = { me: { id: string, email: string, firstName: string | null, lastName: string | null, hasPassword: boolean, notificationEmail: boolean, notificationSlack: boolean, notificationBrowser: boolean, notifyWeeklyDigest: boolean, notifyInsights: boolean, notifyTeamActivity: boolean, subscribedToUpdates: boolean } };

export type SettingsUpdateNotificationsMutationVariables = Exact<{
  input: Types.UpdateProfileInput;
}>;


export type SettingsUpdateNotificationsMutation = { updateProfile: { id: string, email: string, firstName: string | null, lastName: string | null, hasPassword: boolean, notificationEmail: boolean, notificationSlack: boolean, notificationBrowser: boolean, notifyWeeklyDigest: boolean, notifyInsights: boolean, notifyTeamActivity: boolean, subscribedToUpdates: boolean } };

export type SettingsChangePasswordMutationVariables = Exact<{
  input: Types.ChangePasswordInput;
}>;


export type SettingsChangePasswordMutation = { changePassword: number };

export type SettingsSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsSessionsQuery = { mySessions: Array<{ id: string, userAgent: string | null, ip: string | null, method: string, createdAt: string, lastUsedAt: string, current: boolean }> };

export type SettingsRevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type SettingsRevokeSessionMutation = { revokeSession: string };

export type SettingsRevokeOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type SettingsRevokeOtherSessionsMutation = { revokeOtherSessions: number };

export type SettingsApiKeyFieldsFragment = { id: number, name: string, keyPrefix: string, createdAt: string, lastUsedAt: string | null };

export type SettingsApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsApiKeysQuery = { apiKeys: Array<{ id: number, name: string, keyPrefix: string, createdAt: string, lastUsedAt: string | null }> };

export type SettingsCreateApiKeyMutationVariables = Exact<{
  name: string;
}>;


export type SettingsCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: number, name: string, keyPrefix: string, createdAt: string, lastUsedAt: string | null } } };

export type SettingsRevokeApiKeyMutationVariables = Exact<{
  id: number;
}>;


export type SettingsRevokeApiKeyMutation = { revokeApiKey: number };

export type TeamInvitationFieldsFragment = { id: number, email: string, name: string | null, role: Types.WorkspaceRole, createdAt: string, expiresAt: string };

export type SettingsTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsTeamQuery = { team: { workspaceId: number, workspaceName: string, yourRole: Types.WorkspaceRole, yourPermissions: Array<Types.Permission>, members: Array<{ id: number, userId: number, name: string, email: string, role: Types.WorkspaceRole, joinedAt: string, isYou: boolean, profilePictureUrl: string | null }>, invitations: Array<{ id: number, email: string, name: string | null, role: Types.WorkspaceRole, createdAt: string, expiresAt: string }> } };

export type SettingsInviteTeamMembersMutationVariables = Exact<{
  input: Types.InviteTeamMembersInput;
}>;


export type SettingsInviteTeamMembersMutation = { inviteTeamMembers: Array<{ acceptUrl: string, emailed: boolean, invitation: { id: number, email: string, name: string | null, role: Types.WorkspaceRole, createdAt: string, expiresAt: string } }> };

export type SettingsRenewInvitationMutationVariables = Exact<{
  id: number;
}>;


export type SettingsRenewInvitationMutation = { renewInvitation: { acceptUrl: string, emailed: boolean, invitation: { id: number, email: string, name: string | null, role: Types.WorkspaceRole, createdAt: string, expiresAt: string } } };

export type SettingsRevokeInvitationMutationVariables = Exact<{
  id: number;
}>;


export type SettingsRevokeInvitationMutation = { revokeInvitation: number };

export type SettingsUpdateMemberRoleMutationVariables = Exact<{
  memberId: number;
  role: Types.WorkspaceRole;
}>;


export type SettingsUpdateMemberRoleMutation = { updateMemberRole: { id: number, role: Types.WorkspaceRole } };

export type SettingsRemoveMemberMutationVariables = Exact<{
  memberId: number;
}>;


export type SettingsRemoveMemberMutation = { removeMember: number };

export type SettingsTransferOwnershipMutationVariables = Exact<{
  memberId: number;
}>;


export type SettingsTransferOwnershipMutation = { transferOwnership: { workspaceId: number, yourRole: Types.WorkspaceRole } };

export type SettingsWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsWorkspacesQuery = { myWorkspaces: Array<{ id: number, role: Types.WorkspaceRole, workspace: { id: string, name: string } }> };

export type SettingsSwitchWorkspaceMutationVariables = Exact<{
  workspaceId: number;
}>;


export type SettingsSwitchWorkspaceMutation = { switchWorkspace: boolean };

export type SettingsBillingFieldsFragment = { plan: string, priceMonthly: number, currency: string, status: string, billingEmail: string, renewsOn: string, seats: number };

export type SettingsBillingQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsBillingQuery = { billing: { plan: string, priceMonthly: number, currency: string, status: string, billingEmail: string, renewsOn: string, seats: number } };

export type SettingsUpdateBillingMutationVariables = Exact<{
  input: Types.BillingInput;
}>;


export type SettingsUpdateBillingMutation = { updateBilling: { plan: string, priceMonthly: number, currency: string, status: string, billingEmail: string, renewsOn: string, seats: number } };

export const SettingsProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"notificationEmail"}},{"kind":"Field","name":{"kind":"Name","value":"notificationSlack"}},{"kind":"Field","name":{"kind":"Name","value":"notificationBrowser"}},{"kind":"Field","name":{"kind":"Name","value":"notifyWeeklyDigest"}},{"kind":"Field","name":{"kind":"Name","value":"notifyInsights"}},{"kind":"Field","name":{"kind":"Name","value":"notifyTeamActivity"}},{"kind":"Field","name":{"kind":"Name","value":"subscribedToUpdates"}}]}}]} as unknown as DocumentNode<SettingsProfileFieldsFragment, unknown>;
export const SettingsApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<SettingsApiKeyFieldsFragment, unknown>;
export const TeamInvitationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<TeamInvitationFieldsFragment, unknown>;
export const SettingsBillingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Billing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"renewsOn"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}}]}}]} as unknown as DocumentNode<SettingsBillingFieldsFragment, unknown>;
export const SettingsMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"notificationEmail"}},{"kind":"Field","name":{"kind":"Name","value":"notificationSlack"}},{"kind":"Field","name":{"kind":"Name","value":"notificationBrowser"}},{"kind":"Field","name":{"kind":"Name","value":"notifyWeeklyDigest"}},{"kind":"Field","name":{"kind":"Name","value":"notifyInsights"}},{"kind":"Field","name":{"kind":"Name","value":"notifyTeamActivity"}},{"kind":"Field","name":{"kind":"Name","value":"subscribedToUpdates"}}]}}]} as unknown as DocumentNode<SettingsMeQuery, SettingsMeQueryVariables>;
export const SettingsUpdateNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdateNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"notificationEmail"}},{"kind":"Field","name":{"kind":"Name","value":"notificationSlack"}},{"kind":"Field","name":{"kind":"Name","value":"notificationBrowser"}},{"kind":"Field","name":{"kind":"Name","value":"notifyWeeklyDigest"}},{"kind":"Field","name":{"kind":"Name","value":"notifyInsights"}},{"kind":"Field","name":{"kind":"Name","value":"notifyTeamActivity"}},{"kind":"Field","name":{"kind":"Name","value":"subscribedToUpdates"}}]}}]} as unknown as DocumentNode<SettingsUpdateNotificationsMutation, SettingsUpdateNotificationsMutationVariables>;
export const SettingsChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SettingsChangePasswordMutation, SettingsChangePasswordMutationVariables>;
export const SettingsSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<SettingsSessionsQuery, SettingsSessionsQueryVariables>;
export const SettingsRevokeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsRevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SettingsRevokeSessionMutation, SettingsRevokeSessionMutationVariables>;
export const SettingsRevokeOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsRevokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeOtherSessions"}}]}}]} as unknown as DocumentNode<SettingsRevokeOtherSessionsMutation, SettingsRevokeOtherSessionsMutationVariables>;
export const SettingsApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<SettingsApiKeysQuery, SettingsApiKeysQueryVariables>;
export const SettingsCreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsCreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsApiKeyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<SettingsCreateApiKeyMutation, SettingsCreateApiKeyMutationVariables>;
export const SettingsRevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsRevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SettingsRevokeApiKeyMutation, SettingsRevokeApiKeyMutationVariables>;
export const SettingsTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceName"}},{"kind":"Field","name":{"kind":"Name","value":"yourRole"}},{"kind":"Field","name":{"kind":"Name","value":"yourPermissions"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamInvitationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SettingsTeamQuery, SettingsTeamQueryVariables>;
export const SettingsInviteTeamMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsInviteTeamMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteTeamMembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteTeamMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"emailed"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamInvitationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SettingsInviteTeamMembersMutation, SettingsInviteTeamMembersMutationVariables>;
export const SettingsRenewInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsRenewInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"emailed"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamInvitationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SettingsRenewInvitationMutation, SettingsRenewInvitationMutationVariables>;
export const SettingsRevokeInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsRevokeInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SettingsRevokeInvitationMutation, SettingsRevokeInvitationMutationVariables>;
export const SettingsUpdateMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdateMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<SettingsUpdateMemberRoleMutation, SettingsUpdateMemberRoleMutationVariables>;
export const SettingsRemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsRemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}]}]}}]} as unknown as DocumentNode<SettingsRemoveMemberMutation, SettingsRemoveMemberMutationVariables>;
export const SettingsTransferOwnershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsTransferOwnership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferOwnership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"yourRole"}}]}}]}}]} as unknown as DocumentNode<SettingsTransferOwnershipMutation, SettingsTransferOwnershipMutationVariables>;
export const SettingsWorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsWorkspacesQuery, SettingsWorkspacesQueryVariables>;
export const SettingsSwitchWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsSwitchWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}}}]}]}}]} as unknown as DocumentNode<SettingsSwitchWorkspaceMutation, SettingsSwitchWorkspaceMutationVariables>;
export const SettingsBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsBilling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsBillingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Billing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"renewsOn"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}}]}}]} as unknown as DocumentNode<SettingsBillingQuery, SettingsBillingQueryVariables>;
export const SettingsUpdateBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdateBilling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBilling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsBillingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Billing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"priceMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"renewsOn"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}}]}}]} as unknown as DocumentNode<SettingsUpdateBillingMutation, SettingsUpdateBillingMutationVariables>;