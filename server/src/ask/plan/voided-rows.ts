/**
 * A voided invoice or a voided sale never happened: the money it carries is no one's revenue. Totals and averages of
 * money leave voided rows out, and counts leave out rows a void flag marks, unless the question speaks of them
 * ('including voids', 'voided invoices'), and the interpretation says so. A voided header voids its lines.
 */
import type { ColumnModel, ColumnRef, SchemaModel } from '../catalog/schema-model';
import { CANCELLED_STATE, isStatusColumn, isVoidState } from '../intent/vocabulary';
import { filterColumns, measureTable, type Filter, type Measure, type QueryPlan } from './plan';

/** A void flag's name words. */
const VOID_WORDS = new Set(['void', 'voided', 'vd']);
/** A status of a document cancelled by a credit note issued against it: as void as a voided one ('CRN', 'Credited'). */
const CREDITED_STATES = new Set(['crn', 'credited', 'cr note', 'credit noted']);
/** The same written the way invoicing packages shorten it ('CN'), said only of invoices and bills. */
const CREDITED_INVOICE_CODES = new Set(['cn']);
/** Words of rows that are invoices or bills. */
const INVOICE_WORDS = new Set(['invoice', 'invoices', 'inv', 'bill', 'bills']);

export function leaveOutVoided(model: SchemaModel, plan: QueryPlan): void {
  // 'average disbursement total per funeral': the money of a ratio is its numerator's; of a share ('what % of
  // takings were paid by card') the money it is a share of.
  const measures = plan.measures.flatMap((measure) => (measure.ratio ? [measure.ratio.numerator] : measure.share?.measure ? [measure.share.measure] : [measure]));
  const tables = new Set(measures.filter(sumsMoney).map(measureTable).filter((table): table is string => table !== undefined));
  const named = new Set(plan.filters.flatMap((filter) => columnsOf(filter)).map((column) => `${column.table}.${column.column}`));
  // A metric the source defines says itself which rows it counts; one worked out from the columns does not.
  const defined = (measure: Measure) => measure.metric !== undefined && model.catalog.metrics.some((metric) => metric.name === measure.metric?.name && metric.table === measure.metric.table);
  const ownTerms = new Set(measures.filter((measure) => sumsMoney(measure) && !defined(measure)).map(measureTable).filter((table): table is string => table !== undefined));
  // Nor is a row its void flag marks one of the rows counted ('how many times has each kiln been fired' over a log
  // with voided duplicate entries). A void status is a state the row reached ('tickets written' counts the ones voided
  // later), so only the flag says the row is no record.
  // Nor is it the last time something happened ('when did we last sell anything on Amazon').
  const datesRows = (measure: Measure) => (measure.aggregate === 'min' || measure.aggregate === 'max') && measure.column !== undefined && model.isDate(measure.column);
  for (const table of new Set(measures.filter((measure) => countsRows(measure) || datesRows(measure)).map(measureTable).filter((table): table is string => table !== undefined && !tables.has(table)))) {
    const filter = voidedOut(model, table);
    if (filter?.kind === 'flag' && !named.has(`${filter.column.table}.${filter.column.column}`)) plan.filters.push(filter);
  }
  for (const table of tables) {
    // The rows themselves, and the one row each belongs to (a sale line's header). A row that stands without that one
    // (a fitted hearing aid whose invoice key is empty on some) is no line of it: voiding the invoice unfits no aid.
    const wholes = rowsBelongedTo(model, table);
    for (const candidate of [table, ...wholes.filter((whole) => !standsWithout(model, table, whole))]) {
      const filter = voidedOut(model, candidate);
      if (!filter || filterColumns(filter).some((column) => named.has(`${column.table}.${column.column}`))) continue;
      plan.filters.push(filter);
      break;
    }
    // Nor did a cancelled order sell anything: the lines of a cancelled whole are no one's revenue. (The rows' own
    // cancelled amounts may still count: a cancelled project's budget, a cancelled policy's written premium.)
    for (const candidate of ownTerms.has(table) ? wholes.filter((whole) => model.isWholeOf(whole, table)) : []) {
      const filter = cancelledOut(model, candidate);
      if (!filter || filterColumns(filter).some((column) => named.has(`${column.table}.${column.column}`))) continue;
      plan.filters.push(filter);
      break;
    }
  }
  // 'customers who have spent more than £500': the money a condition adds up leaves voided rows out as well.
  for (const condition of plan.having) {
    const table = sumsMoney(condition.measure) ? measureTable(condition.measure) : undefined;
    const filter = table ? voidedOut(model, table) : undefined;
    const own = new Set((condition.filters ?? []).flatMap(columnsOf).map((column) => `${column.table}.${column.column}`));
    if (!filter || filterColumns(filter).some((column) => named.has(`${column.table}.${column.column}`) || own.has(`${column.table}.${column.column}`))) continue;
    condition.filters = [...(condition.filters ?? []), filter];
  }
}

