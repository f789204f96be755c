/**
 * Classes of English words the intent stage needs to know beyond the catalog: words that never carry a condition
 * (fillers), words that mean "the amount of it", words for people, qualifier adjectives and the statuses they mean.
 */
import { dictionary } from '../words/dictionary';
import type { Token } from '../tokens/tokenize';

/** Verbs of asking, of being and of relating, which carry no condition of their own ('make' in 'what makes up'). */
const GENERIC_VERBS = [
  'be', 'have', 'do', 'get', 'show', 'list', 'give', 'tell', 'find', 'want', 'need', 'see', 'know', 'display', 'return',
  'provide', 'include', 'contain', 'appear', 'exist', 'happen', 'occur', 'become', 'remain', 'stay', 'keep', 'hold',
  'let', 'like', 'look', 'use', 'make', 'put', 'take', 'go', 'come', 'say', 'fetch', 'pull', 'identify',
  'enumerate', 'determine', 'would', 'could', 'should', 'can', 'will', 'may', 'might', 'must', 'please',
  'base', 'locate', 'situate', 'headquarter', 'live', 'work', 'sit', 'belong', 'register', 'log',
  'associate', 'relate', 'link', 'attach', 'assign', 'involve', 'concern', 'cover', 'fall', 'land', 'end', 'wonder',
];

/**
 * Generic verbs that a question also says as nouns naming a kind of thing: 'seats by make', 'cost per use'. The verbs
 * of working out a figure ('count', 'total', 'sort') are not among them: 'by count' orders.
 */
export const GENERIC_VERBS_AS_NOUNS = new Set(GENERIC_VERBS);

/** Nouns and verbs that carry no condition of their own in a data question. */
export const GENERIC_WORDS = new Set([
  ...GENERIC_VERBS,
  // verbs of working out and showing a figure
  'calculate', 'compute', 'count', 'sum', 'total', 'average', 'break', 'split', 'group', 'sort', 'rank', 'compare',
  'report', 'name', 'record', 'list',
  // nouns that only frame the question
  'data', 'datum', 'info', 'information', 'number', 'amount', 'detail', 'details', 'breakdown', 'figure', 'stat',
  'statistic', 'overview', 'summary', 'report', 'thing', 'one', 'ones', 'kind', 'way', 'list', 'record', 'row', 'entry',
  'everything', 'anything', 'something', 'total', 'count', 'result', 'value', 'values', 'level', 'split', 'share', 'set',
  'question', 'answer', 'database', 'table', 'system', 'crm', 'erp', 'dataset', 'db', 'time', 'times', 'lot', 'bunch', 'percent', 'percentage', 'rate',
  'per', 'overall', 'aggregate', 'combination', 'tally', 'order', 'ranking', 'metric', 'measure', 'kpi', 'view',
  // what all the rows together are called ('the items in our catalog', 'everyone on the roster')
  'catalog', 'catalogue', 'roster', 'lineup',
  // adjectives and adverbs that do not filter
  'many', 'much', 'all', 'each', 'every', 'other', 'same', 'different', 'distinct', 'unique', 'individual', 'separate',
  'respective', 'corresponding', 'specific', 'particular', 'various', 'existing', 'actual', 'real',
  'overall', 'total', 'combined', 'entire', 'whole', 'full', 'complete', 'exact', 'exactly', 'also', 'just', 'only',
  'ever', 'currently', 'now', 'still', 'yet', 'already', 'there', 'here', 'then', 'respectively', 'altogether',
  'together', 'roughly', 'approximately', 'about', 'around', 'almost', 'nearly', 'even', 'really', 'actually', 'so',
  'far', 'again', 'too', 'as', 'well', 'very', 'quite', 'rather', 'really', 'same', 'own', 'certain', 'some', 'any',
  'several', 'few', 'couple', 'various', 'given', 'listed', 'recorded', 'known', 'stored', 'broken', 'out',
  'completely', 'entirely', 'totally', 'fully', 'wholly', 'absolutely', 'literally',
  'up', 'how', 'what', 'which', 'who', 'when', 'where', 'why', 'whose', 'whom', 'that', 'this', 'these', 'those',
  'it', 'its', 'they', 'them', 'their', 'we', 'our', 'us', 'i', 'me', 'my', 'you', 'your', 'he', 'she', 'his', 'her',
  'hi', 'hello', 'hey', 'thanks', 'thank', 'ok', 'okay', 'also', 'first', 'next', 'then', 'finally', 'along', 'alongside',
  'together', 'plus', 'both', 'either', 'too', 'versus', 'vs', 'respectively', 'single', 'one', 'ever', 'receive',
  'go', 'went', 'come', 'happen', 'yet', 'assigned', 'still', 'anyone', 'anybody', 'somebody', 'someone', 'need',
  'like', 'love', 'please', 'us', 'top', 'side', 'money',
  // 'still open, i.e. in Prospecting or Engaging': what follows says the same again.
  'i.e.', 'i.e', 'ie',
]);

