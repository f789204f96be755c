import { Arg, Authorized, Ctx, ID, Int, Mutation, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { Permission } from '../workspaces/workspace-role';
import { answerType, AskAnswerType } from './ask.types';

@Resolver()
export class AskResolver {
  @Authorized()
  @Mutation(() => AskAnswerType, {
    description: 'Answers a question in plain language from the workspace’s data (twin of POST /api/v1/ask). A follow-up with the same conversationId refines the previous question.',
  })
  async ask(
    @Arg('question') question: string,
    @Arg('dataSourceIds', () => [Int], { nullable: true }) dataSourceIds: number[] | null,
    @Arg('conversationId', () => ID, { nullable: true }) conversationId: string | null,
    @Arg('memory', () => Boolean, { nullable: true, defaultValue: true }) memory: boolean,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<AskAnswerType> {
    const asker = assertPermissions(viewer, [Permission.VIEW_REPORTS]);
    const result = await services.ask.ask(asker, {
      question,
      dataSourceIds: dataSourceIds ?? undefined,
      conversationId: conversationId ?? undefined,
      memory,
    });
    return answerType(result);
  }
}
