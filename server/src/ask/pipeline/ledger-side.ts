/**
 * A ledger keeps charges and payments in one amount column, told apart by a debit/credit column (dr_cr D or C):
 * adding the amounts up across both sides means nothing. 'rent collected' adds up the payments, 'rent charged' the
 * charges; a question that says neither goes back. Of the payments, entries that move no money (a write-off, a
 * balance brought forward) are not money collected.
 */
import { capitalise } from '../answer/answer-text';
import type { ColumnRef, SchemaModel } from '../catalog/schema-model';
import { humanize } from '../intent/read-intent';
import type { WordAccount } from '../intent/intent';
import { filterColumns, type Clarification, type Filter, type Measure, type QueryPlan } from '../plan/plan';

type Side = 'debit' | 'credit';

/** The two values of a debit/credit column, each with its side. */
const SIDE_VALUES: Record<string, Side> = { d: 'debit', dr: 'debit', debit: 'debit', c: 'credit', cr: 'credit', credit: 'credit' };

/** Words saying money came in on the account (a payment), or was charged to it. */
const CREDIT_WORDS = /^(collect|receiv|receipt|paid|pay|payment|took|taken|takings|came)/;
const DEBIT_WORDS = /^(charg|bill|debit|invoic|levied|levy|rais)/;

/** Codes of ledger entries that move no money: write-offs, adjustments, balances brought or carried forward. */
const NO_MONEY_CODES = new Set(['wo', 'w/o', 'woff', 'wof', 'writeoff', 'write off', 'write-off', 'written off', 'adj', 'adjustment', 'bf', 'b/f', 'bfw', 'bfwd', 'cf', 'c/f', 'cfwd', 'ob', 'opening balance', 'brought forward', 'carried forward']);

export type LedgerOutcome = { plan: QueryPlan } | { clarification: Clarification };

export function ledgerSide(plan: QueryPlan, model: SchemaModel, words: readonly WordAccount[]): LedgerOutcome {
  const summed = [...plan.measures, ...plan.having.map((condition) => condition.measure)].filter((measure): measure is Measure & { column: ColumnRef } => (measure.aggregate === 'sum' || measure.aggregate === 'avg') && measure.column !== undefined && !measure.owed);
  for (const measure of summed) {
    const direction = sideColumn(model, measure.column.table);
    if (!direction || plan.filters.some((filter) => filterColumns(filter).some((column) => column.table === direction.column.table && column.column === direction.column.column))) continue;
    const said = words.map((word) => word.text.toLowerCase());
    const credit = said.some((word) => CREDIT_WORDS.test(word));
    const debit = said.some((word) => DEBIT_WORDS.test(word));
    const name = humanize(direction.column.column);
    if (credit === debit) {
      return {
        clarification: {
          question: `${capitalise(humanize(measure.column.table))} keeps charges (${name} ${direction.debit}) and payments (${name} ${direction.credit}) in the same ${humanize(measure.column.column)}: adding them together means nothing. Which should be added up?`,
          options: [`${humanize(measure.column.column)} charged`, `${humanize(measure.column.column)} collected`],
        },
      };
    }
    const side: Filter = { kind: 'values', column: direction.column, values: [credit ? direction.credit : direction.debit], label: `${credit ? 'payments' : 'charges'} (${name} is ${credit ? direction.credit : direction.debit})` };
    const noMoney = credit ? noMoneyEntries(model, measure.column.table, direction.column) : [];
    return { plan: { ...plan, filters: [...plan.filters, side, ...noMoney] } };
  }
  return { plan };
}

function sideColumn(model: SchemaModel, table: string): { column: ColumnRef; debit: string; credit: string } | undefined {
  for (const column of model.table(table).columns) {
    const values = column.column.values ?? [];
    if (column.role !== 'category' || values.length !== 2) continue;
    const sides = values.map((value) => SIDE_VALUES[value.trim().toLowerCase()]);
    const debit = values[sides.indexOf('debit')];
    const credit = values[sides.indexOf('credit')];
    if (debit !== undefined && credit !== undefined) return { column: column.ref, debit, credit };
  }
  return undefined;
}

/** The entry codes of other category columns of the ledger that move no money, left out of what was collected. */
function noMoneyEntries(model: SchemaModel, table: string, direction: ColumnRef): Filter[] {
  return model.table(table).columns.flatMap((column): Filter[] => {
    if (column.role !== 'category' || column.ref.column === direction.column) return [];
    const codes = (column.column.values ?? []).filter((value) => NO_MONEY_CODES.has(value.trim().toLowerCase()));
    return codes.length > 0 ? [{ kind: 'values', column: column.ref, values: codes, negated: true, label: `not ${codes.join(' or ')} (no money moved)` }] : [];
  });
}