/** Words after a table that mean its main amount: 'deal size', 'order value', 'invoice amount'. */
export const AMOUNT_WORDS = new Set(['value', 'amount', 'size', 'worth', 'total', 'sum', 'spend', 'spending', 'volume', 'cost', 'charge', 'fee', 'figure', 'dollar', 'money']);

/** Words for people: 'who', 'people', 'staff' name the person-like entity of the question. */
export const PERSON_WORDS = new Set([
  'agent', 'employee', 'rep', 'representative', 'salesperson', 'seller', 'staff', 'person', 'people', 'user', 'owner',
  'manager', 'driver', 'student', 'patient', 'instructor', 'teacher', 'provider', 'doctor', 'physician', 'customer',
  'guest', 'member', 'worker', 'contact', 'author', 'player', 'coach', 'nurse', 'clinician', 'consultant', 'lead',
  'buyer', 'client', 'subscriber', 'host', 'agent', 'analyst', 'engineer', 'technician', 'officer', 'supervisor',
  'professor', 'lecturer', 'applicant', 'candidate', 'volunteer', 'donor', 'passenger', 'traveler', 'tenant', 'racer',
]);

/** Name words of a column that keeps an amount of money ('ord_amt', 'unit_cost'), never a count of things. */
export const MONEY_NAME_WORDS: ReadonlySet<string> = new Set(['amount', 'amt', 'price', 'cost', 'value', 'revenue', 'fee', 'charge', 'sales', 'spend', 'salary', 'pay', 'balance', 'budget', 'margin', 'tax', 'discount', 'rate', 'dollar', 'usd', 'eur', 'money', 'income', 'wage', 'total']);

/** Words that name a figure of money, never a kind of thing a code could stand for outside a ledger ('revenue' is no reviewer, REV). */
export const MONEY_FIGURE_WORDS: ReadonlySet<string> = new Set(['revenue', 'income', 'profit', 'turnover', 'earnings', 'spend', 'spending', 'margin', 'money']);

/** Verbs that take their meaning from their object: 'place an order', 'make a payment', 'take a loan'. */
const LIGHT_VERBS: ReadonlySet<string> = new Set(['place', 'make', 'put', 'give', 'take', 'do', 'get', 'have']);

/** Where the noun object of a light verb at `at` is ('placed any order': order), or -1. */
export function objectOfLightVerb(tokens: readonly Token[], at: number): number {
  const verb = tokens[at];
  if (verb?.pos !== 'VERB' || !LIGHT_VERBS.has(verb.lemma)) return -1;
  const next = tokens.findIndex((token, k) => k > at && k <= at + 3 && !['DET', 'NUM', 'ADJ'].includes(token.pos));
  return tokens[next]?.pos === 'NOUN' ? next : -1;
}

