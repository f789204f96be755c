/**
 * Checks that every word the intent stage bound (and every operator word the plan must carry out) is used by the plan: a word bound to a table, column or value that
 * the plan never touches was dropped in silence, which is how confident wrong answers happen. Such words count as
 * unmatched.
 */
import type { SchemaModel } from '../catalog/schema-model';
import type { WordAccount } from '../intent/intent';
import { humanize, isDurationUnit } from '../intent/read-intent';
import { DISTINCT_WORDS } from '../intent/operators';
import { ENDED_BY_SOMEONE, MONEY_FIGURE_WORDS, MONEY_NAME_WORDS, MONEY_NOUNS, RATE_NAME_WORDS } from '../intent/vocabulary';
import type { Target } from '../links/lexicon';
import type { Filter, Measure, QueryPlan } from '../plan/plan';

interface PlanParts {
  tables: Set<string>;
  columns: Set<string>;
  values: Set<string>;
  metrics: Set<string>;
}

const key = (table: string, column: string) => `${table}\u0000${column}`;

function addFilter(parts: PlanParts, filter: Filter): void {
  if (filter.kind === 'related') {
    parts.columns.add(key(filter.column.table, filter.column.column));
    parts.columns.add(key(filter.key.table, filter.key.column));
    for (const inner of filter.filters) addFilter(parts, inner);
    return;
  }
  if (filter.kind === 'exists') {
    parts.tables.add(filter.table);
    // The way it was told to go ('won': through winner_id) is used too.
    for (const step of filter.route ?? []) {
      parts.columns.add(key(step.fromTable, step.fromColumn));
      parts.columns.add(key(step.toTable, step.toColumn));
    }
    for (const inner of filter.filters) addFilter(parts, inner);
    return;
  }
  parts.columns.add(key(filter.column.table, filter.column.column));
  parts.tables.add(filter.column.table);
  if (filter.kind === 'columns') {
    parts.columns.add(key(filter.other.table, filter.other.column));
    parts.tables.add(filter.other.table);
  }
  if (filter.kind === 'values') for (const value of filter.values) parts.values.add(`${key(filter.column.table, filter.column.column)}\u0000${value}`);
}

function addMeasure(parts: PlanParts, measure: Measure, model: SchemaModel, countsPointed = false): void {
  if (measure.table) parts.tables.add(measure.table);
  if (measure.column) {
    parts.columns.add(key(measure.column.table, measure.column.column));
    parts.tables.add(measure.column.table);
    // 'products per order' over order lines: counting the lines' pointers to products and to orders counts products
    // and orders. Only in a ratio, or where 'different' was said: a count alone moved onto other rows ('clubs in 2025'
    // as clubs with check-ins in 2025) is no count of the rows named.
    const column = measure.column;
    if (countsPointed && (measure.aggregate === 'count' || measure.aggregate === 'count_distinct')) for (const join of model.catalog.joins) if (join.fromTable === column.table && join.fromColumn === column.column) parts.tables.add(join.toTable);
  }
  if (measure.metric) {
    parts.metrics.add(measure.metric.name);
    parts.tables.add(measure.metric.table);
    // '(units in stock x unit price)': the columns a metric works with are used when it is.
    for (const column of model.metricColumns(measure.metric)) parts.columns.add(key(column.table, column.column));
  }
  if (measure.rate) {
    parts.columns.add(key(measure.rate.column.table, measure.rate.column.column));
    parts.values.add(`${key(measure.rate.column.table, measure.rate.column.column)}\u0000${measure.rate.value}`);
  }
  if (measure.share) {
    for (const filter of [...measure.share.condition, ...(measure.share.among ?? [])]) addFilter(parts, filter);
    if (measure.share.measure) addMeasure(parts, measure.share.measure, model);
  }
  if (measure.ratio) {
    addMeasure(parts, measure.ratio.numerator, model, true);
    addMeasure(parts, measure.ratio.denominator, model, true);
  }
  if (measure.owed?.paid) {
    parts.columns.add(key(measure.owed.paid.table, measure.owed.paid.column));
    parts.tables.add(measure.owed.paid.table);
  }
  if (measure.perRow) {
    parts.tables.add(measure.perRow.table);
    addMeasure(parts, measure.perRow.measure, model);
  }
  if (measure.duration) {
    for (const column of [measure.duration.from, measure.duration.to]) {
      parts.columns.add(key(column.table, column.column));
      parts.tables.add(column.table);
    }
  }
}

