/**
 * A catalog read once for planning: each table and column with what its values say it is (a key, a label, a
 * measure, a date, a year, a yes/no flag, a status), and the join graph between tables. Built per catalog object and
 * kept while the catalog lives.
 */
import { singularLemma } from '../tokens/tokenize';
import { expansionsOf } from '../words/abbreviations';
import { abbreviates } from '../words/shortening';
import { isDictionaryWord } from '../words/wordnet';
import { codeKey, codeMeanings, meaningHead } from './code-tables';
import { EXPRESSION_NAME, tableId, type Catalog, type CatalogColumn, type CatalogTable, type JoinKey, type MetricDefinition } from './catalog';

/** How a date stored as text is written: ISO, US (MM/DD/YYYY), European (DD.MM.YYYY), YYYYMMDD, or a YYYYMM month. */
export type TextDateFormat = 'iso' | 'us' | 'eu' | 'compact' | 'yearmonth';

export interface ColumnRef {
  table: string;
  column: string;
}

/** What a column holds, read from its type, values and name. */
export type ColumnRole =
  | 'key' // identifies its table's rows
  | 'reference' // points at another table's key
  | 'date' // a date or timestamp (or dates stored as text)
  | 'year' // an integer year: 2019, 2020
  | 'month' // an integer month 1-12
  | 'quarter' // an integer quarter 1-4
  | 'flag' // yes/no: boolean, 0/1, Y/N
  | 'measure' // a number to sum or average
  | 'category' // few distinct text values: a status, a type, a country
  | 'label' // a name or title that tells rows apart for people
  | 'text'; // anything else

export interface ColumnModel {
  ref: ColumnRef;
  column: CatalogColumn;
  role: ColumnRole;
  /** Lemmas of the name's words, abbreviations expanded: 'hire_dt' → ['hire', 'date']. */
  words: string[];
  /** The name's words as written ('hire', 'dt'). */
  rawWords: string[];
  /** For flags: the values that mean yes and no. */
  flag?: { yes: string[]; no: string[]; kind: 'boolean' | 'integer' | 'text' };
  /** For dates stored as text: how to read them. */
  textDate?: TextDateFormat;
  /** Money or numbers stored as text ('$1,234.50'). */
  textNumber?: boolean;
  /**
   * For codes a shared code table explains: the code of each meaning. The column's `values` are then the meanings'
   * heads ('Cancelled', not X), so words and states read them as any other value; filters store the codes.
   */
  codes?: Map<string, string>;
  /** For the same columns: what each code means in full, as the code table says it ('Relay (FloraLink incoming)'). */
  meanings?: ReadonlyMap<string, string>;
}

export interface TableModel {
  id: string;
  table: CatalogTable;
  /** Lemmas of the name's words: 'sales_pipeline' → ['sale', 'pipeline'], 'emp' → ['employee']. */
  words: string[];
  rawWords: string[];
  columns: ColumnModel[];
  byName: Map<string, ColumnModel>;
}

/** One step of a join path. `fansOut` when it goes from the one side to the many side, which multiplies rows. */
export interface JoinStep {
  fromTable: string;
  fromColumn: string;
  toTable: string;
  toColumn: string;
  fansOut: boolean;
  /** A one-to-one step against the key's direction: the row on the other side may be missing. */
  optional?: boolean;
  /** Keys written differently on the two sides ('GTXPro' against 'GTX Pro'): matched without case or separators. */
  loose?: boolean;
  /** Along a pointer most rows leave empty ('rcvd_by' of payments taken at a counter), either way: it misses most of the rows. */
  sparse?: boolean;
}

/** What loose join keys are compared without, here and in SqlWriter.compactText: 'GTX Pro' and 'GTXPro' meet. */
export const KEY_SEPARATORS: readonly string[] = [' ', '-', '_', '.', '/', "'"];

/** A text value without case or separators, as SqlWriter.compactText compares it. */
function compact(value: string): string {
  return KEY_SEPARATORS.reduce((text, separator) => text.split(separator).join(''), value.toLowerCase());
}

/**
 * Whether a join's text keys only meet once spacing, case and separators are set aside: every value on the referring
 * side is found on the other that way, and some only that way.
 */
function looseKeys(from: CatalogColumn | undefined, to: CatalogColumn | undefined): boolean {
  if (!from?.values || !to?.values || from.type !== 'text' || to.type !== 'text') return false;
  const exact = new Set(to.values);
  const missing = from.values.filter((value) => !exact.has(value));
  if (missing.length === 0) return false;
  const compacted = new Set(to.values.map(compact));
  return missing.every((value) => compacted.has(compact(value)));
}

/** Name words of tables of lines, each part of a whole (an order's lines, a till transaction's items). */
export const LINE_WORDS: ReadonlySet<string> = new Set(['line', 'item', 'detail']);

/** Name words of tables whose rows are balances at a moment. */
const SNAPSHOT_WORDS = new Set(['snap', 'snapshot', 'snapshots', 'balance', 'bal', 'level', 'lvl', 'eom', 'eod']);

const FORWARD_COST = 1;
/** Through a row that may be missing (an order's delivery): one to one, but not every row has one. */
const OPTIONAL_COST = 1.5;
const REVERSE_COST = 4;
/** A way down a pointer most rows leave empty reaches few of the rows: it is taken last. */
const SPARSE_COST = 10;
/** A way up such a pointer (an application's referring employee) gives most rows nothing: a fuller way comes first. */
const SPARSE_POINTER_COST = 0.5;

/** Enough ways to ask which one is meant. */
const MAX_ROUTES = 6;

function stepCost(step: JoinStep, sparse = false): number {
  if (!step.fansOut && !step.optional) return FORWARD_COST + (step.sparse ? SPARSE_POINTER_COST : 0);
  return (step.fansOut ? REVERSE_COST : OPTIONAL_COST) + (step.sparse && sparse ? SPARSE_COST : 0);
}

/**
 * Whether a date may record when a row ended: not one it began ('term_start_dt', 'hire_dt'), nor one it was due or
 * planned by ('prom_dlv_dt', 'plan_end_dt').
 */
