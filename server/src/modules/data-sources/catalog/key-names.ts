/**
 * How key columns tend to be named, used to guess primary keys and joins when the schema declares none (uploaded
 * files never do). All comparisons ignore case. Names are read as words: split at underscores, digits and camel
 * case, made singular, and common abbreviations spelled out ('cust_no' → customer + no, 'depts' → department).
 */

/** 'categories' → 'category', 'sales_teams' → 'sales_team', 'boxes' → 'box'; words that are not plurals stay. */
export function singular(name: string): string {
  const lower = name.toLowerCase();
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(lower)) return lower.slice(0, -2);
  if (/[^su]s$/.test(lower) && !/(ss|is|us)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** `id`, `<singular>_id`, `<table>_id`, `<table>id`, `<singular>id`: the names of a table's own key column. */
export function isOwnKeyName(column: string, table: string): boolean {
  const name = column.toLowerCase();
  const tableName = table.toLowerCase();
  const candidates = new Set(['id', ...[tableName, singular(tableName)].flatMap((base) => [`${base}_id`, `${base}id`])]);
  return candidates.has(name);
}

/**
 * Abbreviations that key and table names use for what they point at. Only unambiguous ones: a wrong one makes a join.
 * A Map, so that words such as 'constructor' find nothing.
 */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map(Object.entries({
  acc: 'account', acct: 'account', appt: 'appointment', cat: 'category', chan: 'channel', clnt: 'client', crs: 'course',
  ctry: 'country', cust: 'customer', camp: 'campaign', dept: 'department', emp: 'employee', empl: 'employee',
  inv: 'invoice', invc: 'invoice', itm: 'item', loc: 'location', mgr: 'manager', ord: 'order', org: 'organization',
  pmt: 'payment', prod: 'product', prop: 'property', prov: 'provider', res: 'reservation', shp: 'shipment',
  spvr: 'supervisor', stu: 'student', supp: 'supplier', supv: 'supervisor', supvr: 'supervisor', tkt: 'ticket',
  trx: 'transaction', txn: 'transaction', veh: 'vehicle', wh: 'warehouse', whs: 'warehouse',
}));

/** Trailing words that say "this is a key", not what it points at: `team_ref`, `emp_no`, `dept_cd`, `ship_via`. */
const KEY_SUFFIX_WORDS: ReadonlySet<string> = new Set(['id', 'ref', 'no', 'num', 'nbr', 'number', 'code', 'cd', 'key', 'via', 'by']);

/** Words too common to relate two names on their own: a `unit_name` does not point at every table's `name`. */
const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'name', 'nm', 'title', 'desc', 'descr', 'description', 'label', 'type', 'typ', 'kind', 'status', 'state', 'value',
  'date', 'dt', 'text', 'note', 'comment', 'amount', 'amt', 'count', 'total', 'flag',
]);

/** Splits a name into lower-case words: 'ShipCountry' → ship, country; 'team_ref' → team, ref; 'iso2' → iso2. */
export function splitWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** One word of a name as it compares: abbreviations spelled out, plurals made singular ('depts' → 'department'). */
function normalWord(word: string): string {
  return ABBREVIATIONS.get(word) ?? ABBREVIATIONS.get(singular(word)) ?? singular(word);
}

/** Join inference compares every column's name with every table's; names repeat, so their words are kept. */
const wordsOfName = new Map<string, readonly string[]>();
const MAX_REMEMBERED_NAMES = 10_000;

/** The normalised words of a name. */
export function nameWords(name: string): string[] {
  let words = wordsOfName.get(name);
  if (words === undefined) {
    if (wordsOfName.size >= MAX_REMEMBERED_NAMES) wordsOfName.clear();
    words = splitWords(name).map(normalWord);
    wordsOfName.set(name, words);
  }
  return [...words];
}

/** The words of a name without its trailing key words: 'cust_no' → customer; 'code' → nothing. */
export function stemWords(name: string): string[] {
  const words = nameWords(name);
  while (words.length > 0 && KEY_SUFFIX_WORDS.has(words[words.length - 1] ?? '')) words.pop();
  return words;
}

/** What a key-like name refers to: 'ship_via' → 'ship', 'customer_code' → 'customer', 'account' → 'account'. */
export function keyStem(column: string): string {
  return stemWords(column).join('_');
}

