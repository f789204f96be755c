/**
 * Join keys between a source's tables, from the many side to the one side, whatever the columns are called. The
 * targets are keys: single-column primary keys, and unique, never-null integer or short text columns outside a
 * primary key of several columns. A column
 * `A.c` joins a key `B.k`, in order of trust:
 * a. when a declared single-column foreign key says so;
 * b. when both have the same name and A.c's distinct values are found in B.k (80% for text, which allows typos;
 *    95% for integers);
 * c. when A.c's name relates to table B or to B.k's name ('team_ref' → teams.ref, 'carrier' → carriers.code,
 *    'reviewer_badge' → staff.badge_no), or names a person by their role and B holds the company's people
 *    ('acct_mgr' → staff.emp_no), with 95% of its values found;
 * d. when A.c points at another row of its own table (reports_to, manager, parent_cd, referred_by) and 95% of its
 *    values are found in another key of that table: a self-reference, fromTable === toTable;
 * e. when A.c is a short text code (not prose, at least 3 values) and 98% of its values are found in B.k, a unique
 *    text code, whatever the names say.
 * Integers never join on their values alone: small numbers are found in every id range. A column joins at most one
 * way (the first rule that finds a target; among several targets, the one that holds most of its values, then the
 * closer name), and a pair of columns is joined once.
 */
import type { ForeignKey } from '../connections/introspect';
import { type CatalogColumn, type CatalogTable, type JoinKey, tableId } from './catalog';
import { isOwnKeyName, isOwnKeyStem, isPartyTable, isPeopleTable, isSelfReferenceName, nameRelatesToKey, nameRelatesToTable, namesOwnTable, namesPartyRole, namesPersonRole } from './key-names';
import { type ColumnRef, ORDERED_TYPES } from './profile-sql';

/** What join inference asks of the database when the catalog's value lists cannot tell. */
export interface JoinProbe {
  /** How many distinct values of `from` are found in `to`. */
  containedCount(from: ColumnRef, to: ColumnRef): Promise<number>;
  /** How many of `values` (distinct, as text) are found in `to`. */
  foundCount(to: ColumnRef, values: readonly string[]): Promise<number>;
}

/** Same-named text columns: the share of distinct values that must be found in the key (allows typos). */
export const NAME_MATCH_CONTAINMENT = 0.8;
/** Same-named integer columns, and names that relate: the share of distinct values that must be found in the key. */
export const OVERLAP_CONTAINMENT = 0.95;
/** Text codes with no name in common: the share of distinct values that must be found in the key. */
export const CODE_CONTAINMENT = 0.98;
/** Text longer than this is prose, not a code or a name that could be a key. */
const MAX_KEY_TEXT_LENGTH = 64;
/** Text codes joined on their values alone are at most this long, and have at least this many distinct values. */
const MAX_CODE_LENGTH = 32;
const MIN_CODE_VALUES = 3;
/** Of a column's sample values, at least this share must be in the key before the whole column is compared. */
const SAMPLE_CONTAINMENT = 0.9;
/** Of a text code's known values, at least this share must look like the key's before the database is asked. */
const SHAPE_SHARE = 0.8;

interface TableColumn {
  table: CatalogTable;
  column: CatalogColumn;
}

type Rule = 'same_name' | 'related_name' | 'self_reference' | 'code';

const ORIGINS: Readonly<Record<Rule, JoinKey['origin']>> = {
  same_name: 'name',
  related_name: 'overlap',
  self_reference: 'overlap',
  code: 'overlap',
};

function ref({ table, column }: TableColumn): ColumnRef {
  return { schema: table.schema, table: table.name, column: column.name, type: column.type };
}

function singlePrimaryKey(table: CatalogTable): CatalogColumn | undefined {
  const keys = table.columns.filter((column) => column.isPrimaryKey);
  return keys.length === 1 ? keys[0] : undefined;
}

function isUnique(table: CatalogTable, column: CatalogColumn): boolean {
  return column.isUnique ?? (table.rowCount > 0 && column.nullCount === 0 && column.distinctCount === table.rowCount);
}

