import type { AppPubSub } from '../../app/pub-sub';
import { BoardEvent, type BoardEventKind } from './board-event';
import type { Epic } from '../epics/epic.entity';
import type { UserStory } from '../user-stories/user-story.entity';
import type { Task } from './task.entity';

export interface BoardChange {
  kind: BoardEventKind;
  projectId: number;
  itemId: number;
  actorId: number;
  /** The browser tab behind the change, when it named itself. */
  originTab?: string;
  task?: Task | null;
  userStory?: UserStory | null;
  epic?: Epic | null;
  warnings?: string[];
}

/** Publishes board changes; services call it only after their transaction has committed. */
export class BoardEvents {
  constructor(private readonly pubSub: AppPubSub) {}

  publish(change: BoardChange): void {
    const event = Object.assign(new BoardEvent(), { warnings: [], ...change, occurredAt: new Date() });
    this.pubSub.publish('BOARD_CHANGED', change.projectId, event);
  }

  subscribe(projectId: number): AsyncIterable<BoardEvent> {
    return this.pubSub.subscribe('BOARD_CHANGED', projectId);
  }
}
