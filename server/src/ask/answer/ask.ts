/**
 * The engine's entry: a question over one source's catalog becomes a plan (tokens → links → intent → plan), the plan
 * one checked SELECT, the result an answer with its interpretation. With no reading it can stand behind, the engine
 * asks a question back or declines, and says which words it did not understand.
 */
import type { Catalog } from '../catalog/catalog';
import { schemaModel } from '../catalog/schema-model';
import { describePlan, interpretPlan, type InterpretationToken } from '../explain/interpretation';
import { linkTokens } from '../links/link';
import { planQuestion, type AnswerStatus } from '../pipeline/plan-question';
import type { Clarification, QueryPlan } from '../plan/plan';
import { UnsafeSqlError, validateSql } from '../safety/validate-sql';
import { renderSql, UnrenderablePlanError } from '../sql/render-sql';
import { tokenize } from '../tokens/tokenize';
import { answerText, chooseChart, type ChartSpec } from './answer-text';
import { isFollowUp, refinePlan } from './follow-up';
import { planWithNames } from './name-lookup';
import { policyFor } from './policy';
import { humanize } from '../intent/read-intent';
import type { QueryLimits, QueryResult, QueryRunner } from './runner';
import { suggestQuestions } from './suggestions';

export type { AnswerStatus, ChartSpec, InterpretationToken };
export type AskLimits = QueryLimits;

/** The answer statuses the API promises. */
export const ANSWER_STATUSES: readonly AnswerStatus[] = ['answered', 'clarification', 'declined'];

/** The interpretation kinds the API promises, in the order the explanation stage lists them. */
export const INTERPRETATION_KINDS = ['measure', 'list', 'group', 'filter', 'time', 'order', 'limit', 'join'] as const;
export type ContractKind = (typeof INTERPRETATION_KINDS)[number];
export interface ContractToken {
  kind: ContractKind;
  text: string;
}

function isContractToken(token: InterpretationToken): token is ContractToken {
  return (INTERPRETATION_KINDS as readonly string[]).includes(token.kind);
}

/** The tokens of the API's kinds; any other kind is the explanation stage's own note and stays inside the engine. */
export function contractInterpretation(tokens: readonly InterpretationToken[]): ContractToken[] {
  return tokens.filter(isContractToken).map((token) => ({ kind: token.kind, text: token.text }));
}

/** What the engine answers: the numbers in words, the plan in words, the SQL, the rows and how to chart them. */
export interface AskAnswer {
  status: AnswerStatus;
  answer: string;
  thinking: string;
  sql: string | null;
  columns: string[];
  rows: unknown[][];
  chart: ChartSpec | null;
  clarification: Clarification | null;
  sourceIds: number[];
  /** The plan behind the answer, kept for follow-up questions. */
  plan: QueryPlan | null;
  /** Questions the source can answer, offered when this one could not be. */
  suggestions: string[];
  truncated: boolean;
  /** Which path wrote the SQL. */
  engine: 'offline' | 'llm';
  /** What was understood, as tokens: measure, groupings, filters, time, order, limit, joins. */
  interpretation: ContractToken[];
  /** The question's words that bound to nothing. */
  unmatched: string[];
  /** Words read as other words (typos corrected, synonyms). */
  corrections: { from: string; to: string }[];
}

