import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { USER_STORY_STATUSES, UserStoryStatus } from './user-story.entity';

@InputType({ description: 'User story fields that can change; title is required.' })
export class UserStoryUpdateInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'Also holds the acceptance criteria. Empty is stored as null.' })
  @IsOptional()
  @MaxLength(20_000)
  @IsString()
  description?: string | null;

  @Field(() => UserStoryStatus, { nullable: true, description: 'Defaults to To Do on create; null leaves it unchanged.' })
  @IsOptional()
  @IsIn(USER_STORY_STATUSES, { message: `status must be one of: ${USER_STORY_STATUSES.join(', ')}` })
  status?: UserStoryStatus | null;
}

@InputType()
export class UserStoryCreateInput extends UserStoryUpdateInput {
  @Field(() => Int, { nullable: true, description: 'Missing gives "Epic context is missing."' })
  @IsOptional()
  @IsInt()
  epicId?: number | null;
}
