/**
 * The stages in order, for one question over one catalog: tokens → links → intent → plan. Pure: no database, no
 * clock (today is passed in). The SQL and the explanation come from the plan this returns.
 */
import type { Catalog } from '../catalog/catalog';
import { schemaModel, type ColumnRef, type SchemaModel } from '../catalog/schema-model';
import type { Intent, WordAccount } from '../intent/intent';
import { humanize, readIntent, singularLabel } from '../intent/read-intent';
import { buildPlan, pinSnapshots, readKeysOnTheBase } from '../plan/build-plan';
import { capitalise } from '../answer/answer-text';
import { amountOfRate } from '../links/derived-metrics';
import { lexiconFor } from '../links/link';
import { checkAccounting } from './accounting';
import { contradiction } from './contradiction';
import { countKeptInColumn, countWholesOfLines } from './counted-in-column';
import { amountOfWholeOnLines, countedOncePerGroup, countRowsOfPinnedColumn } from './degenerate-groups';
import { ledgerSide } from './ledger-side';
import { conditionThroughRolePointer } from './role-pointer';
import { filterColumns, type Clarification, type Filter, type QueryPlan } from '../plan/plan';
import type { TimeExpression } from '../intent/operators';

/** Words that only ever mean an amount of money, never a number of rows. */
const MONEY_ONLY_WORDS = new Set(['revenue', 'revenues', 'income', 'turnover', 'takings', 'proceeds', 'earnings', 'spend', 'spending']);
/** Words that ask for a number of rows. */
const COUNT_WORDS = new Set(['many', 'number', 'count', 'counts', '#', 'no.']);

export type AnswerStatus = 'answered' | 'clarification' | 'declined';

export interface PlannedQuestion {
  status: AnswerStatus;
  plan?: QueryPlan;
  clarification?: Clarification;
  /** Why a question was declined, in words for the user. */
  reason?: string;
  words: WordAccount[];
  /** The words that bound to nothing. */
  unmatched: string[];
  /** Words read as other words (typos, synonyms), shown back to the user. */
  corrections: { from: string; to: string }[];
}

export interface PlanQuestionOptions {
  /** ISO date: 'last month' and 'this year' count from it. */
  today: string;
}

