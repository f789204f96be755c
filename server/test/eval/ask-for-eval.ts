import { ASK_MAX_ROWS } from '../../src/app/config';
import { askOffline } from '../../src/ask/engine/ask-engine';
import type { Catalog } from '../../src/modules/data-sources/catalog/catalog';
import type { SourceConnection } from '../../src/modules/data-sources/connections/source-connection';

export type AnswerStatus = 'answered' | 'clarification' | 'declined';

export interface EvalAnswer {
  status: AnswerStatus;
  answer: string;
  sql: string | null;
  rows: unknown[][];
}

/** One question through the offline engine, as the ask API runs it; an error is an answer with no rows. */
export async function askForEval(question: string, catalog: Catalog, connection: SourceConnection, today: string): Promise<EvalAnswer> {
  void today;
  try {
    const answer = await askOffline(question, catalog, connection, { timeoutMs: 10_000, maxRows: ASK_MAX_ROWS });
    const status: AnswerStatus = answer.clarification ? 'clarification' : answer.sql === null ? 'declined' : 'answered';
    return { status, answer: answer.answer, sql: answer.sql, rows: answer.rows };
  } catch (error) {
    return { status: 'answered', answer: `error: ${error instanceof Error ? error.message : String(error)}`, sql: null, rows: [] };
  }
}