/** The longest text value: measured by profiling, else read from the values; unknown means too long to be a key. */
function maxLength(column: CatalogColumn): number {
  if (column.maxLength !== undefined) return column.maxLength;
  return column.values ? Math.max(0, ...column.values.map((value) => value.length)) : Infinity;
}

/**
 * A column a join can point at: the table's single-column primary key, or a unique column of integers or short text
 * (in a table of at least two rows, where uniqueness says something).
 */
function isKeyColumn(table: CatalogTable, column: CatalogColumn): boolean {
  if (column === singlePrimaryKey(table)) return true;
  // One column of a declared key of two or more (a shared code table's code beside its kind) names no row alone,
  // however unique its values are today.
  if (column.isPrimaryKey) return false;
  if (table.rowCount < 2 || !isUnique(table, column)) return false;
  return column.type === 'integer' || (column.type === 'text' && maxLength(column) <= MAX_KEY_TEXT_LENGTH);
}

/**
 * Whether a column may point at another table's key. A unique column named for its own table (orders.order_id,
 * depots.depot_cd, carriers.code) identifies its own rows; only a declared foreign key makes it point elsewhere.
 */
function isSource(table: CatalogTable, column: CatalogColumn): boolean {
  if (column.type !== 'integer' && column.type !== 'text') return false;
  if (!isUnique(table, column)) return true;
  return !isOwnKeyName(column.name, table.name) && !isOwnKeyStem(column.name, table.name);
}

class JoinList {
  readonly joins: JoinKey[] = [];
  private readonly pairs = new Set<string>();
  private readonly fromColumns = new Set<string>();

  add(from: { table: string; column: string }, to: { table: string; column: string }, origin: JoinKey['origin']): void {
    const ends = [`${from.table}.${from.column}`, `${to.table}.${to.column}`].map((end) => end.toLowerCase()).sort();
    const pair = ends.join(' ');
    if (this.pairs.has(pair)) return;
    this.pairs.add(pair);
    this.fromColumns.add(`${from.table}\u0000${from.column}`);
    this.joins.push({ fromTable: from.table, fromColumn: from.column, toTable: to.table, toColumn: to.column, origin });
  }

  joinsFrom(table: string, column: string): boolean {
    return this.fromColumns.has(`${table}\u0000${column}`);
  }
}

function rangesAreDisjoint(a: CatalogColumn, b: CatalogColumn): boolean {
  if (!ORDERED_TYPES.has(a.type) || a.min === undefined || a.max === undefined || b.min === undefined || b.max === undefined) {
    return false;
  }
  return a.max < b.min || b.max < a.min;
}

/** What a value looks like: each run of capitals, small letters or digits as one character ('C1000' → 'A9'). */
function shape(value: string): string {
  return value.replace(/[A-Z]+/g, 'A').replace(/[a-z]+/g, 'a').replace(/[0-9]+/g, '9');
}

/**
 * Whether a text code's values may be in a key, judged from the values or samples the catalog keeps of both: they
 * must fit in the key's length and mostly look like its values. Rule e has no names to narrow its candidates, so this
 * spares the database a query for most pairs.
 */
function mayHoldCodes(from: CatalogColumn, to: CatalogColumn): boolean {
  const seen = from.values ?? from.samples ?? [];
  const known = to.values ?? to.samples ?? [];
  if (seen.length === 0 || known.length === 0) return true;
  const shapes = new Set(known.map(shape));
  const longest = maxLength(to);
  return seen.filter((value) => value.length <= longest && shapes.has(shape(value))).length >= seen.length * SHAPE_SHARE;
}

/** How close two names are, to choose between targets that hold the same share of a column's values. */
function closeness(from: TableColumn, to: TableColumn): number {
  let score = 0;
  if (from.column.name.toLowerCase() === to.column.name.toLowerCase()) score += 4;
  if (nameRelatesToTable(from.column.name, to.table.name)) score += 2;
  if (nameRelatesToKey(from.column.name, to.column.name)) score += 1;
  if (from.table.schema === to.table.schema) score += 0.5;
  return score;
}