function planParts(plan: QueryPlan, model: SchemaModel, distinctSaid = false): PlanParts {
  const parts: PlanParts = { tables: new Set([plan.baseTable]), columns: new Set(), values: new Set(), metrics: new Set() };
  // 'number of different customers each employee sold to in 1997': counting the distinct pointers of the orders counts
  // the customers, when the words asked for distinct ones.
  for (const measure of plan.measures) addMeasure(parts, measure, model, distinctSaid && measure.aggregate === 'count_distinct');
  for (const dimension of plan.dimensions) {
    for (const column of [...dimension.columns, ...(dimension.key ? [dimension.key] : [])]) {
      parts.columns.add(key(column.table, column.column));
      parts.tables.add(column.table);
    }
    if (dimension.periodColumns) for (const column of Object.values(dimension.periodColumns)) if (column) parts.columns.add(key(column.table, column.column));
  }
  for (const column of plan.listColumns) {
    parts.columns.add(key(column.table, column.column));
    parts.tables.add(column.table);
  }
  for (const filter of plan.filters) addFilter(parts, filter);
  for (const condition of plan.having) {
    addMeasure(parts, condition.measure, model);
    for (const filter of condition.filters ?? []) addFilter(parts, filter);
  }
  if (plan.comparison) parts.columns.add(key(plan.comparison.column.table, plan.comparison.column.column));
  // A table's name and key stand for the table: counting sales agents uses the agents' name column.
  for (const table of [...parts.tables]) {
    for (const label of model.labelColumns(table)) parts.columns.add(key(label.table, label.column));
    const primary = model.primaryKey(table);
    if (primary) parts.columns.add(key(primary.table, primary.column));
  }
  // Tables on the join path of anything used are used too ('orders' between customers and order lines), and so are
  // the key columns the joins go through ('carrier', the code that names the carrier shown).
  for (const table of [...parts.tables]) {
    for (const step of plan.routes?.find((route) => route.table === table)?.steps ?? model.path(plan.baseTable, table) ?? []) {
      parts.tables.add(step.toTable);
      parts.columns.add(key(step.fromTable, step.fromColumn));
      parts.columns.add(key(step.toTable, step.toColumn));
    }
  }
  return parts;
}

function used(parts: PlanParts, target: Target): boolean {
  switch (target.kind) {
    case 'table':
      return parts.tables.has(target.table);
    case 'column':
      return parts.columns.has(key(target.table, target.column));
    case 'value':
      return parts.values.has(`${key(target.table, target.column)}\u0000${target.value}`) || parts.columns.has(key(target.table, target.column));
    case 'metric':
      return parts.metrics.has(target.metric.name);
  }
}

/** Whether a condition excludes rows by what they have or lack: not a value, no related rows, an empty column. */
function negates(filter: Filter): boolean {
  switch (filter.kind) {
    case 'values':
      return filter.negated === true;
    case 'exists':
      return filter.negated || filter.filters.some(negates);
    case 'null':
      return true;
    case 'not_null':
      return filter.negated === true;
    case 'flag':
      return !filter.value;
    case 'compare':
      return filter.operator === '<>' || (filter.value === 0 && ['=', '<='].includes(filter.operator));
    case 'columns':
      return filter.operator === '<>';
    case 'related':
      return filter.negated === true || filter.filters.some(negates);
    default:
      return false;
  }
}

function measureNegates(measure: Measure): boolean {
  if (measure.share && [...measure.share.condition, ...(measure.share.among ?? [])].some(negates)) return true;
  if (measure.rate?.against) return true;
  return measure.ratio !== undefined && (measureNegates(measure.ratio.numerator) || measureNegates(measure.ratio.denominator));
}

