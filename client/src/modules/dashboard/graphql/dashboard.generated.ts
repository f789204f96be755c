/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Uploaded CSV/XLSX files (kept in PostgreSQL), a live PostgreSQL or MySQL/MariaDB database, or the demo data. */
export type DataSourceKind =
  | 'DEMO'
  | 'MYSQL'
  | 'POSTGRES'
  | 'UPLOAD';

/** Whether a source can be queried yet. */
export type DataSourceStatus =
  | 'IMPORTING'
  | 'READY';

export type UpdatePreferencesInput = {
  chatShowSql?: boolean | null | undefined;
  /** normal, fast or instant. */
  chatTypingSpeed?: string | null | undefined;
  updatesPromptDismissed?: boolean | null | undefined;
};

export type DashboardSourceFragment = { id: number, name: string, kind: Types.DataSourceKind, status: Types.DataSourceStatus, byteSize: number, createdAt: string, updatedAt: string, tables: Array<{ name: string, rowCount: number }>, metrics: Array<{ id: number, name: string }> };

export type DashboardSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSourcesQuery = { dataSources: Array<{ id: number, name: string, kind: Types.DataSourceKind, status: Types.DataSourceStatus, byteSize: number, createdAt: string, updatedAt: string, tables: Array<{ name: string, rowCount: number }>, metrics: Array<{ id: number, name: string }> }> };

export type WorkspaceStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceStatsQuery = { workspaceStats: { sources: number, readySources: number, uploads: number, databases: number, tables: number, rows: number, questionsAsked: number, storageBytes: number, lastSyncAt: string | null, largestTables: Array<{ sourceName: string, table: string, rows: number }> } };

export type DashboardPreferencesFragment = { chatTypingSpeed: string, chatShowSql: boolean, updatesPromptDismissed: boolean };

export type DashboardPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPreferencesQuery = { preferences: { chatTypingSpeed: string, chatShowSql: boolean, updatesPromptDismissed: boolean } };

export type UpdateDashboardPreferencesMutationVariables = Exact<{
  input: Types.UpdatePreferencesInput;
}>;


export type UpdateDashboardPreferencesMutation = { updatePreferences: { chatTypingSpeed: string, chatShowSql: boolean, updatesPromptDismissed: boolean } };

export type DashboardMeQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardMeQuery = { me: { id: string, email: string, firstName: string | null, lastName: string | null, username: string | null, theme: string, profilePictureUrl: string | null, subscribedToUpdates: boolean } };

export type UpdateThemePreferenceMutationVariables = Exact<{
  theme: string;
}>;


export type UpdateThemePreferenceMutation = { updateProfile: { id: string, theme: string } };

export type DashboardInsightThreadsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardInsightThreadsQuery = { insightThreads: Array<{ id: number, title: string, tags: Array<string>, isResolved: boolean, createdAt: string, sourceId: number | null, messages: Array<{ id: number, type: string, content: string }> }> };

export const DashboardSourceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardSource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DashboardSourceFragment, unknown>;
export const DashboardPreferencesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardPreferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatTypingSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"chatShowSql"}},{"kind":"Field","name":{"kind":"Name","value":"updatesPromptDismissed"}}]}}]} as unknown as DocumentNode<DashboardPreferencesFragment, unknown>;
export const DashboardSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardSource"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardSource"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DashboardSourcesQuery, DashboardSourcesQueryVariables>;
export const WorkspaceStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sources"}},{"kind":"Field","name":{"kind":"Name","value":"readySources"}},{"kind":"Field","name":{"kind":"Name","value":"uploads"}},{"kind":"Field","name":{"kind":"Name","value":"databases"}},{"kind":"Field","name":{"kind":"Name","value":"tables"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"questionsAsked"}},{"kind":"Field","name":{"kind":"Name","value":"storageBytes"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncAt"}},{"kind":"Field","name":{"kind":"Name","value":"largestTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceStatsQuery, WorkspaceStatsQueryVariables>;
export const DashboardPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardPreferences"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardPreferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatTypingSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"chatShowSql"}},{"kind":"Field","name":{"kind":"Name","value":"updatesPromptDismissed"}}]}}]} as unknown as DocumentNode<DashboardPreferencesQuery, DashboardPreferencesQueryVariables>;
export const UpdateDashboardPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDashboardPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardPreferences"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardPreferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatTypingSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"chatShowSql"}},{"kind":"Field","name":{"kind":"Name","value":"updatesPromptDismissed"}}]}}]} as unknown as DocumentNode<UpdateDashboardPreferencesMutation, UpdateDashboardPreferencesMutationVariables>;
export const DashboardMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"subscribedToUpdates"}}]}}]}}]} as unknown as DocumentNode<DashboardMeQuery, DashboardMeQueryVariables>;
export const UpdateThemePreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateThemePreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"theme"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"theme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"theme"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}}]}}]}}]} as unknown as DocumentNode<UpdateThemePreferenceMutation, UpdateThemePreferenceMutationVariables>;
export const DashboardInsightThreadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardInsightThreads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insightThreads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeResolved"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isResolved"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardInsightThreadsQuery, DashboardInsightThreadsQueryVariables>;