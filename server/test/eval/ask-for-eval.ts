import { ASK_MAX_ROWS } from '../../src/app/config';
import { askOffline, type AnswerStatus } from '../../src/ask/answer/ask';
import type { Catalog } from '../../src/ask/catalog/catalog';
import type { QueryRunner } from '../../src/ask/answer/runner';

export type { AnswerStatus };

export interface EvalAnswer {
  status: AnswerStatus;
  answer: string;
  sql: string | null;
  rows: unknown[][];
}

/** One question through the offline engine, as the ask API runs it; an error is an answer with no rows. */
export async function askForEval(question: string, catalog: Catalog, runner: QueryRunner, today: string): Promise<EvalAnswer> {
  try {
    const answer = await askOffline(question, catalog, runner, { timeoutMs: 10_000, maxRows: ASK_MAX_ROWS }, { today });
    return { status: answer.status, answer: answer.answer, sql: answer.sql, rows: answer.rows };
  } catch (error) {
    return { status: 'answered', answer: `error: ${error instanceof Error ? error.message : String(error)}`, sql: null, rows: [] };
  }
}
