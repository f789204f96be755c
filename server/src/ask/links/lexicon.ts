/**
 * Every phrase a catalog answers to, as lemmas: table and column names (abbreviations expanded), their parts, the
 * user's synonyms, business synonyms, description aliases, metrics and low-cardinality values. Built once per catalog.
 */
import { describedAs, type MetricDefinition } from '../catalog/catalog';
import type { ColumnModel, ColumnRef, SchemaModel, TableModel } from '../catalog/schema-model';
import { singularLemma, splitYearKey, verbLemma } from '../tokens/tokenize';
import { expansionsOf } from '../words/abbreviations';
import { PART_AMOUNT_WORDS } from '../words/amounts';
import { dictionary } from '../words/dictionary';
import { abbreviates, lettersInOrder } from '../words/shortening';
import { businessSynonyms, kindsOfStaff, synonymsOfShortening } from '../words/thesaurus';
import { derivedForms, isAgent, isCountryName, isDictionaryWord, isKindOfPerson, mayBeOrganisation, placeOfAdjective } from '../words/wordnet';
import { holdsRegionCodes, regionOfCode } from '../words/places';
import { derivedMetrics } from './derived-metrics';
import { isVoidState, MONEY_FIGURE_WORDS, namesStates, qualifierOf, STATUS_NAME_WORDS } from '../intent/vocabulary';

/** The legal forms a company's name ends on, which people leave out when they name it ('Ltd', 'plc', 'Inc'). */
const LEGAL_FORMS = new Set(['ltd', 'limited', 'plc', 'inc', 'incorporated', 'llc', 'llp', 'lp', 'gmbh', 'corp', 'co', 'pty', 'ag', 'bv', 'srl', 'partnership']);

/** Codes of billing documents: a credit note, a debit note, a pro forma. */
const DOCUMENT_CODES = dictionary<readonly string[]>({
  crn: ['credit note'], cn: ['credit note'], cnote: ['credit note'], dbn: ['debit note'], dn: ['debit note'], pf: ['pro forma'], pro: ['pro forma'],
  // An accounts package's ledger types: SI sales invoice, SC sales credit (note), SR sales receipt, PI purchase invoice.
  si: ['invoice', 'sales invoice'], sc: ['credit note', 'sales credit'], sr: ['receipt', 'sales receipt'], pi: ['purchase invoice'], pc: ['purchase credit'],
});

/** Words of a column that sorts rows into kinds: a document type, a transaction code. */
const SORTING_NAME_WORDS = new Set(['type', 'kind', 'class', 'category']);

/** Status codes for a booking or appointment nobody came to: no show, did not attend, did not show. */
const NO_SHOW_CODES = new Set(['ns', 'nsh', 'nosh', 'noshow', 'no_show', 'dna', 'dns']);
/** The trade's status codes for a debt given up on: WO, WOFF, W/O. */
const WRITTEN_OFF_CODES = new Set(['wo', 'woff', 'wof', 'w/o', 'w-o', 'wrof', 'wrtoff', 'writeoff', 'write_off', 'written_off']);

/** Two-letter words a name spells out, not shortens ('is_active', 'yn' of a yes-no flag). */
const ENGLISH_TWO_LETTER_WORDS = new Set(['am', 'an', 'as', 'at', 'be', 'by', 'do', 'go', 'he', 'if', 'in', 'is', 'it', 'me', 'my', 'no', 'of', 'on', 'or', 'so', 'to', 'up', 'us', 'we', 'yn']);

export type Target =
  | { kind: 'table'; table: string }
  | { kind: 'column'; table: string; column: string }
  | { kind: 'value'; table: string; column: string; value: string }
  | { kind: 'metric'; metric: MetricDefinition };

export type LinkVia = 'name' | 'synonym' | 'thesaurus' | 'wordnet' | 'description' | 'value' | 'part' | 'metric';

export interface LexiconEntry {
  words: string[];
  target: Target;
  score: number;
  via: LinkVia;
}

/** Words too general to name a table or column on their own. */
const TABLE_PREFIXES = new Set(['tbl', 'tb', 'dim', 'fact', 't']);
const TABLE_SUFFIXES = new Set(['hdr', 'header', 'master', 'mstr', 'tbl', 'table', 'data', 'info', 'dim', 'fact', 'main', 'record', 'records', 'ref', 'reference', 'lookup', 'lkp']);
const FLAG_PREFIXES = new Set(['is', 'has', 'can', 'was', 'had']);
const FLAG_SUFFIXES = new Set(['yn', 'flag', 'flg', 'ind', 'indicator', 'bool', 'tf']);

/** A yes/no column's name without its marker: 'is_active' and 'actv_yn' are 'active' and 'actv'. */
export function flagBareWords(words: readonly string[]): string[] {
  return words.filter((word, i) => !(i === 0 && FLAG_PREFIXES.has(word.toLowerCase())) && !(i === words.length - 1 && FLAG_SUFFIXES.has(word.toLowerCase())));
}
/** Period nouns in names and the adjectives a question uses for them; 'annual' names a year too. */
const PERIOD_ADJECTIVES = dictionary<string[]>({
  hour: ['hourly'], day: ['daily'], week: ['weekly'], month: ['monthly'], quarter: ['quarterly'], year: ['yearly', 'annual'], annual: ['yearly'],
});
/** The period an adjective in a name is of: 'hrly_rt' is paid per hour. */
const PERIOD_NOUNS = dictionary<string>({ hourly: 'hour', daily: 'day', weekly: 'week', monthly: 'month', quarterly: 'quarter', yearly: 'year', annual: 'year' });
/** First words of a rate that is paid or charged for time worked: pay_rt, chg_rate, bill_rate. */
const PAY_RATE_WORDS = new Set(['pay', 'charge', 'bill', 'billing', 'labor', 'labour', 'wage']);
/** Words that only say a column holds a number: 'cost_amt', 'clk_cnt'. */
const UNIT_NAME_WORDS = new Set(['amount', 'count', 'number', 'quantity', 'total', 'value', 'sum']);
/** Last words of a measure that is a price per something. */
const PRICE_WORDS = new Set(['cost', 'price', 'rate', 'fee', 'charge']);
/** Units things are counted and priced in: 'case_cost' is a price per case. */
const COUNTED_UNITS = new Set(['case', 'unit', 'box', 'piece', 'pack', 'carton', 'pallet', 'bottle', 'item', 'dozen']);
/** Names of ledgers, whose account-type codes may stand for a kind of money ('REV' revenue accounts). */
const LEDGER_WORDS = new Set(['account', 'ledger', 'gl', 'journal', 'posting', 'budget']);

const GENERIC = new Set([
  'id', 'name', 'date', 'code', 'number', 'type', 'status', 'value', 'amount', 'total', 'count', 'data', 'info',
  'detail', 'item', 'line', 'record', 'list', 'log', 'history', 'table', 'flag', 'key', 'ref', 'reference', 'description',
  'note', 'text', 'of', 'the', 'a', 'to', 'in', 'on', 'at', 'by', 'for', 'is', 'has', 'per', 'and', 'or', 'no', 'yes',
  'new', 'old', 'first', 'last', 'at', 'time', 'day', 'month', 'year', 'level', 'category', 'group', 'class', 'kind',
]);

/** Generic words that name a kind of attribute: said alone, they mean that attribute of the table in question. */
const ATTRIBUTE_WORDS = new Set(['type', 'status', 'category', 'class', 'kind', 'level', 'tier', 'group']);
/** Words of a column that sorts rows into kinds, which stand for one another ('customer type' of a segment). */
export const SORTING_WORDS = new Set(['type', 'kind', 'category', 'class', 'segment', 'classification']);
const LINE_WORDS = new Set(['detail', 'item', 'line']);
/** The nouns of two-word names that are also said after their word: 'amount paid', 'date hired', 'number sold'. */
const REVERSIBLE_NOUNS = new Set(['amount', 'date', 'time', 'number', 'total', 'count', 'value', 'quantity']);
const MONEY_WORDS = new Set(['charge', 'billed', 'bill', 'revenue', 'sale', 'paid', 'payment']);
/** The last word of a money column's name that keeps it money ('charge amount', 'paid total', 'sale gbp'). */
const AMOUNT_HEADS = new Set(['amount', 'total', 'value', 'price', 'cost', 'fee', 'sum', 'net', 'gross', 'pence', 'cents', 'dollars', 'pounds', 'euros', 'money', 'cash', 'income', 'balance', 'due', 'received', 'collected']);
/** Tables whose plain 'amount' is money coming in ('invoices.amount'), unlike a purchase's. */
const SELLING_TABLES = new Set(['charge', 'invoice', 'payment', 'order', 'sale', 'booking', 'reservation', 'folio', 'transaction', 'subscription', 'receipt', 'bill']);

