/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type EpicCreateInput = {
  /** Trimmed; empty is stored as null. */
  description?: string | null | undefined;
  /** Missing gives "Project context is missing." */
  projectId?: number | null | undefined;
  /** Defaults to To Do on create; null leaves it unchanged. */
  status?: EpicStatus | null | undefined;
  title?: string | null | undefined;
};

/** REST uses the values (e.g. "On Hold"). */
export type EpicStatus =
  | 'ARCHIVED'
  | 'DONE'
  | 'IN_PROGRESS'
  | 'ON_HOLD'
  | 'TO_DO';

/** Epic fields that can change; title is required after trimming. */
export type EpicUpdateInput = {
  /** Trimmed; empty is stored as null. */
  description?: string | null | undefined;
  /** Defaults to To Do on create; null leaves it unchanged. */
  status?: EpicStatus | null | undefined;
  title?: string | null | undefined;
};

export type EpicItemFragment = { id: number, title: string, description: string | null, status: Types.EpicStatus, projectId: number };

export type EpicsQueryVariables = Exact<{
  projectId: number;
}>;


export type EpicsQuery = { epics: Array<{ id: number, title: string, description: string | null, status: Types.EpicStatus, projectId: number }> };

export type EpicQueryVariables = Exact<{
  id: number;
}>;


export type EpicQuery = { epic: { id: number, title: string, description: string | null, status: Types.EpicStatus, projectId: number } };

export type CreateEpicMutationVariables = Exact<{
  input: Types.EpicCreateInput;
}>;


export type CreateEpicMutation = { createEpic: { id: number, title: string, description: string | null, status: Types.EpicStatus, projectId: number } };

export type UpdateEpicMutationVariables = Exact<{
  id: number;
  input: Types.EpicUpdateInput;
}>;


export type UpdateEpicMutation = { updateEpic: { id: number, title: string, description: string | null, status: Types.EpicStatus, projectId: number } };

export type DeleteEpicMutationVariables = Exact<{
  id: number;
}>;


export type DeleteEpicMutation = { deleteEpic: { id: number, userStories: number, tasks: number } };

export const EpicItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpicItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Epic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]} as unknown as DocumentNode<EpicItemFragment, unknown>;
export const EpicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Epics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpicItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpicItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Epic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]} as unknown as DocumentNode<EpicsQuery, EpicsQueryVariables>;
export const EpicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Epic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpicItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpicItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Epic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]} as unknown as DocumentNode<EpicQuery, EpicQueryVariables>;
export const CreateEpicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEpic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EpicCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEpic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpicItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpicItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Epic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]} as unknown as DocumentNode<CreateEpicMutation, CreateEpicMutationVariables>;
export const UpdateEpicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEpic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EpicUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEpic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpicItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpicItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Epic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]} as unknown as DocumentNode<UpdateEpicMutation, UpdateEpicMutationVariables>;
export const DeleteEpicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEpic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEpic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userStories"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"}}]}}]}}]} as unknown as DocumentNode<DeleteEpicMutation, DeleteEpicMutationVariables>;