/** Measures that verbs name: 'sold the most' counts units, 'earned' and 'brought in' money. */
export const MONEY_VERBS = new Set(['earn', 'generate', 'bring', 'make', 'bill', 'invoice', 'spend', 'pay', 'charge', 'gross', 'net', 'collect', 'book', 'cost']);
/** Nouns for rows that are money by nature: 'sales by region' adds up their amount. */
export const MONEY_NOUNS = new Set(['sale', 'sales', 'fee', 'fees', 'rent', 'revenue', 'billing', 'billings', 'earnings', 'earning', 'income', 'expense', 'spend', 'spending', 'turnover', 'takings', 'taking', 'proceeds', 'collection', 'collections']);
/** Verbs that only say an amount was built up ('scored points', 'logged hours'): they add nothing to their object. */
export const ACCRUAL_VERBS = new Set(['score', 'log', 'record', 'accumulate', 'rack', 'clock', 'gain', 'achieve', 'post', 'amass', 'accrue', 'put']);
/** Rows that are sums of money paid: 'payments received' adds up their amount. */
export const PAYMENT_NOUNS = new Set(['payment', 'receipt', 'remittance', 'deposit', 'donation', 'contribution', 'gift', 'collection']);
/** Money verbs that say an amount was settled, not only billed: 'collected', 'received'. */
export const SETTLING_VERBS = new Set(['collect', 'receive']);
export const QUANTITY_VERBS = new Set(['sell', 'ship', 'buy', 'purchase', 'order', 'move', 'stock', 'use', 'consume']);

/**
 * Qualifier adjectives and the column values, flags or empty dates that express them. A qualifier binds only to a
 * column whose values (or name) say so; otherwise it stays unmatched.
 */
export interface QualifierSense {
  /** Status values that mean it (compared without case; a value containing one of these words also counts). */
  values: string[];
  /** Flag column words that mean it when the flag is yes ('active', 'is_current'). */
  flags: string[];
  /** Date column words whose empty value means it ('term_dt' empty: still employed). */
  emptyDates: string[];
  /** Date column words whose filled value means it ('churn_dt' filled: churned). */
  filledDates: string[];
  /** The qualifier that means the opposite, for flags that say the opposite ('inactive'). */
  opposite?: string;
  /** Status values whose absence means it: 'open' is any status but the closed ones. Checked before `values`. */
  notValues?: string[];
  /** Values that say it only in a status column of open and closed rows ('completed' rentals are the closed ones). */
  closingValues?: string[];
  /** States rows pass through after this one and still hold it: a resolved ticket that is then closed stays resolved. */
  laterValues?: string[];
}

const CLOSED_STATUSES = ['won', 'lost', 'closed', 'closed won', 'closed lost', 'resolved', 'done', 'completed', 'complete', 'cancelled', 'canceled', 'churned', 'delivered', 'paid', 'rejected', 'declined', 'finished', 'archived'];