/** Titles said before a person's name. */
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'rev', 'prof', 'sir', 'dame', 'lord', 'lady', 'revd', 'master']);
/** Work done on a thing, said after it in a kind of work's description ('Cowl supply & fit', 'Stove service'). */
const WORK_DONE_WORDS = new Set(['supply', 'fit', 'fitting', 'install', 'installation', 'service', 'servicing', 'removal', 'repair', 'replacement', 'hire', 'survey', 'test', 'check', 'inspection', 'clean', 'cleaning']);
/** Words that make a value a phrase or a clause rather than the name of a kind. */
const VALUE_PHRASE_WORDS = new Set(['with', 'of', 'for', 'to', 'in', 'on', 'and', 'by', 'at', 'from', 'not', 'no', 'the', 'a', 'an', 'or', 'too', 'than']);

/** Other names of common values: countries people abbreviate ('US' for United States), CRM stage names. */
const VALUE_ALIASES = dictionary<string[]>({
  'united states': ['us', 'usa', 'u.s.', 'u.s.a.', 'america', 'united states of america', 'the states'],
  usa: ['us', 'u.s.', 'united states', 'america', 'united states of america', 'the states'],
  us: ['usa', 'united states', 'america', 'the states'],
  'united kingdom': ['uk', 'u.k.', 'britain', 'great britain', 'england'],
  uk: ['united kingdom', 'britain', 'great britain', 'england'],
  netherlands: ['holland', 'the netherlands'],
  'united arab emirates': ['uae'],
  'south korea': ['korea'],
  'czech republic': ['czechia'],
  germany: ['deutschland'],
  brazil: ['brasil'],
  spain: ['espana', 'españa'],
  italy: ['italia'],
  // A sales stage said the way CRMs name it ('closed-won revenue').
  won: ['closed won', 'closed-won'],
  lost: ['closed lost', 'closed-lost'],
});
const ENTITY_SUFFIXES = new Set(['id', 'stage', 'status', 'number']);
/** The words that say a column holds another row's key ('pm_cd', 'lo_emp_no'). */
const POINTER_SUFFIXES = new Set(['id', 'number', 'code', 'key', 'reference']);
/** Units a measure's name ends in: vert_ft, len_ft, wt_kg, dist_mi, dur_min. */
/** Units of the calendar, which say how long a named service is ('Standard 4-day'). */
const CALENDAR_UNITS = new Set(['day', 'week', 'month', 'year']);
const MEASURE_UNITS = new Set(['ft', 'foot', 'feet', 'mi', 'mile', 'km', 'kilometer', 'kilometre', 'kg', 'kilogram', 'lb', 'pound', 'min', 'minute', 'hr', 'hour', 'sec', 'second', 'pct', 'percent', 'sqft', 'gal', 'gallon', 'oz', 'ounce', 'in', 'inch', 'mm', 'cm', 'm', 'gbp', 'usd', 'eur', 'cad', 'aud', 'nzd', 'chf', 'pence', 'cents', 'cts', 'pnc', 'p', 'c']);
/** Second words of a name that only say it is written down: phone number, email address. */
const NAMING_SUFFIXES = new Set(['number', 'no', 'address']);
/** Words of a date on which someone joined ('reg_dt', 'join_date', 'enrol_dt'): the day they signed up. */
const JOINING_WORDS = new Set(['join', 'joined', 'joining', 'registration', 'register', 'registered', 'enrol', 'enroll', 'enrolment', 'enrollment', 'enrolled', 'signup', 'created', 'create', 'creation']);
/** First words of a date kept for when something was received: 'rcv_dt', 'arrival_date'. */
const RECEIVING_WORDS = new Set(['receive', 'received', 'receipt', 'arrival', 'arrive', 'arrived', 'intake']);
/** Titles that also name a place in a hierarchy of people: anyone managing or leading others is one. */
const HIERARCHY_TITLES = new Set(['manager', 'supervisor', 'lead', 'leader', 'head', 'director', 'boss', 'chief', 'president', 'officer', 'owner', 'partner', 'principal']);

/** The '-ing' form of the verb an agent noun names: shipper → shipping, carrier → carrying, manufacturer → manufacturing. */
function gerundOfAgent(noun: string): string | undefined {
  if (noun.length < 6) return undefined;
  if (noun.endsWith('ier')) return `${noun.slice(0, -3)}ying`;
  if (noun.endsWith('er')) return `${noun.slice(0, -2)}ing`;
  return undefined;
}

/** Whether a column holds the codes of a lookup table that says in words what each means, or references one. */
function spelledOut(model: SchemaModel, ref: ColumnRef): boolean {
  const describes = (at: ColumnRef) => model.primaryKey(at.table)?.column === at.column && model.labelColumns(at.table).some((label) => label.column !== at.column);
  return describes(ref) || model.codeMeanings(ref) !== undefined || model.catalog.joins.some((join) => join.fromTable === ref.table && join.fromColumn === ref.column && describes({ table: join.toTable, column: join.toColumn }));
}

/** Whether most of a column's values (at least three) are names of countries. */
function holdsCountries(values: readonly string[]): boolean {
  const named = values.filter((value) => value.trim() !== '');
  if (named.length < 3 || named.length > 300) return false;
  return named.filter((value) => isCountryName(value)).length >= named.length * 0.6;
}

/** The places most of a column's values (at least three) are the adjectives of ('German' → Germany), by value. */
function nationalitiesOf(values: readonly string[]): Map<string, string[]> | undefined {
  const named = values.filter((value) => value.trim() !== '');
  if (named.length < 3 || named.length > 300) return undefined;
  const places = new Map<string, string[]>();
  // Names of customers or products fail at once: the dictionary is not asked about all of them.
  let misses = 0;
  for (const value of named) {
    const names = /^[A-Z][a-z]+$/.test(value.trim()) ? placeOfAdjective(value.trim()).filter((place) => place.toLowerCase() !== value.trim().toLowerCase() && isCountryName(place)) : [];
    if (names.length > 0) places.set(value, names);
    else if (++misses > named.length * 0.4) return undefined;
  }
  return places;
}
const MAX_WORDS = 6;

/** A name's words as the lexicon keys them: lower case, singular, split at anything but letters, digits and signs. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9%$€£.]+/)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word !== '')
    .map((word) => singularLemma(word));
}

/** The kind of person a title names: its last word before any comma ('Recruiter, Go-to-Market' is a recruiter). */
export function titleKind(value: string): string | undefined {
  return wordsOf(value.split(',')[0] ?? '').at(-1);
}

/** Name words of a column of people's roles or job titles. */
const ROLE_COLUMN_WORDS = new Set(['role', 'title', 'position', 'job', 'designation', 'occupation']);

/** A kind of person that only names a title, not a place in a hierarchy ('recruiter', not 'manager'). */
export function kindOfPersonTitle(kind: string): boolean {
  return isKindOfPerson(kind) && !HIERARCHY_TITLES.has(kind) && !mayBeOrganisation(kind);
}

/** Words of amounts that are charged on top, taken off or spent: never the takings. */
const NOT_TAKINGS = new Set([...PART_AMOUNT_WORDS, 'cost', 'refund', 'delivery', 'carriage', 'postage']);

/**
 * Not 'sales' alone for so_hdr or so_no, nor 'customer' for csat_svy: in a shorthand's compound ('sales order',
 * 'customer satisfaction') the first words only say which kind. A compound whose first word is its head ('length
 * overall', 'date of birth') keeps it.
 */
function kindWordsOfShorthands(rawWords: readonly string[]): Set<string> {
  const headLast = (expansion: string) => !/\bof\b|\boverall$/.test(expansion);
  return new Set(rawWords.flatMap((raw) => expansionsOf(raw).filter(headLast).flatMap((expansion) => wordsOf(expansion).slice(0, -1))));
}

export class Lexicon {
  private readonly byFirst = new Map<string, LexiconEntry[]>();
  /** Every single word some entry uses, for typo correction. */
  readonly vocabulary = new Set<string>();
  readonly derived: MetricDefinition[] = [];
  /** Values by their letters and digits alone ('gtxpro'), for words that split or join them differently. */
  readonly compactValues = new Map<string, Target[]>();
  /** Entries by phrase and target, so adding one again only keeps the stronger. */
  private readonly entries = new Map<string, LexiconEntry>();
  /** One-word names, for questions that split them ('check-in' for checkin). */
  readonly compactNames = new Map<string, LexiconEntry[]>();

  /** Words of one row's name, with the rows' noun after them ('integrations team'), kept until every name is known. */
  private readonly rowNameWords: { word: string; words: string[]; target: Target }[] = [];
  private readonly wordCounts = new Map<ColumnModel, Map<string, number>>();
  /** Every word of a table's name. */
  private readonly tableWords: Set<string>;

