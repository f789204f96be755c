import { IsIn, IsInt, Max, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TASK_STATUSES, TaskStatus } from '../tasks/task-status';

/** A soft limit only warns when a column goes over it; a hard limit refuses the move. */
export enum WipEnforcement {
  SOFT = 'SOFT',
  HARD = 'HARD',
}

registerEnumType(WipEnforcement, { name: 'WipEnforcement' });

@ObjectType({ description: 'The most tasks a board column should hold.', simpleResolvers: true })
export class WipLimit {
  @Field(() => TaskStatus)
  status: TaskStatus;

  @Field(() => Int)
  limit: number;

  @Field(() => WipEnforcement)
  enforcement: WipEnforcement;
}

@InputType()
export class WipLimitInput {
  @Field(() => TaskStatus)
  @IsIn(TASK_STATUSES)
  status: TaskStatus;

  @Field(() => Int)
  @IsInt()
  @Min(1, { message: 'A WIP limit must be at least 1.' })
  @Max(10_000)
  limit: number;

  @Field(() => WipEnforcement, { defaultValue: WipEnforcement.SOFT })
  @IsIn(Object.values(WipEnforcement))
  enforcement: WipEnforcement;
}
