/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ContactRequestInput = {
  company?: string | null | undefined;
  email: string;
  kind: ContactRequestKind;
  message: string;
  name: string;
  phone?: string | null | undefined;
};

/** demo (/demo) or contact (/contact). */
export type ContactRequestKind =
  | 'CONTACT'
  | 'DEMO';

export type NewsletterInput = {
  email: string;
  source?: string | null | undefined;
};

export type MarketingSubscribeToNewsletterMutationVariables = Exact<{
  input: Types.NewsletterInput;
}>;


export type MarketingSubscribeToNewsletterMutation = { subscribeToNewsletter: { subscribed: boolean, message: string } };

export type MarketingSubmitContactRequestMutationVariables = Exact<{
  input: Types.ContactRequestInput;
}>;


export type MarketingSubmitContactRequestMutation = { submitContactRequest: { message: string } };


export const MarketingSubscribeToNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarketingSubscribeToNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeToNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MarketingSubscribeToNewsletterMutation, MarketingSubscribeToNewsletterMutationVariables>;
export const MarketingSubmitContactRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarketingSubmitContactRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MarketingSubmitContactRequestMutation, MarketingSubmitContactRequestMutationVariables>;