  /** Short words of table and column names that no known abbreviation explains ('clm', 'prem', 'pol'). */
  readonly unknownAbbreviations: string[];

  /** Codes a category keeps that no known abbreviation explains ('COM', 'MUN'), lower-cased. */
  readonly categoryCodes: string[];

  /** Tables named by two letters no abbreviation explains ('ld' for loads, 'qt' for quotes). */
  readonly twoLetterTables: string[];

  /** Two-letter words of longer names no abbreviation explains ('lv' of lv_req, 'pk' of pk_slot), lower-cased. */
  readonly twoLetterWords: string[];
  /** Every word of every column's name, lemmatised. */
  private readonly columnWords: Set<string>;
  /** The one short word of each name made of it and a generic word, by word and target. */
  private readonly shortHeads = new Set<string>();

  constructor(readonly model: SchemaModel) {
    const catalog = model.catalog;
    const nameWords = [...model.tables.values()].flatMap((table) => [...table.rawWords, ...table.columns.flatMap((column) => column.rawWords)]);
    this.unknownAbbreviations = [...new Set(nameWords.map((word) => word.toLowerCase()))].filter((word) => /^[a-z]{3,5}$/.test(word) && expansionsOf(word).length === 1);
    // Codes a lookup table spells out ('SCF' beside 'Scaffolder') are said by those words, not read from a word's letters.
    const codes = [...model.tables.values()].flatMap((table) => table.columns.filter((column) => column.role === 'category' && !this.spellsOutCodes(column.ref)).flatMap((column) => (column.column.values ?? []).filter((value) => /^[A-Z]{3,5}$/.test(value.trim()))));
    this.twoLetterTables = [...model.tables.values()].flatMap((table) => (table.rawWords.length === 1 && /^[a-z]{2}$/i.test(table.rawWords[0] ?? '') && expansionsOf(table.rawWords[0] ?? '').length === 1 ? [(table.rawWords[0] as string).toLowerCase()] : []));
    this.twoLetterWords = [...new Set([...model.tables.values()].flatMap((table) => [...(table.rawWords.length > 1 ? table.rawWords : []), ...table.columns.filter((column) => column.rawWords.length > 1).flatMap((column) => column.rawWords)]).map((word) => word.toLowerCase()))].filter((word) => /^[a-z]{2}$/.test(word) && expansionsOf(word).length === 1 && !ENGLISH_TWO_LETTER_WORDS.has(word));
    const names = new Set(this.unknownAbbreviations);
    this.categoryCodes = [...new Set(codes.map((code) => code.trim().toLowerCase()))].filter((code) => expansionsOf(code).length === 1 && !names.has(code));
    const tableWordSets = new Set([...model.tables.values()].map((table) => table.words.join(' ')));
    this.tableWords = new Set([...model.tables.values()].flatMap((table) => table.words));
    this.columnWords = new Set([...model.tables.values()].flatMap((table) => table.columns.flatMap((column) => column.words)));
    for (const table of model.tables.values()) if (!model.isCodeTable(table.id)) this.addTable(table, tableWordSets);
    for (const found of catalog.foundValues ?? []) {
      const table = model.tables.get(found.table);
      const column = table?.columns.find((candidate) => candidate.column.name === found.column);
      if (table && column) this.addValue(table, column, found.value);
    }
    // Only a word that means nothing else here: 'product' of 'Dairy Products' is the products, 'seafood' a category.
    for (const { word, words, target } of this.rowNameWords) {
      const owner = target.kind === 'value' ? `${target.table}.${target.column}` : '';
      if (this.startingWith(word).some((entry) => entry.words.length === 1 && (entry.target.kind !== 'value' || `${entry.target.table}.${entry.target.column}` !== owner))) continue;
      this.add(words, target, 0.9, 'value');
    }
    for (const synonym of catalog.synonyms) {
      const target: Target = synonym.column ? { kind: 'column', table: synonym.table, column: synonym.column } : { kind: 'table', table: synonym.table };
      if (!model.hasTable(synonym.table)) continue;
      this.add(wordsOf(synonym.term), target, 1, 'synonym');
    }
    for (const metric of catalog.metrics) this.add(wordsOf(metric.name), { kind: 'metric', metric }, 1, 'metric');
    for (const { metric, words } of derivedMetrics(catalog, model)) {
      this.derived.push(metric);
      for (const phrase of words) this.add(phrase, { kind: 'metric', metric }, 0.85, 'metric');
    }
  }

  private addTable(table: TableModel, tableWordSets: Set<string>): void {
    const target: Target = { kind: 'table', table: table.id };
    this.add(table.words, target, 1, 'name');
    this.add(table.rawWords.map(singularLemma), target, 0.95, 'name');
    const last = table.words[table.words.length - 1];
    if (table.words.length > 1 && last && !GENERIC.has(last)) {
      this.add([last], target, 0.6, 'part');
      // 'works' beside exhibition_work and artwork: the word ends the one-word name of the table these rows point at,
      // which is the thing named; the rows only say where each one appears.
      for (const join of this.model.catalog.joins) {
        const pointed = join.fromTable === table.id && join.toTable !== table.id ? this.model.table(join.toTable) : undefined;
        const name = pointed?.words.length === 1 ? (pointed.words[0] ?? '') : '';
        if (pointed && name.length > last.length && name.endsWith(last) && isDictionaryWord(name.slice(0, -last.length))) this.add([last], { kind: 'table', table: pointed.id }, 0.65, 'part');
      }
    }
    // 'po_hdr', 'customer_master', 'tbl_orders', 'dim_product': a marker of the table's kind is not part of its name.
    const bareWords = (list: readonly string[]) => list.filter((word, i) => !(i === 0 && TABLE_PREFIXES.has(word)) && !(i === list.length - 1 && TABLE_SUFFIXES.has(word)));
    for (const list of [table.words, table.rawWords.map(singularLemma)]) {
      const bare = bareWords(list);
      if (bare.length > 0 && bare.length < list.length) this.add(bare, target, 0.95, 'name');
    }
    // 'maint_reqs': maintenance requests as well as maintenance required.
    for (const variant of otherExpansions(table.rawWords)) {
      this.add(variant, target, 0.95, 'name');
      const tail = variant[variant.length - 1];
      if (variant.length > 1 && tail && !GENERIC.has(tail)) this.add([tail], target, 0.6, 'part');
    }
    // 'by violation type' where viol is a short list of violations (a code, its description, a fine) that citations
    // point at: each row is a type.
    const describes = table.columns.some((column) => column.words.some((word) => ['description', 'desc', 'name', 'label'].includes(word)));
    const lookup = table.table.rowCount <= 50 && table.columns.length <= 4 && describes && !table.columns.some((column) => column.words.some((word) => SORTING_WORDS.has(word))) && this.model.catalog.joins.some((join) => join.toTable === table.id && join.fromTable !== table.id);
    if (lookup) for (const kind of SORTING_WORDS) this.add([...table.words, kind], target, 0.9, 'name');
    // 'shipping company' for shippers, 'supplying firm' for suppliers: a company named by what it does.
    const gerund = table.words.length === 1 && last ? gerundOfAgent(last) : undefined;
    if (gerund) for (const kind of ['company', 'firm', 'partner', 'provider']) this.add([gerund, kind], target, 0.85, 'name');
    // 'tuition' for tuition_pmts, 'folio' for folio_chgs: the other words of a name, a little weaker.
    const kindWords = kindWordsOfShorthands(table.rawWords);
    for (const word of table.words.slice(0, -1)) {
      if (GENERIC.has(word) || word.length <= 3 || kindWords.has(word)) continue;
      // 'heroes' for hero_attribute, whose hero_ref points at superhero: the word names the rows it points at, which
      // the table's own rows only describe.
      const pointer = this.model.catalog.joins.find((join) => join.fromTable === table.id && join.toTable !== table.id && this.model.column({ table: table.id, column: join.fromColumn }).words[0] === word);
      if (pointer) this.add([word], { kind: 'table', table: pointer.toTable }, 0.58, 'part');
      this.add([word], target, 0.55, 'part');
    }
    if (table.words.length > 1 && last && LINE_WORDS.has(last)) {
      const head = table.words.slice(0, -1);
      for (const variant of LINE_WORDS) this.add([...head, variant], target, 0.85, 'name');
      this.add(['line', 'item'], target, 0.75, 'name');
    }
    // 'client' for customers: business synonyms of a one-word name, or of the head word of a longer one.
    const head = table.words.length === 1 ? table.words[0] : undefined;
    if (head) for (const synonym of businessSynonyms(head)) this.add(wordsOf(synonym), target, 0.75, 'thesaurus');
    // 'jobs' for work orders (wo): the synonyms of a whole name of two words.
    if (table.words.length === 2) for (const synonym of businessSynonyms(table.words.join(' '))) if (!synonym.includes(' ')) this.add(wordsOf(synonym), target, 0.75, 'thesaurus');
    const kinds = head ? kindsOfStaff(head) : [];
    if (kinds.length > 0) {
      // Not a kind the table records as a value of its own ('REP' in a role code, a 'Sales Representative' title):
      // those rows are the ones meant.
      const valueHeads = table.columns.flatMap((column) => (column.role === 'category' ? (column.column.values ?? []) : [])).map((value) => value.trim().toLowerCase().split(/[^a-z]+/).filter(Boolean).pop() ?? '');
      const recorded = (kind: string) => {
        const last = kind.split(' ').pop() ?? kind;
        return valueHeads.some((word) => word === last || abbreviates(last, word));
      };
      for (const kind of kinds) if (!recorded(kind)) this.add(wordsOf(kind), target, 0.75, 'thesaurus');
    }
    // 'movies' for a table named flm: the business word its shortening stands for, and that word's synonyms.
    if (head && expansionsOf(head).length === 1) for (const word of synonymsOfShortening(head)) this.add(wordsOf(word), target, 0.7, 'thesaurus');
    const tableText = describedAs(table.table);
    if (tableText) {
      this.addAliases(tableText, target);
      this.addSpelledOutName(table, tableText, target);
    }
    for (const column of table.columns) this.addColumn(table, column, tableWordSets);
  }

