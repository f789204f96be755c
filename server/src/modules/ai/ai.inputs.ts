import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { DraftKind } from '../../ai/drafting';

registerEnumType(DraftKind, { name: 'DraftKind', description: 'What to draft: epic titles, user stories, task titles, a description or acceptance criteria.' });

@InputType({ description: 'What the draft is about: the project, epic, story or item title, and its description.' })
export class DraftContextInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(500)
  @IsString()
  title?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(20_000)
  @IsString()
  description?: string | null;
}

@ObjectType({ description: 'Drafted suggestions, following SPEC’s rules for their kind.' })
export class Suggestions {
  @Field(() => DraftKind)
  kind: DraftKind;

  @Field(() => [String])
  items: string[];

  @Field({ description: 'Which provider wrote them: builtin or openai-compatible.' })
  provider: string;
}

@ObjectType({ description: 'Which AI provider is active and whether it answers.' })
export class AiStatus {
  @Field({ description: 'builtin (offline) or openai-compatible.' })
  provider: string;

  @Field()
  model: string;

  @Field({ description: 'Whether the active provider answered a live check just now.' })
  available: boolean;

  @Field({ description: 'The provider that answers when the active one fails.' })
  fallback: string;

  @Field(() => String, { nullable: true, description: 'Why the provider is unavailable, when it is.' })
  detail: string | null;
}

@InputType({ description: 'One answer of the registration chat, with where it was given.' })
export class RegistrationAnswerInput {
  @Field()
  @MaxLength(500)
  @IsString()
  message: string;

  @Field(() => String, { description: 'The question: its 0-based index or key (firstName … permission).' })
  @MaxLength(40)
  @IsString()
  currentStep: string;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Earlier answers by key.' })
  @IsOptional()
  @IsObject()
  previousAnswers?: Record<string, unknown> | null;
}

@ObjectType({ description: 'A verdict on a registration answer (SPEC §4).' })
export class RegistrationVerdict {
  @Field({ description: 'real, maybe_real, maybe_fake or fake.' })
  validity: string;

  @Field()
  reason: string;

  @Field({ description: 'What the assistant says back.' })
  response: string;
}