/**
 * A row the package has deleted or erased (del_flag Y, erased_yn Y: kept only as a tombstone) is no longer data: every
 * answer leaves it out, unless the question names that flag ('deleted appointments').
 */
export function leaveOutDeleted(model: SchemaModel, plan: QueryPlan): void {
  const named = new Set(plan.filters.flatMap((filter) => columnsOf(filter)).map((column) => `${column.table}.${column.column}`));
  const measured = [plan.baseTable, ...plan.measures.map(measureTable).filter((table): table is string => table !== undefined)];
  const belongedTo = new Map(measured.map((table) => [table, rowsBelongedTo(model, table)]));
  // The rows themselves, and the whole each is a line of (an appointment line's appointment).
  const wholes = [...belongedTo].flatMap(([table, above]) => above.filter((whole) => model.isWholeOf(whole, table)));
  for (const table of new Set([...measured, ...wholes])) {
    const flag = model.table(table).columns.find((column) => column.role === 'flag' && namesDeleted(column, model.table(table).words));
    if (!flag || named.has(`${table}.${flag.ref.column}`)) continue;
    plan.filters.push({ kind: 'flag', column: flag.ref, value: false, label: `deleted ${model.table(table).words.join(' ')} rows left out` });
  }
  // Nor is a test record (tst_flg Y: an account staff made to try the system) data, nor what belongs to one (its
  // bookings): the rows themselves and every row one step up that each belongs to.
  for (const table of new Set([...measured, ...[...belongedTo.values()].flat()])) {
    const flag = model.table(table).columns.find((column) => column.role === 'flag' && namesTest(column));
    if (!flag || named.has(`${table}.${flag.ref.column}`)) continue;
    plan.filters.push({ kind: 'flag', column: flag.ref, value: false, label: `test ${model.table(table).words.join(' ')} rows left out` });
  }
}

/** A test record flag's name: test or tst (tst_flg, is_test, test_yn), demo or dummy; never a date of a test. */
function namesTest(column: ColumnModel): boolean {
  return column.rawWords.some((word) => /^(test|tst|demo|dummy)$/i.test(word)) && !column.rawWords.some((word) => /^(dt|date|passed|pass|result|res)$/i.test(word));
}

/** The rows one step away that each row belongs to, one each (a sale line's header, its product). */
function rowsBelongedTo(model: SchemaModel, table: string): string[] {
  return model.reachable(table).filter((other) => model.distance(table, other) === 1 && model.reachesWithoutFanOut(table, other));
}

/**
 * A deletion flag's name: deleted, erased or purged; 'del' only beside a word that says it is a flag (del_flag, is_del),
 * or as a yes/no (del_yn) of rows that are not delivered, where it may say delivered.
 */
function namesDeleted(column: ColumnModel, rowWords: readonly string[]): boolean {
  const raw = column.rawWords.map((word) => word.toLowerCase());
  if (raw.some((word) => /^(deleted|erased|purged|is_?deleted)$/.test(word))) return true;
  if (!raw.includes('del')) return false;
  if (raw.some((word) => ['flag', 'flg', 'fl', 'ind', 'is'].includes(word))) return true;
  return raw.includes('yn') && !rowWords.some((word) => DELIVERED_ROWS.has(word));
}

