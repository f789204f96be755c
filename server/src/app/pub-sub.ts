import { createPubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import { PostgresEventTarget } from './pub-sub/postgres-event-target';
import { RedisEventTarget } from './pub-sub/redis-event-target';
import type { RelayedEventTarget } from './pub-sub/relayed-event-target';
import type { ImportProgress } from '../modules/data-sources/import-progress';
import type { InsightThread } from '../modules/insights/insight-thread.entity';
import type { BoardEvent } from '../modules/tasks/board-event';

/** Topics and payloads; a topic with an id is delivered only to subscribers of that id. */
export type AppTopics = {
  BOARD_CHANGED: [projectId: number, event: BoardEvent];
  /** Every import of a workspace; subscribers narrow it to one source when they ask to. */
  IMPORT_PROGRESS: [workspaceId: number, event: ImportProgress];
  /** A new timeline thread of a workspace (the insight engine's finding). */
  INSIGHT_ADDED: [workspaceId: number, thread: InsightThread];
};

/** Pub/sub for GraphQL subscriptions: in-process, or relayed through a broker to every node when given one. */
export function createAppPubSub(relay?: RelayedEventTarget) {
  // The relay hands CustomEvents back exactly as published, which is what the typed target promises.
  return createPubSub<AppTopics>(relay ? { eventTarget: relay as unknown as PubSubEventTarget<AppTopics> } : undefined);
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;

export interface AppEvents {
  pubSub: AppPubSub;
  /** Which broker carries the events: this process only, PostgreSQL or Redis. */
  transport: AppConfig['pubSub'];
  close(): Promise<void>;
}

/**
 * The pub/sub of a server node. Live events must reach subscribers on every node, so by default they go through
 * PostgreSQL LISTEN/NOTIFY on the app's own database, or through Redis when REDIS_URL is set.
 */
export async function openAppEvents(config: Pick<AppConfig, 'pubSub' | 'redisUrl'>, pool: pg.Pool, databaseUrl: string, logger: Logger): Promise<AppEvents> {
  const relay =
    config.pubSub === 'redis' && config.redisUrl ? await RedisEventTarget.start(config.redisUrl, logger)
    : config.pubSub === 'postgres' ? await PostgresEventTarget.start(pool, databaseUrl, logger)
    : undefined;
  return { pubSub: createAppPubSub(relay), transport: relay ? config.pubSub : 'memory', close: () => relay?.close() ?? Promise.resolve() };
}