export function planQuestion(question: string, catalog: Catalog, options: PlanQuestionOptions): PlannedQuestion {
  const outcome = readIntent(question, catalog, options);
  const unmatched = outcome.words.filter((word) => word.role === 'unmatched').map((word) => word.text);
  const base = { words: outcome.words, unmatched, corrections: outcome.corrections };
  if (outcome.kind === 'declined') return { status: 'declined', reason: outcome.reason, ...base };
  if (outcome.kind === 'clarification') return { status: 'clarification', clarification: outcome.clarification, ...base };
  const model = schemaModel(catalog);
  const fiscal = fiscalYearsKnown(model, outcome.intent);
  if (fiscal) return { status: 'clarification', clarification: fiscal, ...base };
  const planned = buildPlan(model, outcome.intent, options);
  if (planned.kind === 'declined') return { status: 'declined', reason: planned.reason, ...base };
  if (planned.kind === 'clarification') {
    const options = planned.rephrase ? rephrasings(outcome.words, planned.rephrase.table, planned.rephrase.prefixes) : [];
    return { status: 'clarification', clarification: options.length > 1 ? { ...planned.clarification, options } : planned.clarification, ...base };
  }
  planned.plan = countWholesOfLines(countKeptInColumn(countRowsOfPinnedColumn(planned.plan, model), model, outcome.words), model, outcome.words);
  // 'which rep(s) lost the most deals': one or several, so the rows tied with the last one kept are kept too.
  if (planned.plan.limit !== undefined && /[a-z]\(s\)/i.test(question)) planned.plan = { ...planned.plan, withTies: true };
  const degenerate = moneyCountedAsRows(planned.plan, outcome.words) ?? countedOncePerGroup(planned.plan, model) ?? amountOfWholeOnLines(planned.plan, model) ?? conditionThroughRolePointer(planned.plan, model, outcome.words) ?? contradiction(planned.plan);
  if (degenerate) return { status: 'clarification', clarification: degenerate, ...base };
  const snapshots = pinSnapshots(model, planned.plan);
  if ('clarification' in snapshots) return { status: 'clarification', clarification: snapshots.clarification, ...base };
  // 'top five recruiters by reqs filled' read as one count: a ranking of one figure ranks nothing.
  let plan = snapshots.plan;
  if (plan.limit !== undefined && plan.limit > 1 && plan.dimensions.length === 0 && plan.listColumns.length === 0 && plan.measures.length > 0 && !plan.perGroup) {
    return { status: 'clarification', clarification: { question: `I could not tell what to rank: the answer is one figure, not ${plan.limit} rows. What should be ranked?`, options: [] }, ...base };
  }
  // 'how much did discounts cost us': a column of fractions or rates (a discount of 0.15) does not add up to an amount.
  const summedRate = [...plan.measures, ...plan.having.map((condition) => condition.measure)].find((measure) => measure.aggregate === 'sum' && measure.column && isRate(model, measure.column));
  // Of order lines with a price and a quantity, it is the money the fraction took off them.
  const rateAmount = summedRate?.column ? amountTakenOff(catalog, summedRate.column) : undefined;
  if (summedRate && rateAmount && plan.measures.includes(summedRate)) {
    plan = { ...plan, measures: plan.measures.map((measure) => (measure === summedRate ? { aggregate: 'sum', metric: rateAmount, table: rateAmount.table, label: rateAmount.name } : measure)) };
  } else if (summedRate?.column) {
    return { status: 'clarification', clarification: { question: `${humanize(summedRate.column.column)} is a rate, not an amount: adding it up means nothing. Should it be its average, or an amount worked out from it?`, options: [`average ${humanize(summedRate.column.column)}`] }, ...base };
  }
  // 'top 3 requesters by tickets' read as a total of requester_no: numbers that point at rows are no amounts.
  const summedPointer = [...plan.measures, ...plan.having.map((condition) => condition.measure)].find((measure) => (measure.aggregate === 'sum' || measure.aggregate === 'avg') && measure.column && ['key', 'reference'].includes(model.column(measure.column).role));
  if (summedPointer?.column) {
    return { status: 'clarification', clarification: { question: `${capitalise(humanize(summedPointer.column.column))} points at other rows, so adding it up or averaging it means nothing. What should be counted or added up?`, options: [] }, ...base };
  }
  // 'spend vs budget by campaign' counted over daily rows: a campaign's budget would be added once per day. An amount
  // of a row the base has many rows for is summed at the base's grain only by repeating it, so it is asked.
  const repeated = plan.measures.find((measure) => measure.aggregate === 'sum' && measure.column && measure.column.table !== plan.baseTable && repeatsPerBaseRow(model, plan.baseTable, measure.column.table));
  if (repeated?.column) {
    const one = singularLabel(model.table(repeated.column.table).table.name);
    return { status: 'clarification', clarification: { question: `${capitalise(humanize(repeated.column.column))} is recorded once per ${one}, but the answer adds up ${humanize(model.table(plan.baseTable).table.name)}: each ${one}'s ${humanize(repeated.column.column)} would be counted many times. Should it be asked on its own?`, options: [`total ${humanize(repeated.column.column)} by ${one}`] }, ...base };
  }
  const ledger = ledgerSide(plan, model, outcome.words);
  if ('clarification' in ledger) return { status: 'clarification', clarification: ledger.clarification, ...base };
  plan = ledger.plan;
  // 'Among the events held in 2025, which one had the largest budget?': a question for rows answered with one figure
  // answers something else.
  const texts = outcome.words.map((word) => word.text.toLowerCase());
  const asksWhich = ['which', 'who', 'whom'].includes(texts[0] ?? '') || texts.some((text, i) => text === 'which' && ['one', 'ones'].includes(texts[i + 1] ?? ''));
  if (asksWhich && plan.dimensions.length === 0 && plan.listColumns.length === 0 && plan.measures.length > 0 && !plan.perGroup && !plan.comparison) {
    return { status: 'clarification', clarification: { question: 'I could not tell which rows the question asks for: the answer is one figure. Which rows should it list or rank?', options: [] }, ...base };
  }
  const unnamed = unnamedRows(plan, model, outcome.words);
  if (unnamed) return { status: 'clarification', clarification: { question: `The question names ${unnamed} but no rows or figures. What should the answer show about them?`, options: [] }, ...base };
  // 'For each zone, which account did we invoice the most': the rows 'which' asks for must be what the answer lists;
  // groups of something else answer another question.
  const whichAt = texts.indexOf('which');
  // 'which product category': the last of the nouns of rows said together is the rows asked for.
  let headAt = whichAt + 1;
  // 'which membership plan': a column of the same rows said after their noun is the head, what the answer groups by.
  const sameRowsColumn = (k: number) => {
    const [rows, column] = [outcome.words[k]?.target, outcome.words[k + 1]?.target];
    return rows?.kind === 'table' && column?.kind === 'column' && column.table === rows.table;
  };
  while (whichAt >= 0 && outcome.words[headAt]?.target?.kind === 'table' && (outcome.words[headAt + 1]?.target?.kind === 'table' || sameRowsColumn(headAt))) headAt++;
  const whichTarget = whichAt >= 0 ? outcome.words[headAt]?.target : undefined;
  if (whichTarget?.kind === 'table' && plan.dimensions.length > 0 && !plan.perGroup) {
    const shown = [...plan.dimensions.flatMap((dimension) => dimension.columns), ...plan.listColumns];
    const names = [...model.labelColumns(whichTarget.table), model.primaryKey(whichTarget.table)].filter((column): column is NonNullable<typeof column> => column !== undefined);
    if (!shown.some((column) => names.some((name) => name.table === column.table && name.column === column.column))) {
      return { status: 'clarification', clarification: { question: `I could not tell how to pick the ${humanize(model.table(whichTarget.table).table.name)} the question asks for. Which should be ranked, and within what?`, options: [] }, ...base };
    }
  }
  // 'which showroom had the worst no-show rate' where only customers' source says SHW: the rows asked for are named
  // by a value of other rows, so whatever rows the answer ranks are not them.
  // A value of a column of kinds ('which driver' of role_cd DRV) names a kind of the rows ranked, and is them.
  const whichWord = whichAt >= 0 ? outcome.words[whichAt + 1] : undefined;
  const headAfter = outcome.words[whichAt + 2]?.target?.kind;
  const ofKinds = whichWord?.target?.kind === 'value' && model.column({ table: whichWord.target.table, column: whichWord.target.column }).words.some((word) => KIND_NAME_WORDS.has(word));
  if (whichWord?.role === 'bound' && whichWord.target?.kind === 'value' && !ofKinds && headAfter !== 'table' && headAfter !== 'column' && headAfter !== 'value' && (plan.limit !== undefined || plan.dimensions.length > 0)) {
    return { status: 'clarification', clarification: { question: `"${whichWord.text}" matched a value of ${humanize(whichWord.target.column)}, not rows the answer can list. Which rows should it rank?`, options: [] }, ...base };
  }
  // 'tariffs with their use': a list of tariffs that takes a column of rows each tariff has many of (meter reads'
  // use_qty) from a word that is only part of its name repeats every tariff per reading; it is asked, not listed.
  const weakFanOut = outcome.words.find((word) => {
    const target = word.target;
    if (word.role !== 'bound' || word.via !== 'part' || target?.kind !== 'column' || target.table === plan.baseTable || plan.measures.length > 0) return false;
    const listed = plan.listColumns.some((column) => column.table === target.table && column.column === target.column);
    return listed && !model.reachesWithoutFanOut(plan.baseTable, target.table);
  });
  if (weakFanOut?.target?.kind === 'column') {
    const many = humanize(model.table(weakFanOut.target.table).table.name);
    const one = singularLabel(model.table(plan.baseTable).table.name);
    return { status: 'clarification', clarification: { question: `Each ${one} has many ${many}. Should "${weakFanOut.text}" be their ${humanize(weakFanOut.target.column)} listed one by one, or a total?`, options: [] }, ...base };
  }
  // 'refunds over $50: order id, customer name and refund amount' read as customers that have such a refund, with every
  // refund of theirs listed: the rows listed are not the rows the condition kept.
  const conditionOn = (filter: Filter, table: string) => (filter.kind === 'exists' ? !filter.negated && (filter.table === table || model.reachesWithoutFanOut(table, filter.table)) : filterColumns(filter).some((column) => column.table === table));
  const listedApart = plan.measures.length === 0 && plan.listColumns.find((column) => column.table !== plan.baseTable && !model.reachesWithoutFanOut(plan.baseTable, column.table) && plan.filters.some((filter) => conditionOn(filter, column.table)));
  if (listedApart) {
    return { status: 'clarification', clarification: { question: `Should the answer list each ${singularLabel(model.table(listedApart.table).table.name)} that matches, or each ${singularLabel(model.table(plan.baseTable).table.name)} with all of theirs?`, options: [] }, ...base };
  }
  // 'which 4 customers' where only cust_since_dt has the word: rows asked for are no dates that part of a name
  // names; grouped day by day, they would answer with dates.
  const partDate = outcome.words.find((word) => {
    const target = word.target;
    if (word.role !== 'bound' || word.via !== 'part' || target?.kind !== 'column' || !model.isDate({ table: target.table, column: target.column })) return false;
    return plan.dimensions.some((dimension) => !dimension.grain && dimension.columns.some((column) => column.table === target.table && column.column === target.column));
  });
  if (partDate?.target?.kind === 'column') {
    return { status: 'clarification', clarification: { question: `"${partDate.text}" matched only part of ${humanize(partDate.target.column)}, which is a date. What should the answer list for "${partDate.text}"?`, options: [] }, ...base };
  }
  // Periods that do not overlap, all required of the same date, leave no rows: the question meant something else.
  const disjoint = disjointPeriods(plan) ?? differentEquals(plan);
  if (disjoint) return { status: 'clarification', clarification: { question: `No row can be both ${disjoint.map((range) => range.label).join(' and ')}. Which should the answer cover, or should they be compared?`, options: [] }, ...base };
  // 'Advanced SQL enrolments by learners who never completed SQL Fundamentals': a value kept and another value of the
  // same column excluded on the same rows excludes nothing; the negation was about other rows.
  const idle = idleNegation(plan);
  if (idle) return { status: 'clarification', clarification: { question: `Rows whose ${idle.kept.label} already exclude ${quoteWords(idle.excluded.values)}, so "${idle.excluded.label}" changes nothing. Which rows should it apply to?`, options: [] }, ...base };
  const words = checkAccounting(outcome.words, plan, model);
  const dropped = words.filter((word) => word.role === 'unmatched').map((word) => word.text);
  if (dropped.length > 0) {
    return {
      status: 'clarification',
      clarification: { question: `I could not use ${quoteWords(dropped)} in the answer. What should ${dropped.length === 1 ? 'it' : 'they'} change?`, options: [] },
      words,
      unmatched: dropped,
      corrections: outcome.corrections,
    };
  }
  return { status: 'answered', plan: readKeysOnTheBase(model, plan), ...base, words };
}