export const QUALIFIERS = dictionary<QualifierSense>({
  active: { values: ['active', 'current', 'enabled', 'live', 'open', 'in service', 'employed', 'inforce', 'in force', 'in-force'], flags: ['active', 'current', 'enabled', 'live', 'in service', 'is active'], emptyDates: ['termination', 'term', 'end', 'churn', 'cancel', 'cancellation', 'exit', 'leave', 'close', 'closed', 'deactivat', 'inactive', 'separation', 'departure', 'left', 'retire', 'withdraw', 'withdrawn', 'out service', 'lapse', 'resign'], filledDates: [], opposite: 'inactive' },
  current: { values: ['active', 'current', 'open', 'inforce', 'in force', 'in-force'], flags: ['current', 'active'], emptyDates: ['termination', 'term', 'end', 'churn', 'cancel', 'exit', 'leave', 'close', 'separation', 'departure', 'left', 'retire', 'withdraw', 'withdrawn', 'out service', 'lapse', 'resign'], filledDates: [], opposite: 'former' },
  inactive: { values: ['inactive', 'disabled', 'closed', 'terminated', 'churned', 'cancelled', 'canceled', 'former'], flags: ['inactive', 'disabled'], emptyDates: [], filledDates: ['termination', 'term', 'end', 'churn', 'cancel', 'exit', 'leave', 'close', 'separation', 'departure', 'retire', 'withdraw', 'withdrawn', 'out service', 'lapse', 'resign'], opposite: 'active' },
  former: { values: ['former', 'terminated', 'inactive', 'left'], flags: ['former'], emptyDates: [], filledDates: ['termination', 'term', 'end', 'exit', 'leave', 'separation', 'departure', 'churn', 'cancel', 'retire', 'withdraw', 'withdrawn', 'out service', 'lapse', 'resign'], opposite: 'current' },
  open: { notValues: CLOSED_STATUSES, values: ['open', 'new', 'in progress', 'pending', 'active', 'engaging', 'unresolved'], flags: ['open', 'is open'], emptyDates: ['close', 'closed', 'resolve', 'resolved', 'complete', 'completed', 'end', 'decision', 'decided'], filledDates: [], opposite: 'closed' },
  closed: { values: CLOSED_STATUSES, flags: ['closed', 'is closed'], emptyDates: [], filledDates: ['close', 'closed', 'resolve', 'resolved', 'complete', 'completed'], opposite: 'open' },
  resolved: { values: ['resolved', 'closed', 'done', 'solved'], laterValues: ['closed'], flags: ['resolved'], emptyDates: [], filledDates: ['resolve', 'resolved', 'close', 'closed'], opposite: 'unresolved' },
  unresolved: { notValues: CLOSED_STATUSES, values: ['open', 'unresolved', 'pending', 'in progress', 'new'], flags: ['unresolved'], emptyDates: ['resolve', 'resolved', 'close', 'closed'], filledDates: [], opposite: 'resolved' },
  paid: { values: ['paid', 'settled'], flags: ['paid', 'is paid', 'settled'], emptyDates: [], filledDates: ['paid', 'payment', 'pay', 'settled'], opposite: 'unpaid' },
  unpaid: { values: ['unpaid', 'open', 'due', 'overdue', 'outstanding', 'pending'], flags: ['unpaid', 'outstanding'], emptyDates: ['paid', 'payment', 'pay', 'settled'], filledDates: [], opposite: 'paid' },
  outstanding: { values: ['unpaid', 'open', 'due', 'overdue', 'outstanding', 'pending', 'part paid', 'partly paid', 'partially paid'], flags: ['outstanding', 'unpaid'], emptyDates: ['paid', 'payment', 'pay', 'settled'], filledDates: [], opposite: 'paid' },
  overdue: { values: ['overdue', 'late', 'past due'], flags: ['overdue', 'late'], emptyDates: [], filledDates: [] },
  cancelled: { values: ['cancelled', 'canceled', 'cancel'], flags: ['cancelled', 'canceled', 'cancel'], emptyDates: [], filledDates: ['cancel', 'cancellation', 'cancelled', 'canceled'] },
  churned: { values: ['churned', 'churn', 'cancelled', 'canceled', 'lost'], flags: ['churned', 'churn'], emptyDates: [], filledDates: ['churn', 'churned', 'cancel', 'cancellation'], opposite: 'retained' },
  retained: { values: ['active', 'retained'], flags: ['retained'], emptyDates: ['churn', 'cancel', 'cancellation'], filledDates: [], opposite: 'churned' },
  delivered: { values: ['delivered', 'completed', 'complete'], flags: ['delivered'], emptyDates: [], filledDates: ['deliver', 'delivered', 'delivery'] },
  undelivered: { values: ['in transit', 'pending', 'undelivered'], flags: [], emptyDates: ['deliver', 'delivered', 'delivery'], filledDates: [] },
  shipped: { values: ['shipped'], flags: ['shipped'], emptyDates: [], filledDates: ['ship', 'shipped'] },
  unshipped: { values: ['unshipped', 'pending', 'not shipped'], flags: [], emptyDates: ['ship', 'shipped'], filledDates: [] },
  discontinued: { values: ['discontinued'], flags: ['discontinued'], emptyDates: [], filledDates: ['discontinue', 'discontinued'], opposite: 'active' },
  completed: { values: ['completed', 'complete', 'done', 'finished'], closingValues: ['closed'], flags: ['completed', 'complete'], emptyDates: [], filledDates: ['complete', 'completed', 'finish'] },
  // A case still waiting on a decision ('pending appeals' with no decision date yet).
  pending: { values: ['pending', 'open', 'waiting', 'new'], flags: ['pending'], emptyDates: ['decision', 'decided'], filledDates: [] },
  // 'attended appointments' where a status keeps AT beside BK, CX and DNA: the ones the patient came to.
  attended: { values: ['attended', 'arrived', 'checked in', 'present'], flags: ['attended', 'attend'], emptyDates: [], filledDates: ['attend', 'attended', 'arrival', 'arrived'] },
  confirmed: { values: ['confirmed'], flags: ['confirmed'], emptyDates: [], filledDates: ['confirm', 'confirmed'] },
  approved: { values: ['approved'], flags: ['approved'], emptyDates: [], filledDates: ['approve', 'approved'] },
  late: { values: ['late', 'delayed', 'overdue'], flags: ['late', 'delayed'], emptyDates: [], filledDates: [] },
  international: { values: ['international', 'intl', 'foreign'], flags: ['international', 'intl', 'foreign'], emptyDates: [], filledDates: [] },
  // How people are paid: 'salaried staff' where pay_typ holds S and H.
  salaried: { values: ['salaried', 'salary', 'exempt'], flags: ['salaried', 'is salaried'], emptyDates: [], filledDates: [], opposite: 'hourly' },
  hourly: { values: ['hourly', 'non-exempt', 'nonexempt'], flags: ['hourly', 'is hourly'], emptyDates: [], filledDates: [], opposite: 'salaried' },
  remote: { values: ['remote'], flags: ['remote', 'is remote', 'work remote'], emptyDates: [], filledDates: [] },
  senior: { values: ['senior'], flags: ['senior', 'is senior'], emptyDates: [], filledDates: [] },
  denied: { values: ['denied', 'rejected'], flags: ['denied', 'rejected'], emptyDates: [], filledDates: ['denied', 'denial'] },
  rejected: { values: ['rejected', 'denied'], flags: ['rejected', 'denied'], emptyDates: [], filledDates: ['reject', 'rejected'] },
  refunded: { values: ['refunded', 'refund'], flags: ['refunded'], emptyDates: [], filledDates: ['refund', 'refunded'] },
  returned: { values: ['returned', 'return'], flags: ['returned'], emptyDates: [], filledDates: ['return', 'returned'] },
  verified: { values: ['verified'], flags: ['verified', 'is verified'], emptyDates: [], filledDates: ['verify', 'verified'] },
  void: { values: ['void', 'voided'], flags: ['void', 'voided', 'is void'], emptyDates: [], filledDates: ['void', 'voided'] },
  disputed: { values: ['disputed', 'dispute', 'in dispute'], flags: ['disputed'], emptyDates: [], filledDates: ['dispute', 'disputed'] },
  // Results of a test or an inspection: 'failed lab tests' where the result is kept as P and F.
  failed: { values: ['failed', 'fail', 'failure'], flags: ['failed', 'fail'], emptyDates: [], filledDates: [], opposite: 'passed' },
  passed: { values: ['passed', 'pass'], flags: ['passed'], emptyDates: [], filledDates: [], opposite: 'failed' },
  // What is there to be had: 'available works' where a status keeps AV beside SD (sold) and HD (on hold).
  available: { values: ['available', 'in stock', 'for sale', 'on sale', 'unsold'], flags: ['available', 'avail', 'for sale', 'on sale'], emptyDates: [], filledDates: [] },
  expired: { values: ['expired', 'lapsed', 'ended'], flags: ['expired'], emptyDates: [], filledDates: ['end', 'expire', 'expiry', 'expiration', 'exp'], opposite: 'active' },
});

