import type { Logger } from 'pino';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { DomainError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { askOffline } from '../../ask/answer/ask';
import { ASK_MAX_ROWS } from '../../app/config';
import { UnsafeSqlError } from '../../ask/safety/validate-sql';
import type { AskService } from '../ask/ask.service';
import type { Catalog } from '../data-sources/catalog/catalog';
import type { DataSourceService } from '../data-sources/data-source.service';
import { DataSourceBusyError } from '../data-sources/data-source.errors';
import { isDatabaseId } from '../projects/project-access';
import { Permission, roleHasPermission } from '../workspaces/workspace-role';
import { cardPlanFromAnswer, cardTitle, plainText, runCardQuery, type CardChart, type Row } from './card-data';
import { assistantIntent, summarizeReport } from './report-assistant';
import { REPORT_EXPORT_FORMAT, parseReportExport, type ReportExport } from './report-export';
import { CreateReportsForbiddenError, ReportCardNotFoundError, ReportInputError, ReportNotFoundError, ViewReportsForbiddenError } from './report.errors';
import { isWellFormedText } from '../../app/well-formed-text';
import {
  CARD_DEFAULT_HEIGHT,
  CARD_DEFAULT_WIDTH_PERCENT,
  CARD_MAX_HEIGHT,
  CARD_MIN_HEIGHT,
  CARD_MIN_WIDTH_PERCENT,
  Report,
  ReportCard,
  ReportCardStatus,
  ReportMessage,
  type TransformError,
} from './report.entity';
import type { TransformSandbox } from './transform/transform-sandbox';

export const REPORT_NAME_MAX = 120;
export const PROMPT_MAX = 2_000;
export const MAX_CARDS_PER_REPORT = 50;
/** The assistant panel shows the latest messages. */
export const MESSAGES_SHOWN = 200;
const WAITING_MESSAGE = 'Waiting for the data source to finish importing.';

/** What a prompt or an assistant message produced: the new messages, and the card when one was added. */
export interface ReportTurn {
  messages: ReportMessage[];
  card: ReportCard | null;
}

export interface TransformOutcomeForCard {
  card: ReportCard;
  error: TransformError | null;
}

export interface ReportStats {
  activeReports: number;
  realtimeUpdates: number;
  aiSuggestions: number;
}

/** A card to create from a query already known (an import, a timeline finding): no ask, the SQL is run again. */
export interface KnownQueryCard {
  title: string;
  prompt: string;
  chart: CardChart;
  sql: string | null;
  sourceId: number | null;
  transform: string | null;
  widthPercent?: number;
  height?: number;
}

function assertCanView(viewer: Viewer): void {
  if (!roleHasPermission(viewer.role, Permission.VIEW_REPORTS)) throw new ViewReportsForbiddenError();
}

function assertCanCreate(viewer: Viewer): void {
  assertCanView(viewer);
  if (!roleHasPermission(viewer.role, Permission.CREATE_REPORTS)) throw new CreateReportsForbiddenError();
}

function reportName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw new ReportInputError('Report name is required.');
  if (name.length > REPORT_NAME_MAX) throw new ReportInputError(`A report name can be at most ${REPORT_NAME_MAX} characters.`);
  return name;
}

function promptText(value: unknown): string {
  const prompt = typeof value === 'string' ? value.trim() : '';
  if (!prompt) throw new ReportInputError('Type a prompt to generate a chart.');
  if (prompt.length > PROMPT_MAX) throw new ReportInputError(`A prompt can be at most ${PROMPT_MAX} characters.`);
  if (!isWellFormedText(prompt)) throw new ReportInputError('A prompt must be text: it holds a broken character.');
  return prompt;
}

