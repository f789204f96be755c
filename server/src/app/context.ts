import type { Logger } from 'pino';
import type { Services } from './services';
import type { Viewer } from './viewer';

/** What every resolver receives, over HTTP and over graphql-ws alike. */
export interface GraphQLContext {
  viewer: Viewer | null;
  services: Services;
  logger: Logger;
  /** Who is calling over HTTP (for the sessions list and for links back to this server); absent in tests and over WS. */
  client?: RequestClient;
}

export interface RequestClient {
  userAgent?: string;
  ip?: string;
  /** scheme://host the request came to, e.g. http://localhost:4000 */
  origin?: string;
}
