import type { SchemaModel } from '../catalog/schema-model';
import { isKindOfPerson } from '../words/wordnet';
import { PERSON_SUPERIORS } from './superiors';
import { PERSON_WORDS } from './vocabulary';

/** Names of tables of our own people. */
const STAFF_WORDS: ReadonlySet<string> = new Set(['employee', 'staff', 'agent', 'rep', 'representative', 'salesperson', 'seller', 'worker', 'personnel']);

/** Whether a table's rows are people: its words name a kind of person, it has first and last names, or it is staff. */
export function isPeopleTable(model: SchemaModel, table: string): boolean {
  const found = model.table(table);
  const head = found.words[found.words.length - 1] ?? '';
  if (found.words.some((word) => PERSON_WORDS.has(word)) || isKindOfPerson(head) || found.columns.some((column) => /^(first|last) name$/.test(column.words.join(' ')))) return true;
  return isStaffTable(model, table);
}

/** Rows with a hire date, or that report to a row of their own kind ('mech' with hire_dt and rpt_to_cd): our own people. */
export function isStaffTable(model: SchemaModel, table: string): boolean {
  const found = model.table(table);
  if (found.columns.some((column) => column.role === 'date' && column.words.includes('hire')) || found.words.some((word) => STAFF_WORDS.has(word))) return true;
  return model.selfJoins.some((join) => join.fromTable === table && model.column({ table, column: join.fromColumn }).rawWords.some((word) => PERSON_SUPERIORS.has(word.toLowerCase()) || /^(report|rpt)/i.test(word)));
}