/** Spelling variants and inflections of qualifier words. */
export const QUALIFIER_ALIASES = dictionary<string>({
  canceled: 'cancelled', cancel: 'cancelled', cancelled: 'cancelled', churn: 'churned', terminated: 'former',
  ex: 'former', past: 'former', live: 'active', ongoing: 'active', employed: 'current', existing: 'current',
  unsettled: 'unpaid', settled: 'paid', settle: 'paid', lapsed: 'inactive', due: 'unpaid', 'in-transit': 'undelivered', intl: 'international',
  foreign: 'international', overseas: 'international', finished: 'completed', complete: 'completed', done: 'completed',
  solved: 'resolved', unsolved: 'unresolved', delayed: 'late', ship: 'shipped', deliver: 'delivered', pay: 'paid',
  discontinue: 'discontinued', confirm: 'confirmed', approve: 'approved', deny: 'denied', reject: 'rejected',
  refund: 'refunded', return: 'returned', verify: 'verified', still: 'current', currently: 'current', close: 'closed',
  resolve: 'resolved', voided: 'void', voids: 'void', dispute: 'disputed', shut: 'closed', bounced: 'returned',
  bounce: 'returned', fail: 'failed', failing: 'failed', attend: 'attended',
});

/** States said as adjectives, never as the participle that dates them ('open', not 'opened'; 'paid' may date). */
export const STATE_ADJECTIVES = new Set(['open', 'active', 'current', 'inactive', 'former', 'overdue', 'outstanding', 'pending', 'live', 'ongoing', 'existing']);