/** A name that points at a key: ends in a key word (`…_id`, `…_no`, `…_code`, …) or is another table's singular name. */
export function isKeyLikeName(column: string, tableSingulars: ReadonlySet<string>): boolean {
  const words = splitWords(column);
  const last = words[words.length - 1];
  return (words.length > 1 && last !== undefined && KEY_SUFFIX_WORDS.has(last)) || tableSingulars.has(column.toLowerCase());
}

/** A table's name as words, without a trailing key word when more remain ('proc_codes' → proc). */
function tableWords(table: string): string[] {
  const words = nameWords(table);
  while (words.length > 1 && KEY_SUFFIX_WORDS.has(words[words.length - 1] ?? '')) words.pop();
  return words;
}

/** Whether stem words relate to target words: the same words run together, or the same last (meaningful) word. */
function wordsRelate(stem: readonly string[], target: readonly string[]): boolean {
  if (stem.length === 0 || target.length === 0) return false;
  if (stem.join('') === target.join('')) return true;
  const last = stem[stem.length - 1] ?? '';
  if (last === target[target.length - 1] && last.length >= 3) return stem.length === 1 || !GENERIC_WORDS.has(last);
  return false;
}

/**
 * Whether a column's name relates to a table: 'team_ref' → teams, 'home_team' → teams, 'dept_cd' → depts,
 * 'cust' → customers, 'ship_via' → shippers (a one-word stem may be a beginning of the table's name, at least three
 * letters long, so that overlapping numbers alone never make a join).
 */
export function nameRelatesToTable(column: string, table: string): boolean {
  const stem = stemWords(column);
  const target = tableWords(table);
  if (wordsRelate(stem, target)) return true;
  const [only] = stem;
  if (stem.length !== 1 || only === undefined || only.length < 3) return false;
  const joined = target.join('');
  const last = target[target.length - 1] ?? '';
  return (joined.length >= 3 && (joined.startsWith(only) || only.startsWith(joined))) || (last.length >= 3 && last.startsWith(only));
}

/**
 * Whether a column's name is its own table's: 'depot_cd' in depots, 'cust_ref' in customers, 'prog_cd' in programs,
 * 'code' anywhere. Such a column, when unique, identifies its table's rows rather than pointing elsewhere.
 */
export function isOwnKeyStem(column: string, table: string): boolean {
  const stem = stemWords(column);
  const [only] = stem;
  if (only === undefined) return true;
  const joined = tableWords(table).join('');
  return stem.join('') === joined || (stem.length === 1 && only.length >= 3 && joined.startsWith(only));
}

/** Whether a column's name says only words of its own table's name: 'ln_no' and 'ln_id' of inv_ln, its own lines. */
export function namesOwnTable(column: string, table: string): boolean {
  const stem = stemWords(column);
  const words = new Set(tableWords(table));
  return stem.length > 0 && stem.every((word) => words.has(word));
}

/**
 * Whether a column's name relates to the name of a key column elsewhere: 'reviewer_badge' → badge_no,
 * 'pcp_npi' → npi, 'manager_emp_no' → emp_no. The key's own words must say something ('code' or 'name' do not).
 */
export function nameRelatesToKey(column: string, key: string): boolean {
  const stem = stemWords(column);
  const target = stemWords(key);
  const last = target[target.length - 1];
  if (last === undefined || GENERIC_WORDS.has(last)) return false;
  return wordsRelate(stem, target);
}

/** Words that make a column point at another row of its own table: a person's superior, or a parent. */
const PARENT_WORDS: ReadonlySet<string> = new Set([
  'manager', 'supervisor', 'parent', 'lead', 'leader', 'boss', 'chair', 'head', 'hub', 'mentor', 'coach', 'sponsor',
  'referrer', 'superior', 'successor', 'predecessor',
]);
/** `<verb>_by` names that point at a row of the same kind ('referred_by'); `created_by` usually points elsewhere. */
const PARENT_VERBS: ReadonlySet<string> = new Set([
  'referred', 'managed', 'supervised', 'mentored', 'coached', 'sponsored', 'led', 'replaced', 'superseded', 'reported',
  // 'ref_by', 'refd_by': referred by, written short.
  'ref', 'refd',
]);

/**
 * Whether a column's name says it points at another row of its own table (whose key is `key`): 'reports_to',
 * 'manager', 'mgr_emp_no', 'supv_npi', 'parent_cd', 'team_lead', 'referred_by', 'parent_category_id'.
 */
