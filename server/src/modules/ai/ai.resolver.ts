import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { DraftKind } from '../../ai/drafting';
import { AiStatus, DraftContextInput, RegistrationAnswerInput, RegistrationVerdict, Suggestions } from './ai.inputs';

@Resolver()
export class AiResolver {
  @Authorized()
  @Query(() => AiStatus, { description: 'Which AI provider is active and whether it answers (twin of GET /api/v1/ai/status).' })
  async aiStatus(@Ctx() { viewer, services }: GraphQLContext): Promise<AiStatus> {
    await services.rateLimits.consume('ai', { userId: assertPermissions(viewer, []).userId });
    return services.ai.status();
  }

  @Authorized()
  @Mutation(() => Suggestions, { description: 'Drafts 3-5 epic titles, stories, task titles or criteria, or one description, for a context.' })
  async suggest(
    @Arg('kind', () => DraftKind) kind: DraftKind,
    @Arg('context') context: DraftContextInput,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<Suggestions> {
    await services.rateLimits.consume('ai', { userId: assertPermissions(viewer, []).userId });
    return services.ai.suggest(kind, { title: context.title ?? undefined, description: context.description });
  }

  @Authorized()
  @Mutation(() => String, { description: 'Answers a drafting prompt with text (twin of POST /api/chat).' })
  async draftText(@Arg('prompt') prompt: string, @Ctx() { viewer, services }: GraphQLContext): Promise<string> {
    await services.rateLimits.consume('ai', { userId: assertPermissions(viewer, []).userId });
    return services.ai.chat(prompt);
  }

  @Authorized()
  @Query(() => String, { description: 'How the assistant will answer a question, in words (twin of POST /api/v1/think).' })
  async thinking(@Arg('question') question: string, @Ctx() { viewer, services }: GraphQLContext): Promise<string> {
    const asker = assertPermissions(viewer, []);
    await services.rateLimits.consume('ai', { userId: asker.userId });
    const planned = question.trim() === '' ? undefined : await services.ask.think(asker, question);
    return planned ?? services.ai.think(question);
  }

  @Mutation(() => RegistrationVerdict, {
    description: 'Judges one registration-chat answer (twin of POST /api/v1/echo-chat). Open to anonymous callers: it runs before sign-up.',
  })
  async checkRegistrationAnswer(@Arg('input') input: RegistrationAnswerInput, @Ctx() { viewer, services, client }: GraphQLContext): Promise<RegistrationVerdict> {
    await services.rateLimits.consume('ai', { userId: viewer?.userId, ip: client?.ip });
    const { validity, reason, response } = await services.ai.checkRegistrationAnswer(input.message, input.currentStep, input.previousAnswers ?? {});
    return { validity, reason, response };
  }
}
