import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A question rewritten with the catalog’s names (the chat’s Enhance).', simpleResolvers: true })
export class EnhancedQuestion {
  @Field()
  question: string;

  @Field({ description: 'False when the question was kept as it was.' })
  changed: boolean;

  @Field({ description: 'What was done, or why nothing was.' })
  note: string;

  @Field(() => String, { nullable: true, description: 'The source the question was read against.' })
  sourceName: string | null;
}

@InputType()
export class UpdatePreferencesInput {
  @Field(() => String, { nullable: true, description: 'normal, fast or instant.' })
  chatTypingSpeed?: string | null;

  @Field(() => Boolean, { nullable: true })
  chatShowSql?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  updatesPromptDismissed?: boolean | null;
}
