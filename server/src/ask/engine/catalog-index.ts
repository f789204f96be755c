import type { Catalog, CatalogColumn, CatalogTable } from '../../modules/data-sources/catalog/catalog';
import type { ColumnRef } from './plan';
import { nameWords, singularOf } from './text';

const NUMERIC_TYPES = new Set(['integer', 'numeric']);
const DATE_TYPES = new Set(['date', 'timestamp']);

/** Lookups over one catalog that the planner needs again and again. */
export class CatalogIndex {
  private readonly tables = new Map<string, CatalogTable>();

  constructor(readonly catalog: Catalog) {
    for (const table of catalog.tables) this.tables.set(table.name, table);
  }

  table(name: string): CatalogTable {
    const table = this.tables.get(name);
    if (!table) throw new Error(`Unknown table ${name}`);
    return table;
  }

  column(ref: ColumnRef): CatalogColumn {
    const column = this.table(ref.table).columns.find((candidate) => candidate.name === ref.column);
    if (!column) throw new Error(`Unknown column ${ref.table}.${ref.column}`);
    return column;
  }

  isNumeric(ref: ColumnRef): boolean {
    return NUMERIC_TYPES.has(this.column(ref).type);
  }

  isDate(ref: ColumnRef): boolean {
    return DATE_TYPES.has(this.column(ref).type);
  }

  /** A numeric column that measures something, rather than identifying a row or pointing at another table. */
  isMeasurable(ref: ColumnRef): boolean {
    if (!this.isNumeric(ref)) return false;
    const column = this.column(ref);
    if (column.isPrimaryKey) return false;
    const words = nameWords(column.name);
    return !(words[words.length - 1] === 'id' || this.catalog.joins.some((join) => join.fromTable === ref.table && join.fromColumn === ref.column));
  }

  primaryKey(table: string): ColumnRef | undefined {
    const column = this.table(table).columns.find((candidate) => candidate.isPrimaryKey);
    return column ? { table, column: column.name } : undefined;
  }

  /**
   * The columns that name a row for people: 'company_name', 'product_name', first and last name, 'account' in
   * accounts, 'region_description'. Falls back to the first text column, then the key.
   */
  labelColumns(table: string): ColumnRef[] {
    const { columns } = this.table(table);
    const text = columns.filter((column) => column.type === 'text');
    const singular = singularOf(nameWords(table).join('_'));
    const named = (name: string) => text.find((column) => column.name.toLowerCase() === name);
    const first = text.find((column) => /^first_?name$/i.test(column.name));
    const last = text.find((column) => /^last_?name$/i.test(column.name));
    const pick =
      named(`${singular}_name`) ?? named(singular) ?? named('name') ?? named(`${singular}name`) ?? named('company_name') ??
      named('full_name') ?? named('display_name');
    if (pick) return [{ table, column: pick.name }];
    if (first && last) return [{ table, column: first.name }, { table, column: last.name }];
    // 'rep_name' in sales_reps: a name column named after a word of the table's name (not 'ship_name' in orders).
    const tableWords = nameWords(table);
    const own = text.find((column) => /_name$/i.test(column.name) && tableWords.includes(singularOf(column.name.toLowerCase().replace(/_name$/, '').split('_').pop() ?? '')));
    if (own) return [{ table, column: own.name }];
    const described = named(`${singular}_description`) ?? named('title');
    if (described) return [{ table, column: described.name }];
    const key = columns.find((column) => column.isPrimaryKey);
    if (key) return [{ table, column: key.name }];
    const fallback = text[0] ?? columns[0];
    return fallback ? [{ table, column: fallback.name }] : [];
  }

  /** A yes/no column: boolean, or integers that are only 0 and 1 ('discontinued'). */
  isFlag(ref: ColumnRef): boolean {
    const column = this.column(ref);
    if (column.type === 'boolean') return true;
    return column.type === 'integer' && column.distinctCount <= 2 && column.min === 0 && column.max === 1 && !column.isPrimaryKey;
  }

  /** The date columns of a table, the one named after the table first ('order_date' in orders). */
  dateColumns(table: string): ColumnRef[] {
    const singular = singularOf(nameWords(table).join('_'));
    const dates = this.table(table).columns.filter((column) => DATE_TYPES.has(column.type));
    const rank = (column: CatalogColumn) => {
      const name = column.name.toLowerCase();
      if (name === `${singular}_date` || name === 'date') return 0;
      if (/created|^date_|_date$/.test(name) && !/birth|required|due|end|expir/.test(name)) return 1 + column.nullCount / Math.max(1, column.distinctCount + column.nullCount);
      return 3;
    };
    return dates
      .map((column, position) => ({ column, position }))
      .sort((a, b) => rank(a.column) - rank(b.column) || a.position - b.position)
      .map(({ column }) => ({ table, column: column.name }));
  }
}
