import { ArrayMaxSize, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { TASK_PRIORITIES, TASK_STATUSES, TaskPriority, TaskStatus } from './task-status';
import { Task } from './task.entity';

export const DUE_DATE_MESSAGE = 'due_date must be a date in YYYY-MM-DD form.';

@InputType({ description: 'Task fields that can change; title is required.' })
export class TaskUpdateInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'Empty is stored as null.' })
  @IsOptional()
  @MaxLength(20_000)
  @IsString()
  description?: string | null;

  @Field(() => TaskStatus, { nullable: true, description: 'Defaults to Backlog on create; a change puts the task at the end of that column; null leaves it unchanged.' })
  @IsOptional()
  @IsIn(TASK_STATUSES, { message: `status must be one of: ${TASK_STATUSES.join(', ')}` })
  status?: TaskStatus | null;

  @Field(() => TaskPriority, { nullable: true, description: 'Defaults to Medium on create; null leaves it unchanged.' })
  @IsOptional()
  @IsIn(TASK_PRIORITIES, { message: `priority must be one of: ${TASK_PRIORITIES.join(', ')}` })
  priority?: TaskPriority | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, or null for none.' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DUE_DATE_MESSAGE })
  @IsISO8601({ strict: true }, { message: DUE_DATE_MESSAGE })
  dueDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'A user story of the same project, or null.' })
  @IsOptional()
  @IsInt()
  userStoryId?: number | null;

  @Field(() => [Int], { nullable: true, description: 'Members of the project’s workspace; replaces the current set.' })
  @IsOptional()
  @IsInt({ each: true })
  @ArrayMaxSize(50)
  assigneeIds?: number[] | null;
}

@InputType()
export class TaskCreateInput extends TaskUpdateInput {
  @Field(() => Int, { nullable: true, description: 'Missing gives "Project ID is missing."' })
  @IsOptional()
  @IsInt()
  projectId?: number | null;
}

@ObjectType({ description: 'A moved task, with any soft WIP-limit warnings the move raised.' })
export class MoveTaskResult {
  @Field(() => Task)
  task: Task;

  @Field(() => [String])
  warnings: string[];
}
