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
  const measures = plan.measures.map(replace);
  const having = plan.having.map((condition) => ({ ...condition, measure: replace(condition.measure) }));
  const changed = measures.some((measure, i) => measure !== plan.measures[i]) || having.some((condition, i) => condition.measure !== plan.having[i]?.measure);
  return changed ? { ...plan, measures, having } : plan;
}
