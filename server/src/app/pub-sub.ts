import { createPubSub } from '@graphql-yoga/subscription';
import type { ImportProgress } from '../modules/data-sources/import-progress';
import type { BoardEvent } from '../modules/tasks/board-event';

/** Topics and payloads; a topic with an id is delivered only to subscribers of that id. */
export type AppTopics = {
  BOARD_CHANGED: [projectId: number, event: BoardEvent];
  /** Every import of a workspace; subscribers narrow it to one source when they ask to. */
  IMPORT_PROGRESS: [workspaceId: number, event: ImportProgress];
};

/** In-process pub/sub for GraphQL subscriptions. */
export function createAppPubSub() {
  return createPubSub<AppTopics>();
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;