/** Every measure of the plan, with those inside ratios, shares and conditions on groups. */
function planMeasures(plan: QueryPlan): Measure[] {
  const all: Measure[] = [];
  const visit = (measure: Measure) => {
    all.push(measure);
    if (measure.ratio) [measure.ratio.numerator, measure.ratio.denominator].forEach(visit);
    if (measure.share?.measure) visit(measure.share.measure);
    if (measure.perRow) visit(measure.perRow.measure);
  };
  [...plan.measures, ...plan.having.map((condition) => condition.measure)].forEach(visit);
  return all;
}

/** Whether the answer is a share, a ratio, a rate or a change in percent, as a rate word asks. */
function answersRate(plan: QueryPlan, model: SchemaModel): boolean {
  if (plan.shareOfTotal || plan.growth || plan.comparison) return true;
  return planMeasures(plan).some((measure) => measure.share || measure.ratio || measure.rate || measure.metric || measure.duration || (measure.column && [...model.column(measure.column).words, ...model.column(measure.column).rawWords].some((word) => RATE_NAME_WORDS.has(word.toLowerCase()))));
}

function planNegates(plan: QueryPlan): boolean {
  return plan.filters.some(negates) || plan.measures.some(measureNegates) || plan.having.some((condition) => (condition.value === 0 && ['=', '<='].includes(condition.operator)) || (condition.filters ?? []).some(negates));
}

/** Whether a condition, or one it holds on related rows, meets `test`. */
function someCondition(filter: Filter, test: (filter: Filter) => boolean): boolean {
  return test(filter) || ((filter.kind === 'exists' || filter.kind === 'related') && filter.filters.some((inner) => someCondition(inner, test)));
}

/** Whether the plan compares anything with a number or another column, in its rows, related rows or groups. */
function planCompares(plan: QueryPlan): boolean {
  const compares = (filter: Filter) => someCondition(filter, (one) => one.kind === 'compare' || one.kind === 'columns' || one.kind === 'between');
  return plan.filters.some(compares) || plan.having.length > 0 || plan.comparison?.difference !== undefined;
}

function dropped(word: WordAccount, parts: PlanParts, plan: QueryPlan, model: SchemaModel): boolean {
  // A state read on a list of states ('cancellation' as ord_status Voided) is kept by the code that points at it.
  if (word.role === 'bound' && word.target?.kind === 'column' && word.via === 'state') {
    const { table } = word.target;
    return !used(parts, word.target) && !model.catalog.joins.some((join) => join.toTable === table && parts.columns.has(key(join.fromTable, join.fromColumn)));
  }
  if (word.role === 'bound' && word.target) return !used(parts, word.target);
  // 'drop table orders' has no period to compare, so the plan has no growth: the word was not carried out.
  // 'which 3 employees earn the most' must come out ranked: an order, a limit, a top row per group, or the extreme.
  if (word.role === 'operator' && word.requires === 'order') return !plan.order && plan.limit === undefined && !plan.perGroup && !plan.measures.some((measure) => measure.aggregate === 'max' || measure.aggregate === 'min');
  if (word.role !== 'operator' || !word.requires) return false;
  if (word.requires === 'ranking') return plan.limit === undefined && !plan.perGroup;
  if (word.requires === 'difference') return !plan.comparison?.difference;
  // 'accounts that never bought a GTK 500': a negation the plan has no negative condition for was lost.
  if (word.requires === 'negation') return !planNegates(plan);
  // 'more superheroes with blue eyes than green eyes': a split comparative whose sides were not two columns compared
  // nothing.
  if (word.requires === 'comparison') return !planCompares(plan);
  if (word.requires === 'average') return !planMeasures(plan).some((measure) => measure.aggregate === 'avg' || measure.ratio !== undefined || measure.rate !== undefined);
  if (word.requires === 'rate') return !answersRate(plan, model);
  if (word.requires === 'median') return !planMeasures(plan).some((measure) => measure.aggregate === 'median' || measure.aggregate === 'percentile');
  return plan[word.requires] !== true;
}