/** Nouns of a state, before 'rate': the qualifier whose rows they count ('cancellation rate': cancelled rows). */
export const STATE_NOUNS: Readonly<Partial<Record<string, string>>> = dictionary({
  cancellation: 'cancelled', churn: 'churned', refund: 'refunded', return: 'returned', denial: 'denied', rejection: 'rejected',
  approval: 'approved', completion: 'completed', failure: 'failed', fail: 'failed', pass: 'passed', delivery: 'delivered', void: 'void', dispute: 'disputed', resolution: 'resolved',
});

export function qualifierOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (QUALIFIERS[lower] !== undefined) return lower;
  return QUALIFIER_ALIASES[lower];
}

/** Values that record a bad outcome: more of these rows is worse ('lost deals per team, worst first'). */
export const BAD_OUTCOME = /\b(lost|cancell?ed|canceled|churned|rejected|denied|failed|failure|late|overdue|refunded|returned|defect|defective|complaint|no.?show|void(ed)?|written.?off|bad)\b/i;

/** States someone brings rows to, said with who did it: 'cancelled by the customer', 'declined by the lender'. */
export const ENDED_BY_SOMEONE = new Set(['cancelled', 'canceled', 'rejected', 'denied', 'voided', 'refunded', 'returned', 'declined', 'withdrawn']);

/** A state value that says the row was cancelled, by whoever or however: 'Cancelled', 'Teacher cancelled', 'Late cancellation'. */
export const CANCELLED_STATE = /\bcancel(l?ed|lation)\b/i;

/** Name words of a column of states, whose short codes may say a qualifier. */
export const STATUS_NAME_WORDS: readonly string[] = ['status', 'stage', 'state', 'outcome', 'result', 'disposition'];

/** Whether a column's name words name a column of states ('stat_cd', 'order_status'). */
export function namesStates(words: readonly string[]): boolean {
  return STATUS_NAME_WORDS.some((word) => words.includes(word));
}

/** A column of states: a category whose name says so. */
export function isStatusColumn(column: { role: string; words: readonly string[] }): boolean {
  return column.role === 'category' && namesStates(column.words);
}

/** Status values of a row voided, in words or as the trade writes them ('VOID', 'VD', 'VOD', 'VDD'). */
const VOID_STATES = new Set(['void', 'voided', 'vd', 'vod', 'vdd']);

/** Whether a status value says the row is void: a word or code of it, or a lone V among short status letters (O, PD, V). */
export function isVoidState(value: string, values: readonly string[]): boolean {
  const code = value.trim();
  return VOID_STATES.has(code.toLowerCase()) || (code === 'V' && values.every((other) => other.trim().length <= 2));
}

/** Words of a stored figure's name that say it is a rate or a share itself: margin_pct, disc_rate, occupancy. */
export const RATE_NAME_WORDS = new Set(['pct', 'percent', 'percentage', 'rate', 'ratio', 'share', 'margin', 'discount', 'perc', 'utilization', 'occupancy', 'fraction']);