/** Rows that are delivered, whose del_yn may say so: deliveries, orders, shipments, loads. */
const DELIVERED_ROWS = new Set(['delivery', 'deliveries', 'dlv', 'del', 'order', 'orders', 'ord', 'shipment', 'shipments', 'shp', 'parcel', 'consignment', 'load', 'po', 'drop']);

/** Whether some rows of a table leave their key to the row they would belong to empty. */
function standsWithout(model: SchemaModel, table: string, whole: string): boolean {
  return (model.path(table, whole) ?? []).some((step) => (model.table(step.fromTable).byName.get(step.fromColumn)?.column.nullCount ?? 0) > 0);
}

function countsRows(measure: Measure): boolean {
  return (measure.aggregate === 'count' || measure.aggregate === 'count_distinct') && !measure.metric && !measure.ratio && !measure.share && !measure.rate;
}

function sumsMoney(measure: Measure): boolean {
  return ['sum', 'avg', 'median', 'percentile'].includes(measure.aggregate) && (measure.column !== undefined || measure.metric !== undefined);
}

function columnsOf(filter: Filter): ColumnRef[] {
  return filter.kind === 'exists' ? filter.filters.flatMap(columnsOf) : filterColumns(filter);
}

/** The condition that leaves a table's voided rows out: its void flag unset, or its status not the void one. */
export function voidedOut(model: SchemaModel, table: string): Filter | undefined {
  // The rows by their name's words, shortenings read ('inv' as invoice).
  const rows = model.table(table).words.join(' ');
  const columns = model.table(table).columns;
  const flag = columns.find((column) => column.role === 'flag' && namesVoid(column));
  if (flag) return { kind: 'flag', column: flag.ref, value: false, label: `voided ${rows} rows left out` };
  for (const column of columns.filter(isStatusColumn)) {
    const values = column.column.values ?? [];
    // 'VOID', or a lone V among the status letters of rows that carry money (P paid, O open, V void).
    const invoices = model.table(table).words.some((word) => INVOICE_WORDS.has(word));
    const voided = values.filter((value) => isVoidState(value, values) || CREDITED_STATES.has(value.trim().toLowerCase()) || (invoices && CREDITED_INVOICE_CODES.has(value.trim().toLowerCase())));
    if (voided.length === 1 && values.length > 1) return { kind: 'values', column: column.ref, values: voided, negated: true, label: `voided ${rows} rows left out` };
  }
  return undefined;
}

/** The condition that leaves a table's cancelled rows out, by a status that says cancelled in words. */
function cancelledOut(model: SchemaModel, table: string): Filter | undefined {
  const rows = model.table(table).words.join(' ');
  for (const column of model.table(table).columns.filter(isStatusColumn)) {
    const values = column.column.values ?? [];
    const cancelled = values.filter((value) => CANCELLED_STATE.test(value));
    if (cancelled.length > 0 && cancelled.length < values.length) return { kind: 'values', column: column.ref, values: cancelled, negated: true, label: `cancelled ${rows} rows left out` };
  }
  return undefined;
}

function namesVoid(column: ColumnModel): boolean {
  return [...column.words, ...column.rawWords.map((word) => word.toLowerCase())].some((word) => VOID_WORDS.has(word));
}

/** A waiver flag's name words: nothing is owed on a waived or written-off charge. */
const FORGIVEN_WORDS = ['waive', 'waived', 'wav', 'wvd', 'writeoff'];

/** The condition that leaves a table's waived or written-off rows out of what is still owed, where a flag records it. */
export function forgivenOut(model: SchemaModel, table: string): Filter | undefined {
  const flag = model.table(table).columns.find((column) => column.role === 'flag' && [...column.words, ...column.rawWords.map((word) => word.toLowerCase())].some((word) => FORGIVEN_WORDS.includes(word)));
  return flag ? { kind: 'flag', column: flag.ref, value: false, label: `waived ${model.table(table).words.join(' ')} rows left out` } : undefined;
}