function checkedSize(widthPercent: number, height: number): { widthPercent: number; height: number } {
  if (!Number.isInteger(widthPercent) || widthPercent < CARD_MIN_WIDTH_PERCENT || widthPercent > 100) {
    throw new ReportInputError(`A card's width is a whole percentage of the grid, from ${CARD_MIN_WIDTH_PERCENT} to 100.`);
  }
  if (!Number.isInteger(height) || height < CARD_MIN_HEIGHT || height > CARD_MAX_HEIGHT) {
    throw new ReportInputError(`A card's height is from ${CARD_MIN_HEIGHT} to ${CARD_MAX_HEIGHT} pixels.`);
  }
  return { widthPercent, height };
}

function messageOf(error: unknown): string {
  return error instanceof DomainError || error instanceof UnsafeSqlError || error instanceof Error ? error.message : 'The query failed.';
}

/**
 * Reports of a workspace: chart cards built by the ask engine from the workspace's data, their sizes, order and
 * transforms, and the assistant's conversation about each report. Reading needs VIEW_REPORTS, every change
 * CREATE_REPORTS. A report or card of another workspace is "not found".
 */
export class ReportService {
  private readonly reports: Repository<Report>;
  private readonly cards: Repository<ReportCard>;
  private readonly messages: Repository<ReportMessage>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ask: AskService,
    private readonly dataSources: DataSourceService,
    private readonly sandbox: TransformSandbox,
    private readonly settings: { askTimeoutMs: number },
    private readonly logger: Logger,
  ) {
    this.reports = dataSource.getRepository(Report);
    this.cards = dataSource.getRepository(ReportCard);
    this.messages = dataSource.getRepository(ReportMessage);
  }

  // --- Reading ---

  async list(viewer: Viewer): Promise<Report[]> {
    assertCanView(viewer);
    return this.reports.find({ where: { workspaceId: viewer.workspaceId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** One report; cards still waiting for their data source are tried again first. */
  async get(viewer: Viewer, id: number): Promise<Report> {
    assertCanView(viewer);
    const report = await this.reportOf(viewer, id);
    await this.resolvePendingCards(viewer, report.id);
    return report;
  }

  cardsOf(reportId: number): Promise<ReportCard[]> {
    return this.cards.find({ where: { reportId }, order: { position: 'ASC', id: 'ASC' } });
  }

  async messagesOf(reportId: number): Promise<ReportMessage[]> {
    const latest = await this.messages.find({ where: { reportId }, order: { id: 'DESC' }, take: MESSAGES_SHOWN });
    return latest.reverse();
  }

  /** SPEC's header stats, counted: reports, live timeline updates of the last day, open AI findings. */
  async stats(viewer: Viewer): Promise<ReportStats> {
    assertCanView(viewer);
    const [row] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM reports r WHERE r.workspace_id = $1)::int AS "activeReports",
              (SELECT count(*) FROM insight_messages m JOIN insight_threads t ON t.id = m.thread_id
                WHERE t.workspace_id = $1 AND m.generated_at > now() - interval '24 hours')::int AS "realtimeUpdates",
              (SELECT count(*) FROM insight_threads t WHERE t.workspace_id = $1 AND NOT t.is_resolved)::int AS "aiSuggestions"`,
      [viewer.workspaceId],
    );
    return { activeReports: Number(row?.activeReports ?? 0), realtimeUpdates: Number(row?.realtimeUpdates ?? 0), aiSuggestions: Number(row?.aiSuggestions ?? 0) };
  }

  // --- Reports ---

  async create(viewer: Viewer, name: unknown): Promise<Report> {
    assertCanCreate(viewer);
    return this.reports.save(this.reports.create({ workspaceId: viewer.workspaceId, name: reportName(name), createdById: viewer.userId }));
  }

  async rename(viewer: Viewer, id: number, name: unknown): Promise<Report> {
    assertCanCreate(viewer);
    const report = await this.reportOf(viewer, id);
    report.name = reportName(name);
    return this.reports.save(report);
  }

  async delete(viewer: Viewer, id: number): Promise<number> {
    assertCanCreate(viewer);
    const report = await this.reportOf(viewer, id);
    await this.reports.delete({ id: report.id });
    return report.id;
  }

  // --- Prompts and the assistant ---

  /** Generate: the prompt as a user message, the engine's answer as an AI message, and a chart card when it charts. */
  async generateCard(viewer: Viewer, reportId: number, prompt: unknown): Promise<ReportTurn> {
    assertCanCreate(viewer);
    const report = await this.reportOf(viewer, reportId);
    const text = promptText(prompt);
    const asked = await this.userMessage(viewer, report.id, text);
    const turn = await this.chartTurn(viewer, report.id, text, text);
    return { messages: [asked, ...turn.messages], card: turn.card };
  }

  /**
   * The assistant panel: a chat about the current report. It summarises the report, adds a card when asked to chart
   * something, and otherwise answers from the data in words.
   */
  async sendMessage(viewer: Viewer, reportId: number, content: unknown): Promise<ReportTurn> {
    assertCanCreate(viewer);
    const report = await this.reportOf(viewer, reportId);
    const text = promptText(content);
    const asked = await this.userMessage(viewer, report.id, text);
    const intent = assistantIntent(text);
    if (intent.kind === 'summary') {
      const reply = await this.aiMessage(report.id, summarizeReport(report.name, await this.cardsOf(report.id)));
      return { messages: [asked, reply], card: null };
    }
    if (intent.kind === 'chart') {
      const turn = await this.chartTurn(viewer, report.id, intent.prompt, intent.prompt);
      return { messages: [asked, ...turn.messages], card: turn.card };
    }
    const answer = await this.ask.ask(viewer, { question: text, memory: false });
    const plan = cardPlanFromAnswer(answer);
    const hint = plan.kind === 'card' ? ` Say "add ${text}" to put it on the report as a chart.` : '';
    const reply = await this.aiMessage(report.id, `${plan.text}${hint}`, null, plan.kind === 'message' ? plan.options : []);
    return { messages: [asked, reply], card: null };
  }

  private async chartTurn(viewer: Viewer, reportId: number, prompt: string, titleFrom: string): Promise<ReportTurn> {
    const answer = await this.ask.ask(viewer, { question: prompt, memory: false });
    const plan = cardPlanFromAnswer(answer);
    if (plan.kind === 'message') return { messages: [await this.aiMessage(reportId, plan.text, null, plan.options)], card: null };
    const card = await this.insertCard(reportId, {
      title: cardTitle(titleFrom),
      prompt,
      chart: plan.chart,
      sql: plan.sql,
      sourceId: plan.sourceId,
      transform: null,
    }, plan.rows);
    const reply = await this.aiMessage(reportId, `${plan.text} Added the chart "${card.title}".`, card.id);
    return { messages: [reply], card };
  }

  private userMessage(viewer: Viewer, reportId: number, content: string): Promise<ReportMessage> {
    return this.messages.save(this.messages.create({ reportId, role: 'user', content, authorId: viewer.userId, cardId: null, options: [] }));
  }

  private aiMessage(reportId: number, content: string, cardId: number | null = null, options: string[] = []): Promise<ReportMessage> {
    return this.messages.save(this.messages.create({ reportId, role: 'ai', content: plainText(content), authorId: null, cardId, options }));
  }

  // --- Cards ---

  async deleteCard(viewer: Viewer, cardId: number): Promise<number> {
    assertCanCreate(viewer);
    const card = await this.cardOf(viewer, cardId);
    await this.dataSource.transaction(async (manager) => {
      await this.lockReport(manager, card.reportId);
      await manager.delete(ReportCard, { id: card.id });
      // The others close the gap, so positions stay 0..n-1.
      await manager.query('UPDATE report_cards SET position = position - 1 WHERE report_id = $1 AND position > $2', [card.reportId, card.position]);
    });
    return card.id;
  }

  /** Runs the card's query again (or, for a card still waiting, its prompt), then its transform. */
  async refreshCard(viewer: Viewer, cardId: number): Promise<ReportCard> {
    assertCanCreate(viewer);
    const card = await this.cardOf(viewer, cardId);
    return this.rerun(viewer, card);
  }

  /** The report's cards in a new order: `cardIds` must list each of its cards once. */
  async reorderCards(viewer: Viewer, reportId: number, cardIds: readonly number[]): Promise<ReportCard[]> {
    assertCanCreate(viewer);
    const report = await this.reportOf(viewer, reportId);
    await this.dataSource.transaction(async (manager) => {
      await this.lockReport(manager, report.id);
      const current: { id: number }[] = await manager.query('SELECT id FROM report_cards WHERE report_id = $1', [report.id]);
      const known = new Set(current.map((row) => row.id));
      if (cardIds.length !== known.size || new Set(cardIds).size !== cardIds.length || cardIds.some((id) => !known.has(id))) {
        throw new ReportInputError('List every card of the report once, in the new order.');
      }
      await manager.query(
        'UPDATE report_cards c SET position = o.position - 1 FROM unnest($1::int[]) WITH ORDINALITY AS o(id, position) WHERE c.id = o.id AND c.report_id = $2',
        [cardIds, report.id],
      );
    });
    return this.cardsOf(report.id);
  }

  async resizeCard(viewer: Viewer, cardId: number, widthPercent: number, height: number): Promise<ReportCard> {
    assertCanCreate(viewer);
    const card = await this.cardOf(viewer, cardId);
    Object.assign(card, checkedSize(widthPercent, height));
    return this.cards.save(card);
  }

  /**
   * Sets a card's transform (the body of `(rows) => rows`) after running it on the card's rows in the sandbox. A
   * transform that fails is not saved: the error, with its line, goes back to the editor and the card is unchanged.
   */
  async setCardTransform(viewer: Viewer, cardId: number, transform: string | null): Promise<TransformOutcomeForCard> {
    assertCanCreate(viewer);
    const card = await this.cardOf(viewer, cardId);
    const body = transform?.trim() ? transform : null;
    const outcome = await this.sandbox.run(body ?? '', card.sourceRows);
    if (!outcome.ok) return { card, error: outcome.error };
    card.transform = body;
    card.transformError = null;
    card.data = outcome.rows;
    return { card: await this.cards.save(card), error: null };
  }

  // --- Export and import ---

  /** The report as JSON: its cards with their queries, transforms and layout (and the rows drawn, for reference). */
  async exportReport(viewer: Viewer, id: number): Promise<ReportExport> {
    assertCanView(viewer);
    const report = await this.reportOf(viewer, id);
    const cards = await this.cardsOf(report.id);
    const sources = await this.dataSources.list(viewer);
    const sourceName = (sourceId: number | null) => sources.find((source) => source.id === sourceId)?.name ?? null;
    return {
      format: REPORT_EXPORT_FORMAT,
      version: 1,
      name: report.name,
      exportedAt: new Date().toISOString(),
      cards: cards.map((card) => ({
        title: card.title,
        prompt: card.prompt,
        chartType: card.chartType,
        x: card.xKey,
        y: card.yKey,
        series: card.seriesKey,
        query: { sql: card.sql, sourceId: card.sourceId, sourceName: sourceName(card.sourceId) },
        transform: card.transform,
        layout: { position: card.position, widthPercent: card.widthPercent, height: card.height },
        data: card.data,
      })),
    };
  }

  /** A new report from exported JSON: each card's query runs again on the source of the same name in this workspace. */
  async importReport(viewer: Viewer, json: unknown): Promise<Report> {
    assertCanCreate(viewer);
    const parsed = parseReportExport(json);
    if (parsed.cards.length > MAX_CARDS_PER_REPORT) throw new ReportInputError(`A report can hold at most ${MAX_CARDS_PER_REPORT} cards.`);
    const sources = await this.dataSources.list(viewer);
    const report = await this.reports.save(this.reports.create({ workspaceId: viewer.workspaceId, name: reportName(parsed.name), createdById: viewer.userId }));
    const ordered = [...parsed.cards].sort((a, b) => a.layout.position - b.layout.position);
    for (const exported of ordered) {
      const source =
        sources.find((candidate) => candidate.id === exported.query.sourceId && candidate.name === exported.query.sourceName) ??
        sources.find((candidate) => exported.query.sourceName !== null && candidate.name.toLowerCase() === exported.query.sourceName.toLowerCase()) ??
        (exported.query.sourceName === null ? sources[0] : undefined);
      const card = await this.insertCard(report.id, {
        title: exported.title.slice(0, 120) || cardTitle(exported.prompt),
        prompt: exported.prompt,
        chart: { chartType: exported.chartType, xKey: exported.x, yKey: exported.y, seriesKey: exported.series },
        sql: exported.query.sql,
        sourceId: source?.id ?? null,
        transform: exported.transform,
        widthPercent: exported.layout.widthPercent,
        height: exported.layout.height,
      }, []);
      if (!source) await this.cards.update({ id: card.id }, { status: ReportCardStatus.FAILED, message: `The data source "${exported.query.sourceName ?? ''}" is not in this workspace.` });
      else await this.rerun(viewer, card);
    }
    await this.aiMessage(report.id, `Imported "${report.name}" with ${ordered.length} card${ordered.length === 1 ? '' : 's'}.`);
    return report;
  }

  /** A card from a query already known (the timeline's "open in a report"), run now for the viewer. */
  async addKnownQueryCard(viewer: Viewer, reportId: number, known: KnownQueryCard): Promise<ReportCard> {
    assertCanCreate(viewer);
    const report = await this.reportOf(viewer, reportId);
    const card = await this.insertCard(report.id, known, []);
    await this.aiMessage(report.id, `Added "${card.title}" from the timeline.`, card.id);
    return this.rerun(viewer, card);
  }

  // --- Running cards ---

  /** Cards of a new workspace's sample report wait for the demo source; they are run when someone opens the report. */
  private async resolvePendingCards(viewer: Viewer, reportId: number): Promise<void> {
    const pending = await this.cards.find({ where: { reportId, status: ReportCardStatus.PENDING } });
    for (const card of pending) await this.rerun(viewer, card);
  }

  private async rerun(viewer: Viewer, card: ReportCard): Promise<ReportCard> {
    let rows: Row[];
    let sql = card.sql;
    try {
      if (card.sourceId === null) throw new ReportInputError('The card’s data source was deleted.');
      if (sql) {
        rows = await this.runQuery(viewer, card.sourceId, sql);
      } else {
        const planned = await this.planPrompt(await this.dataSources.catalogFor(viewer, card.sourceId), card.prompt);
        rows = planned.rows;
        sql = planned.sql;
        Object.assign(card, planned.chart);
      }
    } catch (error) {
      if (error instanceof DataSourceBusyError) {
        return this.cards.save(Object.assign(card, { status: ReportCardStatus.PENDING, message: WAITING_MESSAGE }));
      }
      this.logger.debug({ err: error, cardId: card.id }, 'a report card could not be refreshed');
      return this.cards.save(Object.assign(card, { status: ReportCardStatus.FAILED, message: messageOf(error) }));
    }
    const transformed = await this.sandbox.run(card.transform ?? '', rows);
    return this.cards.save(
      Object.assign(card, {
        sql,
        sourceRows: rows,
        data: transformed.ok ? transformed.rows : rows,
        transformError: transformed.ok ? null : transformed.error,
        status: ReportCardStatus.READY,
        message: null,
        refreshedAt: new Date(),
      }),
    );
  }

  /** A stored query run again for the viewer, checked against its source's catalog like any other. */
  async runQuery(viewer: Viewer, sourceId: number, sql: string): Promise<Row[]> {
    assertCanView(viewer);
    const catalog = await this.dataSources.catalogFor(viewer, sourceId);
    return runCardQuery(catalog, await this.dataSources.connectionForCatalog(catalog), sql, this.settings.askTimeoutMs);
  }

  /** A card known only by its prompt (a sample card): the offline engine plans it on its own source. */
  private async planPrompt(catalog: Catalog, prompt: string): Promise<{ rows: Row[]; sql: string; chart: Pick<CardChart, 'xKey' | 'yKey' | 'seriesKey'> }> {
    const connection = await this.dataSources.connectionForCatalog(catalog);
    const answer = await askOffline(prompt, catalog, connection, { timeoutMs: this.settings.askTimeoutMs, maxRows: ASK_MAX_ROWS });
    const plan = cardPlanFromAnswer(answer);
    if (plan.kind === 'message') throw new ReportInputError(plan.text);
    return { rows: plan.rows, sql: plan.sql, chart: { xKey: plan.chart.xKey, yKey: plan.chart.yKey, seriesKey: plan.chart.seriesKey } };
  }

  private async insertCard(reportId: number, known: KnownQueryCard, rows: Row[]): Promise<ReportCard> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockReport(manager, reportId);
      const [{ count }]: { count: number }[] = await manager.query('SELECT count(*)::int AS count FROM report_cards WHERE report_id = $1', [reportId]);
      if (count >= MAX_CARDS_PER_REPORT) throw new ReportInputError(`A report can hold at most ${MAX_CARDS_PER_REPORT} cards. Delete one to add another.`);
      const size = checkedSize(known.widthPercent ?? CARD_DEFAULT_WIDTH_PERCENT, known.height ?? CARD_DEFAULT_HEIGHT);
      const transformed = known.transform && rows.length > 0 ? await this.sandbox.run(known.transform, rows) : undefined;
      return manager.save(
        manager.create(ReportCard, {
          reportId,
          title: known.title,
          prompt: known.prompt,
          chartType: known.chart.chartType,
          xKey: known.chart.xKey,
          yKey: known.chart.yKey,
          seriesKey: known.chart.seriesKey,
          sourceId: known.sourceId,
          sql: known.sql,
          sourceRows: rows,
          data: transformed?.ok ? transformed.rows : rows,
          transform: known.transform,
          transformError: transformed && !transformed.ok ? transformed.error : null,
          status: rows.length > 0 ? ReportCardStatus.READY : ReportCardStatus.PENDING,
          message: rows.length > 0 ? null : WAITING_MESSAGE,
          position: count,
          ...size,
          refreshedAt: rows.length > 0 ? new Date() : null,
        }),
      );
    });
  }

  // --- Access ---

  private async reportOf(viewer: Viewer, id: number): Promise<Report> {
    if (!isDatabaseId(id)) throw new ReportNotFoundError();
    const report = await this.reports.findOneBy({ id, workspaceId: viewer.workspaceId });
    if (!report) throw new ReportNotFoundError();
    return report;
  }

  private async cardOf(viewer: Viewer, id: number): Promise<ReportCard> {
    if (!isDatabaseId(id)) throw new ReportCardNotFoundError();
    const card = await this.cards
      .createQueryBuilder('c')
      .innerJoin(Report, 'r', 'r.id = c.report_id')
      .where('c.id = :id AND r.workspace_id = :workspaceId', { id, workspaceId: viewer.workspaceId })
      .getOne();
    if (!card) throw new ReportCardNotFoundError();
    return card;
  }

  /** Changes to one report's cards are serialised, so positions stay 0..n-1 under concurrent edits. */
  private async lockReport(manager: EntityManager, reportId: number): Promise<void> {
    await manager.query('SELECT id FROM reports WHERE id = $1 FOR UPDATE', [reportId]);
  }
}
