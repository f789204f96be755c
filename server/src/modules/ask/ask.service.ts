import type { Logger } from 'pino';
import type { DataSource, Repository } from 'typeorm';
import type { AiProvider } from '../../ai/ai-provider';
import { ASK_MAX_ROWS } from '../../app/config';
import { DomainError, ForbiddenError, NotFoundError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import {
  askOffline,
  chooseCatalog,
  emptyAnswer,
  plannerFor,
  policyFor,
  type AskAnswer,
  type AskLimits,
} from '../../ask/engine/ask-engine';
import { describePlan } from '../../ask/engine/describe-plan';
import { askModelForSql, chartForResult, relevantTables, sqlPrompt, textForResult } from '../../ask/engine/llm-sql';
import { UnsafeSqlError, validateSql } from '../../ask/safety/validate-sql';
import type { Catalog } from '../data-sources/catalog/catalog';
import type { DataSourceService } from '../data-sources/data-source.service';
import { Permission, roleHasPermission } from '../workspaces/workspace-role';
import { AskConversation } from './ask-conversation.entity';
import type { RateLimits } from '../../app/rate-limits';

export interface AskRequest {
  question: string;
  /** Restricts the question to these sources; empty means every ready source of the workspace. */
  dataSourceIds?: number[];
  conversationId?: string;
  /** With memory on (the default), a follow-up refines the conversation's previous question. */
  memory?: boolean;
  /** 'chat' keeps one conversation per user for SPEC's chat, which sends no conversation id. */
  channel?: 'ask' | 'chat';
}

export type AskResult = AskAnswer & { conversationId: string };

export const MAX_QUESTION_LENGTH = 2_000;

export class AskQuestionError extends DomainError {
  constructor(message: string) {
    super('BAD_USER_INPUT', message);
  }
}

/**
 * Answers questions from the workspace's data. The offline engine plans every question; with an LLM configured the
 * model writes the SQL first, and its SQL passes the same checks, with one retry on error before the offline plan.
 */
export class AskService {
  private readonly conversations: Repository<AskConversation>;

  constructor(
    dataSource: DataSource,
    private readonly dataSources: DataSourceService,
    private readonly llm: AiProvider | null,
    private readonly settings: { askTimeoutMs: number },
    private readonly logger: Logger,
    private readonly rateLimits?: RateLimits,
  ) {
    this.conversations = dataSource.getRepository(AskConversation);
  }

  private get limits(): AskLimits {
    return { timeoutMs: this.settings.askTimeoutMs, maxRows: ASK_MAX_ROWS };
  }

  async ask(viewer: Viewer, request: AskRequest): Promise<AskResult> {
    assertCanAsk(viewer);
    await this.rateLimits?.consume('ask', { userId: viewer.userId });
    const question = checkedQuestion(request.question);
    const [conversation, catalogs] = await Promise.all([this.conversationFor(viewer, request), this.catalogsFor(viewer, request.dataSourceIds)]);
    const memory = request.memory !== false;
    const previous = memory && conversation.lastPlan && conversation.sourceId !== null ? conversation : undefined;
    const followsUp = previous !== undefined && catalogs.some((catalog) => catalog.sourceId === previous.sourceId);
    const catalog = followsUp ? catalogs.find((c) => c.sourceId === previous?.sourceId) : chooseCatalog(catalogs, question);

    let answer: AskAnswer;
    if (!catalog) {
      answer = emptyAnswer(undefined, 'There is no data to answer from yet. Upload a CSV or XLSX file, or connect a database, and ask again.', 'No data source is ready in this workspace.');
    } else {
      answer = await this.answerFrom(viewer, catalog, question, followsUp ? previous : undefined);
    }

    conversation.lastQuestion = question;
    conversation.questionCount += 1;
    // Memory keeps the last plan that worked; a clarification leaves the one before it in place.
    if (answer.plan) {
      conversation.lastPlan = answer.plan;
      conversation.sourceId = answer.sourceIds[0] ?? null;
    }
    // One row, one statement: no need for the transaction TypeORM opens around a save by default.
    await this.conversations.save(conversation, { transaction: false });
    return { ...answer, conversationId: conversation.id };
  }

  /** The plan the engine would follow, in words, without running anything (SPEC's /api/v1/think). */
  async think(viewer: Viewer, question: string): Promise<string | undefined> {
    assertCanAsk(viewer);
    const text = checkedQuestion(question);
    const catalog = chooseCatalog(await this.dataSources.catalogsFor(viewer), text);
    if (!catalog) return undefined;
    const outcome = plannerFor(catalog).plan(text);
    if (outcome.kind === 'plan') return describePlan(outcome.plan, catalog.sourceName);
    if (outcome.kind === 'clarification') return `The question can be read more than one way: ${outcome.clarification.question}`;
    return undefined;
  }

  private async answerFrom(viewer: Viewer, catalog: Catalog, question: string, previous?: AskConversation): Promise<AskAnswer> {
    const connection = await this.dataSources.connectionForCatalog(catalog);
    if (this.llm) {
      const fromModel = await this.askModel(catalog, connection, question, previous?.lastQuestion ?? undefined);
      if (fromModel) return fromModel;
    }
    try {
      return await askOffline(question, catalog, connection, this.limits, previous?.lastPlan ?? undefined);
    } catch (error) {
      if (error instanceof DomainError || error instanceof UnsafeSqlError) throw error;
      // A query error here is the engine's fault or the database's, never the user's: say so plainly.
      this.logger.warn({ err: error, sourceId: catalog.sourceId }, 'ask query failed');
      const message = error instanceof Error ? error.message : 'The query failed.';
      return emptyAnswer(catalog, `The question could not be answered: ${message}`, 'The query failed while running.');
    }
  }

  /** The LLM path: a schema-grounded prompt, checked SQL, one retry with the error; undefined means fall back. */
  private async askModel(catalog: Catalog, connection: Awaited<ReturnType<DataSourceService['connectionFor']>>, question: string, previousQuestion?: string): Promise<AskAnswer | undefined> {
    const llm = this.llm;
    if (!llm) return undefined;
    const tables = relevantTables(plannerFor(catalog), catalog, question);
    const policy = policyFor(catalog, connection.schema, this.limits.maxRows);
    let error: string | undefined;
    let previousSql: string | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      let sql: string | undefined;
      try {
        sql = await askModelForSql(llm, sqlPrompt(catalog, tables, question, { previousQuestion, error, previousSql }));
      } catch (failure) {
        this.logger.warn({ err: failure }, 'the language model did not answer; using the offline engine');
        return undefined;
      }
      if (!sql) {
        error = 'The reply had no "sql" field.';
        continue;
      }
      try {
        const checked = validateSql(sql, policy);
        const result = await connection.query(checked.sql, [], this.limits);
        return {
          answer: textForResult(result),
          thinking: `Asked the language model for SQL over ${tables.map((table) => table.name).join(', ')}, then checked it: one SELECT over this source's tables only.`,
          sql,
          columns: result.columns.map((column) => column.name),
          rows: result.rows,
          chart: chartForResult(result),
          clarification: null,
          sourceIds: [catalog.sourceId],
          plan: null,
          suggestions: [],
          truncated: result.truncated,
          engine: 'llm',
        };
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
        previousSql = sql;
      }
    }
    this.logger.warn({ sourceId: catalog.sourceId, error }, 'the language model’s SQL was rejected twice; using the offline engine');
    return undefined;
  }

  /** SPEC's chat names sources by name; an unknown name is an error, not a silent 'all sources'. */
  async sourceIdsNamed(viewer: Viewer, names: readonly string[]): Promise<number[]> {
    if (names.length === 0) return [];
    const sources = await this.dataSources.list(viewer);
    return names.map((name) => {
      const source = sources.find((candidate) => candidate.name.toLowerCase() === name.trim().toLowerCase());
      if (!source) throw new NotFoundError(`Data source "${name}" not found.`);
      return source.id;
    });
  }

  private async catalogsFor(viewer: Viewer, ids: number[] | undefined): Promise<Catalog[]> {
    if (!ids || ids.length === 0) return this.dataSources.catalogsFor(viewer);
    return Promise.all([...new Set(ids)].map((id) => this.dataSources.catalogFor(viewer, id)));
  }

  private async conversationFor(viewer: Viewer, request: AskRequest): Promise<AskConversation> {
    const channel = request.channel ?? 'ask';
    if (request.conversationId !== undefined && request.conversationId !== '') {
      const found = UUID.test(request.conversationId)
        ? await this.conversations.findOneBy({ id: request.conversationId, userId: viewer.userId, workspaceId: viewer.workspaceId })
        : null;
      if (!found) throw new NotFoundError('Conversation not found.');
      return found;
    }
    if (channel === 'chat') {
      const existing = await this.conversations.findOneBy({ userId: viewer.userId, workspaceId: viewer.workspaceId, channel });
      if (existing) return existing;
    }
    return this.conversations.create({ userId: viewer.userId, workspaceId: viewer.workspaceId, channel, sourceId: null, lastPlan: null, lastQuestion: null, questionCount: 0 });
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function assertCanAsk(viewer: Viewer): void {
  if (!roleHasPermission(viewer.role, Permission.VIEW_REPORTS)) throw new ForbiddenError('Your role cannot ask questions of this workspace’s data.');
}

function checkedQuestion(value: unknown): string {
  const question = typeof value === 'string' ? value.trim() : '';
  if (question === '') throw new AskQuestionError('Type a question to ask.');
  if (question.length > MAX_QUESTION_LENGTH) throw new AskQuestionError(`A question can be at most ${MAX_QUESTION_LENGTH} characters.`);
  return question;
}
