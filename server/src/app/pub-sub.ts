import { createPubSub } from '@graphql-yoga/subscription';

/** In-process pub/sub for GraphQL subscriptions; topics and payloads are declared by the features that publish. */
export function createAppPubSub() {
  return createPubSub();
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;