  /**
   * 'Pianos we look after' of pno, 'Tuners / technicians' of tnr: a description that opens with the words a shortened
   * table name stands for names the table by them, as does any other name given beside them ('technicians').
   */
  private addSpelledOutName(table: TableModel, description: string, target: Target): void {
    const opening = description.split(/[,;:()]| - | (?:we|that|which|who|incl|including|for|of|at|in|on|with|by)\b/i)[0] ?? '';
    const names = opening.split(/\/| or | and /).map((name) => wordsOf(name).filter((word) => !['the', 'a', 'an', 'all', 'our'].includes(word)));
    const shortened = table.rawWords.filter((raw) => raw.length >= 3 && !isDictionaryWord(raw.toLowerCase()));
    // With the description to say so, any letters of the word in order, from its first, shorten it ('pno' of piano).
    const spells = (words: readonly string[]) => words.length > 0 && words.length <= 3 && shortened.some((raw) => lettersInOrder(raw.toLowerCase(), words[words.length - 1] ?? ''));
    if (!names.some(spells)) return;
    for (const words of names) if (words.length > 0 && words.length <= 3 && !words.some((word) => GENERIC.has(word) || /\d/.test(word))) this.add(words, target, 0.85, 'description');
  }

  /** 'Sales opportunities (the sales pipeline)': a name in brackets in a description is another name for it. */
  private addAliases(description: string, target: Target): void {
    for (const [, inside] of description.matchAll(/\(([^()]{2,60})\)/g)) {
      for (const alias of (inside ?? '').split(/,| or /)) {
        const words = wordsOf(alias).filter((word, i) => !(i === 0 && (word === 'the' || word === 'a' || word === 'an')));
        if (words.length === 0 || words.length > 3 || words.some((word) => /\d/.test(word))) continue;
        this.add(words, target, 0.8, 'description');
        const last = words[words.length - 1];
        if (words.length > 1 && last && !GENERIC.has(last)) this.add([last], target, 0.6, 'description');
      }
    }
  }

  /**
   * Amounts that are not what was sold: tax, discounts, fees and costs; and a total beside a subtotal and a tax, which
   * holds the tax too (revenue is the subtotal).
   */
  private notTakings(table: TableModel, column: ColumnModel): boolean {
    const words = column.words;
    if (words.some((word) => NOT_TAKINGS.has(word) && !table.words.includes(word))) return true;
    // 'chg_hand', a charge hand (the foreman): a money word before another noun names what kind of thing it is.
    const head = words[words.length - 1] ?? '';
    if (!MONEY_WORDS.has(head) && words.length > 1 && !AMOUNT_HEADS.has(head) && !/^[a-z]{3}$/.test(head) && head.length > 1) return true;
    // 'paid_amt' beside 'inv_amt': what was paid of an invoice so far, not what it was for.
    const paid = (candidate: ColumnModel) => candidate.words.some((word) => ['paid', 'pay'].includes(word));
    if (paid(column) && table.columns.some((other) => other !== column && other.role === 'measure' && !paid(other) && other.words.some((word) => ['amount', 'total', 'value', 'billed', 'charge'].includes(word)) && !other.words.some((word) => NOT_TAKINGS.has(word)))) return true;
    // Payments are the cash that came in for what was invoiced: where invoices keep an amount, they are the revenue.
    const billed = (other: TableModel) => other.words.some((word) => ['invoice', 'bill', 'sale'].includes(word)) && other.columns.some((candidate) => candidate.role === 'measure');
    if (table.words.includes('payment') && [...this.model.tables.values()].some((other) => other !== table && billed(other))) return true;
    const others = table.columns.filter((other) => other.role === 'measure');
    const subtotal = (other: ColumnModel) => other.rawWords.some((raw) => ['sub', 'subtotal', 'subtot'].includes(raw.toLowerCase()));
    return words.includes('total') && !subtotal(column) && others.some((other) => other.words.includes('tax')) && others.some(subtotal);
  }

