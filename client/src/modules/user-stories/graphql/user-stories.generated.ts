/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type UserStoryCreateInput = {
  /** Also holds the acceptance criteria. Empty is stored as null. */
  description?: string | null | undefined;
  /** Missing gives "Epic context is missing." */
  epicId?: number | null | undefined;
  /** Defaults to To Do on create; null leaves it unchanged. */
  status?: UserStoryStatus | null | undefined;
  title?: string | null | undefined;
};

/** REST uses the values (e.g. "In Progress"). */
export type UserStoryStatus =
  | 'BACKLOG'
  | 'DONE'
  | 'IN_PROGRESS'
  | 'REVIEW'
  | 'TO_DO';

/** User story fields that can change; title is required. */
export type UserStoryUpdateInput = {
  /** Also holds the acceptance criteria. Empty is stored as null. */
  description?: string | null | undefined;
  /** Defaults to To Do on create; null leaves it unchanged. */
  status?: UserStoryStatus | null | undefined;
  title?: string | null | undefined;
};

export type UserStoryItemFragment = { id: number, title: string, description: string | null, status: Types.UserStoryStatus, epicId: number, projectId: number };

export type EpicUserStoriesQueryVariables = Exact<{
  epicId: number;
}>;


export type EpicUserStoriesQuery = { userStories: Array<{ id: number, title: string, description: string | null, status: Types.UserStoryStatus, epicId: number, projectId: number }> };

export type ProjectUserStoriesQueryVariables = Exact<{
  projectId: number;
}>;


export type ProjectUserStoriesQuery = { userStories: Array<{ id: number, title: string, description: string | null, status: Types.UserStoryStatus, epicId: number, projectId: number }> };

export type UserStoryQueryVariables = Exact<{
  id: number;
}>;


export type UserStoryQuery = { userStory: { id: number, title: string, description: string | null, status: Types.UserStoryStatus, epicId: number, projectId: number } };

export type CreateUserStoryMutationVariables = Exact<{
  input: Types.UserStoryCreateInput;
}>;


export type CreateUserStoryMutation = { createUserStory: { id: number, title: string, description: string | null, status: Types.UserStoryStatus, epicId: number, projectId: number } };

export type UpdateUserStoryMutationVariables = Exact<{
  id: number;
  input: Types.UserStoryUpdateInput;
}>;


export type UpdateUserStoryMutation = { updateUserStory: { id: number, title: string, description: string | null, status: Types.UserStoryStatus, epicId: number, projectId: number } };

export type DeleteUserStoryMutationVariables = Exact<{
  id: number;
}>;


export type DeleteUserStoryMutation = { deleteUserStory: { id: number, unlinkedTasks: number } };

export const UserStoryItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserStoryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"epicId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]} as unknown as DocumentNode<UserStoryItemFragment, unknown>;
export const EpicUserStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpicUserStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"epicId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"epicId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"epicId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserStoryItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserStoryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"epicId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]} as unknown as DocumentNode<EpicUserStoriesQuery, EpicUserStoriesQueryVariables>;
export const ProjectUserStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectUserStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserStoryItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserStoryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"epicId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]} as unknown as DocumentNode<ProjectUserStoriesQuery, ProjectUserStoriesQueryVariables>;
export const UserStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserStoryItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserStoryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"epicId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]} as unknown as DocumentNode<UserStoryQuery, UserStoryQueryVariables>;
export const CreateUserStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUserStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserStoryCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUserStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserStoryItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserStoryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"epicId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]} as unknown as DocumentNode<CreateUserStoryMutation, CreateUserStoryMutationVariables>;
export const UpdateUserStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserStoryUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserStoryItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserStoryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserStory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"epicId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]} as unknown as DocumentNode<UpdateUserStoryMutation, UpdateUserStoryMutationVariables>;
export const DeleteUserStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUserStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUserStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unlinkedTasks"}}]}}]}}]} as unknown as DocumentNode<DeleteUserStoryMutation, DeleteUserStoryMutationVariables>;