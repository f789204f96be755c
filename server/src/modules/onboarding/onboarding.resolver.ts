import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { GOAL_SUGGESTIONS } from './suggested-questions';

@ObjectType({ description: 'A question the workspace’s data can answer, chosen for the user’s goals.' })
export class SuggestedQuestion {
  @Field()
  question: string;

  @Field(() => Int)
  sourceId: number;

  @Field()
  sourceName: string;

  @Field(() => String, { nullable: true, description: 'marketing, sales, reporting, leads, feedback, product or customers; null for a general starter.' })
  theme: string | null;
}

@Resolver()
export class OnboardingResolver {
  @Authorized()
  @Query(() => [SuggestedQuestion], {
    description: 'Questions to offer in chat, shaped by the setup wizard’s goals and checked against the workspace’s data sources.',
  })
  suggestedQuestions(@Arg('limit', () => Int, { defaultValue: 6 }) limit: number, @Ctx() { viewer, services }: GraphQLContext): Promise<SuggestedQuestion[]> {
    return services.onboarding.suggestedQuestions(assertPermissions(viewer, []), limit);
  }

  @Query(() => [String], { description: 'The setup wizard’s six goal suggestions.' })
  goalSuggestions(): string[] {
    return [...GOAL_SUGGESTIONS];
  }
}
