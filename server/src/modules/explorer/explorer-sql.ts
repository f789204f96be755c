import { type CatalogColumn, type CatalogTable, type Dialect, tableId } from '../data-sources/catalog/catalog';
import { ExplorerInputError } from './explorer.errors';

/** How a filter compares a column with its values. */
export type FilterOperator = 'in' | 'not_in' | 'gt' | 'gte' | 'lt' | 'lte' | 'between' | 'contains';

export const FILTER_OPERATORS: readonly FilterOperator[] = ['in', 'not_in', 'gt', 'gte', 'lt', 'lte', 'between', 'contains'];

export interface ExplorerFilterSpec {
  column: string;
  operator: FilterOperator;
  values: string[];
}

export interface ExplorerSortSpec {
  column: string;
  descending: boolean;
}

/** Which rows of one table: the filters, a free-text search over its text columns, and an order. */
export interface RowSelection {
  table: string;
  filters: readonly ExplorerFilterSpec[];
  search?: string | null;
  sort?: ExplorerSortSpec | null;
}

const MAX_FILTER_VALUES = 200;
const MAX_VALUE_LENGTH = 500;
const NUMERIC = new Set(['integer', 'numeric']);
const DATES = new Set(['date', 'timestamp']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The table a user named, exactly as the catalog spells it (`schema.name` where schemas share the name, see tableId);
 * anything else is refused before SQL is written.
 */
export function catalogTableNamed(tables: readonly CatalogTable[], name: string): CatalogTable {
  const table = tables.find((candidate) => tableId(candidate) === name);
  if (!table) throw new ExplorerInputError(`The table "${name}" is not in this data source.`);
  return table;
}

export function catalogColumnNamed(table: CatalogTable, name: string): CatalogColumn {
  const column = table.columns.find((candidate) => candidate.name === name);
  if (!column) throw new ExplorerInputError(`The table "${table.name}" has no column "${name}".`);
  return column;
}

/**
 * Writes parameterised SQL for one dialect. Identifiers come only from the catalog and are quoted; every value the
 * user typed travels as a parameter, converted to the column's type first so a bad value is a clear error, not a
 * database one.
 */
export class ExplorerSql {
  readonly params: unknown[] = [];

  constructor(
    readonly dialect: Dialect,
    readonly table: CatalogTable,
  ) {}

  ident(name: string): string {
    return this.dialect === 'mysql' ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`;
  }

  param(value: unknown): string {
    this.params.push(value);
    return this.dialect === 'mysql' ? '?' : `$${this.params.length}`;
  }

  /** Named with its schema: a live database's tables need not be in the connection's. */
  get from(): string {
    return `${this.ident(this.table.schema)}.${this.ident(this.table.name)}`;
  }

  /** The WHERE clause (with its keyword) of a selection, or an empty string. */
  where(selection: RowSelection): string {
    const conditions = selection.filters.map((filter) => this.condition(filter));
    const search = selection.search?.trim();
    if (search) {
      const text = this.table.columns.filter((column) => column.type === 'text');
      if (text.length > 0) {
        const pattern = `%${search.slice(0, MAX_VALUE_LENGTH).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const like = this.dialect === 'mysql' ? 'LIKE' : 'ILIKE';
        conditions.push(`(${text.map((column) => `${this.ident(column.name)} ${like} ${this.param(pattern)}`).join(' OR ')})`);
      }
    }
    return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  }

  /** ORDER BY the chosen column, then the key (or the first column) so pages never overlap. */
  orderBy(sort: ExplorerSortSpec | null | undefined): string {
    const parts: string[] = [];
    if (sort) {
      const column = catalogColumnNamed(this.table, sort.column);
      parts.push(`${this.ident(column.name)} ${sort.descending ? 'DESC' : 'ASC'}`);
    }
    const keys = this.table.columns.filter((column) => column.isPrimaryKey);
    const tieBreakers = keys.length > 0 ? keys : this.table.columns.slice(0, 1);
    for (const column of tieBreakers) {
      if (column.name !== sort?.column) parts.push(`${this.ident(column.name)} ASC`);
    }
    return parts.length > 0 ? `ORDER BY ${parts.join(', ')}` : '';
  }

  /** LIMIT and OFFSET are integers checked here, so they are written inline. */
  page(limit: number, offset: number): string {
    if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 1 || offset < 0) throw new ExplorerInputError('The page is out of range.');
    return `LIMIT ${limit} OFFSET ${offset}`;
  }

  selectRows(selection: RowSelection, limit: number, offset: number): string {
    const columns = this.table.columns.map((column) => this.ident(column.name)).join(', ');
    return [`SELECT ${columns} FROM ${this.from}`, this.where(selection), this.orderBy(selection.sort), this.page(limit, offset)].filter(Boolean).join(' ');
  }

  private condition(filter: ExplorerFilterSpec): string {
    const column = catalogColumnNamed(this.table, filter.column);
    const target = this.ident(column.name);
    const values = filter.values.map((value) => typedValue(column, value, filter.operator));
    if (values.length === 0) throw new ExplorerInputError(`Choose at least one value for ${column.name}.`);
    if (values.length > MAX_FILTER_VALUES) throw new ExplorerInputError(`A filter can hold at most ${MAX_FILTER_VALUES} values.`);
    const one = (operator: string) => {
      if (values.length !== 1) throw new ExplorerInputError(`${column.name} ${operator} takes one value.`);
      return `${target} ${operator} ${this.param(values[0])}`;
    };
    switch (filter.operator) {
      case 'in':
      case 'not_in': {
        const list = values.map((value) => this.param(value)).join(', ');
        return `${target} ${filter.operator === 'in' ? 'IN' : 'NOT IN'} (${list})`;
      }
      case 'gt':
        return one('>');
      case 'gte':
        return one('>=');
      case 'lt':
        return one('<');
      case 'lte':
        return one('<=');
      case 'between': {
        if (values.length !== 2) throw new ExplorerInputError(`${column.name} between takes two values.`);
        // From inclusive to exclusive, as the ask engine's date ranges are.
        return `${target} >= ${this.param(values[0])} AND ${target} < ${this.param(values[1])}`;
      }
      case 'contains': {
        if (column.type !== 'text') throw new ExplorerInputError(`${column.name} is not text, so it cannot contain a value.`);
        const like = this.dialect === 'mysql' ? 'LIKE' : 'ILIKE';
        return `${target} ${like} ${this.param(`%${String(values[0]).replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
      }
    }
  }
}

/** A value converted to its column's type; numbers and dates that are not are refused with the column's name. */
export function typedValue(column: CatalogColumn, raw: string, operator: FilterOperator): string | number | boolean {
  if (typeof raw !== 'string') throw new ExplorerInputError(`A value for ${column.name} must be text.`);
  const value = raw.trim();
  if (value.length > MAX_VALUE_LENGTH) throw new ExplorerInputError(`A value for ${column.name} can be at most ${MAX_VALUE_LENGTH} characters.`);
  if (operator === 'contains') return value;
  if (NUMERIC.has(column.type)) {
    const number = Number(value);
    if (value === '' || !Number.isFinite(number)) throw new ExplorerInputError(`"${value}" is not a number, and ${column.name} holds numbers.`);
    return number;
  }
  if (DATES.has(column.type)) {
    if (!ISO_DATE.test(value)) throw new ExplorerInputError(`"${value}" is not a date (YYYY-MM-DD), and ${column.name} holds dates.`);
    return value;
  }
  if (column.type === 'boolean') {
    if (!/^(true|false)$/i.test(value)) throw new ExplorerInputError(`${column.name} is true or false.`);
    return value.toLowerCase() === 'true';
  }
  return raw;
}