/** What the answer shows: its measures, groups and listed columns, and the tables they are about. */
function shownParts(plan: QueryPlan, model: SchemaModel): PlanParts {
  const parts: PlanParts = { tables: new Set(), columns: new Set(), values: new Set(), metrics: new Set() };
  for (const measure of plan.measures) addMeasure(parts, measure, model);
  for (const column of [...plan.listColumns, ...plan.dimensions.flatMap((dimension) => dimension.columns)]) {
    parts.columns.add(key(column.table, column.column));
    if (!model.labelColumns(column.table).some((label) => label.column === column.column)) continue;
    parts.tables.add(column.table);
    // 'projects and their PM': the name of the row a pointer leads to shows the pointer.
    const route = plan.routes?.find((other) => other.table === column.table)?.steps ?? (column.table === plan.baseTable ? [] : model.path(plan.baseTable, column.table));
    for (const step of route ?? []) if (!step.fansOut) parts.columns.add(key(step.fromTable, step.fromColumn));
  }
  // 'won revenue from Acme and its subsidiaries': the rows taken in beside the named one are what 'and its' adds.
  for (const filter of plan.filters) if (filter.kind === 'related' && filter.orSelf) parts.columns.add(key(filter.column.table, filter.column.column));
  return parts;
}

const QUESTION_AUXILIARIES = new Set(['did', 'do', 'does', 'have', 'has', 'had', 'will', 'would']);
const RANKING_WORDS = new Set(['top', 'best', 'leading', 'biggest', 'highest', 'lowest', 'worst', 'star', 'strongest', 'weakest', 'bottom']);
const COMPANIONS = new Set(['together', 'along', 'alongside']);
const POSSESSIVES = new Set(['their', 'its', 'his', 'her']);
const CLAUSE_ENDS = new Set([',', '.', ';', '?', '!']);

/**
 * 'each branch together with the name of the branch it reports to': what follows 'together with', 'along with',
 * 'alongside' or 'and their' is something more to show. When none of its words is shown, the request was dropped: the connecting
 * word is the one the plan did not carry out.
 */
function droppedCompanion(words: readonly WordAccount[], at: number, shown: PlanParts): boolean {
  const word = words[at] as WordAccount;
  const lower = word.text.toLowerCase();
  // 'PRO tier shops and their account manager': 'and their' asks for more to show, as 'together with' does.
  const possessive = lower === 'and' && POSSESSIVES.has(words[at + 1]?.text.toLowerCase() ?? '');
  if (!COMPANIONS.has(lower) && !possessive) return false;
  if (!possessive && lower !== 'alongside' && words[at + 1]?.text.toLowerCase() !== 'with') return false;
  const span: WordAccount[] = [];
  for (const next of words.slice(at + 1)) {
    if (CLAUSE_ENDS.has(next.text)) break;
    span.push(next);
  }
  // A table named before it again ('the branch it reports to' after 'each branch') is not something more.
  const before = new Set(words.slice(0, at).flatMap((earlier) => (earlier.target?.kind === 'table' ? [earlier.target.table] : [])));
  return !span.some((next) => next.role === 'bound' && next.target && next.target.kind !== 'value' && !(next.target.kind === 'table' && before.has(next.target.table)) && used(shown, next.target));
}

/**
 * 'customer sites', 'supplier invoices': a table's name just before the name of rows that point straight at it only
 * says whose rows they are, which every such row is. 'sales territories' names the kind of rows, unless the answer
 * ranks them ('top sales reps' ranks by sales).
 */
function namesKindOfNext(words: readonly WordAccount[], at: number, parts: PlanParts, model: SchemaModel): boolean {
  const owner = words[at]?.target;
  const head = words[at + 1]?.target;
  if (head?.kind !== 'table' || !parts.tables.has(head.table) || words[at + 1]?.role !== 'bound') return false;
  if (owner?.kind === 'metric') return !RANKING_WORDS.has(words[at - 1]?.text.toLowerCase() ?? '');
  // 'dock slots' of slots that each keep their dock_no: a pointer of the rows' own, named before them, says whose.
  // Not one of two pointers to the same rows ('home matches' of home_team_id beside away_team_id): that picks one.
  if (owner?.kind === 'column' && owner.table === head.table) {
    const joins = model.catalog.joins.filter((join) => join.fromTable === owner.table && join.fromColumn === owner.column);
    const siblings = model.catalog.joins.filter((join) => join.fromTable === owner.table && join.fromColumn !== owner.column && joins.some((other) => other.toTable === join.toTable));
    return ['key', 'reference'].includes(model.column({ table: owner.table, column: owner.column }).role) && siblings.length === 0;
  }
  if (owner?.kind !== 'table') return false;
  const steps = model.path(head.table, owner.table);
  const step = steps?.length === 1 ? steps[0] : undefined;
  // Not where some rows point at none ('plan customers' where plan_cd is sometimes empty): that picks the rows.
  return step !== undefined && !step.fansOut && !model.column({ table: step.fromTable, column: step.fromColumn }).column.nullCount;
}

