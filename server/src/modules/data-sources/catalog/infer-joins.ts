/**
 * Join keys between a source's tables, from the many side to the one side. In order of trust:
 * 1. declared single-column foreign keys;
 * 2. the same column name in two tables where one side is its table's key: its primary key
 *    (orders.customer_id → customers.customer_id), or a unique name column whose values the other side mostly uses
 *    (sales_pipeline.product → products.product);
 * 3. a key-like column (integer or short text, named like a key) whose name relates to another table and whose
 *    values that table's key contains (orders.ship_via → shippers.shipper_id).
 * A column joins at most one way, and a pair of columns is joined once.
 */
import type { ForeignKey } from '../connections/introspect';
import type { CatalogColumn, CatalogTable, JoinKey } from './catalog';
import { isKeyLikeName, nameRelatesToTable, singular } from './key-names';
import { type ColumnRef, ORDERED_TYPES } from './profile-sql';

/** What join inference asks of the database. */
export interface JoinProbe {
  /** The longest value of a text column, in characters. */
  maxTextLength(ref: ColumnRef): number | undefined;
  /** How many distinct values of `from` are found in `to`. */
  containedCount(from: ColumnRef, to: ColumnRef): Promise<number>;
}

/** Same-named columns: the share of distinct values that must be found in the unique name column (allows typos). */
export const NAME_MATCH_CONTAINMENT = 0.8;
/** Differently named columns: the share of distinct values that must be found in the other table's key. */
export const OVERLAP_CONTAINMENT = 0.95;
/** Text longer than this is prose, not a code or a name that could be a key. */
const MAX_KEY_TEXT_LENGTH = 64;

interface TableColumn {
  table: CatalogTable;
  column: CatalogColumn;
}

interface KeyColumn extends TableColumn {
  /** The table's primary key, rather than a unique name column. */
  primary: boolean;
}

function ref({ table, column }: TableColumn): ColumnRef {
  return { table: table.name, column: column.name, type: column.type };
}

function singlePrimaryKey(table: CatalogTable): CatalogColumn | undefined {
  const keys = table.columns.filter((column) => column.isPrimaryKey);
  return keys.length === 1 ? keys[0] : undefined;
}

function isUniqueName(table: CatalogTable, column: CatalogColumn): boolean {
  return (
    column.type === 'text' && !column.isPrimaryKey && table.rowCount > 1 && column.nullCount === 0 && column.distinctCount === table.rowCount
  );
}

/** The columns a join can point at: single-column primary keys and unique name columns. */
function keyColumns(tables: readonly CatalogTable[]): KeyColumn[] {
  return tables.flatMap((table) => {
    const primary = singlePrimaryKey(table);
    const keys: KeyColumn[] = primary ? [{ table, column: primary, primary: true }] : [];
    for (const column of table.columns) if (isUniqueName(table, column)) keys.push({ table, column, primary: false });
    return keys;
  });
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
    this.fromColumns.add(`${from.table}.${from.column}`);
    this.joins.push({ fromTable: from.table, fromColumn: from.column, toTable: to.table, toColumn: to.column, origin });
  }

  joinsFrom(table: string, column: string): boolean {
    return this.fromColumns.has(`${table}.${column}`);
  }
}

/** The share of `from`'s distinct values found in `to`: in memory when both lists are known, else in the database. */
async function containment(from: TableColumn, to: TableColumn, probe: JoinProbe): Promise<number> {
  const total = from.column.distinctCount;
  if (total === 0) return 0;
  if (from.column.values && to.column.values) {
    const known = new Set(to.column.values);
    return from.column.values.filter((value) => known.has(value)).length / total;
  }
  if (rangesAreDisjoint(from.column, to.column)) return 0;
  return (await probe.containedCount(ref(from), ref(to))) / total;
}

function rangesAreDisjoint(a: CatalogColumn, b: CatalogColumn): boolean {
  if (!ORDERED_TYPES.has(a.type) || a.min === undefined || a.max === undefined || b.min === undefined || b.max === undefined) {
    return false;
  }
  return a.max < b.min || b.max < a.min;
}

async function joinByName(from: TableColumn, keys: readonly KeyColumn[], probe: JoinProbe): Promise<KeyColumn | undefined> {
  const name = from.column.name.toLowerCase();
  for (const key of keys.filter((candidate) => candidate.column.name.toLowerCase() === name)) {
    if (key.primary || (await containment(from, key, probe)) >= NAME_MATCH_CONTAINMENT) return key;
  }
  return undefined;
}

function isKeyLike(from: TableColumn, singulars: ReadonlySet<string>, probe: JoinProbe): boolean {
  if (!isKeyLikeName(from.column.name, singulars)) return false;
  if (from.column.type === 'integer') return true;
  return from.column.type === 'text' && (probe.maxTextLength(ref(from)) ?? Infinity) <= MAX_KEY_TEXT_LENGTH;
}

/** The related table's key that contains the most of the column's values, if enough. */
async function joinByOverlap(from: TableColumn, keys: readonly KeyColumn[], probe: JoinProbe): Promise<KeyColumn | undefined> {
  let best: { key: KeyColumn; share: number } | undefined;
  for (const key of keys.filter((candidate) => nameRelatesToTable(from.column.name, candidate.table.name))) {
    const share = await containment(from, key, probe);
    if (share >= OVERLAP_CONTAINMENT && (best === undefined || share > best.share)) best = { key, share };
  }
  return best?.key;
}

export async function inferJoins(
  tables: readonly CatalogTable[],
  foreignKeys: readonly ForeignKey[],
  probe: JoinProbe,
): Promise<JoinKey[]> {
  const list = new JoinList();
  for (const key of foreignKeys) {
    const [fromColumn, toColumn] = [key.fromColumns[0], key.toColumns[0]];
    if (key.fromColumns.length !== 1 || fromColumn === undefined || toColumn === undefined) continue;
    list.add({ table: key.fromTable, column: fromColumn }, { table: key.toTable, column: toColumn }, 'foreign_key');
  }

  const keys = keyColumns(tables);
  const singulars = new Set(tables.map((table) => singular(table.name)));
  for (const table of tables) {
    const ownKey = singlePrimaryKey(table);
    for (const column of table.columns) {
      if (column === ownKey || list.joinsFrom(table.name, column.name)) continue;
      const from = { table, column };
      const candidates = keys.filter((key) => key.table !== table && key.column.type === column.type);
      const byName = await joinByName(from, candidates, probe);
      const byOverlap = byName || !isKeyLike(from, singulars, probe) ? undefined : await joinByOverlap(from, candidates, probe);
      const target = byName ?? byOverlap;
      if (target) list.add(ref(from), ref(target), byName ? 'name' : 'overlap');
    }
  }
  return list.joins;
}
