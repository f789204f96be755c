import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { EPIC_STATUSES, EpicStatus } from './epic.entity';

@InputType({ description: 'Epic fields that can change; title is required after trimming.' })
export class EpicUpdateInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'Trimmed; empty is stored as null.' })
  @IsOptional()
  @MaxLength(20_000)
  @IsString()
  description?: string | null;

  @Field(() => EpicStatus, { nullable: true, description: 'Defaults to To Do on create; null leaves it unchanged.' })
  @IsOptional()
  @IsIn(EPIC_STATUSES, { message: `status must be one of: ${EPIC_STATUSES.join(', ')}` })
  status?: EpicStatus | null;
}

@InputType()
export class EpicCreateInput extends EpicUpdateInput {
  @Field(() => Int, { nullable: true, description: 'Missing gives "Project context is missing."' })
  @IsOptional()
  @IsInt()
  projectId?: number | null;
}