/** Name words of a column that sorts rows into kinds of themselves: a role, a title, a type. */
const KIND_NAME_WORDS = new Set(['role', 'title', 'type', 'kind', 'category', 'class', 'grade', 'position', 'job', 'tier', 'level', 'rank']);

function quoteWords(words: string[]): string {
  const quoted = [...new Set(words)].map((word) => `"${word}"`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

/** The question again with each prefix before the first word that named `table`: 'by restaurant city'. */
function rephrasings(words: readonly WordAccount[], table: string, prefixes: string[]): string[] {
  const at = words.find((word) => word.target && (word.target.kind === 'table' || word.target.kind === 'column' || word.target.kind === 'value') && word.target.table === table)?.index;
  if (at === undefined) return [];
  return prefixes.map((prefix) => words.map((word) => (word.index === at ? `${prefix} ${word.text}` : word.text)).join(' ').replace(/\s+([?,.!])/g, '$1'));
}

/**
 * 'google vs bing in 2025': values and times alone, with no rows, column or figure named, over rows that nothing
 * names (daily figures with neither a key nor a unique name) list only the first text column of the rows that hold
 * them, which answers nothing asked. The values, quoted, when so.
 */
function unnamedRows(plan: QueryPlan, model: SchemaModel, words: readonly WordAccount[]): string | undefined {
  if (plan.measures.length > 0 || plan.dimensions.length > 0 || plan.perGroup) return undefined;
  const bound = words.filter((word) => word.role === 'bound' && word.target);
  if (bound.length === 0 || bound.some((word) => word.target?.kind !== 'value')) return undefined;
  const named = model.primaryKey(plan.baseTable) !== undefined || model.labelColumns(plan.baseTable).some((column) => model.isUnique(column));
  return named ? undefined : quoteWords(bound.map((word) => word.text));
}

/** Date ranges on one column, all required, that no date falls in together. */
function disjointPeriods(plan: QueryPlan): DateRangeFilter[] | undefined {
  const ranges = plan.filters.filter((filter): filter is DateRangeFilter => filter.kind === 'date_range');
  for (const range of ranges) {
    const same = ranges.filter((other) => other.column.table === range.column.table && other.column.column === range.column.column);
    const from = same.reduce((latest, other) => (other.from > latest ? other.from : latest), range.from);
    const to = same.reduce((earliest, other) => (other.to < earliest ? other.to : earliest), range.to);
    if (same.length > 1 && from >= to) return same;
  }
  return undefined;
}

type DateRangeFilter = Extract<Filter, { kind: 'date_range' }>;

/** A column required to equal two different numbers ('yr = 2025 and yr = 2026'). */
function differentEquals(plan: QueryPlan): Filter[] | undefined {
  const equals = plan.filters.filter((filter): filter is Extract<Filter, { kind: 'compare' }> => filter.kind === 'compare' && filter.operator === '=');
  for (const filter of equals) {
    const other = equals.find((candidate) => candidate !== filter && candidate.column.table === filter.column.table && candidate.column.column === filter.column.column && candidate.value !== filter.value);
    if (other) return [filter, other];
  }
  // 'currently active' read as two states of one status column: no row has both.
  const kept = plan.filters.filter((filter): filter is ValuesFilter => filter.kind === 'values' && !filter.negated);
  for (const filter of kept) {
    const other = kept.find((candidate) => candidate !== filter && candidate.column.table === filter.column.table && candidate.column.column === filter.column.column && !candidate.values.some((value) => filter.values.includes(value)));
    if (other) return [filter, other];
  }
  return undefined;
}

/** A negated list of values on a column the plan already keeps to other values of, on the same rows. */
function idleNegation(plan: QueryPlan): { kept: ValuesFilter; excluded: ValuesFilter } | undefined {
  const values = plan.filters.filter((filter): filter is ValuesFilter => filter.kind === 'values');
  for (const excluded of values) {
    // 'overdue invoices, leave out anything written off': rows said to be left out that are out already change nothing
    // and mean no other rows.
    if (!excluded.negated || excluded.byQualifier || excluded.leftOut) continue;
    const kept = values.find((filter) => !filter.negated && filter.column.table === excluded.column.table && filter.column.column === excluded.column.column && !filter.values.some((value) => excluded.values.includes(value)));
    if (kept) return { kept, excluded };
  }
  return undefined;
}

type ValuesFilter = Extract<Filter, { kind: 'values' }>;

/** The money a rate column of lines takes off them (a discount of price × quantity), where the data implies it. */
function amountTakenOff(catalog: Catalog, rate: ColumnRef): { name: string; table: string; expression: string } | undefined {
  const name = amountOfRate(rate.column);
  const found = lexiconFor(catalog).derived.find((metric) => metric.table === rate.table && metric.name === name);
  return found ? { name: found.name, table: found.table, expression: found.expression } : undefined;
}

/** A column of fractions (0 to 1, not all whole numbers) or one named a rate or a percentage. */
function isRate(model: SchemaModel, ref: ColumnRef): boolean {
  const { column, words } = model.column(ref);
  if (words.some((word) => ['pct', 'percent', 'percentage', 'rate', 'ratio'].includes(word))) return true;
  return column.type === 'numeric' && typeof column.min === 'number' && typeof column.max === 'number' && column.min >= 0 && column.max <= 1 && column.distinctCount > 2;
}

/** Whether each row of `table` stands for many rows of `base`: reached from it only along keys many rows share. */
function repeatsPerBaseRow(model: SchemaModel, base: string, table: string): boolean {
  const path = model.path(base, table);
  return path !== undefined && path.length > 0 && path.every((step) => !step.fansOut) && path.some((step) => !model.isUnique({ table: step.fromTable, column: step.fromColumn }));
}

/** 'by what % did revenue grow' read as a count of the rows a word of money named: money is never a count of rows. */
function moneyCountedAsRows(plan: QueryPlan, words: readonly WordAccount[]): Clarification | undefined {
  const money = words.find((word) => word.role === 'bound' && word.target?.kind === 'table' && MONEY_ONLY_WORDS.has(word.text.toLowerCase()));
  const rows = money?.target?.kind === 'table' ? money.target.table : undefined;
  if (!money || !rows || words.some((word) => COUNT_WORDS.has(word.text.toLowerCase()))) return undefined;
  const counted = plan.measures.some((measure) => measure.aggregate === 'count' && !measure.column && !measure.metric && !measure.ratio && measure.table === rows);
  return counted ? { question: `I could not tell which amount "${money.text}" is in this data. Which amount should be added up?`, options: [] } : undefined;
}

/**
 * 'this financial year': the month the year starts in, where the catalog's money says it (pounds: April, Australian
 * dollars: July), set on the question's time; where nothing says it, asked rather than guessed.
 */
function fiscalYearsKnown(model: SchemaModel, intent: Intent): Clarification | undefined {
  // 'since the start of the financial year': the year may be the start of a span.
  const fiscalOf = (time: TimeExpression) => (time.kind === 'since' ? time.from : time);
  const fiscal = intent.times.filter((request) => fiscalOf(request.time).kind === 'fiscal_year');
  if (fiscal.length === 0) return undefined;
  const startMonth = model.fiscalYearStartMonth();
  if (startMonth === undefined) return { question: 'When does your financial year start?', options: ['1 January', '1 April', '1 July', '1 October'] };
  for (const request of fiscal) {
    const time = request.time;
    if (time.kind === 'fiscal_year') request.time = { ...time, startMonth };
    else if (time.kind === 'since' && time.from.kind === 'fiscal_year') request.time = { ...time, from: { ...time.from, startMonth } };
  }
  return undefined;
}
