/**
 * Which date dates rows in a closing status: 'deals won in 2017' and 'the most recent deal she won' go by the closing
 * date, not the day the deal was opened.
 */
import { mayRecordAnEnd, type ColumnModel, type ColumnRef, type SchemaModel } from '../catalog/schema-model';
import { expansionsOf } from '../words/abbreviations';
import { abbreviates } from '../words/shortening';
import { filterColumns, type Filter } from './plan';

/** Statuses that end a row, and the first words of the dates that record when, best first. */
const ENDING_DATES: [RegExp, string[]][] = [
  [/^(won|lost|closed|converted)/i, ['clos', 'end', 'won', 'convert']],
  [/^delivered/i, ['deliv']],
  [/^shipped/i, ['ship']],
  // A stock item sold went out of stock on the day of the sale.
  [/^(sold|sld)$/i, ['sold', 'sale', 'sell', 'out', 'disp']],
  [/^paid/i, ['paid', 'pay']],
  [/^(completed|resolved|done|finished)/i, ['complet', 'resolv', 'clos', 'finish', 'end']],
  [/^cancel/i, ['cancel', 'cxl', 'clos', 'end', 'term']],
  [/^filled/i, ['fill', 'clos']],
  [/^terminated/i, ['term', 'end', 'sep']],
  [/^(rejected|declined)/i, ['reject', 'declin', 'resp', 'clos']],
  [/^expired/i, ['expir', 'end']],
  [/^churned/i, ['churn', 'cancel', 'end']],
  [/^voided/i, ['void']],
  [/^(withdrawn|wdrn)/i, ['withdr', 'wdrn']],
  [/^(suspended|susp)/i, ['susp']],
  [/^(denied|deny)/i, ['deni', 'deny', 'decision']],
  // A decision in the row's favour is dated by the decision, which closes a claim or a request.
  [/^(approved|accepted|granted|apr|appr|aprv|apprv|aprvd|apvd|acpt)$/i, ['approv', 'accept', 'grant', 'decision', 'clos']],
];

/** A status filter on a closing value ('won') dates rows by their closing date, when one is among the dates. */
export function closingDate(model: SchemaModel, filters: readonly Filter[], dates: readonly ColumnRef[]): ColumnRef | undefined {
  // 'closed ROs by month' where closed means a closing date is set: that date dates them.
  const filled = filters.find((filter): filter is Extract<Filter, { kind: 'not_null' }> => filter.kind === 'not_null' && dates.some((date) => date.table === filter.column.table && date.column === filter.column.column));
  if (filled && mayRecordAnEnd(model.column(filled.column))) return filled.column;
  // 'reqs we cancelled in 2025': a status that ends a row's life is dated by the date it ended, not the one it began.
  // A status kept as a code says its word through the dictionary of shortenings (CXL cancelled).
  const said = (value: string) => [value, ...(/^[A-Z]{2,5}$/.test(value.trim()) ? expansionsOf(value.trim()).slice(1) : [])];
  const closing = filters.flatMap((filter) => (filter.kind === 'values' && !filter.negated ? filter.values.flatMap((value) => ENDING_DATES.find(([status]) => said(value).some((word) => status.test(word)))?.[1].map((stem) => ({ filter, stem })) ?? []) : []));
  // The date of the rows in that status (a claim closed in 2025 is not dated by its policy's cancellation), named for
  // it (DELIVERED by the delivery date, never the ship date), and not one it was due by ('prom_dlv_dt').
  for (const { filter, stem } of closing) {
    const table = filterColumns(filter)[0]?.table;
    const found = dates.find((column) => column.table === table && mayRecordAnEnd(model.column(column)) && namesStem(model.column(column), stem));
    if (found) return found;
  }
  // 'evictions since 2024' of an end reason (end_rsn_cd EVI): a reason for an ending is dated by that ending (end_dt),
  // the date named with the same word.
  for (const filter of filters) {
    if (filter.kind !== 'values' || filter.negated || !model.column(filter.column).words.includes('reason')) continue;
    const words = model.column(filter.column).words.filter((word) => !['reason', 'code', 'type'].includes(word));
    const found = dates.find((column) => column.table === filter.column.table && mayRecordAnEnd(model.column(column)) && model.column(column).words.some((word) => words.includes(word)));
    if (found) return found;
  }
  // 'applications withdrawn in the last 90 days' with no date named for it: the date the status was set (sts_dt).
  const table = closing[0] ? filterColumns(closing[0].filter)[0]?.table : undefined;
  return dates.find((column) => column.table === table && model.column(column).words.some((word) => word === 'status' || word === 'stage'));
}

/** Whether a date's name starts with a stem, or shortens it without vowels ('cls_dt' for the closing date). */
function namesStem(column: ColumnModel, stem: string): boolean {
  return column.words.some((word) => word.startsWith(stem)) || column.rawWords.some((raw) => raw.length >= 3 && !/[aeiou]/.test(raw.slice(1)) && abbreviates(raw.toLowerCase(), stem));
}
