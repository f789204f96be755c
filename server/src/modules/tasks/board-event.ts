import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Epic } from '../epics/epic.entity';
import { UserStory } from '../user-stories/user-story.entity';
import { Task } from './task.entity';

export enum BoardEventKind {
  TASK_CREATED = 'TASK_CREATED',
  TASK_UPDATED = 'TASK_UPDATED',
  TASK_MOVED = 'TASK_MOVED',
  TASK_DELETED = 'TASK_DELETED',
  USER_STORY_CREATED = 'USER_STORY_CREATED',
  USER_STORY_UPDATED = 'USER_STORY_UPDATED',
  USER_STORY_DELETED = 'USER_STORY_DELETED',
  EPIC_CREATED = 'EPIC_CREATED',
  EPIC_UPDATED = 'EPIC_UPDATED',
  EPIC_DELETED = 'EPIC_DELETED',
  PROJECT_UPDATED = 'PROJECT_UPDATED',
  PROJECT_DELETED = 'PROJECT_DELETED',
}

registerEnumType(BoardEventKind, { name: 'BoardEventKind' });

@ObjectType({ description: 'A change to a project’s board, its stories or epics, sent to every member watching it.' })
export class BoardEvent {
  @Field(() => BoardEventKind)
  kind: BoardEventKind;

  @Field(() => Int)
  projectId: number;

  @Field(() => Int, { description: 'The changed item’s id (task, story, epic or project, by kind).' })
  itemId: number;

  @Field(() => Int, { description: 'Who made the change, so a client can ignore its own echo.' })
  actorId: number;

  @Field(() => String, { nullable: true, description: 'The browser tab that made the change (its X-Quarry-Tab header), so that tab alone can skip its own echo.' })
  originTab?: string | null;

  @Field(() => Task, { nullable: true, description: 'The task as it is now, for task events other than deletion.' })
  task?: Task | null;

  @Field(() => UserStory, { nullable: true })
  userStory?: UserStory | null;

  @Field(() => Epic, { nullable: true })
  epic?: Epic | null;

  @Field(() => [String], { description: 'Soft WIP-limit warnings raised by this change.' })
  warnings: string[];

  @Field()
  occurredAt: Date;
}