/**
 * 'how many nights did guests stay', 'how many orders did customers place': the rows asked about are the doer's
 * doing; when each row has its one doer, naming them says nothing more.
 */
function doerOfQuestion(words: readonly WordAccount[], at: number, plan: QueryPlan, model: SchemaModel): boolean {
  const doer = words[at]?.target;
  const before = words[at - 1]?.text.toLowerCase() ?? '';
  // 'the days clients take to pay': the doer of a span measured in days is said the same way.
  const spanDoer = isDurationUnit(before) && plan.measures.some((measure) => measure.duration !== undefined);
  if (doer?.kind !== 'table' || !(QUESTION_AUXILIARIES.has(before) || spanDoer) || !['filler', 'operator'].includes(words[at + 1]?.role ?? '')) return false;
  return model.path(plan.baseTable, doer.table) !== undefined && model.reachesWithoutFanOut(plan.baseTable, doer.table);
}

/**
 * 'the most common fault on our machines', 'calls across all our sites': the business's own things the rows are
 * each on, named as where they are, say nothing more when every row has its one.
 */
function ownScopeOfRows(words: readonly WordAccount[], at: number, plan: QueryPlan, model: SchemaModel): boolean {
  const scope = words[at]?.target;
  const lower = (k: number) => words[k]?.text.toLowerCase() ?? '';
  const our = lower(at - 1) === 'our' ? at - 1 : -1;
  const before = lower(our - 1) === 'all' ? our - 2 : our - 1;
  if (scope?.kind !== 'table' || our < 0 || !SCOPE_PREPOSITIONS.has(lower(before)) || scope.table === plan.baseTable) return false;
  return model.path(plan.baseTable, scope.table) !== undefined && model.reachesWithoutFanOut(plan.baseTable, scope.table);
}

/**
 * 'proposals declined by the lenders', 'refunds issued by the shop': who brought the rows to their state, where each
 * row has its one, says nothing more.
 */
function agentOfState(words: readonly WordAccount[], at: number, plan: QueryPlan, model: SchemaModel): boolean {
  const agent = words[at]?.target;
  const lower = (k: number) => words[k]?.text.toLowerCase() ?? '';
  if (!agent || (agent.kind !== 'table' && agent.kind !== 'column') || !['the', 'our', 'their'].includes(lower(at - 1)) || lower(at - 2) !== 'by' || !ENDED_BY_SOMEONE.has(lower(at - 3))) return false;
  return agent.table === plan.baseTable || (model.path(plan.baseTable, agent.table) !== undefined && model.reachesWithoutFanOut(plan.baseTable, agent.table));
}

/**
 * 'how much have we refunded to families', 'what we paid out to our tutors': whom the money went to, where each row
 * measured has its one, says nothing more.
 */
function recipientOfMoney(words: readonly WordAccount[], at: number, plan: QueryPlan, model: SchemaModel): boolean {
  const recipient = words[at]?.target;
  const lower = (k: number) => words[k]?.text.toLowerCase() ?? '';
  const to = ['our', 'the', 'all'].includes(lower(at - 1)) ? at - 2 : at - 1;
  const verb = lower(to - 1) === 'out' ? to - 2 : to - 1;
  if (recipient?.kind !== 'table' || lower(to) !== 'to' || !MONEY_GIVEN_VERBS.has(lower(verb)) || recipient.table === plan.baseTable) return false;
  if (!plan.measures.some((measure) => measure.aggregate === 'sum')) return false;
  return model.path(plan.baseTable, recipient.table) !== undefined && model.reachesWithoutFanOut(plan.baseTable, recipient.table);
}