  private addColumn(table: TableModel, column: ColumnModel, tableWordSets: Set<string>): void {
    const target: Target = { kind: 'column', table: table.id, column: column.column.name };
    const words = column.words;
    this.add(words, target, 0.9, 'name');
    // 'by role' for role_cd: a category named by one word and 'code' is named by that word.
    // Only a word written out in full, or shortened in the one way a known list reads it ('cat_cd' category): a
    // shortening no list knows ('ssn' season) is read by the shortening rules.
    const named = words[0] ?? '';
    const writtenAs = column.rawWords[0]?.toLowerCase() ?? '';
    const spelt = writtenAs === named || (expansionsOf(writtenAs).length === 2 && expansionsOf(writtenAs)[1] === named);
    if (column.role === 'category' && words.length === 2 && words[1] === 'code' && (!GENERIC.has(named) || ATTRIBUTE_WORDS.has(named)) && spelt && isDictionaryWord(named)) this.add([named], target, 0.85, 'name');
    this.add(column.rawWords.map(singularLemma), target, 0.88, 'name');
    for (const variant of otherExpansions(column.rawWords)) {
      this.add(variant, target, 0.85, 'name');
      // 'payment method' for mth_cd, which may also be a month: each word of the other reading is part of its name.
      if (variant.length === 1) continue;
      for (const word of variant) {
        // Nor money where the name is a time ('arr_ts', 'arr_tm' are an arrival, never annual recurring revenue).
        const timeName = column.role === 'date' || column.words.some((other) => other === 'time' || other === 'timestamp');
        if (GENERIC.has(word) || word.length <= 2 || column.words.includes(word) || (timeName && MONEY_FIGURE_WORDS.has(word))) continue;
        this.add([word], target, 0.5, 'part');
        if (table.words.length + 1 <= MAX_WORDS && word !== table.words[0]) this.add([...table.words, word], target, 0.9, 'name');
      }
    }
    // 'mrr_amt', 'ctr_pct': an acronym (standing for several words) beside a word that only says it is a number is the
    // name on its own ('MRR'). A shortened word ('inv_amt', 'mo_rate') is not: 'invoice' alone is the invoices.
    const [head, unit] = column.rawWords.map((word) => word.toLowerCase());
    if (column.rawWords.length === 2 && head && unit && UNIT_WORDS.has(unit) && (expansionsOf(head)[1] ?? '').includes(' ')) {
      this.add([head], target, 0.85, 'name');
      this.add((expansionsOf(head)[1] ?? head).split(' ').map(singularLemma), target, 0.85, 'name');
    }
    // 'paid_amt', 'hire_dt', 'close_date': also said the other way round ('amount paid', 'date hired').
    const [described, noun] = words;
    if (words.length === 2 && described && noun && REVERSIBLE_NOUNS.has(noun) && !GENERIC.has(described)) {
      this.add([noun, described], target, 0.88, 'name');
      // 'date of loss' for loss_dt: the same name said with 'of'.
      if (noun === 'date' || noun === 'time') this.add([noun, 'of', described], target, 0.9, 'name');
    }
    // 'Paid On', 'approved_at': a date named by when it happened is also that event's date ('paid date'). Not where
    // the event is rows of their own ('order date' is the orders', not a purchase order's ordered_on).
    const when = words[words.length - 1];
    if (column.role === 'date' && words.length === 2 && (when === 'on' || when === 'at') && !this.tableWords.has(words[0] ?? '')) this.add([...words.slice(0, -1), 'date'], target, 0.88, 'name');
    // 'members who signed up in 2025', 'sign-ups by month' for reg_dt or join_dt: signing up is joining.
    // 'reg_dt' read either way (a region, a registration).
    const joining = [words, ...otherExpansions(column.rawWords)].some(([first]) => JOINING_WORDS.has(first ?? ''));
    if (column.role === 'date' && joining) this.add(['sign', 'up'], target, 0.85, 'thesaurus');
    // 'samples that came in last month' for rcv_dt or arrival_dt: coming in is being received.
    const receiving = [words, ...otherExpansions(column.rawWords)].some(([first]) => RECEIVING_WORDS.has(first ?? ''));
    // 'the samples clients sent us in 2025', 'which courier brought us the most': what reaches us is received by us.
    if (column.role === 'date' && receiving) for (const phrase of [['come', 'in'], ['send', 'us'], ['bring', 'us'], ['send', 'in']]) this.add(phrase, target, 0.85, 'thesaurus');
    // 'first_resp_ts', 'last_login_at': the event a date of several words is kept for names it ('first response').
    // Not a state ('in service' of in_svc_dt), which says what the rows are in.
    if (column.role === 'date' && words.length >= 3 && ['date', 'time', 'timestamp', 'datetime', 'at', 'on'].includes(when ?? '') && !['in', 'on', 'at', 'out', 'off', 'to', 'under'].includes(words[0] ?? '')) this.add(words.slice(0, -1), target, 0.85, 'name');
    // 'net pay', 'overtime pay' for net_amt and ot_amt: the money a person is paid, said as pay.
    // Not a table's word: 'invoices paid' is no invoice amount.
    if (words.length === 2 && described && noun === 'amount' && !GENERIC.has(described) && !this.tableWords.has(described) && column.role === 'measure') this.add([described, 'pay'], target, 0.88, 'name');
    // 'is_active', 'has_pets', 'remote_yn', 'denied_flg': a yes/no column is named by its word without the marker.
    if (column.flag) {
      const bare = flagBareWords(words);
      if (bare.length > 0 && bare.length < words.length) this.add(bare, target, 0.9, 'name');
    }
    // 'product category', 'customer country': the table's name before a column's name means that column.
    const keyLike = column.role === 'key' || column.role === 'reference';
    if (words.length + table.words.length <= MAX_WORDS && words[0] !== table.words[0] && !keyLike) this.add([...table.words, ...words], target, 0.95, 'name');
    // 'customer type' for cust.seg_cd: a column that sorts a table's rows into kinds answers to any word of sorting
    // after the table's name. Where two do, the words are asked back with both.
    if (column.role === 'category' && words.some((word) => SORTING_WORDS.has(word)) && table.words.length + 1 <= MAX_WORDS) {
      for (const word of SORTING_WORDS) if (!words.includes(word)) this.add([...table.words, word], target, 0.85, 'thesaurus');
      // 'by type of site' for site.site_typ_cd: the same said with 'of'.
      if (table.words.length + 2 <= MAX_WORDS) for (const word of SORTING_WORDS) this.add([word, 'of', ...table.words], target, words.includes(word) ? 0.9 : 0.85, words.includes(word) ? 'name' : 'thesaurus');
    }
    // 'ad spend', 'ad clicks' for ad_stat_dly.cost_amt and clk_cnt: the table's first word before an amount's name,
    // or a word for it, names that amount.
    const [lead] = table.words;
    if (column.role === 'measure' && table.words.length > 1 && lead && !GENERIC.has(lead) && !words.includes(lead)) {
      const [head] = words.filter((word) => !UNIT_NAME_WORDS.has(word));
      if (head) {
        this.add([lead, head], target, 0.88, 'name');
        for (const synonym of businessSynonyms(head)) if (!synonym.includes(' ')) this.add([lead, synonym], target, 0.8, 'thesaurus');
      }
    }
    // 'emp_salary' in employees: the column's own words without the table's.
    const ownWords = stripTableWords(words, table.words);
    if (ownWords.length > 0 && ownWords.length < words.length && !(ownWords.length === 1 && GENERIC.has(ownWords[0] ?? ''))) {
      this.add(ownWords, target, 0.85, 'name');
    }
    // 'damage reports by type' for dmg.dmg_typ: a category's generic word ('type', 'status') names it, weakly, so that
    // it is read as the column of the table the question is about.
    if (column.role === 'category' && words.length > 1) {
      for (const word of words) if (ATTRIBUTE_WORDS.has(word)) this.add([word], target, 0.5, 'part');
    }
    if (words.length > 1) {
      // 'unit_price' answers to 'price', 'units_in_stock' to 'stock': a part of a name is a weaker match.
      // Not a unit a price is per ('case_cost', 'unit_price'): 'cases delivered' are a number of cases, not their cost.
      const perUnitPrice = column.role === 'measure' && PRICE_WORDS.has(words[words.length - 1] ?? '');
      const kindWords = kindWordsOfShorthands(column.rawWords);
      const pointerHead = words.filter((word) => !POINTER_SUFFIXES.has(word)).at(-1);
      // The word a figure or a category is of: the last one that is no unit ('usd', 'cents'), nor a generic word other
      // than a kind of attribute ('tier' of tier_cd, 'status' of acct_stat_cd).
      const nameHead = [...words].reverse().find((word) => !MEASURE_UNITS.has(word) && !UNIT_NAME_WORDS.has(word) && (!GENERIC.has(word) || ATTRIBUTE_WORDS.has(word)));
      // 'shft_cd', 'vint_yr': one word written short and a generic one. The word in full ('shift', 'vintage') names
      // the column as surely as a part of a longer name.
      // Not a key: 'tchr_no' is a teacher's number, and teachers are that row, not the column.
      if (words.length === 2 && !['key', 'reference'].includes(column.role) && GENERIC.has(words[1] ?? '') && column.rawWords[0]?.toLowerCase() === words[0] && this.unknownAbbreviations.includes(words[0] ?? '')) this.shortHeads.add(`${words[0]}\u0000${targetKey(target)}`);
      for (const word of words) {
        if (GENERIC.has(word) || word.length <= 2 || kindWords.has(word)) continue;
        if (perUnitPrice && word !== words[words.length - 1] && COUNTED_UNITS.has(word)) continue;
        this.add([word], target, 0.5, 'part');
        // A synonym of a pointer's modifier ('customers' of account_manager_id) names no pointer; of its head
        // ('reps' of sales_agent) it does.
        if ((column.role === 'reference' || column.role === 'key') && word !== pointerHead) continue;
        // Nor of a figure's modifier before a head of its own ('customers' of acct_prd, an account period), nor of
        // whose state or kind a category is ('customers' of acct_stat_cd).
        if ((column.role === 'measure' || column.role === 'category') && nameHead !== undefined && word !== nameHead) continue;
        // A figure is no person: 'freelancers' (a synonym of 'temp') name no temperature kept as temp_c.
        for (const synonym of businessSynonyms(word)) if (column.role !== 'measure' || !isKindOfPerson(synonym)) this.add(wordsOf(synonym), target, 0.46, 'thesaurus');
      }
      // 'their phone' for phn_no, 'the vertical' for vert_ft: a thing's own word, written short, before 'number',
      // 'address' or a measure's unit says it. Not a word in full ('shipped' is no ship_address).
      const [thing, lastWord = ''] = words;
      const writtenDown = NAMING_SUFFIXES.has(lastWord) && column.column.type === 'text' && !column.column.isPrimaryKey && ['label', 'category'].includes(column.role);
      const measured = column.role === 'measure' && MEASURE_UNITS.has(lastWord);
      if (words.length === 2 && thing && !GENERIC.has(thing) && thing.length >= 3 && !isDictionaryWord(thing) && !tableWordSets.has(thing) && (writtenDown || measured)) {
        this.add([thing], target, 0.8, 'name');
      }
      const identifies = column.column.isPrimaryKey || column.column.isUnique === true;
      // 'the PM' for pm_cd, 'the LO' for lo_emp_no: a pointer's own word names it, however short.
      const pointedAt = this.model.catalog.joins.find((join) => join.fromTable === table.id && join.fromColumn === column.column.name);
      const own = pointedAt ? words.filter((word) => !POINTER_SUFFIXES.has(word) && !this.model.table(pointedAt.toTable).words.includes(word)) : [];
      if (own.length === 1 && own[0] && own[0].length === 2 && !GENERIC.has(own[0])) this.add(own, target, 0.5, 'part');
      // 'opportunity_id' and 'deal_stage' in sales_pipeline: its rows are opportunities and deals; ln_no in ln_app, read
      // either way ('line', 'loan'), that its rows are loans.
      // Not a key that points at another table: a section's tchr_no names its teacher, not the section.
      const pointsAway = this.model.catalog.joins.some((join) => join.fromTable === table.id && join.fromColumn === column.column.name && join.toTable !== table.id);
      // grm_id in grmr: a key written shorter than its table's own short name is that name cut down, and stands for
      // the word the name stands for (groomer), never a shorter one it also fits ('grooms').
      const [name = ''] = table.rawWords.length === 1 ? table.rawWords.map((word) => word.toLowerCase()) : [];
      const cutFromName = (word: string) => name.length > word.length && name.startsWith(word) && !isDictionaryWord(name);
      for (const [first, ...rest] of [words, ...otherExpansions(column.rawWords)]) {
        if (first && cutFromName(first)) continue;
        const suffix = rest.join(' ');
        // Not phn_no, a phone number kept beside the customer it belongs to: a 'number' naming no row is that thing's.
        const ownThing = !identifies && rest.length === 1 && NAMING_SUFFIXES.has(suffix) && column.role === 'label' && !isDictionaryWord(first);
        if (first && ENTITY_SUFFIXES.has(suffix) && !tableWordSets.has(first) && (identifies || (suffix !== 'id' && suffix !== 'number')) && !GENERIC.has(first) && !pointsAway && !ownThing) {
          this.add([first], { kind: 'table', table: table.id }, 0.75, 'name');
        }
      }
    }
    // A participle in a name also answers to its verb and the verb's nouns: 'paid_amt' to 'pay', 'payment'.
    for (const [i, word] of words.entries()) {
      // Names are read as lemmas ('billed_amt' → bill amount): the participle as written is found again.
      const written = column.rawWords.find((raw) => raw !== word && raw.length >= 4 && verbLemma(raw) === word && !raw.endsWith('s'));
      const verb = written ? word : verbLemma(word);
      if ((verb === word && !written) || word.length < 4) continue;
      // A name read as lemmas already holds the verb; only its participle as written is added back, not its nouns
      // ('conversion' stays the Converted status rather than a part of converted_date).
      const forms = written ? [] : [verb, ...derivedForms(verb, 'verb', 'noun').map((noun) => singularLemma(noun))];
      // 'billed_amt', 'paid_amt': the verb alone names the amount ('billed at $400', 'payments received').
      const named = column.role === 'measure' && i === 0 ? 0.78 : 0.5;
      for (const form of forms) {
        this.add([...words.slice(0, i), form, ...words.slice(i + 1)], target, 0.8, 'name');
        if (words.length > 1) this.add([form], target, named, 'part');
      }
      if (words.length > 1 && named > 0.5) this.add([written ?? word], target, named, 'part');
    }
    // 'mo_rent', 'annual_sal': a period in a name answers to its adjective ('monthly rent', 'yearly salary').
    for (const [i, word] of words.entries()) {
      for (const adjective of PERIOD_ADJECTIVES[word] ?? []) {
        this.add([...words.slice(0, i), adjective, ...words.slice(i + 1)], target, 0.9, 'name');
        // 'monthly payment' for mo_pmt_amt: without the 'amount' that ends the name.
        if (words.length > 2 && words[words.length - 1] === 'amount' && i < words.length - 1) this.add([...words.slice(0, i), adjective, ...words.slice(i + 1, -1)], target, 0.88, 'name');
      }
      // 'makes more per hour' for hrly_rt: the amount of a period is named by 'per' and the period.
      const period = PERIOD_NOUNS[word];
      if (period && column.role === 'measure') this.add(['per', period], target, 0.6, 'part');
    }
    // 'hourly wage', 'hourly pay' for hrly_rt; 'hourly pay' for pay_rt, a rate of pay whose name says no period.
    const [rateHead, rateWord] = words;
    if (column.role === 'measure' && words.length === 2 && rateHead && rateWord === 'rate') {
      if (PERIOD_NOUNS[rateHead]) for (const noun of ['wage', 'pay']) this.add([rateHead, noun], target, 0.88, 'name');
      if (PAY_RATE_WORDS.has(rateHead)) {
        this.add(['hourly', rateHead], target, 0.85, 'name');
        this.add(['hourly', rateHead, 'rate'], target, 0.9, 'name');
      }
    }
    // Business synonyms of each word of the name: 'pay' for salary, 'vendor' for supplier. Not of a title that holds
    // honorifics (Mr, Mrs, Dr): it is no job ('completed jobs' are not people's titles).
    const honorifics = (column.column.values ?? []).length > 0 && (column.column.values ?? []).every((value) => HONORIFICS.has(value.trim().toLowerCase().replace(/\.$/, '')));
    for (const [i, word] of words.entries()) {
      if (honorifics) break;
      for (const synonym of businessSynonyms(word)) {
        const variant = [...words.slice(0, i), ...wordsOf(synonym), ...words.slice(i + 1)];
        this.add(variant, target, words.length === 1 ? 0.75 : 0.7, 'thesaurus');
      }
    }
    // Revenue, sales and income are the money a table records when nothing is named so.
    const sells = table.words.some((word) => SELLING_TABLES.has(word));
    const takings = words.some((word) => MONEY_WORDS.has(word)) || (sells && words.includes('amount'));
    // 'takings by shop' where till transactions keep tot_p: a selling table's total is what the tills took.
    if (column.role === 'measure' && (takings || (sells && words.includes('total'))) && !this.notTakings(table, column)) {
      for (const word of takings ? ['revenue', 'sale', 'income', 'turnover', 'takings'] : ['takings']) this.add([word], target, 0.45, 'thesaurus');
    }
    // A database's comment on a column is a developer's note ('see lkp_cd CTYP', '1 = deleted', 'the most the client
    // will pay (hammer)'): it is not read as the column's name, which a description written for readers is.
    const columnText = column.column.description;
    if (columnText) {
      const description = wordsOf(columnText);
      if (description.length > 0 && description.length <= MAX_WORDS) this.add(description, target, 0.7, 'description');
      // 'Revenue from the deal': the description's first word names the column too, weakly.
      const head = description.find((word) => !GENERIC.has(word) && !/^\d/.test(word));
      if (head && description.length <= 8 && head !== words[words.length - 1]) this.add([head], target, 0.55, 'description');
      this.addAliases(columnText, target);
    }
    if (column.column.values && column.column.type === 'text' && !column.flag) {
      for (const value of column.column.values) this.addValue(table, column, value);
      this.addDistinctiveParts(table, column, column.column.values);
      // 'by country' of office_location: a column whose values are countries answers to the word.
      if (!words.includes('country') && holdsCountries(column.column.values)) this.add(['country'], target, 0.8, 'value');
      // 'drivers from Germany' where nationalities are kept as German, Dutch: the country names its people's value.
      for (const [value, places] of nationalitiesOf(column.column.values) ?? []) {
        for (const place of places) this.add(wordsOf(place), { kind: 'value', table: table.id, column: column.column.name, value }, 0.85, 'value');
      }
      // 'outside Michigan' where states are kept as postal codes (MI): the name is the code's.
      if (holdsRegionCodes(column.column.values, words.some((word) => ['region', 'state', 'province'].includes(word)))) {
        for (const value of column.column.values) {
          const region = regionOfCode(value);
          if (region) this.add(wordsOf(region), { kind: 'value', table: table.id, column: column.column.name, value }, 0.85, 'value');
        }
        if (!words.includes('state')) this.add(['state'], target, 0.8, 'value');
      }
    }
  }

