import type { AppPubSub } from '../../app/pub-sub';
import type { Viewer } from '../../app/viewer';
import { BoardEvent, type BoardEventKind } from './board-event';
import type { Epic } from '../epics/epic.entity';
import type { UserStory } from '../user-stories/user-story.entity';
import type { Task } from './task.entity';

export interface BoardChange {
  kind: BoardEventKind;
  projectId: number;
  itemId: number;
  task?: Task | null;
  userStory?: UserStory | null;
  epic?: Epic | null;
  warnings?: string[];
}

/** Publishes board changes; services call it only after their transaction has committed. */
export class BoardEvents {
  constructor(private readonly pubSub: AppPubSub) {}

  /** The change as `viewer` made it: they are its actor, and the browser tab they sent it from (if named) its origin. */
  publish(viewer: Viewer, change: BoardChange): void {
    const event = Object.assign(new BoardEvent(), { warnings: [], ...change, actorId: viewer.userId, originTab: viewer.clientTab ?? null, occurredAt: new Date() });
    this.pubSub.publish('BOARD_CHANGED', change.projectId, event);
  }

  subscribe(projectId: number): AsyncIterable<BoardEvent> {
    return this.pubSub.subscribe('BOARD_CHANGED', projectId);
  }
}
