import type { DataSource, Repository } from 'typeorm';
import { ForbiddenError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { today } from '../../ask/answer/ask';
import { formatValue } from '../../ask/answer/answer-text';
import { humanize, nameWords } from '../../ask/answer/names';
import { planQuestion } from '../../ask/pipeline/plan-question';
import type { Filter, QueryPlan } from '../../ask/plan/plan';
import { answerType } from '../ask/ask.types';
import type { AskService } from '../ask/ask.service';
import { type Catalog, type CatalogColumn, type CatalogTable, tableId } from '../data-sources/catalog/catalog';
import type { SourceConnection } from '../data-sources/connections/source-connection';
import type { DataSourceService } from '../data-sources/data-source.service';
import { isDatabaseId } from '../projects/project-access';
import { Permission, roleHasPermission } from '../workspaces/workspace-role';
import { ExplorerView } from './explorer-view.entity';
import { catalogColumnNamed, catalogTableNamed, ExplorerSql, FILTER_OPERATORS, type ExplorerFilterSpec, type ExplorerSortSpec, type FilterOperator, type RowSelection } from './explorer-sql';
import { ExplorerInputError, ExplorerViewNotFoundError, SaveViewForbiddenError } from './explorer.errors';
import type { ExplorerAskResult, ExplorerFacet, ExplorerPage, ExplorerSelectionInput, ExplorerStat, ExplorerSummary, ExplorerTableInfo } from './explorer.types';

export const MAX_PAGE_SIZE = 200;
/** Rows per round trip while exporting; each batch is its own read-only query. */
export const EXPORT_BATCH = 5_000;
export const MAX_EXPORT_ROWS = 1_000_000;
const FACET_VALUE_LIMIT = 60;
const LABEL_MAX = 100;
/** The saved view's search column holds this many characters (explorer_views.search). */
const SEARCH_MAX = 500;
const NUMERIC = new Set(['integer', 'numeric']);
const DATES = new Set(['date', 'timestamp']);

export interface ExplorerSettings {
  askTimeoutMs: number;
}

/** A selection checked against the catalog, with the table and the connection to read it from. */
interface ResolvedSelection {
  catalog: Catalog;
  table: CatalogTable;
  selection: RowSelection;
  connection: SourceConnection;
}

function assertCanRead(viewer: Viewer): void {
  if (!roleHasPermission(viewer.role, Permission.VIEW_REPORTS)) throw new ForbiddenError('Your role cannot view this workspace’s data.');
}

/** SPEC's Source and Status filters: columns named like that come first. */
export function facetRole(column: string): 'source' | 'status' | 'other' {
  const words = nameWords(column);
  if (words.includes('source') || words.includes('channel')) return 'source';
  if (words.includes('status') || words.includes('stage') || words.includes('state')) return 'status';
  return 'other';
}

/** Keys and references ('region_id') make poor filters: their values mean nothing on their own. */
function isKey(table: CatalogTable, column: CatalogColumn, catalog: Catalog): boolean {
  if (column.isPrimaryKey) return true;
  const words = nameWords(column.name);
  return words[words.length - 1] === 'id' || catalog.joins.some((join) => join.fromTable === tableId(table) && join.fromColumn === column.name);
}

function isMeasurable(table: CatalogTable, column: CatalogColumn, catalog: Catalog): boolean {
  if (!NUMERIC.has(column.type) || column.isPrimaryKey) return false;
  const words = nameWords(column.name);
  if (words[words.length - 1] === 'id') return false;
  return !catalog.joins.some((join) => join.fromTable === tableId(table) && join.fromColumn === column.name);
}

/**
 * The data explorer: rows of one source table with server-side paging, sorting and filters, summary figures, saved
 * views and exports. Every query goes through the source's read-only connection; tables and columns must be in the
 * catalog, and values travel as parameters.
 */
export class ExplorerService {
  private readonly views: Repository<ExplorerView>;

  constructor(
    dataSource: DataSource,
    private readonly dataSources: DataSourceService,
    private readonly asking: AskService,
    private readonly settings: ExplorerSettings,
  ) {
    this.views = dataSource.getRepository(ExplorerView);
  }

  async tableInfo(viewer: Viewer, dataSourceId: number, tableName: string): Promise<ExplorerTableInfo> {
    assertCanRead(viewer);
    const catalog = await this.dataSources.catalogFor(viewer, dataSourceId);
    const table = catalogTableNamed(catalog.tables, tableName);
    const facets: ExplorerFacet[] = table.columns
      .filter((column) => column.values !== undefined && column.values.length > 0 && column.values.length <= FACET_VALUE_LIMIT && !isKey(table, column, catalog))
      .map((column) => ({ column: column.name, label: capitalised(humanize(column.name)), role: facetRole(column.name), values: [...(column.values ?? [])].sort(compareText) }))
      .filter((facet) => facet.values.length >= 2 || facet.role !== 'other')
      .sort((a, b) => roleRank(a.role) - roleRank(b.role));
    return { table: tableId(table), rowCount: table.rowCount, columns: table.columns.map((column) => ({ name: column.name, type: column.type })), facets };
  }

  async rows(viewer: Viewer, input: ExplorerSelectionInput, offset: number, limit: number): Promise<ExplorerPage> {
    const pageSize = Math.min(Math.max(1, Math.trunc(limit)), MAX_PAGE_SIZE);
    const start = Math.max(0, Math.trunc(offset));
    const resolved = await this.resolve(viewer, input);
    const [page, total] = await Promise.all([this.page(resolved, pageSize, start), this.count(resolved)]);
    return { columns: resolved.table.columns.map((column) => ({ name: column.name, type: column.type })), rows: page, total, offset: start, limit: pageSize };
  }

  async summary(viewer: Viewer, input: ExplorerSelectionInput): Promise<ExplorerSummary> {
    const resolved = await this.resolve(viewer, input);
    const { table, catalog, connection, selection } = resolved;
    const sql = new ExplorerSql(catalog.dialect, table);
    const numeric = table.columns.filter((column) => isMeasurable(table, column, catalog)).slice(0, 2);
    const date = table.columns.find((column) => DATES.has(column.type));
    const parts = ['count(*)'];
    for (const column of numeric) parts.push(`sum(${sql.ident(column.name)})`, `avg(${sql.ident(column.name)})`);
    if (date) parts.push(`min(${sql.ident(date.name)})`, `max(${sql.ident(date.name)})`);
    const result = await connection.query(`SELECT ${parts.join(', ')} FROM ${sql.from} ${sql.where(selection)}`, sql.params, { timeoutMs: this.settings.askTimeoutMs, maxRows: 1 });
    const row = result.rows[0] ?? [];
    const matching = Number(row[0] ?? 0);
    const stats: ExplorerStat[] = [
      { label: 'Matching rows', value: formatValue(matching), hint: `of ${formatValue(table.rowCount)}` },
      { label: 'Columns', value: formatValue(table.columns.length), hint: null },
    ];
    numeric.forEach((column, i) => {
      const name = humanize(column.name);
      stats.push({ label: `Total ${name}`, value: formatValue(roundTo(row[1 + i * 2], 2)), hint: `average ${formatValue(roundTo(row[2 + i * 2], 2))}` });
    });
    if (date) {
      const at = 1 + numeric.length * 2;
      const [from, to] = [row[at], row[at + 1]];
      stats.push({ label: capitalised(humanize(date.name)), value: from === null || from === undefined ? '(none)' : `${shortDate(from)} – ${shortDate(to)}`, hint: null });
    }
    return { totalRows: table.rowCount, matchingRows: matching, stats };
  }

  /** Every matching row, a batch at a time, in the selection's order (for CSV and JSON exports). */
  async *exportRows(viewer: Viewer, input: ExplorerSelectionInput): AsyncGenerator<{ columns: string[]; rows: unknown[][] }> {
    const resolved = await this.resolve(viewer, input);
    const columns = resolved.table.columns.map((column) => column.name);
    for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += EXPORT_BATCH) {
      const rows = await this.page(resolved, EXPORT_BATCH, offset);
      yield { columns, rows };
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  /** Checked before a download starts, so a bad request gets an error status rather than a broken file. */
  async checkSelection(viewer: Viewer, input: ExplorerSelectionInput): Promise<string> {
    const { table } = await this.resolve(viewer, input);
    return tableId(table);
  }

  // --- Saved views ---

  async listViews(viewer: Viewer, dataSourceId: number, tableName: string): Promise<ExplorerView[]> {
    // Another workspace's source is "not found", like every other read by id (not an empty list).
    await this.dataSources.get(viewer, dataSourceId);
    return this.views.find({ where: { workspaceId: viewer.workspaceId, dataSourceId, tableName }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** SPEC §5: a view needs a name; the filters are checked against the catalog before they are kept. */
  async saveView(viewer: Viewer, input: ExplorerSelectionInput, rawLabel: string): Promise<ExplorerView> {
    if (!roleHasPermission(viewer.role, Permission.CREATE_REPORTS)) throw new SaveViewForbiddenError();
    const label = typeof rawLabel === 'string' ? rawLabel.trim() : '';
    if (label === '') throw new ExplorerInputError('Give the view a name.');
    if (label.length > LABEL_MAX) throw new ExplorerInputError(`A view name can be at most ${LABEL_MAX} characters.`);
    const { table, selection } = await this.resolve(viewer, input);
    const search = selection.search?.trim() || null;
    if (search && search.length > SEARCH_MAX) throw new ExplorerInputError(`A saved search can be at most ${SEARCH_MAX} characters.`);
    return this.views.save(
      this.views.create({
        workspaceId: viewer.workspaceId,
        dataSourceId: input.dataSourceId,
        tableName: tableId(table),
        label,
        filters: [...selection.filters],
        search,
        sort: selection.sort ?? null,
        createdById: viewer.userId,
      }),
    );
  }

  async deleteView(viewer: Viewer, id: number): Promise<number> {
    if (!roleHasPermission(viewer.role, Permission.CREATE_REPORTS)) throw new SaveViewForbiddenError();
    if (!isDatabaseId(id)) throw new ExplorerViewNotFoundError();
    const view = await this.views.findOneBy({ id, workspaceId: viewer.workspaceId });
    if (!view) throw new ExplorerViewNotFoundError();
    await this.views.delete({ id });
    return id;
  }

  // --- Asking ---

  /**
   * 'Ask the assistant anything': a question that only narrows this table's rows ('active customers in Germany')
   * becomes filters; anything else (totals, groupings, other tables) is answered by the ask engine from this source.
   */
  async ask(viewer: Viewer, input: ExplorerSelectionInput, question: string): Promise<ExplorerAskResult> {
    const { catalog, table } = await this.resolve(viewer, input);
    const text = typeof question === 'string' ? question.trim() : '';
    if (text === '') throw new ExplorerInputError('Type a question to ask.');
    const planned = planQuestion(text, catalog, { today: today() });
    if (planned.status === 'answered' && planned.plan) {
      const filters = filtersFor(planned.plan, table);
      if (filters) {
        const sort = sortFor(planned.plan, table);
        const words = filters.map(describeFilter).join('; ');
        return {
          kind: 'filters',
          filters,
          sort,
          answer: null,
          message: filters.length > 0 ? `Showing ${humanize(table.name)} where ${words}.` : `Showing all ${humanize(table.name)}${sort ? `, sorted by ${humanize(sort.column)}` : ''}.`,
        };
      }
    }
    const answer = await this.asking.ask(viewer, { question: text, dataSourceIds: [catalog.sourceId] });
    return { kind: 'answer', filters: [], sort: null, answer: answerType(answer), message: answer.answer };
  }

  // --- Internals ---

  private async resolve(viewer: Viewer, input: ExplorerSelectionInput): Promise<ResolvedSelection> {
    assertCanRead(viewer);
    const catalog = await this.dataSources.catalogFor(viewer, input.dataSourceId);
    const table = catalogTableNamed(catalog.tables, input.table);
    const filters = (input.filters ?? []).map((filter) => checkedFilter(table, filter));
    const sort = input.sort ? { column: catalogColumnNamed(table, input.sort.column).name, descending: Boolean(input.sort.descending) } : null;
    const selection: RowSelection = { table: tableId(table), filters, search: input.search ?? null, sort };
    // Written once here so a bad value is reported before anything runs.
    new ExplorerSql(catalog.dialect, table).where(selection);
    const connection = await this.dataSources.connectionForCatalog(catalog);
    return { catalog, table, selection, connection };
  }

  private async page({ catalog, table, selection, connection }: ResolvedSelection, limit: number, offset: number): Promise<unknown[][]> {
    const sql = new ExplorerSql(catalog.dialect, table);
    const text = sql.selectRows(selection, limit, offset);
    const result = await connection.query(text, sql.params, { timeoutMs: this.settings.askTimeoutMs, maxRows: limit });
    return result.rows;
  }

  private async count({ catalog, table, selection, connection }: ResolvedSelection): Promise<number> {
    const sql = new ExplorerSql(catalog.dialect, table);
    const result = await connection.query(`SELECT count(*) FROM ${sql.from} ${sql.where(selection)}`, sql.params, { timeoutMs: this.settings.askTimeoutMs, maxRows: 1 });
    return Number(result.rows[0]?.[0] ?? 0);
  }
}

function checkedFilter(table: CatalogTable, filter: { column: string; operator?: string | null; values: string[] }): ExplorerFilterSpec {
  const operator = (filter.operator ?? 'in') as FilterOperator;
  if (!FILTER_OPERATORS.includes(operator)) throw new ExplorerInputError(`Unknown filter operator "${filter.operator}".`);
  const column = catalogColumnNamed(table, filter.column);
  if (!Array.isArray(filter.values) || filter.values.some((value) => typeof value !== 'string')) throw new ExplorerInputError('Filter values must be text.');
  return { column: column.name, operator, values: [...filter.values] };
}

/** A plan's filters as explorer filters, when the plan only lists or counts rows of `table`; undefined otherwise. */
export function filtersFor(plan: QueryPlan, table: CatalogTable): ExplorerFilterSpec[] | undefined {
  const id = tableId(table);
  if (plan.baseTable !== id || plan.dimensions.length > 0 || plan.having.length > 0 || plan.comparison || plan.perGroup) return undefined;
  const onlyRows = plan.measures.length === 0 || plan.measures.every((measure) => measure.aggregate === 'count' && !measure.column && !measure.metric && !measure.rate && !measure.share && !measure.ratio && (measure.table ?? id) === id);
  if (!onlyRows) return undefined;
  const filters: ExplorerFilterSpec[] = [];
  for (const filter of plan.filters) {
    if (filter.kind === 'not_null') continue;
    const spec = explorerFilter(filter, id);
    if (!spec) return undefined;
    filters.push(spec);
  }
  return filters;
}

/** One plan filter on `table`'s own column as an explorer filter; undefined when the explorer has no such filter. */
function explorerFilter(filter: Filter, table: string): ExplorerFilterSpec | undefined {
  if (filter.kind === 'exists' || filter.column.table !== table) return undefined;
  const column = filter.column.column;
  switch (filter.kind) {
    case 'values':
      return { column, operator: filter.negated ? 'not_in' : 'in', values: filter.values };
    case 'compare': {
      const operators: Record<string, FilterOperator> = { '>': 'gt', '>=': 'gte', '<': 'lt', '<=': 'lte', '=': 'in', '<>': 'not_in' };
      return { column, operator: operators[filter.operator] ?? 'in', values: [String(filter.value)] };
    }
    case 'between':
      // The engine's BETWEEN includes both ends; the explorer's 'between' excludes the upper one.
      return { column, operator: 'between', values: [String(filter.from), String(nextAfter(filter.to))] };
    case 'date_range':
      return { column, operator: 'between', values: [filter.from, filter.to] };
    default:
      return undefined;
  }
}

function nextAfter(value: number): number {
  return Number.isInteger(value) ? value + 1 : value + Number.EPSILON * Math.max(1, Math.abs(value));
}

function sortFor(plan: QueryPlan, table: CatalogTable): ExplorerSortSpec | null {
  if (!plan.order || plan.order.by !== 'column') return null;
  const column = plan.listColumns[plan.order.index];
  if (!column || column.table !== tableId(table)) return null;
  return { column: column.column, descending: plan.order.direction === 'desc' };
}

export function describeFilter(filter: ExplorerFilterSpec): string {
  const name = humanize(filter.column);
  switch (filter.operator) {
    case 'in':
      return `${name} is ${filter.values.join(' or ')}`;
    case 'not_in':
      return `${name} is not ${filter.values.join(' or ')}`;
    case 'gt':
      return `${name} > ${filter.values[0]}`;
    case 'gte':
      return `${name} ≥ ${filter.values[0]}`;
    case 'lt':
      return `${name} < ${filter.values[0]}`;
    case 'lte':
      return `${name} ≤ ${filter.values[0]}`;
    case 'between':
      return `${name} from ${filter.values[0]} to before ${filter.values[1]}`;
    case 'contains':
      return `${name} contains “${filter.values[0]}”`;
  }
}

function roleRank(role: string): number {
  return role === 'source' ? 0 : role === 'status' ? 1 : 2;
}

function compareText(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function roundTo(value: unknown, digits: number): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  const factor = 10 ** digits;
  return Math.round(number * factor) / factor;
}

function shortDate(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 10) : formatValue(value);
}