class JoinFinder {
  private readonly keys: TableColumn[];
  private readonly shares = new Map<string, Promise<number>>();

  constructor(
    tables: readonly CatalogTable[],
    private readonly probe: JoinProbe,
  ) {
    this.keys = tables.flatMap((table) => table.columns.filter((column) => isKeyColumn(table, column)).map((column) => ({ table, column })));
  }

  /** The first rule that joins the column, and its target. */
  async find(from: TableColumn): Promise<{ target: TableColumn; rule: Rule } | undefined> {
    const others = this.keys.filter((key) => key.table !== from.table && key.column.type === from.column.type);
    const name = from.column.name.toLowerCase();
    const integer = from.column.type === 'integer';

    // 'ln_id' and 'ln_no' of inv_ln name its own lines: they point at no other table's 'ln_id' unless they name that
    // table ('order_id' of order_lines names orders).
    const ownWords = integer && namesOwnTable(from.column.name, from.table.name);
    const elsewhere = (key: TableColumn) => !ownWords || nameRelatesToTable(from.column.name, key.table.name) || isOwnKeyName(from.column.name, key.table.name);
    const sameName = others.filter((key) => key.column.name.toLowerCase() === name && elsewhere(key));
    const bySameName = await this.best(from, sameName, integer ? OVERLAP_CONTAINMENT : NAME_MATCH_CONTAINMENT);
    if (bySameName) return { target: bySameName, rule: 'same_name' };

    if (integer || maxLength(from.column) <= MAX_KEY_TEXT_LENGTH) {
      const related = others.filter(
        (key) => elsewhere(key) && (nameRelatesToTable(from.column.name, key.table.name) || nameRelatesToKey(from.column.name, key.column.name)),
      );
      const byRelatedName = await this.best(from, related, OVERLAP_CONTAINMENT);
      if (byRelatedName) return { target: byRelatedName, rule: 'related_name' };
      // 'acct_mgr', 'gm_no': a person named by their role is one of the company's people, by that table's own key.
      if (namesPersonRole(from.column.name)) {
        const people = others.filter((key) => key.column.isPrimaryKey && isPeopleTable(key.table.name));
        const byRole = await this.best(from, people, OVERLAP_CONTAINMENT);
        if (byRole) return { target: byRole, rule: 'related_name' };
      }
      // 'bill_to', 'ship_to', 'payer': the party billed is a customer, by that table's own key.
      if (namesPartyRole(from.column.name)) {
        const parties = others.filter((key) => key.column.isPrimaryKey && isPartyTable(key.table.name));
        const byParty = await this.best(from, parties, OVERLAP_CONTAINMENT);
        if (byParty) return { target: byParty, rule: 'related_name' };
      }
    }

    const own = this.keys.filter(
      (key) =>
        key.table === from.table &&
        key.column !== from.column &&
        key.column.type === from.column.type &&
        isSelfReferenceName(from.column.name, from.table.name, key.column.name),
    );
    const bySelfReference = await this.best(from, own, OVERLAP_CONTAINMENT);
    if (bySelfReference) return { target: bySelfReference, rule: 'self_reference' };

    if (this.isCode(from)) {
      const codes = others.filter(
        (key) =>
          key.column.type === 'text' &&
          maxLength(key.column) <= MAX_CODE_LENGTH &&
          this.mayBeOneToOne(from, key) &&
          mayHoldCodes(from.column, key.column),
      );
      const byCode = await this.best(from, codes, CODE_CONTAINMENT);
      if (byCode) return { target: byCode, rule: 'code' };
    }
    return undefined;
  }

  /** Short text with a few distinct values or more: a code, a name or a label rather than prose or a flag. */
  private isCode(from: TableColumn): boolean {
    const { column } = from;
    return column.type === 'text' && column.distinctCount >= MIN_CODE_VALUES && maxLength(column) <= MAX_CODE_LENGTH;
  }

