/**
 * The LLM path: a schema-grounded prompt, the model's SQL checked like any other, one retry with the error, then the
 * answer in the same contract as the offline engine's: its interpretation read back from the SQL, and the words the
 * offline linker could not place. Undefined means the offline engine should answer instead.
 */
import type { AiProvider } from '../../ai/ai-provider';
import { contractInterpretation, type AskAnswer, type AskLimits } from '../answer/ask';
import { policyFor } from '../answer/policy';
import type { QueryRunner } from '../answer/runner';
import type { Catalog } from '../catalog/catalog';
import { planQuestion } from '../pipeline/plan-question';
import { validateSql } from '../safety/validate-sql';
import { askModelForSql, chartForResult, relevantTables, sqlPrompt, textForResult } from './llm-sql';
import { interpretSql } from './sql-interpretation';

export interface ModelAskOptions {
  /** ISO date the offline reading counts 'last month' from. */
  today: string;
  /** The conversation's previous question, for follow-ups. */
  previousQuestion?: string;
  /** Told why the model's answer was not used; the caller logs it. */
  onFallback?: (reason: string, error?: unknown) => void;
}

const ATTEMPTS = 2;

export async function askModel(question: string, catalog: Catalog, runner: QueryRunner, provider: AiProvider, limits: AskLimits, options: ModelAskOptions): Promise<AskAnswer | undefined> {
  const tables = relevantTables(catalog, question);
  const policy = policyFor(catalog, runner.schema, limits.maxRows);
  let error: string | undefined;
  let previousSql: string | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let sql: string | undefined;
    try {
      sql = await askModelForSql(provider, sqlPrompt(catalog, tables, question, { previousQuestion: options.previousQuestion, error, previousSql }));
    } catch (failure) {
      options.onFallback?.('the language model did not answer', failure);
      return undefined;
    }
    if (!sql) {
      error = 'The reply had no "sql" field.';
      continue;
    }
    try {
      const checked = validateSql(sql, policy);
      const result = await runner.query(checked.sql, [], limits);
      // The offline reading runs alongside only for its account of the words: which ones bound to nothing.
      const offline = planQuestion(question, catalog, { today: options.today });
      return {
        status: 'answered',
        answer: textForResult(result),
        thinking: `Asked the language model for SQL over ${tables.map((table) => table.name).join(', ')}, then checked it: one SELECT over this source's tables only. Source: ${catalog.sourceName}.`,
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
        interpretation: contractInterpretation(interpretSql(sql, catalog)),
        unmatched: offline.unmatched,
        corrections: [],
      };
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      previousSql = sql;
    }
  }
  options.onFallback?.(`the language model's SQL was rejected twice: ${error ?? ''}`);
  return undefined;
}
