import { ArrayMaxSize, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { WipLimitInput } from './wip-limit';

@InputType({ description: 'Project fields; name is required on create (SPEC: "Project name is required.").' })
export class ProjectInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Empty or blank is stored as null.' })
  @IsOptional()
  @MaxLength(10_000)
  @IsString()
  description?: string | null;
}

@InputType()
export class WipLimitsInput {
  @Field(() => [WipLimitInput], { description: 'The whole set: statuses left out have no limit.' })
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  limits: WipLimitInput[];
}

@ObjectType({ description: 'What a delete removed or unlinked, so clients can say so.' })
export class DeletionSummary {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  epics: number;

  @Field(() => Int)
  userStories: number;

  @Field(() => Int)
  tasks: number;

  @Field(() => Int, { description: 'Tasks kept but detached from a deleted user story.' })
  unlinkedTasks: number;
}