  /**
   * 'Stone Oak' for 'Keepwell Storage Stone Oak': where every value starts (or ends) with the same words, a brand or a
   * kind, the rest of each one names it too.
   */
  private addDistinctiveParts(table: TableModel, column: ColumnModel, values: readonly string[]): void {
    const split = values.map((value) => value.trim().split(/\s+/));
    if (split.length < 2) return;
    const shared = (at: (words: string[], i: number) => string | undefined) => {
      let count = 0;
      while (split.every((words) => words.length > count + 1 && at(words, count)?.toLowerCase() === at(split[0] as string[], count)?.toLowerCase())) count++;
      return count;
    };
    const lead = shared((words, i) => words[i]);
    const tail = shared((words, i) => words[words.length - 1 - i]);
    if (lead === 0 && tail === 0) return;
    values.forEach((value, i) => {
      const words = split[i] as string[];
      const rest = words.slice(lead, words.length - tail);
      if (rest.length === 0 || rest.every((word) => /^\d+$/.test(word))) return;
      this.add(wordsOf(rest.join(' ')), { kind: 'value', table: table.id, column: column.column.name, value }, 0.9, 'value');
    });
  }

  /** Whether a word is the noun of rows that point at a table of kinds ('products' beside categories). */
  private namesClassifiedRows(kinds: TableModel, word: string): boolean {
    if (!this.nounsPointingAt) {
      this.nounsPointingAt = new Map();
      for (const join of this.model.catalog.joins) {
        const noun = this.model.table(join.fromTable).words.at(-1);
        if (join.fromTable === join.toTable || !noun) continue;
        this.nounsPointingAt.set(join.toTable, new Set([...(this.nounsPointingAt.get(join.toTable) ?? []), noun]));
      }
    }
    return this.nounsPointingAt.get(kinds.id)?.has(singularLemma(word)) ?? false;
  }

