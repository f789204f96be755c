/**
 * 'number of sessions by channel' over daily rows that keep sess_cnt: each row already counts sessions, and the word
 * that named the rows names that count column too. Counting the rows would count days, so the column is added up.
 */
import type { SchemaModel } from '../catalog/schema-model';
import type { WordAccount } from '../intent/intent';
import { humanize } from '../intent/read-intent';
import { countsRowsOnly, type Measure, type QueryPlan } from '../plan/plan';
import { singularLemma } from '../tokens/tokenize';

/** Name words of a column that holds a count of something. */
const COUNT_WORDS = new Set(['count', 'number', 'num', 'nbr']);

export function countKeptInColumn(plan: QueryPlan, model: SchemaModel, words: readonly WordAccount[]): QueryPlan {
  const replace = (measure: Measure): Measure => {
    if (!countsRowsOnly(measure)) return measure;
    const table = measure.table ?? plan.baseTable;
    const named = words.filter((word) => word.role === 'bound' && word.target?.kind === 'table' && word.target.table === table).map((word) => singularLemma(word.text.toLowerCase()));
    if (named.length === 0) return measure;
    const counts = model.table(table).columns.filter((column) => {
      if (column.role !== 'measure' || !column.words.some((word) => COUNT_WORDS.has(word))) return false;
      const counted = column.words.filter((word) => !COUNT_WORDS.has(word));
      return counted.length === 1 && named.includes(counted[0] as string);
    });
    const column = counts.length === 1 ? counts[0] : undefined;
    if (!column) return measure;
    return { aggregate: 'sum', column: { table, column: column.column.name }, table, label: `total ${humanize(column.column.name)}` };
  };
  return replaceMeasures(plan, replace);
}

/** The plan with each of its measures, and those its conditions compare, replaced; the same plan when none changed. */
function replaceMeasures(plan: QueryPlan, replace: (measure: Measure) => Measure): QueryPlan {
  const measures = plan.measures.map(replace);
  const having = plan.having.map((condition) => ({ ...condition, measure: replace(condition.measure) }));
  const changed = measures.some((measure, i) => measure !== plan.measures[i]) || having.some((condition, i) => condition.measure !== plan.having[i]?.measure);
  return changed ? { ...plan, measures, having } : plan;
}

/** Last words of a table's name that make its rows the lines of a whole ('order lines', 'invoice items'). */
const LINE_WORDS = new Set(['line', 'item', 'detail', 'row']);
/** Name words of a column that keeps which whole a line belongs to. */
export const WHOLE_KEY_WORDS = new Set(['number', 'id', 'no', 'code', 'reference', 'ref']);

/**
 * 'how many orders were cancelled' over order lines that keep the order's number (so_line.ord_no): the word names the
 * whole, not its lines, so the distinct wholes are counted; with no number of the whole but a quantity on each line
 * ('tickets' of ticket lines with a qty), the quantities are added up. Only when the user said the whole without the
 * line word.
 */
export function countWholesOfLines(plan: QueryPlan, model: SchemaModel, words: readonly WordAccount[]): QueryPlan {
  const replace = (measure: Measure): Measure => {
    if (!countsRowsOnly(measure)) return measure;
    const table = measure.table ?? plan.baseTable;
    const tableWords = model.table(table).words;
    const last = tableWords[tableWords.length - 1];
    if (!last || !LINE_WORDS.has(last)) return measure;
    const said = words.filter((word) => word.role === 'bound' && word.target?.kind === 'table' && word.target.table === table).map((word) => singularLemma(word.text.toLowerCase()));
    if (said.length === 0 || said.some((word) => LINE_WORDS.has(word))) return measure;
    const wholes = model.table(table).columns.filter((column) => {
      if (column.role !== 'key' && column.role !== 'reference') return false;
      const [whole, key, ...rest] = column.words;
      return rest.length === 0 && whole !== undefined && key !== undefined && WHOLE_KEY_WORDS.has(key) && said.includes(whole) && !model.isUnique(column.ref);
    });
    const column = wholes.length === 1 ? wholes[0] : undefined;
    if (column) return { aggregate: 'count_distinct', column: column.ref, table, label: `number of ${humanize(column.words[0] as string)}s` };
    // 'how many tickets did we sell' over ticket lines that keep no ticket number but a quantity (tkt_ln.qty): each
    // line holds that many of the thing its name says, so they are added up.
    const head = tableWords.slice(0, -1);
    const quantities = model.table(table).columns.filter((candidate) => candidate.role === 'measure' && candidate.column.type === 'integer' && candidate.words.some((word) => ['quantity', 'qty'].includes(word)) && typeof candidate.column.max === 'number' && candidate.column.max > 1 && !(typeof candidate.column.min === 'number' && candidate.column.min < 0));
    const quantity = quantities.length === 1 ? quantities[0] : undefined;
    if (!quantity || !said.every((word) => head.includes(word))) return measure;
    return { aggregate: 'sum', column: quantity.ref, table, label: `number of ${humanize(said[0] as string)}s (${humanize(quantity.column.name)})` };
  };
  return replaceMeasures(plan, replace);
}
