import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { Permission } from '../workspaces/workspace-role';
import { Report, ReportCard, ReportMessage, TransformError } from './report.entity';
import type { ReportExport } from './report-export';

@ObjectType({ description: 'The reports tab’s header figures, counted from the workspace’s data.' })
export class ReportStats {
  @Field(() => Int, { description: 'Reports in the workspace.' })
  activeReports: number;

  @Field(() => Int, { description: 'Timeline messages posted in the last 24 hours.' })
  realtimeUpdates: number;

  @Field(() => Int, { description: 'Open (unresolved) findings of the insight engine.' })
  aiSuggestions: number;
}

@ObjectType({ description: 'What one prompt produced: the new messages (user, then ai) and the card, when one was added.' })
export class ReportTurn {
  @Field(() => [ReportMessage])
  messages: ReportMessage[];

  @Field(() => ReportCard, { nullable: true })
  card: ReportCard | null;
}

@ObjectType({ description: 'A card after setting its transform; with an error, the transform was not saved and the card is unchanged.' })
export class CardTransformResult {
  @Field(() => ReportCard)
  card: ReportCard;

  @Field(() => TransformError, { nullable: true })
  error: TransformError | null;
}

@Resolver(() => Report)
export class ReportResolver {
  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => [Report], { description: 'The active workspace’s reports, oldest first.' })
  reports(@Ctx() { viewer, services }: GraphQLContext): Promise<Report[]> {
    return services.reports.list(assertPermissions(viewer, []));
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => Report, { description: 'One report; cards waiting for their data source are run first.' })
  report(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<Report> {
    return services.reports.get(assertPermissions(viewer, []), id);
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => ReportStats)
  reportStats(@Ctx() { viewer, services }: GraphQLContext): Promise<ReportStats> {
    return services.reports.stats(assertPermissions(viewer, []));
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => GraphQLJSON, { description: 'Export Dashboard: the report as JSON (cards, queries, transforms, layout).' })
  exportReport(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<ReportExport> {
    return services.reports.exportReport(assertPermissions(viewer, []), id);
  }

  @FieldResolver(() => [ReportCard], { description: 'In grid order.' })
  cards(@Root() report: Report, @Ctx() { services }: GraphQLContext): Promise<ReportCard[]> {
    return services.reports.cardsOf(report.id);
  }

  @FieldResolver(() => [ReportMessage], { description: 'The assistant conversation, oldest first (the latest 200).' })
  messages(@Root() report: Report, @Ctx() { services }: GraphQLContext): Promise<ReportMessage[]> {
    return services.reports.messagesOf(report.id);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => Report)
  createReport(@Arg('name') name: string, @Ctx() { viewer, services }: GraphQLContext): Promise<Report> {
    return services.reports.create(assertPermissions(viewer, []), name);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => Report)
  renameReport(@Arg('id', () => Int) id: number, @Arg('name') name: string, @Ctx() { viewer, services }: GraphQLContext): Promise<Report> {
    return services.reports.rename(assertPermissions(viewer, []), id, name);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => Int, { description: 'Returns the deleted report’s id.' })
  deleteReport(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.reports.delete(assertPermissions(viewer, []), id);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => Report, { description: 'A new report from Export Dashboard’s JSON; each card’s query runs again here.' })
  importReport(@Arg('json', () => GraphQLJSON) json: unknown, @Ctx() { viewer, services }: GraphQLContext): Promise<Report> {
    return services.reports.importReport(assertPermissions(viewer, []), json);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => ReportTurn, {
    description: 'Generate: adds the prompt and the answer to the messages, and a chart card built by the ask engine (titled with the prompt’s first 20 characters) when the answer can be charted.',
  })
  generateReportCard(@Arg('reportId', () => Int) reportId: number, @Arg('prompt') prompt: string, @Ctx() { viewer, services }: GraphQLContext): Promise<ReportTurn> {
    return services.reports.generateCard(assertPermissions(viewer, []), reportId, prompt);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => ReportTurn, { description: 'The assistant panel: a message about the report; it may add a card.' })
  sendReportMessage(@Arg('reportId', () => Int) reportId: number, @Arg('content') content: string, @Ctx() { viewer, services }: GraphQLContext): Promise<ReportTurn> {
    return services.reports.sendMessage(assertPermissions(viewer, []), reportId, content);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => Int, { description: 'Returns the deleted card’s id.' })
  deleteReportCard(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.reports.deleteCard(assertPermissions(viewer, []), id);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => ReportCard, { description: 'Runs the card’s query again, then its transform.' })
  refreshReportCard(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<ReportCard> {
    return services.reports.refreshCard(assertPermissions(viewer, []), id);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => [ReportCard], { description: 'The report’s cards in a new order; cardIds lists each card once.' })
  reorderReportCards(
    @Arg('reportId', () => Int) reportId: number,
    @Arg('cardIds', () => [Int]) cardIds: number[],
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<ReportCard[]> {
    return services.reports.reorderCards(assertPermissions(viewer, []), reportId, cardIds);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => ReportCard, { description: 'Width as a percentage of the grid (10–100), height in pixels (200–1200).' })
  resizeReportCard(
    @Arg('id', () => Int) id: number,
    @Arg('widthPercent', () => Int) widthPercent: number,
    @Arg('height', () => Int) height: number,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<ReportCard> {
    return services.reports.resizeCard(assertPermissions(viewer, []), id, widthPercent, height);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => CardTransformResult, {
    description: 'Sets the body of `(rows) => rows` for a card, run on the server in QuickJS (1 s, 32 MB, no I/O). Null or empty removes it.',
  })
  setReportCardTransform(
    @Arg('id', () => Int) id: number,
    @Arg('transform', () => String, { nullable: true }) transform: string | null,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<CardTransformResult> {
    return services.reports.setCardTransform(assertPermissions(viewer, []), id, transform);
  }
}