  /** The head nouns of the tables that point at each table, found once. */
  private nounsPointingAt?: Map<string, Set<string>>;

  private addValue(table: TableModel, column: ColumnModel, value: string): void {
    const code = column.codes?.get(value);
    const words = wordsOf(value);
    if (words.length === 0 || words.length > MAX_WORDS) return;
    if (words.length === 1 && /^\d+$/.test(words[0] ?? '')) return;
    const target: Target = { kind: 'value', table: table.id, column: column.column.name, value };
    this.add(words, target, 0.95, 'value');
    // A season stored as '2025/26', '25-26' or '2025-2026' is said the way the question's words read it, one word '25/26'.
    const season = splitYearKey(value, true);
    if (season) this.add([season], target, 0.95, 'value');
    for (const alias of VALUE_ALIASES[value.trim().toLowerCase()] ?? []) this.add(wordsOf(alias), target, 0.9, 'value');
    // 'Greenvale Frozen Veg' for 'Greenvale Frozen Veg Ltd': a company is named without its legal form.
    let named = words.length;
    while (named > 1 && LEGAL_FORMS.has(words[named - 1] ?? '')) named--;
    if (named < words.length) this.add(words.slice(0, named), target, 0.9, 'value');
    // 'Hospital / healthcare', 'Hot drinks / coffee': a value that lists its names on each side of a slash answers
    // to each of them.
    const sides = value.split(/\s+\/\s+/);
    if (sides.length > 1) for (const side of sides) if (/[a-z]{3}/i.test(side) && wordsOf(side).length > 0) this.add(wordsOf(side), target, 0.9, 'value');
    // 'dairy' for the category 'Dairy Products' of products: a kind named before the noun of the rows it classifies.
    if (words.length >= 2 && this.namesClassifiedRows(table, words[words.length - 1] ?? '')) this.add(words.slice(0, -1), target, 0.85, 'value');
    // 'by rep' for the title 'Sales Representative': the kind of person a title ends on names it, weakly. Not a rank
    // in a hierarchy ('manager' is whoever manages someone, not only a 'Sales Manager').
    // In a column of roles or job titles, an operator of a machine is a kind of person too ('Route driver').
    const kind = titleKind(value) ?? '';
    const ofRoles = column.words.some((word) => ROLE_COLUMN_WORDS.has(word));
    if (words.length >= 2 && kind !== words.join(' ') && (kindOfPersonTitle(kind) || (ofRoles && isAgent(kind) && !HIERARCHY_TITLES.has(kind)))) this.add([kind], target, 0.8, 'value');
    this.addValueEnding(table, column, words, target);
    this.addValueBeginning(table, column, words, target);
    // A code's meaning is said by its words, as a verb ('Delivered': 'deliver') and by the code itself when it is
    // more than a letter (WAV); nothing more is read from the code's letters.
    if (code !== undefined) {
      const verb = words.length === 1 ? verbLemma(value) : undefined;
      if (verb && verb !== words[0]) this.add([verb], target, 0.85, 'value');
      if (code.trim().length >= 2) this.add(wordsOf(code), target, 0.9, 'value');
      return;
    }
    // 'the Integrations team' for the team named 'Tier 2 Integrations': a word only one of the rows' names has, said
    // before the rows' own noun, names that row. A name, not a description ('8 mil Satin Photo Paper' of paper stock).
    if (words.length >= 2 && column.words.includes('name') && this.model.labelColumns(table.id).some((label) => label.column === column.column.name)) {
      const valuesWith = this.valuesWithWord(column);
      for (const word of words) {
        if (word.length < 4 || /\d/.test(word) || GENERIC.has(word) || table.words.includes(word) || (valuesWith.get(word) ?? 0) > 1) continue;
        if (table.words.length + 1 <= MAX_WORDS) this.rowNameWords.push({ word, words: [word, ...table.words], target });
      }
    }
    // 'technicians' for the role code TECH: a code that shortens a kind of person names those people.
    // 'issue transactions' for the type code ISS: a code a known shortening explains names what it shortens. A state
    // ('cancelled' of CANC) is read against the rows it qualifies, not here.
    if (column.role === 'category' && /^[A-Z]{2,5}$/.test(value.trim())) {
      for (const expansion of expansionsOf(value.trim().toLowerCase()).slice(1)) {
        // Nor a table's own noun: 'deliveries' are the delivery rows before any DLV status.
        if (expansion.includes(' ') || HIERARCHY_TITLES.has(expansion) || this.tableWords.has(expansion)) continue;
        // 'revenue' of REV is a kind only in a ledger's account types; elsewhere (a role code) it is a figure asked for.
        if (MONEY_FIGURE_WORDS.has(expansion) && !column.words.some((word) => LEDGER_WORDS.has(word)) && !table.words.some((word) => LEDGER_WORDS.has(word))) continue;
        if (isKindOfPerson(expansion) || (value.trim().length >= 3 && qualifierOf(expansion) === undefined)) this.add([expansion], target, 0.85, 'value');
      }
    }
    // 'credit notes' for CRN among document types: the codes of billing documents, in a column of kinds.
    const document = DOCUMENT_CODES[value.trim().toLowerCase()];
    if (column.role === 'category' && document && column.words.some((word) => SORTING_NAME_WORDS.has(word))) for (const name of document) this.add(name.split(' '), target, 0.85, 'value');
    // 'no-shows' for NS, NSH or DNA (did not attend): the trade's codes for a booking nobody came to, in a status.
    if (column.role === 'category' && NO_SHOW_CODES.has(value.trim().toLowerCase()) && [...STATUS_NAME_WORDS, 'attendance'].some((word) => column.words.includes(word))) {
      this.add(['no', 'show'], target, 0.85, 'value');
    }
    // 'anything written off', 'write-offs' for WO or WOFF: a debt given up on, in a status.
    if (column.role === 'category' && WRITTEN_OFF_CODES.has(value.trim().toLowerCase()) && namesStates(column.words)) {
      this.add(['write', 'off'], target, 0.85, 'value');
      this.add(['writeoff'], target, 0.85, 'value');
    }
    // 'voided invoices', 'leave out void ones' for V among short status letters (O open, PD paid, V void), or VD.
    if (column.role === 'category' && namesStates(column.words) && isVoidState(value, column.column.values ?? [])) {
      this.add(['void'], target, 0.9, 'value');
      this.add(['voided'], target, 0.9, 'value');
    }
    // 'GTX Pro' for a value stored as 'GTXPro': the same letters without spaces.
    const compact = value.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (compact.length >= 4 || (compact.length >= 2 && /[^a-z0-9 ]/i.test(value))) {
      const list = this.compactValues.get(compact) ?? [];
      list.push(target);
      this.compactValues.set(compact, list);
    }
    // 'deals did she win' → Won, 'orders that shipped' → Shipped: a status named by its verb.
    if (words.length === 1) {
      const verb = verbLemma(value);
      if (verb !== words[0]) this.add([verb], target, 0.85, 'value');
    }
  }

  /**
   * 'corn' for 'Yellow Corn #2', 'winter wheat' for 'Hard Red Winter Wheat', 'soybeans' for 'Soybeans #1': the end of a
   * kind's description names it, weakly, where no other value of the column has its last word. Not a grade or number
   * alone, nor a word that names a table.
   */
  private addValueEnding(table: TableModel, column: ColumnModel, words: readonly string[], target: Target): void {
    // Only the label of a small table of kinds that other rows point at (commodities, grades), never a name
    // ('Harborlight Films' of distributors), a title or a reason said as a phrase ('Unhappy with wash').
    if (column.words.includes('name') || table.table.rowCount > 30 || words.some((word) => VALUE_PHRASE_WORDS.has(word))) return;
    if (!this.model.labelColumns(table.id).some((label) => label.column === column.column.name) || !this.model.catalog.joins.some((join) => join.toTable === table.id && join.fromTable !== table.id)) return;
    let end = words.length;
    while (end > 0 && /^\d+$/.test(words[end - 1] ?? '')) end--;
    const head = words[end - 1];
    // A state ('Delivery failed' of order statuses) is read against the rows it qualifies, not here.
    if (!head || (end === words.length && end < 2) || head.length < 3 || /ed$/.test(head) || table.words.some((word) => ['status', 'state', 'stage'].includes(word)) || /\d/.test(head) || GENERIC.has(head) || this.tableWords.has(head) || this.columnWords.has(head)) return;
    if ((this.valuesWithWord(column).get(head) ?? 0) !== 1) return;
    for (let start = end === words.length ? 1 : 0; start < end; start++) this.add(words.slice(start, end), target, 0.85, 'value');
  }