export function mayRecordAnEnd(column: ColumnModel): boolean {
  return !column.words.some((word) => /^(start|begin|eff|open|creat|birth|hire|prom|due|plan|expect|sched|target|est)/.test(word));
}

function superiorId(join: JoinKey): string {
  return `${join.fromTable}#${join.fromColumn}`;
}

/** Splits a name into its words: 'ShipCountry' → ship, country; 'order_details' → order, details. */
export function splitName(name: string): string[] {
  return name
    // 'Episode #', 'Order #': the sign is the word number.
    .replace(/#/g, ' number ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** Words of a name that make it name a thing (its key, kind, state or date), never a figure. */
const THING_NAME_WORDS = new Set(['no', 'id', 'num', 'nbr', 'cd', 'code', 'key', 'sts', 'status', 'typ', 'type', 'dt', 'date', 'ln', 'line']);
/** Expansions that name a figure rather than a thing: 'click through rate', 'net promoter score'. */
const METRIC_EXPANSION = /\b(rate|ratio|score)$/;

/**
 * The words a name stands for, as lemmas, abbreviations expanded: the expansion that the table's own name starts
 * with when there is one ('rev_no' in reviews is a review number, not revenue), else the first.
 */
export function nameLemmas(name: string, context: readonly string[] = [], entity = false): string[] {
  const words = splitName(name);
  // 'rnt_ctr', 'ctr_no', 'ctr_sts': a table, or a name with a key or kind word, names a thing, and a thing is no rate
  // ('ctr' is then a contract or a center, not a click-through rate).
  const thing = entity || words.some((word) => THING_NAME_WORDS.has(word));
  return words.flatMap((word) => {
    // 'appts' expands through its singular 'appt'.
    let options = expansionsOf(word).slice(1);
    if (options.length === 0) options = expansionsOf(singularLemma(word)).slice(1);
    if (options.length === 0) {
      const glued = gluedShortenings(word);
      if (glued) return glued.flatMap((part) => nameLemmas(part, context, entity));
    }
    const things = options.filter((option) => !METRIC_EXPANSION.test(option));
    if (thing && things.length > 0) options = things;
    // A table is named by a noun: cmplt of complaints, not 'completed' (which cmplt_dt says).
    const nouns = options.filter((option) => !/ed$/.test(option));
    if (entity && nouns.length > 0) options = nouns;
    const fitting = options.find((option) => context.some((own) => own.startsWith(option.slice(0, 4)) && option.startsWith(own.slice(0, 3))));
    const expanded = fitting ?? options[0] ?? word;
    return expanded.split(' ').map((part) => singularLemma(part));
  });
}

/**
 * 'slinv', 'invhdr': two shortenings written as one word, each of which stands for a word, split in the one way that
 * reads so. A word of the dictionary is kept whole.
 */
function gluedShortenings(word: string): [string, string] | undefined {
  if (word.length < 4 || word.length > 9 || !/^[a-z]+$/.test(word) || isDictionaryWord(word)) return undefined;
  const splits: [string, string][] = [];
  for (let at = 2; at <= word.length - 2; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    if (expansionsOf(head).length > 1 && expansionsOf(tail).length > 1) splits.push([head, tail]);
  }
  return splits.length === 1 ? splits[0] : undefined;
}

const YES = new Set(['y', 'yes', 't', 'true', '1']);
const NO = new Set(['n', 'no', 'f', 'false', '0']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z?)?$/;
const US_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
const EU_DATE = /^\d{1,2}\.\d{1,2}\.\d{4}$/;
/** 'YYYYMMDD', as bank and billing feeds write dates. */
const COMPACT_DATE = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
/** 'YYYYMM': a month, as monthly tables key their rows. Only with a name that says it is a time. */
const YEAR_MONTH = /^(19|20)\d{2}(0[1-9]|1[0-2])$/;
const TIME_NAME_WORDS = new Set(['date', 'dt', 'day', 'month', 'mo', 'mth', 'period', 'ym', 'yyyymm', 'yearmonth', 'time']);
const TEXT_NUMBER = /^[-+]?[$€£]?\s?-?\d{1,3}(,?\d{3})*(\.\d+)?$/;

function flagOf(column: CatalogColumn): ColumnModel['flag'] {
  if (column.type === 'boolean') return { yes: ['true'], no: ['false'], kind: 'boolean' };
  if (column.type === 'integer' && column.distinctCount <= 2 && column.distinctCount >= 1 && column.min === 0 && column.max === 1 && !column.isPrimaryKey) {
    return { yes: ['1'], no: ['0'], kind: 'integer' };
  }
  if (column.type === 'text' && column.values && column.values.length >= 1 && column.values.length <= 2) {
    const yes = column.values.filter((value) => YES.has(value.trim().toLowerCase()));
    const no = column.values.filter((value) => NO.has(value.trim().toLowerCase()));
    if (yes.length + no.length === column.values.length && yes.length > 0) return { yes, no, kind: 'text' };
  }
  return undefined;
}

function textFormat(column: CatalogColumn): Pick<ColumnModel, 'textDate' | 'textNumber'> {
  if (column.type !== 'text') return {};
  const sample = (column.values ?? column.samples ?? []).slice(0, 50).map((value) => value.trim()).filter((value) => value !== '');
  if (sample.length < 3) return {};
  if (sample.every((value) => ISO_DATE.test(value))) return { textDate: 'iso' };
  if (sample.every((value) => US_DATE.test(value))) return { textDate: 'us' };
  if (sample.every((value) => EU_DATE.test(value))) return { textDate: 'eu' };
  if (sample.every((value) => COMPACT_DATE.test(value))) return { textDate: 'compact' };
  const timeName = splitName(column.name).some((word) => TIME_NAME_WORDS.has(word));
  if (timeName && sample.every((value) => YEAR_MONTH.test(value))) return { textDate: 'yearmonth' };
  // Codes made of digits with leading zeros ('00123') are identifiers, not numbers.
  if (sample.every((value) => TEXT_NUMBER.test(value)) && !sample.some((value) => /^0\d/.test(value)) && sample.some((value) => /[$€£.,]/.test(value))) {
    return { textNumber: true };
  }
  return {};
}

/** Last words of a table of pieces of another's rows: order_lines, invoice_items, order_details. */
const PIECE_WORDS = new Set(['line', 'item', 'detail', 'entry', 'row', 'position']);

/** Words of a date that ends a row's story, or is a deadline or a person's life: 4 in `dateKind`. */
const ENDING_DATE = /\b(birth|dob|due|expir|requir|promis|end|term|clos|deliver|resolv|complet|finish|fin\b|paid|ship|cancel|churn|leav|exit|grad|retir|updat|modif|conver|approv|accept|respon|fund|settl)/;

const KEY_WORDS = new Set(['id', 'key', 'code', 'number', 'ref', 'reference', 'sku', 'uuid', 'guid']);

function roleOf(table: CatalogTable, column: CatalogColumn, words: string[], rawWords: string[], isReference: boolean, format: Pick<ColumnModel, 'textDate' | 'textNumber'>, flag: ColumnModel['flag']): ColumnRole {
  const last = words[words.length - 1] ?? '';
  if (column.type === 'date' || column.type === 'timestamp' || format.textDate) return 'date';
  // A year or month that is part of a key of several columns ('snap_yr', 'snap_mo' of monthly snapshots) is time.
  const partOfKey = column.isPrimaryKey && column.isUnique !== true;
  if (column.isPrimaryKey && !partOfKey) return 'key';
  if (isReference) return 'reference';
  if (flag) return 'flag';
  if (column.type === 'integer' && typeof column.min === 'number' && typeof column.max === 'number') {
    const named = (pattern: RegExp) => rawWords.some((word) => pattern.test(word)) || words.some((word) => pattern.test(word));
    if (column.min >= 1900 && column.max <= 2100 && named(/^(yr|year|fy|fiscal|season|vintage|cohort)s?$/)) return 'year';
    if (column.min >= 1 && column.max <= 12 && named(/^(mo|mon|mth|month)s?$/)) return 'month';
    if (column.min >= 1 && column.max <= 4 && named(/^(q|qtr|quarter)s?$/)) return 'quarter';
  }
  if (partOfKey) return 'key';
  const unique = column.isUnique ?? (table.rowCount > 0 && column.nullCount === 0 && column.distinctCount === table.rowCount);
  if (column.type === 'integer' || column.type === 'numeric') {
    // 'order_no' of a table loaded from a file, which declares no key: a number named as one and never repeated.
    if (unique && KEY_WORDS.has(last)) return 'key';
    if (KEY_WORDS.has(last) && column.type === 'integer') return 'reference';
    // 'by priority' where jobs keep prio 1 to 3: a few small whole numbers named as a rank of kinds are kinds.
    if (column.type === 'integer' && column.distinctCount <= 6 && ORDINAL_KIND_WORDS.has(last)) return 'category';
    return 'measure';
  }
  if (format.textNumber) return 'measure';
  if (column.type === 'text') {
    if (unique && KEY_WORDS.has(last)) return 'key';
    if (column.values && column.values.length <= Math.max(12, table.rowCount / 5)) return 'category';
    return 'label';
  }
  return 'text';
}

/** Names of a rank of kinds kept as a small whole number (priority 1 to 3, tier 2): never an amount to add up. */
const ORDINAL_KIND_WORDS = new Set(['priority', 'prio', 'pri', 'tier', 'severity', 'sev', 'band']);

/** The compiled catalog the pipeline stages read. */
export class SchemaModel {
  readonly tables = new Map<string, TableModel>();
  private readonly edges = new Map<string, JoinStep[]>();
  /** Self-references: a column pointing at another column of its own table (reports_to → badge_no). */
  readonly selfJoins: JoinKey[] = [];
  /**
   * The rows self-references point at, each as a table of its own ('employees#reports_to': the employees' managers),
   * so a plan can show, group by or compare with them beside the rows that point. Not among `tables`: no word names
   * one directly.
   */
  private readonly superiors = new Map<string, { table: TableModel; join: JoinKey }>();
  private readonly pathCache = new Map<string, Map<string, JoinStep[]>>();
  private readonly datedCache = new Map<string, boolean>();

  /** The shared code tables that say what other tables' codes mean. */
  private readonly codeTables: ReadonlySet<string>;

  constructor(readonly catalog: Catalog) {
    const references = new Set(catalog.joins.filter((join) => join.fromTable !== join.toTable || join.fromColumn !== join.toColumn).map((join) => `${join.fromTable}\u0000${join.fromColumn}`));
    const codes = codeMeanings(catalog);
    this.codeTables = codes.tables;
    for (const table of catalog.tables) {
      const id = tableId(table);
      const columns = table.columns.map((column): ColumnModel => {
        const rawWords = splitName(column.name);
        const words = nameLemmas(column.name, splitName(table.name).map((word) => singularLemma(word)));
        const flag = flagOf(column);
        const format = textFormat(column);
        const role = roleOf(table, column, words, rawWords, references.has(`${id}\u0000${column.name}`), format, flag);
        const meanings = flag ? undefined : codes.columns.get(codeKey(id, column.name));
        const decoded = decodedColumn(column, meanings);
        return { ref: { table: id, column: column.name }, column: decoded?.column ?? column, role, words, rawWords, ...(flag && { flag }), ...format, ...(decoded && { codes: decoded.codes, meanings }) };
      });
      this.tables.set(id, { id, table, words: nameLemmas(table.name, [], true), rawWords: splitName(table.name), columns, byName: new Map(columns.map((column) => [column.column.name, column])) });
    }
    for (const join of catalog.joins) {
      if (!this.tables.has(join.fromTable) || !this.tables.has(join.toTable)) continue;
      if (join.fromTable === join.toTable) {
        this.selfJoins.push(join);
        this.addSuperior(join);
        continue;
      }
      const oneToOne = this.isUnique({ table: join.fromTable, column: join.fromColumn });
      const loose = looseKeys(this.table(join.fromTable).byName.get(join.fromColumn)?.column, this.table(join.toTable).byName.get(join.toColumn)?.column);
      const pointer = this.table(join.fromTable).byName.get(join.fromColumn)?.column;
      const sparse = !oneToOne && pointer !== undefined && pointer.nullCount > this.table(join.fromTable).table.rowCount / 2;
      this.addEdge({ ...join, fansOut: false, ...(loose && { loose }), ...(sparse && { sparse }) });
      this.addEdge({ fromTable: join.toTable, fromColumn: join.toColumn, toTable: join.fromTable, toColumn: join.fromColumn, fansOut: !oneToOne, ...(oneToOne && { optional: true }), ...(loose && { loose }), ...(sparse && { sparse }) });
    }
  }

  private addSuperior(join: JoinKey): void {
    const owner = this.table(join.fromTable);
    const id = superiorId(join);
    const columns = owner.columns.map((column) => ({ ...column, ref: { table: id, column: column.ref.column } }));
    this.superiors.set(id, { table: { ...owner, id, columns, byName: new Map(columns.map((column) => [column.column.name, column])) }, join });
  }

  /** The table of the rows a self-reference points at (an employee's manager). */
  superior(join: JoinKey): string {
    return superiorId(join);
  }

  /** The self-reference a superior table follows, when `table` is one. */
  superiorJoin(table: string): JoinKey | undefined {
    return this.superiors.get(table)?.join;
  }

  private addEdge(step: JoinStep): void {
    const list = this.edges.get(step.fromTable) ?? [];
    if (!list.some((edge) => edge.toTable === step.toTable && edge.fromColumn === step.fromColumn)) list.push(step);
    this.edges.set(step.fromTable, list);
  }

  table(id: string): TableModel {
    const table = this.tables.get(id) ?? this.superiors.get(id)?.table;
    if (!table) throw new Error(`Unknown table ${id}`);
    return table;
  }

  hasTable(id: string): boolean {
    return this.tables.has(id) || this.superiors.has(id);
  }

  column(ref: ColumnRef): ColumnModel {
    const column = this.table(ref.table).byName.get(ref.column);
    if (!column) throw new Error(`Unknown column ${ref.table}.${ref.column}`);
    return column;
  }

  /** The column of the metric's table a name in its expression stands for, matched as PostgreSQL folds bare names. */
  metricColumn(metric: Pick<MetricDefinition, 'table'>, name: string): ColumnRef | undefined {
    const lower = name.toLowerCase();
    const named = (table: string) => this.table(table).columns.find((candidate) => candidate.column.name.toLowerCase() === lower)?.ref;
    const own = named(metric.table);
    if (own) return own;
    // 'qoh × std_cst' of stock rows: a name only a row they point at has (the part's standard cost), when one has it.
    const related = this.reachable(metric.table).filter((other) => other !== metric.table && this.reachesWithoutFanOut(metric.table, other)).flatMap((other) => named(other) ?? []);
    return related.length === 1 ? related[0] : undefined;
  }

  /** The columns a metric's expression works with ('unit_price' and 'units_in_stock' of the stock value). */
  metricColumns(metric: Pick<MetricDefinition, 'table' | 'expression'>): ColumnRef[] {
    const names = [...metric.expression.matchAll(EXPRESSION_NAME)].map(([, quoted, backticked, bare]) => quoted ?? backticked ?? bare ?? '');
    return names.flatMap((name) => this.metricColumn(metric, name) ?? []);
  }

  isUnique(ref: ColumnRef): boolean {
    const table = this.table(ref.table).table;
    const column = this.column(ref).column;
    if (column.isPrimaryKey && table.columns.filter((candidate) => candidate.isPrimaryKey).length === 1) return true;
    return column.isUnique ?? (table.rowCount > 0 && column.nullCount === 0 && column.distinctCount === table.rowCount);
  }

  isNumeric(ref: ColumnRef): boolean {
    const column = this.column(ref);
    return column.column.type === 'integer' || column.column.type === 'numeric' || Boolean(column.textNumber);
  }

  /** What each code of a column means, where a shared code table says (OSTAT X 'Cancelled' for ord_hdr.stat_cd). */
  codeMeanings(ref: ColumnRef): ReadonlyMap<string, string> | undefined {
    return this.column(ref).meanings;
  }

  /** The value a column stores for one it shows: the code of a meaning ('X' for 'Cancelled'), else the value itself. */
  storedValue(ref: ColumnRef, value: string): string {
    return this.column(ref).codes?.get(value) ?? value;
  }

  /** A shared code table that says what other tables' codes mean: its own rows are not what questions ask about. */
  isCodeTable(table: string): boolean {
    return this.codeTables.has(table);
  }

  /** Money kept in cents or pence ('amt_cts', 'price_cents', 'fee_in_cents', 'amt_p'): shown and compared in whole currency units. */
  inCents(ref: ColumnRef): boolean {
    const column = this.column(ref);
    if (!this.isNumeric(ref) || column.role !== 'measure') return false;
    const raw = column.rawWords.map((word) => word.toLowerCase());
    if (raw.some((word) => MINOR_UNIT_WORDS.has(word))) return true;
    // 'amt_p', 'unit_p', 'tot_c': whole pence or cents, where the name says money and ends in p or c.
    if (!(column.column.type === 'integer' && raw.length >= 2 && ['p', 'c'].includes(raw[raw.length - 1] ?? ''))) return false;
    if (raw.slice(0, -1).some((word) => PENCE_MONEY_WORDS.has(word))) return true;
    // 'hire_p', 'fuel_p' beside 'disc_p' and 'dep_p': where two or more names say money that way, the ending is the
    // schema's way of keeping pence, for every whole-number amount.
    return this.penceEndings().has(raw[raw.length - 1] ?? '');
  }

  /**
   * The month a financial year starts in, where the money names say whose it is: 7 (July) for Australian dollars, 4
   * (April) for pounds and pence, New Zealand dollars, rupees or yen. Undefined where they say nothing, or disagree.
   */
  fiscalYearStartMonth(): number | undefined {
    const months = new Set<number>();
    for (const table of this.tables.values()) {
      for (const column of table.columns) {
        const raw = column.rawWords.map((word) => word.toLowerCase());
        for (const word of raw) {
          const month = FISCAL_START_BY_CURRENCY[word];
          if (month !== undefined) months.add(month);
        }
        if (raw.includes('p') && this.inCents(column.ref)) months.add(4);
      }
    }
    return months.size === 1 ? [...months][0] : undefined;
  }

  private penceEndingsFound?: Set<string>;

  /** The endings ('p', 'c') that two or more money names of the schema keep whole pence or cents under. */
  private penceEndings(): Set<string> {
    if (!this.penceEndingsFound) {
      const counts = new Map<string, number>();
      for (const table of this.tables.values()) {
        for (const column of table.columns) {
          const raw = column.rawWords.map((word) => word.toLowerCase());
          const ending = raw[raw.length - 1] ?? '';
          if (column.role !== 'measure' || column.column.type !== 'integer' || raw.length < 2 || !['p', 'c'].includes(ending) || !raw.slice(0, -1).some((word) => PENCE_MONEY_WORDS.has(word))) continue;
          counts.set(ending, (counts.get(ending) ?? 0) + 1);
        }
      }
      this.penceEndingsFound = new Set([...counts].filter(([, count]) => count >= 2).map(([ending]) => ending));
    }
    return this.penceEndingsFound;
  }

  /** Dates, timestamps and dates stored as text. */
  isDate(ref: ColumnRef): boolean {
    return this.column(ref).role === 'date';
  }

  /** A number that measures something rather than naming a row or a year. */
  isMeasure(ref: ColumnRef): boolean {
    return this.column(ref).role === 'measure';
  }

  /** The single-column key of a table: declared, else a unique key-like column. */
  primaryKey(table: string): ColumnRef | undefined {
    const model = this.table(table);
    const declared = model.columns.filter((column) => column.column.isPrimaryKey);
    if (declared.length === 1 && declared[0]) return declared[0].ref;
    if (declared.length > 1) return undefined;
    const unique = model.columns.find((column) => (column.role === 'key' || column.role === 'reference') && this.isUnique(column.ref));
    return unique?.ref;
  }

  /**
   * The columns that name a row for people: a name column named after the table, 'name', 'title', first and last
   * name, else the first short text column, else the key.
   */
  labelColumns(table: string): ColumnRef[] {
    const model = this.table(table);
    const text = model.columns.filter((column) => column.column.type === 'text' && !column.textDate && !column.flag);
    const singular = model.words.join(' ');
    const byWords = (test: (words: string[]) => boolean) => text.find((column) => test(column.words));
    const joined = (column: ColumnModel) => column.words.join(' ');
    const first = byWords((words) => ['first name', 'firstname', 'given name', 'forename'].includes(words.join(' ')));
    const last = byWords((words) => ['last name', 'lastname', 'surname', 'family name'].includes(words.join(' ')));
    const pick =
      text.find((column) => joined(column) === `${singular} name`) ??
      // 'hero_nm' of superhero: a name column named by the end of the table's name.
      text.find((column) => column.words.length === 2 && column.words[1] === 'name' && (column.words[0]?.length ?? 0) >= 3 && singular.endsWith(column.words[0] ?? '') && this.isUnique(column.ref)) ??
      text.find((column) => joined(column) === singular && column.role !== 'category' && column.role !== 'key') ??
      text.find((column) => ['name', 'full name', 'display name', 'fullname'].includes(joined(column))) ??
      text.find((column) => joined(column) === `${model.words[model.words.length - 1] ?? ''} name`) ??
      text.find((column) => joined(column) === 'company name' && this.isUnique(column.ref));
    if (pick) return [pick.ref];
    // A lookup's code named like its table ('rsn_cd' of rsn_code, 'promo_cd' of promo_codes, 'sku_cd' of sku) is
    // shown with the description that says what it means.
    const code = text.find((column) => (joined(column) === singular || joined(column) === `${singular} code`) && column.role === 'key');
    const description = text.find((column) => ['description', 'desc', 'title', 'label'].includes(column.words[column.words.length - 1] ?? '') && (column.column.maxLength ?? 0) <= 120);
    if (code && description) return [code.ref, description.ref];
    if (first && last) return [first.ref, last.ref];
    // 'unit_no', 'invoice_number', 'tkt_ref' kept as text: the number people use for the row.
    // So is 'inc_no' of incidents: a number led by the start of the table's name, one per row.
    const startsName = (column: ColumnModel) => column.rawWords.length === 2 && (column.rawWords[0]?.length ?? 0) >= 3 && singular.startsWith(column.rawWords[0]?.toLowerCase() ?? '-') && this.isUnique(column.ref);
    const numbered = text.find((column) => ['number', 'no', 'num', 'ref', 'reference'].includes(column.words[column.words.length - 1] ?? '') && (column.words.slice(0, -1).join(' ') === singular || startsName(column)));
    // The description named after the rows, one per row ('item_desc', 'part_desc').
    const ownDescription = text.find((column) => ['description', 'desc'].some((word) => joined(column) === `${singular} ${word}`) && this.isUnique(column.ref));
    // 'item_desc' of items kept by a number: their name, before another name they keep (the brand's).
    if (ownDescription && !numbered) return [ownDescription.ref];
    // A small table's names are few enough to look like a category ('emp_nm' of 11 staff); told apart, they name rows.
    const named = text.find((column) => column.words[column.words.length - 1] === 'name' && (column.role !== 'category' || this.isUnique(column.ref)) && !this.isForeignLabel(table, column));
    if (named) return [named.ref];
    // 'part_no' beside 'part_desc': the number with the words that say which one it is.
    if (numbered && ownDescription) return [numbered.ref, ownDescription.ref];
    const titled = text.find((column) => ['title', 'description', 'subject', 'label', 'headline'].includes(column.words[column.words.length - 1] ?? '') && (column.column.maxLength ?? 0) <= 120);
    // 'INC0111591' beside 'PC very slow to start': a reference said with the words that say what the row is about.
    if (numbered && titled && numbered.words[numbered.words.length - 1]?.startsWith('ref')) return [numbered.ref, titled.ref];
    if (numbered) return [numbered.ref];
    if (titled) return [titled.ref];
    const key = this.primaryKey(table);
    const uniqueText = text.find((column) => this.isUnique(column.ref) && column.role !== 'key') ?? text.find((column) => this.isUnique(column.ref));
    if (uniqueText) return [uniqueText.ref];
    if (key) return [key];
    const fallback = text[0] ?? model.columns[0];
    return fallback ? [fallback.ref] : [];
  }

  /** 'ship_name' in orders, 'contact_name' in customers: a name of something else than the row itself. */
  private isForeignLabel(table: string, column: ColumnModel): boolean {
    const head = column.words.slice(0, -1).join(' ');
    if (head === '') return false;
    return [...this.tables.values()].some((other) => other.id !== table && other.words.join(' ') === head) || ['ship', 'contact', 'billing'].includes(head);
  }

  /**
   * The date columns of a table that date its rows, the one named after the table or its creation first
   * ('order_date' in orders). Birth dates describe a person rather than date a row: only named ones are used.
   */
  dateColumns(table: string): ColumnRef[] {
    return this.allDateColumns(table).filter((ref) => !/\b(birth|dob|born)\b/.test(this.column(ref).words.join(' ')));
  }

  allDateColumns(table: string): ColumnRef[] {
    const model = this.table(table);
    const dates = model.columns.filter((column) => column.role === 'date');
    const rank = (column: ColumnModel) => this.dateKind(column.ref) + column.column.nullCount / Math.max(1, column.column.distinctCount + column.column.nullCount);
    return dates
      .map((column, position) => ({ column, position }))
      .sort((a, b) => rank(a.column) - rank(b.column) || a.position - b.position)
      .map(({ column }) => column.ref);
  }

  /**
   * How well a date dates its table's rows: 0 the table's own date ('order date'), 1 a date that starts a row's story
   * (created, booked, checked in), 2 another date, 4 an end, a deadline or a person's life.
   */
  dateKind(ref: ColumnRef): number {
    const model = this.table(ref.table);
    const singular = model.words.join(' ');
    const words = this.column(ref).words.join(' ');
    // 'flt_dt' of flight legs: a date named by the table's own name, or part of it, is the rows' own date.
    const named = this.column(ref).words.filter((word) => word !== 'date');
    // Not one whose own letters say it ends something: paid_dt of pay applications is when they were paid.
    const ends = ENDING_DATE.test(this.column(ref).rawWords.join(' ').toLowerCase());
    // So is one named by the table's name written short ('qt_dt' of quotes).
    // 'bk_dt' of bookings: letters with no vowel shorten a word, whatever else the dictionary knows them as (Bk).
    const namesTable = (word: string) => model.words.includes(word) || (word.length >= 2 && (!isDictionaryWord(word) || !/[aeiouy]/.test(word)) && model.words.some((tableWord) => abbreviates(word, tableWord)));
    if (words === `${singular} date` || words === 'date' || (named.length > 0 && !ends && words.endsWith('date') && named.every(namesTable))) return 0;
    if (/\b(creat|open|start|plac|issu|sign|schedul|engag|pick|book|submit|purchas|post|regist|hire|enrol|join|receiv|log|transact|sale|sold|sell|order|check|arriv|depart|visit|admit|appoint|report|entr|begin|intake)/.test(words)) return 1;
    // 'in_dt', 'date_in' of repair tickets: the day the row came in. Not a clock punch ('clk_in'), which is a time of day.
    if (named.length === 1 && named[0] === 'in') return 1;
    if (ENDING_DATE.test(words) || ends) return 4;
    return 2;
  }

  /** Integer year columns of a table ('fiscal_yr'), the ones that start something first ('enrol_yr' before 'grad_yr'). */
  yearColumns(table: string): ColumnRef[] {
    const rank = (column: ColumnModel) => {
      const words = column.words.join(' ');
      if (/birth|born/.test(words)) return 3;
      if (/grad|end|term|close|expir|retire|leave|exit/.test(words)) return 2;
      if (/enrol|start|join|hire|sign|creat|open|establish|found|begin|fiscal|season|stay|cohort/.test(words)) return 0;
      return 1;
    };
    return this.table(table).columns.filter((column) => column.role === 'year').sort((a, b) => rank(a) - rank(b)).map((column) => column.ref);
  }

  /** The cheapest join path from one table to another, or undefined. */
  path(from: string, to: string): JoinStep[] | undefined {
    if (from === to) return [];
    const superior = this.superiors.get(to)?.join;
    if (superior) {
      const owner = this.path(from, superior.fromTable);
      return owner && [...owner, { fromTable: superior.fromTable, fromColumn: superior.fromColumn, toTable: to, toColumn: superior.toColumn, fansOut: false }];
    }
    return this.pathsFrom(from).get(to);
  }

  /** The cheapest paths from one table to every table it reaches: one Dijkstra per table, kept. */
  private pathsFrom(from: string): Map<string, JoinStep[]> {
    const known = this.pathCache.get(from);
    if (known) return known;
    const done = this.cheapestPaths(from, stepCost);
    this.pathCache.set(from, done);
    return done;
  }

  /** Dijkstra from one table over the join edges, at a cost per step, never through `avoid`. */
  private cheapestPaths(from: string, cost: (step: JoinStep) => number, avoid?: string): Map<string, JoinStep[]> {
    const best = new Map<string, { cost: number; path: JoinStep[] }>([[from, { cost: 0, path: [] }]]);
    const open = new Set([from]);
    const done = new Map<string, JoinStep[]>();
    while (open.size > 0) {
      let current: string | undefined;
      for (const table of open) if (current === undefined || (best.get(table)?.cost ?? Infinity) < (best.get(current)?.cost ?? Infinity)) current = table;
      if (current === undefined) break;
      open.delete(current);
      const reached = best.get(current);
      if (!reached) continue;
      done.set(current, reached.path);
      for (const edge of this.edges.get(current) ?? []) {
        if (done.has(edge.toTable) || edge.toTable === avoid) continue;
        const total = reached.cost + cost(edge);
        if (total < (best.get(edge.toTable)?.cost ?? Infinity)) {
          best.set(edge.toTable, { cost: total, path: [...reached.path, edge] });
          open.add(edge.toTable);
        }
      }
    }
    done.delete(from);
    return done;
  }

  /**
   * A path along which each row of `from` has many rows of `to`, going down before any step up: to count the
   * employees of a department along emp.dept_cd, not its one manager along dept.mgr_emp.
   */
  manyPath(from: string, to: string): JoinStep[] | undefined {
    const queue: { table: string; up: boolean; many: boolean; steps: JoinStep[] }[] = [{ table: from, up: false, many: false, steps: [] }];
    const seen = new Set([`${from}\u0000false\u0000false`]);
    while (queue.length > 0) {
      const { table, up, many, steps } = queue.shift() as (typeof queue)[number];
      for (const edge of this.edges.get(table) ?? []) {
        if (up && edge.fansOut) continue;
        const next = { table: edge.toTable, up: up || !edge.fansOut, many: many || edge.fansOut, steps: [...steps, edge] };
        if (next.table === to && next.many) return next.steps;
        const key = `${next.table}\u0000${next.up}\u0000${next.many}`;
        if (seen.has(key) || next.steps.length >= 4) continue;
        seen.add(key);
        queue.push(next);
      }
    }
    return undefined;
  }

  /**
   * The way to the rows of `to` that belong to a row of `from` ('clients never billed': client → matter → bill), for
   * EXISTS: never up to a shared parent and down to its other rows (client → originating fee earner → their time →
   * bills of other clients) when a way down exists. Fewest steps first; the cheapest path otherwise.
   */
  belongingPath(from: string, to: string): JoinStep[] | undefined {
    const best = this.path(from, to);
    const wentUpThenDown = (steps: JoinStep[]) => {
      const up = steps.findIndex((step) => !step.fansOut);
      return up >= 0 && steps.slice(up + 1).some((step) => step.fansOut);
    };
    if (!best || !wentUpThenDown(best)) return best;
    // Breadth first over (table, gone up yet): once a step went up, no step may go down again.
    const queue: { table: string; up: boolean; steps: JoinStep[] }[] = [{ table: from, up: false, steps: [] }];
    const seen = new Set([`${from}\u0000false`]);
    while (queue.length > 0) {
      const { table, up, steps } = queue.shift() as (typeof queue)[number];
      for (const edge of this.edges.get(table) ?? []) {
        if (up && edge.fansOut) continue;
        const next = { table: edge.toTable, up: up || !edge.fansOut, steps: [...steps, edge] };
        if (next.table === to) return next.steps;
        const key = `${next.table}\u0000${next.up}`;
        if (seen.has(key) || next.steps.length >= 6) continue;
        seen.add(key);
        queue.push(next);
      }
    }
    return best;
  }

  /**
   * The period of a table of snapshots ('mrr_snap', 'stock_lvl', 'acct_bal'), whose amounts are balances at a moment:
   * adding them up over several moments counts each balance again. Its year and month, or its one date.
   */
  snapshotPeriod(table: string): { column: ColumnRef; month?: ColumnRef } | undefined {
    const model = this.table(table);
    const words = [...model.words, ...model.rawWords.map((word) => word.toLowerCase())];
    if (!words.some((word) => SNAPSHOT_WORDS.has(word))) return undefined;
    const year = model.columns.find((column) => column.role === 'year');
    const month = model.columns.find((column) => column.role === 'month');
    if (year && month) return { column: year.ref, month: month.ref };
    const dates = model.columns.filter((column) => column.role === 'date' && (!column.textDate || column.textDate === 'iso' || column.textDate === 'compact' || column.textDate === 'yearmonth'));
    // A series: few moments, each with many rows (a month-end for every account), not a last-counted date per row.
    const date = dates.length === 1 ? dates[0] : undefined;
    const series = date !== undefined && date.column.nullCount === 0 && date.column.distinctCount >= 2 && date.column.distinctCount * 5 <= model.table.rowCount;
    return series && date ? { column: date.ref } : undefined;
  }

  /** Join cost from one table to another; Infinity when unreachable. */
  distance(from: string, to: string): number {
    const path = this.path(from, to);
    if (!path) return Infinity;
    return path.reduce((sum, step) => sum + stepCost(step), 0);
  }

  /** Whether a table's rows have a date or a year, of their own or of the one row each belongs to (a line's order). */
  canBeDated(table: string): boolean {
    let dated = this.datedCache.get(table);
    if (dated === undefined) {
      const own = (id: string) => this.dateColumns(id).length > 0 || this.yearColumns(id).length > 0;
      dated = own(table) || this.reachable(table).some((other) => own(other) && this.reachesWithoutFanOut(table, other));
      this.datedCache.set(table, dated);
    }
    return dated;
  }

  /**
   * Whether rows of `whole` are what rows of `part` are lines of: named in the part's name (appt of appt_line), or
   * sharing its first word where the part is named a line (till_txn of till_line).
   */
  isWholeOf(whole: string, part: string): boolean {
    const words = this.table(whole).words;
    const partWords = this.table(part).words;
    if (words.every((word) => partWords.includes(word))) return true;
    return partWords.some((word) => LINE_WORDS.has(word)) && words[0] === partWords[0];
  }

  /** Whether every step from `from` to `to` keeps one row per `from` row (many-to-one or one-to-one). */
  reachesWithoutFanOut(from: string, to: string): boolean {
    const path = this.path(from, to);
    return path !== undefined && path.every((step) => !step.fansOut);
  }

  /**
   * Whether each row of `part` is a piece of one row of `whole`, as an order's lines are of the order: one key leads
   * there, and the part is named after the whole ('order_details', 'sale_lines') or that key is part of its own. An
   * amount of the whole (an order's freight) is then the whole's once, however many pieces it has.
   */
  partOf(part: string, whole: string): boolean {
    const path = this.path(part, whole);
    const step = path?.length === 1 ? path[0] : undefined;
    if (!step || step.fansOut) return false;
    const partWords = this.table(part).words;
    const wholeWords = this.table(whole).words;
    const named = partWords.length === wholeWords.length + 1 && PIECE_WORDS.has(partWords[partWords.length - 1] ?? '') && wholeWords.every((word, i) => partWords[i] === word);
    const keyed = this.table(part).columns.filter((column) => column.column.isPrimaryKey).length > 1 && this.column({ table: part, column: step.fromColumn }).column.isPrimaryKey === true;
    return named || keyed;
  }

  /** Whether `to` is a parent of `from`: every step follows a key to the one row it names (never an optional one). */
  reachesAlongKeys(from: string, to: string): boolean {
    const path = this.path(from, to);
    return path !== undefined && path.every((step) => !step.fansOut && !step.optional);
  }

  /**
   * The cheapest ways from one table to another that leave it through different tables: orders reach cities through
   * their restaurant and through their customer. One way, or none, is no choice to ask about.
   */
  routes(from: string, to: string): JoinStep[][] {
    const best = this.path(from, to);
    if (!best || best.length < 2) return best ? [best] : [];
    const cost = (path: JoinStep[]) => path.reduce((sum, step) => sum + stepCost(step), 0);
    const bestCost = cost(best);
    const routes: JoinStep[][] = [];
    // Every way as cheap as the cheapest, wherever it parts from the others: offers reach departments through their
    // application's requisition or through its referring employee.
    const walk = (table: string, steps: JoinStep[], spent: number) => {
      for (const edge of this.edges.get(table) ?? []) {
        if (routes.length >= MAX_ROUTES || (steps.length === 0 && (edge.fansOut || edge.toTable === to))) continue;
        const total = spent + stepCost(edge);
        if (total > bestCost + 1e-9 || edge.toTable === from || steps.some((step) => step.toTable === edge.toTable)) continue;
        if (edge.toTable === to) routes.push([...steps, edge]);
        else walk(edge.toTable, [...steps, edge], total);
      }
    };
    walk(from, [], 0);
    return routes.length > 0 ? routes : [best];
  }

  /**
   * The ways down from a table to rows below it that cost as little as the cheapest and start at different tables
   * ('facilities' payments': through their units' agreements, or through the staff who signed the agreements).
   */
  downRoutes(from: string, to: string): JoinStep[][] {
    const best = this.path(from, to);
    if (!best || best.length < 2 || !best[0]?.fansOut) return [];
    // A way down a pointer most rows leave empty reaches few of the rows: it counts as a longer way.
    const cost = (path: JoinStep[]) => path.reduce((sum, step) => sum + stepCost(step, true), 0);
    const candidates: JoinStep[][] = [best];
    for (const edge of this.edges.get(from) ?? []) {
      if (!edge.fansOut || edge.toTable === to) continue;
      const rest = this.cheapestPaths(edge.toTable, (step) => stepCost(step, true), from).get(to);
      if (rest) candidates.push([edge, ...rest]);
    }
    // 'customers with a completed visit' where visits belong to contracts of customers and invoices point at both: the
    // rows owned through owned rows come before those reached down to other rows and back up.
    const owned = candidates.filter((route) => route.every((step) => step.fansOut));
    const ways = owned.length > 0 ? owned : candidates;
    const least = Math.min(...ways.map(cost));
    const routes: JoinStep[][] = [];
    for (const route of ways) if (cost(route) <= least + 1e-9 && !routes.some((other) => other[0]?.toTable === route[0]?.toTable)) routes.push(route);
    return routes;
  }

  /**
   * Whether the way from one table to another goes up to a shared parent and down to its other rows (work orders →
   * plant → the plant's purchase orders): the two are related only by sharing that parent.
   */
  onlyThroughSharedParent(from: string, to: string): boolean {
    const path = this.path(from, to);
    if (!path) return false;
    const up = path.findIndex((step) => !step.fansOut);
    return up >= 0 && path.slice(up + 1).some((step) => step.fansOut);
  }

  /** The tables a table can reach, nearest first. */
  reachable(from: string): string[] {
    return [...this.tables.keys()].filter((id) => id !== from && this.path(from, id) !== undefined).sort((a, b) => this.distance(from, a) - this.distance(from, b));
  }
}

const models = new WeakMap<Catalog, SchemaModel>();

export function schemaModel(catalog: Catalog): SchemaModel {
  let model = models.get(catalog);
  if (!model) {
    model = new SchemaModel(catalog);
    models.set(catalog, model);
  }
  return model;
}

/** The month a financial year starts in, by the currency a money name says it is kept in. */
const FISCAL_START_BY_CURRENCY: Readonly<Record<string, number>> = { aud: 7, gbp: 4, pence: 4, pnc: 4, nzd: 4, inr: 4, jpy: 4 };

/** Name words that say money is kept in cents or pence ('amt_cts', 'fee_pnc', 'price_in_cents'). */
export const MINOR_UNIT_WORDS = new Set(['cts', 'cents', 'cent', 'pennies', 'pence', 'penny', 'pnc']);

/** A code column shown by what its codes mean, each said by its head, with the code of each; none where two heads are alike. */
function decodedColumn(column: CatalogColumn, meanings: ReadonlyMap<string, string> | undefined): { column: CatalogColumn; codes: Map<string, string> } | undefined {
  if (!meanings || !column.values) return undefined;
  const codes = new Map<string, string>();
  for (const value of column.values) {
    const full = meanings.get(value.trim());
    const meaning = full === undefined ? value : meaningHead(full);
    if (codes.has(meaning)) return undefined;
    codes.set(meaning, value);
  }
  return { column: { ...column, values: [...codes.keys()] }, codes };
}

/** Words of a money column whose name ends in p for pence or c for cents ('amt_p', 'wk_fee_p', 'prc_c'). */
const PENCE_MONEY_WORDS = new Set(['amt', 'amount', 'qt', 'qte', 'quote', 'fee', 'fees', 'price', 'prc', 'cost', 'cst', 'tot', 'total', 'paid', 'pd', 'net', 'gross', 'vat', 'tax', 'unit', 'full', 'wage', 'pay', 'chg', 'charge', 'bal', 'balance', 'disc', 'discount', 'rate', 'val', 'value', 'rev', 'rt', 'srchg', 'surcharge', 'sale', 'sales', 'spend', 'budget', 'refund', 'rfd', 'loan', 'lend', 'lent', 'int', 'interest', 'dep', 'deposit', 'comm', 'commission', 'rent', 'premium', 'payout', 'fine', 'tip', 'salary', 'bonus', 'fare', 'toll', 'owed', 'due']);