export interface AskOptions {
  /** ISO date that 'last month' and 'this year' count from; today by default. */
  today?: string;
  /** The conversation's previous plan, for follow-ups. */
  previous?: QueryPlan;
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function emptyAnswer(catalog: Catalog | undefined, text: string, thinking: string, status: AnswerStatus = 'declined'): AskAnswer {
  return {
    status,
    answer: text,
    thinking,
    sql: null,
    columns: [],
    rows: [],
    chart: null,
    clarification: null,
    sourceIds: catalog ? [catalog.sourceId] : [],
    plan: null,
    suggestions: catalog && status === 'declined' ? suggestQuestions(catalog) : [],
    truncated: false,
    engine: 'offline',
    interpretation: [],
    unmatched: [],
    corrections: [],
  };
}

export function answerFor(plan: QueryPlan, catalog: Catalog, sql: string, result: QueryResult, names: string[], asides: readonly string[] = []): AskAnswer {
  const columns = result.columns.map((column, i) => column.name || names[i] || `column_${i + 1}`);
  // The words and the chart are about the result without the columns that only restate another.
  const kept = columns.map((_, i) => i).filter((i) => !asides.includes(columns[i] as string));
  const summarised = kept.length === columns.length ? result : { ...result, columns: kept.map((i) => result.columns[i] as QueryResult['columns'][number]), rows: result.rows.map((row) => kept.map((i) => row[i])) };
  const summaryColumns = kept.map((i) => columns[i] as string);
  return {
    status: 'answered',
    answer: answerText(plan, summarised, summaryColumns),
    thinking: describePlan(plan, catalog.sourceName),
    sql,
    columns,
    rows: result.rows,
    chart: chooseChart(plan, summarised, summaryColumns),
    clarification: null,
    sourceIds: [catalog.sourceId],
    plan,
    suggestions: [],
    truncated: result.truncated,
    engine: 'offline',
    interpretation: contractInterpretation(interpretPlan(plan, schemaModel(catalog))),
    unmatched: [],
    corrections: [],
  };
}

/** Renders, checks and runs a plan, and words the result. */
export async function runPlan(plan: QueryPlan, catalog: Catalog, runner: QueryRunner, limits: AskLimits): Promise<AskAnswer> {
  let rendered;
  try {
    rendered = renderSql(plan, schemaModel(catalog));
  } catch (error) {
    if (error instanceof UnrenderablePlanError) return emptyAnswer(catalog, `I can't answer that from ${catalog.sourceName}: ${error.message}`, error.message);
    throw error;
  }
  // The engine's own SQL passes the same checks as anyone else's. A refusal is the engine's shortcoming (a name the
  // checks cannot read, say), never the asker's, so it is worded as an answer rather than raised as a fault.
  let checked;
  try {
    checked = validateSql(rendered.sql, policyFor(catalog, runner.schema, limits.maxRows));
  } catch (error) {
    if (!(error instanceof UnsafeSqlError)) throw error;
    const reason = `The query written for it did not pass the safety checks: ${error.message}`;
    return emptyAnswer(catalog, `I can't answer that from ${catalog.sourceName}. ${reason}`, reason);
  }
  const result = await runner.query(checked.sql, [], { timeoutMs: limits.timeoutMs, maxRows: limits.maxRows });
  const ungrouped = groupingOfNone(plan, result, catalog);
  if (ungrouped) return { ...emptyAnswer(catalog, ungrouped.question, 'Every row of the answer fell outside the groups asked for, so the grouping tells nothing.', 'clarification'), clarification: ungrouped };
  return answerFor(plan, catalog, rendered.sql, result, rendered.columns, rendered.asides);
}

/**
 * 'funerals we did in October for each funeral director' read as groups of a column none of the rows has (an order's
 * direction code, reached through the customer): one group, empty, holding every row. That grouping answers nothing,
 * so the question goes back.
 */
function groupingOfNone(plan: QueryPlan, result: QueryResult, catalog: Catalog): Clarification | undefined {
  const [dimension] = plan.dimensions;
  if (plan.dimensions.length !== 1 || !dimension || dimension.grain || dimension.periodColumns || plan.measures.length === 0 || plan.listColumns.length > 0) return undefined;
  if (result.rows.length === 0 || !result.rows.every((row) => row[0] === null || row[0] === undefined)) return undefined;
  const rows = schemaModel(catalog).table(plan.baseTable).table.name;
  return { question: `None of the ${humanize(rows)} asked about has a ${dimension.label}, so they cannot be split by it. What should they be split by?`, options: [] };
}

/** The offline path: plan the question (or refine the previous plan), then run it. */
export async function askOffline(question: string, catalog: Catalog, runner: QueryRunner, limits: AskLimits, options: AskOptions = {}): Promise<AskAnswer> {
  const day = options.today ?? today();
  const followUp = options.previous !== undefined && isFollowUp(question);
  if (options.previous && followUp) {
    const refined = refinePlan(options.previous, question, catalog, day);
    if (refined) return runPlan(refined, catalog, runner, limits);
  }
  // A name the catalog keeps no values for ('Tuna Helper', one boat of thousands) is looked up before asking back.
  const { planned, catalog: source } = await planWithNames(question, catalog, runner, limits, day);
  if (options.previous && !followUp && planned.status !== 'answered') {
    // 'top 3 only' or 'lowest first' names nothing on its own, but refines the question before it.
    const refined = refinePlan(options.previous, question, catalog, day);
    if (refined) return runPlan(refined, catalog, runner, limits);
  }
  const words = { unmatched: planned.unmatched, corrections: planned.corrections };
  if (planned.status === 'clarification' && planned.clarification) {
    return {
      ...emptyAnswer(source, planned.clarification.question, 'The question has a word or a reading the assistant is not sure of, so it asks instead of guessing.', 'clarification'),
      clarification: planned.clarification,
      ...words,
    };
  }
  if (planned.status !== 'answered' || !planned.plan) {
    const reason = planned.reason ?? 'The question does not match this data.';
    return { ...emptyAnswer(source, `I can't answer that from ${source.sourceName}. ${reason}`, reason), ...words };
  }
  const answer = await runPlan(planned.plan, source, runner, limits);
  return { ...answer, corrections: planned.corrections };
}

/** The plan the engine would follow, in words, without running it (for the thinking box); undefined when the
 * question would be declined. */
export function planInWords(question: string, catalog: Catalog, options: AskOptions = {}): string | undefined {
  const planned = planQuestion(question, catalog, { today: options.today ?? today() });
  if (planned.status === 'answered' && planned.plan) return describePlan(planned.plan, catalog.sourceName);
  if (planned.status === 'clarification' && planned.clarification) return `Before answering, the assistant asks: ${planned.clarification.question}`;
  return undefined;
}

const coverageCache = new WeakMap<Catalog, Map<string, number>>();

/** How much of a question one catalog understands: the best link score of each word, summed. */
export function coverage(catalog: Catalog, question: string): number {
  let byQuestion = coverageCache.get(catalog);
  if (!byQuestion) {
    byQuestion = new Map();
    coverageCache.set(catalog, byQuestion);
  }
  const known = byQuestion.get(question);
  if (known !== undefined) return known;
  const tokens = tokenize(question);
  const best = tokens.map(() => 0);
  for (const link of linkTokens(tokens, catalog)) for (let i = link.start; i < link.end; i++) best[i] = Math.max(best[i] ?? 0, link.score);
  const score = best.reduce((sum, value) => sum + value, 0);
  if (byQuestion.size > 500) byQuestion.clear();
  byQuestion.set(question, score);
  return score;
}

/** The source that understands the question best; ties go to the first. */
export function chooseCatalog(catalogs: readonly Catalog[], question: string): Catalog | undefined {
  let best: Catalog | undefined;
  let bestScore = -1;
  for (const catalog of catalogs) {
    const score = coverage(catalog, question);
    if (score > bestScore) {
      best = catalog;
      bestScore = score;
    }
  }
  return best;
}