  /**
   * 'bird guards' for 'Bird guard supply & fit (per pot)', 'chimney sweep visits' for 'Chimney sweep - first flue',
   * 'cowls' for 'Cowl supply & fit': the words a kind of work's description opens with name it, weakly, where no other
   * value opens with them. A single word only before the work done on it ('supply', 'fit', 'service').
   */
  private addValueBeginning(table: TableModel, column: ColumnModel, words: readonly string[], target: Target): void {
    if (table.table.rowCount > 30 || words.length < 2) return;
    if (!this.model.labelColumns(table.id).some((label) => label.column === column.column.name) || !this.model.catalog.joins.some((join) => join.toTable === table.id && join.fromTable !== table.id)) return;
    const others = (column.column.values ?? []).map(wordsOf).filter((other) => other.join(' ') !== words.join(' '));
    // 'Express jobs' for the service 'Express 90-minute': a name followed by how long or how much is named by itself,
    // where no other value opens with it.
    const specAt = words.findIndex((word) => /\d/.test(word));
    const opening = words.slice(0, specAt);
    const spec = specAt > 0 && words.slice(specAt).every((word) => /^\d+$/.test(word) || MEASURE_UNITS.has(word.replace(/s$/, '')) || CALENDAR_UNITS.has(word.replace(/s$/, '')));
    if (spec && opening.every((word) => word.length >= 3 && !GENERIC.has(word)) && !others.some((other) => opening.every((word, i) => other[i] === word))) this.add(opening, target, 0.85, 'value');
    if (column.words.includes('name') || words.length < 3) return;
    for (let end = 1; end < words.length - 1; end++) {
      const opening = words.slice(0, end);
      const last = opening[end - 1] ?? '';
      if (opening.some((word) => VALUE_PHRASE_WORDS.has(word) || GENERIC.has(word) || /\d/.test(word) || word.length < 3) || this.tableWords.has(last) || this.columnWords.has(last)) return;
      if (others.some((other) => opening.every((word, i) => other[i] === word))) continue;
      if (end === 1 && !WORK_DONE_WORDS.has(words[1] ?? '')) continue;
      this.add(opening, target, 0.85, 'value');
    }
  }

  /** How many of a column's values have each word, counted once per column. */
  private valuesWithWord(column: ColumnModel): Map<string, number> {
    let counts = this.wordCounts.get(column);
    if (!counts) {
      counts = new Map();
      for (const value of column.column.values ?? []) for (const word of new Set(wordsOf(value))) counts.set(word, (counts.get(word) ?? 0) + 1);
      this.wordCounts.set(column, counts);
    }
    return counts;
  }

  add(words: string[], target: Target, score: number, via: LinkVia): void {
    // 'enrolments' asked as 'enrollments', 'cancelled' as 'canceled': the other spelling names the same thing.
    const respelled = words.map(otherSpelling);
    if (respelled.some((word, i) => word !== words[i])) this.addSpelled(respelled, target, score, via);
    this.addSpelled(words, target, score, via);
  }

  private addSpelled(words: string[], target: Target, score: number, via: LinkVia): void {
    const first = words[0];
    if (!first || words.length > MAX_WORDS) return;
    const list = this.byFirst.get(first) ?? [];
    const key = `${words.join(' ')}\u0000${targetKey(target)}`;
    const same = this.entries.get(key);
    if (same) {
      if (score > same.score) {
        same.score = score;
        same.via = via;
      }
      return;
    }
    const entry: LexiconEntry = { words, target, score, via };
    list.push(entry);
    this.entries.set(key, entry);
    this.byFirst.set(first, list);
    for (const word of words) this.vocabulary.add(word);
    // 'checkin' in a name answers to 'check-in' and 'check in' in a question.
    if (words.length === 1 && first.length >= 5 && /^[a-z]+$/.test(first)) {
      const compact = this.compactNames.get(first) ?? [];
      compact.push({ words, target, score, via });
      this.compactNames.set(first, compact);
    }
  }

  private readonly spelledOutColumns = new Map<string, boolean>();

  /** Whether a column holds codes a lookup table says in words ('SCF' beside 'Scaffolder'), remembered per column. */
  spellsOutCodes(ref: ColumnRef): boolean {
    const key = `${ref.table}\u0000${ref.column}`;
    let known = this.spelledOutColumns.get(key);
    if (known === undefined) {
      known = spelledOut(this.model, ref);
      this.spelledOutColumns.set(key, known);
    }
    return known;
  }

  /** Whether a one-word entry is the one short word of a name besides a generic one (shft of shft_cd). */
  isShortHead(entry: LexiconEntry): boolean {
    // Not a short word that is also a code kept as a value ('ssn' of ssn_cd where a type says SSN): which is meant
    // stays as weak as before.
    const word = entry.words[0] ?? '';
    return entry.words.length === 1 && this.shortHeads.has(`${word}\u0000${targetKey(entry.target)}`) && !this.startingWith(word).some((other) => other.words.length === 1 && other.target.kind === 'value');
  }

  /** Entries whose first word is `word`. */
  startingWith(word: string): readonly LexiconEntry[] {
    return this.byFirst.get(word) ?? [];
  }

  has(word: string): boolean {
    return this.vocabulary.has(word);
  }
}

/** The British or American spelling of a word with a single or double l: enrolment ↔ enrollment, labelled ↔ labeled. */
export function otherSpelling(word: string): string {
  const ment = /^(.*[aeiou])(l|ll)(ments?)$/.exec(word);
  if (ment) return `${ment[1]}${ment[2] === 'l' ? 'll' : 'l'}${ment[3]}`;
  const verb = /^(.*[aeiou][a-z]*e)(l|ll)(ed|ing|er|ers)$/.exec(word);
  if (verb && (verb[1]?.length ?? 0) >= 3) return `${verb[1]}${verb[2] === 'l' ? 'll' : 'l'}${verb[3]}`;
  return word;
}

function stripTableWords(words: string[], tableWords: string[]): string[] {
  let start = 0;
  while (start < words.length && start < tableWords.length && words[start] === tableWords[start]) start++;
  if (start === 0 && words[0] && tableWords[tableWords.length - 1] === words[0]) start = 1;
  return words.slice(start);
}

export function sameTarget(a: Target, b: Target): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'table':
      return a.table === (b as typeof a).table;
    case 'column':
      return a.table === (b as typeof a).table && a.column === (b as typeof a).column;
    case 'value':
      return a.table === (b as typeof a).table && a.column === (b as typeof a).column && a.value === (b as typeof a).value;
    case 'metric':
      return a.metric.name === (b as typeof a).metric.name && a.metric.table === (b as typeof a).metric.table;
  }
}

function targetKey(target: Target): string {
  switch (target.kind) {
    case 'table': return `t:${target.table}`;
    case 'column': return `c:${target.table}.${target.column}`;
    case 'value': return `v:${target.table}.${target.column}=${target.value}`;
    case 'metric': return `m:${target.metric.table}.${target.metric.name}`;
  }
}

export function targetTable(target: Target): string {
  return target.kind === 'metric' ? target.metric.table : target.table;
}

/** Name words that only say a column holds a number of some kind. */
const UNIT_WORDS = new Set(['amt', 'amount', 'val', 'value', 'tot', 'total', 'cnt', 'count', 'qty', 'pct', 'num', 'nbr', 'rt', 'rate']);

/** Every other reading of a name with an ambiguous abbreviation ('inv_dt': invoice date, and inventory date). */
function otherExpansions(rawWords: readonly string[]): string[][] {
  const expanded = rawWords.map((word) => expansionsOf(word).slice(1));
  if (!expanded.some((options) => options.length > 1)) return [];
  const variants: string[][] = [];
  for (const [i, options] of expanded.entries()) {
    for (const option of options.slice(1)) {
      variants.push(rawWords.flatMap((word, k) => (k === i ? option.split(' ') : (expansionsOf(word)[1] ?? word).split(' '))).map(singularLemma));
    }
  }
  return variants;
}