/** Verbs of money going to someone: 'refunded to', 'paid out to'. */
const MONEY_GIVEN_VERBS = new Set(['refunded', 'refund', 'paid', 'pay', 'repaid', 'returned', 'credited', 'reimbursed', 'given', 'gave', 'sent', 'transferred']);

/** Words that place rows on, at or across things: 'on our machines', 'across our sites'. */
const SCOPE_PREPOSITIONS = new Set(['on', 'at', 'across', 'in', 'for']);

/** Superlatives of time: 'took the longest to pay', 'the quickest turnaround'. */
const TIME_SUPERLATIVES = new Set(['longest', 'shortest', 'quickest', 'fastest', 'slowest']);

/** Name words of money besides the general ones: a currency kept in ('amt_gbp') or the side of tax ('net_amt'). */
const MORE_MONEY_NAME_WORDS = new Set(['gbp', 'pounds', 'dollars', 'net', 'gross', 'paid']);

/**
 * 'which 3 clients took the longest on average to pay' ranked by the average invoice amount: a superlative of time
 * carried out on a number of rows or an amount of money ranked something else than how long.
 */
function timeRankedByOther(word: WordAccount, plan: QueryPlan, model: SchemaModel): boolean {
  if (word.role !== 'operator' || !TIME_SUPERLATIVES.has(word.text.toLowerCase()) || plan.order?.by !== 'measure') return false;
  const measure = plan.measures[plan.order.index];
  if (!measure || measure.duration || measure.timeUnit || measure.metric || measure.ratio || measure.share || measure.rate) return false;
  if (!measure.column) return measure.aggregate === 'count';
  const column = model.column(measure.column);
  // An amount of money ranks no time.
  return model.inCents(measure.column) || [...column.words, ...column.rawWords].some((name) => MONEY_NAME_WORDS.has(name.toLowerCase()) || MORE_MONEY_NAME_WORDS.has(name.toLowerCase()));
}

/** Whether any condition of the plan, in its rows, related rows, groups or measures, compares two of its columns. */
function planComparesColumns(plan: QueryPlan): boolean {
  const compares = (filter: Filter) => someCondition(filter, (one) => one.kind === 'columns');
  const measureCompares = (measure: Measure): boolean => (measure.share !== undefined && [...measure.share.condition, ...(measure.share.among ?? [])].some(compares)) || (measure.ratio !== undefined && [measure.ratio.numerator, measure.ratio.denominator].some(measureCompares));
  return plan.filters.some(compares) || plan.measures.some(measureCompares) || plan.having.some((condition) => (condition.filters ?? []).some(compares) || measureCompares(condition.measure));
}

/**
 * 'reports issued on time', 'jobs finished on time': being on time is a date kept against a date promised. Read as
 * nothing, the words would drop the condition in silence.
 */
function onTimeUnread(words: readonly WordAccount[], at: number, plan: QueryPlan): boolean {
  const lower = (k: number) => words[k]?.text.toLowerCase() ?? '';
  const onTime = (lower(at) === 'on' && lower(at + 1) === 'time') || (lower(at) === 'time' && lower(at - 1) === 'on');
  if (!onTime || words[at]?.role !== 'filler' || ['off', 'zone', 'slot', 'sheet'].includes(lower(at + (lower(at) === 'on' ? 2 : 1)))) return false;
  return !planComparesColumns(plan);
}

/** Money a ranking may be by: 'top 5 suppliers by commission', 'by revenue'. */
const RANKING_MONEY_WORDS = new Set([...MONEY_NAME_WORDS, ...MONEY_FIGURE_WORDS, ...MONEY_NOUNS, 'commission']);

/**
 * 'top 5 suppliers by commission received in 2025' ranked by how many bookings each had: money said after 'by' that
 * the ranking counted rows for was never measured.
 */
