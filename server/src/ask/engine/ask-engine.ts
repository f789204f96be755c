import type { Catalog } from '../../modules/data-sources/catalog/catalog';
import type { QueryResult, SourceConnection } from '../../modules/data-sources/connections/source-connection';
import { validateSql, type SqlPolicy } from '../safety/validate-sql';
import { answerText, chooseChart, type ChartSpec } from './answer';
import { describePlan } from './describe-plan';
import type { Clarification, QueryPlan } from './plan';
import { Planner, type PlanOutcome } from './planner';
import { renderSql } from './render-sql';
import { suggestQuestions } from './suggestions';
import { tokenize } from './text';
import { readCues } from './cues';

/** What the engine answers: the numbers in words, the plan in words, the SQL, the rows and how to chart them. */
export interface AskAnswer {
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
}

export interface AskLimits {
  timeoutMs: number;
  maxRows: number;
}

const policies = new WeakMap<Catalog, Map<string, SqlPolicy>>();

/**
 * The SQL policy of one catalog: only its tables and columns, at most `maxRows` rows. The same object is returned
 * while the catalog lives, so validated SQL is remembered with it (see validateSql).
 */
export function policyFor(catalog: Catalog, schema: string, maxRows: number): SqlPolicy {
  let byLimits = policies.get(catalog);
  if (!byLimits) {
    byLimits = new Map();
    policies.set(catalog, byLimits);
  }
  const key = `${schema}\u0000${maxRows}`;
  let policy = byLimits.get(key);
  if (!policy) {
    policy = Object.freeze({
      dialect: catalog.dialect,
      schema,
      tables: catalog.tables.map((table) => ({ schema: table.schema, name: table.name, columns: table.columns.map((column) => column.name) })),
      maxRows,
    });
    byLimits.set(key, policy);
  }
  return policy;
}

/** How much of a question one catalog understands: the summed strength of the words it matches. */
export function coverage(planner: Planner, question: string): number {
  const tokens = tokenize(question);
  const cues = readCues(tokens);
  return planner.lexicon
    .match(tokens, cues.used)
    .reduce((sum, match) => sum + Math.max(...match.candidates.map(({ strength }) => strength)) * (match.end - match.start), 0);
}

/** Plans are cached per catalog object; building the lexicon is the expensive part of planning. */
const planners = new WeakMap<Catalog, Planner>();

export function plannerFor(catalog: Catalog): Planner {
  let planner = planners.get(catalog);
  if (!planner) {
    planner = new Planner(catalog);
    planners.set(catalog, planner);
  }
  return planner;
}

/** Picks the source that understands the question best; ties go to the first. */
export function chooseCatalog(catalogs: readonly Catalog[], question: string): Catalog | undefined {
  let best: Catalog | undefined;
  let bestScore = -1;
  for (const catalog of catalogs) {
    const score = coverage(plannerFor(catalog), question);
    if (score > bestScore) {
      best = catalog;
      bestScore = score;
    }
  }
  return best;
}

export function emptyAnswer(catalog: Catalog | undefined, text: string, thinking: string): AskAnswer {
  return {
    answer: text,
    thinking,
    sql: null,
    columns: [],
    rows: [],
    chart: null,
    clarification: null,
    sourceIds: catalog ? [catalog.sourceId] : [],
    plan: null,
    suggestions: catalog ? suggestQuestions(catalog) : [],
    truncated: false,
    engine: 'offline',
  };
}

/** Renders, checks and runs a plan, and words the result. */
export async function runPlan(
  plan: QueryPlan,
  catalog: Catalog,
  connection: SourceConnection,
  limits: AskLimits,
): Promise<AskAnswer> {
  const planner = plannerFor(catalog);
  const rendered = renderSql(plan, planner.index, planner.graph, catalog.dialect);
  // The engine's own SQL passes the same checks as anyone else's.
  const checked = validateSql(rendered.sql, policyFor(catalog, connection.schema, limits.maxRows));
  const result = await connection.query(checked.sql, [], { timeoutMs: limits.timeoutMs, maxRows: limits.maxRows });
  return answerFor(plan, catalog, rendered.sql, result, rendered.columns);
}

export function answerFor(plan: QueryPlan, catalog: Catalog, sql: string, result: QueryResult, names: string[]): AskAnswer {
  const columns = result.columns.map((column, i) => column.name || names[i] || `column_${i + 1}`);
  return {
    answer: answerText(plan, result, columns),
    thinking: describePlan(plan, catalog.sourceName),
    sql,
    columns,
    rows: result.rows,
    chart: chooseChart(plan, result, columns),
    clarification: null,
    sourceIds: [catalog.sourceId],
    plan,
    suggestions: [],
    truncated: result.truncated,
    engine: 'offline',
  };
}

/** The offline path: plan the question (or refine the previous plan), then run it. */
export async function askOffline(
  question: string,
  catalog: Catalog,
  connection: SourceConnection,
  limits: AskLimits,
  previous?: QueryPlan,
): Promise<AskAnswer> {
  const planner = plannerFor(catalog);
  const outcome: PlanOutcome = previous ? planner.refine(previous, question) : planner.plan(question);
  if (outcome.kind === 'clarification') {
    return {
      ...emptyAnswer(catalog, outcome.clarification.question, 'The question has more than one reasonable reading, so the assistant asks instead of guessing.'),
      clarification: outcome.clarification,
      suggestions: [],
    };
  }
  if (outcome.kind === 'unanswerable') {
    return emptyAnswer(catalog, `I can't answer that from ${catalog.sourceName}. ${outcome.reason}`, outcome.reason);
  }
  return runPlan(outcome.plan, catalog, connection, limits);
}
