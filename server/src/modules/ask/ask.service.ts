import type { Logger } from 'pino';
import type { DataSource, Repository } from 'typeorm';
import type { AiProvider } from '../../ai/ai-provider';
import { ASK_MAX_ROWS } from '../../app/config';
import { DomainError, ForbiddenError, NotFoundError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { askOffline, chooseCatalog, emptyAnswer, planInWords, today, type AskAnswer, type AskLimits } from '../../ask/answer/ask';
import { askModel } from '../../ask/llm/ask-model';
import { UnsafeSqlError } from '../../ask/safety/validate-sql';
import type { Catalog } from '../data-sources/catalog/catalog';
import type { DataSourceService } from '../data-sources/data-source.service';
import { Permission, roleHasPermission } from '../workspaces/workspace-role';
import { AskAnswerRecord } from './ask-answer.entity';
import { AskConversation } from './ask-conversation.entity';
import type { RateLimits } from '../../app/rate-limits';
import { isWellFormedText } from '../../app/well-formed-text';

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

export type AskResult = AskAnswer & {
  conversationId: string;
  /** The stored answer's id (ask_answers), for feedback. */
  answerId: string;
};

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
  private readonly answers: Repository<AskAnswerRecord>;

  constructor(
    dataSource: DataSource,
    private readonly dataSources: DataSourceService,
    private readonly llm: AiProvider | null,
    private readonly settings: { askTimeoutMs: number },
    private readonly logger: Logger,
    private readonly rateLimits?: RateLimits,
  ) {
    this.conversations = dataSource.getRepository(AskConversation);
    this.answers = dataSource.getRepository(AskAnswerRecord);
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
      answer = await this.answerFrom(catalog, question, followsUp ? previous : undefined);
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
    const record = await this.answers.save(
      this.answers.create({
        workspaceId: viewer.workspaceId,
        userId: viewer.userId,
        conversationId: conversation.id,
        question,
        sourceId: answer.sourceIds[0] ?? null,
        status: answer.status,
        engine: answer.engine,
        sql: answer.sql,
        interpretation: answer.interpretation,
        unmatched: answer.unmatched,
      }),
      { transaction: false },
    );
    return { ...answer, conversationId: conversation.id, answerId: record.id };
  }

  /** The plan the engine would follow, in words, without running anything (SPEC's /api/v1/think). */
  async think(viewer: Viewer, question: string): Promise<string | undefined> {
    assertCanAsk(viewer);
    const text = checkedQuestion(question);
    const catalog = chooseCatalog(await this.dataSources.catalogsFor(viewer), text);
    return catalog ? planInWords(text, catalog) : undefined;
  }

  private async answerFrom(catalog: Catalog, question: string, previous?: AskConversation): Promise<AskAnswer> {
    const connection = await this.dataSources.connectionForCatalog(catalog);
    if (this.llm) {
      const fromModel = await askModel(question, catalog, connection, this.llm, this.limits, {
        today: today(),
        previousQuestion: previous?.lastQuestion ?? undefined,
        onFallback: (reason, error) => this.logger.warn({ err: error, sourceId: catalog.sourceId }, `${reason}; using the offline engine`),
      });
      if (fromModel) return fromModel;
    }
    try {
      return await askOffline(question, catalog, connection, this.limits, { previous: previous?.lastPlan ?? undefined });
    } catch (error) {
      if (error instanceof DomainError || error instanceof UnsafeSqlError) throw error;
      // A query error here is the engine's fault or the database's, never the user's: say so plainly.
      this.logger.warn({ err: error, sourceId: catalog.sourceId }, 'ask query failed');
      const message = error instanceof Error ? error.message : 'The query failed.';
      return emptyAnswer(catalog, `The question could not be answered: ${message}`, 'The query failed while running.');
    }
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
  if (!isWellFormedText(question)) throw new AskQuestionError('A question must be text: it holds a broken character.');
  return question;
}