  /** A unique column joins on values alone only to a table of as many rows: one to one. */
  private mayBeOneToOne(from: TableColumn, key: TableColumn): boolean {
    return !isUnique(from.table, from.column) || from.table.rowCount === key.table.rowCount;
  }

  /** The candidate that holds the largest share of the column's values (at least `threshold`), then the closest. */
  private async best(from: TableColumn, candidates: readonly TableColumn[], threshold: number): Promise<TableColumn | undefined> {
    let best: { key: TableColumn; share: number; closeness: number } | undefined;
    for (const key of candidates) {
      const share = await this.share(from, key, threshold);
      if (share < threshold) continue;
      const score = closeness(from, key);
      if (best === undefined || share > best.share || (share === best.share && score > best.closeness)) {
        best = { key, share, closeness: score };
      }
    }
    return best?.key;
  }

  /** The share of `from`'s distinct values found in `to`, or 0 when it is sure to stay under `threshold`. */
  private share(from: TableColumn, to: TableColumn, threshold: number): Promise<number> {
    const id = [tableId(from.table), from.column.name, tableId(to.table), to.column.name, threshold].join('\u0000');
    let share = this.shares.get(id);
    if (share === undefined) {
      share = this.measure(from, to, threshold);
      this.shares.set(id, share);
    }
    return share;
  }

  /** In memory when both value lists are known; else as cheaply as the database allows. */
  private async measure(from: TableColumn, to: TableColumn, threshold: number): Promise<number> {
    const total = from.column.distinctCount;
    if (total === 0 || to.column.distinctCount < total * threshold || rangesAreDisjoint(from.column, to.column)) return 0;
    const { values } = from.column;
    if (values && to.column.values) {
      const known = new Set(to.column.values);
      return values.filter((value) => known.has(value)).length / total;
    }
    if (values) return (await this.probe.foundCount(ref(to), values)) / total;
    // A few of the column's values, tried first, spare a scan of both tables when they are not in the key.
    const samples = from.column.samples ?? [];
    if (samples.length > 0) {
      const found = to.column.values ? samples.filter((sample) => to.column.values?.includes(sample)).length : await this.probe.foundCount(ref(to), samples);
      if (found < samples.length * SAMPLE_CONTAINMENT) return 0;
    }
    return (await this.probe.containedCount(ref(from), ref(to))) / total;
  }
}

/** The catalog's table for a declared foreign key's end, by schema and name. */
function tableFinder(tables: readonly CatalogTable[]): (schema: string, name: string) => CatalogTable | undefined {
  const byName = new Map(tables.map((table) => [`${table.schema}\u0000${table.name}`, table]));
  return (schema, name) => byName.get(`${schema}\u0000${name}`);
}

export async function inferJoins(
  tables: readonly CatalogTable[],
  foreignKeys: readonly ForeignKey[],
  probe: JoinProbe,
): Promise<JoinKey[]> {
  const list = new JoinList();
  const findTable = tableFinder(tables);
  for (const key of foreignKeys) {
    const [fromColumn, toColumn] = [key.fromColumns[0], key.toColumns[0]];
    const from = findTable(key.fromSchema, key.fromTable);
    const to = findTable(key.toSchema, key.toTable);
    if (key.fromColumns.length !== 1 || fromColumn === undefined || toColumn === undefined || !from || !to) continue;
    list.add({ table: tableId(from), column: fromColumn }, { table: tableId(to), column: toColumn }, 'foreign_key');
  }

  const finder = new JoinFinder(tables, probe);
  for (const table of tables) {
    for (const column of table.columns) {
      if (list.joinsFrom(tableId(table), column.name) || !isSource(table, column)) continue;
      const found = await finder.find({ table, column });
      if (found) {
        list.add({ table: tableId(table), column: column.name }, { table: tableId(found.target.table), column: found.target.column.name }, ORIGINS[found.rule]);
      }
    }
  }
  return list.joins;
}
