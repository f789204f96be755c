import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { getToken } from './auth';
import { TAB_ID } from './tab-id';

export const GRAPHQL_PATH = '/graphql';

/** Absolute URL of the GraphQL endpoint, for messages that name it (SPEC §8, login 404). */
export function graphqlEndpointUrl(): string {
  return new URL(GRAPHQL_PATH, window.location.origin).href;
}

function graphqlWsUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

function bearer(): { authorization: string } | Record<string, never> {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

// HTTP: queries, mutations and multipart uploads. The preflight header satisfies Apollo Server's CSRF
// prevention, which otherwise rejects multipart requests.
const httpLink = new UploadHttpLink({
  uri: GRAPHQL_PATH,
  headers: { 'apollo-require-preflight': 'true' },
});

// The token is read per operation, never captured at start-up, so login and logout need no client rebuild.
const authLink = new SetContextLink((prevContext) => ({
  headers: { ...prevContext.headers, ...bearer(), 'x-quarry-tab': TAB_ID },
}));

// The socket is opened lazily on the first subscription; restartRealtime() closes it so the next
// connection carries the current token.
let closeSocket: (() => void) | null = null;
let restartPending = false;

const wsClient = createClient({
  url: graphqlWsUrl(),
  connectionParams: () => bearer(),
  on: {
    opened: (socket) => {
      if (!(socket instanceof WebSocket)) return;
      const ws = socket;
      closeSocket = () => {
        if (ws.readyState === WebSocket.OPEN) ws.close(4205, 'Client Restart');
        else restartPending = true;
      };
      if (restartPending) {
        restartPending = false;
        closeSocket();
      }
    },
    closed: () => {
      closeSocket = null;
    },
  },
});

const wsLink = new GraphQLWsLink(wsClient);

const link = ApolloLink.split(
  ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
  wsLink,
  authLink.concat(httpLink),
);

export const apolloClient = new ApolloClient({
  link,
  cache: new InMemoryCache({
    typePolicies: {
      // The board is one per project; its columns have no id of their own and live inside it.
      ProjectBoard: { keyFields: ['projectId'] },
      BoardColumn: { keyFields: false },
    },
  }),
});

/** Reconnect live subscriptions with whatever token is stored now (after login or logout). */
export function restartRealtime(): void {
  closeSocket?.();
}
