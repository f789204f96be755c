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

/** Where an external database lives and how to log in. The password is stored encrypted. */
export type DatabaseConnectionInput = {
  database: string;
  host: string;
  kind: DatabaseKind;
  /** May be empty when the server needs none. */
  password: string;
  port: number;
  /** PostgreSQL only: the schema to read (default public). */
  schema?: string | null | undefined;
  /** Encrypt the connection (the certificate is not verified). */
  ssl?: boolean | null | undefined;
  user: string;
};

/** PostgreSQL, or MySQL and MariaDB. */
export type DatabaseKind =
  | 'MYSQL'
  | 'POSTGRES';

/** A live database to add as a data source. */
export type DatabaseSourceInput = {
  database: string;
  host: string;
  kind: DatabaseKind;
  name: string;
  /** May be empty when the server needs none. */
  password: string;
  port: number;
  /** PostgreSQL only: the schema to read (default public). */
  schema?: string | null | undefined;
  /** Encrypt the connection (the certificate is not verified). */
  ssl?: boolean | null | undefined;
  user: string;
};

export type ConnectDataSourceFieldsFragment = { id: number, name: string, kind: Types.DataSourceKind, status: Types.DataSourceStatus, byteSize: number, createdAt: string, updatedAt: string, tables: Array<{ name: string, rowCount: number }> };

export type ConnectDataSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectDataSourcesQuery = { dataSources: Array<{ id: number, name: string, kind: Types.DataSourceKind, status: Types.DataSourceStatus, byteSize: number, createdAt: string, updatedAt: string, tables: Array<{ name: string, rowCount: number }> }> };

export type ConnectTestConnectionMutationVariables = Exact<{
  input: Types.DatabaseConnectionInput;
}>;


export type ConnectTestConnectionMutation = { testConnection: { ok: boolean, message: string, serverVersion: string | null, tableCount: number | null } };

export type ConnectCreateDatabaseSourceMutationVariables = Exact<{
  input: Types.DatabaseSourceInput;
}>;


export type ConnectCreateDatabaseSourceMutation = { createDatabaseSource: { id: number, name: string, kind: Types.DataSourceKind, status: Types.DataSourceStatus, byteSize: number, createdAt: string, updatedAt: string, tables: Array<{ name: string, rowCount: number }> } };

export type ConnectCreateUploadSourceMutationVariables = Exact<{
  name: string;
  files: Array<File> | File;
}>;


export type ConnectCreateUploadSourceMutation = { createUploadSource: { id: number, name: string, kind: Types.DataSourceKind, status: Types.DataSourceStatus, byteSize: number, createdAt: string, updatedAt: string, tables: Array<{ name: string, rowCount: number }> } };

export type ConnectRefreshCatalogMutationVariables = Exact<{
  id: number;
}>;


export type ConnectRefreshCatalogMutation = { refreshCatalog: { id: number, name: string, kind: Types.DataSourceKind, status: Types.DataSourceStatus, byteSize: number, createdAt: string, updatedAt: string, tables: Array<{ name: string, rowCount: number }> } };

export type ConnectDeleteDataSourceMutationVariables = Exact<{
  id: number;
}>;


export type ConnectDeleteDataSourceMutation = { deleteDataSource: number };

export const ConnectDataSourceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectDataSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<ConnectDataSourceFieldsFragment, unknown>;
export const ConnectDataSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectDataSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectDataSourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectDataSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<ConnectDataSourcesQuery, ConnectDataSourcesQueryVariables>;
export const ConnectTestConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectTestConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"serverVersion"}},{"kind":"Field","name":{"kind":"Name","value":"tableCount"}}]}}]}}]} as unknown as DocumentNode<ConnectTestConnectionMutation, ConnectTestConnectionMutationVariables>;
export const ConnectCreateDatabaseSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectCreateDatabaseSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDatabaseSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectDataSourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectDataSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<ConnectCreateDatabaseSourceMutation, ConnectCreateDatabaseSourceMutationVariables>;
export const ConnectCreateUploadSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectCreateUploadSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUploadSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectDataSourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectDataSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<ConnectCreateUploadSourceMutation, ConnectCreateUploadSourceMutationVariables>;
export const ConnectRefreshCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectRefreshCatalog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshCatalog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectDataSourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectDataSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<ConnectRefreshCatalogMutation, ConnectRefreshCatalogMutationVariables>;
export const ConnectDeleteDataSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectDeleteDataSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDataSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConnectDeleteDataSourceMutation, ConnectDeleteDataSourceMutationVariables>;