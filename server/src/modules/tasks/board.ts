import { Field, Int, ObjectType } from 'type-graphql';
import { WipLimit } from '../projects/wip-limit';
import { Task } from './task.entity';
import { TaskStatus } from './task-status';

@ObjectType({ description: 'One board column: a status, its tasks in rank order, and its WIP limit if any.', simpleResolvers: true })
export class BoardColumn {
  @Field(() => TaskStatus)
  status: TaskStatus;

  @Field(() => Int)
  count: number;

  @Field(() => WipLimit, { nullable: true })
  wipLimit: WipLimit | null;

  @Field(() => [Task])
  tasks: Task[];
}

@ObjectType({ description: 'A project’s task board: every status column, in SPEC order, even when empty.', simpleResolvers: true })
export class ProjectBoard {
  @Field(() => Int)
  projectId: number;

  @Field()
  projectName: string;

  @Field(() => [BoardColumn])
  columns: BoardColumn[];
}
