import type { Logger } from 'pino';
import type { Services } from './services';
import type { Viewer } from './viewer';

/** What every resolver receives, over HTTP and over graphql-ws alike. */
export interface GraphQLContext {
  viewer: Viewer | null;
  services: Services;
  logger: Logger;
}
