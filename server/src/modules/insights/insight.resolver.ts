import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { ReportCard, ReportChartType } from '../reports/report.entity';
import { Permission } from '../workspaces/workspace-role';
import { InsightThread } from './insight-thread.entity';
import type { InsightPreview } from './insight.service';

@ObjectType({ description: 'The query behind a timeline message, with its rows as of now: what its dataLink opens.' })
export class InsightQueryPreview {
  @Field(() => Int)
  messageId: number;

  @Field()
  title: string;

  @Field()
  prompt: string;

  @Field(() => ReportChartType)
  chartType: ReportChartType;

  @Field()
  xKey: string;

  @Field()
  yKey: string;

  @Field(() => Int)
  sourceId: number;

  @Field()
  sql: string;

  @Field(() => GraphQLJSON, { description: 'Rows as records.' })
  data: InsightPreview['data'];
}

@Resolver(() => InsightThread)
export class InsightResolver {
  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => [InsightThread], { description: 'The timeline: threads newest first (the latest 100), optionally with one tag, optionally open only.' })
  insightThreads(
    @Arg('tag', () => String, { nullable: true }) tag: string | null,
    @Arg('includeResolved', () => Boolean, { nullable: true, defaultValue: true }) includeResolved: boolean,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<InsightThread[]> {
    return services.insights.list(assertPermissions(viewer, []), { tag, includeResolved });
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => [String], { description: 'Every tag on the workspace’s timeline, for filtering.' })
  insightTags(@Ctx() { viewer, services }: GraphQLContext): Promise<string[]> {
    return services.insights.tags(assertPermissions(viewer, []));
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => InsightQueryPreview, { description: 'The query behind a timeline message (its dataLink), run now.' })
  insightQuery(@Arg('messageId', () => Int) messageId: number, @Ctx() { viewer, services }: GraphQLContext): Promise<InsightPreview> {
    return services.insights.preview(assertPermissions(viewer, []), messageId);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => InsightThread, { description: 'A follow-up question in a thread, answered by the ask engine as a followup message.' })
  postInsightFollowUp(@Arg('threadId', () => Int) threadId: number, @Arg('question') question: string, @Ctx() { viewer, services }: GraphQLContext): Promise<InsightThread> {
    return services.insights.postFollowUp(assertPermissions(viewer, []), threadId, question);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => InsightThread)
  resolveInsightThread(
    @Arg('threadId', () => Int) threadId: number,
    @Arg('resolved', () => Boolean, { nullable: true, defaultValue: true }) resolved: boolean,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<InsightThread> {
    return services.insights.resolve(assertPermissions(viewer, []), threadId, resolved);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => ReportCard, { description: 'Adds the query behind a timeline message to a report as a card.' })
  addInsightToReport(
    @Arg('messageId', () => Int) messageId: number,
    @Arg('reportId', () => Int) reportId: number,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<ReportCard> {
    return services.insights.addToReport(assertPermissions(viewer, []), messageId, reportId);
  }

  @Subscription(() => InsightThread, {
    description: 'New timeline threads of a workspace, as the insight engine posts them. Members with VIEW_REPORTS only.',
    subscribe: async ({ args, context }) => {
      const { viewer, services } = context as GraphQLContext;
      return services.insights.subscribe(assertPermissions(viewer, []), Number(args.workspaceId));
    },
  })
  insightAdded(@Root() thread: InsightThread, @Arg('workspaceId', () => Int) _workspaceId: number): InsightThread {
    return thread;
  }
}