export function isSelfReferenceName(column: string, table: string, key: string): boolean {
  const raw = splitWords(column);
  // 'reports_to', and 'rpt_to' written short.
  if (/^(reports?|rpts?)$/.test(raw[0] ?? '') && raw[1] === 'to') return true;
  if (raw.length >= 2 && raw[raw.length - 1] === 'by' && PARENT_VERBS.has(raw[raw.length - 2] ?? '')) return true;
  // 'subsidiary_of', 'part_of', 'division_of': what the row is of is another row of its kind.
  if (raw.length >= 2 && raw[raw.length - 1] === 'of') return true;
  const stem = stemWords(column);
  const [first] = stem;
  if (first === undefined) return false;
  if (PARENT_WORDS.has(stem[stem.length - 1] ?? '')) return true;
  // 'sup_staff_no', 'mgr_emp_no': a parent word shortened to its first letters, before the table's own key.
  const shortened = (raw[0] ?? '').length >= 3 && [...PARENT_WORDS].some((word) => word.startsWith(raw[0] ?? '\u0000') && word !== raw[0]);
  if (shortened && raw.length >= 2) {
    const rest = raw.slice(1).join('_');
    if (nameRelatesToTable(rest, table) || nameRelatesToKey(rest, key) || rest === key) return true;
    // 'sup_no' beside emp_no: the parent word and the key's own last word ('no', 'id').
    if (raw.length === 2 && rest === splitWords(key).at(-1)) return true;
  }
  if (!PARENT_WORDS.has(first)) return false;
  // 'parent_category_id' in categories, 'supv_npi' beside npi; not 'head_count'.
  const rest = stem.slice(1).join('_');
  return nameRelatesToTable(rest, table) || nameRelatesToKey(rest, key);
}

/** Words of a column that names a person by their role: 'acct_mgr', 'gm_no', 'sales_rep', 'assigned_agent'. */
const PERSON_ROLE_WORDS: ReadonlySet<string> = new Set([
  'manager', 'mgr', 'rep', 'representative', 'owner', 'agent', 'supervisor', 'sup', 'supv', 'gm', 'lead', 'recruiter',
  'coordinator', 'planner', 'assignee', 'approver', 'handler', 'salesperson', 'csm', 'officer', 'advisor', 'adviser',
  'consultant', 'technician', 'tech', 'driver', 'instructor', 'teacher', 'coach', 'buyer', 'closer', 'author',
]);
/** Words of a table of a company's own people. */
const PEOPLE_TABLE_WORDS: ReadonlySet<string> = new Set(['staff', 'emp', 'employee', 'person', 'personnel', 'worker', 'associate', 'agent', 'user']);

/** Whether a column names a person by their role ('acct_mgr', 'gm_no'), so it may point at the table of people. */
export function namesPersonRole(column: string): boolean {
  const raw = splitWords(column);
  return raw.some((word) => PERSON_ROLE_WORDS.has(word)) || nameWords(column).some((word) => PERSON_ROLE_WORDS.has(word));
}

/** Whether a table holds a company's own people: 'staff', 'emp', 'employees', 'sales_agents'. */
export function isPeopleTable(table: string): boolean {
  return nameWords(table).some((word) => PEOPLE_TABLE_WORDS.has(word)) || splitWords(table).some((word) => PEOPLE_TABLE_WORDS.has(singular(word)));
}

/** Verbs of trade that name a party with 'to': 'bill_to', 'ship_to', 'sold_to'. */
const PARTY_VERBS: ReadonlySet<string> = new Set(['bill', 'billed', 'ship', 'shipped', 'sold', 'sell', 'invoice', 'invoiced', 'deliver']);
/** Words that name the party a trade is with on their own: 'payer_no', 'consignee'. */
const PARTY_WORDS: ReadonlySet<string> = new Set(['payer', 'payor', 'consignee', 'billto', 'shipto', 'soldto']);
/** Words of a table of the parties a company trades with. */
const PARTY_TABLE_WORDS: ReadonlySet<string> = new Set(['customer', 'client', 'account', 'patron', 'buyer', 'consumer', 'member']);

/** Whether a column names a trading party by its role ('bill_to', 'ship_to_no', 'payer'), so it may point at the customers. */
export function namesPartyRole(column: string): boolean {
  const raw = splitWords(column);
  return raw.some((word, i) => PARTY_WORDS.has(word) || (word === 'to' && PARTY_VERBS.has(raw[i - 1] ?? '')));
}

/** Whether a table holds the parties a company trades with: 'customers', 'cust', 'clnt', 'accounts'. */
export function isPartyTable(table: string): boolean {
  const words = nameWords(table);
  return words.length <= 2 && words.some((word) => PARTY_TABLE_WORDS.has(word));
}