function rankedByUncountedMoney(words: readonly WordAccount[], at: number, plan: QueryPlan, model: SchemaModel): boolean {
  const lower = (k: number) => words[k]?.text.toLowerCase() ?? '';
  let by = at - 1;
  while (['the', 'their', 'its', 'total', 'most'].includes(lower(by))) by--;
  const said = lower(at).replace(/s$/, '');
  // Only a ranking cut to its first rows, and money said on its own ('by sales manager' groups by the manager; 'by
  // commission received in 2025' only dates it).
  const next = words[at + 1]?.role === 'bound' ? words[at + 1]?.target : undefined;
  const namesOther = next !== undefined && (next.kind === 'table' || (next.kind === 'column' && !model.isDate({ table: next.table, column: next.column })));
  if (lower(by) !== 'by' || !RANKING_MONEY_WORDS.has(said) || plan.order?.by !== 'measure' || plan.limit === undefined || namesOther) return false;
  const ranked = plan.measures[plan.order.index];
  return ranked !== undefined && ranked.aggregate === 'count' && !ranked.column && !ranked.metric && !ranked.ratio && !ranked.share && !ranked.rate;
}

/** Words that ask for a rate or a share. */
const RATE_ASKING_WORDS = new Set(['percentage', 'percent', '%', 'share', 'proportion', 'fraction', 'rate', 'ratio']);
/** Words that join two things asked for. */
const CONJUNCTIONS = new Set(['and', '&', '+', 'vs', 'versus', 'both', 'plus']);

/**
 * 'what percentage of our reports were issued on time' answered with a share and a second rate of reported rows: one
 * rate asked for, with nothing joining two, is one figure; the state read as a rate of its own was never asked for.
 */
function secondRateUnasked(words: readonly WordAccount[], at: number, plan: QueryPlan): boolean {
  const word = words[at] as WordAccount;
  if (word.role !== 'bound' || word.target?.kind !== 'value') return false;
  const asked = words.filter((other) => other.role === 'operator' && RATE_ASKING_WORDS.has(other.text.toLowerCase())).length;
  if (asked !== 1 || words.some((other) => CONJUNCTIONS.has(other.text.toLowerCase()))) return false;
  const rates = plan.measures.filter((measure) => measure.share || measure.rate);
  if (rates.length < 2) return false;
  const target = word.target;
  return rates.slice(1).some((measure) => measure.rate?.column.table === target.table && measure.rate.column.column === target.column && measure.rate.value === target.value);
}

/** The words whose meaning the plan does not use, marked unmatched. */
export function checkAccounting(words: readonly WordAccount[], plan: QueryPlan, model: SchemaModel): WordAccount[] {
  const parts = planParts(plan, model, words.some((word) => word.role === 'operator' && DISTINCT_WORDS.has(word.text.toLowerCase())));
  const shown = shownParts(plan, model);
  return words.map((word, at) => {
    if (dropped(word, parts, plan, model)) {
      const { target: _unused, ...rest } = word;
      if (namesKindOfNext(words, at, parts, model)) return { ...rest, role: 'filler' as const, meaning: `the kind of ${words[at + 1]?.text ?? 'rows'}` };
      if (word.target?.kind === 'table' && (doerOfQuestion(words, at, plan, model) || ownScopeOfRows(words, at, plan, model) || recipientOfMoney(words, at, plan, model))) return { ...rest, role: 'filler' as const, meaning: `the ${humanize(word.target.table)} of the ${humanize(plan.baseTable)}` };
      if (agentOfState(words, at, plan, model)) return { ...rest, role: 'filler' as const, meaning: `who ${words[at - 3]?.text.toLowerCase() ?? ''} each ${humanize(plan.baseTable)}` };
      return { ...word, role: 'unmatched' as const, meaning: `${word.meaning ?? ''} (not used by the plan)` };
    }
    if (droppedCompanion(words, at, shown)) return { ...word, role: 'unmatched' as const, meaning: 'what to show with it is not in the answer' };
    if (timeRankedByOther(word, plan, model)) return { ...word, role: 'unmatched' as const, meaning: 'what is ranked is no length of time' };
    if (onTimeUnread(words, at, plan)) return { ...word, role: 'unmatched' as const, meaning: 'no date is kept against a date promised' };
    if (secondRateUnasked(words, at, plan)) return { ...word, role: 'unmatched' as const, meaning: 'a second rate the question does not ask for' };
    if (rankedByUncountedMoney(words, at, plan, model)) return { ...word, role: 'unmatched' as const, meaning: 'the ranking counts rows, not this money' };
    return word;
  });
}
