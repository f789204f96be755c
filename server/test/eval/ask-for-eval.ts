import { ASK_MAX_ROWS } from '../../src/app/config';
import { policyFor } from '../../src/ask/engine/ask-engine';
import { schemaModel } from '../../src/ask/catalog/schema-model';
import { planQuestion } from '../../src/ask/pipeline/plan-question';
import { validateSql } from '../../src/ask/safety/validate-sql';
import { renderSql } from '../../src/ask/sql/render-sql';
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
  const planned = planQuestion(question, catalog, { today });
  if (planned.status !== 'answered' || !planned.plan) {
    return { status: planned.status, answer: planned.clarification?.question ?? planned.reason ?? '', sql: null, rows: [] };
  }
  let sql: string | null = null;
  try {
    sql = renderSql(planned.plan, schemaModel(catalog)).sql;
    const checked = validateSql(sql, policyFor(catalog, connection.schema, ASK_MAX_ROWS));
    const result = await connection.query(checked.sql, [], { timeoutMs: 10_000, maxRows: ASK_MAX_ROWS });
    return { status: 'answered', answer: JSON.stringify(planned.plan).slice(0, 400), sql, rows: result.rows };
  } catch (error) {
    return { status: 'answered', answer: `error: ${error instanceof Error ? error.message : String(error)}`, sql, rows: [] };
  }
}
