import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { AppPubSub } from '../../app/pub-sub';
import { NotFoundError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import type { AskService } from '../ask/ask.service';
import { isDatabaseId } from '../projects/project-access';
import { cardPlanFromAnswer, plainText, type Row } from '../reports/card-data';
import { ReportChartType, type ReportCard } from '../reports/report.entity';
import { CreateReportsForbiddenError, ReportInputError, ViewReportsForbiddenError } from '../reports/report.errors';
import type { ReportService } from '../reports/report.service';
import { User } from '../users/user.entity';
import type { WorkspaceService } from '../workspaces/workspace.service';
import { Permission, roleHasPermission } from '../workspaces/workspace-role';
import type { Finding, InsightQuery } from './insight-scanner';
import { INSIGHT_AUTHOR, InsightMessage, InsightThread } from './insight-thread.entity';

export const THREADS_SHOWN = 100;
const QUESTION_MAX = 2_000;
const TAG_MAX = 100;

export class InsightThreadNotFoundError extends NotFoundError {
  constructor() {
    super('Thread not found.');
  }
}

export class InsightMessageNotFoundError extends NotFoundError {
  constructor() {
    super('Timeline message not found.');
  }
}

/** The query behind a timeline message and its rows now. */
export interface InsightPreview {
  messageId: number;
  title: string;
  prompt: string;
  chartType: ReportChartType;
  xKey: string;
  yKey: string;
  sourceId: number;
  sql: string;
  data: Row[];
}

/** The reports tab opened on the query behind a timeline message (SPEC §3's dataLink). */
export function insightLink(messageId: number): string {
  return `/dashboard?tab=reports&insight=${messageId}`;
}

function chartTypeOf(value: string): ReportChartType {
  const types: readonly string[] = Object.values(ReportChartType);
  return types.includes(value) ? (value as ReportChartType) : ReportChartType.LINE;
}

export interface ThreadFilter {
  tag?: string | null;
  includeResolved?: boolean | null;
}

function assertCanView(viewer: Viewer): void {
  if (!roleHasPermission(viewer.role, Permission.VIEW_REPORTS)) throw new ViewReportsForbiddenError();
}

/** Posting in a thread or resolving it changes what the whole workspace sees: Viewers only read. */
function assertCanWrite(viewer: Viewer): void {
  assertCanView(viewer);
  if (!roleHasPermission(viewer.role, Permission.CREATE_REPORTS)) throw new CreateReportsForbiddenError();
}

/**
 * The timeline: threads opened by the insight engine (record), read and filtered by tag, followed up with questions
 * the ask engine answers, resolved, and delivered live to every member watching (insightAdded).
 */
export class InsightService {
  private readonly threads: Repository<InsightThread>;
  private readonly messages: Repository<InsightMessage>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: AppPubSub,
    private readonly workspaces: WorkspaceService,
    private readonly ask: AskService,
    private readonly reports: ReportService,
  ) {
    this.threads = dataSource.getRepository(InsightThread);
    this.messages = dataSource.getRepository(InsightMessage);
  }

  // --- Reading ---

  /** Newest first, each with its messages oldest first. */
  async list(viewer: Viewer, filter: ThreadFilter = {}): Promise<InsightThread[]> {
    assertCanView(viewer);
    const query = this.threads
      .createQueryBuilder('t')
      .where('t.workspace_id = :workspaceId', { workspaceId: viewer.workspaceId })
      .orderBy('t.created_at', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .take(THREADS_SHOWN);
    const tag = filter.tag?.trim();
    if (tag) query.andWhere(':tag = ANY(t.tags)', { tag: tag.slice(0, TAG_MAX) });
    if (filter.includeResolved === false) query.andWhere('NOT t.is_resolved');
    const threads = await query.getMany();
    await this.attachMessages(threads);
    return threads;
  }

  /** Every tag in use in the workspace's timeline, for the filter. */
  async tags(viewer: Viewer): Promise<string[]> {
    assertCanView(viewer);
    const rows: { tag: string }[] = await this.dataSource.query(
      'SELECT DISTINCT unnest(tags) AS tag FROM insight_threads WHERE workspace_id = $1 ORDER BY tag',
      [viewer.workspaceId],
    );
    return rows.map((row) => row.tag);
  }

  /** The query behind a timeline message, run now for the viewer: what its dataLink opens in the reports tab. */
  async queryOf(viewer: Viewer, messageId: number): Promise<{ message: InsightMessage; query: InsightQuery }> {
    assertCanView(viewer);
    const message = await this.messageOf(viewer, messageId);
    if (!message.query) throw new InsightMessageNotFoundError();
    return { message, query: message.query };
  }

  /** The query behind a timeline message with its rows, for the reports tab to show before it is added. */
  async preview(viewer: Viewer, messageId: number): Promise<InsightPreview> {
    const { message, query } = await this.queryOf(viewer, messageId);
    const data = await this.reports.runQuery(viewer, query.sourceId, query.sql);
    return { messageId: message.id, title: query.title, prompt: query.prompt, chartType: chartTypeOf(query.chartType), xKey: query.xKey, yKey: query.yKey, sourceId: query.sourceId, sql: query.sql, data };
  }

  // --- Changing ---

  /** A follow-up question in a thread, answered by the ask engine on the thread's source, as a followup message. */
  async postFollowUp(viewer: Viewer, threadId: number, question: unknown): Promise<InsightThread> {
    assertCanWrite(viewer);
    const thread = await this.threadOf(viewer, threadId);
    const text = typeof question === 'string' ? question.trim() : '';
    if (!text) throw new ReportInputError('Type a follow-up question.');
    if (text.length > QUESTION_MAX) throw new ReportInputError(`A question can be at most ${QUESTION_MAX} characters.`);
    const answer = await this.ask.ask(viewer, { question: text, dataSourceIds: thread.sourceId ? [thread.sourceId] : undefined, memory: false });
    const plan = cardPlanFromAnswer(answer);
    const content = plan.kind === 'message' && plan.options.length > 0 ? `${plan.text} For example: ${plan.options.join('; ')}.` : plan.text;
    const query: InsightQuery | null =
      plan.kind === 'card' && plan.chart.xKey && plan.chart.yKey
        ? { sourceId: plan.sourceId, sql: plan.sql, chartType: plan.chart.chartType, xKey: plan.chart.xKey, yKey: plan.chart.yKey, title: text.slice(0, 20), prompt: text }
        : null;
    const asker = await this.dataSource.getRepository(User).findOne({ where: { id: viewer.userId }, select: { id: true, firstName: true, lastName: true, email: true } });
    const askedBy = [asker?.firstName, asker?.lastName].filter(Boolean).join(' ') || asker?.email || 'A member';
    await this.dataSource.transaction(async (manager) => {
      await this.insertMessage(manager, { threadId: thread.id, type: 'followup', content: plainText(content), query, question: text, askedBy, askedById: viewer.userId });
      await manager.update(InsightThread, { id: thread.id }, { lastUpdated: new Date() });
    });
    return this.loaded(thread.id);
  }

  async resolve(viewer: Viewer, threadId: number, resolved: boolean): Promise<InsightThread> {
    assertCanWrite(viewer);
    const thread = await this.threadOf(viewer, threadId);
    await this.threads.update({ id: thread.id }, { isResolved: resolved, lastUpdated: new Date() });
    return this.loaded(thread.id);
  }

  /** Adds the query behind a timeline message to a report as a card (the dataLink's "Add to report"). */
  async addToReport(viewer: Viewer, messageId: number, reportId: number): Promise<ReportCard> {
    const { query } = await this.queryOf(viewer, messageId);
    return this.reports.addKnownQueryCard(viewer, reportId, {
      title: query.title.slice(0, 20),
      prompt: query.prompt,
      chart: { chartType: chartTypeOf(query.chartType), xKey: query.xKey, yKey: query.yKey, seriesKey: null },
      sql: query.sql,
      sourceId: query.sourceId,
      transform: null,
    });
  }

  // --- The insight engine's side ---

  /**
   * Opens a thread per finding not posted before (same workspace, same fingerprint), at most `limit` of them, the
   * strongest first, and publishes each to the workspace's watchers. Returns the new threads.
   */
  async record(workspaceId: number, sourceId: number, findings: readonly Finding[], limit: number): Promise<InsightThread[]> {
    const created: InsightThread[] = [];
    for (const finding of findings) {
      if (created.length >= limit) break;
      const id = await this.dataSource.transaction(async (manager) => {
        const inserted: { id: number }[] = await manager.query(
          `INSERT INTO insight_threads (workspace_id, source_id, fingerprint, title, tags, author)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (workspace_id, fingerprint) DO NOTHING
           RETURNING id`,
          [workspaceId, sourceId, finding.fingerprint.slice(0, 400), finding.title.slice(0, 300), finding.tags.map((tag) => tag.slice(0, TAG_MAX)), INSIGHT_AUTHOR],
        );
        const threadId = inserted[0]?.id;
        if (threadId === undefined) return undefined;
        for (const message of finding.messages) {
          await this.insertMessage(manager, { threadId, type: 'insight', content: message.content, query: message.query, question: null, askedBy: null, askedById: null });
        }
        return threadId;
      });
      if (id === undefined) continue;
      const thread = await this.loaded(id);
      created.push(thread);
      this.pubSub.publish('INSIGHT_ADDED', workspaceId, thread);
    }
    return created;
  }

  /** New threads of a workspace the viewer belongs to (with VIEW_REPORTS); another workspace is "not found". */
  async subscribe(viewer: Viewer, workspaceId: number): Promise<AsyncIterable<InsightThread>> {
    assertCanView(viewer);
    const membership = isDatabaseId(workspaceId) ? await this.workspaces.activeMembership(viewer.userId, workspaceId) : undefined;
    if (!membership || !roleHasPermission(membership.role, Permission.VIEW_REPORTS)) throw new NotFoundError('Workspace not found.');
    return this.pubSub.subscribe('INSIGHT_ADDED', workspaceId);
  }

  // --- Helpers ---

  /** A message, with its dataLink to the query behind it (the link names the message, so it is set once inserted). */
  private async insertMessage(manager: EntityManager, fields: Omit<InsightMessage, 'id' | 'dataLink' | 'generatedAt' | 'thread' | 'askedByUser'>): Promise<void> {
    const saved = await manager.save(manager.create(InsightMessage, { ...fields, dataLink: null }));
    if (fields.query) await manager.update(InsightMessage, { id: saved.id }, { dataLink: insightLink(saved.id) });
  }

  private async loaded(id: number): Promise<InsightThread> {
    const thread = await this.threads.findOneByOrFail({ id });
    await this.attachMessages([thread]);
    return thread;
  }

  private async attachMessages(threads: InsightThread[]): Promise<void> {
    if (threads.length === 0) return;
    const messages = await this.messages
      .createQueryBuilder('m')
      .where('m.thread_id IN (:...ids)', { ids: threads.map((thread) => thread.id) })
      .orderBy('m.id', 'ASC')
      .getMany();
    for (const thread of threads) thread.messages = messages.filter((message) => message.threadId === thread.id);
  }

  private async threadOf(viewer: Viewer, id: number): Promise<InsightThread> {
    if (!isDatabaseId(id)) throw new InsightThreadNotFoundError();
    const thread = await this.threads.findOneBy({ id, workspaceId: viewer.workspaceId });
    if (!thread) throw new InsightThreadNotFoundError();
    return thread;
  }

  private async messageOf(viewer: Viewer, id: number): Promise<InsightMessage> {
    if (!isDatabaseId(id)) throw new InsightMessageNotFoundError();
    const message = await this.messages
      .createQueryBuilder('m')
      .innerJoin(InsightThread, 't', 't.id = m.thread_id')
      .where('m.id = :id AND t.workspace_id = :workspaceId', { id, workspaceId: viewer.workspaceId })
      .getOne();
    if (!message) throw new InsightMessageNotFoundError();
    return message;
  }
}
