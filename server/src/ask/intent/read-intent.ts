/**
 * The third stage: from tokens, operators and links to an intent. Phrases (runs of linked words between structure
 * words) take roles from the structure words around them: what follows 'average' is measured, what follows 'by' is
 * a grouping, what follows 'not' is excluded, a number after 'over' compares the phrase beside it. Each phrase is then
 * bound to one reading, the one that fits the rest of the question best (nearest in joins). Every word ends bound, a
 * structure word, known filler, or unmatched; an unmatched word that could change the result means a question back.
 */
import { describedAs, type Catalog, type JoinKey, type MetricDefinition } from '../catalog/catalog';
import { LINE_WORDS, mayRecordAnEnd, nameLemmas, schemaModel, type ColumnModel, type ColumnRef, type SchemaModel, type TableModel } from '../catalog/schema-model';
import { codeOf, lexiconFor, linkTokens, type Link } from '../links/link';
import { quoteName, stockQuantityOf } from '../links/derived-metrics';
import { abbreviates } from '../words/shortening';
import { PART_AMOUNT_WORDS, TAX_WORDS } from '../words/amounts';
import { SORTING_WORDS, flagBareWords, kindOfPersonTitle, sameTarget, targetTable, titleKind, wordsOf, type Target } from '../links/lexicon';
import { addDays, OPEN_END, OPEN_START } from '../plan/time';
import { closingDate } from '../plan/closing-date';
import { forgivenOut, voidedOut } from '../plan/voided-rows';
import { countsRowsOnly, filterColumns, meansOneOrMore, measureTable, type Dimension, type DurationUnit, type Filter, type HavingFilter, type Measure } from '../plan/plan';
import { saidInThePast, singularLemma, splitYearKey, TIMES_WORDS, tokenize, yearOf, type Token } from '../tokens/tokenize';
import { MAKING_VERBS, type Intent, type IntentOutcome, type TimeRequest, type WordAccount, type WordRole } from './intent';
import { findOperators, readTime, type Aggregate, type ComparisonOperator, type Operator, type OperatorSpan, type TimeExpression, type TimeGrain } from './operators';
import { buildItems, type Item, type Reading } from './phrases';
import { findSuperiorSpans, PERSON_SUPERIORS, SUPERIOR_NOUNS, superiorNouns, type SuperiorSpan } from './superiors';
import { isPeopleTable, isStaffTable } from './people-tables';
import { ACCRUAL_VERBS, AMOUNT_WORDS, BAD_OUTCOME, CANCELLED_STATE, ENDED_BY_SOMEONE, GENERIC_VERBS_AS_NOUNS, GENERIC_WORDS, MONEY_FIGURE_WORDS, MONEY_NAME_WORDS, MONEY_NOUNS, MONEY_VERBS, objectOfLightVerb, PAYMENT_NOUNS, SETTLING_VERBS, PERSON_WORDS, QUALIFIERS, QUANTITY_VERBS, qualifierOf, RATE_NAME_WORDS, STATE_ADJECTIVES, STATE_NOUNS, STATUS_NAME_WORDS, isStatusColumn, namesStates } from './vocabulary';
import { dictionary } from '../words/dictionary';
import { derivedForms, isDictionaryWord, isKindOfPerson, isKindOfPremises, mayBeOrganisation } from '../words/wordnet';
import { expansionsOf } from '../words/abbreviations';
import { businessSynonyms } from '../words/thesaurus';
import { correctSpelling } from '../words/spelling';

type RefItem = Extract<Item, { kind: 'ref' }>;
type OpItem = Extract<Item, { kind: 'op' }>;
type WordItem = Extract<Item, { kind: 'word' }>;

/** A run of phrases and words between structure words: 'GTX Pro deals', 'active employees', 'unit price'. */
interface Phrase {
  start: number;
  end: number;
  refs: RefItem[];
  words: WordItem[];
}

type Role =
  | { role: 'measure'; aggregate: Aggregate; percentile?: number; distinct?: boolean; money?: boolean; countOf?: boolean }
  | { role: 'group'; each?: boolean }
  /** `amountAt`: where an amount word carried to the phrase was said ('the most money from deals'). */
  | { role: 'ranked'; direction: 'asc' | 'desc'; word: string; count?: number; ordinal?: number; amountAt?: number }
  | { role: 'subject' }
  | { role: 'negated'; leftOut?: boolean }
  | { role: 'without' }
  | { role: 'compared'; operator: ComparisonOperator; value?: number; upper?: number; percent?: boolean; date?: boolean; at?: number; times?: boolean; per?: TimeGrain }
  | { role: 'left' }
  | { role: 'rate'; word: string }
  | { role: 'zero' }
  | { role: 'free' };

interface RolePhrase {
  phrase: Phrase;
  role: Role;
  /** The operators that gave it its role. */
  ops: OpItem[];
}

const GRAIN_OF: Readonly<Partial<Record<string, 'day' | 'week' | 'month' | 'quarter' | 'year'>>> = dictionary({ day: 'day', week: 'week', month: 'month', quarter: 'quarter', year: 'year' });

/** Tables whose rows are amounts of money: their total is a sum, not a count. */
const MONEY_TABLE_WORDS = new Set(['invoice', 'bill', 'charge', 'surcharge', 'levy', 'pay', 'payment', 'fee', 'expense', 'cost', 'revenue', 'sale', 'income', 'billing', 'spend', 'spending', 'transaction', 'purchase', 'budget', 'donation', 'refund', 'fine', 'penalty', 'commission', 'tip', 'payout', 'deposit', 'premium', 'royalty', 'rebate', 'toll', 'tax', 'wage']);

/** Rows that are each an amount paid: grouped, they add up their amount ('refunds by campus'), unlike sales or deals. */
const PAID_ROW_WORDS = new Set(['payment', 'pay', 'refund', 'fee', 'charge', 'surcharge', 'levy', 'expense', 'donation', 'payout', 'deposit', 'premium', 'royalty', 'rebate', 'toll', 'fine', 'penalty']);

/** Nouns that name how long a row's life lasts, from its start date to its end date. */
const SPAN_NOUNS = new Set(['length', 'duration', 'cycle', 'turnaround', 'tat']);

/** Words of a numeric column that holds a span of time itself; never 'min' or 'sec', which sal_min shows are not. */
const TIME_AMOUNT_WORDS = new Set(['duration', 'time', 'length', 'second', 'seconds', 'secs', 'minute', 'minutes', 'mins', 'hour', 'hours', 'hrs', 'day', 'days']);

/** Units of time a duration is measured in. */
const DURATION_UNITS = dictionary<DurationUnit>({ second: 'second', sec: 'second', minute: 'minute', min: 'minute', hour: 'hour', hr: 'hour', day: 'day', week: 'week' });
/** Words of a date column's name that say it is a date, not which one. */
const DATE_WORDS = new Set(['date', 'time', 'timestamp', 'at', 'on', 'day', 'dt', 'ts']);

/**
 * 'how many orders did Speedy Express ship in 1997': after 'did' and its subject, the bare word before a preposition
 * or the end is the main verb, whatever the tagger made of it beside a proper name.
 */
function retagVerbAfterDoSubject(tokens: Token[]): Token[] {
  const doAt = tokens.findIndex((token) => token.lemma === 'do' && token.pos === 'AUX');
  if (doAt < 0) return tokens;
  for (let j = doAt + 2; j < Math.min(tokens.length, doAt + 7); j++) {
    const token = tokens[j] as Token;
    if (['ADP', 'PUNCT', 'PART', 'SCONJ', 'CCONJ'].includes(token.pos)) break;
    const next = tokens[j + 1];
    const endsClause = !next || ['ADP', 'PUNCT', 'DET', 'NUM'].includes(next.pos);
    const previous = tokens[j - 1];
    const afterName = previous !== undefined && (['PROPN', 'NOUN'].includes(previous.pos) || /^[A-Z]/.test(previous.text));
    if (token.pos === 'NOUN' && token.lower === token.lemma && endsClause && afterName) {
      return tokens.map((other, k) => (k === j ? { ...other, pos: 'VERB' } : other));
    }
  }
  return tokens;
}

/**
 * Whether a column is a date some rows leave empty whose name says one of the stems. 'rslv_ts', 'cls_dt': a name
 * written short ('rslv' of resolve) says the same as the word.
 */
function sometimesEmptyDateSaying(column: ColumnModel, stems: readonly string[]): boolean {
  return (
    column.role === 'date' &&
    column.column.nullCount > 0 &&
    stems.some((stem) => {
      // 'out service' of out_svc_dt: a stem of two words is said by the two in a row, never by a shortening ('out_dt').
      if (stem.includes(' ')) return ` ${column.words.join(' ')} `.includes(` ${stem} `);
      return column.words.some((word) => word.startsWith(stem)) || column.rawWords.some((word) => word.startsWith(stem) || (word.length >= 3 && stem.length >= 5 && abbreviates(word.toLowerCase(), stem)));
    })
  );
}

/** 'close' → 'closed': the regular past participle, enough to find a state or a shortened name ('clsd'). */
function pastParticiple(verb: string): string {
  return verb.endsWith('e') ? `${verb}d` : `${verb}ed`;
}

/** Spans named for what happens between two events, as the date stems of each end: in transit from shipping to delivery. */
const NAMED_SPANS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  transit: [['ship', 'dispatch'], ['deliver', 'dlv', 'receiv']],
  // 'dwell time' of containers or pallets: from coming in to going out.
  dwell: [['in', 'arriv', 'arr'], ['out', 'depart', 'dep']],
};

/** Words between a unit of time and the 'in' of a stay: 'days they were in store', 'hours it sat in the yard'. */
const STAY_SUBJECT_WORDS = new Set(['they', 'it', 'were', 'was', 'been', 'have', 'had', 'spent', 'sat', 'stayed', 'stay', 'spend', 'sit']);

/** The first words of the dates that open and close a stay somewhere. */
const STAY_ENDS: readonly (readonly [string, string])[] = [['in', 'out'], ['check in', 'check out'], ['chk in', 'chk out'], ['arriv', 'depart'], ['arr', 'dep'], ['admi', 'disch'], ['adm', 'dis'], ['load', 'unload'], ['entr', 'exit'], ['enter', 'exit']];

/** One event named from either side: what a supplier delivers, the buyer receives. Keyed and listed as date stems. */
const SAME_EVENT: Readonly<Record<string, readonly string[]>> = {
  deliver: ['receiv', 'rcv', 'receipt'],
  receiv: ['deliver', 'dlv'],
  receipt: ['deliver', 'dlv'],
  // 'from order to arrival' where orders keep rcvd_dt: goods arrive when they are received.
  arriv: ['receiv', 'rcv', 'rcvd', 'receipt', 'deliver', 'dlv'],
  // 'to get approved' where requests keep only a decision date: approving and turning down are deciding.
  approv: ['decid', 'decision', 'dec'],
  reject: ['decid', 'decision', 'dec'],
  deni: ['decid', 'decision', 'dec'],
  declin: ['decid', 'decision', 'dec'],
  // 'from referral to start of care' where clients keep an admission date: a start is an admission or a commencement.
  start: ['admis', 'admit', 'commenc', 'begin'],
  // 'days to complete a job' where jobs keep done_dt: completing, finishing and being done are one event.
  // Closing a piece of work is finishing it: 'jobs finished in 2025' where jobs keep cls_dt.
  complet: ['don', 'finish', 'cmpl', 'compl', 'clos', 'cls'],
  finish: ['don', 'complet', 'cmpl', 'compl', 'clos', 'cls'],
  // 'from raising a work order to closing it' where work orders keep opened_dt: raising one is opening it.
  rais: ['open', 'opn', 'creat', 'crt'],
  begin: ['admis', 'admit', 'commenc', 'start'],
  // 'days to pay', 'before they settle': paying and settling are one event, kept as a paid date or a payment's date
  // (keyed by date stem: 'pay' is 'pa', 'paying' and 'payment' 'pay').
  pa: ['paid', 'pd', 'pmt', 'pay', 'settl'],
  pay: ['paid', 'pd', 'pmt', 'settl'],
  paid: ['pay', 'pd', 'pmt', 'settl'],
  settl: ['paid', 'pd', 'pmt', 'pay'],
  // 'staff who left in 2025' where staff keep start_dt and end_dt: leaving is the end of their time with us.
  left: ['end', 'term', 'exit', 'leav'],
  leav: ['end', 'term', 'exit', 'left'],
};

/** Date stems of leaving, which only people do. */
const LEAVING_STEMS = new Set(['left', 'leav']);

/** A word of cancelling, written out or short ('cancellations', 'cncl_dt', 'CXL'). */
const CANCEL_WORD = /^(cancel|canc|cncl|cxl)/;

/** Words of what is still to come: bookings, schedules, plans and what is due. */
const AHEAD_WORDS = new Set(['book', 'booked', 'booking', 'bookings', 'appointment', 'appointments', 'appt', 'appts', 'schedule', 'scheduled', 'upcoming', 'plan', 'planned', 'due', 'expect', 'expected', 'forecast', 'coming', 'will', 'ahead', 'future', 'remaining', 'reserve', 'reserved', 'reservation', 'projected', 'pipeline', 'open', 'outstanding', 'left', 'next']);

/** 'shipment', 'shipped', 'shipping' → ship; 'closing', 'closed' → clos; 'delivery' → deliver. */
function dateStem(word: string): string {
  // 'engagement' and 'engage' both end as 'engag': a final e left by the suffix goes too. 'resolution' and
  // 'resolved' both end as 'resolv', 'response' and 'responded' as 'respond'.
  return word.toLowerCase().replace(/ution$/, 'v').replace(/onse$/, 'ond').replace(/(ment|ing|ed|ion|ions|s|e|y)$/, '').replace(/e$/, '').replace(/([bcdfgklmnprstz])\1$/, '$1');
}

/** How well words must name a yes/no column to be a condition: its whole name, not a part ('pets' of pets_ok_yn). */
const FLAG_MIN_SCORE = 0.75;
/** Words after a unit of time that say it is counted past a deadline ('days late'). */
const LATENESS_WORDS = new Set(['late', 'overdue', 'behind']);
/** The name of a date a booking was made on, as written: its first part (bkd_dt, ord_ts, resv_dt, placed_at). */
const BOOKED_DATE = /^(bo?o?ke?d|booking|bkg|book|ord|order|ordered|resv?|reserved|reservation|placed|made|purchased?)(_|$)/;
/** The words of a date a row was booked, ordered or requested on, ahead of what it is for. */
const BOOKED_ON = /\b(book|booked|booking|bkd|reserved|reservation|ordered|requested|made)\b/;
/** Words of a date something was meant to happen by. */
const DEADLINE_WORDS = new Set(['plan', 'planned', 'promised', 'promise', 'prom', 'due', 'target', 'deadline', 'scheduled', 'schedule', 'sched', 'expected', 'expect', 'required', 'require']);
/** Words of the date something did happen on. */
const ACTUAL_WORDS = new Set(['actual', 'act', 'real']);
/** Words naming the amount a bill was made out for. */
const BILLED_WORDS = new Set(['invoice', 'invoiced', 'billed', 'bill']);
/** Verbs of the price rows got when sold: 'what did they fetch', 'sell for', 'go for', 'bring in', 'make', 'realise'. */
/** Verbs of making rows ('made the most deliveries'), which are money only with nothing countable made. */
const ROWS_MADE_VERBS = new Set(['make', 'generate', 'book', 'bring']);
/** Events held once a year, said after the year they are of: 'the 2025 festival', 'last year's tournament'. */
const YEARLY_EVENTS = new Set(['festival', 'fest', 'edition', 'tournament', 'championship', 'championships', 'conference', 'convention', 'expo', 'fair', 'show', 'summit', 'regatta', 'marathon', 'gala']);
const PRICE_GOT_VERBS = new Set(['fetch', 'sell', 'go', 'bring', 'make', 'realise', 'realize', 'raise']);
/** Words that say a thing named next is the rows' own: 'past their best before date'. */
const POSSESSIVES_OF_ROWS = new Set(['their', 'its', 'the']);

/** Currencies by the words and signs that say them, in questions and in money column names. */
const CURRENCY_CODES = dictionary<string>({ pound: 'gbp', pounds: 'gbp', '£': 'gbp', gbp: 'gbp', quid: 'gbp', sterling: 'gbp', dollar: 'usd', dollars: 'usd', $: 'usd', usd: 'usd', aud: 'usd', cad: 'usd', nzd: 'usd', buck: 'usd', bucks: 'usd', euro: 'eur', euros: 'eur', '€': 'eur', eur: 'eur' });

/** Nouns of a currency: 'how many dollars' asks for an amount, not for rows. */
const CURRENCY_NOUNS = new Set(['dollar', 'pound', 'euro', 'penny', 'pence', 'cent', 'quid', 'buck', 'gbp', 'usd', 'eur', 'money']);
/** Name words of a column of money that are never a count or a quantity ('total' and 'rate' can be either). */
const MONEY_AMOUNT_NAMES = new Set([...[...MONEY_NAME_WORDS].filter((word) => word !== 'total' && word !== 'rate'), 'gbp']);
const BILL_AMOUNT_WORDS = new Set(['amount', 'total', 'value', 'cent', 'cents', 'cts', 'pence', 'pnc', 'usd', 'gbp', 'eur', 'dollar', 'pound']);
/** Words between rows and a value said of them: 'customers in France', 'suppliers based in Japan or Italy'. */
const VALUE_OF_ROWS_LINKS = new Set(['in', 'from', 'based', 'located', 'at', 'vs', 'vs.', 'versus', 'or', 'and', ',', 'who', 'that', 'are', 'is']);
/** Words that may stand between a date column and its time words: 'hire date is after 1993', 'month of order date'. */
const TIME_LINKS = new Set(['is', 'was', 'are', 'were', 'in', 'on', 'of', 'during', 'for', 'from', 'between', 'after', 'before', 'since', 'the', 'by', 'per']);
/** Verbs of buying: where rows end Won, what was bought is what was won. */
const PURCHASE_VERBS = new Set(['buy', 'purchase']);
/** Words that compare with what follows them ('over budget', 'under target'). */
const UNREAD_COMPARISONS = new Set(['over', 'under', 'above', 'below', 'beyond', 'exceeding', 'within']);

/** Words that ask for an amount of money, never for a number of rows; a currency said on its own too ('… in 2025? £'). */
const UNREAD_MONEY_WORDS = new Set(['value', 'worth', 'spend', 'spending', 'revenue', 'money', 'dollar', '£', '$', '€', 'gbp', 'usd', 'eur']);

/** Amount words that say money, not just 'how much'. */
const MONEY_AMOUNT_WORDS = new Set(['value', 'worth', 'dollar', 'money', 'cost', 'spend', 'spending', 'charge', 'fee']);
/** How many rows 'top customers' lists when no number is said. */
const TOP_ROWS_UNSAID = 10;
/** Forms of 'be' that join a subject to what is said of it. */
const COPULAS = new Set(['is', 'are', 'was', 'were']);
/** Rate words that name a part of a whole, as opposed to 'rate' and 'ratio'. */
const SHARE_WORDS = new Set(['percentage', 'percent', 'share', 'proportion', 'fraction', '%', 'portion', 'pct']);
/** Operators that must change the answer; one that does not was not understood, and the question goes back. */
const MEANINGFUL_OPERATORS = new Set(['age', 'aggregate', 'how_much', 'distinct', 'superlative', 'group', 'each', 'compare', 'negate', 'without', 'rate', 'zero', 'who', 'superior', 'universal']);

const FUNCTION_POS = new Set(['DET', 'ADP', 'AUX', 'PRON', 'CCONJ', 'SCONJ', 'PART', 'PUNCT', 'SYM', 'SPACE', 'INTJ']);
/** Ways of linking that guess: two such links of equal strength to different things are an ambiguity. */
const WEAK_VIAS = new Set(['thesaurus', 'wordnet', 'part', 'description']);
/** Readings closer than this to the best, and meaning something else, make the question ambiguous. */
const AMBIGUITY_MARGIN = 0.06;
/** Readings weaker than this do not bind on their own. */
const MIN_SCORE = 0.45;
/** Verbs that say nothing of which date: 'the payments we took', 'the orders we got'. */
const DATELESS_VERBS = new Set(['take', 'get', 'have', 'receive', 'make', 'do']);
/** People counted by head: 'number of visitors', 'how many guests came'. */
const HEAD_COUNT_WORDS: ReadonlySet<string> = new Set(['visitor', 'people', 'person', 'guest', 'passenger', 'attendee']);
/** Short codes of a postponed or rescheduled row, in a status column. */
const POSTPONED_CODES: ReadonlySet<string> = new Set(['ppn', 'ppd', 'pstp', 'pstpd', 'rsch', 'resch', 'rschd']);
/** Words after a verb that name whom the rows were dealt with, by or for: 'shipped with', 'sold to', 'sent via'. */
const PARTY_PREPOSITIONS: ReadonlySet<string> = new Set(['with', 'by', 'to', 'from', 'via', 'through', 'for']);
/** A part of a self-reference's name is enough to say the rows that have one ('subsidiary' of subsidiary_of). */
const SELF_REFERENCE_MIN_SCORE = 0.5;
/** Verbs that only say where rows are: 'headquartered in', 'based in'. */
const PLACING_VERBS = new Set(['base', 'locate', 'situate', 'headquarter', 'live', 'sit', 'station', 'domicile']);
/** Verbs of being above someone: 'who manages the rep', 'who supervises Anna'. */
const OVERSEEING_VERBS = new Set(['manage', 'supervise', 'oversee', 'lead', 'head', 'run', 'coach', 'mentor']);
/** Words of a column that keeps a number of people: 'employees', 'headcount', 'staff', 'fte'. */
const HEADCOUNT_WORDS = new Set(['employee', 'employees', 'headcount', 'staff', 'fte']);
/** Words that name an attribute only together with whose it is: 'the codes of the countries'. */
const ATTRIBUTE_NOUNS = new Set(['code', 'name', 'id', 'number', 'description', 'title']);
/** Verbs that say a text holds a value somewhere in it: 'diagnosis includes SLE', 'notes mentioning refund'. */
const CONTAINING_VERBS = new Set(['include', 'contain', 'mention', 'feature']);
/** Words that open a clause about the rows or values named just before them: 'reps who …', 'agents with …'. */
const RELATIVE_WORDS = new Set(['who', 'that', 'which', 'with', 'whose', 'having']);
/** How many seasons from the running one a word says: 'last season', 'next season'. */
const SEASON_STEPS: Readonly<Partial<Record<string, number>>> = dictionary<number>({ this: 0, current: 0, last: -1, previous: -1, next: 1 });
/** Verbs of sending something, said of what others sent us: its date is the day we received it. */
const SENDING_VERBS = new Set(['send', 'mail', 'post', 'forward', 'refer', 'submit', 'bring', 'give']);
/** Verbs our own people do to the rows ('who sold', 'who closed', 'who handled'). */
const SELLER_VERBS = new Set(['sell', 'handle', 'close', 'win', 'process', 'serve', 'manage', 'land']);
/** Names of tables of the people who buy from us. */
const BUYER_WORDS = new Set(['customer', 'client', 'buyer', 'guest', 'member', 'patient', 'subscriber', 'shopper', 'patron', 'tenant', 'renter', 'passenger', 'donor']);
/** Verbs of doing business with someone, said of the customer: 'bought from us in 1997', 'rented a unit'. */
const TRADING_VERBS = new Set(['buy', 'purchase', 'shop', 'order', 'rent', 'book', 'visit', 'lease', 'hire', 'subscribe', 'trade']);
/** Words that leave an amount out: 'excluding freight', 'ex tax'. */
const EXCLUDING = new Set(['excluding', 'excl', 'ex']);
/** Words that end one clause of a question and begin the next: 'ordered in 1997 but not in 1998'. */
const CLAUSE_BREAKS = new Set(['but', 'and', ',', ';', 'who', 'that', 'which', '-', 'yet']);
/** Superlatives of a quality (length, age, price, speed, distance): never a count of rows. */
const QUALITY_SUPERLATIVES = new Set(['longest', 'shortest', 'oldest', 'youngest', 'newest', 'latest', 'earliest', 'recent', 'heaviest', 'lightest', 'cheapest', 'priciest', 'costliest', 'slowest', 'fastest', 'richest', 'poorest', 'strongest', 'weakest', 'widest', 'deepest', 'furthest', 'farthest', 'closest', 'nearest']);
/** Nouns that name no thing of their own, only rows: 'discontinued lines', 'voided items'. */
const ROW_NOUNS = new Set(['line', 'item', 'entry', 'record', 'row', 'thing', 'one']);
/** Words that make a date its first or last value: 'the earliest engagement date', 'when was our first order'. */
const FIRST_OR_LAST = dictionary<'min' | 'max'>({ first: 'min', earliest: 'min', oldest: 'min', last: 'max', latest: 'max', newest: 'max', recent: 'max', 'most recent': 'max' });
/** Openings that ask whether some rows exist: answered with those rows. */
const WHETHER_ANY = [['are', 'there', 'any'], ['is', 'there', 'any'], ['is', 'there', 'a'], ['is', 'there', 'an'], ['are', 'there'], ['do', 'we', 'have', 'any'], ['do', 'we', 'have', 'a'], ['have', 'we', 'got', 'any'], ['does', 'any'], ['do', 'any'], ['are', 'any'], ['is', 'any']];
/** At most this many rows, a table the rows are sorted into is a short list of kinds (packages, branches). */
const FEW_KINDS = 12;
/** Names of tables that sort other rows into kinds. */
const CLASS_NOUNS = new Set(['category', 'type', 'class', 'kind', 'group', 'segment', 'tier', 'level', 'grade', 'genre', 'family', 'line', 'division', 'region', 'territory', 'status', 'stage', 'channel', 'source']);
/** Per schema, the tables a word names by their one-word name or its shortening. */
const tablesByWord = new WeakMap<SchemaModel, Map<string, TableModel[]>>();
const currenciesByModel = new WeakMap<SchemaModel, Set<string>>();
/** How much a join step away from the question's main table costs a reading. */
const DISTANCE_COST = 0.06;
/** A step that multiplies the main table's rows costs more: a measure there would be counted many times. */
const FAN_OUT_COST = 0.5;
/** A table named as what is listed or counted pulls the question to it. */
const PRIMARY_TABLE_BONUS = 0.5;
/** Words of a hierarchy ('and who they report to') pull the question to a table that refers to itself. */
const SUPERIOR_BONUS = 0.3;
/** Readings on the main table itself are preferred to the same words on a joined table. */
const OWN_TABLE_BONUS = 0.12;

export interface ReadOptions {
  today: string;
}

export class IntentReader {
  private readonly model: SchemaModel;
  private readonly tokens: Token[];
  private readonly items: Item[];
  /** Verbs of a table named before them ('carriers that never carried'), which a negation reaches over. */
  private readonly agentVerbs = new Set<number>();
  private readonly links: Link[];
  private readonly roles: (WordAccount['role'] | undefined)[];
  private readonly meanings: (string | undefined)[];
  private readonly targets: (Target | undefined)[];
  private readonly linkScores: ({ score: number; via: string } | undefined)[] = [];
  private readonly corrections: { from: string; to: string }[] = [];
  /** Whether the question says a time anywhere, read once (item readings ask it of every item). */
  private timeSaid?: boolean;
  private readonly intent: Intent = { measures: [], dimensions: [], filters: [], having: [], times: [], listColumns: [], list: false, tables: [] };

  constructor(
    readonly question: string,
    readonly catalog: Catalog,
    readonly options: ReadOptions,
  ) {
    this.model = schemaModel(catalog);
    // 'recieved', 'avrage': a misspelt English word is read as the word meant, and the reading shown back.
    const lexicon = lexiconFor(catalog);
    const tokens = tokenize(question);
    // 'bought', 'heaviest': an inflection the tagger reads back to a dictionary word is no slip.
    // Nor is a small word the dictionary leaves out ('where', 'whose').
    const inflected = new Set(tokens.filter((token) => (token.lemma !== token.lower && isDictionaryWord(token.lemma)) || isFunctionWord(token)).map((token) => token.lower));
    const spelled = correctSpelling(question, (word) => lexicon.has(word) || lexicon.has(singularLemma(word)) || inflected.has(word));
    this.corrections.push(...spelled.corrections);
    this.tokens = retagVerbAfterDoSubject(spelled.corrections.length > 0 ? tokenize(spelled.text) : tokens);
    // 'unresolved' is a state the qualifiers read by values, flags and empty dates; WordNet's kin of it ('open' →
    // opened_ts) is no reading of it.
    // Nor does 'still open' name opened_ts: a state said as an adjective is no date ('opened' may be).
    const stateWord = (link: Link) => link.end - link.start === 1 && qualifierOf(this.tokens[link.start]?.lower ?? '') !== undefined;
    // Nor does 'in service' name in_svc_dt: being in service is a state.
    // Nor a year kept as a number ('still open' is no open_yr).
    const dateOrYear = (target: Target) => target.kind === 'column' && (this.model.isDate({ table: target.table, column: target.column }) || this.model.column({ table: target.table, column: target.column }).words.includes('year'));
    const stateAsDate = (link: Link) => ((stateWord(link) && STATE_ADJECTIVES.has(this.tokens[link.start]?.lower ?? '')) || (link.end - link.start === 1 && this.stateSaidAsPlace(link.start) !== undefined)) && dateOrYear(link.target);
    // 'employees who work at store 5': the verb of a clause about people is no part of a name (wo, work order).
    // Right after 'who' a word is the clause's verb, whatever the tagger read.
    const clauseVerb = (link: Link) => link.via === 'part' && link.end - link.start === 1 && (this.tokens[link.start - 1]?.lower === 'who' || (this.tokens[link.start]?.pos === 'VERB' && ['that', 'which'].includes(this.tokens[link.start - 1]?.lower ?? '')));
    // 'orders waiting to ship': a bare verb after 'to' is what is still to happen, never the status it ends in.
    // Not the end of a span ('time to fill', 'days to close').
    const spanBefore = (at: number) => this.namesSpan(at) || this.tokens[at]?.lower === 'long' || DURATION_UNITS[this.tokens[at]?.lemma ?? ''] !== undefined;
    const stillToHappen = (link: Link) => link.target.kind === 'value' && link.end - link.start === 1 && this.tokens[link.start - 1]?.lower === 'to' && !spanBefore(link.start - 2) && this.tokens[link.start]?.pos === 'VERB' && this.tokens[link.start]?.lower === this.tokens[link.start]?.lemma;
    const linked = linkTokens(this.tokens, catalog).filter((link) => !stillToHappen(link));
    // 'when did we last sell anything on Amazon' where returns keep a reason LST: 'last' before the verb asks for the
    // latest date of what the verb did, never a code it shortens.
    const whenLast = (link: Link) => link.target.kind === 'value' && link.end - link.start === 1 && this.tokens[0]?.lower === 'when' && FIRST_OR_LAST[this.lowerAt(link.start)] !== undefined && this.tokens[link.start + 1]?.pos === 'VERB';
    // 'top 5 customers by spend', 'trade customers who spent more than £500': what buyers spend is what they paid us,
    // never what something cost us (stock's cost).
    const buyersNamed = linked.some((link) => link.target.kind === 'table' && link.score >= 1 && this.model.table(link.target.table).words.some((word) => BUYER_WORDS.has(word)));
    const buyersSpend = (link: Link) => buyersNamed && link.target.kind === 'column' && ['spend', 'spending'].includes(this.tokens[link.start]?.lemma ?? '') && link.end - link.start === 1 && this.model.column({ table: link.target.table, column: link.target.column }).words.some((word) => OUTGOING_MONEY_WORDS.has(word) || word === 'expense');
    // 'customers with more than one vehicle registered with us' where vehicles keep reg_yr: a number of things, not a
    // year, stands before the words; they name the things counted, never the year compared.
    const countBefore = (at: number) => this.tokens[at]?.pos === 'NUM' && yearOf(this.tokens[at]) === undefined && ['than', 'least', 'most'].includes(this.lowerAt(at - 1));
    const yearOfCounted = (link: Link) => link.target.kind === 'column' && link.end - link.start >= 2 && this.model.column({ table: link.target.table, column: link.target.column }).role === 'year' && countBefore(link.start - 1);
    this.links = linked.filter((link) => !(link.via === 'wordnet' && stateWord(link)) && !stateAsDate(link) && !clauseVerb(link) && !this.unitOfSpan(link, linked) && !this.rowsInState(link) && !whenLast(link) && !buyersSpend(link) && !yearOfCounted(link));
    this.links = this.valuesOfNamedRows(this.ownedByVerbTable(this.peopleValuesFirst(this.fullNamesTogether(this.links))));
    this.links.push(...this.workforceLinks(), ...this.wonBusinessLinks(), ...this.tablePrefixedColumnLinks(), ...this.figureHeadedLinks(), ...this.relativeSeasonLinks());
    const superiors = this.superiorSpans();
    // 'per day pass' where day_pass is a table: a period word that begins a table's full name is that name.
    // 'monthly payment' for mo_pmt_amt, 'daily rate' for day_rt: so is one that begins an amount's name.
    const amountName = (link: Link) => link.target.kind === 'column' && link.via === 'name' && link.score >= 0.85 && this.model.isMeasure({ table: link.target.table, column: link.target.column });
    const tableNames = this.links.filter((link) => ((link.target.kind === 'table' && link.score >= 1) || amountName(link)) && link.via === 'name' && link.end - link.start >= 2);
    const inTableName = (span: OperatorSpan) => (span.operator.op === 'grain' || span.operator.op === 'time') && tableNames.some((link) => link.start < span.end && span.start < link.end && link.end > span.end);
    const operators = findOperators(this.tokens).filter((span) => !superiors.some((superior) => superior.start < span.end && span.start < superior.end) && !inTableName(span));
    const items = buildItems(this.tokens, [...operators, ...superiors], this.links);
    this.weighting = this.weightingOf(items);
    this.items = items.filter((item) => item !== this.weighting?.ref).map((item) => this.eventNounDates(this.percentOfAmount(item, items))).map((item) => this.awaitedState(this.dateBeforePeriod(this.peopleForPersonWord(this.verbReadings(item, items))))).map((item, _, all) => this.headcountColumn(this.attributeOfTable(this.valueOfNamedRows(item, all), all), all));
    if (process.env.ASK_DEBUG) for (const item of this.items) process.stderr.write(`item ${item.start}-${item.end} ${item.kind === 'op' ? `op ${JSON.stringify(item.operator)}` : item.kind === 'ref' ? `ref ${item.readings.map((reading) => `${JSON.stringify(reading.target.kind === 'metric' ? reading.target.metric.name : reading.target)}@${reading.score.toFixed(2)}`).join(' ')}` : 'word'}\n`);
    this.roles = this.tokens.map(() => undefined);
    this.meanings = this.tokens.map(() => undefined);
    this.targets = this.tokens.map(() => undefined);
  }

  /**
   * 'median hours to resolve', 'average hours from open to escalation': a unit of time said before the span it
   * measures ('to' a verb, or 'from' or 'between' two points) is that span's unit, not a stored number of hours
   * (rslv_hrs, labor_hrs) that shares only the unit word. 'hours to date' is no span.
   */
  private unitOfSpan(link: Link, links: readonly Link[]): boolean {
    const unit = this.tokens[link.start];
    if (link.end - link.start !== 1 || link.via !== 'part' || !unit || DURATION_UNITS[unit.lemma] === undefined) return false;
    const next = this.tokens[link.start + 1];
    const after = this.tokens[link.start + 2];
    // 'how many days does it take for a request to get approved': the unit of the span the rest of the sentence says.
    const takes = ['does', 'did', 'do'].includes(next?.lower ?? '') && after?.lower === 'it' && this.tokens[link.start + 3]?.lemma === 'take';
    const toVerb = (next?.lower === 'to' && after !== undefined && after.pos === 'VERB' && after.lower !== 'date') || takes;
    const between = (next?.lower === 'from' || next?.lower === 'between') && this.tokens.slice(link.start + 3).some((token) => token.lower === 'to' || token.lower === 'and');
    // 'avg time to first response in hours': the unit a span is shown in; but 'trip duration in minutes' of dur_min
    // says the unit of the figure the span's own word names.
    const namedBefore = links.some((other) => other.start < link.start && other.end - other.start === 1 && this.namesSpan(other.start) && JSON.stringify(other.target) === JSON.stringify(link.target));
    const shownIn = !namedBefore && this.tokens[link.start - 1]?.lower === 'in' && (next === undefined || isFunctionWord(next)) && this.tokens.slice(0, link.start).some((token, i) => this.namesSpan(i) || (token.lower === 'long' && this.tokens[i - 1]?.lower === 'how'));
    return toVerb || between || shownIn;
  }

  /** Whether the word at `at` names a span of time: 'time', 'duration', 'length', 'cycle', 'turnaround'. */
  private namesSpan(at: number): boolean {
    return SPAN_NOUNS.has(this.tokens[at]?.lemma ?? '') || this.tokens[at]?.lower === 'time';
  }

  /**
   * The one key, among two or more from a table in the question to the same other table, named for whoever does what
   * the verb says: 'won' winner_id, 'sold' seller_id, 'sent' sender_id.
   */
  private agentKey(token: Token): ColumnRef | undefined {
    const lemma = token.lemma;
    const doers = new Set([lemma, `${lemma}er`, `${lemma}r`, `${lemma}${lemma.slice(-1)}er`]);
    const tables = new Set([...this.intent.tables, ...(this.intent.subject ? [this.intent.subject] : []), ...this.intent.filters.flatMap((filter) => (filter.kind === 'exists' ? [filter.table] : []))]);
    const found = this.catalog.joins.filter((join) => {
      if (!tables.has(join.fromTable) || !tables.has(join.toTable) || join.fromTable === join.toTable) return false;
      if (!doers.has(this.model.column({ table: join.fromTable, column: join.fromColumn }).words[0] ?? '')) return false;
      return this.catalog.joins.some((other) => other !== join && other.fromTable === join.fromTable && other.toTable === join.toTable);
    });
    return found.length === 1 && found[0] ? { table: found[0].fromTable, column: found[0].fromColumn } : undefined;
  }

  /**
   * 'customers in France', 'suppliers from Japan or Italy': a value kept by several tables, said right after rows
   * named outright, is kept on those rows (customers.country), not on whatever else records it (ship_country).
   */
  private valueOfNamedRows(item: Item, items: readonly Item[]): Item {
    if (item.kind !== 'ref' || !item.readings.every((reading) => reading.target.kind === 'value')) return item;
    const tables = new Set(item.readings.map((reading) => targetTable(reading.target)));
    const named = tables.size >= 2 ? this.rowsNamedBeforeValue(item, items) : undefined;
    if (named && tables.has(named)) return { ...item, readings: item.readings.filter((reading) => targetTable(reading.target) === named) };
    // 'the Chicago warehouse' where CHI is a warehouse code and Chicago a city of customers: the noun after a value
    // names the column it is kept in.
    const next = items.find((other): other is RefItem => other.kind === 'ref' && other.start === item.end);
    const namedColumn = (reading: Reading) => reading.target.kind === 'value' && next?.readings.some((other) => other.target.kind === 'column' && other.target.table === targetTable(reading.target) && other.target.column === (reading.target as { column: string }).column);
    const kept = item.readings.filter(namedColumn);
    return kept.length > 0 && kept.length < item.readings.length ? { ...item, readings: kept } : item;
  }

  /**
   * 'campaigns that have never been sent' (sent_cnt of their sends), 'contacts who never attended' (attd_yn of their
   * registrations): what none of the rows' many other rows has, not some of those rows lacking it.
   */
  private absentFromManyRows(target: Extract<Target, { kind: 'column' }>, anchor: string | undefined): boolean {
    const rows = this.intent.subject ?? anchor;
    if (!rows || rows === target.table || !this.model.path(rows, target.table)?.some((step) => step.fansOut)) return false;
    const column = { table: target.table, column: target.column };
    const role = this.model.column(column).role;
    const present: Filter = role === 'measure' ? { kind: 'compare', column, operator: '>', value: 0, label: `${humanize(column.column)} over 0` } : role === 'flag' ? { kind: 'flag', column, value: true, label: `${humanize(column.column)} is set` } : { kind: 'not_null', column, label: `${humanize(column.column)} is set` };
    this.intent.filters.push({ kind: 'exists', table: target.table, filters: [present], negated: true, label: `no ${humanize(this.model.table(target.table).table.name)} whose ${present.label}` });
    this.noteTable(rows);
    return true;
  }

  /** The table of rows named outright just before a value and the words that link them ('customers in France'). */
  private rowsNamedBeforeValue(item: RefItem, items: readonly Item[]): string | undefined {
    let at = item.start - 1;
    while (at >= 0 && item.start - at <= 8) {
      const ref = items.find((other): other is RefItem => other.kind === 'ref' && other.start <= at && at < other.end);
      if (ref && ref.readings.every((reading) => reading.target.kind === 'value')) at = ref.start - 1;
      else if (!ref && VALUE_OF_ROWS_LINKS.has(this.tokens[at]?.lower ?? '')) at--;
      else break;
    }
    if (at === item.start - 1) return undefined;
    const rows = items.find((other): other is RefItem => other.kind === 'ref' && other.end === at + 1);
    const named = rows?.readings.find((reading) => reading.target.kind === 'table' && reading.via === 'name' && reading.score >= 0.95);
    return named ? targetTable(named.target) : undefined;
  }

  private saysTime(): boolean {
    this.timeSaid ??= this.tokens.some((_, i) => readTimeAt(this.tokens, i));
    return this.timeSaid;
  }

  /**
   * 'randomisations by country this year' where subjects keep status RND and rand_dt: with time words, a noun of an
   * event the rows keep the date of counts the rows it happened to in the period, whatever state they are in now.
   */
  private eventNounDates(item: Item): Item {
    const token = this.tokens[item.start];
    if (item.kind !== 'ref' || item.end - item.start !== 1 || !token || token.pos !== 'NOUN' || token.lower === token.lemma) return item;
    if (!item.readings.every((reading) => reading.target.kind === 'value') || !this.saysTime()) return item;
    const tables = [...new Set(item.readings.map((reading) => targetTable(reading.target)))];
    const startsName = tables.flatMap((table) => this.model.dateColumns(table).filter((date) => this.model.column(date).rawWords.some((raw) => raw.length >= 4 && token.lemma.startsWith(raw.toLowerCase()) && token.lemma.length >= raw.length + 3)));
    // 'bookings that came in last month', 'bookings we took in October' where jobs keep a BK status and bkd_dt: the date
    // whose name is another form of the word, when a verb says the rows were made then. Not 'December bookings', which
    // may be those booked for December.
    const stem = dateStem(token.lemma);
    const made = this.tokens.some((other, k) => other.pos === 'VERB' && (MAKING_VERBS.has(other.lemma) || (other.lemma === 'come' && this.lowerAt(k + 1) === 'in')));
    const formOf = (date: ColumnRef) => this.model.column(date).words.some((word) => !DATE_WORDS.has(word) && dateStem(word) === stem) || this.model.column(date).rawWords.some((raw) => raw.length >= 3 && !DATE_WORDS.has(raw.toLowerCase()) && abbreviates(raw.toLowerCase(), pastParticiple(stem)));
    const formOfWord = made && tables.length === 1 ? tables.flatMap((table) => this.model.dateColumns(table).filter(formOf)) : [];
    const dates = startsName.length > 0 ? startsName : formOfWord;
    if (dates.length !== 1 || !dates[0]) return item;
    this.intent.dateColumn ??= dates[0];
    return { kind: 'ref', start: item.start, end: item.end, readings: [{ target: { kind: 'table', table: dates[0].table }, score: 0.9, via: 'name' }] };
  }

  /**
   * 'projects that got to at least 80% of their goal': a percentage of an amount the rows keep is a threshold on some
   * other figure of theirs, not the share of the rows that follow; nothing is guessed, and the words are asked about.
   */
  private percentOfAmount(item: Item, items: readonly Item[]): Item {
    if (item.kind !== 'op' || item.operator.op !== 'rate' || item.operator.word !== 'share') return item;
    const before = items.find((other) => other.end === item.start);
    const after = items.find((other) => other.start === item.end);
    if (before?.kind !== 'op' || before.operator.op !== 'compare' || !before.operator.percent || after?.kind !== 'ref') return item;
    const best = [...after.readings].sort((a, b) => b.score - a.score)[0];
    if (best?.target.kind !== 'column' || !this.model.isMeasure({ table: best.target.table, column: best.target.column })) return item;
    return { kind: 'word', start: item.start, end: item.end, token: this.tokens[item.start] as Token };
  }

  /**
   * 'requests still waiting for approval': the rows stand in the state before the one named, which is the column's
   * pending value when it keeps one (PEND); without one nothing is guessed, and the word is asked about.
   */
  private awaitedState(item: Item): Item {
    if (item.kind !== 'ref' || this.tokens[item.start - 2]?.lower !== 'waiting' || !['for', 'on'].includes(this.tokens[item.start - 1]?.lower ?? '')) return item;
    const states = item.readings.filter((reading) => reading.target.kind === 'value');
    if (states.length === 0) return item;
    const pending = states.flatMap((reading) => {
      if (reading.target.kind !== 'value') return [];
      const target = reading.target;
      const values = this.model.column({ table: target.table, column: target.column }).column.values ?? [];
      return values.filter((value) => /^(pend|pnd|wait|await)/i.test(value.trim())).map((value) => ({ ...reading, target: { ...target, value } }));
    });
    if (pending.length > 0) return { ...item, readings: pending };
    return { kind: 'word', start: item.start, end: item.end, token: this.tokens[item.start] as Token };
  }

  /**
   * 'their revenue and headcount': where a number of people is kept as a column (accounts.employees), 'headcount'
   * names it, not a count of rows.
   */
  private headcountColumn(item: Item, items: readonly Item[]): Item {
    const counted = item.kind === 'op' && item.operator.op === 'aggregate' && this.tokens[item.start]?.lower === 'headcount';
    const said = item.kind === 'word' && item.token.lemma === 'workforce';
    if ((!counted && !said) || item.end - item.start !== 1) return item;
    const columns = [...this.model.tables.values()].flatMap((table) => table.columns.filter((column) => column.role === 'measure' && column.words.some((word) => HEADCOUNT_WORDS.has(word))));
    const only = columns.length === 1 ? columns[0] : undefined;
    if (!only) return item;
    // Their headcount, not ours: said of the rows ('their', 'its'), or of the rows that keep it ('accounts by
    // headcount'); else it counts the people the data has.
    const theirs = this.tokens.slice(Math.max(0, item.start - 3), item.start).some((token) => ['their', 'its'].includes(token.lower));
    const keepersNamed = items.some((other) => other.kind === 'ref' && other.readings.some((reading) => reading.score >= 0.9 && reading.target.kind !== 'metric' && targetTable(reading.target) === only.ref.table));
    if (!theirs && !keepersNamed) return item;
    return { kind: 'ref', start: item.start, end: item.end, readings: [{ target: { kind: 'column', ...only.ref }, score: 0.9, via: 'name' }] };
  }

  /**
   * 'the codes of the countries', 'the names of the suppliers': a word too general to name a column alone ('code')
   * names the table's own column called after it (country_code) when that table follows 'of'.
   */
  private attributeOfTable(item: Item, items: readonly Item[]): Item {
    const token = this.tokens[item.start];
    // 'the full names of the drivers' where constructors keep a 'name': a name of other rows is not these rows' name.
    const otherRowsName = item.kind === 'ref' && token?.lemma === 'name' && item.end - item.start === 1;
    if ((item.kind !== 'word' && !otherRowsName) || !token || !ATTRIBUTE_NOUNS.has(token.lemma) || this.tokens[item.end]?.lower !== 'of') return item;
    let at = item.end + 1;
    while (['the', 'our', 'all', 'these', 'those'].includes(this.tokens[at]?.lower ?? '')) at++;
    const table = items.find((next): next is RefItem => next.kind === 'ref' && next.start === at)?.readings.find((reading) => reading.target.kind === 'table' && reading.score >= 0.9)?.target;
    if (table?.kind !== 'table') return item;
    if (otherRowsName) {
      const elsewhere = item.kind === 'ref' && item.readings.every((reading) => targetTable(reading.target) !== table.table);
      return elsewhere && this.model.labelColumns(table.table).length > 0 ? { kind: 'word', start: item.start, end: item.end, token } : item;
    }
    const model = this.model.table(table.table);
    const columns = model.columns.filter((column) => column.words.length === 2 && column.words[1] === token.lemma && model.words.includes(column.words[0] ?? ''));
    const only = columns.length === 1 ? columns[0] : undefined;
    if (!only) return item;
    return { kind: 'ref', start: item.start, end: item.end, readings: [{ target: { kind: 'column', table: table.table, column: only.column.name }, score: 0.9, via: 'name' }] };
  }

  /** Whether every reading of a verb is a date, named outright, of rows that every table the question names belongs to. */
  private datesOnlyOfOwners(item: RefItem, ofRows: (token: Token, date: ColumnRef) => boolean): boolean {
    const outside = (link: Link) => link.score >= 0.6 && (link.end <= item.start || link.start >= item.end);
    const namedRows = [...new Set(this.links.filter((link) => outside(link) && link.target.kind === 'table' && link.score >= 0.75).map((link) => targetTable(link.target)))];
    const named = (table: string) => this.links.some((link) => outside(link) && targetTable(link.target) === table) || this.tokens.some((other) => ofRows(other, { table, column: '' }));
    const owner = (table: string) => !named(table) && namedRows.every((rows) => rows !== table && this.model.reachesWithoutFanOut(rows, table));
    return namedRows.length > 0 && item.readings.every((reading) => reading.target.kind === 'column' && this.model.isDate({ table: reading.target.table, column: reading.target.column }) && !['thesaurus', 'wordnet'].includes(reading.via) && owner(reading.target.table));
  }

  /**
   * 'deals we started engaging in 2016', 'opps that entered engaging in Q4': a stage entered at a time dates the rows
   * by that stage's own date (engage_date); it says nothing of the stage they are in now. The verb of entering goes
   * with it.
   */
  private enteredStage(item: Item): Item | undefined {
    const before = this.tokens[item.start - 1];
    if (item.kind !== 'ref' || item.end - item.start !== 1 || !before || !ENTERING_VERBS.has(before.lemma)) return undefined;
    if (!this.saysTime()) return undefined;
    const token = this.tokens[item.start] as Token;
    const tables = [...new Set(item.readings.filter((reading) => reading.target.kind === 'value').map((reading) => targetTable(reading.target)))];
    const dates = this.datesNamedByWord(token, tables);
    if (dates.length !== 1 || !dates[0]) return undefined;
    this.dateVerbs.add(before.index);
    this.dateVerbs.add(item.start);
    this.verbDates.set(item.start, dates);
    this.intent.dateColumn ??= dates[0];
    return { kind: 'word', start: item.start, end: item.end, token };
  }

  /**
   * 'trials that convert to paid', 'accounts that upgraded to Premium': the state a change leads to is of the rows that
   * changed, whose date the verb names. A value of other rows (a PAID invoice) is not it, and is left unread.
   */
  private stateChangedTo(item: Item): Item | undefined {
    const verb = this.tokens[item.start - 2];
    if (item.kind !== 'ref' || this.tokens[item.start - 1]?.lower !== 'to' || !verb || !CHANGE_VERBS.has(verb.lemma)) return undefined;
    const values = item.readings.filter((reading) => reading.target.kind === 'value');
    if (values.length === 0) return undefined;
    const changed = new Set(this.datesNamedByWord(verb, [...this.model.tables.keys()]).map((date) => date.table));
    if (changed.size === 0) return undefined;
    const kept = item.readings.filter((reading) => reading.target.kind !== 'value' || changed.has(targetTable(reading.target)));
    if (kept.length === item.readings.length) return undefined;
    return kept.length > 0 ? { ...item, readings: kept } : { kind: 'word', start: item.start, end: item.end, token: this.tokens[item.start] as Token };
  }

  /**
   * A verb names a relation or a status, not a column: 'orders shipped by Speedy Express' is about orders, 'deals
   * they won' about a status. Its column readings go; values and tables stay.
   */
  private verbReadings(item: Item, items: readonly Item[]): Item {
    const entered = this.enteredStage(item);
    if (entered) return entered;
    const changedTo = this.stateChangedTo(item);
    if (changedTo) return changedTo;
    // 'members who pay more than $50 a month': before a rate, a money verb only says money; it names no state of
    // payments.
    const token = this.tokens[item.start] as Token;
    const moneyVerb = item.kind === 'ref' && token.pos === 'VERB' && MONEY_VERBS.has(token.lemma);
    if (moneyVerb && items.some((other) => other.kind === 'op' && other.operator.op === 'compare' && other.operator.per && other.start === item.end)) return { kind: 'word', start: item.start, end: item.end, token };
    // 'what did we pay out in refunds', 'collected in fees': before 'in' or 'on' and the amount it names, a money verb
    // only says money; it is no paid column of its own.
    if (item.kind !== 'op' && token.pos === 'VERB' && MONEY_VERBS.has(token.lemma) && item.end - item.start === 1 && this.moneyNamedIn(item.end, items)) {
      this.moneyVerbsOfAmount.add(item.start);
      return { kind: 'word', start: item.start, end: item.end, token };
    }
    if (item.kind !== 'ref' || this.tokens[item.start]?.pos !== 'VERB') return item;
    // 'number of rescinded offers': a plural that names a table after a participle, an adjective or a small word has
    // no subject to be the verb of; it is the noun, whatever the tagger said.
    const before = this.tokens[item.start - 1];
    const hasTime = this.saysTime();
    // So is one closing a noun compound after a determiner or a superlative ('the most van runs').
    const counted = (word: Token | undefined) => word !== undefined && (['ADJ', 'DET', 'ADP', 'NUM'].includes(word.pos) || ['most', 'fewest', 'least', 'more', 'fewer'].includes(word.lower));
    const compound = before?.pos === 'NOUN' && counted(this.tokens[item.start - 2]);
    if (item.end - item.start === 1 && /[^s]s$/.test(token.lower) && item.readings.some((reading) => reading.target.kind === 'table') && (!before || counted(before) || compound || (before.pos === 'VERB' && /ed$/.test(before.lower)))) {
      this.nounsTaggedAsVerbs.add(item.start);
      return item;
    }
    if (item.end - item.start > 1) {
      // 'picked up this year' where pickups are dated pu_dt: with time words, the phrasal verb dates the rows.
      const dates = item.readings.flatMap((reading) => (reading.target.kind === 'column' && this.model.isDate({ table: reading.target.table, column: reading.target.column }) ? [{ table: reading.target.table, column: reading.target.column }] : []));
      // Not beside a comparison of dates ('went out after their required date'), which it is one side of.
      const datesCompared = items.some((other) => other.kind === 'op' && other.operator.op === 'compare' && other.operator.date === true);
      // 'sent us', 'brought us': what reaches us, said with us as the one it reaches.
      const phrasal = item.end - item.start === 2 && ['up', 'out', 'off', 'in', 'back', 'down', 'over', 'us'].includes(this.tokens[item.start + 1]?.lower ?? '');
      // 'customers signed up at Headingley': with no time words, joining is what every such row did; nothing to keep.
      const joined = phrasal && dates.length === item.readings.length && item.readings.every((reading) => reading.via === 'thesaurus');
      if (joined && !hasTime) return { kind: 'word', start: item.start, end: item.end, token };
      if (phrasal && hasTime && dates.length > 0 && dates.length === item.readings.length && !datesCompared) {
        // 'learners who signed up last month' where instructors keep a join date too: the named rows' own date.
        const namedRows = new Set(this.links.filter((link) => link.target.kind === 'table' && link.score >= 0.75 && (link.end <= item.start || link.start >= item.end)).map((link) => targetTable(link.target)));
        const own = dates.filter((date) => namedRows.has(date.table));
        // 'service plans signed up this year' where only customers keep a joining date: not the plans' date.
        if (own.length === 0 && namedRows.size > 0 && joined) return { kind: 'word', start: item.start, end: item.end, token };
        if (dates.length > 1 && own.length === 1) dates.splice(0, dates.length, ...own);
        for (let i = item.start; i < item.end; i++) this.dateVerbs.add(i);
        this.verbDates.set(item.start, dates);
        if (dates.length === 1) this.intent.dateColumn ??= dates[0];
        return { kind: 'word', start: item.start, end: item.end, token };
      }
      // 'shipped via', 'reports to': a verb phrase that is a key column's name relates rows; it is not a column to show.
      const selfColumn = (target: Target) => target.kind === 'column' && this.model.selfJoins.some((join) => join.fromTable === target.table && join.fromColumn === target.column);
      const readings = item.readings.filter((reading) => selfColumn(reading.target) || !(reading.target.kind === 'column' && ['reference', 'key'].includes(this.model.column({ table: reading.target.table, column: reading.target.column }).role)));
      if (readings.length === item.readings.length) return item;
      return readings.length === 0 ? { kind: 'word', start: item.start, end: item.end, token: this.tokens[item.start] as Token } : { ...item, readings };
    }
    // 'base salary offered': a verb that is the name of a table (offers, in 'ofr') says what those rows are, not a
    // status of other rows that happens to be spelled the same (an application at stage 'OFFER').
    const verbTables = this.tablesNamedBy(token.lemma);
    if (verbTables.length > 0 && item.readings.every((reading) => reading.target.kind === 'value' && !verbTables.some((table) => table.id === targetTable(reading.target)))) {
      return { kind: 'word', start: item.start, end: item.end, token };
    }
    const namesDate = item.readings.some((reading) => reading.target.kind === 'column' && ['date', 'year'].includes(this.model.column({ table: reading.target.table, column: reading.target.column }).role));
    // 'shipped after the required date', 'paid after their due date': right after a date comparison, the participle
    // names the date compared with.
    const determinerGap = ['the', 'their', 'its', 'his', 'her'].includes(before?.lower ?? '') ? 1 : 0;
    const comparedWith = items.some((other) => other.kind === 'op' && other.operator.op === 'compare' && other.operator.date === true && other.end === item.start - determinerGap);
    if (namesDate && comparedWith) {
      const dates = item.readings.filter((reading) => reading.target.kind === 'column' && this.model.isDate({ table: reading.target.table, column: reading.target.column }));
      return { ...item, readings: dates };
    }
    // 'artists who sold the most works this year' where a work has at most one sale and each sale one work: the
    // verb's object and the date's rows are one to one, which is as good as naming them.
    const oneEach = (token: Token, date: ColumnRef) => this.links.some((link) => link.start === token.index && link.end === token.index + 1 && link.target.kind === 'table' && link.score >= 0.6 && link.target.table !== date.table && this.model.reachesWithoutFanOut(link.target.table, date.table) && this.model.reachesWithoutFanOut(date.table, link.target.table));
    const ofRows = (token: Token, date: ColumnRef) => this.model.table(date.table).words.includes(singularLemma(token.lemma)) || oneEach(token, date);
    // 'LOs who closed more than 36 loans in 2025' where only branches keep a closing date: a date of rows the question
    // never names, which the rows it does name belong to, is when those owners did it, not what the verb dates.
    if (namesDate && this.datesOnlyOfOwners(item, ofRows)) return { kind: 'word', start: item.start, end: item.end, token };
    // 'jobs booked last month' where jobs keep a BK status and a booked date (bkd_dt): with time words, the verb says
    // when the rows were booked, whatever state they are in now, not that they are still in the state it names.
    // Only a date the word names itself ('booked' of bkd_dt), of the one table whose state it reads as: a decision date
    // is as much of the change orders turned down as of those approved.
    const stateTables = [...new Set(item.readings.map((reading) => targetTable(reading.target)))];
    const stateDates = !namesDate && hasTime && stateTables.length === 1 && item.readings.every((reading) => reading.target.kind === 'value') ? this.datesNamedByWord(token, stateTables, false, true) : [];
    // The time words must close the verb's own clause ('booked in the last 30 days'): it is then they date.
    const timeCloses = (from: number) => {
      let next = from;
      while (next < from + 3 && !readTimeAt(this.tokens, next) && TIME_LINKS.has(this.lowerAt(next))) next++;
      return readTimeAt(this.tokens, next);
    };
    // Not 'booked in for December', the time the rows are booked for.
    const datedState = stateDates.length === 1 && timeCloses(item.end) && !this.forAfterBooking(item.start);
    if (datedState && stateDates[0]) this.intent.dateColumn ??= stateDates[0];
    if (namesDate || datedState) {
      const dates = datedState ? stateDates : item.readings.flatMap((reading) => (reading.target.kind === 'column' && this.model.isDate({ table: reading.target.table, column: reading.target.column }) ? [{ table: reading.target.table, column: reading.target.column }] : []));
      this.dateVerbs.add(item.start);
      this.verbDates.set(item.start, dates);
      // 'employees terminated in 2025', 'which agent resolved the most tickets in 2025': time words closing the verb's
      // own clause, with no other verb before them, date the rows by the date it names, not by their first date.
      // Only the verb's own object may stand between ('the most tickets'), not other rows ('sold for showtimes in 2026').
      const onlyObject = (token: Token | undefined) => token !== undefined && dates[0] !== undefined && (['DET', 'ADJ', 'ADV', 'NUM'].includes(token.pos) || TIME_LINKS.has(token.lower) || ofRows(token, dates[0])) && !CLAUSE_BREAKS.has(token.lower) && !['for', 'of', 'at', 'on', 'from', 'to', 'with', 'by'].includes(token.lower);
      let next = item.end;
      while (next < item.end + 6 && !readTimeAt(this.tokens, next) && onlyObject(this.tokens[next])) next++;
      const namedRows = (date: ColumnRef) => this.tokens.some((other) => ofRows(other, date));
      // Not a participle before its noun ('cancelled appointments each month'): that says a state of the rows.
      const beforeRows = (date: ColumnRef) => this.tokens[item.end] !== undefined && ofRows(this.tokens[item.end] as Token, date);
      if (readTimeAt(this.tokens, next) && dates.length === 1 && dates[0] && namedRows(dates[0]) && !beforeRows(dates[0])) this.intent.dateColumn ??= dates[0];
    }
    // 'engaged in 2017': with a time, the verb dates the rows rather than naming a status.
    if ((namesDate || datedState) && hasTime) return { kind: 'word', start: item.start, end: item.end, token: this.tokens[item.start] as Token };
    // A verb may name the amount it measures ('billed at $400', 'paid in full') or a status ('won'); a table only
    // when negated ('never ordered'); otherwise it relates the things around it ('customers who ordered Chai').
    const negated = this.tokens.slice(Math.max(0, item.start - 4), item.start).some((token) => NEGATION_WORDS.has(token.lower) || token.lemma === 'not');
    // 'stock below the reorder level', 'cost more than 50': a verb-looking word before a comparison names a number.
    const compared = items.some((other) => other.kind === 'op' && other.operator.op === 'compare' && other.start === item.end);
    // Its dates are not what is compared ('closed over 400k': close_value, not close_date).
    const numeric = item.readings.filter((reading) => reading.target.kind !== 'column' || this.model.isNumeric({ table: reading.target.table, column: reading.target.column }));
    const datesCompared = items.some((other) => other.kind === 'op' && other.operator.op === 'compare' && other.start === item.end && other.operator.date === true);
    if (compared && numeric.some((reading) => reading.target.kind === 'column')) return numeric.length === item.readings.length || datesCompared ? item : { ...item, readings: numeric };
    // 'how much did we sell in 1997', 'how much have we booked': with nothing named between, the verb names the money.
    const howMuch = this.howMuchAt();
    if (howMuch >= 0 && howMuch + 2 < item.start && this.tokens.slice(howMuch + 2, item.start).every((other) => ['do', 'have', 'be'].includes(other.lemma) || other.pos === 'PRON')) {
      const money = item.readings.filter((reading) => reading.score >= 0.6 && (reading.target.kind === 'metric' || (reading.target.kind === 'column' && this.model.column({ table: reading.target.table, column: reading.target.column }).role === 'measure')));
      if (money.length > 0) return { ...item, readings: money };
      // 'how much was pledged' where pledges are a table: the verb names those rows, and how much is their amount.
      const named = item.readings.filter((reading) => reading.target.kind === 'table' && reading.via === 'name' && reading.score >= 0.95);
      const amount = named.length === 1 && named[0]?.target.kind === 'table' ? this.mainAmount(named[0].target.table) : undefined;
      if (amount && 'column' in amount && named[0]) return { ...item, readings: [{ ...named[0], target: { kind: 'column', ...amount } }] };
    }
    // 'shipping companies that never carried any orders': a verb of a table named before it is that table's own doing
    // (the carrier carries); it relates the table to the rows after it.
    const agentOf = (table: string) => items.some((other) => other.kind === 'ref' && other.end <= item.start && this.tokens[other.end - 1]?.pos !== 'VERB' && other.readings.some((reading) => reading.target.kind === 'table' && reading.target.table === table && reading.score >= 0.75));
    const tableOrValueReadings = item.readings.filter((reading) => reading.target.kind !== 'column');
    if (negated && tableOrValueReadings.length > 0 && tableOrValueReadings.every((reading) => reading.target.kind === 'table' && agentOf(reading.target.table))) {
      this.agentVerbs.add(item.start);
      return { kind: 'word', start: item.start, end: item.end, token };
    }
    // 'tickets that were refunded' with a rfnd_yn flag: the verb says the state a flag named by its shortening records.
    const columnOf = (reading: Reading) => (reading.target.kind === 'column' ? this.model.column({ table: reading.target.table, column: reading.target.column }) : undefined);
    // 'flights that were cancelled' with cxl_yn: a flag of the rows named before the verb, when no state word says it.
    const ofRowsBefore = (reading: Reading) => reading.target.kind === 'column' && qualifierOf(token.lower) === undefined && qualifierOf(token.lemma) === undefined && items.some((other) => other.kind === 'ref' && other.end <= item.start && other.readings.some((named) => named.target.kind === 'table' && named.target.table === targetTable(reading.target) && named.score >= 0.75));
    const shortFlag = (reading: Reading) => columnOf(reading)?.role === 'flag' && (reading.score < FLAG_MIN_SCORE ? this.shortFlag(item, columnOf(reading) as ColumnModel) : ofRowsBefore(reading));
    // 'shifts that were attended' where attended keeps Y, N and C (cancelled): a verb that is the name of a column of yes
    // and no codes, with another code beside them, says its yes. Never dropped in silence: it picks rows out.
    const yesCode = negated ? undefined : item.readings.flatMap((reading) => {
      const column = columnOf(reading);
      const values = column?.role === 'category' && reading.via === 'name' && reading.score >= 0.85 ? (column.column.values ?? []) : [];
      const yes = values.find((value) => ['y', 'yes'].includes(value.toLowerCase()));
      return yes && reading.target.kind === 'column' && values.some((value) => ['n', 'no'].includes(value.toLowerCase())) ? [{ ...reading, target: { kind: 'value' as const, table: reading.target.table, column: reading.target.column, value: yes } }] : [];
    });
    if (yesCode && yesCode.length === 1) return { ...item, readings: yesCode };
    const readings = item.readings.filter((reading) => reading.target.kind === 'value' || (reading.target.kind === 'table' && negated) || (reading.score >= 0.75 && columnOf(reading)?.role === 'measure') || shortFlag(reading));
    if (readings.length === item.readings.length) return item;
    // 'samples received', 'received samples' where some samples have no rcv_dt yet: the participle says the event
    // happened, which its date records.
    const sometimesEmpty = item.readings.flatMap((reading) => (reading.target.kind === 'column' && columnOf(reading)?.role === 'date' && (columnOf(reading)?.column.nullCount ?? 0) > 0 ? [{ table: reading.target.table, column: reading.target.column }] : []));
    if (readings.length === 0 && !negated && !hasTime && token.lower !== token.lemma && /ed$/.test(token.lower) && sometimesEmpty.length > 0) this.participleDates.set(item.start, sometimesEmpty);
    if (readings.length === 0) return { kind: 'word', start: item.start, end: item.end, token: this.tokens[item.start] as Token };
    return { ...item, readings };
  }

  /**
   * 'by pickup month', 'by return year': before the name of a period, a word that names a date among other things
   * (pu_dt beside pu_br_cd) names the date.
   */
  private dateBeforePeriod(item: Item): Item {
    // Not a name of rows ('payments month by month').
    if (item.kind !== 'ref' || !GRAIN_OF[this.tokens[item.end]?.lemma ?? ''] || item.readings.some((reading) => reading.target.kind === 'table' && reading.score >= 0.75)) return item;
    const dates = item.readings.filter((reading) => reading.target.kind === 'column' && reading.score >= MIN_SCORE && this.model.isDate({ table: reading.target.table, column: reading.target.column }));
    return dates.length > 0 && dates.length < item.readings.length ? { ...item, readings: dates } : item;
  }

  /** Words naming the row a self-reference points at ('and their managers'), when the schema has such a reference. */
  private superiorSpans(): SuperiorSpan[] {
    if (this.model.selfJoins.length === 0) return [];
    // 'subsidiary_of', 'part_of': the words before 'of' name the row that points, not the one it points at.
    const words = this.model.selfJoins.flatMap((join) => {
      const named = this.model.column({ table: join.fromTable, column: join.fromColumn }).words;
      return named[named.length - 1] === 'of' ? [] : named;
    });
    // 'each manager' is a person above people: an account's parent company is no one's manager.
    return findSuperiorSpans(this.tokens, superiorNouns(words, this.model.selfJoins.some((join) => this.personLike(join.fromTable))));
  }

  /**
   * A short list the rows are sorted into ('average invoice total per funeral package' over six packages, 'per branch'):
   * an average per one of them is each one's average, not the total spread over so few.
   */
  private fewKinds(table: string): boolean {
    return this.model.table(table).table.rowCount <= FEW_KINDS && this.model.labelColumns(table).some((column) => this.model.primaryKey(table)?.column !== column.column);
  }

  /** A table that sorts rows into kinds ('categories', 'product_types', 'tiers'): 'per category' groups by it. */
  private classifies(table: string): boolean {
    const words = this.model.table(table).words;
    return CLASS_NOUNS.has(words[words.length - 1] ?? '');
  }

  /** Whether a phrase's strongest name is a date column ('engagement date'). */
  private namesDateColumn(phrase: Phrase): boolean {
    const last = phrase.refs[phrase.refs.length - 1];
    const best = last?.readings.filter((reading) => reading.target.kind !== 'value' && reading.score >= MIN_SCORE).sort((a, b) => b.score - a.score)[0];
    return best?.target.kind === 'column' && this.model.column({ table: best.target.table, column: best.target.column }).role === 'date';
  }

  /**
   * 'fees billed per client', where bill.fee_amt and matter.fixed_fee are both fees: the verb after the amount names
   * the table it is recorded on (billed: bill), so that table's column is meant.
   */
  private ownedByVerbTable(links: Link[]): Link[] {
    return links.filter((link) => {
      if (link.target.kind !== 'column' || link.end - link.start !== 1) return true;
      // 'how many litres did we collect': the verb may come after a helper and its subject.
      let at = link.end;
      if (['did', 'do', 'does', 'have', 'has', 'had'].includes(this.tokens[at]?.lower ?? '') && ['we', 'they', 'you', 'i'].includes(this.tokens[at + 1]?.lower ?? '')) at += 2;
      const verb = this.tokens[at];
      if (verb?.pos !== 'VERB') return true;
      let named = links.filter((other) => other.start === at && other.end === at + 1 && other.target.kind === 'table' && other.via === 'name' && other.score >= 0.9).map((other) => targetTable(other.target));
      // 'litres we collect' where collections are kept as milk_coll: the verb shortened in a table's name.
      if (named.length === 0 && /^[a-z]{5,}$/.test(verb.lemma)) named = [...this.model.tables.values()].filter((table) => table.rawWords.some((raw) => raw.length >= 3 && (verb.lemma.startsWith(raw.toLowerCase()) || abbreviates(raw.toLowerCase(), verb.lemma)))).map((table) => table.id);
      if (named.length !== 1 || link.target.table === named[0]) return true;
      // Only when the verb's table has a column of its own the word names.
      return !links.some((other) => other.start === link.start && other.end === link.end && other.target.kind === 'column' && other.target.table === named[0]);
    });
  }

  /**
   * 'who reports to Hannah Schultz' where customers keep a Hannah too: a first name and a last name side by side are
   * one person's, of the tables that keep both, never two people of two tables.
   */
  private fullNamesTogether(links: Link[]): Link[] {
    // The first and last name columns of each table that names its rows so, worked out once per question.
    const nameParts = new Map<string, ColumnRef[] | undefined>();
    const partsOf = (table: string) => {
      if (!nameParts.has(table)) {
        const labels = this.model.labelColumns(table);
        const [first, last] = labels;
        nameParts.set(table, labels.length === 2 && first && last && this.model.column(first).words.includes('first') && this.model.column(last).words.includes('last') ? labels : undefined);
      }
      return nameParts.get(table);
    };
    const nameOf = (link: Link, part: 0 | 1) => link.target.kind === 'value' && link.end - link.start === 1 && partsOf(link.target.table)?.[part]?.column === link.target.column;
    const kept = new Map<number, Set<string>>();
    for (const first of links) {
      if (!nameOf(first, 0)) continue;
      const last = links.find((link) => link.start === first.end && nameOf(link, 1) && targetTable(link.target) === targetTable(first.target));
      if (!last) continue;
      for (const at of [first.start, last.start]) kept.set(at, (kept.get(at) ?? new Set()).add(targetTable(first.target)));
    }
    return links.filter((link) => link.target.kind !== 'value' || link.end - link.start !== 1 || !kept.has(link.start) || kept.get(link.start)?.has(link.target.table) === true);
  }

  /**
   * 'which rep has the most accounts' where REP is both an employee's job code and an order's source: a word for a kind
   * of person names the value kept on people, not the same code on other rows.
   */
  private peopleValuesFirst(links: Link[]): Link[] {
    return links.filter((link) => {
      if (link.target.kind !== 'value' || link.end - link.start !== 1 || this.personLike(link.target.table)) return true;
      const token = this.tokens[link.start] as Token;
      if (![token.lemma, ...expansionsOf(token.lower)].some((word) => isKindOfPerson(word))) return true;
      return !links.some((other) => other.start === link.start && other.end === link.end && other.target.kind === 'value' && other.score >= link.score && this.personLike(other.target.table));
    });
  }

  /**
   * 'batches on hold' where batches keep HLD and a payment sheet keeps 'On Hold': a value of the rows the question
   * names wins over a longer one of a table it does not name and the rows reach only from afar, if at all.
   */
  private valuesOfNamedRows(links: Link[]): Link[] {
    const named = new Set(links.filter((link) => link.target.kind === 'table' && link.via === 'name' && link.score >= 0.5).map((link) => targetTable(link.target)));
    return links.filter((link) => {
      if (link.target.kind !== 'value' || named.has(link.target.table)) return true;
      const table = link.target.table;
      const far = (from: string) => (this.model.path(from, table)?.length ?? Infinity) > 2;
      return !links.some((other) => other.target.kind === 'value' && other.start >= link.start && other.end <= link.end && other.end - other.start < link.end - link.start && named.has(other.target.table) && far(other.target.table));
    });
  }

  /**
   * 'how many people', 'top 5 earners', 'headcount by department', 'new hires': words for a company's own people name
   * its one table of employees, when it has exactly one and no name of the catalog was read there already.
   */
  private workforceLinks(): Link[] {
    const employees = [...this.model.tables.values()].filter((table) => table.words.some((word) => EMPLOYMENT_WORDS.has(word)));
    const only = employees.length === 1 ? employees[0] : undefined;
    if (!only) return [];
    return this.tokens.flatMap((token, i) => {
      if (!WORKFORCE_WORDS.has(token.lemma) && !WORKFORCE_WORDS.has(token.lower)) return [];
      if (this.links.some((link) => link.start <= i && i < link.end && link.score >= 0.8)) return [];
      return [{ start: i, end: i + 1, target: { kind: 'table', table: only.id }, score: 0.9, via: 'synonym' } satisfies Link];
    });
  }

  /**
   * 'this season', 'last season' where the data keeps seasons as '2024/25' and '2025/26': the stored season running
   * today, or the one before or after it. A season named across two years spans the new year: from October to
   * December it is the one starting this year, from January to March the one that started last year. In the months
   * between, it is the one the data keeps, if it keeps only one of the two; otherwise the words are asked about.
   */
  private relativeSeasonLinks(): Link[] {
    const said = [...this.tokens.entries()].filter(([i, token]) => SEASON_STEPS[token.lower] !== undefined && this.tokens[i + 1]?.lemma === 'season');
    if (said.length === 0) return [];
    const year = Number(this.options.today.slice(0, 4));
    const month = Number(this.options.today.slice(5, 7));
    const links: Link[] = [];
    for (const column of [...this.model.tables.values()].flatMap((table) => table.columns)) {
      // The column's seasons by the year each starts, where every value it keeps is a season.
      const values = column.column.values ?? [];
      const starts = new Map(values.flatMap((value) => {
        const key = splitYearKey(value, true);
        return key ? [[2000 + Number(key.slice(0, 2)), value] as const] : [];
      }));
      if (values.length < 2 || starts.size !== values.length) continue;
      const current = month <= 3 ? year - 1 : month >= 10 ? year : starts.has(year - 1) !== starts.has(year) ? (starts.has(year) ? year : year - 1) : undefined;
      if (current === undefined) continue;
      for (const [i, token] of said) {
        const value = starts.get(current + (SEASON_STEPS[token.lower] ?? 0));
        if (value) links.push({ start: i, end: i + 2, target: { kind: 'value', table: column.ref.table, column: column.ref.column, value }, score: 0.95, via: 'value' });
      }
    }
    return links;
  }

  /**
   * 'finishing score above 85' where finishing is the figure: a noun that only frames a figure ('score', 'level')
   * after an amount named outright is part of that name, not another figure it weakly names (overall_rating).
   */
  private figureHeadedLinks(): Link[] {
    return this.links.flatMap((link) => {
      const head = this.tokens[link.end];
      if (link.target.kind !== 'column' || link.via !== 'name' || link.score < 0.9 || !head || !FRAMING_HEADS.has(head.lemma)) return [];
      if (!this.model.isMeasure({ table: link.target.table, column: link.target.column })) return [];
      if (this.links.some((other) => other.start === link.end && other.via === 'name' && other.score >= 0.9)) return [];
      return [{ ...link, end: link.end + 1 } satisfies Link];
    });
  }

  /**
   * 'sales manager' for sales_teams.manager: a word of a column's table's name right before the column's name is part
   * of that name, not a reading of its own (sales as revenue).
   */
  private tablePrefixedColumnLinks(): Link[] {
    return this.links.flatMap((link) => {
      if (link.target.kind !== 'column' || link.score < 0.85 || link.start === 0) return [];
      const before = this.tokens[link.start - 1] as Token;
      const tableWords = this.model.table(link.target.table).words;
      if (isFunctionWord(before) || !tableWords.includes(before.lemma) || this.model.column({ table: link.target.table, column: link.target.column }).words.includes(before.lemma)) return [];
      if (this.links.some((other) => other.start === link.start - 1 && other.end === link.start && other.score >= link.score)) return [];
      return [{ ...link, start: link.start - 1 } satisfies Link];
    });
  }

  /**
   * 'number of invoices paid': the rows, then a participle of the state they are in, not the invoice's amount paid
   * (Amount Paid) that the two words together could name.
   */
  private rowsInState(link: Link): boolean {
    if (link.target.kind !== 'column' || link.end - link.start !== 2) return false;
    const [rows, state] = [this.tokens[link.start] as Token, this.tokens[link.end - 1] as Token];
    if (state.pos !== 'VERB' || state.lower === state.lemma || rows.lower === rows.lemma) return false;
    return this.model.table(link.target.table).words.includes(rows.lemma);
  }

  /** The amount an average is 'weighted by', and the words that say it. */
  private readonly weighting?: { op: OpItem; ref: RefItem; columns: ColumnRef[] };

  private weightingOf(items: readonly Item[]): { op: OpItem; ref: RefItem; columns: ColumnRef[] } | undefined {
    const op = items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'weighted');
    // 'weighted by the kilos bought': a small word may come before the weight.
    const start = op && ['the', 'their', 'its', 'each'].includes(this.tokens[op.end]?.lower ?? '') ? op.end + 1 : op?.end;
    const ref = op && items.find((item): item is RefItem => item.kind === 'ref' && item.start === start);
    const columns = (ref?.readings ?? []).flatMap(({ score, target }) => (score >= MIN_SCORE && target.kind === 'column' && this.model.isMeasure({ table: target.table, column: target.column }) ? [{ table: target.table, column: target.column }] : []));
    return op && ref && columns.length > 0 ? { op, ref, columns } : undefined;
  }

  /**
   * 'protein % by route, weighted by litres': the one average of the same rows becomes the sum of each value times
   * its weight over the sum of the weights. With no such average, the words stay unread, for the question back.
   */
  private finishWeighting(): void {
    const weighting = this.weighting;
    if (!weighting) return;
    const { op, ref } = weighting;
    // An amount named to weight by that cannot weight the average is said back, never dropped: the plain average is
    // another figure.
    const unread = () => {
      for (let i = op.start; i < op.end; i++) this.roles[i] = 'unmatched';
    };
    const only = this.intent.measures.length === 1 && this.intent.measures[0]?.aggregate === 'avg' ? this.intent.measures[0] : undefined;
    const weights = weighting.columns.filter((column) => column.table === only?.column?.table && column.column !== only.column.column);
    const weight = weights.length === 1 ? weights[0] : undefined;
    if (!only?.column || !weight || only.ratio || only.share) return unread();
    const value = only.column.column;
    const label = `${humanize(value)} weighted by ${humanize(weight.column)}`;
    this.intent.measures = [{ aggregate: 'avg', metric: { name: label, table: weight.table, expression: `sum(${quoteName(value)} * ${quoteName(weight.column)}) / nullif(sum(${quoteName(weight.column)}), 0)` }, table: weight.table, label }];
    this.usedOps.add(op);
    this.mark(op.start, op.end, 'operator');
    for (let i = ref.start; i < ref.end; i++) {
      this.roles[i] = 'bound';
      this.meanings[i] = `the weight of ${humanize(value)}`;
      this.targets[i] = { kind: 'column', ...weight };
    }
  }

  /** Where 'how much' begins, or -1. */
  private howMuchAt(): number {
    return this.tokens.findIndex((token, i) => token.lower === 'how' && this.tokens[i + 1]?.lower === 'much');
  }

  /**
   * 'total bookings', 'top 3 accounts by bookings', 'won business': where one table's rows end Won, bookings are the
   * amount of the won rows, and business won is those rows. Only when no name of the catalog was read there.
   */
  private wonBusinessLinks(): Link[] {
    // 'how much did we book in 2017': after 'how much', the verb says the bookings.
    const howMuch = this.howMuchAt();
    const booked = (token: Token, i: number) => token.lemma === 'book' && token.pos === 'VERB' && howMuch >= 0 && i > howMuch + 1;
    const words = this.tokens.map((token, i) => ({ token, i })).filter(({ token, i }) => (token.lemma === 'booking' || token.lower === 'bookings' || booked(token, i) || (token.lemma === 'business' && ['won', 'closed', 'close'].includes(this.tokens[i - 1]?.lower ?? ''))) && !this.links.some((link) => link.start <= i && i < link.end && link.score >= 0.8));
    if (words.length === 0) return [];
    const only = this.wonStatus();
    if (!only) return [];
    const { column: status, value } = only;
    const amount = this.mainAmount(status.ref.table);
    const links: Link[] = [];
    for (const { token, i } of words) {
      if (token.lemma === 'business') {
        links.push({ start: i, end: i + 1, target: { kind: 'table', table: status.ref.table }, score: 0.85, via: 'synonym' });
        continue;
      }
      if (!amount || 'expression' in amount) continue;
      links.push({ start: i, end: i + 1, target: { kind: 'column', table: amount.table, column: amount.column }, score: 0.9, via: 'synonym' });
      if (!this.intent.filters.some((filter) => filter.kind === 'values' && filter.column.table === status.ref.table && filter.column.column === status.ref.column)) {
        this.intent.filters.push({ kind: 'values', column: status.ref, values: [value], label: `bookings: ${humanize(status.column.name)} is ${value}` });
      }
    }
    return links;
  }

  /**
   * Rows not ended: no end date, or, where some end dates lie ahead of today ('active permits' of which some end next
   * month), an end date not reached yet.
   */
  private notEnded(end: ColumnModel, label: string): Extract<Filter, { kind: 'null' }> {
    const asOf = this.endsAhead(end);
    return asOf ? { kind: 'null', column: end.ref, label: `${label} or ending on or after ${asOf}`, asOf } : { kind: 'null', column: end.ref, label };
  }

  private ended(end: ColumnModel): Extract<Filter, { kind: 'not_null' }> {
    const asOf = this.endsAhead(end);
    return asOf ? { kind: 'not_null', column: end.ref, label: `${humanize(end.column.name)} before ${asOf}`, asOf } : { kind: 'not_null', column: end.ref, label: `${humanize(end.column.name)} is set` };
  }

  /**
   * 'events we held each month', 'classes we ran this year': what was held took place, so rows cancelled before it did
   * are left out, where a status keeps them and the question says nothing of its own of that status.
   */
  private finishHeld(anchor: string | undefined): void {
    // Said in the past: 'held', or 'did we hold'.
    // 'how many lessons did Priya Sharma give': 'did' may stand before the one doing it, a few words back.
    const didBefore = (i: number) => this.tokens.slice(Math.max(0, i - 4), i).some((token, k, before) => token.lower === 'did' && before.slice(k + 1).every((other) => other.pos !== 'VERB'));
    const past = (token: Token, i: number) => saidInThePast(token) || didBefore(i);
    // 'how many eye exams did we do', 'which branch looked after the most funerals': doing or looking after them too.
    // 'who did the most full grooms': 'did' itself is the verb.
    const done = (token: Token, i: number) => (token.lower === 'did' && ['the', 'most', 'more', 'fewest', 'least'].includes(this.lowerAt(i + 1))) || (['do', 'work'].includes(token.lemma) && (token.lower === 'done' || ['did', 'have', 'has', "'ve"].includes(this.lowerAt(i - 2)) || this.lowerAt(i - 1) === 'did')) || (token.lemma === 'look' && this.lowerAt(i + 1) === 'after');
    // 'our busiest month for tattoo sessions': how busy a time was is what took place in it.
    const busy = this.tokens.some((token) => BUSY_WORDS.has(token.lower));
    // 'how many surveys did we actually sit': whatever the verb, 'actually' says the rows took place.
    const actually = (token: Token, i: number) => token.pos === 'VERB' && ['actually', 'really'].includes(this.lowerAt(i - 1));
    const held = busy || this.tokens.some((token, i) => ((HOLDING_VERBS.has(token.lemma) && token.pos === 'VERB') || done(token, i) || actually(token, i)) && past(token, i));
    const table = this.intent.subject ?? anchor;
    if (held && table) this.leaveOutCancelled(table);
    else if (table) this.leaveOutNotHappened(table, past);
  }

  /**
   * 'weddings we've shot this year', 'tours we guided in 2025': a verb in the past that names the rows' date (not one of
   * making or booking them) says they happened on it. Of rows that can be missed as well as cancelled (appointments,
   * bookings), those that were either did not.
   */
  private leaveOutNotHappened(table: string, past: (token: Token, i: number) => boolean): void {
    const happened = [...this.dateVerbs].some((i) => {
      const token = this.tokens[i];
      // Booking or making a row ('reservations booked this month') is no sign it then happened.
      const making = MAKING_VERBS.has(token?.lemma ?? '') || BOOKING_VERBS.has(token?.lemma ?? '');
      return token !== undefined && token.pos === 'VERB' && past(token, i) && !making && !CANCEL_WORD.test(token.lower) && !NEVER_DROPPED.has(token.lower);
    });
    if (!happened) return;
    const filter = this.cancelledOut(table, true);
    if (filter?.kind === 'values' && filter.values.some((value) => NO_SHOW_VALUE.test(value.trim()))) this.intent.filters.push(filter);
  }

  /**
   * 'avg days between date of death and the funeral': the time between two events is measured over rows where they
   * took place; those cancelled did not, whatever day was set for them. Not when the question speaks of cancelling.
   */
  private finishSpanTookPlace(): void {
    const span = this.intent.measures.find((measure) => measure.duration !== undefined);
    if (!span?.duration || this.tokens.some((token) => CANCEL_WORD.test(token.lower))) return;
    const { from, to } = span.duration;
    if ([from, to].some((date) => this.model.column(date).words.some((word) => CANCEL_WORD.test(word)))) return;
    // How far ahead something was booked holds for every booking, whether it then took place or not.
    if (this.bookedDate(from) && span.duration.calendarDays) return;
    // A moment stamped when it happened (a first response) did happen, cancelled or not; a day may be one set ahead.
    if (this.model.column(to).column.type !== 'date') return;
    this.leaveOutCancelled(to.table);
  }

  /** Leaves out the rows a status of their own says were cancelled (or missed), unless a condition names that status. */
  private leaveOutCancelled(table: string): void {
    const filter = this.cancelledOut(table, true);
    if (filter) this.intent.filters.push(filter);
  }

  /**
   * The condition that leaves out a table's cancelled rows (and, with `missed`, those nobody came to), by a status
   * column no condition of the question names.
   */
  private cancelledOut(table: string, missed: boolean, why = 'did not take place'): Filter | undefined {
    for (const column of this.model.table(table).columns) {
      if (!isStatusColumn(column)) continue;
      if (this.intent.filters.some((filter) => filterColumns(filter).some((other) => other.table === table && other.column === column.ref.column))) continue;
      // 'Teacher cancelled', 'Cancelled by client': a state that says who cancelled is cancelled too.
      const said = (column.column.values ?? []).filter((value) => CANCELLED_STATE.test(value) || codeFor(value, 'cancelled') || TWO_LETTER_STATES.cancelled?.includes(value.trim()) === true);
      // ICX and LCX beside CXL (cancelled by the instructor, cancelled late): short codes built on the cancelled one's CX.
      const code = (value: string) => /^[A-Z]{2,4}$/.test(value.trim());
      const kin = said.some((value) => code(value) && value.includes('CX')) ? (column.column.values ?? []).filter((value) => code(value) && value.includes('CX') && !said.includes(value)) : [];
      const cancelled = [...said, ...kin];
      if (cancelled.length === 0) continue;
      // Nor did the ones nobody came to: 'did not attend' (DNA), no-shows.
      // Nor did those moved to another day, which took place, if at all, as another row.
      // Postponed ones as their trade writes them short too (PPN, PSTP, RSCH).
      const moved = (value: string) => /^(rescheduled|postponed)$/i.test(value.trim()) || POSTPONED_CODES.has(value.trim().toLowerCase());
      const noShows = missed ? (column.column.values ?? []).filter((value) => NO_SHOW_VALUE.test(value.trim()) || moved(value)) : [];
      const left = [...cancelled, ...noShows];
      return { kind: 'values', column: column.ref, values: left, negated: true, byQualifier: true, label: `${humanize(column.column.name)} is not ${left.join(' or ')} (${noShows.length > 0 ? 'cancelled and missed' : 'cancelled'} ones ${why})` };
    }
    return undefined;
  }

  /**
   * 'average minutes watched per attendee' where registrations keep an attended flag: 'per' before a yes/no column's
   * name says whose figure is averaged, the rows it marks; a grouping by Y and N would answer something else.
   */
  private finishPerFlaggedRow(): void {
    if (!this.intent.measures.some((measure) => measure.aggregate === 'avg' || measure.aggregate === 'median')) return;
    this.intent.dimensions = this.intent.dimensions.filter((dimension) => {
      const [column] = dimension.columns;
      if (dimension.columns.length !== 1 || !column || dimension.grain || this.model.column(column).role !== 'flag') return true;
      const at = this.targets.findIndex((target, i) => target?.kind === 'column' && target.table === column.table && target.column === column.column && ['per', 'each', 'every'].includes(this.lowerAt(i - 1)) && this.lowerAt(i - 2) !== 'for');
      if (at < 0 || this.tokens[at]?.pos !== 'NOUN') return true;
      this.intent.filters.push({ kind: 'flag', column, value: true, label: `${humanize(column.column)} is set` });
      return false;
    });
  }

  /**
   * 'which products have we discontinued and when', 'the drivers who still work for us + when they were hired': a
   * trailing 'when' asks for the date of what the list says happened: the one its verb names, or the one date the
   * rows were picked by.
   */
  private finishWhenShown(): void {
    const subject = this.intent.subject;
    if (!this.intent.list || this.intent.measures.length > 0 || !subject) return;
    const when = this.tokens.findIndex((token, k) => token.lower === 'when' && k > 0 && [',', 'and', '+', '&', '-', 'plus'].includes(this.lowerAt(k - 1)) && this.roles[k] !== 'bound');
    if (when < 0) return;
    let at = when + 1;
    while (['they', 'it', 'he', 'she', 'we', 'each', 'one', 'was', 'were', 'did', 'had', 'have', 'has', 'been', 'got'].includes(this.lowerAt(at))) at++;
    const verb = this.tokens[at];
    const tables = [subject, ...this.model.reachable(subject).filter((other) => this.model.reachesWithoutFanOut(subject, other))];
    const named = verb && at === this.tokens.length - 1 - (this.tokens[this.tokens.length - 1]?.pos === 'PUNCT' ? 1 : 0) ? this.datesNamedByWord(verb, tables) : [];
    const pickedBy = this.intent.filters.flatMap((filter) => ((filter.kind === 'not_null' || filter.kind === 'date_range') && tables.includes(filter.column.table) && this.model.isDate(filter.column) ? [filter.column] : []));
    const date = named.length === 1 ? named[0] : verb && at < this.tokens.length && this.tokens[at]?.pos !== 'PUNCT' ? undefined : pickedBy.length === 1 ? pickedBy[0] : undefined;
    if (!date) return;
    if (!this.intent.listColumns.some((column) => column.table === date.table && column.column === date.column)) this.intent.listColumns.push(date);
    this.roles[when] = 'bound';
    this.meanings[when] = humanize(date.column);
    for (let k = when + 1; k < at; k++) this.roles[k] = 'filler';
    // 'and when each one started': 'each' there only says every row has its own.
    for (const item of this.items) if (item.kind === 'op' && item.start > when && item.end <= at) this.usedOps.add(item);
    if (named.length === 1) {
      this.roles[at] = 'bound';
      this.meanings[at] = humanize(date.column);
      this.targets[at] = { kind: 'column', ...date };
    }
  }

  /**
   * 'flights in October with their date', 'upcoming visits: date, job number and pilot': the bare word 'date' among what
   * a list shows is the rows' date the question already goes by, or the one date they keep.
   */
  private finishBareDateShown(): void {
    const subject = this.intent.subject;
    if (!subject || this.intent.measures.length > 0 || (!this.intent.list && !this.intent.rowRanking)) return;
    const tables = [subject, ...this.model.reachable(subject).filter((other) => this.model.reachesWithoutFanOut(subject, other))];
    const goneBy = [...new Set(this.intent.filters.flatMap((filter) => ((filter.kind === 'date_range' || filter.kind === 'not_null' || filter.kind === 'null') && filter.column.table === subject && this.model.isDate(filter.column) ? [filter.column.column] : [])))];
    const own = this.model.dateColumns(subject);
    // The time words may already have picked the date ('orders shipped in 1997': shipped_date).
    const timed = this.intent.times.length > 0 ? this.intent.dateColumn : undefined;
    const date = timed ?? (goneBy.length === 1 && goneBy[0] ? { table: subject, column: goneBy[0] } : own.length === 1 ? own[0] : undefined);
    if (!date || !tables.includes(date.table)) return;
    this.tokens.forEach((token, i) => {
      if (token.lemma !== 'date' || this.targets[i] !== undefined || (this.roles[i] !== undefined && this.roles[i] !== 'unmatched')) return;
      // Said as an item of what to show, not as the head of other words ('date range', 'date of birth').
      const before = this.lowerAt(i - 1);
      const listed = i === 0 || ['their', 'its', 'the', 'with', ',', 'and', '+', '&', ':', '.', '?'].includes(before);
      const after = this.tokens[i + 1];
      if (!listed || (after !== undefined && (after.pos === 'NOUN' || after.lower === 'of'))) return;
      if (!this.intent.listColumns.some((column) => sameColumns([column], [date]))) this.intent.listColumns.push(date);
      this.mark(i, i + 1, 'bound', humanize(date.column));
      this.targets[i] = { kind: 'column', ...date };
    });
  }

  /**
   * Whether a date has not come yet for the rows asked about: they must lack it (no decision yet), or it closes rows
   * that are kept open by their status ('repairs still open').
   */
  private notReached(date: ColumnRef): boolean {
    const closing = this.model.column(date).column.nullCount > 0 && mayRecordAnEnd(this.model.column(date));
    const openStatus = (filter: Filter) => filter.kind === 'values' && !filter.negated && filter.column.table === date.table && filter.values.every(namesOpenState);
    return this.intent.filters.some((filter) => (filter.kind === 'null' && filter.column.table === date.table && filter.column.column === date.column) || (closing && openStatus(filter)));
  }

  /**
   * 'properties with 3 bedrooms', 'children getting 30 funded hours', 'complaints at stage 2': a bare number beside the
   * words of a column of whole numbers that holds it is that column's value.
   */
  private numbersOfColumns(): void {
    this.tokens.forEach((token, i) => {
      if (token.number === undefined || token.percent || token.currency) return;
      // '3 bedrooms' before the column's words; 'stage 2', 'level 3 or above' after them, even where the name took the
      // number in ('stage 2' for stg_no).
      const side = [i + 1, i - 1].find((k) => this.targets[k]?.kind === 'column' && this.roles[k] === 'bound');
      const target = side === undefined ? undefined : this.targets[side];
      if (target?.kind !== 'column') return;
      const own = this.targets[i];
      if (this.roles[i] !== undefined && this.roles[i] !== 'unmatched' && !(own?.kind === 'column' && own.table === target.table && own.column === target.column)) return;
      const column = { table: target.table, column: target.column };
      if (!this.model.isNumeric(column) || !(this.model.column(column).column.values ?? []).includes(String(token.number))) return;
      const more = side === i - 1 && this.lowerAt(i + 1) === 'or' && ['above', 'more', 'higher', 'over'].includes(this.lowerAt(i + 2));
      const operator = more ? '>=' : '=';
      const label = `${humanize(column.column)} ${more ? 'at least' : 'is'} ${formatNumber(token.number)}`;
      const compared: Filter = { kind: 'compare', column, operator, value: token.number, label };
      this.intent.filters.push(compared);
      // Where it was said: 'what % of current staff are at level 3 or above' has it as the part, after the whole.
      this.filterAt.set(compared, i);
      const end = more ? i + 3 : i + 1;
      for (const item of this.items) if (item.kind === 'op' && item.start < end && item.end > i) this.usedOps.add(item);
      this.mark(i, end, 'bound', label);
    });
  }

  /**
   * 'current staff' where some start after today (a new starter, a child joining next month): who has not begun yet is
   * not here now. The day the row began, when it holds days after today.
   */
  private startedBy(table: string): Filter[] {
    const began = this.model.table(table).columns.find((column) => column.role === 'date' && /\b(start|started|hire|hired|join|joined|enrol|enroll|enrolled|began|begin)\b/.test(column.words.join(' ')));
    if (!began || !this.endsAhead(began) || this.filtersOn(began.ref)) return [];
    return [{ kind: 'date_range', column: began.ref, from: OPEN_START, to: addDays(this.options.today, 1), label: `${humanize(began.column.name)} on or before ${this.options.today}` }];
  }

  /**
   * Rows still in their term: begun by today and, where each keeps the last day it runs to (a membership's expiry
   * date, always set, some passed and some ahead), not yet run out. A member who never cancelled but did not renew
   * has lapsed.
   */
  private inTerm(table: string): Filter[] {
    const today = this.options.today;
    const runsTo = (column: ColumnModel) => column.words.some((word) => word.startsWith('expir')) || column.rawWords.some((word) => /^exp(iry|ires?|iration)?$/i.test(word));
    const expiry = this.model.table(table).columns.find((column) => column.role === 'date' && column.column.nullCount === 0 && runsTo(column) && this.spansToday(column));
    const unexpired: Filter[] = expiry && !this.filtersOn(expiry.ref) ? [{ kind: 'date_range', column: expiry.ref, from: today, to: OPEN_END, label: `${humanize(expiry.column.name)} on or after ${today}` }] : [];
    return [...this.startedBy(table), ...unexpired];
  }

  /**
   * 'how many animal adoptions': a table named just before rows that point at it, a noun before a noun, says whose
   * rows they are; the rows counted are the last named.
   */
  private headOfCompound(named: Target, phrase: Phrase): Target | undefined {
    if (named.kind !== 'table') return undefined;
    const at = phrase.refs.findIndex((ref) => sameTarget(ref.readings[0]?.target, named));
    const next = at >= 0 ? phrase.refs[at + 1] : undefined;
    const head = next?.readings[0]?.target;
    if (!next || head?.kind !== 'table' || head.table === named.table || next.start !== phrase.refs[at]?.end || this.tokens[next.end - 1]?.pos !== 'NOUN') return undefined;
    const steps = this.model.path(head.table, named.table);
    return steps?.length === 1 && !steps[0]?.fansOut ? head : undefined;
  }

  /** The start and end dates of rows that each run for a term, always set, as conditions that the term holds today. */
  private termHolding(table: string): Filter[] {
    const today = this.options.today;
    const always = (column: ColumnModel) => column.role === 'date' && column.column.nullCount === 0;
    const dates = this.model.table(table).columns.filter(always);
    const starts = dates.filter((column) => /\b(start|begin|from)\b/.test(column.words.join(' ')));
    const ends = dates.filter((column) => /\b(end|expiry|expire|until|to)\b/.test(column.words.join(' ')) && this.spansToday(column));
    const [start] = starts;
    const [end] = ends;
    if (starts.length !== 1 || ends.length !== 1 || !start || !end || this.filtersOn(start.ref) || this.filtersOn(end.ref)) return [];
    return [
      { kind: 'date_range', column: start.ref, from: OPEN_START, to: addDays(today, 1), label: `${humanize(start.column.name)} on or before ${today}` },
      { kind: 'date_range', column: end.ref, from: today, to: OPEN_END, label: `${humanize(end.column.name)} on or after ${today}` },
    ];
  }

  /** Whether a date column holds days both before today and from today on: some rows' terms have run out, some not. */
  private spansToday({ column }: ColumnModel): boolean {
    return typeof column.min === 'string' && typeof column.max === 'string' && column.min.slice(0, 10) < this.options.today && column.max.slice(0, 10) >= this.options.today;
  }

  private filtersOn(ref: ColumnRef): boolean {
    return this.intent.filters.some((filter) => filterColumns(filter).some((column) => column.table === ref.table && column.column === ref.column));
  }

  /** Today, when a real date column holds days after it. */
  private endsAhead(end: ColumnModel): string | undefined {
    const { type, max } = end.column;
    if ((type !== 'date' && type !== 'timestamp') || typeof max !== 'string') return undefined;
    // A last day (an end or leaving date) of today is still a day in; a payment or a return made today is done.
    if (sometimesEmptyDateSaying(end, CLOSING_STEMS)) return max.slice(0, 10) > this.options.today ? addDays(this.options.today, 1) : undefined;
    return max.slice(0, 10) >= this.options.today ? this.options.today : undefined;
  }

  /**
   * 'how many teachers work at Oak Hollow', "who's the principal at Pine Ridge": said in the present of people whose
   * rows keep a leaving date, the people still here, unless time words or a state say otherwise.
   */
  private finishPresentStaff(): void {
    const first = this.tokens[0]?.lower;
    // 'who reports directly to Ashley', 'how many people report to her': a standing relation said in the present.
    const presentRelation = (token: Token) => ['report', 'work', 'manage', 'supervise', 'lead', 'oversee'].includes(token.lemma) && (token.lower === token.lemma || token.lower === `${token.lemma}s`);
    // 'teachers making over $85k', 'which drivers earn more than 40k': what people earn, said in the present, is what
    // those still here are paid.
    const pastAsked = this.tokens.some((token) => ['did', 'didn', "didn't"].includes(token.lower));
    const presentEarning = (token: Token) => ['earn', 'make'].includes(token.lemma) && token.pos === 'VERB' && (token.lower.endsWith('ing') || token.lower === `${token.lemma}s` || (token.lower === token.lemma && !pastAsked));
    // 'cars still in the fleet that haven't had a service in the last 6 months': time words of something else leave
    // the rows said to be still ours the ones not ended.
    const stillHeld = this.saysStillHeld();
    const present = this.tokens.some((token) => presentRelation(token) || presentEarning(token)) || (first === 'who' && ['is', "'s", 'are'].includes(this.tokens[1]?.lower ?? '')) || this.saysNow() || this.saysWeHave();
    if (!stillHeld && (!present || this.intent.times.length > 0 || this.intent.grain)) return;
    // A state word inside a column's name ('MOT due date') says no state of the rows.
    // Nor does 'past their MOT due date', a comparison.
    const comparedPast = (token: Token, k: number) => token.lower === 'past' && this.roles[k] === 'operator';
    if (!stillHeld && this.tokens.some((token, k) => !comparedPast(token, k) && ((qualifierOf(token.lower) !== undefined && this.targets[k]?.kind !== 'column') || ['ever', 'every', 'all', 'past', 'former', 'ex'].includes(token.lower)))) return;
    const stems = QUALIFIERS.current?.emptyDates ?? [];
    const tables = new Set([...this.intent.tables, ...(this.intent.subject ? [this.intent.subject] : []), ...this.intent.filters.flatMap((filter) => filterColumns(filter).map((column) => column.table))]);
    // 'pallets we are holding for a customer at the moment': things counted are what is now, not their owner.
    const thingsCounted = this.intent.subject !== undefined && !this.personLike(this.intent.subject) && this.saysNow() && this.stayOpenEnd(this.intent.subject) !== undefined;
    for (const table of tables) {
      if (!this.personLike(table) || thingsCounted) continue;
      // A lapse (of a donor, a member) ends no one's place with us outright: only said of now ('at the moment') is it.
      const end = this.model.table(table).columns.find((column) => sometimesEmptyDateSaying(column, this.saysNow() ? stems : stems.filter((stem) => stem !== 'lapse')));
      if (!end || this.intent.filters.some((filter) => filterColumns(filter).some((column) => column.table === table && column.column === end.ref.column))) continue;
      this.intent.filters.push(this.notEnded(end, `still here (no ${humanize(end.column.name)})`), ...this.inTerm(table));
      this.heldNow = true;
      return;
    }
    // 'how many beers are in our core lineup right now', 'buses in service at the moment': any rows that end (a
    // discontinued, withdrawn or closing date) are, said of now, the ones not ended yet.
    const subject = this.intent.subject ?? (this.intent.tables.length === 1 ? this.intent.tables[0] : undefined);
    // 'how many properties have we got': what we had and sold (or scrapped) is ours no more, even without 'now'.
    const disposed = subject ? this.model.table(subject).columns.filter((column) => sometimesEmptyDateSaying(column, DISPOSAL_STEMS)) : [];
    const now = this.saysNow();
    if (!now && !stillHeld && !(this.saysWeHave() && disposed.length === 1)) return;
    // A state said of them ('available') is what they are in instead; said of what we have, only a status is one.
    // A kind of them said of now ('electric vehicles in the fleet now') is no state: its value names none.
    const stateValue = (filter: Filter) => filter.kind !== 'values' || filter.values.some((value) => qualifierOf(value.toLowerCase()) !== undefined || STATE_ADJECTIVES.has(value.toLowerCase()));
    const stateSaid = (filter: Filter, column: ColumnRef) => this.model.column(column).role === 'category' && (namesStates(this.model.column(column).words) || (now && stateValue(filter)));
    if (!subject || this.personLike(subject) || this.intent.filters.some((filter) => filterColumns(filter).some((column) => column.table === subject && stateSaid(filter, column)))) return;
    const ends = this.model.table(subject).columns.filter((column) => sometimesEmptyDateSaying(column, [...stems, 'discontinu', ...DISPOSAL_STEMS]));
    const end = ends.length === 1 ? ends[0] : ends.length === 0 && now ? this.stayOpenEnd(subject) : undefined;
    // 'how many loans have we got out at the moment' where pledges keep ACT, RED, FOR: with no date that ends them, the
    // one status value of a live row says which are current.
    const live = !end && ends.length === 0 && (now || stillHeld) ? this.liveStatus(subject) : undefined;
    if (live) this.intent.filters.push({ kind: 'values', column: live.column, values: [live.value], label: `${humanize(live.column.column)} is ${live.value} (as of now)` });
    this.heldNow = live !== undefined;
    // 'adoptions running at the moment' where each keeps a start and an end date, always set: those whose term holds
    // today, less any cancelled in it.
    const term = !end && !live && ends.length === 0 && now ? this.termHolding(subject) : [];
    if (term.length > 0) {
      const cancelled = this.cancelledOut(subject, false, 'ended early');
      this.intent.filters.push(...term, ...(cancelled ? [cancelled] : []));
      this.heldNow = true;
      return;
    }
    if (!end || this.intent.filters.some((filter) => filterColumns(filter).some((column) => column.table === subject && column.column === end.ref.column))) return;
    this.intent.filters.push(this.notEnded(end, `not ended yet (no ${humanize(end.column.name)})`));
    this.heldNow = true;
  }

  /** The end of a stay the rows keep ('in_dt' to 'out_dt'), where some have not ended it: what is held until it. */
  private stayOpenEnd(table: string): ColumnModel | undefined {
    const end = this.stayDates(table)?.[1];
    return end && this.model.column(end).column.nullCount > 0 ? this.model.column(end) : undefined;
  }

  /** The one value of a table's one status column that says a row is live now: Active, Current, Open, or a code of one (ACT). */
  private liveStatus(table: string): { column: ColumnRef; value: string } | undefined {
    const found = this.model
      .table(table)
      .columns.filter(isStatusColumn)
      .map((column) => ({ column: column.ref, values: (column.column.values ?? []).filter((value) => (QUALIFIERS.current?.values ?? []).some((state) => value.trim().toLowerCase() === state || codeFor(value, state))) }));
    const only = found.length === 1 ? found[0] : undefined;
    return only && only.values.length === 1 ? { column: only.column, value: only.values[0] as string } : undefined;
  }

  /**
   * 'how many employees did we have in 2024', 'drivers we had last year': people who join and leave, 'had' in a period,
   * may be those who joined in it or everyone there at some time in it. With no date named, the question is asked.
   */
  private heldDuringPeriod(): string | undefined {
    const had = this.tokens.some((token, k) => token.lemma === 'have' && (token.lower === 'had' || ['did', 'do', 'does'].includes(this.lowerAt(k - 2))) && this.tokens[k + 1]?.pos !== 'VERB');
    if (!had || this.intent.times.length === 0 || this.intent.times.some((time) => time.column)) return undefined;
    const people = this.intent.subject ?? (this.intent.tables.length === 1 ? this.intent.tables[0] : undefined);
    if (!people || !this.personLike(people)) return undefined;
    // Only the people themselves, counted or listed: 'had the highest total' has something else.
    if (!this.intent.measures.every((measure) => measure.aggregate === 'count' && !measure.column && measure.table === people) || this.intent.limit !== undefined || this.intent.rowRanking) return undefined;
    // 'what has Dan Whitlow had in tips this year': an amount of other rows is what they had.
    if (this.targets.some((target, k) => this.roles[k] === 'bound' && target?.kind === 'column' && target.table !== people && this.model.column({ table: target.table, column: target.column }).role === 'measure')) return undefined;
    const model = this.model.table(people);
    if (!model.columns.some((column) => sometimesEmptyDateSaying(column, QUALIFIERS.current?.emptyDates ?? []))) return undefined;
    // A date of theirs named outright ('hired in 2024') says which.
    if (this.targets.some((target, k) => this.roles[k] === 'bound' && target?.kind === 'column' && target.table === people && this.model.isDate({ table: target.table, column: target.column }))) return undefined;
    // The user's own word for the people ('employees', 'staff'), else the table's.
    const said = this.tokens.find((_, k) => this.roles[k] === 'bound' && this.targets[k]?.kind === 'table' && targetTable(this.targets[k] as Target) === people)?.lower ?? humanize(model.table.name);
    return `Should the period count the ${said} who joined in it, or everyone who was among the ${said} at some time in it?`;
  }

  /**
   * 'the most funerals' where arrangements keep fnrl_dt: an event a date is named after, said as a noun, is the rows
   * that have that date; their distinct days are never what is counted ('how many days' says days).
   */
  private eventNamedByDate(column: ColumnRef): boolean {
    if (!this.model.isDate(column)) return false;
    const said = this.tokens.filter((_, i) => {
      const target = this.targets[i];
      // 'check-ins': the hyphen of a compound says nothing.
      return this.roles[i] === 'bound' && target?.kind === 'column' && target.table === column.table && target.column === column.column && this.tokens[i]?.pos !== 'PUNCT';
    });
    return said.length > 0 && said.every((token) => token.pos === 'NOUN' && !DATE_WORDS.has(token.lemma) && !['week', 'month', 'quarter', 'year', 'period'].includes(token.lemma));
  }

  /**
   * 'signups in the last 30 days', 'new hires this year': a question that is only the plural of an event a date column
   * is named for (and words that say when or which) asks how many there were, not for the rows that had them.
   */
  private finishEventsCounted(): void {
    const intent = this.intent;
    if (intent.measures.length > 0 || intent.dimensions.length > 0 || intent.listColumns.length > 0 || intent.list || intent.limit !== undefined || intent.rowRanking) return;
    if (this.items.some((item) => item.kind === 'op' && !['time', 'filler', 'negate'].includes(item.operator.op))) return;
    const first = this.tokens.findIndex((token, i) => this.roles[i] !== 'filler' && !isFunctionWord(token));
    const target = this.targets[first];
    const head = this.tokens[first];
    if (first < 0 || !head || target?.kind !== 'column' || this.roles[first] !== 'bound') return;
    const date = { table: target.table, column: target.column };
    if (!this.eventNamedByDate(date)) return;
    this.bindAsRows(target);
    intent.measures.push(this.rowCount(date.table));
    this.noteTable(date.table);
  }

  /**
   * 'how many arrivals in 2025', 'number of arrivals per month' where bookings keep arr_dt: the event a date names,
   * counted, is the rows that have it.
   */
  private countEventsNamedByDate(): void {
    const count = this.countAll ?? this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'count' && !this.usedOps.has(item));
    if (!count || this.intent.measures.length > 0) return;
    let at = count.end;
    while (this.tokens[at] && isFunctionWord(this.tokens[at] as Token)) at++;
    const target = this.targets[at];
    if (target?.kind !== 'column' || (this.intent.subject !== undefined && this.intent.subject !== target.table) || this.roles[at] !== 'bound' || this.tokens[at]?.pos !== 'NOUN' || this.tokens[at]?.lower === this.tokens[at]?.lemma) return;
    const date = { table: target.table, column: target.column };
    if (!this.model.isDate(date) || !this.eventNamedByDate(date)) return;
    this.bindAsRows(target);
    this.intent.subject = date.table;
    // The event's date is the one its period and its months are of.
    this.intent.dateColumn ??= date;
    this.noteTable(date.table);
    if (count === this.countAll) return;
    this.intent.measures.push(this.rowCount(date.table));
    this.usedOps.add(count);
    this.mark(count.start, count.end, 'operator');
  }

  /**
   * The words bound to a column of a table, bound to its rows instead: 'moves' of move_dt, 'any hours' of reg_hrs.
   * They are what the words count or say exist.
   */
  private bindAsRows(column: Extract<Target, { kind: 'column' }>): Extract<Target, { kind: 'table' }> {
    const rows: Extract<Target, { kind: 'table' }> = { kind: 'table', table: column.table };
    this.targets.forEach((target, i) => {
      if (this.roles[i] !== 'bound' || target?.kind !== 'column' || target.table !== column.table || target.column !== column.column) return;
      this.targets[i] = rows;
      this.meanings[i] = `table ${column.table}`;
      // Which of the table's columns the word meant is no longer asked: the rows are.
      this.keepAmbiguities((entry) => !(entry.ref.start <= i && i < entry.ref.end));
    });
    return rows;
  }

  /**
   * 'still in the fleet', 'still on our books', 'still with us': the rows are said to be ours now. So are rows said to
   * be 'on our books' or 'on the books', with or without 'still'.
   */
  private saysStillHeld(): boolean {
    return this.tokens.some((token, k) => {
      if (token.lower === 'on' && ['the', 'our'].includes(this.lowerAt(k + 1)) && this.lowerAt(k + 2) === 'books') return true;
      if (token.lower !== 'still' || !['in', 'on', 'with'].includes(this.lowerAt(k + 1))) return false;
      const at = ['the', 'our'].includes(this.lowerAt(k + 2)) ? k + 3 : k + 2;
      return this.lowerAt(at) === 'us' || this.lowerAt(at) === 'books' || (this.roles[at] === 'bound' && this.targets[at]?.kind === 'table');
    });
  }

  /** The lower-case form of the token at `k`, or '' past either end. */
  private lowerAt(k: number): string {
    return this.tokens[k]?.lower ?? '';
  }

  /**
   * 'right now', 'currently', 'at the moment', 'these days', 'as of now', 'in the fleet now': the question is about the
   * present. Not 'until now' or 'since now', which run up to it, nor 'now that' or 'from now on'.
   */
  private saysNow(): boolean {
    const present = (k: number) => !['until', 'till', 'up', 'to', 'since', 'from', 'by', 'than'].includes(this.lowerAt(k - 1)) && !['that', 'on'].includes(this.lowerAt(k + 1));
    return this.tokens.some((token, k) => token.lower === 'currently' || token.lower === 'nowadays' || (token.lower === 'days' && this.lowerAt(k - 1) === 'these') || (token.lower === 'now' && present(k)) || (token.lower === 'moment' && this.lowerAt(k - 1) === 'the' && this.lowerAt(k - 2) === 'at') || this.ownPremisesAt(k) !== undefined);
  }

  /** 'how many drivers do we have', 'the staff we've got': what a business has is what it has now, not all it ever had. */
  private saysWeHave(): boolean {
    // 'are any of our vans …': asked in the present, of what is ours.
    const ofOurs = (k: number) => this.lowerAt(k) === 'of' && this.lowerAt(k + 1) === 'our' && this.lowerAt(k - 1) === 'any' && ['are', 'is'].includes(this.lowerAt(k - 2));
    return this.tokens.some((token, k) => ofOurs(k) || (token.lower === 'do' && this.lowerAt(k + 1) === 'we' && (this.lowerAt(k + 2) === 'have' || (this.lowerAt(k + 2) === 'currently' && this.lowerAt(k + 3) === 'have'))) || (token.lower === 'have' && this.lowerAt(k + 1) === 'we' && this.lowerAt(k + 2) === 'got') || (token.lower === "'ve" && this.lowerAt(k - 1) === 'we' && this.lowerAt(k + 1) === 'got'));
  }

  /** The one status value of the catalog that says a row ended Won, with its column. */
  private wonStatus(): { column: ColumnModel; value: string } | undefined {
    const isWon = (value: string) => ['won', 'closed won'].includes(value.trim().toLowerCase());
    const won = [...this.model.tables.values()].flatMap((table) => table.columns.filter((column) => column.role === 'category').flatMap((column) => (column.column.values ?? []).filter(isWon).map((value) => ({ column, value }))));
    return won.length === 1 ? won[0] : undefined;
  }

  /**
   * 'accounts that never bought a GTK 500', 'customers who purchased the MG Special': where deals end Won, a purchase
   * is a won deal, not any deal.
   */
  private finishPurchaseIsWon(): void {
    const verb = this.tokens.findIndex((token, i) => PURCHASE_VERBS.has(token.lemma) && token.pos === 'VERB' && this.roles[i] !== 'bound');
    const won = verb >= 0 ? this.wonStatus() : undefined;
    if (!won) return;
    const status = won.column.ref;
    const onStatusTable = (filter: Filter) => (filter.kind === 'exists' && filter.table === status.table) || ('column' in filter && filter.column.table === status.table);
    if (!this.intent.filters.some(onStatusTable)) return;
    // 'accounts that never bought a GTK 500 (won deals only)': the won status said apart is the purchase's.
    const said = this.intent.filters.find((filter) => 'column' in filter && filter.column.table === status.table && filter.column.column === status.column);
    if (said && !(said.kind === 'values' && !said.negated && said.values.length === 1 && said.values[0] === won.value)) return;
    const filter: Filter = said ?? { kind: 'values', column: status, values: [won.value], label: `bought: ${humanize(won.column.column.name)} is ${won.value}` };
    // 'never bought a GTK 500': no won deal for it, so the won status goes inside the rows that must not exist.
    const negatedExists = this.intent.filters.find((other): other is Extract<Filter, { kind: 'exists' }> => other.kind === 'exists' && other.negated && other.table === status.table);
    const moveInto = (filters: Filter[]) => {
      filters.push(filter);
      this.intent.filters = this.intent.filters.filter((other) => other !== filter);
    };
    if (negatedExists) {
      moveInto(negatedExists.filters);
      return;
    }
    const negatedValues = this.intent.filters.findIndex((other) => other.kind === 'values' && other.negated && other.column.table === status.table && other.column.table !== this.intent.subject);
    const negatedValue = this.intent.filters[negatedValues];
    if (negatedValue?.kind === 'values') {
      const positive: Filter = { ...negatedValue, negated: undefined, throughout: undefined, label: `${humanize(negatedValue.column.column)} is ${negatedValue.values.join(' or ')}` };
      const exists: Filter = { kind: 'exists', table: status.table, filters: [positive], negated: true, label: `none bought whose ${positive.label}` };
      this.intent.filters[negatedValues] = exists;
      moveInto(exists.filters);
      return;
    }
    if (said) return;
    this.intent.filters.push(filter);
    this.filterAt.set(filter, verb);
  }

  /** Tables whose one-word name is the word or shortens it ('ofr' for offer). */
  private tablesNamedBy(word: string): TableModel[] {
    let known = tablesByWord.get(this.model);
    if (!known) {
      known = new Map();
      tablesByWord.set(this.model, known);
    }
    let tables = known.get(word);
    if (!tables) {
      tables = [...this.model.tables.values()].filter((table) => table.rawWords.length === 1 && table.rawWords.some((name) => name.toLowerCase() === word || abbreviates(name.toLowerCase(), word)));
      known.set(word, tables);
    }
    return tables;
  }

  read(): IntentOutcome {
    if (this.tokens.length === 0) return this.declined('The question is empty.');
    const phrases = this.phrases();
    const rolePhrases = this.assignRoles(phrases);
    rolePhrases.forEach((entry, i) => {
      const neighbours = [rolePhrases[i - 1], rolePhrases[i + 1]].filter((other): other is RolePhrase => other !== undefined && (other.phrase.end === entry.phrase.start || entry.phrase.end === other.phrase.start));
      if (entry.role.role === 'free' && neighbours.some((other) => other.role.role === 'measure')) this.adjacentToMeasure.add(entry.phrase);
    });
    this.readWhoAgent(rolePhrases);
    const anchor = this.chooseAnchor(rolePhrases);
    for (const entry of rolePhrases) this.bind(entry, anchor);
    this.finishShape(anchor);
    this.finishWeighting();
    this.accountRest();
    this.finishStatesAtOdds();
    this.keepUnreadMoney();
    this.keepUnreadComparison();
    this.keepUnreadFullness();
    const unmatched = this.unmatchedWords();
    const words = this.words();
    const outcome = { words, corrections: this.corrections };
    if (this.intent.measures.length === 0 && this.intent.tables.length === 0 && this.intent.listColumns.length === 0 && this.intent.dimensions.length === 0) {
      return { kind: 'declined', reason: unmatched.length > 0 ? `Nothing in the data matches ${quoteList(unmatched)}.` : 'The question does not name anything this data holds.', ...outcome };
    }
    const held = this.heldDuringPeriod();
    if (held) return { kind: 'clarification', clarification: { question: held, options: [] }, ...outcome };
    const ambiguity = this.ambiguities.find(({ ref, readings }) => this.roles.slice(ref.start, ref.end).every((role) => role === 'bound') && !this.namesSuperior(readings) && !this.namedAgainAfter(ref));
    if (unmatched.length > 0) {
      return {
        kind: 'clarification',
        clarification: {
          question: this.onlyOperatorsUnmatched()
            ? `I could not use ${quoteList(unmatched)} in the answer. What should ${unmatched.length === 1 ? 'it' : 'they'} change?`
            : unmatched.length === 1
              ? `I don't know what ${quoteList(unmatched)} means in this data. What should it match?`
              : `I don't know what ${quoteList(unmatched)} mean in this data. What should they match?`,
          options: this.optionsWithout(unmatched),
        },
        ...outcome,
      };
    }
    if (ambiguity) {
      const words = this.tokens.slice(ambiguity.ref.start, ambiguity.ref.end).map((token) => token.text).join(' ');
      const options = ambiguity.readings.slice(0, 4).map((reading) => describeChoice(reading.target, this.model));
      return {
        kind: 'clarification',
        clarification: { question: options.length > 1 ? `"${words}" can mean more than one thing in this data. Which one?` : `Is "${words}" ${options[0] ?? 'what you mean'}?`, options },
        ...outcome,
      };
    }
    if (this.tokens.some((token) => ['than', 'and', 'or', 'between', 'compare', 'against', 'vs', 'versus', '&'].includes(token.lemma) || token.lower === 'vs.')) this.intent.contrast = true;
    // 'bookings this month', 'visits scheduled this week': words of what is still to come keep a period whole.
    // So does a verb in the present after the rows ('which practitioners leave this year').
    const present = (token: Token, i: number) => token.pos === 'VERB' && token.lower === token.lemma && this.tokens[i - 1]?.pos === 'NOUN' && !['have', 'do', 'be', 'get', 'make', 'need', 'want'].includes(token.lemma);
    if (this.tokens.some((token, i) => AHEAD_WORDS.has(token.lemma) || AHEAD_WORDS.has(token.lower) || present(token, i))) this.intent.speaksAhead = true;
    // 'bookings made through the app', 'orders we took': not 'lessons booked for December', which says what they are for.
    if (this.tokens.some((token, i) => token.pos === 'VERB' && MAKING_VERBS.has(token.lemma) && this.tokens[i + 1]?.lower !== 'for' && !(this.tokens[i + 1]?.lower === 'in' && this.tokens[i + 2]?.lower === 'for'))) this.intent.saysMaking = true;
    this.intent.namedColumns = [...(this.intent.namedColumns ?? []), ...this.targets.flatMap((target) => (target && target.kind === 'column' ? [{ table: target.table, column: target.column }] : []))];
    return { kind: 'intent', intent: this.intent, ...outcome };
  }

  private declined(reason: string): IntentOutcome {
    return { kind: 'declined', reason, words: this.words(), corrections: this.corrections };
  }

  // ---- phrases and roles ---------------------------------------------------------------------------------------

  private mark(start: number, end: number, role: WordAccount['role'], meaning?: string): void {
    for (let i = start; i < end; i++) {
      if (this.roles[i] === 'bound' && role !== 'bound') continue;
      this.roles[i] = role;
      if (meaning && role === 'bound') this.meanings[i] = meaning;
    }
  }

  /** Runs of refs and content words between operators. Function words and 'of' join a run ('price of Chai'). */
  private phrases(): Phrase[] {
    const phrases: Phrase[] = [];
    let current: Phrase | undefined;
    const close = () => {
      if (current && (current.refs.length > 0 || current.words.some((word) => !isFunctionWord(word.token)))) phrases.push(current);
      current = undefined;
    };
    for (const item of this.items) {
      if (item.kind === 'op') {
        if (item.operator.op === 'filler') this.mark(item.start, item.end, 'filler');
        close();
        continue;
      }
      if (item.kind === 'word' && isFunctionWord(item.token) && !current) continue;
      // 'US-based accounts': a hyphened participle joins the name before it to the rows after it.
      if (current && item.kind === 'word' && this.hyphenedParticiple(item.start)) continue;
      // 'of', 'for', 'with', 'in' between two phrases close the first ('revenue of customers in Germany').
      if (item.kind === 'word' && isFunctionWord(item.token)) {
        if (['of', 'for', 'with', 'in', 'from', 'to', 'at', 'on', 'whose', 'that', 'who', 'which', 'where', 'have', 'has', 'had', 'is', 'are', 'was', 'were', 'be', 'by', 'do', 'does', 'did'].includes(item.token.lower) || item.token.pos === 'PUNCT') close();
        continue;
      }
      // A verb starts a new phrase: 'products cost more than 50', 'deals won by Darcel'.
      if (current && this.tokens[item.start]?.pos === 'VERB' && !this.nounsTaggedAsVerbs.has(item.start) && (current.refs.length > 0 || current.words.length > 0)) close();
      if (!current) current = { start: item.start, end: item.end, refs: [], words: [] };
      current.end = item.end;
      if (item.kind === 'ref') current.refs.push(item);
      else current.words.push(item);
    }
    close();
    return phrases;
  }

  /** Whether the word at `at` is the hyphen or the participle of 'US-based', 'family-owned', written as one word. */
  private hyphenedParticiple(at: number): boolean {
    const hyphen = this.tokens[at]?.lower === '-' ? at : this.tokens[at - 1]?.lower === '-' ? at - 1 : -1;
    const before = this.tokens[hyphen - 1];
    const hyphenToken = this.tokens[hyphen];
    const participle = this.tokens[hyphen + 1];
    return before !== undefined && hyphenToken !== undefined && participle !== undefined && hyphenToken.start === before.end && participle.start === hyphenToken.end && participle.pos === 'VERB' && /ed$/.test(participle.lower);
  }

  private opBefore(phrase: Phrase, maxGap = 3): OpItem | undefined {
    let best: OpItem | undefined;
    for (const item of this.items) {
      if (item.kind !== 'op' || item.end > phrase.start) continue;
      if (phrase.start - item.end > maxGap) continue;
      // 'didn't come through Booking.com': a negation reaches over a verb that says nothing of its own.
      const reach = (token: Token, i: number) => isFunctionWord(token) || isLinkWord(token) || ((item.operator.op === 'negate' || item.operator.op === 'without') && token.pos === 'VERB' && (GENERIC_WORDS.has(token.lemma) || this.relationVerb(token) || this.agentVerbs.has(i)));
      if (this.tokens.slice(item.end, phrase.start).some((token, k) => !reach(token, item.end + k))) continue;
      if (!best || item.end >= best.end) best = item;
    }
    return best;
  }

  /** The operators right before a phrase, nearest last: 'the highest total' → superlative, aggregate. */
  private opChain(phrase: Phrase): OpItem[] {
    const chain: OpItem[] = [];
    let edge = phrase.start;
    for (;;) {
      const op = this.opBefore({ ...phrase, start: edge });
      if (!op || chain.includes(op)) break;
      // 'Of the orders placed in 1997, how many were shipped late': a count before a helping verb counts the rows named
      // before it, never the words after the verb.
      if (this.countsRowsNamedBefore(op)) break;
      // 'how many fewer requests': the difference is between periods; the phrase is still what 'how many' counts.
      if (op.operator.op === 'difference' && !op.operator.keep) {
        edge = op.start;
        continue;
      }
      // 'total 1997 revenue', 'share of 1997 revenue': time words right between a measuring operator and its phrase
      // date the rows; the operator is the phrase's.
      if (op.operator.op === 'time' && chain.length === 0) {
        const measuring = this.opBefore({ ...phrase, start: op.start });
        // 'rank the categories by 1997 sales': so between 'by' and what to rank by.
        const by = measuring && this.tokens[measuring.end - 1]?.lower === 'by' && ['group', 'order'].includes(measuring.operator.op);
        if (measuring && measuring.end === op.start && (['aggregate', 'how_much', 'rate'].includes(measuring.operator.op) || by)) {
          edge = op.start;
          continue;
        }
      }
      // 'by country and city': the 'and' itself is the phrase's operator; it carries the role before it.
      if (op.operator.op === 'and' || op.operator.op === 'or') {
        if (chain.length === 0) chain.push(op);
        break;
      }
      chain.unshift(op);
      edge = op.start;
      if (chain.length >= 3) break;
    }
    return chain;
  }

  /** 'Of the orders placed in 1997, how many were shipped late': 'how many' right before a helping verb, after rows named. */
  private countsRowsNamedBefore(op: OpItem): boolean {
    if (op.operator.op !== 'aggregate' || op.operator.aggregate !== 'count' || !COUNTED_ROWS_VERBS.has(this.tokens[op.end]?.lower ?? '')) return false;
    return this.items.some((other) => other.kind === 'ref' && other.end <= op.start);
  }

  private assignRoles(phrases: Phrase[]): RolePhrase[] {
    const result: RolePhrase[] = [];
    const ops = this.items.filter((item): item is OpItem => item.kind === 'op');
    for (const op of ops) this.takeOperator(op);
    let previousRole: Role | undefined;
    let carried: Role | undefined;
    let carriedOps: OpItem[] = [];
    // The phrase of bare amount words whose measure was carried on ('the total value of won deals').
    let amountPhrase: Phrase | undefined;
    const claimed = new Set<OpItem>();
    // 'products cost more than 50': the name right before a comparison is what is compared; the rest keeps its role.
    const split: Phrase[] = [];
    for (const phrase of phrases) {
      const after = this.opAfter(phrase);
      const last = phrase.refs[phrase.refs.length - 1];
      if (after?.operator.op === 'compare' && phrase.refs.length >= 2 && last && last.end === phrase.end) {
        const head: Phrase = { start: phrase.start, end: last.start, refs: phrase.refs.slice(0, -1), words: phrase.words.filter((word) => word.end <= last.start) };
        split.push(head, { start: last.start, end: phrase.end, refs: [last], words: phrase.words.filter((word) => word.start >= last.start) });
      } else split.push(phrase);
    }
    phrases = split;
    for (const phrase of phrases) {
      const chain = this.opChain(phrase);
      // 'which guest spent the most at the spa': a superlative before a value alone ranks nothing in it; it ranks the
      // question's subject, as if nothing followed it.
      const valuesOnly = phrase.refs.length > 0 && phrase.refs.every((ref) => ref.readings.every((reading) => reading.target.kind === 'value' || reading.score < MIN_SCORE));
      // 'top 3 glazes by sales': a superlative right before a kind of things named in the plural ranks those things.
      const lastWord = this.tokens[phrase.end - 1];
      const rankedKind = chain[chain.length - 1]?.end === phrase.start && lastWord?.pos === 'NOUN' && lastWord.lower !== lastWord.lemma;
      if (chain[chain.length - 1]?.operator.op === 'superlative' && valuesOnly && !rankedKind) chain.pop();
      for (const op of chain) claimed.add(op);
      // 'number of non-international students': the negation applies to the words after it, the role to the phrase.
      let negatedModifiers = false;
      // 'non-discontinued products priced over $40': 'non-' is part of the word after it, and the products are the rows.
      const last = chain[chain.length - 1];
      // Only a flag or value of the rows named right after it ('non-discontinued products': products.discontinued).
      const rows = phrase.refs[phrase.refs.length - 1]?.readings.filter((reading) => reading.target.kind === 'table').map((reading) => targetTable(reading.target)) ?? [];
      const negatable = phrase.refs[0]?.readings.some((reading) => reading.score >= MIN_SCORE && rows.includes(targetTable(reading.target)) && (reading.target.kind === 'value' || (reading.target.kind === 'column' && this.model.column({ table: reading.target.table, column: reading.target.column }).role === 'flag')));
      const prefix = last?.operator.op === 'negate' && this.tokens[last.start]?.lower === 'non' && last.end === phrase.start && phrase.refs.length >= 2 && negatable;
      if (prefix || (chain.length > 1 && last?.operator.op === 'negate' && chain.slice(0, -1).some((item) => ['aggregate', 'list', 'who', 'group', 'each', 'superlative', 'how_much'].includes(item.operator.op)))) {
        negatedModifiers = true;
        chain.pop();
      }
      // 'under the Beverages category': a loose 'under' before words that name no number compares nothing; the words
      // keep the role they have without it.
      const loose = chain[chain.length - 1];
      const namesNumber = phrase.refs.some((ref) => ref.readings.some((reading) => reading.target.kind === 'column' && reading.score >= MIN_SCORE && this.model.isNumeric({ table: reading.target.table, column: reading.target.column })));
      if (loose?.operator.op === 'compare' && loose.operator.loose && !namesNumber) chain.pop();
      // 'two or more different courses': the rows compared are counted once each, which a count of them is; 'different'
      // adds nothing to the comparison.
      const different = chain[chain.length - 1];
      if (different?.operator.op === 'distinct' && chain[chain.length - 2]?.operator.op === 'compare' && chain[chain.length - 2]?.end === different.start) {
        this.usedOps.add(different);
        this.mark(different.start, different.end, 'operator');
        chain.pop();
      }
      const op = chain[chain.length - 1];
      const outer = chain.length > 1 ? chain[chain.length - 2] : undefined;
      let role: Role = { role: 'free' };
      if (op) {
        const operator = op.operator;
        switch (operator.op) {
          case 'aggregate': {
            role = { role: 'measure', aggregate: operator.aggregate, ...(operator.percentile !== undefined && { percentile: operator.percentile }) };
            // 'average number of employees' averages the number; 'total number of' counts.
            if (outer?.operator.op === 'aggregate' && operator.aggregate === 'count' && outer.operator.aggregate !== 'count') {
              role = { role: 'measure', aggregate: outer.operator.aggregate === 'sum' ? 'count' : outer.operator.aggregate, countOf: true };
            }
            // 'the highest total close value': the total, ranked.
            if (outer?.operator.op === 'superlative') this.rankBy = { direction: outer.operator.direction, count: outer.operator.count ?? this.explicitCount ?? 1, ...(outer.operator.ordinal && { ordinal: outer.operator.ordinal }) };
            break;
          }
          case 'how_much':
            role = { role: 'measure', aggregate: 'sum', money: true };
            break;
          case 'difference':
            // 'which constructors scored more points in 2024 than in 2023': the points are what is compared.
            role = { role: 'measure', aggregate: 'count' };
            break;
          case 'distinct':
            role = outer?.operator.op === 'aggregate' ? { role: 'measure', aggregate: outer.operator.aggregate, distinct: true } : previousRole?.role === 'measure' ? { ...previousRole, distinct: true } : { role: 'measure', aggregate: 'count', distinct: true };
            break;
          case 'group':
            // 'deals lost in 2017 by agents outside Central': after a verb, 'by' names who did it, not a grouping;
            // 'requests opened last quarter by category': a category cannot do anything, so it still groups.
            // 'broken out by', 'grouped by' always group.
            role = operator.word === 'by' && op.end - op.start === 1 && this.afterVerb(op.start) && !this.namesCategory(phrase) && !((this.tokens[op.start - 1]?.pos === 'VERB' || this.inTimeWords(op.start - 1)) && this.bareRowsAtEnd(phrase)) ? { role: 'free' } : { role: 'group' };
            // 'the top rep in each office by won deal value', 'by won $': in a ranking, an amount word closing the
            // phrase after rows or a state of them is the money ranked by, not a grouping.
            if (role.role === 'group' && operator.word === 'by' && this.amountClosesRows(phrase)) role = { role: 'measure', aggregate: 'sum', money: true };
            break;
          case 'each':
            role = { role: 'group', each: true };
            break;
          case 'order':
            // 'employees ranked by sales', 'products sorted by price': a number after the words is what to order by.
            role = this.tokens[op.end - 1]?.lower === 'by' && this.measurablePhrase(phrase) ? { role: 'group' } : { role: 'free' };
            break;
          case 'superlative': {
            // 'the earliest engagement date', 'latest close date for each agent': a superlative of a date is the
            // first or last date itself, not the date with the fewest rows.
            const ofDate = FIRST_OR_LAST[operator.word];
            if (ofDate && operator.count === undefined && operator.ordinal === undefined && this.namesDateColumn(phrase)) {
              role = { role: 'measure', aggregate: ofDate };
              break;
            }
            role = { role: 'ranked', direction: operator.direction, word: operator.word, ...(operator.count !== undefined && { count: operator.count }), ...(operator.ordinal !== undefined && { ordinal: operator.ordinal }) };
            break;
          }
          case 'negate':
            role = { role: 'negated', ...(LEAVE_OUT_PHRASES.has(this.tokens.slice(op.start, op.end).map((token) => token.lemma).join(' ')) && { leftOut: true }) };
            break;
          case 'without':
            role = { role: 'without' };
            break;
          case 'compare':
            role = comparedRole(operator, op.start);
            break;
          case 'rate':
            role = { role: 'rate', word: operator.word };
            break;
          case 'zero':
            // 'how many out of stock products': the rows with none left, counted.
            if (outer?.operator.op === 'aggregate' && outer.operator.aggregate === 'count') {
              role = { role: 'measure', aggregate: 'count' };
              this.countedWithNone.add(phrase);
              this.usedOps.add(op);
            } else role = { role: 'zero' };
            break;
          case 'list':
            role = { role: 'subject' };
            break;
          // 'customers who placed more than 20 orders', 'who have ordered more than 20 times': after the rows named
          // first, 'who' and a verb only open the clause about them; the verb's words are no subject of their own.
          case 'who':
            role = op.start > 0 && (phrase.refs.length === 0 || ['VERB', 'AUX'].includes(this.tokens[phrase.start]?.pos ?? '')) ? { role: 'free' } : { role: 'subject' };
            break;
          // 'which 3 suppliers have the most products': the rows 'which' asks for, so many of them.
          case 'count':
            role = outer?.operator.op === 'list' ? { role: 'subject' } : { role: 'free' };
            this.explicitCount = operator.count;
            break;
          case 'and':
          case 'or': {
            // 'by region and product': a phrase after 'and' continues the role of the one before; after a verb of its
            // own ('not with a company, have an active contract') or a preposition ('by payment method, for payments
            // received this year') it begins a clause of its own.
            const clause = this.tokens.slice(op.end, phrase.start).some((token) => token.pos === 'VERB' || token.pos === 'ADP' || (token.pos === 'AUX' && token.lemma === 'have'));
            // 'days between invoice date and payment': the 'and' of 'between' joins two ends, not two of a kind.
            const betweenAt = this.tokens.slice(0, op.start).map((token) => token.lower).lastIndexOf('between');
            const ends = betweenAt >= 0 && !this.tokens.slice(betweenAt + 1, op.start).some((token) => token.lower === 'and' || token.lower === ',');
            // 'by year and employee': after a grain named by 'by', the next phrase groups too.
            const before = this.items[this.items.indexOf(op) - 1];
            const afterGrain = before?.kind === 'op' && before.operator.op === 'grain' && before.end === op.start && ['by', 'per'].includes(this.tokens[before.start]?.lower ?? '');
            // 'seats by make, current fleet only': words closed by 'only' say which rows, never a second grouping.
            const restriction = this.tokens[op.start]?.lower === ',' && [this.tokens[phrase.end - 1]?.lower, this.tokens[phrase.end]?.lower].includes('only');
            if (afterGrain && !clause) role = { role: 'group' };
            else role = previousRole && !clause && !ends && !(restriction && previousRole.role === 'group') && ['group', 'negated', 'measure', 'subject'].includes(previousRole.role) ? previousRole : { role: 'free' };
            break;
          }
          default:
            role = { role: 'free' };
        }
      }
      // 'sales of more than 100': a comparison right after the phrase compares it.
      const after = this.opAfter(phrase);
      if (role.role === 'rate' && op && this.usedRates.has(op)) role = { role: 'free' };
      // Not a number of days ('invoices are more than 30 days overdue'), which is a time, not the rows' amount.
      const comparesTime = after !== undefined && DURATION_UNITS[this.tokens[after.end]?.lemma ?? ''] !== undefined;
      if ((role.role === 'measure' || role.role === 'subject') && after?.operator.op === 'compare' && after.operator.value !== undefined && !comparesTime && !this.items.some((item) => item.kind === 'ref' && item.start >= after.end && item.start - after.end <= 2)) this.trailingCompare.set(phrase, after);
      if (role.role === 'free' && after?.operator.op === 'compare' && after.operator.value === undefined) {
        // 'stock below the reorder level': the left side of a comparison of two columns.
        role = { role: 'left' };
      } else if (role.role === 'free' && after?.operator.op === 'compare' && after.operator.value !== undefined && !this.items.some((item) => item.kind === 'ref' && item.start >= after.end && item.start - after.end <= 1) && !comparesTime) {
        // 'customers with more than 20 orders': a comparison followed by a name compares that name, not this one.
        // 'an invoice more than 60 days past due' compares a time, not the invoices.
        role = comparedRole(after.operator);
      } else if ((role.role === 'free' || role.role === 'ranked' || role.role === 'subject' || (role.role === 'group' && this.tokens[phrase.start - 1]?.lower === 'by')) && after?.operator.op === 'rate' && phrase.refs.some((ref) => ref.readings.some((reading) => reading.target.kind === 'value' || (reading.target.kind === 'column' && ((reading.score >= FLAG_MIN_SCORE && this.model.column({ table: reading.target.table, column: reading.target.column }).role === 'flag') || (reading.score >= MIN_SCORE && this.eventDate(reading.target))))))) {
        // 'the lowest win rate', 'cancellation rate' (a cxl_yn flag): the rate, ranked.
        // Not 'Beverages share of 1997 revenue': a share of an amount, whose part the value names.
        if (role.role === 'free' && this.shareOfAmountAfter(after)) this.partSaidBefore = phrase;
        else {
          if (role.role === 'ranked') this.rankBy = { direction: role.direction, count: role.count ?? this.explicitCount ?? 1 };
          role = { role: 'rate', word: after.operator.word };
          this.usedRates.add(after);
        }
      }
      // 'how much money have we received in donations': a verb of money between the amount words and the rows it came
      // in or from passes the amount on to them.
      if (carried && role.role === 'free' && phrase.refs.length === 0 && ['in', 'from', 'on'].includes(this.lowerAt(phrase.end)) && phrase.words.every((word) => isFunctionWord(word.token) || (word.token.pos === 'VERB' && (MONEY_VERBS.has(word.token.lemma) || SETTLING_VERBS.has(word.token.lemma))))) {
        for (const word of phrase.words) this.mark(word.start, word.end, 'filler');
        continue;
      }
      const inherited = role.role === 'free' && carried ? carriedOps : [];
      if (role.role === 'free' && carried) role = carried;
      // 'number of payments and total amount by method': no phrase after the amount takes it, so the amount words
      // are the measure themselves, of the rows the question is about.
      else if (carried && amountPhrase) result.push({ phrase: amountPhrase, role: carried, ops: carriedOps });
      else if (carried) this.rankQuestionRowsByMoney(carried, carriedOps, claimed);
      carried = undefined;
      carriedOps = [];
      amountPhrase = undefined;
      // 'the total value of won deals': 'value' carries the measure to the phrase after 'of'.
      // So does a money verb before what it pays ('how much did we pay out in refunds').
      if (role.role === 'measure' && phrase.refs.length === 0 && phrase.words.every((word) => AMOUNT_WORDS.has(word.token.lemma) || isFunctionWord(word.token) || GENERIC_WORDS.has(word.token.lemma) || this.moneyVerbsOfAmount.has(word.start))) {
        for (const word of phrase.words) if (AMOUNT_WORDS.has(word.token.lemma)) this.mark(word.start, word.end, 'bound', MAIN_AMOUNT);
        carried = { ...role, money: true };
        carriedOps = chain;
        amountPhrase = phrase;
        continue;
      }
      // 'the most money from deals we won': the rows after it are ranked by their amount.
      const amountWord = phrase.words.find((word) => AMOUNT_WORDS.has(word.token.lemma));
      if (role.role === 'ranked' && amountWord && phrase.refs.length === 0 && phrase.words.every((word) => word === amountWord || isFunctionWord(word.token))) {
        carried = { ...role, amountAt: amountWord.start };
        carriedOps = chain;
        continue;
      }
      if (negatedModifiers) this.negatedPhrases.add(phrase);
      result.push({ phrase, role, ops: [...inherited, ...chain, ...(negatedModifiers ? this.items.filter((item): item is OpItem => item.kind === 'op' && item.operator.op === 'negate' && item.end <= phrase.start && phrase.start - item.end <= 1) : []), ...(after && (role.role === 'compared' || role.role === 'rate' || role.role === 'left') ? [after] : [])] });
      previousRole = role;
    }
    if (carried && amountPhrase) result.push({ phrase: amountPhrase, role: carried, ops: carriedOps });
    if (carried && !amountPhrase) this.rankQuestionRowsByMoney(carried, carriedOps, claimed);
    // 'how much did we pay Speedy Express in freight': what 'how much' measures is the amount named after 'in', when the
    // phrase after it names only values (whom it was paid to).
    const money = result.find(({ role }) => role.role === 'measure' && role.money);
    const valuesOnly = (phrase: Phrase) => phrase.refs.length > 0 && phrase.refs.every((ref) => ref.readings.every((reading) => reading.target.kind === 'value' || reading.score < MIN_SCORE));
    const amountIn = result.find(({ phrase, role }) => role.role === 'free' && this.tokens[phrase.start - 1]?.lower === 'in' && phrase.refs.length === 1 && phrase.refs[0]?.readings.some((reading) => reading.score >= 0.9 && reading.target.kind === 'column' && this.model.column({ table: reading.target.table, column: reading.target.column }).role === 'measure'));
    if (money && amountIn && money.phrase.start < amountIn.phrase.start && valuesOnly(money.phrase)) {
      amountIn.role = money.role;
      amountIn.ops = money.ops;
      money.role = { role: 'free' };
      money.ops = [];
    }
    // 'freight total on orders placed in Q4', 'revenue totals for 2025': a total said after an amount is its total; the
    // rows after the preposition only say which.
    const totals = this.items.filter((item): item is OpItem => item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'sum' && item.end === item.start + 1 && ['total', 'totals'].includes(this.tokens[item.start]?.lower ?? ''));
    for (const total of totals) {
      const amount = result.find((other) => other.role.role === 'free' && other.phrase.end === total.start && this.measurablePhrase(other.phrase));
      const after = this.tokens[total.end];
      if (!amount || !(after === undefined || after.pos === 'PUNCT' || ['on', 'for', 'of', 'across', 'from', 'in', 'by', 'per'].includes(after.lower))) continue;
      // The phrase after it took the total only if nothing else gave it a role ('freight totals by shipper': 'by').
      const claimedBy = result.find((entry) => entry.ops.includes(total));
      const measured = claimedBy?.role.role === 'measure';
      amount.role = measured && claimedBy ? claimedBy.role : { role: 'measure', aggregate: 'sum' };
      amount.ops = [total];
      if (claimedBy) {
        if (measured) claimedBy.role = { role: 'free' };
        claimedBy.ops = claimedBy.ops.filter((op) => op !== total);
      }
    }
    // 'that didn't come through Expedia - how many?': a count with nothing after it counts the question's rows.
    // 'claims filed this year by type - how many and $ claimed': so does a count with only 'and' after it.
    for (const item of this.items) {
      const alone = !this.items.some((other) => other.kind === 'ref' && other.start >= item.end) || ['and', '&'].includes(this.tokens[item.end]?.lower ?? '');
      // 'clients admitted in 2025, count by county': a count right before its grouping counts the question's rows.
      // So does one before 'in each' or 'for every' ('jobs still open - how many in each category').
      const beforeGrouping = ['by', 'per'].includes(this.tokens[item.end]?.lower ?? '') || (['in', 'for'].includes(this.lowerAt(item.end)) && ['each', 'every'].includes(this.lowerAt(item.end + 1)));
      // 'Of the orders placed in 1997, how many were shipped late?': see countsRowsNamedBefore.
      if (item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'count' && ((!claimed.has(item) && (alone || this.countsRowsNamedBefore(item))) || beforeGrouping)) {
        this.countAll = item;
      }
      // 'check payments in October: how many and what total?': a total with nothing after it is the rows' amount.
      if (item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'sum' && ['total', 'sum'].includes(this.tokens[item.start]?.lower ?? '') && !claimed.has(item) && !this.items.some((other) => other.kind === 'ref' && other.start >= item.end) && ['what', 'the', 'and', '&', 'a'].includes(this.tokens[item.start - 1]?.lower ?? '')) {
        this.totalAll = item;
      }
    }
    // A superlative with nothing after it ranks the question's subject or measure: 'which product is the cheapest',
    // 'average close value by agent, top 5'.
    for (const item of this.items) {
      if (item.kind === 'op' && item.operator.op === 'superlative' && !claimed.has(item)) {
        this.dangling.push({ item, direction: item.operator.direction, word: item.operator.word, ...(item.operator.count !== undefined && { count: item.operator.count }), ...(item.operator.ordinal !== undefined && { ordinal: item.operator.ordinal }) });
      }
    }
    return result;
  }

  private readonly adjacentToMeasure = new Set<Phrase>();
  /** 'how many payments were over $20.5k': a comparison after a counted or listed phrase compares its amount. */
  private readonly trailingCompare = new Map<Phrase, OpItem>();
  /** Phrases whose modifiers a negation before them excludes ('non-international students'). */
  private readonly negatedPhrases = new Set<Phrase>();
  /** Rate operators already taken by the phrase before them ('win rate on GTX Pro deals'). */
  private readonly usedRates = new Set<OpItem>();
  /** Where 'money' was said in 'took the most money' with no rows after it: the question's rows ranked by money. */
  private moneyRankedAt?: number;
  /** A trailing 'how many' that counts the question's rows. */
  private countAll?: OpItem;
  /** A trailing 'what total' that adds up the amount of the question's rows. */
  private totalAll?: OpItem;
  /** 'which 3 products': the number of rows asked for. */
  private explicitCount?: number;
  private rankBy?: { direction: 'asc' | 'desc'; count: number; ordinal?: number };
  /** Verbs that name a date column ('hired', 'established'): bound when the question has a time. */
  private readonly dateVerbs = new Set<number>();
  /** Plurals the tagger read as verbs that name rows ('the most van runs'): they close no phrase. */
  private readonly nounsTaggedAsVerbs = new Set<number>();
  /** Money verbs said before the amount they pay or take ('pay out in refunds'): part of that amount's phrase. */
  private readonly moneyVerbsOfAmount = new Set<number>();
  /** The dates each such verb names ('shipped' → shipped_date), kept when the verb stops being a phrase. */
  private readonly verbDates = new Map<number, ColumnRef[]>();
  /** Past participles whose readings went, with the sometimes-empty dates of the event they name. */
  private readonly participleDates = new Map<number, ColumnRef[]>();
  private readonly dangling: { item: OpItem; direction: 'asc' | 'desc'; word: string; count?: number; ordinal?: number }[] = [];

  private opAfter(phrase: Phrase): OpItem | undefined {
    return this.items.find(
      (item): item is OpItem =>
        item.kind === 'op' && item.start >= phrase.end && item.start - phrase.end <= 1 && this.tokens.slice(phrase.end, item.start).every((token) => isFunctionWord(token)),
    );
  }

  /**
   * 'average salary offered by department': rows named alone right after a verb's 'by', with nothing after them but
   * the end or a time, say no doer to pick; they are what the answer is grouped by.
   */
  private bareRowsAtEnd(phrase: Phrase): boolean {
    const best = phrase.refs.flatMap((ref) => ref.readings).sort((a, b) => b.score - a.score)[0];
    if (phrase.refs.length !== 1 || best?.target.kind !== 'table' || best.score < 0.8 || phrase.words.length > 0) return false;
    // 'reported by a tenant': one of them did it.
    if (this.tokens[phrase.start - 1]?.pos === 'DET' || this.tokens[phrase.refs[0]?.start ?? phrase.start]?.pos === 'DET') return false;
    const rest = this.tokens.slice(phrase.end);
    const timeNext = this.items.some((item) => item.kind === 'op' && (item.operator.op === 'time' || item.operator.op === 'grain') && item.start <= phrase.end + 1 && item.start >= phrase.end);
    return rest.every((token) => token.pos === 'PUNCT') || timeNext;
  }

  /** Whether a phrase's best reading is a column of categories or dates (something that groups, not an agent). */
  private namesCategory(phrase: Phrase): boolean {
    const best = phrase.refs.flatMap((ref) => ref.readings).sort((a, b) => b.score - a.score)[0];
    if (!best || best.target.kind !== 'column') return false;
    const role = this.model.column({ table: best.target.table, column: best.target.column }).role;
    return role === 'category' || role === 'date' || role === 'year';
  }

  /** Whether the nearest content word before `start` (time words aside) is a verb: 'lost in 2017 by'. */
  private afterVerb(start: number): boolean {
    for (let i = start - 1; i >= 0; i--) {
      const token = this.tokens[i] as Token;
      if (isFunctionWord(token) || this.items.some((item) => item.kind === 'op' && item.operator.op === 'time' && item.start <= i && i < item.end)) continue;
      return (token.pos === 'VERB' || token.pos === 'ADJ') && (/(ed|en|wn|st|ld|ght)$/.test(token.lower) || ['gone', 'made', 'sent', 'held', 'led'].includes(token.lower));
    }
    return false;
  }

  /** Ages said in years ('70 or older'), read against a birth date once the rows are known. */
  private readonly ages: (OpItem & { operator: { op: 'age' } })[] = [];

  /**
   * 'employees 70 or older': people whose birth date is at least 70 years before today (or whose birth year is at
   * least 70 years back). With no birth date on the rows, the words stay unmatched.
   */
  private finishAge(anchor: string | undefined): void {
    const table = this.intent.subject ?? anchor;
    if (!table) return;
    const born = (column: ColumnModel) => column.words.some((word) => /^(birth|born|dob)/.test(word));
    const model = this.model.table(table);
    const date = model.columns.find((column) => column.role === 'date' && born(column));
    const year = date ? undefined : model.columns.find((column) => column.role === 'year' && born(column));
    for (const op of this.ages) {
      const { operator, years } = op.operator;
      const todayYear = Number(this.options.today.slice(0, 4));
      // At least N years old: born on or before today N years ago; under N: born after it.
      const cutoff = `${todayYear - years}${this.options.today.slice(4, 10).replace('-02-29', '-02-28')}`;
      const label = `${operator === '>=' ? 'at least' : 'under'} ${years} years old`;
      if (date) {
        this.intent.filters.push(operator === '>=' ? { kind: 'date_range', column: date.ref, from: OPEN_START, to: addDays(cutoff, 1), label } : { kind: 'date_range', column: date.ref, from: addDays(cutoff, 1), to: OPEN_END, label });
      } else if (year) {
        this.intent.filters.push({ kind: 'compare', column: year.ref, operator: operator === '>=' ? '<=' : '>', value: todayYear - years, label });
      } else continue;
      this.usedOps.add(op);
      this.mark(op.start, op.end, 'bound', label);
    }
  }

  /**
   * 'the 2025 festival', 'last year's tournament': a yearly event no name in the data says, right after a year, where
   * rows keep the year of the event they belong to as a year column. The year, and those columns.
   */
  private yearlyEventAfter(op: OpItem): { at: number; time: Extract<TimeExpression, { kind: 'year' }>; years: ColumnRef[] } | undefined {
    if (op.operator.op !== 'time') return undefined;
    const at = ["'s", '’s'].includes(this.lowerAt(op.end)) ? op.end + 1 : op.end;
    const noun = this.tokens[at];
    if (!noun || !YEARLY_EVENTS.has(noun.lower) || this.items.some((item) => item.kind === 'ref' && item.start <= at && at < item.end)) return undefined;
    const time = op.operator.time;
    const todayYear = Number(this.options.today.slice(0, 4));
    const year = time.kind === 'year' ? time.year : time.kind === 'relative' && time.unit === 'year' && ['this', 'last', 'previous', 'next'].includes(time.mode) ? todayYear + (time.mode === 'this' ? 0 : time.mode === 'next' ? time.count : -time.count) : undefined;
    const years = [...this.model.tables.keys()].flatMap((table) => this.model.yearColumns(table));
    if (year === undefined || years.length === 0) return undefined;
    return { at, time: { kind: 'year', year }, years };
  }

  /** Operator words the plan must carry out, by token. */
  private readonly planRequires: (WordAccount['requires'] | undefined)[] = [];

  /** Operators that stand on their own: time, grain, order, chart, growth, running totals. */
  private takeOperator(op: OpItem): void {
    const operator: Operator = op.operator;
    this.mark(op.start, op.end, 'operator');
    if (!MEANINGFUL_OPERATORS.has(operator.op)) this.usedOps.add(op);
    switch (operator.op) {
      case 'time': {
        const negated = this.items.some((item) => item.kind === 'op' && item.operator.op === 'negate' && item.end <= op.start && op.start - item.end <= 1);
        const near = this.valueColumnBefore(op.start);
        const after = this.tableBefore(op.start);
        const bookedFor = this.bookedForTime(op.start);
        const covered = this.coveredTime(op.start, op.end);
        const { hints, verbHint } = this.timeHints(op.start, op.end);
        // 'the 2025 festival', 'this year's festival' where the rows keep the year of the festival they are for
        // (ed_yr): the year column, not the rows' dates.
        const yearly = this.yearlyEventAfter(op);
        if (yearly) {
          this.mark(yearly.at, yearly.at + 1, 'bound', `the ${this.tokens[yearly.at]?.lower} of ${yearly.time.year}`);
          this.intent.times.push({ time: yearly.time, hints, at: op.start, near: yearly.years });
          break;
        }
        this.intent.times.push({ time: operator.time, hints, ...(verbHint && { verbHint }), ...(negated && { negated }), at: op.start, ...(near && { near }), ...(after && { after }), ...(bookedFor && { bookedFor }), ...(covered && { covered }) });
        break;
      }
      case 'grain':
        if (!this.intent.grain || this.intent.grain === 'auto') this.intent.grain = operator.grain;
        break;
      case 'weekday':
        (this.intent.weekdays ??= []).push({ days: operator.days, hints: this.timeHints(op.start, op.end).hints, at: op.start });
        break;
      case 'age':
        this.ages.push(op as OpItem & { operator: { op: 'age' } });
        break;
      case 'order':
        this.intent.order = { by: operator.alphabetical ? 'label' : 'measure', direction: operator.direction, explicit: true };
        this.judgedOrder = operator.judged === true;
        break;
      case 'chart':
        this.intent.chart = operator.chart;
        break;
      case 'count':
        this.explicitCount = operator.count;
        break;
      case 'superlative':
        // 'top 3 best sellers': three rows ranked, which no one highest figure is.
        for (let i = op.start; i < op.end; i++) this.planRequires[i] = (operator.count ?? 0) > 1 ? 'ranking' : 'order';
        break;
      case 'comparative':
        for (let i = op.start; i < op.end; i++) this.planRequires[i] = 'comparison';
        break;
      case 'compare':
        if (operator.split) for (let i = op.start; i < op.end; i++) this.planRequires[i] = 'comparison';
        break;
      case 'negate':
      case 'without':
        for (let i = op.start; i < op.end; i++) this.planRequires[i] = 'negation';
        break;
      case 'aggregate':
        // 'average total consumption per month': an average the plan does not compute was not understood.
        if (operator.aggregate === 'avg' || operator.aggregate === 'median' || operator.aggregate === 'percentile') {
          for (let i = op.start; i < op.end; i++) this.planRequires[i] = operator.aggregate === 'avg' ? 'average' : 'median';
        }
        break;
      case 'growth':
        this.intent.growth = true;
        for (let i = op.start; i < op.end; i++) this.planRequires[i] = 'growth';
        break;
      case 'versus':
        this.intent.versus = true;
        break;
      case 'difference':
        this.intent.difference = operator.word;
        if (operator.keep) this.intent.keepDifference = true;
        for (let i = op.start; i < op.end; i++) this.planRequires[i] = 'difference';
        break;
      case 'running':
        this.intent.running = true;
        for (let i = op.start; i < op.end; i++) this.planRequires[i] = 'running';
        break;
      case 'list':
      case 'who':
        this.intent.list = this.intent.list || operator.op === 'list';
        break;
      default:
        break;
    }
  }

  /**
   * 'tickets sold for showtimes in 2026': the table named right before 'in' and the time words. Not 'refunded to
   * buyers this year', where the time words say when the refunds were.
   */
  private tableBefore(start: number): string | undefined {
    if (!['in', 'during'].includes(this.tokens[start - 1]?.lower ?? '')) return undefined;
    let end = start - 1;
    // 'visits that took place in 2025', 'events held in 2025': the rows that happened then.
    const lemma = (i: number) => this.tokens[i]?.lemma ?? '';
    if (lemma(end - 1) === 'place' && lemma(end - 2) === 'take') end -= 2;
    else if (['happen', 'occur', 'hold'].includes(lemma(end - 1))) end -= 1;
    if (end < start - 1 && lemma(end - 1) === 'be') end -= 1;
    if (end < start - 1 && ['that', 'which'].includes(this.tokens[end - 1]?.lower ?? '')) end -= 1;
    const ref = this.items.find((item): item is RefItem => item.kind === 'ref' && item.end === end);
    const tables = (ref?.readings ?? []).filter((reading) => reading.target.kind === 'table' && reading.score >= MIN_SCORE);
    // After words of happening, the best reading is enough: 'visits' over visit_type's part-name.
    const best = end < start - 1 ? (tables[0]?.score ?? Infinity) : -Infinity;
    return tables.length === 1 && ref?.readings.every((reading) => reading.target.kind === 'table' || reading.score < best) ? targetTable(tables[0]?.target as Target) : undefined;
  }

  /** The columns of a value that ends right before `start` ('Fall' in 'Fall 2025'). */
  private valueColumnBefore(start: number): ColumnRef[] | undefined {
    const ref = this.items.find((item): item is RefItem => item.kind === 'ref' && item.end === start);
    const columns = (ref?.readings ?? []).flatMap((reading) => (reading.target.kind === 'value' && reading.score >= 0.9 ? [{ table: reading.target.table, column: reading.target.column }] : []));
    return columns.length > 0 ? columns : undefined;
  }

  /** Whether time words say what rows are booked for: 'lessons booked for December', 'bookings for October'. */
  private bookedForTime(start: number): boolean {
    if (this.tokens[start - 1]?.lower !== 'for') return false;
    const at = this.lowerAt(start - 2) === 'in' ? start - 3 : start - 2;
    return this.forAfterBooking(at) || BOOKING_NOUNS.has(this.tokens[at]?.lemma ?? '');
  }

  /**
   * Whether a verb of booking at `at` is followed by what it is booked for: 'booked for', 'booked in for' (the diary's
   * 'in'). Not a 'for' that ends its clause ('the days ahead they were booked for'), whose object came before.
   */
  private forAfterBooking(at: number): boolean {
    const forAt = this.lowerAt(at + 1) === 'for' ? at + 1 : this.lowerAt(at + 1) === 'in' && this.lowerAt(at + 2) === 'for' ? at + 2 : undefined;
    const object = forAt !== undefined ? this.tokens[forAt + 1] : undefined;
    return BOOKING_VERBS.has(this.tokens[at]?.lemma ?? '') && object !== undefined && object.pos !== 'PUNCT';
  }

  /** "invoiced for October's work", "for last month's usage": a period owned by what was done in it. */
  private coveredTime(start: number, end: number): boolean {
    return this.tokens[start - 1]?.lower === 'for' && ["'s", '’s'].includes(this.lowerAt(end)) && this.tokens[end + 1]?.pos === 'NOUN';
  }

  /**
   * Verbs and nouns just before time words: 'hired in 2020', 'orders shipped in 1997', 'signup date this year'; and the
   * noun time words qualify right after them ('1997 orders'). `verbHint` says the words end at a verb ('loads we
   * delivered last month').
   */
  private timeHints(start: number, end: number): { hints: string[]; verbHint: boolean } {
    const hints: string[] = [];
    const after = this.tokens[end];
    if (after?.pos === 'NOUN' && this.tokens[start]?.lower !== 'in') hints.push(after.lemma);
    // 'lessons booked for December', 'scheduled for next week': the time is when the rows are for, not when the verb
    // happened; the rows' own date takes it.
    if (this.bookedForTime(start)) return { hints, verbHint: false };
    // 'referrals GPs sent us this year', 'clients that haven't sent us a single sample this year': what others sent us
    // is dated by the day we received it.
    for (let i = start - 2; i >= Math.max(0, start - 8) && this.tokens[i + 1]?.lower !== ','; i--) {
      if (this.tokens[i]?.pos === 'VERB' && SENDING_VERBS.has(this.tokens[i]?.lemma ?? '') && this.tokens[i + 1]?.lower === 'us') hints.push('receive');
    }
    let reach = Math.max(0, start - 4);
    const saidBefore = hints.length;
    for (let i = start - 1; i >= reach; i--) {
      const token = this.tokens[i];
      // 'per shipping company, 1997 orders': words before a comma belong to another part of the question.
      if (!token || token.lower === ',') break;
      // 'parcels given out per site in 2025': a grouping between the verb and the time words names no date; the verb
      // before it still does.
      if (this.items.some((item) => item.kind === 'op' && item.operator.op === 'group' && item.start === i && ['per', 'by'].includes(token.lower))) {
        hints.splice(saidBefore);
        reach = Math.max(0, reach - 3);
        continue;
      }
      // 'cancellation rate by month': a rate word names no date (rated_ts).
      const rateWord = this.items.some((item) => item.kind === 'op' && item.operator.op === 'rate' && item.start <= i && i < item.end);
      if ((token.pos === 'VERB' || token.pos === 'NOUN' || token.pos === 'ADJ') && !rateWord) hints.push(token.lemma);
      // 'returns that came in since March' where tickets keep in_dt: the particle of a phrasal verb names the date.
      // Not the preposition of the time itself ('dumped in 2024'): a particle stands before words that open the time.
      const particle = this.tokens[i + 1]?.lower;
      const opensTime = ['since', 'after', 'before', 'during', 'from', 'until', 'within', 'over', 'last', 'this', 'between'].includes(this.lowerAt(i + 2));
      if (token.pos === 'VERB' && i + 1 < start && (particle === 'in' || particle === 'out') && (i + 2 < start || opensTime)) hints.push(particle);
      // 'the payments we took in 2025': a light verb says nothing of which date; the rows named before it do.
      const rowsBefore = this.tokens[i - 2];
      if (token.pos === 'VERB' && DATELESS_VERBS.has(token.lemma) && ['we', 'they', 'you'].includes(this.lowerAt(i - 1)) && rowsBefore?.pos === 'NOUN') hints.push(rowsBefore.lemma);
      if (token.pos === 'VERB') return { hints, verbHint: true };
    }
    return { hints, verbHint: false };
  }

  // ---- binding -------------------------------------------------------------------------------------------------

  /** The table of a value said right before the name of its own column in a phrase ('yellow cards' with card Y). */
  private valueBeforeOwnColumn(phrase: Phrase): string | undefined {
    for (const [i, ref] of phrase.refs.entries()) {
      const next = phrase.refs[i + 1];
      // The column's name is the head noun: no noun follows it ('West office agents' are agents).
      if (!next || next.start !== ref.end || phrase.refs[i + 2]?.start === next.end) continue;
      for (const { target } of ref.readings.filter((reading) => reading.score >= MIN_SCORE)) {
        if (target.kind === 'value' && next.readings.some(({ target: other, score }) => other.kind === 'column' && score >= 0.9 && other.table === target.table && other.column === target.column)) return target.table;
      }
    }
    return undefined;
  }

  /** Readings of a phrase's refs that fit a kind of role. */
  private readings(phrase: Phrase, accept: (target: Target) => boolean): { ref: RefItem; reading: Reading }[] {
    return phrase.refs.flatMap((ref) => ref.readings.filter((reading) => reading.score >= MIN_SCORE && accept(reading.target)).map((reading) => ({ ref, reading })));
  }

  /**
   * The question's main table: the one its measure, subject or ranked phrase names, chosen so that the other phrases
   * are near it in joins. Values and columns of other tables count for a table when they are reachable from it.
   */
  private chooseAnchor(rolePhrases: RolePhrase[]): string | undefined {
    const primary = rolePhrases.filter(({ role }) => role.role === 'measure' || role.role === 'subject' || role.role === 'ranked' || role.role === 'rate');
    // 'programs with no students': what is excluded is never what the question is about.
    let first = rolePhrases.filter(({ role }) => role.role !== 'without' && role.role !== 'negated').slice(0, 1);
    let firstFree = rolePhrases.find(({ role }) => role.role === 'free')?.phrase;
    // 'german customers with …': a value said as an adjective before a table's name; the name is what the question is about.
    const head = firstFree && rolePhrases.find(({ phrase, role }) => role.role === 'free' && phrase.start === firstFree?.end)?.phrase;
    const onlyValues = (phrase: Phrase) => phrase.refs.length > 0 && phrase.refs.every((ref) => ref.readings.every((reading) => reading.target.kind === 'value'));
    const namesTable = (phrase: Phrase) => phrase.refs.some((ref) => ref.readings.some((reading) => reading.target.kind === 'table' && reading.score >= 0.8));
    if (firstFree && head && onlyValues(firstFree) && namesTable(head)) {
      // 'Hilliard closed RO count': the table named after the value is also where the candidates come from.
      if (first[0]?.phrase === firstFree) first = rolePhrases.filter(({ phrase }) => phrase === head);
      firstFree = head;
    }
    const tablesOf = (sources: RolePhrase[]) => new Set(sources.flatMap(({ phrase }) => phrase.refs.flatMap((ref) => ref.readings.filter((reading) => reading.score >= MIN_SCORE && !this.flagBeforeTable(phrase, ref, reading)).map((reading) => targetTable(reading.target)))));
    // 'players who lost …': when what 'who' introduces names nothing, the rows named first are what it is about.
    let candidates = tablesOf(primary.length > 0 ? primary : first);
    if (candidates.size === 0 && primary.length > 0) candidates = tablesOf(first);
    // 'anything not discontinued that's under its reorder level': when what is asked for names no table, the tables
    // of every condition are the candidates.
    if (candidates.size === 0 && primary.length > 0) candidates = tablesOf(rolePhrases.filter(({ role }) => role.role !== 'without' && role.role !== 'negated'));
    // 'this season's yellow cards by division' where discipline keeps card Y: a value and the name of its own column,
    // said first with nothing asked for, name the rows of that column's table.
    const ownColumnRows = primary.length === 0 && first[0] ? this.valueBeforeOwnColumn(first[0].phrase) : undefined;
    if (ownColumnRows && candidates.has(ownColumnRows)) candidates = new Set([ownColumnRows]);
    if (candidates.size === 0) return undefined;
    const hierarchy = this.items.some((item) => item.kind === 'op' && item.operator.op === 'superior');
    const listCommand = this.listCommandBefore(this.tokens.length);
    // 'ticket products': of two tables named side by side, the last is the head noun, what the words are about.
    const tableOf = (ref: RefItem | undefined) => ref?.readings.find((reading) => reading.target.kind === 'table' && reading.score >= 0.8)?.target;
    const compoundHeads = new Set(rolePhrases.flatMap(({ phrase }) => phrase.refs.slice(1).filter((ref, i) => ref.start === phrase.refs[i]?.end && tableOf(phrase.refs[i]) && tableOf(ref)).map((ref) => targetTable(tableOf(ref) as Target))));
    // 'reps with no opportunities in the pipeline': a later name of what is excluded only restates it.
    const namedTables = (phrase: Phrase) => phrase.refs.flatMap((ref) => ref.readings.filter((reading) => reading.score >= MIN_SCORE).map((reading) => (reading.target.kind === 'table' ? reading.target.table : undefined)));
    const excluded = rolePhrases.filter(({ role }) => role.role === 'without' || role.role === 'negated');
    const restatesExcluded = (phrase: Phrase) => {
      const tables = namedTables(phrase);
      return tables.length > 0 && tables.every((table) => table !== undefined && excluded.some((other) => other.phrase.start < phrase.start && namedTables(other.phrase).includes(table)));
    };
    // 'products customers in France never bought': a value said of rows named just before pulls no more than they do.
    const saidOfNamedRows = (phrase: Phrase) => onlyValues(phrase) && phrase.refs.every((ref) => ref.readings.every((reading) => targetTable(reading.target) === this.rowsNamedBeforeValue(ref, this.items)));
    let best: { table: string; score: number; support: number } | undefined;
    for (const table of candidates) {
      let score = 0;
      for (const { phrase, role } of rolePhrases) {
        // What is excluded ('with no students') never pulls the question towards its table.
        if (role.role === 'without' || role.role === 'negated' || (role.role === 'free' && (restatesExcluded(phrase) || saidOfNamedRows(phrase)))) continue;
        const measured = role.role === 'measure' || role.role === 'ranked' || role.role === 'rate' || (role.role === 'group' && this.measurablePhrase(phrase));
        let head = 0;
        let modifiers = 0;
        const amountSaid = phrase.words.some((word) => AMOUNT_WORDS.has(word.token.lemma));
        for (const ref of phrase.refs) {
          let bestRef = 0;
          // 'active shops': a state word is read on the rows it qualifies, so it does not choose them.
          const stateWord = ref.end - ref.start === 1 && qualifierOf(this.tokens[ref.start]?.lower ?? '') !== undefined && phrase.refs.length > 1 && !measured;
          // 'median job value' where material issues keep a type JOB: a word that is a table's own name, said with an
          // amount word, is those rows whose amount is meant, not also a code of another table's column.
          const tableScore = amountSaid ? Math.max(0, ...ref.readings.filter((reading) => reading.target.kind === 'table').map((reading) => reading.score)) : 0;
          for (const reading of ref.readings) {
            if (reading.score < MIN_SCORE || (stateWord && reading.target.kind === 'value') || this.flagBeforeTable(phrase, ref, reading)) continue;
            if (measured && reading.target.kind === 'value' && reading.score < tableScore) continue;
            const cost = this.joinCost(table, targetTable(reading.target), measured && reading.target.kind !== 'value' && reading.target.kind !== 'table');
            if (!Number.isFinite(cost)) continue;
            // 'which sales agents': the agents' own table, where the name is unique, is what the question lists.
            const entityBonus = role.role === 'subject' && reading.target.kind === 'column' && this.model.isUnique({ table: reading.target.table, column: reading.target.column }) && !this.model.isNumeric({ table: reading.target.table, column: reading.target.column }) ? 0.15 : 0;
            // The table a question lists or counts is its main table: 'which drivers', 'how many students'.
            const listed = role.role === 'subject' || (primary.length === 0 && phrase === firstFree);
            // 'list our event coordinators with their venue': a value alone, listed, names the rows that have it.
            const names = reading.target.kind === 'table' || (reading.target.kind === 'value' && listed && listCommand && phrase === rolePhrases[0]?.phrase && onlyValues(phrase));
            const primaryBonus = (listed || (role.role === 'measure' && (role.aggregate === 'count' || role.aggregate === 'count_distinct'))) && names && targetTable(reading.target) === table ? PRIMARY_TABLE_BONUS : 0;
            const value = reading.score - cost + entityBonus + primaryBonus;
            if (measured && reading.target.kind === 'value') modifiers = Math.max(modifiers, value);
            else bestRef = Math.max(bestRef, value);
          }
          head = Math.max(head, bestRef);
        }
        score += head + modifiers;
      }
      // 'who does each sales rep report to': words of a hierarchy say the rows are those of a table that has one.
      if (hierarchy && this.model.selfJoins.some((join) => join.fromTable === table)) score += SUPERIOR_BONUS;
      // "Darcel Schlecht's manager", where the name is on both tables and only one has the manager: at a tie, the
      // table more of the words are on.
      const support = rolePhrases.reduce((sum, { phrase }) => sum + phrase.refs.filter((ref) => ref.readings.some((reading) => reading.score >= MIN_SCORE && targetTable(reading.target) === table)).length, 0);
      const tie = best !== undefined && score > best.score - 1e-9 && score < best.score + 1e-9;
      const headFirst = tie && best !== undefined && compoundHeads.has(table) !== compoundHeads.has(best.table);
      if (!best || score > best.score + 1e-9 || (headFirst ? compoundHeads.has(table) : tie && support > best.support)) best = { table, score, support };
    }
    return best?.table;
  }

  /**
   * 'samples received', 'received samples' where some samples have no rcv_dt yet: with no time words, the participle
   * said of the rows keeps those its event happened to, which its date records.
   */
  private finishParticipleDates(): void {
    const table = this.intent.subject;
    if (!table) return;
    for (const [at, dates] of this.participleDates) {
      if (this.roles[at] === 'bound' || this.roles[at] === 'operator') continue;
      const own = dates.filter((date) => date.table === table);
      const [date] = own;
      // Not a verb that relates the rows to a party ('the carriers we shipped with'), which says nothing of the event.
      if (own.length !== 1 || !date || PARTY_PREPOSITIONS.has(this.lowerAt(at + 1)) || this.intent.filters.some((filter) => filterColumns(filter).some((column) => sameColumns([column], [date])))) continue;
      // A date set ahead of today is an event still to come ('shows that have ended' with end dates next year).
      const filter = this.ended(this.model.column(date));
      this.intent.filters.push(filter);
      this.mark(at, at + 1, 'bound', filter.label);
    }
  }

  /**
   * 'exams sat in 2025' on exam entries kept with an entry date and an exam date: the noun the question calls the rows
   * by names one of their dates, so that date is when they happened. The table's own noun ('entries') names its own
   * date anyway; time words that name a date ('entered in 2025') keep theirs.
   */
  private finishRowNounDate(): void {
    const table = this.intent.subject;
    if (!table || this.intent.dateColumn || (this.intent.times.length === 0 && !this.intent.grain) || this.intent.times.some((time) => time.column)) return;
    const dates = this.model.dateColumns(table);
    const names = (date: ColumnRef, word: string) => this.model.column(date).words.some((name) => name.length >= 3 && (name === word || singularLemma(name) === word));
    const hints = this.intent.times.flatMap((time) => time.hints);
    if (dates.some((date) => hints.some((hint) => names(date, singularLemma(hint))))) return;
    const ownNoun = this.model.table(table).words.slice(-1);
    const nouns = new Set(this.tokens.flatMap((token, i) => (this.targets[i]?.kind === 'table' && targetTable(this.targets[i]) === table && this.roles[i] === 'bound' ? [singularLemma(token.lower)] : [])).filter((noun) => !ownNoun.includes(noun)));
    const named = dates.filter((date) => [...nouns].some((noun) => names(date, noun)));
    if (named.length === 1) this.intent.dateColumn = named[0];
  }

  /**
   * 'deals that moved into engaging in Nov 2017', 'entered the engaging stage each quarter': reaching a stage whose date
   * the rows keep (engage_date) happened on that date, whatever stage they are in now. Only beside time words.
   */
  private finishReachedStage(): void {
    if (this.intent.times.length === 0 && !this.intent.grain) return;
    for (const filter of [...this.intent.filters]) {
      if (filter.kind !== 'values' || filter.negated || filter.values.length !== 1) continue;
      const at = this.tokens.findIndex((token, i) => this.targets[i]?.kind === 'value' && (this.targets[i] as { value: string }).value === filter.values[0] && token.lower !== 'the');
      let verb = at - 1;
      while (verb > 0 && ['the', 'into', 'to', 'a'].includes(this.tokens[verb]?.lower ?? '')) verb--;
      // 'became MQLs' says the stage right after its verb; the others take a word between ('moved into engaging').
      const lemma = this.tokens[verb]?.lemma ?? '';
      if (at <= 0 || (verb === at - 1 && lemma !== 'become') || !REACHING_VERBS.has(lemma)) continue;
      const stem = (filter.values[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
      if (stem.length < 3) continue;
      // 'became MQLs' where contacts keep mql_dt: a stage of three letters names its date by the whole of them.
      const names = (word: string) => (word.length >= 4 && stem.length >= 4 && stem.startsWith(word.slice(0, 4))) || word === stem;
      const dates = this.model.dateColumns(filter.column.table).filter((date) => this.model.column(date).words.some(names));
      if (dates.length !== 1 || !dates[0]) continue;
      this.intent.dateColumn = dates[0];
      this.intent.filters.splice(this.intent.filters.indexOf(filter), 1);
      let end = at;
      while (this.targets[end]?.kind === 'value' && (this.targets[end] as { value: string }).value === filter.values[0]) end++;
      this.mark(verb, end, 'bound', `the date of ${humanize(dates[0].column)}`);
      for (let i = at; i < end; i++) this.targets[i] = { kind: 'column', table: dates[0].table, column: dates[0].column };
    }
  }

  /** A yes/no column named before a table's name in one phrase: it only describes those rows ('active patients'). */
  private flagBeforeTable(phrase: Phrase, ref: RefItem, reading: Reading): boolean {
    if (reading.target.kind !== 'column' || this.model.column({ table: reading.target.table, column: reading.target.column }).role !== 'flag') return false;
    return phrase.refs.some((other) => other.start >= ref.end && other.readings.some((named) => named.target.kind === 'table' && named.score >= MIN_SCORE));
  }

  /** Whether, in a question that ranks, a phrase ends on an amount word said of rows or a state of them ('won deal value'). */
  private amountClosesRows(phrase: Phrase): boolean {
    const last = this.tokens[phrase.end - 1];
    if (!last || !(AMOUNT_WORDS.has(last.lemma) || last.lower === '$') || !this.items.some((item) => item.kind === 'op' && item.operator.op === 'superlative')) return false;
    const named = phrase.refs.filter((ref) => ref.end < phrase.end);
    return named.length > 0 && !phrase.refs.some((ref) => ref.end === phrase.end) && named.every((ref) => ref.readings.some((reading) => (reading.target.kind === 'table' || reading.target.kind === 'value') && reading.score >= 0.75));
  }

  /** Whether a phrase's strongest name is a number to add up ('by won revenue'): a measure, not a grouping. */
  private measurablePhrase(phrase: Phrase): boolean {
    let best: Reading | undefined;
    for (const ref of phrase.refs) for (const reading of ref.readings) if (reading.target.kind !== 'value' && (!best || reading.score > best.score)) best = reading;
    return best !== undefined && this.isMeasurable(best.target);
  }

  /** What joining `to` to `from` costs a reading: a little per step, much per step that multiplies rows. */
  private joinCost(from: string, to: string, measured = false): number {
    if (from === to) return -OWN_TABLE_BONUS;
    const path = this.model.path(from, to);
    if (!path) return Infinity;
    // A number measured on another table than the main one is counted once per main row: as bad as a fan-out.
    return path.reduce((sum, step) => sum + (step.fansOut || measured ? FAN_OUT_COST : DISTANCE_COST), 0);
  }

  /**
   * 'which sales rep handled the most orders' where 'Sales Representative' is a title of staff and of customers'
   * contacts: a word for a kind of person is a value of the table of people, not of the companies beside them.
   */
  private peopleForPersonWord(item: Item): Item {
    if (item.kind !== 'ref') return item;
    const values = item.readings.filter((reading) => reading.target.kind === 'value');
    const head = this.tokens[item.end - 1];
    if (!head || values.length < 2) return item;
    const personWord = [head.lemma, ...expansionsOf(head.lower).slice(1)].some((word) => isKindOfPerson(word));
    const ofPeople = values.filter((reading) => this.clearlyPeople(targetTable(reading.target)));
    if (head.pos !== 'NOUN' || !personWord || ofPeople.length === 0 || ofPeople.length === values.length) return item;
    // 'recruiters' where staff also have a role code REC: the title is not the only way the word is kept; left open.
    const coded = ofPeople.some((reading) => this.model.table(targetTable(reading.target)).columns.some((column) => column.role === 'category' && (column.column.values ?? []).some((value) => /^[A-Z]{2,5}$/.test(value.trim()) && (head.lemma.startsWith(value.trim().toLowerCase()) || codeOf(value.trim().toLowerCase(), head.lemma)))));
    if (coded) return item;
    return { ...item, readings: item.readings.filter((reading) => reading.target.kind !== 'value' || ofPeople.includes(reading)) };
  }

  /** A table whose rows are people, never companies: it has first names, or a person's name and no company name. */
  private clearlyPeople(table: string): boolean {
    const model = this.model.table(table);
    const head = model.words[model.words.length - 1] ?? '';
    const companyName = model.columns.some((column) => column.words.some((word) => ['company', 'organization', 'organisation', 'business', 'firm'].includes(word)));
    return model.columns.some((column) => /^first name$/.test(column.words.join(' '))) || (isKindOfPerson(head) && !mayBeOrganisation(head) && !companyName);
  }

  /** The reading of a ref nearest the anchor, weighing its own score. */
  private nearest(candidates: { ref: RefItem; reading: Reading }[], anchor: string | undefined, measured = false): { ref: RefItem; reading: Reading } | undefined {
    // 'work orders that got cancelled' is not about the cancelled purchase orders of the same plant: a value of rows
    // related only through a shared parent is not a condition on these rows.
    const near = anchor ? candidates.filter((option) => option.reading.target.kind !== 'value' || !this.model.onlyThroughSharedParent(anchor, option.reading.target.table)) : candidates;
    // 'the most territories' where a table is called territories: a synonym (a region column) nearer at hand does not
    // outweigh the table the word names outright, when rows are counted or ranked.
    // So it is for any table named outright against a column that only part of a name links ('accounts with overdue
    // bills' is not their bill_cyc), said in the plural of rows ('nothing on order' is still units_on_order).
    // "didn't get a single order", 'never placed an order': one row said after a negation is rows too.
    const negatedOne = (start: number) => ['single', 'any', 'one', 'a', 'an'].includes(this.tokens[start - 1]?.lower ?? '') && this.tokens.slice(Math.max(0, start - 6), start - 1).some((token) => NEGATION_WORDS.has(token.lower) || token.lemma === 'not');
    const plural = (option: { ref: RefItem }) => {
      const last = this.tokens[option.ref.end - 1];
      // 'products per order', 'lines on each order': one row said after 'per' or 'each' is rows too.
      const distributive = ['per', 'each', 'every'].includes(this.tokens[option.ref.start - 1]?.lower ?? '');
      return last !== undefined && ((last.lower !== last.lemma && /s$/.test(last.lower)) || negatedOne(option.ref.start) || distributive);
    };
    // A key of the anchor to that table ('disponents of accounts', disp.acct_no) reads the same rows, and may stay.
    const ownWeakColumn = (option: { reading: Reading }) => option.reading.target.kind === 'column' && option.reading.target.table === anchor && WEAK_VIAS.has(option.reading.via) && !['key', 'reference'].includes(this.model.column({ table: option.reading.target.table, column: option.reading.target.column }).role);
    const weakAgainstTable = () => near.some(ownWeakColumn) && near.every((option) => (option.reading.target.kind !== 'column' || option.reading.score < 0.6) && plural(option));
    const named = near.some((option) => option.reading.via === 'name' && option.reading.score >= 0.95 && option.reading.target.kind === 'table') && (measured || weakAgainstTable());
    let options = named ? near.filter((option) => !WEAK_VIAS.has(option.reading.via)) : near;
    // 'which product moved the most units in 1997': an amount the time words can place in time (an order line's
    // quantity, dated by its order) over one they cannot (the units a product has in stock).
    if (measured && this.items.some((item) => item.kind === 'op' && item.operator.op === 'time')) {
      const amount = (option: { reading: Reading }) => option.reading.target.kind === 'column' && this.isNumericColumn(option.reading.target);
      const undated = (option: { reading: Reading }) => amount(option) && !this.model.canBeDated(targetTable(option.reading.target));
      if (options.some(undated) && options.some((option) => amount(option) && !undated(option))) options = options.filter((option) => !undated(option));
    }
    // 'win rate by regional office … did each office win': a word said again of a name bound before is that name.
    const again = options.find((option) => option.reading.target.kind === 'column' && option.reading.score >= MIN_SCORE && this.boundBefore(option.ref.start, option.reading.target));
    if (again) return again;
    const scored = options.map((option) => {
      const table = targetTable(option.reading.target);
      const cost = anchor ? this.joinCost(anchor, table, measured && option.reading.target.kind === 'column') : 0;
      return { option, score: option.reading.score - (Number.isFinite(cost) ? cost : 0.5) };
    });
    let best: (typeof scored)[number] | undefined;
    for (const entry of scored) if (!best || entry.score > best.score + 1e-9) best = entry;
    // 'invoiced sales' where invoices and order lines both keep an amount: a loose reading whose table another word
    // names outright has no loose rival elsewhere.
    const namedOutright = (option: { ref: RefItem; reading: Reading } | undefined) =>
      option !== undefined && this.links.some((link) => (link.end <= option.ref.start || link.start >= option.ref.end) && link.target.kind === 'table' && link.via === 'name' && link.score >= 0.95 && link.target.table === targetTable(option.reading.target));
    if (!best) return undefined;
    // Two readings of the same words that mean different things and fit about as well: ask rather than guess. A name
    // of two kinds of rows ('Priya Adams' a patient and a provider) is ambiguous however near one table is.
    const isName = (target: Target) => target.kind === 'value' && this.model.labelColumns(target.table).some((label) => label.column === target.column);
    // 'at Westerville' where an office is named Westerville and is in the city of Westerville: the row's name says it.
    const sameValueOfRow = (a: Target, b: Target) => a.kind === 'value' && b.kind === 'value' && a.table === b.table && a.value.toLowerCase() === b.value.toLowerCase();
    const byName = scored.find((entry) => entry !== best && isName(entry.option.reading.target) && sameValueOfRow(entry.option.reading.target, best?.option.reading.target as Target) && entry.score >= (best?.score ?? 0) - AMBIGUITY_MARGIN);
    if (byName && !isName(best.option.reading.target)) best = byName;
    // 'the total we've invoiced Wrekin Housing Group' where invoices keep the name they were addressed to (inv_to_nm)
    // beside the account they belong to: the name of the row they point at is that row; the copy on them may differ.
    const copied = best;
    const sameValue = (a: Target, b: Target) => a.kind === 'value' && b.kind === 'value' && a.value.toLowerCase() === b.value.toLowerCase();
    // Not where the name is itself the key the rows point by (a deal's product, joined on the product's name).
    const pointsBy = (entry: (typeof scored)[number]) => (this.model.path(anchor ?? '', targetTable(entry.option.reading.target)) ?? []).some((step) => copied.option.reading.target.kind === 'value' && step.fromTable === copied.option.reading.target.table && step.fromColumn === copied.option.reading.target.column);
    const owner = anchor && targetTable(copied.option.reading.target) === anchor && !isName(copied.option.reading.target) ? scored.find((entry) => entry !== copied && isName(entry.option.reading.target) && sameValue(entry.option.reading.target, copied.option.reading.target) && entry.option.reading.score >= copied.option.reading.score - 0.02 && this.model.reachesWithoutFanOut(anchor, targetTable(entry.option.reading.target)) && !pointsBy(entry)) : undefined;
    if (owner) best = owner;
    // 'sales' of a sale's header and of its lines: the header's amount, which the lines' replaces when the answer is
    // grouped by what each line says.
    const header = scored.find((entry) => entry !== best && this.headerAmountOf(entry.option.reading.target, best?.option.reading.target as Target));
    if (header) best = header;
    // 'the top rep in each office' where accounts and teams both keep an office: grouped right after a person or thing
    // named before, the one kept on that one's own row (the rep's team row) is its attribute.
    const attribute = this.attributeOfNamed(scored.map((entry) => entry.option));
    if (attribute) best = scored.find((entry) => entry.option === attribute) ?? best;
    // 'hours actually worked' where shifts keep plan_hrs, wrk_hrs and ot_hrs: the verb after the words names one.
    const byVerb = attribute ? undefined : (this.namedByVerbAfter(scored.map((entry) => entry.option)) ?? this.valueNamedByVerbBefore(scored.map((entry) => entry.option)));
    if (byVerb) return byVerb;
    const rival = scored.filter((entry) => {
      if (attribute) return false;
      if (entry === best || (owner && entry === copied) || this.sameMeaning(entry.option.reading.target, best?.option.reading.target as Target)) return false;
      if (this.headerAmountOf(best?.option.reading.target as Target, entry.option.reading.target)) return false;
      if (this.sameTitleKind(entry.option, best?.option)) return false;
      if (isName(best?.option.reading.target as Target) && sameValueOfRow(entry.option.reading.target, best?.option.reading.target as Target)) return false;
      if (isName(entry.option.reading.target) && isName(best?.option.reading.target as Target) && entry.option.reading.score >= (best?.option.reading.score ?? 0) - 0.02) return true;
      // 'CTR' worked out on two tables alike: the rows the question is about were read from this very word, so
      // nearness to them decides nothing unless another word names one of the tables.
      const twinMetric = entry.option.reading.target.kind === 'metric' && best?.option.reading.target.kind === 'metric' && entry.option.reading.target.metric.name === best.option.reading.target.metric.name;
      if ((twinMetric || this.twinAmounts(entry.option.reading.target, best?.option.reading.target as Target)) && entry.option.reading.score >= (best?.option.reading.score ?? 0) - 0.02 && !namedOutright(best?.option) && !namedOutright(entry.option)) return true;
      // A weak link (a synonym, a part of a name, a description) must be the only one of its strength.
      // (On the question's own table, the link there is taken: 'cost' of products is their price.)
      // Not one on rows the question's rows have many of ('each depot' of buses: a fuel card's site), against one on
      // the row each of them has.
      const fansOut = (option: { reading: Reading } | undefined) => anchor !== undefined && option !== undefined && !this.model.reachesWithoutFanOut(anchor, targetTable(option.reading.target));
      if (WEAK_VIAS.has(best?.option.reading.via ?? 'name') && targetTable(best?.option.reading.target as Target) !== anchor && !(namedOutright(best?.option) && !namedOutright(entry.option)) && !(fansOut(entry.option) && !fansOut(best?.option)) && entry.option.reading.score >= (best?.option.reading.score ?? 0) - 0.02) return true;
      // 'how many customers have ordered', beside new_cust_yn: a yes/no column that part of a name links is a
      // condition someone would say ('new customers'), not the rows a noun of the same table names.
      if (this.partFlagBeside(entry.option.reading, best?.option.reading)) return false;
      return entry.score >= (best?.score ?? 0) - AMBIGUITY_MARGIN;
    });
    if (rival.length > 0) this.ambiguities.push({ ref: best.option.ref, readings: [best.option.reading, ...rival.map((entry) => entry.option.reading)] });
    return best.option;
  }

  /** Of readings of the same words as figures, the one whose name says the verb that follows them ('worked': wrk_hrs). */
  private namedByVerbAfter(options: { ref: RefItem; reading: Reading }[]): { ref: RefItem; reading: Reading } | undefined {
    const columns = options.filter((option) => option.reading.target.kind === 'column' && option.reading.score >= MIN_SCORE && this.isNumericColumn(option.reading.target));
    if (columns.length < 2 || columns.length !== options.length) return undefined;
    let at = columns[0]?.ref.end ?? 0;
    while (['actually', 'really', 'we', 'they', 'he', 'she'].includes(this.lowerAt(at))) at++;
    const verb = this.tokens[at];
    // Not a verb that names something of its own ('authorised' a code AUT), which is read there.
    if (verb?.pos !== 'VERB' || verb.lemma.length < 4 || this.links.some((link) => link.start <= at && link.end > at)) return undefined;
    const says = (word: string) => word === verb.lemma || word === verb.lower || abbreviates(word, verb.lemma) || abbreviates(word, verb.lower);
    const named = columns.filter((option) => {
      const target = option.reading.target as Extract<Target, { kind: 'column' }>;
      const column = this.model.column({ table: target.table, column: target.column });
      return [...column.words, ...column.rawWords.map((word) => word.toLowerCase())].some(says);
    });
    return named.length === 1 ? named[0] : undefined;
  }

  /**
   * 'bookings that asked for a wheelchair accessible vehicle' where bookings keep the vehicle requested (veh_req) and
   * vehicles their type (veh_typ), both holding WAV: the verb before the value names the column that keeps it. The
   * verb is then bound to that column.
   */
  private valueNamedByVerbBefore(options: { ref: RefItem; reading: Reading }[]): { ref: RefItem; reading: Reading } | undefined {
    const values = options.filter((option) => option.reading.target.kind === 'value' && option.reading.score >= MIN_SCORE);
    const first = values[0]?.reading.target;
    if (values.length < 2 || values.length !== options.length || first?.kind !== 'value' || !values.every((option) => option.reading.target.kind === 'value' && option.reading.target.value.toLowerCase() === first.value.toLowerCase())) return undefined;
    const before = this.verbBeforeValue(values[0]?.ref.start ?? 0);
    const verb = before && this.tokens[before.at];
    if (!before || !verb || this.links.some((link) => link.start <= before.at && link.end > before.at)) return undefined;
    const named = values.filter((option) => {
      const target = option.reading.target as Extract<Target, { kind: 'value' }>;
      return this.saysColumnWord(verb, { table: target.table, column: target.column });
    });
    return named.length === 1 ? named[0] : undefined;
  }

  /**
   * The verb not yet bound right before a value, across an article and a 'for' ('asked for a', 'requested an'): where it
   * stands, and where the words up to the value end.
   */
  private verbBeforeValue(start: number): { at: number; end: number } | undefined {
    let at = start - 1;
    while (['a', 'an', 'the', 'some', 'any'].includes(this.lowerAt(at))) at--;
    const end = at + 1;
    if (this.lowerAt(at) === 'for') at--;
    return this.tokens[at]?.pos === 'VERB' && this.roles[at] !== 'bound' ? { at, end } : undefined;
  }

  /** Whether a word says a word of the column's name, written out or shortened ('requested' of veh_req); 'asked for' and 'wanted' say a request. */
  private saysColumnWord(token: Token, column: ColumnRef): boolean {
    const said = [token.lemma, token.lower, ...(ASKING_VERBS.has(token.lemma) ? ['request', 'requested'] : [])];
    const model = this.model.column(column);
    return [...model.words, ...model.rawWords.map((word) => word.toLowerCase())].some((word) => word.length >= 3 && said.some((form) => word === form || abbreviates(word, form)));
  }

  /**
   * 'bookings that requested an MPV', 'asked for a wheelchair accessible vehicle' where bookings keep veh_req: the verb
   * before a value and the noun after it say the column that keeps the value, and are bound to it.
   */
  private finishValueColumnWords(): void {
    this.targets.forEach((target, i) => {
      if (target?.kind !== 'value' || this.roles[i] !== 'bound' || this.targets[i - 1]?.kind === 'value') return;
      const column = { table: target.table, column: target.column };
      if (!this.intent.filters.some((filter) => filterColumns(filter).some((other) => other.table === column.table && other.column === column.column))) return;
      const before = this.verbBeforeValue(i);
      const verb = before && this.tokens[before.at];
      if (before && verb && this.saysColumnWord(verb, column)) this.mark(before.at, before.end, 'bound', humanize(column.column));
      let end = i;
      while (this.targets[end]?.kind === 'value' && sameTarget(this.targets[end] as Target, target)) end++;
      const noun = this.tokens[end];
      if (noun?.pos === 'NOUN' && this.targets[end]?.kind === 'table' && targetTable(this.targets[end] as Target) !== column.table && this.saysColumnWord(noun, column)) {
        this.mark(end, end + 1, 'bound', humanize(column.column));
        this.targets[end] = { kind: 'column', ...column };
      }
    });
  }

  /**
   * Of column readings on different tables after 'each', 'per' or 'by', the one on the row of a person or thing named
   * just before: a table whose label was bound there, or the table a bound reference points at.
   */
  private attributeOfNamed(options: { ref: RefItem; reading: Reading }[]): { ref: RefItem; reading: Reading } | undefined {
    const start = options[0]?.ref.start ?? 0;
    const columns = options.filter((option) => option.reading.target.kind === 'column' && option.reading.score >= MIN_SCORE);
    if (columns.length < 2 || columns.length !== options.length || new Set(columns.map((option) => targetTable(option.reading.target))).size !== columns.length) return undefined;
    if (!['each', 'per', 'by', 'every'].includes(this.tokens[start - 1]?.lower ?? '')) return undefined;
    const named = new Set<string>();
    for (let i = 0; i < start; i++) {
      const target = this.targets[i];
      if (this.roles[i] !== 'bound' || target?.kind !== 'column') continue;
      const role = this.model.column({ table: target.table, column: target.column }).role;
      if (role === 'label' || role === 'key') named.add(target.table);
      for (const join of this.catalog.joins) if (join.fromTable === target.table && join.fromColumn === target.column && join.toTable !== target.table) named.add(join.toTable);
    }
    const own = columns.filter((option) => named.has(targetTable(option.reading.target)));
    return own.length === 1 ? own[0] : undefined;
  }

  /**
   * 'how many people did we hire', 'how many folks joined': a count of people that names no rows of its own, then
   * only who did it, is a count of the rows the verb at `verbAt` names. The people word says nothing more (it is
   * marked filler where the count is taken).
   */
  private countsPeopleOfVerb(countEnd: number, verbAt: number): boolean {
    const dates = this.dateVerbs.has(verbAt) ? (this.verbDates.get(verbAt) ?? []) : [];
    if (dates.length === 0 || !dates.every((date) => this.personLike(date.table))) return false;
    const between = this.tokens.slice(countEnd, verbAt);
    const people = between.filter((token) => PEOPLE_ROWS_WORDS.has(token.lower));
    if (people.length !== 1 || this.roles[countEnd] === 'bound') return false;
    return between.every((token) => PEOPLE_ROWS_WORDS.has(token.lower) || DOER_WORDS.has(token.lower));
  }

  /**
   * 'cancellations in 2026 by reason', 'new hires last year', 'churn by month': where no rows are named, a noun of an
   * event whose date one table keeps names that table's rows, dated by it. The word is bound when so.
   */
  private eventRows(token: Token, i: number): boolean {
    if (this.intent.times.length === 0 && !this.intent.grain) return false;
    // A count of nothing yet ('number of cancellations') is what the rows make.
    if (!this.intent.measures.every(countsRowsOnly) || this.intent.listColumns.length > 0) return false;
    if (this.targets.some((target, k) => target?.kind === 'table' && this.roles[k] === 'bound')) return false;
    if (token.pos !== 'NOUN' && !this.dateVerbs.has(i)) return false;
    if (DATE_WORDS.has(token.lemma) || token.lower.length < 4) return false;
    const dates = this.dateVerbs.has(i) ? (this.verbDates.get(i) ?? []) : this.datesNamedByWord(token, [...this.model.tables.keys()]);
    const date = dates.length === 1 ? dates[0] : undefined;
    // 'bookings that got cancelled last quarter': a verb that names another date of the rows (cxl_dt) dates them, not
    // the noun's own event (bkd_dt).
    if (date && !this.dateVerbs.has(i) && [...this.dateVerbs].some((k) => k !== i && (this.verbDates.get(k) ?? []).some((other) => other.table === date.table && other.column !== date.column))) return false;
    // Groups said of other rows ('by region' of accounts) leave the event's rows unsure.
    if (!date || (this.intent.subject && this.intent.subject !== date.table) || this.intent.tables.some((table) => table !== date.table) || this.intent.dimensions.some((dimension) => dimension.columns.some((column) => column.table !== date.table && !this.model.reachesWithoutFanOut(date.table, column.table)))) return false;
    // 'number of cancellations': a count said right before is of those rows; another ('running total of payments')
    // may be of their amount, which is not guessed.
    const count = this.items.find((item): item is Extract<Item, { kind: 'op' }> => item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'count' && (item.end === i || (item.end === i - 1 && this.tokens[i - 1]?.lower === 'of') || this.countsPeopleOfVerb(item.end, i)));
    if (!count && this.intent.measures.length > 0) return false;
    // 'payments by month', where the word names paid_amt as well as paid_dt: their amount may be meant.
    if (!count && this.links.some((link) => link.start === i && link.target.kind === 'column' && this.model.isMeasure({ table: link.target.table, column: link.target.column }))) return false;
    if (count) {
      this.usedOps.add(count);
      this.mark(count.start, count.end, 'operator');
      // 'how many people did we hire': the people word between the count and the verb is the rows counted.
      for (let k = count.end; k < i - 1; k++) {
        if (!PEOPLE_ROWS_WORDS.has(this.lowerAt(k)) || this.roles[k] === 'bound') continue;
        this.roles[k] = 'filler';
        this.meanings[k] = 'the rows counted';
      }
      this.intent.measures = [this.rowCount(date.table)];
    }
    if (!this.intent.tables.includes(date.table)) this.intent.tables.push(date.table);
    this.intent.dateColumn = date;
    for (const time of this.intent.times) time.column ??= date;
    this.roles[i] = 'bound';
    this.meanings[i] = `${humanize(this.model.table(date.table).table.name)} by ${humanize(date.column)}`;
    this.targets[i] = { kind: 'column', ...date };
    return true;
  }

  /**
   * 'bookings that got cancelled last quarter': the rows a verb dated (events by cxl_dt) may be named by the noun of
   * another event of theirs (bkd_dt); that noun names those rows, and dates nothing.
   */
  private rowsNamedByOtherEvent(): void {
    const dated = this.intent.dateColumn;
    if (!dated || this.intent.tables.length !== 1 || this.intent.tables[0] !== dated.table) return;
    this.tokens.forEach((token, i) => {
      if ((this.roles[i] !== undefined && this.roles[i] !== 'unmatched') || token.pos !== 'NOUN' || this.dateVerbs.has(i)) return;
      const dates = this.datesNamedByWord(token, [dated.table]);
      if (dates.length !== 1 || dates[0]?.column === dated.column) return;
      this.roles[i] = 'bound';
      this.targets[i] = { kind: 'table', table: dated.table };
      this.meanings[i] = `${humanize(this.model.table(dated.table).table.name)} (those with a ${humanize(dates[0]?.column ?? '')})`;
      // 'how many bookings …': the count said right before the noun is of those rows.
      const count = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'count' && item.end === i && !this.usedOps.has(item));
      if (count && this.intent.measures.length === 0) {
        this.usedOps.add(count);
        this.mark(count.start, count.end, 'operator');
        this.intent.measures = [this.rowCount(dated.table)];
      }
    });
  }

  /**
   * 'cancellation reasons in 2026' where subscriptions keep cncl_rsn beside cncl_dt: with no rows named, time words
   * about a column whose name word also names one of its table's dates apply to that date, not the table's first.
   */
  private datedByColumnWord(): void {
    if ((this.intent.times.length === 0 && !this.intent.grain) || this.intent.dateColumn || this.intent.times.some((time) => time.column)) return;
    if (this.targets.some((target, k) => target?.kind === 'table' && this.roles[k] === 'bound')) return;
    // 'total invoiced by payment method this year': the amount added up says which date first (Invoice Total, Invoice
    // Date); a column grouped by only after it (Payment Method, Paid Date).
    const measured = new Map<string, ColumnRef>();
    for (const measure of this.intent.measures) {
      const column = measure.column;
      if (!column || this.model.isDate(column)) continue;
      for (const word of this.model.column(column).words) for (const date of this.datesNamedByWord({ lemma: word, lower: word }, [column.table])) measured.set(`${date.table}.${date.column}`, date);
    }
    const dates = new Map<string, ColumnRef>();
    // 'no-show rate by booking channel this year': a column the rows are split by says nothing of their date.
    const splitBy = (k: number) => {
      let start = k;
      const own = this.targets[k];
      while (start > 0 && this.roles[start - 1] === 'bound' && own && this.targets[start - 1] && sameTarget(this.targets[start - 1] as Target, own)) start--;
      return ['by', 'per'].includes(this.lowerAt(start - 1));
    };
    this.tokens.forEach((token, k) => {
      const target = this.targets[k];
      if (this.roles[k] !== 'bound' || target?.kind !== 'column' || this.model.isDate({ table: target.table, column: target.column }) || splitBy(k)) return;
      for (const date of this.datesNamedByWord(token, [target.table])) dates.set(`${date.table}.${date.column}`, date);
    });
    const [date, ...others] = measured.size === 1 ? measured.values() : dates.values();
    if (!date || others.length > 0) return;
    this.intent.dateColumn = date;
    for (const time of this.intent.times) time.column = date;
  }

  /**
   * 'top customers by revenue', 'the biggest deals': the noun a superlative opens is plural, so more than one row is
   * asked for. The last noun of the words right after it is the head ('top sales rep' is one rep).
   */
  private pluralRanked(): boolean {
    const superlative = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'superlative' && this.usedOps.has(item));
    // 'the most orders', 'the fewest tickets' count what follows; the rows ranked are named elsewhere.
    if (!superlative || superlative.operator.op !== 'superlative' || ['most', 'fewest', 'least', 'more', 'fewer', 'less'].includes(superlative.operator.word)) return false;
    let head: Token | undefined;
    for (let i = superlative.end; i < this.tokens.length && i < superlative.end + 4; i++) {
      const token = this.tokens[i] as Token;
      if (token.pos === 'NOUN' || (token.pos === 'VERB' && head)) head = token;
      else if (head || !['ADJ', 'ADV', 'VERB', 'DET'].includes(token.pos)) break;
    }
    return head !== undefined && head.lower !== head.lemma && head.lower.endsWith('s') && !MONEY_NOUNS.has(head.lower);
  }

  /** Whether a whole-number column counts how many times something happened to its row ('reopen_cnt', 'times_late'). */
  private countsTimes(column: ColumnRef): boolean {
    const model = this.model.column(column);
    return model.role === 'measure' && model.column.type === 'integer' && model.words.some((word) => ['count', 'times', 'number'].includes(word));
  }

  /** Whether `flag` is a yes/no column linked by part of its name, beside another column of its table that `other` reads. */
  private partFlagBeside(flag: Reading, other: Reading | undefined): boolean {
    if (flag.target.kind !== 'column' || flag.via !== 'part' || other?.target.kind !== 'column' || other.target.table !== flag.target.table) return false;
    return this.model.column({ table: flag.target.table, column: flag.target.column }).role === 'flag' && this.model.column({ table: other.target.table, column: other.target.column }).role !== 'flag';
  }

  /** Whether `header` is a money amount of the one row that the lines keeping `line` belong to (txn_hdr over txn_ln). */
  private headerAmountOf(header: Target, line: Target): boolean {
    if (header.kind !== 'column' || line.kind !== 'column' || header.table === line.table) return false;
    const money = (column: ColumnRef) => this.model.isMeasure(column) && this.model.column(column).words.some((word) => ['amount', 'total', 'value', 'net', 'gross', 'sales', 'revenue'].includes(word));
    if (!money(header) || !money(line)) return false;
    const steps = this.model.path(line.table, header.table);
    // The lines of that very row: txn_ln of txn_hdr, order_details of orders; not a product an order line points at.
    const lineWords = this.model.table(line.table).words;
    const headerWords = this.model.table(header.table).words.filter((word) => !['header', 'hdr', 'head'].includes(word));
    return steps?.length === 1 && !steps[0]?.fansOut && headerWords.length > 0 && headerWords.every((word) => lineWords.includes(word));
  }

  /**
   * 'instructors who report to Patricia Mitchell', where customers are named Patricia Mitchell too: the person a row
   * reports to is a row of its own table, so the name is read there.
   */
  private namesSuperior(readings: readonly Reading[]): boolean {
    const readAs = (filter: Filter) => filter.kind === 'values' && readings.some(({ target }) => target.kind === 'value' && target.table === filter.column.table && target.column === filter.column.column && filter.values.includes(target.value));
    return this.intent.filters.some((filter) => filter.kind === 'related' && filter.column.table === filter.key.table && filter.filters.some(readAs));
  }

  /** Readings that two ambiguous phrases could not be told apart by. */
  private readonly ambiguities: { ref: RefItem; readings: Reading[] }[] = [];

  /** Keeps the ambiguities still open, in place: those `keep` says a later reading has not settled. */
  private keepAmbiguities(keep: (entry: { ref: RefItem; readings: Reading[] }) => boolean): void {
    this.ambiguities.splice(0, this.ambiguities.length, ...this.ambiguities.filter(keep));
  }

  /**
   * 'litres by farm' where collections keep ltr and a payment sheet keeps Litres: one amount, by the same words, on
   * two tables neither of which is part of the other; the word alone does not say whose.
   */
  private twinAmounts(a: Target, b: Target): boolean {
    if (a.kind !== 'column' || b.kind !== 'column' || a.table === b.table) return false;
    const [ca, cb] = [this.model.column({ table: a.table, column: a.column }), this.model.column({ table: b.table, column: b.column })];
    if (ca.role !== 'measure' || cb.role !== 'measure' || ca.words.join(' ') !== cb.words.join(' ')) return false;
    // A table of snapshots ('mrr_snap') keeps the other's amount at moments; the two are read as they always were.
    if (this.model.snapshotPeriod(a.table) || this.model.snapshotPeriod(b.table)) return false;
    return !this.model.reachesWithoutFanOut(a.table, b.table) && !this.model.reachesWithoutFanOut(b.table, a.table);
  }

  /**
   * The one value a phrase names. Two values as likely ('installs': INST of invoices, INS of staff) name no one
   * table's rows, unless they are titles of the one kind of person said ('how many associates': Stock Associate and
   * Sales Associate).
   */
  private onlyValueOf(phrase: Phrase): Reading | undefined {
    const values = phrase.refs.flatMap((ref) => ref.readings).filter((reading) => reading.target.kind === 'value');
    const best = Math.max(...values.map((reading) => reading.score));
    const likeliest = values.filter((reading) => reading.score >= best - 0.01);
    const kindRef = phrase.refs.find((ref) => ref.readings.includes(likeliest[0] as Reading));
    const first = likeliest[0]?.target;
    const sameKind = kindRef && first?.kind === 'value' && likeliest.every((reading) => reading.target.kind === 'value' && reading.target.column === first.column && reading.target.table === first.table && this.titlesOfKind(first, kindRef.start, kindRef.end).includes(reading.target.value));
    return sameKind || new Set(likeliest.map((reading) => (reading.target.kind === 'value' ? reading.target.value.toLowerCase() : ''))).size === 1 ? likeliest[0] : undefined;
  }

  /**
   * 'recruiters' where the titles are Recruiter, Senior Recruiter and Recruiter, Go-to-Market: a kind of person said
   * on its own in the plural is everyone whose title names that kind, not only the title that is the bare word.
   */
  private titlesOfKind(target: Extract<Target, { kind: 'value' }>, start: number, end: number): string[] {
    // Not 'technical recruiters', which names one title by more of its words.
    const token = this.tokens[end - 1];
    const before = end - 2 >= start ? this.tokens[end - 2] : undefined;
    if (!token || token.lower === token.lemma || !token.lower.endsWith('s') || (before && wordsOf(target.value).includes(singularLemma(before.lower)))) return [target.value];
    const kind = singularLemma(token.lemma);
    if (titleKind(target.value) !== kind || !kindOfPersonTitle(kind)) return [target.value];
    const titles = (this.model.column({ table: target.table, column: target.column }).column.values ?? []).filter((value) => titleKind(value) === kind);
    return titles.includes(target.value) ? titles : [target.value];
  }

  /** Two titles of the same column that the same plural word takes in together ('recruiters'): no choice to ask about. */
  private sameTitleKind(a: { ref: RefItem; reading: Reading } | undefined, b: { ref: RefItem; reading: Reading } | undefined): boolean {
    if (!a || !b || a.ref !== b.ref || a.reading.target.kind !== 'value' || b.reading.target.kind !== 'value') return false;
    if (a.reading.target.table !== b.reading.target.table || a.reading.target.column !== b.reading.target.column) return false;
    return this.titlesOfKind(b.reading.target, b.ref.start, b.ref.end).includes(a.reading.target.value);
  }

  /**
   * Whether two readings mean the same thing: the same target, a key and the column that points at it ('product' of
   * deals and of products), or a table and its own name or key.
   */
  private sameMeaning(a: Target, b: Target): boolean {
    const columnOf = (target: Target): ColumnRef | undefined => (target.kind === 'column' || target.kind === 'value' ? { table: target.table, column: target.column } : undefined);
    if (a.kind === 'value' && b.kind === 'value' && a.value.toLowerCase() !== b.value.toLowerCase()) return false;
    // 'CTR' worked out of two tables' clicks (all platforms' daily figures, one platform's export) is two readings.
    if (a.kind === 'metric' || b.kind === 'metric') return a.kind === 'metric' && b.kind === 'metric' && a.metric.name === b.metric.name && a.metric.table === b.metric.table;
    const ca = columnOf(a);
    const cb = columnOf(b);
    if (ca && cb) {
      if (ca.table === cb.table && ca.column === cb.column) return true;
      return this.catalog.joins.some((join) => (join.fromTable === ca.table && join.fromColumn === ca.column && join.toTable === cb.table && join.toColumn === cb.column) || (join.fromTable === cb.table && join.fromColumn === cb.column && join.toTable === ca.table && join.toColumn === ca.column));
    }
    const table = a.kind === 'table' ? a : b.kind === 'table' ? b : undefined;
    const column = ca ?? cb;
    if (table && column) {
      if (column.table === table.table) return true;
      return this.catalog.joins.some((join) => join.fromTable === column.table && join.fromColumn === column.column && join.toTable === table.table);
    }
    return a.kind === 'table' && b.kind === 'table' && a.table === b.table;
  }

  private bindRef(ref: RefItem, reading: Reading): void {
    this.mark(ref.start, ref.end, 'bound', describeTarget(reading.target));
    for (let i = ref.start; i < ref.end; i++) {
      this.targets[i] = reading.target;
      this.linkScores[i] = { score: reading.score, via: reading.via };
    }
    if (reading.corrections) this.corrections.push(...reading.corrections);
    const table = targetTable(reading.target);
    if (!this.intent.tables.includes(table)) this.intent.tables.push(table);
  }

  /** Whether the rows were read as those there now (not departed, not ended), which a place of ours can say. */
  private heldNow = false;
  /** Where the phrase being bound starts, for the filters it adds. */
  private bindingAt = 0;
  private bindingEnd = 0;
  private readonly filterAt = new Map<Filter, number>();
  /** The words each measure was read from. */
  private readonly measureWords = new Map<Measure, { start: number; end: number }>();

  private bind(entry: RolePhrase, anchor: string | undefined): void {
    const before = this.intent.filters.length;
    const measuresBefore = new Set(this.intent.measures);
    this.nextToMeasure = this.adjacentToMeasure.has(entry.phrase);
    this.bindingAt = entry.phrase.start;
    this.bindingEnd = entry.phrase.end;
    this.currentOps = entry.ops;
    this.consumed = false;
    const groupsBefore = this.groupCount();
    this.bindPhrase(entry, anchor);
    for (const filter of this.intent.filters.slice(before)) this.filterAt.set(filter, entry.phrase.start);
    for (const measure of this.intent.measures) if (!measuresBefore.has(measure)) this.measureWords.set(measure, { start: entry.phrase.start, end: entry.phrase.end });
    // 'how much have we won from each subsidiary of Acme': 'each' over a phrase that only became a condition grouped
    // nothing; the word is left unused rather than the answer being one figure.
    const groupedNothing = entry.role.role === 'group' && this.groupCount() === groupsBefore && this.intent.filters.length > before;
    // The operators that gave the phrase its role did something only if the role itself added to the intent.
    // A rate word beside a phrase that did not take the rate's role ('delivery rate' read as deliveries) did nothing.
    // Nor did an aggregate word whose phrase took another role ('average monthly rent' read as a grouping by month).
    // Nor did a comparison whose phrase took another role ('over $10k after discount': 'after' ends the comparison).
    const unused = (op: OpItem) =>
      this.sharedOut.has(op) ||
      (groupedNothing && op.operator.op === 'each') ||
      (op.operator.op === 'rate' && entry.role.role !== 'rate') ||
      (op.operator.op === 'aggregate' && !['measure', 'ranked', 'rate', 'compared'].includes(entry.role.role)) ||
      // Nor a 'how much' before 'each branch', which only grouped: the amount is still to be found.
      (op.operator.op === 'how_much' && entry.role.role !== 'measure') ||
      // Nor the 'at least once' before 'but never cancelled one': rows left out compare no number.
      (op.operator.op === 'compare' && op.operator.value !== undefined && (entry.role.role === 'free' || entry.role.role === 'without')) ||
      op.operator.op === 'universal';
    if (this.consumed) for (const op of entry.ops) if (!unused(op)) this.usedOps.add(op);
    if (entry.role.role === 'rate') this.ratePhrases.push(entry.phrase);
  }

  /** Phrases bound as what a rate or share is of ('open deals' in 'percentage of open deals that have no account'). */
  private readonly ratePhrases: Phrase[] = [];
  /** Rate words a phrase's binding does not use by itself: finishShare decides what a share is of, or nothing does. */
  private readonly sharedOut = new Set<OpItem>();

  /** Whether the current phrase's role added to the intent (its operators did something). */
  private consumed = false;
  /** Set by a role that changed the intent in a way a count of its parts does not show (a measure made a ratio). */
  private forceConsumed = false;

  /** How many ways the answer is split: groups, a grain, a partition, a ranking of rows or a list. */
  private groupCount(): number {
    const intent = this.intent;
    return intent.dimensions.length + (intent.grain ? 1 : 0) + (intent.perGroup ? 1 : 0) + (intent.rowRanking ? 1 : 0) + intent.listColumns.length + this.freeColumns.length + this.measuredTables();
  }

  /** Measures per row of a table ('revenue per order') split the answer too. */
  private measuredTables(): number {
    return this.intent.measures.filter((measure) => measure.ratio).length;
  }

  /** A count of everything the intent holds, to tell whether binding a phrase added anything. */
  private shapeCount(): number {
    const intent = this.intent;
    return intent.measures.length + intent.dimensions.length + intent.filters.length + intent.having.length + intent.listColumns.length +
      this.freeColumns.length + this.freeMeasures.length + (this.ranked ? 1 : 0) + (intent.subject ? 1 : 0) + (this.whichSubject ? 1 : 0) +
      (intent.perGroup ? 1 : 0) + (intent.dateColumn ? 1 : 0) + (intent.grain ? 1 : 0) + intent.measures.filter((measure) => measure.ratio).length +
      (this.averagedCount ? 1 : 0);
  }

  private currentOps: OpItem[] = [];
  /** Operators that shaped the answer; the others were not understood. */
  private readonly usedOps = new Set<OpItem>();
  /** Words of operators nothing used ('how many' before a word the data does not hold), left unmatched. */
  private readonly unusedOperatorWords = new Set<number>();

  private bindPhrase(entry: RolePhrase, anchor: string | undefined): void {
    const { phrase, role } = entry;
    // A negation acts on the phrase's own words; other operators on its role.
    const start = this.shapeCount();
    this.forceConsumed = false;
    const finish = (from: number) => {
      this.consumed = this.forceConsumed || this.shapeCount() !== from;
    };
    if (process.env.ASK_DEBUG) process.stderr.write(`bind ${JSON.stringify(role)} ${phrase.start}-${phrase.end} anchor=${anchor}\n`);
    // Values and qualifiers inside any phrase are conditions ('won deals', 'active employees', 'GTX Pro').
    let head = this.headOf(phrase, role, anchor);
    // 'the 25/26 season' with ssn_cd: a head that names the column of a value beside it is that column, even when it
    // also reads as a code of other rows (SSN, a season pass).
    const valueHead = head?.reading.target.kind === 'value' ? head : undefined;
    const columnHead = valueHead?.ref.readings.find((reading) => reading.target.kind === 'column' && reading.score >= 0.3 && this.namesValueColumn(phrase, { ref: valueHead.ref, reading }));
    if (valueHead && columnHead) head = { ref: valueHead.ref, reading: columnHead };
    const negated = role.role === 'negated' || this.negatedPhrases.has(phrase);
    for (const ref of phrase.refs) {
      if (head && ref === head.ref) continue;
      this.bindModifier(ref, anchor, negated, head);
    }
    for (const word of phrase.words) this.bindWord(word, anchor, negated, head);
    const afterModifiers = negated ? start : this.shapeCount();
    // 'the West office', 'the Prospecting stage', 'the Beverages category': the head names the value's own column.
    if (head && head.reading.target.kind !== 'value' && role.role !== 'measure' && role.role !== 'rate' && this.namesValueColumn(phrase, head)) {
      this.mark(head.ref.start, head.ref.end, 'bound', 'the column of the value beside it');
      const ref = head.ref;
      this.keepAmbiguities((entry) => entry.ref !== ref);
      finish(negated ? start : this.shapeCount() + 1);
      if (role.role === 'free' || role.role === 'subject') this.consumed = true;
      return;
    }
    // 'which driver did the most deliveries' where a delivery is an order in status DLV: the rows with the value.
    if (!head && role.role === 'ranked') {
      const value = this.onlyValueOf(phrase);
      const counted = value?.target.kind === 'value' ? this.rowsWithValue(value.target) : undefined;
      if (counted) head = wordlessHead(phrase.start, { kind: 'table', table: counted });
    }
    // 'how many times has each kiln been fired': the times counted are the rows the later verb dates, where it dates
    // one table's rows.
    if (!head && role.role === 'measure' && role.aggregate === 'count' && phrase.refs.length === 0 && phrase.words.some((word) => word.token.lower === 'times')) {
      const dated = new Set([...this.verbDates].filter(([at]) => at >= phrase.end).flatMap(([, columns]) => columns.map((column) => column.table)));
      const [rows] = dated;
      if (dated.size === 1 && rows) head = wordlessHead(phrase.start, { kind: 'table', table: rows });
    }
    if (!head && role.role === 'measure') {
      // 'total won value': no named number, but an amount of the rows the value belongs to.
      const value = this.onlyValueOf(phrase);
      const amountWord = phrase.words.some((word) => AMOUNT_WORDS.has(word.token.lemma)) || role.money;
      if (value && amountWord) head = wordlessHead(phrase.start, { kind: 'table', table: targetTable(value.target) });
      // 'how many no-shows', 'how many junior suites': the rows that have the value, or the rows that point at it when
      // it names a row of a lookup table.
      if (value && !amountWord && (role.aggregate === 'count' || role.aggregate === 'count_distinct') && value.target.kind === 'value') {
        const counted = this.rowsWithValue(value.target);
        if (counted) head = wordlessHead(phrase.start, { kind: 'table', table: counted });
      }
      if (!head && role.aggregate !== 'count' && role.aggregate !== 'count_distinct') head = this.amountOfDatingVerb(phrase);
      // 'payments by method: number and total amount': amount words alone are the amount of the question's rows.
      if (!head && phrase.refs.length === 0 && phrase.words.some((word) => AMOUNT_WORDS.has(word.token.lemma)) && anchor && this.mainAmount(anchor)) head = wordlessHead(phrase.start, { kind: 'table', table: anchor });
    }
    // 'accounts with more than 20 wins': a value said as a plural noun, compared with a number, counts the rows that
    // have it.
    if (!head && role.role === 'compared' && role.value !== undefined && !role.percent) {
      const value = phrase.refs.flatMap((ref) => ref.readings).find((reading) => reading.target.kind === 'value' && reading.score >= MIN_SCORE);
      if (value?.target.kind === 'value' && this.countRowsWithValue(value.target, role.operator, role.value, phrase, anchor)) {
        finish(start);
        return;
      }
    }
    // Not a verb that only places the rows ('not headquartered in the US'): the place after it is what is negated.
    // Not a state said with a particle ('anything written off', 'signed up'): no event of other rows.
    // Nor a light verb whose object names what was done ('placed any order'): the object is what would be had.
    const eventVerb = phrase.words.some((word) => word.token.pos === 'VERB' && !PLACING_VERBS.has(word.token.lemma) && !STATE_PARTICLES.has(this.tokens[word.end]?.lower ?? '') && objectOfLightVerb(this.tokens, word.start) < 0);
    // 'accounts not owned by a parent company': a verb whose doer is a column of the rows themselves (subsidiary_of) is
    // about that column, not about rows of another table; not owned by one is having none, the column empty.
    const doer = this.tokens[phrase.end]?.lower === 'by' ? this.links.find((link) => link.start >= phrase.end + 1 && link.start <= phrase.end + 3 && link.target.kind === 'column' && link.target.table === anchor && link.score >= MIN_SCORE) : undefined;
    if (!head && (role.role === 'without' || role.role === 'negated') && anchor && this.shapeCount() === start && phrase.refs.length === 0 && eventVerb && doer?.target.kind === 'column') {
      const column = { table: doer.target.table, column: doer.target.column };
      for (const word of phrase.words) if (word.token.pos === 'VERB') this.mark(word.start, word.end, 'bound', `no ${humanize(column.column)}`);
      this.intent.filters.push({ kind: 'null', column, label: `no ${humanize(column.column)}` });
      finish(start);
      return;
    }
    // 'orders not shipped by Speedy Express': a verb denied before its doer, place or party is not about having rows
    // of its own; the negation belongs to the party (the operators read it so when the party is named).
    const party = ['by', 'to', 'from', 'via', 'through', 'with'].includes(this.tokens[phrase.end]?.lower ?? '') && this.links.some((link) => link.start > phrase.end && link.start <= phrase.end + 3 && link.score >= MIN_SCORE);
    if (!head && (role.role === 'without' || role.role === 'negated') && anchor && this.shapeCount() === start && phrase.refs.length === 0 && eventVerb && !party) {
      // 'courses that have never been offered': the only table that points at courses says whether they were.
      const children = this.tablesPointingAt(anchor);
      if (children.length === 1 && children[0]) {
        for (const word of phrase.words) if (word.token.pos === 'VERB') this.mark(word.start, word.end, 'bound', `rows of ${children[0]}`);
        this.addExists(children[0], anchor, true);
        finish(start);
        return;
      }
    }
    if (!head) {
      // 'list our current event coordinators with …': what is listed are the rows that have the value.
      const listed = this.listCommandBefore(phrase.start);
      const first = this.targets.slice(0, phrase.start).every((target) => target === undefined);
      // 'which three sales reps brought in the most', 'top 3 sales reps': people a count ranks, named in the plural by
      // their title, are the rows asked for.
      const counted = this.items.some((item) => item.kind === 'op' && item.end === phrase.start && (item.operator.op === 'count' || item.operator.op === 'superlative') && item.operator.count !== undefined);
      // So are people named by their title after 'which' ('which sales rep handled the most orders').
      const asked = this.tokens[phrase.start - 1]?.lower === 'which';
      const valueAt = (role.role === 'subject' || (role.role === 'free' && (counted || asked))) && first && !this.intent.subject ? this.targets.slice(phrase.start, phrase.end).find((target) => target?.kind === 'value') : undefined;
      const last = this.tokens[phrase.end - 1];
      // So are things counted out in the plural of a kind of them ('which 3 chippers': equipment of type CHIP).
      const things = counted && last?.pos === 'NOUN' && (last.lower !== last.lemma || /[^su]s$/.test(last.lower)) && valueAt !== undefined && this.model.labelColumns(targetTable(valueAt)).length > 0;
      const people = ((counted || asked) && last?.pos === 'NOUN' && (last.lower !== last.lemma || asked) && valueAt !== undefined && this.personLike(targetTable(valueAt))) || things;
      if (valueAt && (listed || people)) this.intent.subject = targetTable(valueAt);
      if (valueAt && people && !this.whichSubject) this.whichSubject = { kind: 'table', table: targetTable(valueAt) };
      // 'how many farrier visits last month': values alone, counted, count the rows the question is about that have
      // them, each row meeting one row that keeps them.
      if (role.role === 'measure' && role.aggregate === 'count' && !role.distinct && anchor && this.countsRowsWithValues(phrase, anchor)) this.addMeasure(role, { kind: 'table', table: anchor }, phrase, anchor);
      finish(afterModifiers);
      return;
    }
    if (role.role === 'measure' && (this.countsFlaggedEvents(phrase, head, role) || this.moneyOfFlaggedRows(phrase, head, role))) {
      finish(start);
      return;
    }
    if (['measure', 'rate', 'subject', 'free', 'group', 'ranked'].includes(role.role)) head = this.amountOfConditionedRows(phrase, head);
    if (head.ref.end > head.ref.start) this.bindRef(head.ref, head.reading);
    else this.noteTable(targetTable(head.reading.target));
    const target = head.reading.target;
    const measuresBefore = this.intent.measures.length;
    switch (role.role) {
      case 'measure':
        if (this.countedWithNone.has(phrase) && target.kind === 'table') {
          const amount = this.amountNamedIn(phrase, head.ref, target.table);
          if (amount) this.intent.filters.push(noneLeft(amount));
        }
        // 'number of contracts' read through a loose synonym as a date column: counting dates answers nothing asked.
        if ((role.aggregate === 'count' || role.aggregate === 'count_distinct') && target.kind === 'column' && this.model.isDate({ table: target.table, column: target.column }) && WEAK_VIAS.has(head.reading.via)) {
          this.mark(head.ref.start, head.ref.end, 'unmatched');
          break;
        }
        // 'number of hires' where bookings keep hire_p: a plural counted, read as a word of an amount of money's name,
        // counts the rows that amount is of; a number of pounds is no number of anything.
        const plural = this.tokens[head.ref.end - 1];
        if (role.aggregate === 'count' && !role.countOf && !role.distinct && target.kind === 'column' && head.reading.via === 'part' && plural && plural.lower !== plural.lemma && this.model.inCents({ table: target.table, column: target.column })) {
          this.bindRef(head.ref, { ...head.reading, target: { kind: 'table', table: target.table } });
          this.addMeasure(role, { kind: 'table', table: target.table }, phrase, anchor);
          break;
        }
        // 'number of P1 or P2 tickets': values joined before the rows they qualify count those rows.
        const sharedHead = role.aggregate === 'count' ? this.valuesSharingNextHead(phrase) : undefined;
        if (sharedHead) {
          this.addMeasure(role, { kind: 'table', table: sharedHead }, phrase, anchor);
          break;
        }
        this.checkStrayCondition(phrase, head);
        this.addMeasure(role, this.amountOfMoneyRows(role, phrase, head.ref, target), phrase, anchor);
        this.noteRowsBeforeBy(measuresBefore);
        break;
      case 'group': {
        const perRows = target.kind === 'table' ? target.table : target.kind === 'column' && this.eventNamedByDate({ table: target.table, column: target.column }) ? target.table : undefined;
        if (this.isMeasurable(target) && this.perWord() && this.intent.measures.length > 0) {
          // 'revenue per room night', 'price per litre': one measure divided by another. 'average cost per click' is
          // the same ratio, of the totals: an average of costs over a total of clicks would mean nothing.
          const said = this.intent.measures.pop() as Measure;
          const numerator = said.aggregate === 'avg' && said.column && !said.ratio ? { ...said, aggregate: 'sum' as const, label: said.label.replace(/^average /, '') } : said;
          const before = this.intent.measures.length;
          this.addMeasure({ role: 'measure', aggregate: 'sum' }, target, phrase, anchor);
          const denominator = this.intent.measures.length > before ? (this.intent.measures.pop() as Measure) : undefined;
          // 'average price per litre' where Price per Litre is one column: the words on both sides of 'per' name it,
          // and it is no ratio of itself.
          const numeratorColumn = (numerator.ratio?.numerator ?? numerator).column;
          // 'average price per kg' where contracts keep kg_rt: a price said per the unit that names a rate column is
          // that rate, averaged; never another amount divided by it.
          const perOp = this.currentOps.find((op) => op.operator.op === 'group' && op.operator.word === 'per');
          const priced = perOp !== undefined && PER_UNIT_PRICE_WORDS.has(this.tokens[perOp.start - 1]?.lemma ?? '');
          const rateWords = denominator?.column ? this.model.column(denominator.column).words : [];
          const unit = this.tokens[perOp?.end ?? -1];
          const rawUnit = denominator?.column ? this.model.column(denominator.column).rawWords[0]?.toLowerCase() : undefined;
          const unitRate = priced && unit !== undefined && rateWords.length === 2 && PER_UNIT_PRICE_WORDS.has(rateWords[1] ?? '') && (unit.lemma === rateWords[0] || unit.lower === rawUnit);
          if (unitRate && denominator?.column) {
            this.intent.measures.push({ aggregate: 'avg', column: denominator.column, table: denominator.column.table, label: `average ${humanize(denominator.column.column)}` });
            this.usedOps.add(perOp);
            this.mark(perOp.start - 1, perOp.end, 'bound', `column ${humanize(denominator.column.column)}`);
            for (let i = perOp.start - 1; i < perOp.end; i++) this.targets[i] = { kind: 'column', ...denominator.column };
          } else if (denominator?.column && numeratorColumn && sameColumns([denominator.column], [numeratorColumn])) {
            this.intent.measures.push(said);
            // Only a column that names a figure per unit ('Price per Litre', unit_px) is said on both sides of 'per';
            // 'revenue per kg' read twice as Kg Billed is a weight, and 'per' is left unread.
            const perUnit = this.model.column(denominator.column).words.some((word) => word === 'per' || PER_UNIT_PRICE_WORDS.has(word) || word === 'average' || word === 'avg');
            if (!perUnit) break;
            for (const op of this.currentOps) {
              if (op.operator.op !== 'group' || op.operator.word !== 'per') continue;
              this.usedOps.add(op);
              this.mark(op.start, op.end, 'bound', `column ${humanize(denominator.column.column)}`);
              for (let i = op.start; i < op.end; i++) this.targets[i] = { kind: 'column', ...denominator.column };
            }
          } else if (denominator) {
            this.intent.measures.push({ aggregate: 'avg', table: numerator.table, ratio: { numerator: numerator.ratio?.numerator ?? numerator, denominator }, label: `${numerator.label} per ${denominator.label.replace(/^total /, '')}` });
            this.forceConsumed = true;
          } else this.intent.measures.push(numerator);
        } else if (target.kind === 'table' && this.perWord() && this.averagedCount && this.intent.measures.includes(this.averagedCount)) {
          // 'average number of legs per shipment': legs counted, divided by the shipments counted.
          const numerator = this.averagedCount;
          const label = `average ${numerator.label} per ${singularLabel(this.model.table(target.table).table.name)}`;
          // 'products per order': counted on the rows that pair them (order lines), over the orders those rows name.
          const counted = numerator.table;
          const bridge = counted && !this.model.reachesWithoutFanOut(counted, target.table) && !this.model.reachesWithoutFanOut(target.table, counted) ? this.bridgeBetween(counted, target.table) : undefined;
          const pointer = bridge ? this.pointerOf(bridge, target.table) : undefined;
          const countedPointer = bridge && counted ? this.pointerOf(bridge, counted) : undefined;
          const ratio = bridge && pointer && countedPointer
            ? { numerator: { ...numerator, column: countedPointer, table: bridge }, denominator: { aggregate: 'count_distinct' as const, column: pointer, table: bridge, label: `number of ${humanize(this.model.table(target.table).table.name)}` } }
            : { numerator, denominator: { aggregate: 'count' as const, table: target.table, label: `number of ${humanize(this.model.table(target.table).table.name)}` } };
          this.intent.measures.splice(this.intent.measures.indexOf(numerator), 1, { aggregate: 'avg', table: bridge ?? numerator.table, ratio, label });
          this.averagedCount = undefined;
          this.forceConsumed = true;
        } else if (perRows && this.perWord() && this.intent.measures[this.intent.measures.length - 1]?.aggregate === 'avg' && !this.isMeasureTable(perRows) && !this.classifies(perRows) && !this.fewKinds(perRows) && this.model.reachesWithoutFanOut(targetTable({ kind: 'table', table: this.intent.measures[this.intent.measures.length - 1]?.table ?? perRows }), perRows)) {
          // 'average revenue per order', 'revenue per customer': the measure divided by the number of those rows.
          // 'avg disbursement total per funeral' where arrangements keep fnrl_dt: the rows the event's date belongs to.
          const numerator = this.intent.measures.pop() as Measure;
          const name = singularLabel(this.model.table(perRows).table.name);
          // The total to divide: an average's column summed, or a metric's total before it was spread over its rows.
          const perRow = numerator.aggregate === 'avg' && numerator.ratio?.denominator.aggregate === 'count' && numerator.ratio.denominator.table === numerator.table && !numerator.ratio.denominator.column;
          const total = numerator.aggregate === 'avg' && numerator.column ? { ...numerator, aggregate: 'sum' as const, label: numerator.label.replace(/^average /, 'total ') } : perRow && numerator.ratio ? numerator.ratio.numerator : numerator;
          this.intent.measures.push({ aggregate: 'avg', table: numerator.table, ratio: { numerator: total, denominator: { aggregate: 'count', table: perRows, label: `number of ${name}s` } }, label: `${numerator.label.replace(/^average /, '')} per ${name}` });
          this.forceConsumed = true;
        } else if (this.isMeasurable(target) && !this.groupsByLevel(target)) {
          // 'top 5 countries by revenue', 'sorted by close value': a number to rank by, not a grouping.
          this.addMeasure({ role: 'measure', aggregate: 'sum' }, target, phrase, anchor);
          this.groupedByMeasure = true;
          this.noteRowsBeforeBy(measuresBefore);
        } else if (target.kind === 'column' && this.model.isDate({ table: target.table, column: target.column })) {
          // 'by check-in month', 'by order date': the date, at the grain the words say (or one that suits the range).
          this.intent.dateColumn = { table: target.table, column: target.column };
          const grain = phrase.words.map((word) => GRAIN_OF[word.token.lemma]).find((found) => found !== undefined);
          // 'how many batches were dumped in 2024 (by brew date)': beside a period, with no period of its own, the
          // words say which date the period is of; they split nothing.
          const period = this.items.some((item) => item.kind === 'op' && item.operator.op === 'time');
          if (!grain && period && !this.intent.grain) break;
          this.intent.grain = grain ?? this.intent.grain ?? 'auto';
          for (const word of phrase.words) if (GRAIN_OF[word.token.lemma]) this.mark(word.start, word.end, 'bound', 'the period');
        } else if (target.kind === 'table' && head.ref.end > head.ref.start && !role.each && this.intent.measures.length === 0 && this.countsRankedRows(target.table)) {
          // 'top 3 customers by orders': each ranked row has many of the rows named after 'by'; it ranks by their number,
          // or by their amount where the same words name it ('volunteers by hours' over vol_hrs rows with vol_hrs).
          const amount = head.ref.readings.find((reading) => reading.target.kind === 'column' && reading.target.table === target.table && this.isMeasurable(reading.target));
          // 'top 3 glazes by sales': rows named by a word for money ('sales', 'takings') rank by their money.
          const money = !amount && this.tokens.slice(head.ref.start, head.ref.end).some((token) => MONEY_NOUNS.has(token.lower)) ? this.mainAmount(target.table) : undefined;
          if (money) this.intent.measures.push(totalOf(money, target.table));
          else this.addMeasure({ role: 'measure', aggregate: amount ? 'sum' : 'count' }, amount?.target ?? target, phrase, anchor);
          this.groupedByMeasure = true;
          this.noteRowsBeforeBy(measuresBefore);
        } else if (target.kind === 'table' && this.perWord() && this.measuredBesideRows(target.table)) {
          // 'cost per lead' where ad spend and leads are both of campaigns: neither row has one of the other, so the
          // leads are no groups of the spend, and their ratio is not built; the words stay unread.
          this.mark(phrase.start, phrase.end, 'unmatched');
        } else if (target.kind === 'table' && this.isMeasureTable(target.table) && !role.each && !(this.groupWord('by') && (this.intent.measures.at(-1)?.aggregate === 'avg' && this.intent.measures.at(-1)?.column || this.countsTimeUnits()))) {
          // 'average freight per order': the measure's own rows, not a grouping. After 'by' they are the groups:
          // 'average lead time by supplier' lists each supplier's, and so does 'average number of days clients take to
          // pay, by client', whose count of days is a span read later.
          for (const op of this.currentOps) this.usedOps.add(op);
        } else if (this.perWord() && this.namesKindColumnRows(target, phrase, head.reading)) {
          // 'average fee per attended session' where appointments keep sess_typ: the rows whose kind the column sorts
          // are the measure's own rows, one session each, not its kinds.
          for (const op of this.currentOps) this.usedOps.add(op);
          this.bindRef(head.ref, { ...head.reading, target: { kind: 'table', table: target.table } });
        } else {
          this.addGroup(target, role.each === true);
        }
        break;
      }
      case 'ranked':
        this.addRanked(role, target, phrase, anchor);
        break;
      case 'negated':
        if (target.kind === 'value') this.addValueFilter(target, true, false, role.leftOut);
        else if (target.kind === 'table') this.addExists(target.table, anchor, true);
        else if (target.kind === 'column' && this.model.column({ table: target.table, column: target.column }).role === 'flag') {
          this.intent.filters.push({ kind: 'flag', column: { table: target.table, column: target.column }, value: false, label: `not ${humanize(target.column)}` });
        } else if (target.kind === 'column' && this.eventDate(target)) {
          // 'donors who haven't lapsed': what a date some rows lack records has not happened to them.
          this.intent.filters.push(this.notEnded(this.model.column({ table: target.table, column: target.column }), `no ${humanize(target.column)}`));
        }
        break;
      case 'without':
        if (target.kind === 'table') this.addExists(target.table, anchor, true);
        // 'employees with nobody reporting to them': the reference read the other way round is not this row's own.
        else if (target.kind === 'column' && this.reversedReference(target)) break;
        else if (target.kind === 'column' && this.absentFromManyRows(target, anchor)) break;
        else if (target.kind === 'column' && this.model.column({ table: target.table, column: target.column }).role === 'measure') this.intent.filters.push({ kind: 'compare', column: { table: target.table, column: target.column }, operator: '<=', value: 0, label: `no ${humanize(target.column)}` });
        // 'staff without paediatric first aid' of pfa_yn: a flag is never empty, it is unset.
        else if (target.kind === 'column' && this.model.column({ table: target.table, column: target.column }).role === 'flag') {
          this.intent.filters.push({ kind: 'flag', column: { table: target.table, column: target.column }, value: false, label: `not ${humanize(target.column)}` });
        } else if (target.kind === 'column') {
          this.intent.filters.push({ kind: 'null', column: { table: target.table, column: target.column }, label: `no ${humanize(target.column)}` });
          this.stillAwaiting(target.table);
        } else if (target.kind === 'value') {
          this.addValueFilter(target, true);
          const added = this.intent.filters[this.intent.filters.length - 1];
          if (added?.kind === 'values' && added.negated) added.throughout = true;
        }
        break;
      case 'compared':
        this.addComparison(role, target, phrase, anchor);
        break;
      case 'rate':
        if (SHARE_WORDS.has(role.word)) this.checkStrayCondition(phrase, head);
        this.addRate(role, target, phrase, anchor);
        this.noteRowsBeforeBy(measuresBefore);
        break;
      case 'zero': {
        // 'out of stock products': the amount is named before the rows it is of, which are what the question is about.
        const amount = target.kind === 'table' ? this.amountNamedIn(phrase, head.ref, target.table) : undefined;
        if (amount && target.kind === 'table') {
          this.intent.filters.push(noneLeft(amount));
          this.addFree(target, !this.intent.subject, anchor);
        } else if (target.kind === 'column' && this.model.isNumeric({ table: target.table, column: target.column })) {
          this.intent.filters.push(noneLeft({ table: target.table, column: target.column }));
        }
        break;
      }
      case 'subject':
      case 'free':
        if (target.kind === 'value' && this.ownStateAfterRows(head.ref, target)) break;
        if (target.kind === 'column' && this.model.column({ table: target.table, column: target.column }).role === 'measure') this.checkStrayCondition(phrase, head);
        // 'tenants who have pets' is not pets_ok_yn of their building: a flag named by part of its name is no condition.
        if (target.kind === 'column' && this.model.column({ table: target.table, column: target.column }).role === 'flag' && head.reading.score < FLAG_MIN_SCORE && !this.shortFlag(head.ref, this.model.column({ table: target.table, column: target.column }))) break;
        this.addFree(target, role.role === 'subject', anchor);
        break;
      case 'left':
        break;
    }
    const trailing = this.trailingCompare.get(phrase);
    if (trailing && trailing.operator.op === 'compare' && trailing.operator.value !== undefined && target.kind === 'table') {
      const amount = this.comparedAmount(target.table);
      if (amount) {
        this.intent.filters.push(this.amountCompared(amount, { ...trailing.operator, value: trailing.operator.value }));
        this.usedOps.add(trailing);
      }
    }
    finish(afterModifiers);
  }

  /**
   * 'bills paid in full' where bills keep a status PD and trust transactions a code PAY: a state word right after the
   * rows' name is their own state when their own columns say it, not another table's value spelled like it.
   */
  private ownStateAfterRows(ref: RefItem, value: Extract<Target, { kind: 'value' }>): boolean {
    const at = ref.start;
    const token = this.tokens[at];
    if (!token || ref.end - at !== 1 || (qualifierOf(token.lower) ?? qualifierOf(token.lemma)) === undefined) return false;
    // 'restaurants that are still open', 'restaurants do we have open': the rows named last before it, with only
    // small words between.
    let before = at - 1;
    const adverb = (k: number) => ['still', 'currently', 'now'].includes(this.tokens[k]?.lower ?? '');
    while (before > 0 && (adverb(before) || (this.roles[before] !== 'bound' && (isFunctionWord(this.tokens[before] as Token) || ['have', 'has'].includes(this.tokens[before]?.lower ?? ''))))) before--;
    const rows = this.targets[before];
    if (rows?.kind !== 'table' || this.roles[before] !== 'bound' || rows.table === value.table) return false;
    const linked = this.targets[at];
    this.targets[at] = undefined;
    if (this.qualifierFilter(at, at + 1, rows.table, false, true)) return true;
    this.targets[at] = linked;
    return false;
  }

  private groupedByMeasure = false;
  /** Phrases counted with none left of an amount named in them ('how many out of stock products'). */
  private readonly countedWithNone = new Set<Phrase>();

  /** 'total net payouts': an amount of a table of money, named before it, is what adds up. */
  private amountOfMoneyRows(role: Extract<Role, { role: 'measure' }>, phrase: Phrase, head: RefItem, target: Target): Target {
    if (role.aggregate !== 'sum' || target.kind !== 'table' || !this.isMoneyTable(target.table)) return target;
    const amount = this.amountNamedIn(phrase, head, target.table);
    return amount ? { kind: 'column', ...amount } : target;
  }

  /** A number of a table's own named in a phrase before its head, bound: 'stock' in 'out of stock products'. */
  private amountNamedIn(phrase: Phrase, head: RefItem, table: string): ColumnRef | undefined {
    for (const ref of phrase.refs) {
      if (ref === head || ref.end > head.start) continue;
      const reading = ref.readings.find((candidate) => candidate.target.kind === 'column' && candidate.target.table === table && candidate.score >= MIN_SCORE && this.model.isNumeric({ table, column: candidate.target.column }));
      if (reading?.target.kind !== 'column') continue;
      this.bindRef(ref, reading);
      return { table, column: reading.target.column };
    }
    return undefined;
  }

  /** 'customers by number of orders': the measure just added is said after 'by', right after rows named. */
  private noteRowsBeforeBy(measuresBefore: number): void {
    const by = this.currentOps.find((op) => this.tokens[op.end - 1]?.lower === 'by' && ['group', 'order'].includes(op.operator.op));
    if (!by || this.intent.measures.length !== measuresBefore + 1) return;
    const rows = this.namedTableBefore(by.start);
    if (rows) {
      this.rowsBeforeBy = { table: rows, measure: this.intent.measures[measuresBefore] as Measure };
      return;
    }
    // 'sectors by won revenue', 'agents by deals won': a column's values named before 'by' are the groups measured.
    const named = this.refBefore(by.start, 0);
    const target = named ? this.targets[named.start] : undefined;
    if (target?.kind === 'column' && this.roles[named?.start ?? -1] === 'bound') this.besideMeasure.add(`${target.table}.${target.column}`);
  }
  /** 'rank the categories by sales': the rows named right before 'by', and the measure after it. */
  private rowsBeforeBy?: { table: string; measure: Measure };
  /** 'average number of legs': the count waiting for the 'per shipment' that says what to divide it by. */
  private averagedCount?: Measure;
  private averagedOps: OpItem[] = [];

  /** Whether the amount measured so far is of rows that neither have nor belong to one row of `table`. */
  private measuredBesideRows(table: string): boolean {
    const rows = (this.intent.measures.at(-1) ?? this.freeMeasures.at(-1))?.column?.table;
    if (!rows || rows === table || this.model.path(rows, table) === undefined) return false;
    return !this.model.reachesWithoutFanOut(rows, table) && !this.model.reachesWithoutFanOut(table, rows);
  }

  /** Whether the operator that gave the current phrase its role is 'per'. */
  private perWord(): boolean {
    return this.groupWord('per');
  }

  /** 'number of days clients take': a count said of a time unit counts no rows but the days of a span. */
  private countsTimeUnits(): boolean {
    const measure = this.intent.measures.at(-1);
    const words = measure && measure.aggregate === 'count' ? this.measureWords.get(measure) : undefined;
    return words !== undefined && DURATION_UNITS[this.tokens[words.start]?.lemma ?? ''] !== undefined;
  }

  private groupWord(word: string): boolean {
    return this.currentOps.some((op) => op.operator.op === 'group' && op.operator.word === word);
  }

  /** The table whose rows have a value: its own, or the one table that points at it when it is a lookup's name. */
  private rowsWithValue(target: Extract<Target, { kind: 'value' }>): string | undefined {
    const column = { table: target.table, column: target.column };
    const model = this.model.column(column);
    const lookup = this.model.labelColumns(target.table).some((label) => label.column === target.column) || model.role === 'key' || this.model.isUnique(column);
    if (!lookup) return target.table;
    const pointing = this.tablesPointingAt(target.table);
    return pointing.length === 1 ? pointing[0] : undefined;
  }

  /** The meaning of a table named right before an amount column whose every row points at one of its rows. */
  private ownerOfAmount(ref: RefItem, head: { ref: RefItem; reading: Reading }): string | undefined {
    const amount = head.reading.target;
    if (ref.end !== head.ref.start || amount.kind !== 'column' || this.model.column({ table: amount.table, column: amount.column }).role !== 'measure') return undefined;
    const owner = ref.readings.find((reading) => reading.target.kind === 'table' && reading.score >= 0.9 && reading.target.table !== amount.table);
    if (owner?.target.kind !== 'table') return undefined;
    const steps = this.model.path(amount.table, owner.target.table) ?? [];
    const step = steps.length === 1 ? steps[0] : undefined;
    if (!step || step.fansOut || this.model.column({ table: step.fromTable, column: step.fromColumn }).column.nullCount !== 0) return undefined;
    return `whose ${humanize(amount.column)}: the ${singularLabel(this.model.table(owner.target.table).table.name)} of each ${singularLabel(this.model.table(amount.table).table.name)}`;
  }

  /** 'out in refunds', 'in fees': a preposition of money, after a particle, then a ref that reads as an amount column. */
  private moneyNamedIn(at: number, items: readonly Item[]): boolean {
    let k = at;
    if (['out', 'back'].includes(this.lowerAt(k))) k++;
    if (!['in', 'on'].includes(this.lowerAt(k))) return false;
    const next = items.find((other): other is RefItem => other.kind === 'ref' && other.start === k + 1);
    return next?.readings.some((reading) => reading.score >= 0.5 && reading.target.kind === 'column' && this.model.column({ table: reading.target.table, column: reading.target.column }).role === 'measure') ?? false;
  }

  /**
   * 'the most parcels collected at Eastfield', 'the fewest invoices paid': a verb right after the rows the superlative
   * counts says which of them are counted, not that money is ranked.
   */
  private describesRankedRows(verbAt: number): boolean {
    const object = this.tokens[verbAt - 1];
    const target = this.targets[verbAt - 1];
    if (!object || target?.kind !== 'table' || object.lower === object.lemma || MONEY_NOUNS.has(object.lower)) return false;
    return ['most', 'fewest', 'least'].includes(this.lowerAt(verbAt - 2));
  }

  /** A number to add up: a metric or a measure column. */
  private isMeasurable(target: Target): boolean {
    if (target.kind === 'metric') return true;
    return target.kind === 'column' && this.model.column({ table: target.table, column: target.column }).role === 'measure';
  }

  /**
   * 'which rider made the most deliveries', 'booked the most jobs': rows said right after the superlative that follows
   * a verb of making are what was made, and counted; 'made the most', or 'made the most sales', is money.
   */
  private makesRowsRanked(verbAt: number): boolean {
    if (this.describesRankedRows(verbAt)) return true;
    if (!ROWS_MADE_VERBS.has(this.tokens[verbAt]?.lemma ?? '')) return false;
    let k = verbAt + 1;
    if (this.lowerAt(k) === 'in') k++;
    if (this.lowerAt(k) === 'the') k++;
    if (!['most', 'fewest', 'least'].includes(this.lowerAt(k))) return false;
    const object = this.tokens[k + 1];
    const target = this.targets[k + 1];
    if (!object || !target || MONEY_NOUNS.has(object.lower) || AMOUNT_WORDS.has(object.lemma) || object.lower === object.lemma) return false;
    return target.kind === 'table' || target.kind === 'value';
  }

  /**
   * 'parts' said of job_part, rows that pair a job with a part and keep no table of parts: the part is told by the
   * rows' own description or code of it (part_desc before part_no), which many rows share.
   */
  private thingsOfPairRows(table: string): ColumnRef | undefined {
    const model = this.model.table(table);
    const said = this.tokens.find((token, i) => this.targets[i]?.kind === 'table' && targetTable(this.targets[i] as Target) === table && this.linkScores[i]?.via === 'part');
    const thing = said?.lemma;
    if (!thing || model.words.length < 2 || model.words[0] === thing || !model.words.includes(thing)) return undefined;
    const own = model.columns.filter((column) => column.role === 'category' && column.words[0] === thing && column.words.length === 2 && this.valuesRepeat(column.ref, true));
    const described = own.find((column) => ['description', 'desc', 'name'].includes(column.words[1] ?? ''));
    return (described ?? own[0])?.ref;
  }

  /** Whether the question already measures rows of this table ('average freight per order'). */
  private isMeasureTable(table: string): boolean {
    return this.intent.measures.some((measure) => (measure.table ?? measure.column?.table) === table) && this.intent.measures.every((measure) => measure.aggregate !== 'count' || measure.table === table);
  }

  /**
   * Whether the phrase names the averaged rows by the thing a kind column of theirs sorts ('session' of sess_typ),
   * without the kind word: the rows themselves, not their kinds.
   */
  private namesKindColumnRows(target: Target, phrase: Phrase, reading: Reading): target is Extract<Target, { kind: 'column' }> {
    if (target.kind !== 'column' || reading.via !== 'part') return false;
    const column = this.model.column({ table: target.table, column: target.column });
    const [thing, kind] = column.words;
    if (column.role !== 'category' || column.words.length !== 2 || !SORTING_WORDS.has(kind ?? '')) return false;
    const last = this.intent.measures.at(-1);
    if (last?.aggregate !== 'avg' || (last.table ?? last.column?.table) !== target.table) return false;
    const words = this.tokens.slice(phrase.start, phrase.end).map((token) => token.lemma);
    return words.at(-1) === thing && !words.some((word) => SORTING_WORDS.has(word));
  }

  /** The table of a value in the phrase that the amount's rows do not reach without fanning out ('won' of deals). */
  private strayConditionTable(phrase: Phrase, head: { ref: RefItem; reading: Reading }): string | undefined {
    const measuredTable = targetTable(head.reading.target);
    const valueTables = phrase.refs.flatMap((ref) => (ref !== head.ref && this.roles[ref.start] === 'bound' && this.targets[ref.start]?.kind === 'value' ? [targetTable(this.targets[ref.start] as Target)] : []));
    return valueTables.find((table) => table !== measuredTable && !this.model.reachesWithoutFanOut(measuredTable, table));
  }

  /**
   * 'won revenue' where the deals' own amount is also called revenue: the condition says whose amount it is, so the
   * amount of the rows it describes is read, not the accounts' revenue beside them.
   */
  private amountOfConditionedRows(phrase: Phrase, head: { ref: RefItem; reading: Reading }): { ref: RefItem; reading: Reading } {
    if (!this.isMeasurable(head.reading.target) || head.ref.end <= head.ref.start) return head;
    const stray = this.strayConditionTable(phrase, head);
    if (!stray) return head;
    const own = head.ref.readings.filter((reading) => reading.target.kind === 'column' && reading.target.table === stray && this.isMeasurable(reading.target)).sort((a, b) => b.score - a.score)[0];
    return own ? { ref: head.ref, reading: own } : head;
  }

  /**
   * 'won revenue' read as accounts' revenue with a won deal: the condition describes rows the amount does not belong
   * to, so the reading is doubtful. The question goes back, offering the amount of the rows the condition is about.
   */
  private checkStrayCondition(phrase: Phrase, head: { ref: RefItem; reading: Reading }): void {
    const stray = this.strayConditionTable(phrase, head);
    if (!stray || head.ref.end <= head.ref.start) return;
    const readings = head.ref.readings.filter((reading) => reading.target.kind !== 'value');
    const amount = this.mainAmount(stray);
    if (amount && !('expression' in amount) && !readings.some((reading) => reading.target.kind === 'column' && reading.target.table === amount.table && reading.target.column === amount.column)) {
      readings.push({ target: { kind: 'column', table: amount.table, column: amount.column }, score: 1, via: 'name' });
    }
    this.ambiguities.push({ ref: head.ref, readings });
  }

  /** Whether a phrase's head only names the column of a value in the same phrase ('the West office'). */
  private namesValueColumn(phrase: Phrase, head: { ref: RefItem; reading: Reading }): boolean {
    const target = head.reading.target;
    if (target.kind !== 'column' && target.kind !== 'table') return false;
    const headWords = this.tokens.slice(head.ref.start, head.ref.end).map((token) => token.lemma);
    return phrase.refs.some((ref) => ref !== head.ref && ref.readings.some((reading) => {
      if (reading.target.kind !== 'value' || reading.score < MIN_SCORE) return false;
      if (target.kind === 'column' && reading.target.table === target.table && reading.target.column === target.column) return true;
      const valueColumn = { table: reading.target.table, column: reading.target.column };
      // A table named after a value of its own name column ('the Beverages category'); not 'won deals' (a status).
      if (target.kind === 'table') return target.table === valueColumn.table && this.model.labelColumns(target.table).some((label) => label.column === valueColumn.column);
      const words = this.model.column(valueColumn).words;
      return headWords.every((word) => words.includes(word));
    }));
  }

  /** The phrase's main reading: for a measure a number or table, for a group a column or table, else the last name. */
  private headOf(phrase: Phrase, role: Role, anchor: string | undefined): { ref: RefItem; reading: Reading } | undefined {
    const isValue = (target: Target) => target.kind === 'value';
    // 'excluding comps' of ticket sales that keep tkt_typ COMP, where film_sub.comp_yn also reads 'comp': a value of the
    // question's own rows, read more surely than a column of other rows, is what the word says.
    const ownValueFirst = (ref: RefItem, reading: Reading) => ref.readings.some((other) => other.target.kind === 'value' && other.score >= 0.9 && other.score > reading.score && targetTable(other.target) === anchor) && targetTable(reading.target) !== anchor;
    const nonValue = this.readings(phrase, (target) => !isValue(target)).filter(({ ref, reading }) => !(role.role === 'negated' || role.role === 'free') || !ownValueFirst(ref, reading));
    const values = this.readings(phrase, isValue);
    // 'win rate': the status the rate counts. 'percentage of won deals': the deals, of which some are won.
    const shareOfRows = role.role === 'rate' && SHARE_WORDS.has(role.word) && nonValue.some(({ reading }) => reading.target.kind === 'table' || (reading.target.kind === 'column' && this.model.isNumeric({ table: reading.target.table, column: reading.target.column })));
    if (role.role === 'rate' && values.length > 0 && !shareOfRows) {
      // 'offer acceptance rate': the word next to the rate word names what is rated; a word before it names rows.
      const lastRef = values[values.length - 1]?.ref;
      return this.nearest(values.filter(({ ref }) => ref === lastRef), anchor);
    }
    if (role.role === 'negated' || role.role === 'free' && nonValue.length === 0) {
      // 'not in Germany': the value is the head; 'not discontinued': the flag column. 'customers in France': the value
      // of the table just named, when it has one.
      if (values.length > 0 && nonValue.length === 0) {
        const last = values.filter(({ ref }) => ref === values[values.length - 1]?.ref);
        const named = this.namedTableBefore(phrase.start);
        const ofNamed = named ? last.filter(({ reading }) => targetTable(reading.target) === named) : [];
        return this.nearest(ofNamed.length > 0 ? ofNamed : last, anchor);
      }
    }
    // 'each of our active maintenance techs': a grouping that ends on a value of an entity's category groups by the
    // entity (the staff), and the value and the words before it are conditions.
    if (role.role === 'group') {
      const last = phrase.refs[phrase.refs.length - 1];
      const lastValues = values.filter(({ ref }) => ref === last);
      // Not a value of rows that nothing points at and that name no one ('took by card' of payments): they are events,
      // and the value is a condition of theirs. A crew's roles name its people ('each photographer').
      const entityRows = (table: string) => this.tablesPointingAt(table).length > 0 || this.personLike(table) || this.catalog.joins.some((join) => join.fromTable === table && this.personLike(join.toTable));
      const entity = lastValues.find(({ reading }) => reading.target.kind === 'value' && this.isEntityCategory(reading.target.table, reading.target.column) && entityRows(reading.target.table));
      if (entity && !nonValue.some(({ ref }) => ref === last)) {
        return wordlessHead(phrase.start, { kind: 'table', table: targetTable(entity.reading.target) });
      }
    }
    if (nonValue.length === 0) return role.role === 'negated' || role.role === 'without' ? this.nearest(values, anchor) : undefined;
    // The strongest ref that names a table, column or metric is the head, the last of equals ('GTX Pro deals' →
    // deals; 'freight cost' → freight, not the weak 'cost').
    let lastRef: RefItem | undefined;
    let lastScore = -1;
    for (const ref of phrase.refs) {
      if (ref.readings.filter((reading) => reading.score >= MIN_SCORE && !isValue(reading.target)).every((reading) => this.flagBeforeTable(phrase, ref, reading))) continue;
      const score = Math.max(-1, ...ref.readings.filter((reading) => reading.score >= MIN_SCORE && !isValue(reading.target)).map((reading) => reading.score));
      if (score < 0) continue;
      if (!lastRef || score >= lastScore - 0.1) lastRef = ref;
      lastScore = Math.max(lastScore, score);
    }
    // 'site payments': of two tables named side by side, the plural after the first is the rows; the first says whose.
    const compoundHead = (ref: RefItem) => phrase.refs.find((next) => next.start === ref.end && next.end - next.start === 1 && this.tokens[next.start]?.pos === 'NOUN' && this.tokens[next.start]?.lower !== this.tokens[next.start]?.lemma && next.readings.some((reading) => reading.target.kind === 'table' && reading.score >= 0.7));
    const tableNamed = (ref: RefItem) => ref.readings.some((reading) => reading.target.kind === 'table' && reading.score >= 0.9);
    if (lastRef && tableNamed(lastRef)) lastRef = compoundHead(lastRef) ?? lastRef;
    if (!lastRef) return undefined;
    // 'shipments by status' where only their customers keep a status: a row's state word is its own, or that of rows
    // the question names, never a related table's it only reaches.
    // A lookup of states the rows' own status points at (orders.ord_status → ord_status) is theirs.
    const own = new Set([anchor, this.intent.subject, ...this.tablesNamedBefore()]);
    const statusOf = (table: string) => this.catalog.joins.some((join) => own.has(join.fromTable) && join.toTable === table && namesStates(this.model.column({ table: join.fromTable, column: join.fromColumn }).words));
    const strayState = (ref: RefItem, reading: Reading) => ref.end - ref.start === 1 && STATUS_NAME_WORDS.includes(this.tokens[ref.start]?.lemma ?? '') && reading.via === 'part' && reading.target.kind === 'column' && !own.has(reading.target.table) && !statusOf(reading.target.table);
    if (lastRef.readings.filter((reading) => reading.score >= MIN_SCORE && !isValue(reading.target)).every((reading) => strayState(lastRef as RefItem, reading))) return undefined;
    // 'by ticket category': a column of the table named just before it is the head, the table's name only says whose.
    // Not a number counted ('how many delivery stops' where stop_seq numbers each delivery's stop): those are the rows.
    const owner = lastRef;
    const counted = role.role === 'measure' && (role.aggregate === 'count' || role.aggregate === 'count_distinct');
    // A table named short ('charter customers' where charters are chtr) says whose as surely, before a plural noun.
    const plural = (ref: RefItem) => this.tokens[ref.end - 1]?.lower !== this.tokens[ref.end - 1]?.lemma;
    // So does a word that names nothing but a column of that table ('by shipper industry' where only shpr keeps ind_cd).
    const onlyColumnOf = (ref: RefItem, table: string) => ref.readings.filter((reading) => reading.score >= MIN_SCORE).every((reading) => reading.target.kind === 'column' && reading.target.table === table);
    const ownedBy = (reading: Reading, ref: RefItem) => reading.score >= MIN_SCORE && reading.target.kind === 'column' && !(counted && this.isNumericColumn(reading.target)) && owner.readings.some((named) => named.score >= (plural(ref) || onlyColumnOf(ref, targetTable(reading.target)) ? 0.7 : 0.8) && named.target.kind === 'table' && named.target.table === targetTable(reading.target));
    // A noun, not a verb or an adjective of state ('donors lapsed', 'payments due in 2025').
    const noun = (ref: RefItem) => ['NOUN', 'PROPN'].includes(this.tokens[ref.end - 1]?.pos ?? '');
    const ownedColumn = phrase.refs.find((ref) => ref.start >= owner.end && ref.start - owner.end <= 1 && noun(ref) && ref.readings.some((reading) => ownedBy(reading, ref)));
    if (ownedColumn) lastRef = ownedColumn;
    let options = nonValue.filter(({ ref }) => ref === lastRef);
    // 'vendor country' where customers, staff and suppliers all have one: the table named before it says whose.
    const namedBefore = phrase.refs.filter((ref) => ref !== lastRef).flatMap((ref) => ref.readings.flatMap((reading) => (reading.target.kind === 'table' && reading.score >= MIN_SCORE ? [reading.target.table] : [])));
    const columnsOnly = options.every(({ reading }) => reading.target.kind === 'column');
    const ofNamed = options.filter(({ reading }) => namedBefore.includes(targetTable(reading.target)));
    if (columnsOnly && ofNamed.length > 0 && ofNamed.length < options.length) options = ofNamed;
    // 'which product moved the most units': what is ranked is summed or counted, so a text column is no reading of it.
    // 'no more than 10 units left in stock': what is compared with a number is a number (units_in_stock), not a text
    // that names units (quantity_per_unit).
    if (role.role === 'measure' || role.role === 'ranked' || role.role === 'compared') {
      const numeric = options.filter(({ reading }) => reading.target.kind === 'metric' || (reading.target.kind === 'column' && this.isNumericColumn(reading.target)) || reading.target.kind === 'table');
      if (numeric.length > 0) options = numeric;
      // 'more than 1.1M in won revenue': an amount named right after a state of some rows is those rows' amount, not a
      // like-named amount of the rows they belong to (the account's revenue).
      const stateTables = phrase.refs.filter((ref) => ref.end === lastRef?.start).flatMap((ref) => ref.readings.flatMap((reading) => (reading.target.kind === 'value' && reading.score >= 0.9 && this.model.column({ table: reading.target.table, column: reading.target.column }).role === 'category' ? [reading.target.table] : [])));
      const ofState = options.filter(({ reading }) => reading.target.kind === 'column' && this.model.column({ table: reading.target.table, column: reading.target.column }).role === 'measure' && stateTables.includes(reading.target.table));
      const namesRows = options.some(({ reading }) => reading.target.kind === 'table');
      if (!namesRows && ofState.length > 0 && ofState.length < options.length) options = ofState;
      // Counting a name counts the table it names ('how many sales agents': the agents' table, not the deals).
      if (role.role === 'measure' && role.aggregate === 'count') {
        const entity = options.filter(({ reading }) => reading.target.kind === 'column' && this.model.isUnique({ table: reading.target.table, column: reading.target.column }) && !this.isNumericColumn(reading.target));
        if (entity.length > 0 && options.every(({ reading }) => reading.target.kind === 'column' && !this.isNumericColumn(reading.target))) options = entity;
      }
    }
    // 'the most in tips', 'what has Dan had in tips' where tills keep tip_p and tip_emp_id: beside an amount, a number
    // that points at a row is not what the words name.
    const roleOf = (reading: Reading) => (reading.target.kind === 'column' ? this.model.column({ table: reading.target.table, column: reading.target.column }).role : undefined);
    if (role.role !== 'group' && options.some(({ reading }) => roleOf(reading) === 'measure')) {
      const amounts = options.filter(({ reading }) => !['key', 'reference'].includes(roleOf(reading) ?? ''));
      if (amounts.length > 0) options = amounts;
    }
    // 'top 5 products by units invoiced': after a ranking, 'by' names what ranks them; a number named clearly better
    // than a text (qty over uom) is it.
    if (role.role === 'group' && this.ranked && this.groupWord('by')) {
      const numeric = (reading: Reading) => reading.target.kind === 'column' && this.isNumericColumn(reading.target);
      const bestText = Math.max(-1, ...options.filter(({ reading }) => !numeric(reading)).map(({ reading }) => reading.score));
      const clearly = options.filter(({ reading }) => numeric(reading) && reading.score >= bestText + 0.2);
      if (bestText >= 0 && clearly.length > 0) options = clearly;
    }
    if (role.role === 'group' && !this.measurablePhrase(phrase)) {
      const groupable = options.filter(({ reading }) => reading.target.kind !== 'metric');
      if (groupable.length > 0) options = groupable;
    }
    // A strong value reading of the same words beats a weak name ('Germany' the country value, not a 'germany' part).
    // Not over the question's own table, though: 'rescinded offers' are the offers, not applications at stage 'OFFER'.
    const ownTable = options.some(({ reading }) => reading.target.kind === 'table' && reading.target.table === anchor);
    const strongValue = values.find(({ ref, reading }) => ref === lastRef && reading.score > Math.max(...options.map((option) => option.reading.score)) + 0.05 && !(ownTable && reading.target.kind === 'value' && reading.target.table !== anchor));
    if (strongValue && role.role !== 'measure' && role.role !== 'group') return undefined;
    // 'how many farrier visits' where services keep the farrier's name: a word before the counted plural that names a
    // value more strongly than a column says which rows are counted, not a column whose values are.
    const modifier = phrase.refs.some((ref) => ref.start === lastRef?.end && this.tokens[ref.end - 1]?.pos === 'NOUN' && plural(ref));
    const countsRows = role.role === 'measure' && role.aggregate === 'count' && !role.distinct;
    if (strongValue && countsRows && modifier && options.every(({ reading }) => reading.target.kind === 'column')) return undefined;
    return this.nearest(options, anchor, role.role === 'measure' || role.role === 'ranked' || (role.role === 'group' && this.measurablePhrase(phrase)));
  }

  /**
   * Whether every word of the phrase names a value of the rows or of a row each of them meets, and no other value
   * as likely ('installs' of INST and INS in two tables is no one table's).
   */
  private countsRowsWithValues(phrase: Phrase, rows: string): boolean {
    return phrase.refs.length > 0 && phrase.refs.every((ref) => {
      const best = ref.readings[0];
      if (best?.target.kind !== 'value' || best.score < MIN_SCORE || !(best.target.table === rows || this.model.reachesWithoutFanOut(rows, best.target.table))) return false;
      const { table, column } = best.target;
      return ref.readings.every((reading) => reading.score < best.score - 0.1 || (reading.target.kind === 'value' && reading.target.table === table && reading.target.column === column));
    });
  }

  /** A category column of a table whose rows have names of their own (staff.role, not a lookup's name). */
  private isEntityCategory(table: string, column: string): boolean {
    const labels = this.model.labelColumns(table);
    return this.model.column({ table, column }).role === 'category' && labels.length > 0 && !labels.some((label) => label.column === column) && labels.every((label) => this.model.isUnique(label) || labels.length > 1);
  }

  private isNumericColumn(target: Extract<Target, { kind: 'column' }>): boolean {
    return this.model.isNumeric({ table: target.table, column: target.column });
  }

  /** 'refunded tickets' with rfnd_yn: a flag named by nothing but a shortening of one word is as good as its name. */
  private shortFlag(ref: RefItem, column: ColumnModel, ownRows = false): boolean {
    return ref.end - ref.start === 1 && this.shortensFlag(this.tokens[ref.start], column, ownRows);
  }

  /**
   * Whether a word is a shortening of a flag's first name word. Said of other rows, only a state said by a verb
   * ('refunded', 'cancelled'), not a thing ('alcohol' is no alc_yn of some other rows). Said right before the flag's own
   * rows, any word ('trade customers' with trd_yn, 'walk-in appointments' with wlk_yn).
   */
  private shortensFlag(token: Token | undefined, column: ColumnModel, ownRows: boolean): boolean {
    const short = column.rawWords[0]?.toLowerCase() ?? '';
    if (!token || column.rawWords.length > 2 || short.length < 3 || !abbreviates(short, token.lemma)) return false;
    if (ownRows) return ['NOUN', 'ADJ', 'PROPN', 'VERB'].includes(token.pos) && token.lemma.length >= 4 && short !== token.lemma;
    return (token.pos === 'VERB' || /ed$/.test(token.lower)) && token.lemma.length >= 5;
  }

  private bindModifier(ref: RefItem, anchor: string | undefined, negated: boolean, head: { ref: RefItem; reading: Reading } | undefined): void {
    // 'volunteer hours' of shifts that each belong to a volunteer: the rows every one of which the amount's rows point at
    // say whose the amount is, and pick none out.
    const owner = !negated && head ? this.ownerOfAmount(ref, head) : undefined;
    if (owner) {
      this.mark(ref.start, ref.end, 'bound', owner);
      return;
    }
    // 'West office agents': a word right after a value that names the value's own column says no more than the value.
    const before = this.targets[ref.start - 1];
    if (before?.kind === 'value' && this.roles[ref.start - 1] === 'bound') {
      const words = this.tokens.slice(ref.start, ref.end).map((token) => token.lemma);
      const valueColumn = this.model.column({ table: before.table, column: before.column });
      const restates = ref.readings.some((reading) => reading.target.kind === 'column' && reading.score >= 0.3 && reading.target.table === before.table && reading.target.column === before.column);
      if (restates && words.every((word) => valueColumn.words.includes(word))) {
        this.mark(ref.start, ref.end, 'bound', 'the column of the value beside it');
        this.keepAmbiguities((entry) => entry.ref !== ref);
        return;
      }
    }
    let values = ref.readings.filter((reading) => reading.target.kind === 'value' && reading.score >= MIN_SCORE);
    // 'subsidiaries of Acme Corporation': the value of the column just named, when it has that value.
    const named = this.namedColumnBefore(ref.start);
    const ofNamed = values.filter((reading) => reading.target.kind === 'value' && named && reading.target.table === named.table && reading.target.column === named.column);
    if (ofNamed.length > 0) values = ofNamed;
    const chosen = this.nearest(values.map((reading) => ({ ref, reading })), head ? targetTable(head.reading.target) : anchor);
    // 'active volunteers': a state word describes the rows it stands before. A status of rows they have many of (their
    // pledges' 'Active') is not theirs; their own columns say it (no inactive date), or it stays unmatched.
    const headTable = head ? targetTable(head.reading.target) : undefined;
    const token = this.tokens[ref.start];
    // 'interview score', 'rescinded offers': a word naming the head's own table (or the question's) says whose the
    // rows are, even when it is also a value of other rows (an application's stage 'OFFER'); it is no condition.
    const whose = headTable ?? anchor;
    const ownTable = whose !== undefined ? ref.readings.find((reading) => reading.target.kind === 'table' && reading.target.table === whose && reading.score >= MIN_SCORE) : undefined;
    if (ownTable && chosen && chosen.reading.target.kind === 'value' && chosen.reading.target.table !== whose) {
      this.bindRef(ref, ownTable);
      return;
    }
    if (chosen && chosen.reading.target.kind === 'value' && headTable && token && ref.end - ref.start === 1 && (qualifierOf(token.lower) ?? qualifierOf(token.lemma))) {
      const valueTable = chosen.reading.target.table;
      if (valueTable !== headTable && !this.model.reachesAlongKeys(headTable, valueTable)) {
        this.qualifierFilter(ref.start, ref.end, headTable, negated);
        return;
      }
      // 'active subscriptions' that keep a cancel date of their own: their state, not their account's status ACT.
      if (valueTable !== headTable && this.qualifierFilter(ref.start, ref.end, headTable, negated, true)) return;
    }
    // 'electrical subs': an adjective right before the rows it describes is theirs. A value of rows they have many of
    // (their incidents' type ELECTRICAL) is not; the word stays unmatched rather than becoming that condition.
    if (chosen && chosen.reading.target.kind === 'value' && head && headTable && token?.pos === 'ADJ' && ref.end === head.ref.start && chosen.reading.target.table !== headTable && !this.model.reachesAlongKeys(headTable, chosen.reading.target.table)) {
      return;
    }
    // 'walk-in appointments' with the appointments' own wlk_yn: their flag, not a client's 'heard about us: Walk-in'.
    const ownFlag = chosen?.reading.target.kind === 'value' && headTable && chosen.reading.target.table !== headTable ? this.model.table(headTable).columns.find((column) => column.role === 'flag' && this.shortensFlag(this.tokens[ref.start], column, true)) : undefined;
    if (ownFlag && headTable) {
      this.bindRef(ref, { target: { kind: 'column', table: headTable, column: ownFlag.column.name }, score: FLAG_MIN_SCORE, via: 'name' });
      this.intent.filters.push({ kind: 'flag', column: ownFlag.ref, value: !negated, label: `${humanize(ownFlag.column.name)}${negated ? ' is not set' : ''}` });
      return;
    }
    if (chosen && chosen.reading.target.kind === 'value') {
      this.bindRef(ref, chosen.reading);
      const partial = this.namedAsContained(chosen.reading.target, Math.max(0, ref.start - 2), ref.start);
      for (const value of this.titlesOfKind(chosen.reading.target, ref.start, ref.end)) this.addValueFilter({ ...chosen.reading.target, value }, negated, partial);
      return;
    }
    // A flag column as a modifier: 'remote employees', 'discontinued products'.
    // The flag of the table the phrase is about, or the nearest one: 'active techs' is the staff's is_active.
    // Never a flag of rows the head has many of ('active suppliers' is not their invoices' items' active flag).
    const described = head ? targetTable(head.reading.target) : anchor;
    const flags = ref.readings.filter((reading) => {
      if (reading.target.kind !== 'column') return false;
      const column = this.model.column({ table: reading.target.table, column: reading.target.column });
      return (reading.score >= FLAG_MIN_SCORE || this.shortFlag(ref, column) || (reading.target.table === described && this.shortFlag(ref, column, true))) && column.role === 'flag' && (!described || this.model.reachesWithoutFanOut(described, reading.target.table));
    });
    // The described rows' own flag first; else their own way of saying it ('active' as no end date) before a parent's.
    const own = flags.filter((reading) => reading.target.kind === 'column' && reading.target.table === described);
    if (own.length === 0 && described && flags.length > 0 && this.qualifierFilter(ref.start, ref.end, described, negated)) return;
    // 'active patrons' whose own status is a code no word explains: not their branch manager's active flag. A state
    // word is the state of the rows it describes, or it stays unmatched.
    const stateWord = ref.end - ref.start === 1 && qualifierOf(token?.lower ?? '') !== undefined;
    if (own.length === 0 && described && flags.length > 0 && stateWord) return;
    // 'boat trips' where trips keep boat_nm and their guides a boat_yn: the word names something of the rows' own, not
    // a flag of the rows they point at.
    const ownColumn = ref.readings.some((reading) => reading.target.kind === 'column' && reading.target.table === described);
    if (own.length === 0 && described && flags.length > 0 && ownColumn) return;
    const flag = this.nearest((own.length > 0 ? own : flags).map((reading) => ({ ref, reading })), described)?.reading;
    if (flag && flag.target.kind === 'column') {
      this.bindRef(ref, flag);
      const column = { table: flag.target.table, column: flag.target.column };
      this.intent.filters.push({ kind: 'flag', column, value: !negated, label: `${humanize(flag.target.column)}${negated ? ' is not set' : ''}` });
      return;
    }
    // 'discounted order lines', 'taxed items': the participle of an amount the rows may lack is having some of it.
    const amountHad = token && ref.end - ref.start === 1 && /ed$/.test(token.lower) && head?.reading.target.kind === 'table' && ref.end === head.ref.start ? ref.readings.find((reading) => reading.target.kind === 'column' && reading.target.table === targetTable(head.reading.target) && this.model.column({ table: reading.target.table, column: reading.target.column }).words.includes(token.lemma) && this.mayLackAmount({ table: reading.target.table, column: reading.target.column })) : undefined;
    if (amountHad?.target.kind === 'column') {
      this.bindRef(ref, amountHad);
      const column = { table: amountHad.target.table, column: amountHad.target.column };
      this.intent.filters.push(negated ? noneLeft(column) : someOf(column));
      return;
    }
    // A column before the head names it more precisely ('product category', 'order date'): keep it bound (the plan
    // must then use it). An amount word beside a measure ('freight cost') says nothing more.
    // 'subsidiary accounts', 'referred customers': a word of the name of a table's reference to itself, right before
    // the table, is the rows that have one.
    const headTableOf = head?.reading.target.kind === 'table' && ref.end === head.ref.start ? head.reading.target.table : undefined;
    const selfReference = headTableOf ? ref.readings.find((reading) => reading.target.kind === 'column' && reading.target.table === headTableOf && reading.score >= SELF_REFERENCE_MIN_SCORE && this.model.selfJoins.some((join) => reading.target.kind === 'column' && join.fromTable === reading.target.table && join.fromColumn === reading.target.column)) : undefined;
    if (selfReference?.target.kind === 'column') {
      this.bindRef(ref, selfReference);
      const column = { table: selfReference.target.table, column: selfReference.target.column };
      this.intent.filters.push(negated ? { kind: 'null', column, label: `no ${humanize(column.column)}` } : { kind: 'not_null', column, label: `${humanize(column.column)} is set` });
      return;
    }
    // 'list the withdrawn buses', 'leave out withdrawn buses': a participle right before the rows, naming a date of
    // their own that some of them leave empty (wdrn_dt), is the rows it happened to; not another table's like date.
    const participle = headTableOf && token && ref.end - ref.start === 1 && (token.pos === 'VERB' || (token.pos === 'ADJ' && /(ed|en|wn)$/.test(token.lower)));
    const ownEvent = participle ? ref.readings.find((reading) => reading.target.kind === 'column' && reading.target.table === headTableOf && reading.score >= MIN_SCORE && this.eventDate(reading.target)) : undefined;
    if (ownEvent?.target.kind === 'column') {
      this.bindRef(ref, ownEvent);
      const column = this.model.column({ table: ownEvent.target.table, column: ownEvent.target.column });
      this.intent.filters.push(negated ? this.notEnded(column, `no ${humanize(column.column.name)}`) : { kind: 'not_null', column: column.ref, label: `${humanize(column.column.name)} is set` });
      return;
    }
    const other = ref.readings.find((reading) => reading.score >= MIN_SCORE);
    // 'turnover by client type' where collectors keep client_since and collector_type: a word of a date's name right
    // before another column of the same rows says whose that column is, not the date.
    const headColumn = head?.reading.target.kind === 'column' && ref.end === head.ref.start ? head.reading.target : undefined;
    if (other?.target.kind === 'column' && headColumn && other.target.table === headColumn.table && other.target.column !== headColumn.column && ref.end - ref.start === 1 && token?.pos === 'NOUN' && this.model.isDate({ table: other.target.table, column: other.target.column }) && !DATE_WORDS.has(token.lemma)) {
      this.mark(ref.start, ref.end, 'bound', `the ${humanize(headColumn.table)} whose ${humanize(headColumn.column)} it is`);
      for (let i = ref.start; i < ref.end; i++) this.targets[i] = undefined;
      // Nor does it say which date the time words are of.
      for (const time of this.intent.times) time.hints = time.hints.filter((hint) => hint !== token.lemma);
      return;
    }
    if (other) {
      const qualifier = this.qualifierFilter(ref.start, ref.end, anchor, negated);
      if (qualifier) return;

      const lemma = this.tokens[ref.start]?.lemma ?? '';
      if (ref.end - ref.start === 1 && AMOUNT_WORDS.has(lemma) && head) {
        this.mark(ref.start, ref.end, 'bound', MAIN_AMOUNT);
        return;
      }
      this.bindRef(ref, other);
    } else if (ref.end - ref.start === 1) {
      // 'current employees' where 'current' is only a weak part of a name (crt_dt): the state word it is.
      this.qualifierFilter(ref.start, ref.end, headTable ?? anchor, negated);
    }
  }

  /**
   * Whether a relative clause starts at `at` ('sectors with', 'reps who'), or after a set of values taken out
   * ('Sectors other than retail where we've won more than $1M').
   */
  private relativeClauseAfter(at: number): boolean {
    const relative = (k: number) => RELATIVE_WORDS.has(this.tokens[k]?.lower ?? '') || this.tokens[k]?.lower === 'where';
    if (RELATIVE_WORDS.has(this.tokens[at]?.lower ?? '')) return true;
    const taking = ['other', 'except', 'excluding', 'besides'].includes(this.tokens[at]?.lower ?? '');
    if (!taking) return false;
    for (let k = at + 1; k < Math.min(this.tokens.length, at + 8); k++) {
      if (relative(k)) return true;
      const token = this.tokens[k] as Token;
      if (['VERB', 'AUX', 'PRON'].includes(token.pos)) return false;
    }
    return false;
  }

  /** Whether a column was bound to words before a position. */
  private boundBefore(at: number, target: Extract<Target, { kind: 'column' }>): boolean {
    return this.targets.slice(0, at).some((bound, i) => this.roles[i] === 'bound' && bound?.kind === 'column' && bound.table === target.table && bound.column === target.column);
  }

  /** 'list …', 'show me …' before a position: a command to list rows, not a 'which' question. */
  private listCommandBefore(at: number): boolean {
    return this.items.some((item) => item.kind === 'op' && item.operator.op === 'list' && item.end <= at && ['list', 'show', 'display', 'give', 'pull', 'get'].includes(this.tokens[item.start]?.lower ?? ''));
  }

  /** 'payments in 2025 … exclude bounced ones': the rows 'ones' stands for, the last ones named before it. */
  private onesBefore(at: number): string | undefined {
    return ['ones', 'one'].includes(this.tokens[at]?.lower ?? '') ? this.tablesNamedBefore(at)[0] : undefined;
  }

  /** The tables named outright before a position (by default, anywhere in the question), the nearest first. */
  private tablesNamedBefore(at = this.tokens.length): string[] {
    const tables: string[] = [];
    for (let i = at - 1; i >= 0; i--) {
      const target = this.targets[i];
      if (target?.kind === 'table' && this.roles[i] === 'bound' && !tables.includes(target.table)) tables.push(target.table);
    }
    return tables;
  }

  /** A table named just before a phrase ('customers in France'), if one was. */
  private namedTableBefore(start: number): string | undefined {
    // 'customers in the UK', and with a participle between: 'customers based in the UK', 'suppliers located in Japan'.
    const reach = (item: RefItem) => {
      const between = this.tokens.slice(item.end, start);
      if (between.length <= 2) return true;
      return between.length <= 4 && between.every((token, k) => (k === 0 ? token.pos === 'VERB' && /ed$/.test(token.lower) : isFunctionWord(token)));
    };
    const before = this.items.filter((item): item is RefItem => item.kind === 'ref' && item.end <= start && reach(item));
    const ref = before[before.length - 1];
    const reading = ref?.readings.find((candidate) => candidate.target.kind === 'table' && candidate.score >= 0.8);
    return reading && reading.target.kind === 'table' ? reading.target.table : undefined;
  }

  /** A column named just before a position ('subsidiaries of ...', 'region =' ...), if one was. */
  private namedColumnBefore(start: number): ColumnRef | undefined {
    const reading = this.refBefore(start, 2)?.readings.find((candidate) => candidate.target.kind === 'column' && candidate.score >= MIN_SCORE);
    return reading && reading.target.kind === 'column' ? { table: reading.target.table, column: reading.target.column } : undefined;
  }

  /** The last name ending at most `gap` words before `start`. */
  private refBefore(start: number, gap: number): RefItem | undefined {
    return this.items.filter((item): item is RefItem => item.kind === 'ref' && item.end <= start && start - item.end <= gap).pop();
  }

  /** A word left in a phrase: a qualifier ('active', 'unpaid'), an amount word, a person word, or unmatched. */
  private bindWord(word: WordItem, anchor: string | undefined, negated: boolean, head: { ref: RefItem; reading: Reading } | undefined): void {
    const token = word.token;
    // 'tickets completed this year': a state word just after rows' name qualifies those rows, not the answer's.
    const before = this.targets[word.start - 1];
    const rowsBefore = before?.kind === 'table' && this.roles[word.start - 1] === 'bound' ? before.table : undefined;
    if (this.qualifierFilter(word.start, word.end, head ? targetTable(head.reading.target) : (this.onesBefore(word.end) ?? rowsBefore ?? anchor), negated)) return;
    if (AMOUNT_WORDS.has(token.lemma) && head) {
      // 'running total of won value': the amount of the rows the value picks, when nothing else is measured.
      const table = targetTable(head.reading.target);
      const amount = head.reading.target.kind === 'value' ? this.mainAmount(table) : undefined;
      if (amount) this.freeMeasures.push(totalOf(amount, table));
      this.mark(word.start, word.end, 'bound', MAIN_AMOUNT);
      return;
    }
    if (token.lower === 'only' && this.onlyOfAll(word.start)) return;
    // Left for the last pass, which knows the words before them: 'lead time', 'close date, amount'.
    if (this.mayNameFigure(word.start) || this.mayListAmount(word.start)) return;
    // 'who reports to the GM': a hierarchy the plan must follow, never a verb of asking ('report the sales').
    if (token.lemma === 'report' && this.tokens[word.end]?.lower === 'to' && this.model.selfJoins.length > 0) return;
    if (this.bothOfTwo(word.start)) return;
    if (isGenericWord(token, this.tokens[word.start - 1], this.tokens[word.end], this.tokens[word.start - 2])) this.mark(word.start, word.end, 'filler');
  }

  /**
   * 'users who rated both Dune and Dune: Part Two', 'drivers who won in both 2016 and 2017': rows that have each of
   * two things, which a list of either one is not. 'both' stays unmatched rather than read as 'either'.
   */
  private bothOfTwo(i: number): boolean {
    const next = this.tokens[i + 1];
    if (this.tokens[i]?.lower !== 'both' || !next || next.pos === 'PUNCT' || ['of', 'them', 'ways'].includes(next.lower)) return false;
    return this.tokens.slice(i + 2, i + 8).some((token) => token.lower === 'and');
  }

  private mayNameFigure(i: number): boolean {
    const token = this.tokens[i];
    const previous = this.tokens[i - 1];
    if (!token || !previous || !FIGURE_HEADS.has(token.lemma) || token.pos !== 'NOUN') return false;
    if (!['NOUN', 'ADJ', 'PROPN', 'VERB'].includes(previous.pos) || isFunctionWord(previous) || GENERIC_WORDS.has(previous.lemma) || GENERIC_WORDS.has(previous.lower)) return false;
    return previous.number === undefined && !readTimeAt(this.tokens, i - 1);
  }

  private mayListAmount(i: number): boolean {
    return ['amount', 'value'].includes(this.tokens[i]?.lemma ?? '') && this.listedAfter(i, [',', 'and', ':']);
  }

  /** Whether the word at `i` follows one of `joiners`, an article aside: 'the account and the value', 'on what date'. */
  private listedAfter(i: number, joiners: readonly string[]): boolean {
    const before = ['the', 'its', 'their'].includes(this.tokens[i - 1]?.lower ?? '') ? i - 2 : i - 1;
    return joiners.includes(this.tokens[before]?.lower ?? '');
  }

  /** Shows a column beside the rows listed, bound to the word at `i`. */
  private listColumnAt(i: number, column: ColumnRef): void {
    if (!this.intent.listColumns.some((listed) => listed.table === column.table && listed.column === column.column)) this.intent.listColumns.push(column);
    this.roles[i] = 'bound';
    this.meanings[i] = describeTarget({ kind: 'column', ...column });
    this.targets[i] = { kind: 'column', ...column };
  }

  /**
   * 'sectors we only have US accounts in', 'customers who only bought tea': 'only' before what rows do says all of
   * them do, which no condition here says; before an instruction ('only count paid ones') it is a small word.
   */
  private onlyOfAll(i: number): boolean {
    const next = this.tokens[i + 1];
    // 'only orders that shipped': a noun the tagger took for a verb names rows, and 'only' is a small word before them.
    const namesRows = this.links.some((link) => link.start === i + 1 && link.target.kind === 'table' && link.score >= 0.8);
    return (next?.pos === 'VERB' || (next?.pos === 'AUX' && next.lemma === 'have')) && !ONLY_INSTRUCTIONS.has(next.lemma) && !namesRows;
  }

  /** The column a state word was read as a condition on, so that the answer can be checked to keep the condition. */
  private readonly stateColumns: (ColumnRef | undefined)[] = [];

  /** Binds a qualifier word to a status value, a flag or an empty date of the table it qualifies. */
  private qualifierFilter(start: number, end: number, table: string | undefined, negated: boolean, ownOnly = false, state?: string): boolean {
    const before = this.intent.filters.length;
    if (!this.qualifierFilterOf(start, end, table, negated, ownOnly, state)) return false;
    const filter = this.intent.filters.length > before ? this.intent.filters[this.intent.filters.length - 1] : undefined;
    if (filter && 'column' in filter) for (let i = start; i < end; i++) this.stateColumns[i] = filter.column;
    return true;
  }

  private qualifierFilterOf(start: number, end: number, table: string | undefined, negated: boolean, ownOnly: boolean, state: string | undefined): boolean {
    // 'still unresolved', 'currently open': the state is the word after; 'still' only says it has not changed. ('still
    // employed' says 'current' twice, and is read as it.)
    const next = this.tokens[end];
    const nextState = next ? (qualifierOf(next.lower) ?? qualifierOf(next.lemma)) : undefined;
    if (end - start === 1 && ['still', 'currently'].includes(this.tokens[start]?.lower ?? '') && nextState !== undefined && nextState !== 'current') return false;
    // 'instructors who still owe', 'accounts that still have an open case': 'still' before a verb of having says the
    // having goes on, not that the rows are current ones.
    if (end - start === 1 && this.tokens[start]?.lower === 'still' && (next?.pos === 'VERB' || next?.pos === 'AUX') && ['owe', 'have', 'hold', 'need', 'wait', 'await'].includes(next.lemma)) return false;
    // 'paid in full' says how fully, not where: only a status that says it (PD) reads it, never a payment date set.
    if (!(this.tokens[end]?.lower === 'in' && this.tokens[end + 1]?.lower === 'full')) return this.stateFilter(start, end, table, negated, ownOnly, state, false);
    const before = this.intent.filters.length;
    const roles = [...this.roles];
    const meanings = [...this.meanings];
    if (!this.stateFilter(start, end, table, negated, ownOnly, state, true)) return false;
    if (this.intent.filters.length === before + 1 && this.intent.filters[before]?.kind === 'values') return true;
    this.intent.filters.splice(before);
    this.roles.splice(0, this.roles.length, ...roles);
    this.meanings.splice(0, this.meanings.length, ...meanings);
    return false;
  }

  /** 'days in the kiln', 'days they were in store': where the 'in' of a stay after a unit of time is, or -1. */
  private stayPlaceAt(unitAt: number): number {
    let at = unitAt + 1;
    while (at <= unitAt + 3 && STAY_SUBJECT_WORDS.has(this.lowerAt(at))) at++;
    return this.lowerAt(at) === 'in' ? at : -1;
  }

  /** 'planes still in service', 'stores out of business': a state said as where the rows are. */
  private stateSaidAsPlace(at: number): string | undefined {
    // 'pallets in store', 'boats in the yard': where rows are kept while they are held. Not the place of a stay that
    // ended ('days they were in store').
    const inAt = this.lowerAt(at - 1) === 'in' ? at - 1 : this.lowerAt(at - 1) === 'the' && this.lowerAt(at - 2) === 'in' ? at - 2 : -1;
    const ofStay = this.tokens.some((token, k) => k < inAt && DURATION_UNITS[token.lemma] !== undefined && this.stayPlaceAt(k) === inAt);
    if (['store', 'yard'].includes(this.tokens[at]?.lower ?? '') && inAt >= 0) return ofStay ? undefined : 'current';
    if (!['service', 'operation', 'business', 'use'].includes(this.tokens[at]?.lower ?? '')) return undefined;
    if (this.tokens[at - 1]?.lower === 'in') return 'active';
    return this.tokens[at - 1]?.lower === 'of' && this.tokens[at - 2]?.lower === 'out' ? 'inactive' : undefined;
  }

  /** `saidAsState`: the caller has read the word as a state ('paid in full', 'waiting for'), whatever preposition follows. */
  private stateFilter(start: number, end: number, table: string | undefined, negated: boolean, ownOnly: boolean, state: string | undefined, saidAsState: boolean): boolean {
    const token = this.tokens[start];
    if (!token || end - start !== 1) return false;
    const name = state ?? qualifierOf(token.lower) ?? qualifierOf(token.lemma) ?? this.stateSaidAsPlace(start);
    if (!name) return false;
    // 'repair orders opened each month': opening is an event the rows' own date records, and the rows may be closed
    // since; it is no state they are in.
    if (!state && name === 'open' && token.pos === 'VERB' && token.lower !== token.lemma && (this.verbDates.get(start)?.length ?? 0) > 0) return false;
    // 'orders shipped to Germany', 'paid by card': a verb with its preposition relates things; it does not qualify.
    const next = this.tokens[end];
    // 'cancelled in 2025' is a state beside its time.
    const timeFollows = this.items.some((item) => item.kind === 'op' && (item.operator.op === 'time' || item.operator.op === 'grain') && (item.start === end || item.start === end + 1));
    // A state the caller names ('owed' read as unpaid) is read whatever follows ('owed per customer type').
    if (token.pos === 'VERB' && next && !timeFollows && !saidAsState && !state && (next.pos === 'ADP' || ['to', 'by', 'via', 'from', 'with', 'through'].includes(next.lower))) return false;
    // 'days from created to close', 'deals set to close this month': a bare verb after 'to' is when it happens, not
    // the state of having happened.
    if (!state && token.lower === token.lemma && this.tokens[start - 1]?.lower === 'to' && qualifierOf(token.lower) !== token.lower) return false;
    // 'paid more than 50,000': the verb measures; it does not qualify. Not so 'unpaid more than 30 days after the
    // invoice date': that tells how long the state has held.
    if (this.items.some((item) => item.kind === 'op' && item.operator.op === 'compare' && item.start === end && DURATION_UNITS[this.tokens[item.end]?.lemma ?? ''] === undefined)) return false;
    // 'payments due in 2025': beside time words, a word that names a date column (due_dt) says which date, not a state.
    // 'cinemas opened before 2010' with open_yr: the same for a year column.
    // Rows with no date of their own are dated by those they belong to ('parts used on jobs completed this year' of
    // job_part, by the job's cmpl_dt).
    const dated = () => (table === undefined ? [...this.model.tables.keys()] : this.model.dateColumns(table).length > 0 ? [table] : [table, ...this.model.reachable(table).filter((other) => this.model.reachesWithoutFanOut(table, other))]);
    if (this.besideTimeWords(start, end) && this.datesNamedByWord(token, dated(), true).length > 0) return false;
    const sense = QUALIFIERS[name];
    if (!sense) return false;
    if (name === 'overdue' && !negated && this.overdueFilter(start, end, table)) return true;
    // Rows with a due date of their own are overdue by it or not at all: never by a status of other rows they point at.
    if (name === 'overdue' && table && this.model.table(table).columns.some(isDueDate)) return false;
    // 'at the current list price', 'current balance': before the name of an amount, the word says which value of it,
    // the one held now; no rows are picked by it.
    if (name === 'current' && this.amountNamedAfter(end)) {
      this.mark(start, end, 'filler');
      return true;
    }
    // 'currently active': an adverb of time before the state word says when, not a second state.
    if (token.pos === 'ADV' && /ly$/.test(token.lower) && next && (qualifierOf(next.lower) ?? qualifierOf(next.lemma)) !== undefined) {
      this.mark(start, end, 'filler');
      return true;
    }
    // With nothing to qualify yet, 'who currently …' asks about people: their own state before any other table's.
    const asksForPeople = ['who', 'whom'].includes(this.tokens[0]?.lower ?? '');
    const everyTable = [...this.model.tables.keys()].sort((a, b) => (asksForPeople ? Number(this.personLike(b)) - Number(this.personLike(a)) : 0));
    const tables = table ? [table, ...(ownOnly ? [] : this.model.reachable(table).filter((other) => this.model.reachesWithoutFanOut(table, other)))] : everyTable;
    for (const id of tables) {
      const model = this.model.table(id);
      // A status column whose closed values say it by their absence ('open' deals: neither won nor lost). A column
      // named for states first: ARC and FIN of a sector code are architects and finance beside acct_stat's CLS.
      const stateNamedFirst = [...model.columns].sort((a, b) => Number(namesStates(b.words)) - Number(namesStates(a.words)));
      for (const column of stateNamedFirst) {
        const values = column.column.values ?? [];
        // 'CXL' among DONE and WIP is cancelled, closed too: a code known to shorten a closed state counts, and so does
        // one written as its consonants ('CLSD').
        const closed = values.filter((value) => expansionsOf(value.trim().toLowerCase()).some((word) => sense.notValues?.includes(word)) || sense.notValues?.some((word) => codeFor(value, word)));
        // 'open orders' where ord_sts holds OPN, SHP and CAN: a code of the state itself says it, not the absence of
        // the closed ones (shipped orders are not open).
        if (values.some((value) => codeFor(value, name))) continue;
        // One closed-sounding value of a column that names no state ('LOST' among damage codes) says no state.
        const ofStates = closed.length >= 2 || namesStates(column.words);
        if (closed.length > 0 && closed.length < values.length && column.role === 'category' && ofStates) {
          this.mark(start, end, 'bound', `${humanize(column.column.name)} is not ${closed.join(' or ')}`);
          this.intent.filters.push({ kind: 'values', column: column.ref, values: closed, negated: !negated, byQualifier: true, label: `${humanize(column.column.name)} ${negated ? 'is' : 'is not'} ${closed.join(' or ')}` });
          this.noteTable(id);
          return true;
        }
      }
      // 'current subscribers' where a subscription ends on end_dt and its status may be active or paused: current ones
      // are those not ended, paused or not; the status says only whether they are active now.
      const notEndedYet = name === 'current' ? model.columns.find((column) => sometimesEmptyDateSaying(column, sense.emptyDates)) : undefined;
      const pausable = notEndedYet && model.columns.some((column) => isStatusColumn(column) && (column.column.values ?? []).some((value) => PAUSED_STATE.test(value.trim())));
      // A status value that says it.
      for (const column of pausable ? [] : model.columns) {
        const values = column.column.values ?? [];
        // 'accounts that owe us' on orders kept OPN (not shipped yet) beside a paid date: an open order is no unpaid one.
        if (sense.opposite === 'paid' && paidDateInstead(model.columns, values)) continue;
        const matching = values.filter((value) => sense.values.some((wanted) => value.trim().toLowerCase() === wanted));
        // 'salaried staff' where pay_typ holds S and H: a one-letter code of a kind is read as of a state.
        const kindColumn = KIND_QUALIFIERS.has(name) && column.role === 'category' && column.words.some((word) => SORTING_WORDS.has(word));
        if (matching.length === 0 && kindColumn && !namesStates(column.words)) {
          const letter = oneLetterCode(values, name, sense.opposite);
          if (letter) matching.push(letter);
        }
        // 'completed appointments' where a status code says it: CMP, CXL, RSLV. The qualifier's own word first, and any
        // shortening of it ('CHN' churned); its other words only by their start or consonants ('LST' lost).
        if (matching.length === 0 && namesStates(column.words)) {
          for (const wanted of [name, ...sense.values]) {
            // 'CX' or 'X' cancelled: a status code of common use.
            const known = (value: string) => TWO_LETTER_STATES[wanted]?.includes(value.trim()) === true;
            const codes = values.filter((value) => codeFor(value, wanted) || known(value) || (wanted === name && (/^[A-Z]{3,5}$/.test(value.trim()) ? abbreviates(value.trim().toLowerCase(), wanted) : twoLetterFrame(value, wanted))));
            if (codes.length === 0) continue;
            // 'resolved tickets' where tickets go RSLV then CLSD: the codes of the states after it count too.
            const later = wanted === name ? values.filter((value) => !codes.includes(value) && sense.laterValues?.some((state) => codeFor(value, state))) : [];
            // 'cancelled' where X is cancelled by the guest and XP by the park: a one-letter code's longer forms are
            // kinds of the same state.
            const kinds = values.filter((value) => !codes.includes(value) && /^[A-Z]{2}$/.test(value.trim()) && codes.some((code) => code.trim().length === 1 && value.trim().startsWith(code.trim())));
            matching.push(...codes, ...later, ...kinds);
            break;
          }
          // 'active clients' where sts_cd holds A and I (or D, T): one letter says the state when a letter of the
          // opposite state stands beside it (A active / I inactive, O open / C closed), never one letter alone.
          // 'unpaid invoices' where inv_sts holds O and P: beside P paid, O is open, what is not paid yet.
          const letter = oneLetterCode(values, name, sense.opposite) ?? (sense.opposite === 'paid' ? oneLetterCode(values, 'open', sense.opposite) : undefined);
          if (matching.length === 0 && letter) matching.push(letter);
          // 'completed rentals' where a rental is OPEN until it is CLOSED: the closing status is its completion.
          const lower = values.map((value) => value.trim().toLowerCase());
          const closing = lower.some((value) => OPEN_STATES.has(value)) ? values.filter((_, i) => sense.closingValues?.includes(lower[i] ?? '')) : [];
          if (matching.length === 0 && closing.length > 0) matching.push(...closing);
        }
        if (matching.length > 0 && column.role !== 'flag') {
          this.mark(start, end, 'bound', `${humanize(column.column.name)} is ${matching.join(' or ')}`);
          this.intent.filters.push({ kind: 'values', column: column.ref, values: matching, negated, label: `${humanize(column.column.name)} ${negated ? 'is not' : 'is'} ${matching.join(' or ')}` });
          this.noteTable(id);
          return true;
        }
      }
      // A flag named for it.
      // 'bounced payments' (returned) where the flag is kept as rtn_yn: its name's word shortens the state's.
      const flag = model.columns.find((column) => column.role === 'flag' && sense.flags.some((words) => column.words.join(' ').includes(words) || column.rawWords.join(' ').includes(words) || (!words.includes(' ') && column.rawWords.some((raw) => raw.length >= 3 && abbreviates(raw, words)))));
      if (flag) {
        this.mark(start, end, 'bound', `${humanize(flag.column.name)} is set`);
        this.intent.filters.push({ kind: 'flag', column: flag.ref, value: !negated, label: `${humanize(flag.column.name)}${negated ? ' is not set' : ' is set'}` });
        this.noteTable(id);
        return true;
      }
      // A flag of the opposite state, unset: 'active products' where products keep a discontinued flag.
      const opposite = sense.opposite ? QUALIFIERS[sense.opposite] : undefined;
      // 'discontinued items' where items keep actv_yn: the flag's one shortened word says the opposite.
      const shortensOpposite = (column: ColumnModel) => {
        const [bare, ...rest] = flagBareWords(column.rawWords);
        return bare !== undefined && rest.length === 0 && bare.length >= 3 && bare !== column.rawWords.join('') && abbreviates(bare.toLowerCase(), sense.opposite ?? '');
      };
      const unset = opposite ? model.columns.find((column) => column.role === 'flag' && ([sense.opposite as string, ...opposite.flags].some((words) => column.words.join(' ') === words || column.rawWords.join(' ') === words) || shortensOpposite(column))) : undefined;
      const stateFlag = unset ?? (ENDED_STATE_QUALIFIERS.has(name) ? model.columns.find((column) => column.role === 'flag' && ENDED_FLAGS.some((words) => column.words.join(' ') === words || column.rawWords.join(' ') === words)) : undefined);
      if (stateFlag && table !== undefined && id === table) {
        this.mark(start, end, 'bound', `${humanize(stateFlag.column.name)} is ${negated ? 'set' : 'not set'}`);
        this.intent.filters.push({ kind: 'flag', column: stateFlag.ref, value: negated, label: `${humanize(stateFlag.column.name)}${negated ? ' is set' : ' is not set'}` });
        this.noteTable(id);
        return true;
      }
      // A date whose absence (or presence) says it.
      // 'pallets in store right now' kept with in_dt and out_dt: rows that came in and went out are current until out.
      const empty = model.columns.find((column) => sometimesEmptyDateSaying(column, sense.emptyDates)) ?? (name === 'current' ? this.stayOpenEnd(id) : undefined);
      if (empty) {
        this.mark(start, end, 'bound', `${humanize(empty.column.name)} is ${negated ? 'set' : 'empty'}`);
        this.intent.filters.push(negated ? { ...this.ended(empty), negated: true } : this.notEnded(empty, `no ${humanize(empty.column.name)}`));
        if (!negated && ENDED_STATE_QUALIFIERS.has(name) && mayRecordAnEnd(empty)) this.intent.filters.push(...this.inTerm(id));
        // 'unpaid fees' where a waived fee is never paid: nothing is owed on it.
        const waived = sense.opposite === 'paid' && !negated ? forgivenOut(this.model, id) : undefined;
        if (waived) this.intent.filters.push(waived);
        this.noteTable(id);
        return true;
      }
      const filled = model.columns.find((column) => sometimesEmptyDateSaying(column, sense.filledDates));
      if (filled) {
        this.mark(start, end, 'bound', `${humanize(filled.column.name)} is ${negated ? 'empty' : 'set'}`);
        this.intent.filters.push(negated ? this.notEnded(filled, `no ${humanize(filled.column.name)}`) : this.ended(filled));
        this.noteTable(id);
        return true;
      }
      // 'the active fleet': cars whose own out-of-service date is sometimes empty have a state of their own that no
      // name above says; their branch's closing date is not it. The word stays unmatched rather than read there.
      if (id === table && (sense.emptyDates.length > 0 || sense.filledDates.length > 0)) {
        const openEnded = model.columns.some((column) => column.role === 'date' && column.column.nullCount > 0 && mayRecordAnEnd(column));
        if (openEnded) return false;
      }
      // 'active members' whose status is a code no word explains (A, S, X): their own state, not their building's.
      if (id === table && model.columns.some(isStatusColumn)) return false;
    }
    return false;
  }

  /**
   * 'overdue invoices', 'rentals that are overdue': rows whose due date has passed while they are still open — their
   * status one of the open ones, their paid flag unset, or the date that would close them empty.
   */
  private overdueFilter(start: number, end: number, table: string | undefined): boolean {
    // With no rows named, only the one table that can be overdue is meant; with two, it is not guessed.
    // 'customers with an invoice more than 60 days past due': the rows overdue are the ones named last before the
    // word that can be, not the answer's rows.
    const hasDueDate = (id: string) => this.model.table(id).columns.some(isDueDate);
    // 'accounts with an unpaid invoice' where the invoice is kept on the orders (inv_no): the rows of the column named.
    const columnTables = this.targets.slice(0, start).flatMap((target) => (target?.kind === 'column' ? [target.table] : [])).reverse();
    const namedBefore = table && !hasDueDate(table) ? (this.tablesNamedBefore(start).find(hasDueDate) ?? columnTables.find(hasDueDate)) : undefined;
    const dueTables = namedBefore ? [namedBefore] : table ? [table] : [...this.model.tables.keys()].filter(hasDueDate);
    for (const id of dueTables.length === 1 ? dueTables : []) {
      const columns = this.model.table(id).columns;
      const due = columns.find(isDueDate);
      const open = this.stillOpen(columns);
      if (!due || !open) continue;
      // 'more than 60 days past due': the due date that many days before today.
      // 'overdue by more than 30 days': the same length said after the word.
      const longer = (item: Item): item is OpItem => item.kind === 'op' && item.operator.op === 'compare' && item.operator.value !== undefined && ['>', '>='].includes(item.operator.operator);
      const after = this.tokens[end]?.lower === 'by' ? this.items.find((item): item is OpItem => longer(item) && item.start === end + 1) : undefined;
      const unitAt = after ? after.end : start - 1;
      const unit = this.tokens[unitAt]?.lemma ?? '';
      const length = !['day', 'week'].includes(unit) ? undefined : (after ?? this.items.find((item): item is OpItem => longer(item) && item.end === start - 1));
      const operator = length?.operator.op === 'compare' ? length.operator : undefined;
      const days = operator?.value !== undefined ? operator.value * (unit === 'week' ? 7 : 1) : 0;
      const cutoff = addDays(this.options.today, operator?.operator === '>=' ? 1 - days : -days);
      if (length) {
        this.usedOps.add(length);
        const said = `${operator?.operator === '>=' ? 'at least' : 'more than'} ${days} days past due`;
        if (after) this.mark(end, unitAt + 1, 'bound', said);
        else this.mark(length.start, start, 'bound', said);
      }
      const label = `${humanize(due.column.name)} before ${cutoff}`;
      // Nothing is owed on a voided invoice: where no open status already says so, voided rows are left out.
      const voided = open.kind === 'values' ? undefined : voidedOut(this.model, id);
      const waived = open.kind === 'values' ? undefined : forgivenOut(this.model, id);
      // Nor on one cancelled before it was billed, which still keeps a due date.
      const cancelled = open.kind === 'values' ? undefined : this.cancelledOut(id, false, 'owe nothing');
      this.intent.filters.push(open, { kind: 'date_range', column: due.ref, from: OPEN_START, to: cutoff, label }, ...(voided ? [voided] : []), ...(waived ? [waived] : []), ...(cancelled ? [cancelled] : []));
      this.mark(start, end, 'bound', `${open.label}, ${label}`);
      this.noteTable(id);
      return true;
    }
    return false;
  }

  /**
   * 'appeals still waiting for a hearing': rows that wait on something are still pending as well. One that was
   * withdrawn or decided without it waits for nothing.
   */
  private stillAwaiting(table: string): void {
    const waiting = (token: Token | undefined) => token !== undefined && ['waiting', 'awaiting'].includes(token.lower);
    const op = this.currentOps.find((candidate) => candidate.operator.op === 'without' && this.tokens.slice(candidate.start, candidate.end).some(waiting));
    const at = op ? this.tokens.findIndex((token, i) => i >= op.start && i < op.end && waiting(token)) : -1;
    if (at >= 0) this.stateFilter(at, at + 1, table, false, true, 'pending', true);
  }

  /** The condition that a row is still open: an open status, an unset paid flag, or an empty closing date. */
  private stillOpen(columns: readonly ColumnModel[]): Filter | undefined {
    for (const column of columns.filter(isStatusColumn)) {
      const values = column.column.values ?? [];
      // An order OPN (not shipped yet) beside a paid date is no open bill.
      if (paidDateInstead(columns, values)) continue;
      // A lone letter says open only among letters, or beside a paid state of the same bills (O open, PD paid).
      const letters = values.every((value) => value.trim().length === 1) || values.some((value) => PAID_CODES.has(value.trim().toLowerCase()));
      const open = values.filter((value) => namesOpenState(value) && (value.trim().length > 1 || letters));
      if (open.length > 0 && open.length < values.length) return { kind: 'values', column: column.ref, values: open, label: `${humanize(column.column.name)} is ${open.join(' or ')}` };
    }
    const paid = columns.find((column) => column.role === 'flag' && [...column.words, ...column.rawWords.map((word) => word.toLowerCase())].some((word) => ['paid', 'pd', 'settled', 'returned', 'closed'].includes(word)));
    if (paid) return { kind: 'flag', column: paid.ref, value: false, label: `${humanize(paid.column.name)} is not set` };
    // An invoice kept with a delivery and a paid date is open until paid: the stems are in the order they settle a row.
    const closing = CLOSING_STEMS.map((stem) => columns.find((column) => sometimesEmptyDateSaying(column, [stem]) && mayRecordAnEnd(column))).find((column) => column !== undefined);
    return closing ? this.notEnded(closing, `no ${humanize(closing.column.name)}`) : undefined;
  }

  /** The number of a table's rows, labelled by its name. */
  private rowCount(table: string): Measure {
    return { aggregate: 'count', table, label: `number of ${humanize(this.model.table(table).table.name)}` };
  }

  private noteTable(table: string): void {
    if (!this.intent.tables.includes(table)) this.intent.tables.push(table);
  }

  private addValueFilter(target: Extract<Target, { kind: 'value' }>, negated: boolean, partial = false, leftOut = false): void {
    const column = { table: target.table, column: target.column };
    const verb = partial ? (negated ? 'does not contain' : 'contains') : negated ? 'is not' : 'is';
    const existing = this.intent.filters.find((filter): filter is Extract<Filter, { kind: 'values' }> => filter.kind === 'values' && filter.column.table === column.table && filter.column.column === column.column && Boolean(filter.negated) === negated && Boolean(filter.partial) === partial);
    if (existing) {
      if (!existing.values.includes(target.value)) existing.values.push(target.value);
      existing.label = `${humanize(column.column)} ${verb} ${existing.values.join(' or ')}`;
      return;
    }
    this.intent.filters.push({ kind: 'values', column, values: [target.value], ...(negated && { negated }), ...(partial && { partial }), ...(negated && leftOut && { leftOut }), label: `${humanize(column.column)} ${verb} ${target.value}` });
  }

  /**
   * 'whose diagnosis includes SLE', 'notes mentioning refund': a text column named, then a verb of containing, then a
   * value of that column: the value is a part of the text, not all of it.
   */
  private namedAsContained(target: Extract<Target, { kind: 'value' }>, from: number, to: number): boolean {
    for (let i = from; i < to; i++) {
      if (!CONTAINING_VERBS.has(this.tokens[i]?.lemma ?? '')) continue;
      return this.refBefore(i, 1)?.readings.some((reading) => reading.target.kind === 'column' && reading.target.table === target.table && reading.target.column === target.column) ?? false;
    }
    return false;
  }

  private addExists(table: string, anchor: string | undefined, negated: boolean): void {
    if (!anchor || anchor === table) {
      this.noteTable(table);
      return;
    }
    // "accounts we didn't win a deal with in 2017": the value the negated verb said ('win', Won) is a condition on the
    // same related rows, not a second set of rows to lack: no won deal in 2017, not no won deal and no deal in 2017.
    const said = this.intent.filters[this.intent.filters.length - 1];
    if (negated && said?.kind === 'values' && said.negated && !said.byQualifier && said.column.table === table) {
      const kept: Filter = { kind: 'values', column: said.column, values: said.values, label: `${humanize(said.column.column)} is ${said.values.join(' or ')}` };
      this.intent.filters.splice(this.intent.filters.length - 1, 1, { kind: 'exists', table, filters: [kept], negated, label: `no ${humanize(this.model.table(table).table.name)} whose ${kept.label}`, at: this.bindingAt });
      return;
    }
    this.intent.filters.push({ kind: 'exists', table, filters: [], negated, label: `${negated ? 'no' : 'with'} ${humanize(this.model.table(table).table.name)}`, at: this.bindingAt });
  }

  /** A column that keeps an amount of money: in pence or cents, or named for money and for no unit of measure. */
  private isMoneyColumn(ref: ColumnRef): boolean {
    const column = this.model.column(ref);
    if (this.model.inCents(ref)) return true;
    const words = [...column.words, ...column.rawWords.map((raw) => raw.toLowerCase())];
    return words.some((word) => MONEY_AMOUNT_NAMES.has(word)) && !words.some((word) => MEASURE_UNIT_WORDS.has(word));
  }

  /**
   * 'average booking value by customer type, in pounds', 'takings last month in £': the currency the money is shown in,
   * which every amount of money already is (pence shown as pounds). Not a currency the data's money names say it is
   * not kept in ('in dollars' of amt_gbp): that is asked about.
   */
  private shownInCurrency(): void {
    const saidAt = (i: number) => (this.tokens[i]?.lower === 'in' ? (CURRENCY_CODES[this.lowerAt(i + 1)] ?? CURRENCY_CODES[this.tokens[i + 1]?.lemma ?? '']) : undefined);
    this.currencyOfComparedNumber();
    if (!this.tokens.some((_, i) => saidAt(i) !== undefined)) return;
    const measured = [...this.intent.measures, ...this.intent.measures.flatMap((measure) => [measure.share?.measure, measure.ratio?.numerator].filter((inner): inner is Measure => inner !== undefined))];
    if (!measured.some((measure) => measure.metric !== undefined || (measure.column !== undefined && this.isMoneyColumn(measure.column)))) return;
    // 'qt_p' not read as pence: a name that ends the way pence are kept, shown as it is, would be pence called pounds.
    const pennyEnding = (column: ColumnRef) => ['p', 'c'].includes(this.model.column(column).rawWords.slice(-1)[0]?.toLowerCase() ?? '') && this.model.column(column).rawWords.length > 1;
    if (measured.some((measure) => measure.column !== undefined && pennyEnding(measure.column) && !this.model.inCents(measure.column))) return;
    const kept = this.currenciesKept();
    this.tokens.forEach((_, i) => {
      const said = saidAt(i);
      if (!said || (this.roles[i + 1] !== undefined && this.roles[i + 1] !== 'unmatched')) return;
      // Said last, as an aside or before how the figure is split: 'in pounds please', '(in £)', 'in £, excluding
      // cancelled ones', 'in dollars per year'.
      const closes = this.tokens.slice(i + 2).every((other) => other.pos === 'PUNCT' || other.lower === 'please') || [',', ')', ';', '.', '-'].includes(this.lowerAt(i + 2)) || this.roles[i + 2] === 'operator';
      if (!closes || (kept.size > 0 && !kept.has(said))) return;
      this.mark(i, i + 2, 'filler');
    });
  }

  /**
   * 'growers we spent over five thousand pounds with': a currency said right after the number of a comparison of money
   * is that number's unit, as '£5,000' is.
   */
  private currencyOfComparedNumber(): void {
    for (const item of this.items) {
      if (item.kind !== 'op' || item.operator.op !== 'compare' || item.operator.value === undefined || !this.usedOps.has(item)) continue;
      const said = CURRENCY_CODES[this.lowerAt(item.end)];
      // The schema's currencies are looked up only once a currency is said there.
      const kept = said ? this.currenciesKept() : undefined;
      if (!said || !kept || (kept.size > 0 && !kept.has(said)) || (this.roles[item.end] !== undefined && this.roles[item.end] !== 'unmatched')) continue;
      const compared = this.intent.filters.some((filter) => filter.kind === 'compare' && this.isMoneyColumn(filter.column)) || this.intent.having.some((having) => having.measure.column !== undefined && this.isMoneyColumn(having.measure.column));
      if (compared) this.mark(item.end, item.end + 1, 'filler');
    }
  }

  /** The currencies the schema's money names say it keeps ('amt_gbp', pence as 'tot_p'), found once per catalog. */
  private currenciesKept(): Set<string> {
    let kept = currenciesByModel.get(this.model);
    if (!kept) {
      kept = new Set<string>();
      for (const table of this.model.tables.values()) {
        for (const column of table.columns) {
          for (const word of column.rawWords) {
            const code = CURRENCY_CODES[word.toLowerCase()];
            if (code) kept.add(code);
          }
          if (this.model.inCents(column.ref) && column.rawWords.some((word) => ['p', 'pence', 'pnc'].includes(word.toLowerCase()))) kept.add('gbp');
        }
      }
      currenciesByModel.set(this.model, kept);
    }
    return kept;
  }

  /**
   * A table whose rows are sums of money: payments, charges, donations. So is one the question names by such a word
   * (job_sur said as 'surcharges').
   */
  private isMoneyTable(table: string): boolean {
    const namedAsMoney = (link: Link) => link.target.kind === 'table' && link.target.table === table && link.score >= MIN_SCORE && this.tokens[link.end - 1]?.pos === 'NOUN' && MONEY_TABLE_WORDS.has(this.tokens[link.end - 1]?.lemma ?? '');
    return this.model.table(table).words.some((word) => MONEY_TABLE_WORDS.has(word)) || this.links.some(namedAsMoney);
  }

  /** The money or main amount column of a table: 'amount', 'total', 'value', 'price', 'revenue'... */
  mainAmount(table: string, paid = false): ColumnRef | MetricDefinition | undefined {
    const lexicon = lexiconFor(this.catalog);
    const metric = [...this.catalog.metrics, ...lexicon.derived].find((candidate) => candidate.table === table && /revenue|sales|amount|value/i.test(candidate.name));
    const columns = this.model.table(table).columns.filter((column) => column.role === 'measure');
    const tableWords = this.model.table(table).words;
    // 'sales' of invoices kept with net_amt, vat_amt and tot_amt: the total holds the tax; what was sold is the net.
    // A payment is of the whole amount, tax and all.
    const netOfTax = keepsTax(columns) && columns.some((column) => column.words.includes('net'));
    const rank = (column: ColumnModel) => {
      const words = column.words.join(' ');
      if (netOfTax && column.words.includes('net')) return paid ? 0.5 : -1;
      if (netOfTax && namesWholeAmount(column)) return paid ? -1 : 0.5;
      // 'campaign spend' where campaigns keep only a budget: an amount planned, allowed or estimated is not the amount
      // the rows came to; it is the main amount only when named.
      if (isPlannedAmount(column)) return 9;
      // 'average check size' where checks keep only their tax_amt: a part charged on top is not what the rows came
      // to, unless the rows are of that part (a fees table's fee_amt).
      if (column.words.some((word) => PART_AMOUNT_WORDS.has(word) && !tableWords.includes(word))) return 9;
      // 'how much does each buyer owe' where loads keep our_net_lb beside inv_amt_cts: a weight, a volume or a time
      // is no money, however net it is.
      if ([...column.words, ...column.rawWords.map((raw) => raw.toLowerCase())].some((word) => MEASURE_UNIT_WORDS.has(word))) return 9;
      // 'total_amt' over 'labor_amt' and 'tax_amt': the whole amount before any of its parts.
      if (/\b(total|grand|due)\b/.test(words) || ['amount', 'value', 'total'].includes(words)) return -1;
      // 'pp_chg' beside 'price' on sales: a charge for something named (postage and packing) is one part of what the
      // rows came to, below their price; a charge of the rows' own name ('room_chg' of room bookings) is theirs.
      if (column.words.includes('charge') && column.words.some((word) => !WHOLE_CHARGE_WORDS.has(word) && !tableWords.includes(word))) return 1.5;
      // A face value (face_p of gift vouchers) is what the row is worth; an extended one (ext_c of invoice lines) is
      // the line's quantity times its price.
      if (/\b(amount|total|value|revenue|sales|mrr|arr|gross|billed|charge|net|face|extended)\b/.test(words) || column.rawWords.some((raw) => raw.toLowerCase() === 'ext')) return 0;
      if (/\b(price|cost|fee|salary|pay|spend|balance|paid|income|profit)\b/.test(words)) return 1;
      return 9;
    };
    // 'inv_amt' beside 'rnt_amt' and 'dmg_amt' on invoices: the amount named after the rows themselves is theirs.
    const ownName = (column: ColumnModel) => (column.words.some((word) => tableWords.includes(word)) ? 0 : 1);
    const best = columns.filter((column) => rank(column) < 9).sort((a, b) => rank(a) - rank(b) || ownName(a) - ownName(b))[0];
    // 'total payouts' where payouts keep a gross and a net amount: either may be meant; neither is the main amount.
    const grossAndNet = ['gross', 'net'].every((word) => columns.some((column) => rank(column) === 0 && column.words.includes(word)));
    if (best && rank(best) === 0 && grossAndNet) return undefined;
    if (best && rank(best) <= 0) return best.ref;
    if (metric) return metric;
    return best?.ref;
  }

  /**
   * 'avg value of kitchen jobs' where jobs keep contract_p beside vat_p: the value of rows that keep no amount named as
   * such is their one sum of money that is not a part charged on top, a plan, or the price of one unit of several.
   */
  private onlyMoneyAmount(table: string): ColumnRef | undefined {
    const columns = this.model.table(table).columns.filter((column) => column.role === 'measure');
    const quantity = columns.some((column) => column.words.some((word) => QUANTITY_WORDS.has(word)));
    const money = columns.filter((column) => this.isMoneyColumn(column.ref) && !isPlannedAmount(column) && !column.words.some((word) => PART_AMOUNT_WORDS.has(word)));
    return money.length === 1 && !quantity ? money[0]?.ref : undefined;
  }

  private measureOn(aggregate: Aggregate, target: Target, role: Extract<Role, { role: 'measure' }>, phrase: Phrase): Measure | undefined {
    // 'total PO value': the amount word may also stand right after the phrase.
    const after = this.tokens[phrase.end];
    const amountWord = phrase.words.some((word) => AMOUNT_WORDS.has(word.token.lemma)) || (after !== undefined && AMOUNT_WORDS.has(after.lemma) && after.pos === 'NOUN');
    if (target.kind === 'metric') {
      const metric: Measure = { aggregate: 'sum', metric: { name: target.metric.name, table: target.metric.table, expression: target.metric.expression }, table: target.metric.table, label: target.metric.name };
      const spread = aggregate === 'avg' || aggregate === 'median' || aggregate === 'percentile';
      if (!spread) return metric;
      // 'average order value': the metric per row of the table the words name (orders), else per row of its own.
      const named = this.tokens.slice(phrase.start, phrase.end).map((token) => token.lemma);
      const per = [...this.model.tables.values()].find((table) => table.id !== target.metric.table && table.words.length === 1 && named.includes(table.words[0] as string) && this.model.reachesWithoutFanOut(target.metric.table, table.id));
      // 'median order value': each order's own figure, and the middle one of those.
      if (aggregate !== 'avg') return per ? { aggregate, ...(role.percentile !== undefined && { percentile: role.percentile }), table: target.metric.table, perRow: { table: per.id, measure: metric }, label: `${aggregateWord(aggregate, role.percentile)} ${singularLabel(per.table.name)} ${target.metric.name}` } : metric;
      const denominator: Measure = per ? { aggregate: 'count', table: per.id, label: `number of ${humanize(per.table.name)}` } : { aggregate: 'count', table: target.metric.table, label: 'number of rows' };
      return { aggregate: 'avg', table: target.metric.table, ratio: { numerator: metric, denominator }, label: `average ${per ? singularLabel(per.table.name) + ' ' : ''}${target.metric.name}` };
    }
    if (target.kind === 'column') {
      const column = { table: target.table, column: target.column };
      const model = this.model.column(column);
      const name = humanize(target.column);
      // 'number of events' read on evt_days: a figure kept in a unit of time counts that unit; its other words name
      // the rows it is kept for (each booking's event), which are counted, unless the unit is said.
      const unitWords = model.words.filter((word) => DURATION_UNITS[word] !== undefined || DURATION_UNITS[word.replace(/s$/, '')] !== undefined);
      const unitUnsaid = model.role === 'measure' && unitWords.length > 0 && !this.tokens.slice(phrase.start, phrase.end).some((token) => unitWords.includes(token.lemma) || unitWords.includes(token.lower) || DURATION_UNITS[token.lemma] !== undefined);
      if (unitUnsaid && (role.countOf || (aggregate === 'count' && !role.distinct))) {
        for (let k = phrase.start; k < phrase.end; k++) {
          const said = this.targets[k];
          if (said?.kind !== 'column' || !sameColumns([said], [column])) continue;
          this.targets[k] = { kind: 'table', table: target.table };
          this.meanings[k] = `table ${humanize(this.model.table(target.table).table.name)}`;
        }
        return this.rowCount(target.table);
      }
      if (role.countOf && model.role === 'measure') {
        // 'average number of employees': the number is a column to average.
        return { aggregate: role.aggregate === 'count' ? 'sum' : role.aggregate, column, table: target.table, label: `${aggregateWord(role.aggregate === 'count' ? 'sum' : role.aggregate)} ${name}` };
      }
      if (aggregate === 'count' || aggregate === 'count_distinct') {
        // 'how many loans' where pledges keep loan_p: an amount of money counts no things, so its rows are counted;
        // 'how many dollars' and 'number of invoices and revenue' still add it up.
        if (model.role === 'measure' && aggregate === 'count' && !role.distinct && !amountWord && this.isMoneyColumn(column) && !this.tokens.slice(phrase.start, phrase.end).some((token) => CURRENCY_NOUNS.has(token.lemma) || MONEY_FIGURE_WORDS.has(token.lemma))) {
          return this.rowCount(target.table);
        }
        // 'how many units': a quantity is summed; 'how many countries': distinct values are counted.
        if (model.role === 'measure' && aggregate === 'count' && !role.distinct) return { aggregate: 'sum', column, table: target.table, label: `total ${name}` };
        // 'how many major donors' where donors keep a major_donor_flag: the rows with the flag set, not its two values.
        if (model.role === 'flag' && aggregate === 'count' && !role.distinct) {
          this.intent.filters.push({ kind: 'flag', column, value: true, label: `${name} is set` });
          return this.rowCount(target.table);
        }
        // 'how many sales agents': the column names the rows of its table.
        if (this.model.isUnique(column) && (model.role === 'label' || model.role === 'key')) return { aggregate: 'count', table: target.table, label: `number of ${name}s` };
        if (this.eventNamedByDate(column)) return this.rowCount(target.table);
        return { aggregate: 'count_distinct', column, table: target.table, label: `number of distinct ${name}` };
      }
      if (!this.model.isNumeric(column) && !((aggregate === 'min' || aggregate === 'max') && this.model.isDate(column))) return undefined;
      // 'share of the applications' read on appl_pty_id: a key or a pointer numbers rows, and adding its numbers up
      // means nothing; the rows it numbers are counted.
      if ((model.role === 'key' || model.role === 'reference') && ['sum', 'avg', 'median', 'percentile'].includes(aggregate)) return this.rowCount(target.table);
      return { aggregate, column, table: target.table, ...(role.percentile !== undefined && { percentile: role.percentile }), label: `${aggregateWord(aggregate, role.percentile)} ${name}` };
    }
    if (target.kind === 'table') {
      const name = humanize(this.model.table(target.table).table.name);
      // 'total folio charges', 'total payments': a table of money adds up its amount; 'total orders' counts.
      const moneyTable = this.isMoneyTable(target.table);
      if (((aggregate === 'count' || aggregate === 'count_distinct') && !amountWord) || (aggregate === 'sum' && !amountWord && !role.money && !moneyTable)) {
        return { aggregate: 'count', table: target.table, label: `number of ${name}` };
      }
      if (role.countOf && !amountWord) {
        // 'average number of legs': counted now, divided when 'per shipment' comes.
        const counted: Measure = { aggregate: 'count', table: target.table, label: `number of ${name}` };
        this.averagedCount = counted;
        this.averagedOps = this.currentOps;
        return counted;
      }
      // Said in the phrase, or before it and carried to it ('the value of jobs').
      const valueSaid = this.tokens.slice(phrase.start, phrase.end + 1).some((token) => VALUE_WORDS.has(token.lemma)) || (role.money === true && this.tokens.slice(0, phrase.start).some((token, i) => VALUE_WORDS.has(token.lemma) && this.meanings[i] === MAIN_AMOUNT));
      const amount = this.mainAmount(target.table) ?? (valueSaid ? this.onlyMoneyAmount(target.table) : undefined);
      if (!amount && aggregate === 'avg') return this.averagePerRow(target.table);
      // 'median order total': said with an amount word, never 'median loan', whose lines may be fines.
      if (!amount && (amountWord || AMOUNT_WORDS.has(after?.lower ?? '')) && (aggregate === 'median' || aggregate === 'percentile')) return this.middleOfRows(target.table, aggregate, role.percentile);
      // 'the most PO value' where a purchase order's amount is kept on its lines: the lines' total.
      const lines = !amount && amountWord && (aggregate === 'sum' || aggregate === 'count') ? this.linesAmount(target.table) : undefined;
      if (lines) return totalOf(lines.amount, lines.table);
      if (!amount) return undefined;
      if ('expression' in amount) {
        if (aggregate !== 'sum') return undefined;
        return { aggregate: 'sum', metric: { name: amount.name, table: amount.table, expression: amount.expression }, table: amount.table, label: amount.name };
      }
      return { aggregate: aggregate === 'count' ? 'sum' : aggregate, column: amount, table: target.table, label: `${aggregateWord(aggregate === 'count' ? 'sum' : aggregate, role.percentile)} ${humanize(amount.column)}` };
    }
    return undefined;
  }

  /**
   * 'average order value' where orders have no amount of their own but their lines do: the lines' total divided by
   * the number of orders.
   */
  private averagePerRow(table: string): Measure | undefined {
    const lines = this.linesAmount(table);
    if (!lines) return undefined;
    const name = humanize(this.model.table(table).table.name);
    return {
      aggregate: 'avg',
      table: lines.table,
      ratio: { numerator: totalOf(lines.amount, lines.table), denominator: { aggregate: 'count', table, label: `number of ${name}` } },
      label: `average ${singularLabel(this.model.table(table).table.name)} value`,
    };
  }

  /** 'median order total' where orders keep no amount of their own but their lines do: each order's lines' total. */
  private middleOfRows(table: string, aggregate: 'median' | 'percentile', percentile: number | undefined): Measure | undefined {
    const lines = this.linesAmount(table);
    if (!lines) return undefined;
    const label = `${aggregateWord(aggregate, percentile)} ${singularLabel(this.model.table(table).table.name)} value`;
    return { aggregate, ...(percentile !== undefined && { percentile }), table: lines.table, perRow: { table, measure: totalOf(lines.amount, lines.table) }, label };
  }

  /**
   * The amount of the rows that point at `table` and keep one: its lines (an order's lines for an order), else the one
   * such table. Damages and invoices of a rental both keep amounts; neither alone is what the rental came to.
   */
  private linesAmount(table: string): { amount: ColumnRef | MetricDefinition; table: string } | undefined {
    const children = this.tablesPointingAt(table);
    const withAmounts = children.flatMap((child) => {
      const amount = this.mainAmount(child);
      return amount ? [{ amount, table: child }] : [];
    });
    const lineWords = (child: string) => this.model.table(child).words;
    const lines = withAmounts.filter((entry) => lineWords(entry.table).some((word) => ['line', 'item', 'detail'].includes(word)) || this.model.table(table).words.every((word) => lineWords(entry.table).includes(word)));
    return lines.length >= 1 ? lines[0] : withAmounts.length === 1 ? withAmounts[0] : undefined;
  }

  private addMeasure(role: Extract<Role, { role: 'measure' }>, named: Target, phrase: Phrase, anchor: string | undefined): void {
    const aggregate = role.distinct && role.aggregate === 'count' ? 'count_distinct' : role.aggregate;
    // 'how many different plates got a ticket': different ones of a word that also names a column of the rows
    // (plate_no of the tickets) are that column's values; different rows are every row. Not a kind of the rows
    // ('different customers' are never their few cust_typ values).
    const values = aggregate === 'count_distinct' && named.kind === 'table' ? phrase.refs.flatMap((ref) => ref.readings).find((reading) => reading.target.kind === 'column' && reading.target.table === named.table && !this.model.isUnique({ table: reading.target.table, column: reading.target.column }) && this.model.column({ table: reading.target.table, column: reading.target.column }).role !== 'category') : undefined;
    // 'total check-ins per month' of visits kept with a chk_in date: a total of events is their number.
    if (aggregate === 'sum' && named.kind === 'column' && this.eventNamedByDate({ table: named.table, column: named.column })) {
      this.intent.measures.push(this.rowCount(named.table));
      if (!this.intent.subject) this.intent.subject = named.table;
      return;
    }
    const target = values?.target ?? this.headOfCompound(named, phrase) ?? named;
    const measure = this.measureOn(aggregate, target, role, phrase);
    if (measure) {
      this.intent.measures.push(measure);
      if (measure.table && !this.intent.subject) this.intent.subject = measure.table;
    } else if (target.kind === 'column') {
      // 'average country' is not a number: keep it as a grouping rather than invent an average.
      this.addGroup(target, false);
    }
    void anchor;
  }

  private dimensionFor(target: Target): Dimension | undefined {
    if (target.kind === 'column') {
      const column = { table: target.table, column: target.column };
      // A code that points at another table ('carrier' holding carriers.code): shown by that table's name for it.
      const entity = this.referencedEntity(column);
      if (entity) return entity;
      return { columns: [column], label: humanize(target.column) };
    }
    if (target.kind === 'table') {
      const labels = this.model.labelColumns(target.table);
      const key = this.model.primaryKey(target.table);
      const name = singularLabel(this.model.table(target.table).table.name);
      const keyShown = key && labels.some((label) => label.column === key.column && label.table === key.table);
      // 'which procedure codes': a table of codes is known by its code as much as by its description.
      if (key && !keyShown && this.model.table(target.table).words.at(-1) === 'code' && !this.model.isNumeric(key)) return { columns: [...labels, key], label: name };
      if (key && !keyShown && this.typedCodeOf(key)) return { columns: [key, ...labels], label: name };
      return { columns: labels, label: name, ...(key && !keyShown && { key }) };
    }
    if (target.kind === 'value') return { columns: [{ table: target.table, column: target.column }], label: humanize(target.column) };
    return undefined;
  }

  /** The referenced table's label when a column is a code pointing at it and that table names rows otherwise. */
  private referencedEntity(column: ColumnRef): Dimension | undefined {
    if (this.model.column(column).role !== 'reference') return undefined;
    const join = this.catalog.joins.find((candidate) => candidate.fromTable === column.table && candidate.fromColumn === column.column && candidate.toTable !== column.table);
    if (!join) return undefined;
    const labels = this.model.labelColumns(join.toTable);
    if (labels.length === 0 || labels.every((label) => label.table === join.toTable && label.column === join.toColumn)) return undefined;
    const key = { table: join.toTable, column: join.toColumn };
    const label = singularLabel(this.model.table(join.toTable).table.name);
    // Shown among the columns, the key groups the rows already.
    return this.typedCodeOf(column) ? { columns: [key, ...labels], label } : { columns: labels, label, key };
  }

  /** 'on each plan (BAS / DLX / ULT)': whether the user typed codes a column keeps, which are then shown beside the names. */
  private typedCodeOf(column: ColumnRef): boolean {
    const codes = this.model.column(column).column.values ?? [];
    return this.tokens.some((token) => /^[A-Z][A-Z0-9]+$/.test(token.text) && codes.includes(token.text));
  }

  private addGroup(target: Target, each: boolean): void {
    const dimension = this.dimensionFor(target);
    if (!dimension) return;
    if (each) this.intent.perGroup = { dimension, limit: 1 };
    if (!this.intent.dimensions.some((existing) => sameColumns(existing.columns, dimension.columns))) this.intent.dimensions.push(dimension);
  }

  /**
   * 'total billed in 2025', 'total amount invoiced': a verb that dates one table's rows names them, and what is summed
   * is their amount — the one the verb itself names ('paid' for paid_amt), else their main amount.
   */
  private amountOfDatingVerb(phrase: Phrase): { ref: RefItem; reading: Reading } | undefined {
    const verbs = phrase.words.filter((word) => this.verbDates.has(word.start));
    const tables = new Set(verbs.flatMap((word) => this.verbDates.get(word.start) ?? []).map((column) => column.table));
    const [table] = tables;
    if (tables.size !== 1 || !table) return undefined;
    // 'total paid so far on claims': the money is of the rows named after 'on', not of another table the verb dates.
    const last = verbs[verbs.length - 1]?.end ?? phrase.end;
    const on = this.tokens.findIndex((token, i) => i >= last && ['on', 'for', 'against'].includes(token.lower));
    const rowsNamed = on >= 0 ? this.items.find((item): item is RefItem => item.kind === 'ref' && item.start > on && item.start <= on + 2 && item.readings.some((reading) => reading.target.kind === 'table' && reading.score >= 0.8)) : undefined;
    if (rowsNamed && !rowsNamed.readings.some((reading) => reading.target.kind === 'table' && reading.target.table === table)) return undefined;
    const named = this.links.find((link) => verbs.some((word) => link.start === word.start) && link.target.kind === 'column' && link.target.table === table && this.model.column({ table, column: link.target.column }).role === 'measure');
    const amount = named?.target.kind === 'column' ? { table, column: named.target.column } : this.mainAmount(table);
    if (!amount) return undefined;
    for (const word of verbs) this.mark(word.start, word.end, 'bound', 'expression' in amount ? amount.name : humanize(amount.column));
    return wordlessHead(phrase.start, 'expression' in amount ? { kind: 'metric', metric: amount } : { kind: 'column', ...amount });
  }

  /** Whether the rows a superlative ranks ('top 3 mechanics') each have many of `table`'s rows (tickets). */
  private countsRankedRows(table: string): boolean {
    const ranked = this.ranked?.target.kind === 'table' ? this.ranked.target.table : undefined;
    return ranked !== undefined && ranked !== table && this.model.reachesWithoutFanOut(table, ranked) && !this.model.reachesWithoutFanOut(ranked, table);
  }

  private addRanked(role: Extract<Role, { role: 'ranked' }>, target: Target, phrase: Phrase, anchor: string | undefined): void {
    void anchor;
    const after = this.tokens[phrase.end];
    const amountAt = role.amountAt ?? phrase.words.find((word) => AMOUNT_WORDS.has(word.token.lemma))?.start ?? (after !== undefined && AMOUNT_WORDS.has(after.lemma) ? phrase.end : undefined);
    if (target.kind === 'table' || target.kind === 'column' || target.kind === 'metric') this.ranked = { target, role, ...(amountAt !== undefined && { amountAt }) };
    // 'top 3 glazes': the rows of that kind, ranked.
    if (target.kind === 'value' && this.model.labelColumns(target.table).length > 0) {
      this.addValueFilter(target, false);
      this.ranked = { target: { kind: 'table', table: target.table }, role };
    }
  }

  /**
   * The phrase after a superlative, and the superlative: 'the biggest deal', 'top 5 customers', 'most expensive'; and
   * where the phrase names an amount ('the most PO value').
   */
  private ranked?: { target: Extract<Target, { kind: 'table' | 'column' | 'metric' }>; role: Extract<Role, { role: 'ranked' }>; amountAt?: number };

  private addComparison(role: Extract<Role, { role: 'compared' }>, target: Target, phrase: Phrase, anchor: string | undefined): void {
    if (role.value === undefined) {
      // 'on hand below the reorder point', 'shipped after the required date': a column against a column.
      // 'the product's list price': the possessor names whose; the last noun names what is compared.
      const pointer = target.kind === 'column' && ['key', 'reference'].includes(this.model.column({ table: target.table, column: target.column }).role);
      const owned = target.kind === 'table' || pointer ? this.ownedAmountAfter(phrase) : undefined;
      const spoken = owned ?? (target.kind === 'column' ? { table: target.table, column: target.column } : undefined);
      const right = spoken && !this.model.isNumeric(spoken) && !this.model.isDate(spoken) ? (this.lastAmountIn(phrase) ?? spoken) : spoken;
      const left = this.comparedLeft(phrase, role.at, right);
      // 'campaigns that spent more than their budget': where each row asked about has many rows of the amount
      // compared, the comparison is of their total, which no row-by-row comparison gives; unread, it is asked about.
      // 'deals closed above the product's list price' compares each deal's own amount.
      const rows = this.tablesNamedBefore(phrase.start)[0] ?? this.intent.subject;
      if (right && left && rows && left.table !== right.table && !this.model.reachesWithoutFanOut(rows, left.table)) return;
      // 'still awaiting a decision and already past their target date': a date not reached yet (dcn_dt empty) is past
      // another one when today is.
      const pending = left && this.notReached(left);
      if (right && left && pending && this.model.isDate(right) && this.model.isDate(left) && ['>', '>='].includes(role.operator)) {
        this.markPossessorOf(right, phrase);
        this.intent.filters.push({ kind: 'date_range', column: right, from: OPEN_START, to: role.operator === '>' ? this.options.today : addDays(this.options.today, 1), label: `${humanize(right.column)} before ${role.operator === '>' ? this.options.today : addDays(this.options.today, 1)}` });
        return;
      }
      if (right && left) {
        const other = right;
        this.markPossessorOf(right, phrase);
        this.intent.filters.push({ kind: 'columns', column: left, operator: role.operator, other, label: `${humanize(left.column)} ${operatorWord(role.operator)} ${humanize(other.column)}` });
        return;
      }
      // 'pallets past their best before date', 'certificates past their expiry date': with nothing else compared, the
      // rows are past it today.
      const at = role.at ?? -1;
      if (right && !left && this.model.isDate(right) && this.lowerAt(at) === 'past' && POSSESSIVES_OF_ROWS.has(this.lowerAt(at + 1))) {
        this.markPossessorOf(right, phrase);
        this.intent.filters.push({ kind: 'date_range', column: right, from: OPEN_START, to: this.options.today, label: `${humanize(right.column)} before ${this.options.today}` });
      }
      return;
    }
    // 'cost more than 10% of what they raised': a percentage compares only something kept in percent; against an
    // amount or a count it is a share of something else, which this reading does not build.
    if (role.percent && !(target.kind === 'column' && this.percentLike({ table: target.table, column: target.column }))) return;
    // 'ordered at least 2 times': a number of times counts rows; a column's amount (units_on_order) is not it.
    // Unless the column keeps that count itself ('reopened at least once' of reopen_cnt).
    if (role.times && target.kind === 'column' && !this.countsTimes({ table: target.table, column: target.column })) return;
    // 'making over $5B a year in revenue': a rate compares a column kept over that period, or over none it names; a
    // column of another period (monthly_fee) or rows to add up are not it.
    if (role.per && !(target.kind === 'column' && this.model.isNumeric({ table: target.table, column: target.column }) && periodFits(target.column, role.per))) return;
    let value = role.value;
    // 'customers who have had more than 10 completed moves' where jobs keep a move_dt: rows named by their event's
    // date are counted, as their table's name would be.
    if (target.kind === 'column' && !role.percent && this.eventNamedByDate({ table: target.table, column: target.column })) target = this.bindAsRows(target);
    if (target.kind === 'column') {
      const column = { table: target.table, column: target.column };
      value = this.inColumnUnits(column, value, Boolean(role.percent));
      // 'students who paid more than 50,000 in tuition altogether': the total of their related rows.
      const totalled = this.tokens.some((token) => ['altogether', 'total', 'combined', 'overall', 'cumulative'].includes(token.lower)) || this.moneyWords(phrase);
      if (anchor && this.model.isNumeric(column) && !this.model.reachesWithoutFanOut(anchor, column.table) && anchor !== column.table && totalled) {
        if (role.per) return;
        this.intent.having.push({ measure: { aggregate: 'sum', column, table: column.table, label: `total ${humanize(column.column)}` }, operator: role.operator, value, label: `total ${humanize(column.column)} ${operatorWord(role.operator)} ${formatNumber(value)}` , at: phrase.start });
        return;
      }
      const groups = this.model.column(column).role === 'measure' ? this.groupsAsked(column, phrase) : undefined;
      if (groups && !role.upper && !role.per) {
        // 'which months had more than 1.1M in won revenue': periods, or values many rows share, have no amount of their
        // own; theirs is the total of their rows'.
        const measure: Measure = { aggregate: 'sum', column, table: column.table, label: `total ${humanize(column.column)}` };
        this.keepGroupsPassing(groups === 'period' ? undefined : groups, measure, role.operator, value, phrase.start);
        return;
      }
      if (this.model.isNumeric(column)) {
        this.intent.filters.push(this.amountCompared(column, { ...role, value: role.value }));
        return;
      }
    }
    if (target.kind === 'table' && anchor && target.table !== anchor) {
      // 'students who paid more than 50,000 in tuition': money, so the sum of the related rows' amount; 'customers
      // with more than 10 orders': a count of them.
      const amount = this.mainAmount(target.table);
      if (this.moneyWords(phrase) && amount && !this.numberCountsRows(phrase, role)) {
        const measure = totalOf(amount, target.table);
        this.intent.having.push({ measure, operator: role.operator, value, label: `${measure.label} ${operatorWord(role.operator)} ${formatNumber(value)}` , at: phrase.start });
        return;
      }
      // 'more than 1.5M in contracts' where there are a few hundred contracts: no count reaches it, so it is an
      // amount the words did not name; it is left for the user to say.
      if (value > this.model.table(target.table).table.rowCount && this.model.table(target.table).table.rowCount > 0) return;
      // 'which reps have won business from more than 30 different accounts' over deals that each point at one account:
      // a deal has one account or none, so it is each rep's accounts that are counted, once each.
      const which = this.whichSubject ?? this.leadingColumn;
      const steps = this.model.reachesWithoutFanOut(anchor, target.table) ? (this.model.path(anchor, target.table) ?? []) : [];
      const pointer = steps.length === 1 ? { table: anchor, column: steps[0]?.fromColumn ?? '' } : undefined;
      if (pointer && which?.kind === 'column' && which.table === anchor && this.valuesRepeat({ table: which.table, column: which.column }, true)) {
        const measure: Measure = { aggregate: 'count_distinct', column: pointer, table: anchor, label: `number of distinct ${humanize(target.table)}` };
        this.keepGroupsPassing(which, measure, role.operator, value, phrase.start);
        return;
      }
      this.intent.having.push({ measure: this.rowCount(target.table), operator: role.operator, value, label: `${operatorWord(role.operator)} ${formatNumber(value)} ${humanize(target.table)}`, at: phrase.start });
      return;
    }
    // 'which industries have more than 10 accounts', 'reps who lost more than 30 deals': the rows of each value of the
    // column asked about, counted.
    const which = this.whichSubject ?? this.leadingColumn;
    // Counting rows per value asks only that some values repeat ('which cities have more than 3 customers'). More
    // than there are rows is no count: 'reps who closed more than 400k in won deals' adds up each value's money.
    if (target.kind === 'table' && which?.kind === 'column' && which.table === target.table && !role.percent && this.valuesRepeat({ table: which.table, column: which.column }, true)) {
      const rows = this.model.table(target.table).table.rowCount;
      const countable = value <= rows || rows === 0;
      const amount = countable ? undefined : this.mainAmount(target.table);
      const measure: Measure | undefined = countable && (!this.moneyWords(phrase) || this.numberCountsRows(phrase, role)) ? this.rowCount(target.table) : amount ? totalOf(amount, target.table) : undefined;
      if (measure) {
        const said = measure.aggregate === 'count' ? `${operatorWord(role.operator)} ${formatNumber(value)} ${humanize(target.table)}` : undefined;
        this.keepGroupsPassing(which, measure, role.operator, value, phrase.start, said);
        return;
      }
    }
    if (target.kind === 'table' && !role.times) {
      // 'claims above $50k': the claims' amount, when one is plainly meant; two amounts are not guessed between.
      // ('ordered more than once' counts rows: it never compares their amount.)
      // 'at least 3 orders': a plain number right before the rows' noun counts them, never their amount; with nothing
      // to count them for, it is left unread.
      const compare = this.items.find((item) => item.kind === 'op' && item.operator.op === 'compare' && item.start === role.at);
      if (compare?.kind === 'op' && compare.end === phrase.start && !this.moneyWords(phrase) && !this.tokens.slice(compare.start, compare.end).some((token) => token.currency)) {
        // 'patients who had at least one fill' of the fills themselves: every fill is one, so it keeps them all.
        if (meansOneOrMore(role.operator, value)) {
          this.usedOps.add(compare);
          this.mark(compare.start, compare.end, 'operator');
        }
        return;
      }
      const amount = this.comparedAmount(target.table);
      if (amount) this.intent.filters.push(this.amountCompared(amount, { ...role, value }));
    }
    if (target.kind === 'metric' && anchor) {
      this.intent.having.push({ measure: { aggregate: 'sum', metric: { name: target.metric.name, table: target.metric.table, expression: target.metric.expression }, table: target.metric.table, label: target.metric.name }, operator: role.operator, value, label: `${target.metric.name} ${operatorWord(role.operator)} ${formatNumber(value)}` , at: phrase.start });
    }
  }

  /** Groups by `which` (when given) and keeps the groups whose `measure` passes the comparison; the measure is shown. */
  private keepGroupsPassing(which: Target | undefined, measure: Measure, operator: ComparisonOperator, value: number, at: number, label?: string): void {
    if (which) this.addGroup(which, false);
    if (this.intent.measures.length === 0) this.intent.measures.push(measure);
    this.intent.having.push({ measure, operator, value, label: label ?? `${measure.label} ${operatorWord(operator)} ${formatNumber(value)}`, at });
  }

  /**
   * The groups a question asks which of, when an amount compared is theirs only as a total: a period ('which months'),
   * or a column whose values many rows of the amount share ('which sectors', 'which reps … more than 1M in revenue').
   * Said of the amount's own rows, only as 'more than N in' the amount: 'which reps have deals over 50k' is per deal.
   */
  private groupsAsked(amount: ColumnRef, phrase: Phrase): Extract<Target, { kind: 'column' }> | 'period' | undefined {
    const asks = (at: number) => ['which', 'what'].includes(this.tokens[at]?.lower ?? '');
    if (this.items.some((item) => item.kind === 'op' && item.operator.op === 'grain' && asks(item.start))) return 'period';
    const which = this.whichSubject ?? this.leadingColumn;
    if (which?.kind !== 'column' || !this.valuesRepeat({ table: which.table, column: which.column }, true)) return undefined;
    if (which.table !== amount.table) return this.model.reachesWithoutFanOut(amount.table, which.table) ? which : undefined;
    const compare = this.items.find((item) => item.kind === 'op' && item.operator.op === 'compare' && item.end <= phrase.start && phrase.start - item.end <= 1);
    return compare && this.tokens[compare.end]?.lower === 'in' ? which : undefined;
  }

  /** Whether a column holds percentages or fractions: by its name, or numbers that all lie within 0 to 100. */
  private percentLike(ref: ColumnRef): boolean {
    const { column, words } = this.model.column(ref);
    if (words.some((word) => RATE_NAME_WORDS.has(word))) return true;
    const moneyName = words.some((word) => AMOUNT_WORDS.has(word) || ['amt', 'amount', 'cost', 'price', 'fee', 'prc', 'sum', 'total', 'qty', 'count', 'cnt'].includes(word));
    return !moneyName && typeof column.min === 'number' && typeof column.max === 'number' && column.min >= 0 && column.max <= 100;
  }

  /**
   * A number column compared with what the question said, in the column's units: 'over 150,000', or 'between $1k and
   * $5k' with both ends (the lower end alone would let every bigger row through).
   */
  private amountCompared(column: ColumnRef, comparison: { operator: ComparisonOperator; value: number; upper?: number; percent?: boolean }): Filter {
    const value = this.inColumnUnits(column, comparison.value, Boolean(comparison.percent));
    const name = humanize(column.column);
    if (comparison.upper !== undefined) {
      const upper = this.inColumnUnits(column, comparison.upper, Boolean(comparison.percent));
      return { kind: 'between', column, from: value, to: upper, label: `${name} between ${formatNumber(value)} and ${formatNumber(upper)}` };
    }
    return { kind: 'compare', column, operator: comparison.operator, value, label: `${name} ${operatorWord(comparison.operator)} ${formatNumber(value)}` };
  }

  /**
   * A number in the column's own units: '15%' of a discount stored as 0.15, '$1.5 billion' of a revenue described
   * 'in millions'.
   */
  private inColumnUnits(column: ColumnRef, value: number, percent: boolean): number {
    const model = this.model.column(column).column;
    if (percent && typeof model.max === 'number' && model.max <= 1) return value / 100;
    const scale = /\bin (thousands|millions|billions)\b/i.exec(describedAs(model) ?? '')?.[1]?.toLowerCase();
    const factor = scale === 'thousands' ? 1e3 : scale === 'millions' ? 1e6 : scale === 'billions' ? 1e9 : 1;
    return factor > 1 && Math.abs(value) >= factor ? value / factor : value;
  }

  /**
   * 'students who booked more than one course', 'donors who paid over 3 invoices': a plain number right before the rows'
   * noun counts them, whatever verb of money came before. Not '$500 of orders', nor 'over 500 in won deals'.
   */
  private numberCountsRows(phrase: Phrase, role: Extract<Role, { role: 'compared' }>): boolean {
    const compare = this.items.find((item) => item.kind === 'op' && item.operator.op === 'compare' && item.start === role.at);
    // 'more than 2 different courses' counts them as surely.
    const between = compare?.kind === 'op' ? this.tokens.slice(compare.end, phrase.start) : [];
    if (compare?.kind !== 'op' || !between.every((token) => ['different', 'distinct', 'separate'].includes(token.lower))) return false;
    return !this.tokens.slice(compare.start, phrase.end).some((token) => token.currency || AMOUNT_WORDS.has(token.lemma));
  }

  /** Whether money is meant near a phrase: a money verb ('paid', 'spent'), a currency number or an amount word. */
  private moneyWords(phrase: Phrase): boolean {
    const around = this.tokens.slice(Math.max(0, phrase.start - 7), phrase.end);
    // A verb of money ('billed', 'paid'), not the noun of rows spelled like it ('3 or more overdue bills').
    return around.some((token) => token.currency || (MONEY_VERBS.has(token.lemma) && token.pos !== 'NOUN') || AMOUNT_WORDS.has(token.lemma));
  }

  /**
   * 'after the customer's required date': after a possessive of rows, the one date or amount the next words name, which
   * may be kept with the question's rows (an order's required date) rather than the possessor's.
   */
  private ownedAmountAfter(phrase: Phrase): ColumnRef | undefined {
    if (!["'s", '’s', "'"].includes(this.tokens[phrase.end - 1]?.lower ?? '')) return undefined;
    return this.bindOnlyAmount(this.items.find((item): item is RefItem => item.kind === 'ref' && item.start === phrase.end));
  }

  /** The one number or date column a ref can mean, bound to it. */
  private bindOnlyAmount(ref: RefItem | undefined): ColumnRef | undefined {
    const readings = (ref?.readings ?? []).filter((reading) => reading.target.kind === 'column' && reading.score >= MIN_SCORE && (this.model.isNumeric({ table: reading.target.table, column: reading.target.column }) || this.model.isDate({ table: reading.target.table, column: reading.target.column })));
    const [reading, other] = readings;
    if (!ref || !reading || other || reading.target.kind !== 'column') return undefined;
    this.bindRef(ref, reading);
    return { table: reading.target.table, column: reading.target.column };
  }

  /**
   * 'the customer's required date' of orders: the possessor only says whose the date is, the one row of its table each
   * of the rows has; it is no condition and no column of the answer.
   */
  private markPossessorOf(column: ColumnRef, phrase: Phrase): void {
    const possessive = this.tokens.findIndex((token, i) => i >= phrase.start && i < phrase.end && ["'s", '’s'].includes(token.lower));
    const owner = possessive < 0 ? undefined : phrase.refs.find((ref) => ref.end === possessive || ref.end === possessive + 1);
    const table = owner ? this.targets[owner.start] : undefined;
    if (!owner || table?.kind !== 'table' || table.table === column.table || !this.model.reachesWithoutFanOut(column.table, table.table)) return;
    const end = possessive + 1;
    this.roles.fill(undefined, owner.start, end);
    this.targets.fill(undefined, owner.start, end);
    this.mark(owner.start, end, 'bound', `whose ${humanize(column.column)}: the ${singularLabel(this.model.table(table.table).table.name)} of each ${singularLabel(this.model.table(column.table).table.name)}`);
  }

  /** The number or date column the last name of a phrase can mean, bound to it: 'price' in 'the product's list price'. */
  private lastAmountIn(phrase: Phrase): ColumnRef | undefined {
    return this.bindOnlyAmount(phrase.refs[phrase.refs.length - 1]);
  }

  /** The column compared in 'where on hand is below the reorder point': the name just before the comparison. */
  private comparedLeft(phrase: Phrase, at?: number, right?: ColumnRef): ColumnRef | undefined {
    const edge = at ?? phrase.start;
    const rightType = right ? (this.model.isDate(right) ? 'date' : this.model.isNumeric(right) ? 'number' : 'text') : undefined;
    const refs = this.items.filter((item): item is RefItem => item.kind === 'ref' && item.end <= edge && edge - item.end <= 3).reverse();
    const typed = (ref: RefItem, least: number) =>
      ref.readings.filter((reading) => {
        if (reading.target.kind !== 'column' || reading.score < least) return false;
        const column = { table: reading.target.table, column: reading.target.column };
        if (right && column.table === right.table && column.column === right.column) return false;
        // A flag kept as 0/1 is a state, never an amount to compare ('not discontinued that's under its reorder level').
        if (rightType === 'number' && this.model.column(column).role === 'flag') return false;
        const type = this.model.isDate(column) ? 'date' : this.model.isNumeric(column) ? 'number' : 'text';
        return !rightType || type === rightType;
      });
    const take = (ref: RefItem, readings: Reading[]): ColumnRef | undefined => {
      const reading = (right ? readings.find((candidate) => candidate.target.kind === 'column' && candidate.target.table === right.table) : undefined) ?? readings[0];
      if (!reading || reading.target.kind !== 'column') return undefined;
      this.bindRef(ref, reading);
      // The comparison settles which of its readings was meant: only one is of the other side's type.
      if (right && readings.length === 1) this.keepAmbiguities((entry) => entry.ref !== ref);
      return { table: reading.target.table, column: reading.target.column };
    };
    for (const ref of refs) {
      const taken = take(ref, typed(ref, 0.7));
      if (taken) return taken;
    }
    // 'shipped after the required date': the verb names the date ('shipped' → shipped_date).
    if (right && rightType === 'date') {
      const verb = this.tokens.slice(0, edge).reverse().find((token) => token.pos === 'VERB');
      const table = this.model.table(right.table);
      // 'went out', 'sent out', 'dispatched': ways of saying shipped.
      const said = verb && (verb.lemma === 'dispatch' || (['go', 'send', 'head'].includes(verb.lemma) && this.tokens[verb.index + 1]?.lower === 'out')) ? 'ship' : verb?.lemma;
      const dated = verb && said ? table.columns.find((column) => column.role === 'date' && column.ref.column !== right.column && column.words.some((word) => word === said || word.startsWith(said.slice(0, 4)))) : undefined;
      // 'Of the orders shipped in 1997, what percentage went out after their required date': a verb that names no
      // date ('went out') compares the date the question already named for its rows.
      const named = dated ? undefined : this.namedDateOf(right);
      if (named) return named;
      if (dated && verb) {
        this.mark(verb.index, verb.index + 1, 'bound', `column ${dated.ref.table}.${dated.ref.column}`);
        if (said !== verb.lemma && this.tokens[verb.index + 1]?.lower === 'out') this.mark(verb.index + 1, verb.index + 2, 'bound', `column ${dated.ref.table}.${dated.ref.column}`);
        // The verb's other readings ('shipped' as ship_via, ship_name) are no choice left to ask about.
        this.keepAmbiguities((entry) => !(entry.ref.start <= verb.index && verb.index < entry.ref.end));
        return dated.ref;
      }
    }
    // A part of a name ('stock' of units_in_stock, 'closed' of close_value) will do when it is the only reading of the
    // other side's kind: an amount or a date, never a key, and never from a word that names the rows themselves.
    if (!right || rightType === 'text') return undefined;
    // 'won deals that went for more than the product's list price': what rows go, sell or close 'for' is their own
    // main amount, compared with an amount of another table.
    const strongest = (ref: RefItem) => ref.readings.reduce<Reading | undefined>((best, reading) => (!best || reading.score > best.score ? reading : best), undefined);
    if (rightType === 'number' && this.tokens[edge - 1]?.lower === 'for' && this.tokens[edge - 2]?.pos === 'VERB') {
      const rows = refs.map(strongest).find((reading) => reading?.target.kind === 'table');
      const amount = rows?.target.kind === 'table' ? this.mainAmount(rows.target.table) : undefined;
      if (amount && 'column' in amount && amount.table !== right.table) return amount;
    }
    for (const ref of refs) {
      if (ref.readings.some((reading) => reading.target.kind === 'table' && reading.score >= 0.8)) continue;
      const weak = typed(ref, MIN_SCORE).filter((reading) => reading.target.kind === 'column' && ['measure', 'date'].includes(this.model.column({ table: reading.target.table, column: reading.target.column }).role));
      if (weak.length !== 1) continue;
      const taken = take(ref, weak);
      if (taken) return taken;
    }
    // 'products under their reorder level': with nothing named before it, a threshold is compared with the amount
    // it is a threshold of.
    // 'items' for products names the rows by its strongest reading, though more weakly than their own name would.
    const namesRowsOnly = (ref: RefItem) =>
      ref.readings.some((reading) => reading.target.kind === 'table' && reading.score >= 0.8) || strongest(ref)?.target.kind === 'table' || !ref.readings.some((reading) => reading.target.kind === 'column' && reading.score >= MIN_SCORE);
    return rightType === 'number' && refs.every(namesRowsOnly) ? this.thresholdCounterpart(right) : undefined;
  }

  /** 'reps with more than 150 wins': the rows with the value, counted per row asked about. */
  private countRowsWithValue(target: Extract<Target, { kind: 'value' }>, operator: ComparisonOperator, value: number, phrase: Phrase, anchor: string | undefined): boolean {
    // 'no-shows' may be tagged a verb: the word that ends the phrase, in the plural, says it too.
    const last = this.tokens[phrase.end - 1];
    const plural = this.tokens.slice(phrase.start, phrase.end).some((token) => token.pos === 'NOUN' && token.lower !== token.lemma) || (last !== undefined && last.lower.endsWith('s') && singularLemma(last.lower) !== last.lower && this.targets[phrase.end - 1]?.kind === 'value');
    if (!plural || !anchor || this.moneyWords(phrase)) return false;
    // Counted per row of another table only: a count with conditions of its own per value of a column is not built.
    if (target.table === anchor) return false;
    // 'customers with more than three completed events' where EVT is a kind of customer: the noun counted cannot be a
    // kind of the rows it is counted for; what it names is unknown.
    const noun = phrase.refs.find((ref) => ref.end === phrase.end && ref.readings.some((reading) => reading.target.kind === 'value' && reading.target.table === anchor && reading.score >= MIN_SCORE) && !ref.readings.some((reading) => reading.target.kind === 'table'));
    if (noun && last?.pos === 'NOUN' && last.lower !== last.lemma) return false;
    const column = { table: target.table, column: target.column };
    // 'customers with more than three completed events' where a booking's status is described in stat_lkp: the rows
    // counted are those that point at the value's row (the bookings), never the one row of the lookup they share.
    const path = this.model.path(anchor, target.table) ?? [];
    const lastStep = path[path.length - 1];
    const counted = lastStep && !lastStep.fansOut && path.some((step) => step.fansOut) ? lastStep.fromTable : target.table;
    if (counted === anchor) return false;
    const count: Measure = { aggregate: 'count', table: counted, label: `number of ${humanize(this.model.table(counted).table.name)} with ${target.value}` };
    // The value the phrase's words already made a condition of every row is now a condition of the rows counted.
    this.intent.filters = this.intent.filters.filter((filter) => !(filter.kind === 'values' && !filter.negated && filter.column.table === column.table && filter.column.column === column.column && filter.values.length === 1 && filter.values[0] === target.value));
    this.intent.having.push({ measure: count, operator, value, label: `${operatorWord(operator)} ${formatNumber(value)} ${target.value}`, at: phrase.start, filters: [{ kind: 'values', column, values: [target.value], label: `${humanize(column.column)} is ${target.value}` }] });
    return true;
  }

  /** The one amount of a threshold's table that the threshold bounds: stock for a reorder level, balance for a limit. */
  private thresholdCounterpart(threshold: ColumnRef): ColumnRef | undefined {
    // 'reord_pt': a name's word may shorten the threshold's.
    const says = (column: ColumnModel, list: readonly string[]) => column.words.some((word) => list.some((known) => word === known || (word.length >= 4 && abbreviates(word, known))));
    const pair = THRESHOLD_PAIRS.find(([bounds]) => says(this.model.column(threshold), bounds));
    if (!pair) return undefined;
    // Not another number of the threshold's kind: reord_qty is how much to order, not what is on hand.
    const candidates = this.model.table(threshold.table).columns.filter((column) => column.ref.column !== threshold.column && column.role === 'measure' && says(column, pair[1]) && !says(column, pair[0]));
    return candidates.length === 1 ? candidates[0]?.ref : undefined;
  }

  /** The status codes of the tables' categories that a verb says as a code ('released' REL, 'booked' BKD). */
  private statesSaidBy(token: Token, tables: readonly string[]): { column: ColumnModel; value: string }[] {
    // 'completed' of a DONE status: a state a qualifier word stands for, by its words or its code.
    const qualifier = qualifierOf(token.lower);
    const sense = qualifier ? QUALIFIERS[qualifier] : undefined;
    const qualified = (value: string) => sense?.values.includes(value.trim().toLowerCase()) === true || (qualifier === 'completed' && isCompletedState(value));
    return tables.flatMap((table) => this.model.table(table).columns.filter((column) => column.role === 'category').flatMap((column) => (column.column.values ?? []).filter((value) => codeFor(value, token.lower) || codeFor(value, pastParticiple(token.lemma)) || qualified(value)).map((value) => ({ column, value }))));
  }

  /** The one other date of `right`'s table that a verb of the question names ('shipped in 1997' → shipped_date). */
  private namedDateOf(right: ColumnRef): ColumnRef | undefined {
    const dates = new Map<string, ColumnRef>();
    for (const columns of this.verbDates.values()) {
      for (const column of columns) if (column.table === right.table && column.column !== right.column) dates.set(column.column, column);
    }
    return dates.size === 1 ? [...dates.values()][0] : undefined;
  }

  private addRate(role: Extract<Role, { role: 'rate' }>, target: Target, phrase: Phrase, anchor: string | undefined): void {
    if (target.kind === 'column' && this.model.column({ table: target.table, column: target.column }).role === 'flag') {
      // 'denial rate': the share of rows whose flag is set.
      const column = { table: target.table, column: target.column };
      this.intent.measures.push({ aggregate: 'avg', table: target.table, share: { condition: [{ kind: 'flag', column, value: true, label: `${humanize(target.column)} is set` }] }, label: `${humanize(target.column)} rate (%)` });
      // 'first contact resolution rate' where fcr_yn is empty for contacts it does not apply to: of the rows that say.
      if ((this.model.column(column).column.nullCount ?? 0) > 0) this.intent.filters.push({ kind: 'not_null', column, label: `${humanize(target.column)} is recorded` });
      this.noteTable(target.table);
      return;
    }
    if (target.kind === 'column' && this.eventDate(target)) {
      // 'trial conversion rate' where trials keep conv_dt: the share of rows that have that date.
      const column = { table: target.table, column: target.column };
      this.intent.measures.push({ aggregate: 'avg', table: target.table, share: { condition: [{ kind: 'not_null', column, label: `${humanize(target.column)} is set` }] }, label: `${humanize(target.column)} rate (%)` });
      this.noteTable(target.table);
      return;
    }
    if (target.kind === 'value') {
      // 'win rate', 'conversion rate': the share of rows with that status among the closed ones.
      const column = { table: target.table, column: target.column };
      const values = this.model.column(column).column.values ?? [];
      // 'win rate', 'win %' are of the closed rows (won against lost); 'what percentage turned into wins', with the
      // share said first, is of all the rows.
      const shareFirst = SHARE_WORDS.has(role.word) && this.currentOps.some((op) => op.operator.op === 'rate' && op.end <= phrase.start);
      const opposite = shareFirst ? undefined : OPPOSITES[target.value.toLowerCase()];
      // 'DNA rate', 'no-show rate': of the appointments that were due to happen, attended or missed; not the cancelled
      // ones or those still booked.
      const attended = !shareFirst && NO_SHOW_VALUE.test(target.value.trim()) ? values.filter(isCompletedState) : [];
      const against = opposite ? values.filter((value) => value.toLowerCase() === opposite) : attended;
      // 'exam pass rate' where results are graded (Distinction, Merit, Pass, Below pass, Withdrawn): every grade at or
      // above a pass passed, and the rate is of the results that passed or failed; the withdrawn never sat.
      const passes = !shareFirst && PASS_GRADE.test(target.value.trim()) ? values.filter((value) => PASS_GRADE.test(value.trim())) : [];
      const fails = passes.length > 0 ? values.filter((value) => FAIL_GRADE.test(value.trim())) : [];
      if (fails.length > 0) {
        const graded = (kept: string[]): Filter => ({ kind: 'values', column, values: kept, label: `${humanize(target.column)} is ${kept.join(' or ')}` });
        this.intent.measures.push({ aggregate: 'avg', table: target.table, share: { condition: [graded(passes)], among: [graded([...passes, ...fails])] }, label: `${target.value.toLowerCase()} rate (%)` });
        this.noteTable(target.table);
        return;
      }
      this.intent.measures.push({ aggregate: 'avg', rate: { column, value: target.value, ...(against.length > 0 && { against: [target.value, ...against] }) }, table: target.table, label: `${target.value.toLowerCase()} rate (%)` });
      if (role.word === 'ratio') this.ratioOfValue = this.intent.measures[this.intent.measures.length - 1];
      this.noteTable(target.table);
      return;
    }
    if (SHARE_WORDS.has(role.word) && (target.kind === 'table' || target.kind === 'metric' || (target.kind === 'column' && this.model.isNumeric({ table: target.table, column: target.column })))) {
      // 'share of amount by category', 'percentage of orders by region': what is shared out; finishShare reads it
      // as each group's part of the total, or as the part that meets the conditions after it.
      const aggregate = target.kind === 'table' ? 'count' : 'sum';
      const measure = this.measureOn(aggregate, target, { role: 'measure', aggregate }, phrase);
      if (measure) {
        this.intent.measures.push(measure);
        if (measure.table) this.noteTable(measure.table);
        for (const op of this.currentOps) if (op.operator.op === 'rate') this.sharedOut.add(op);
      }
      return;
    }
    // A rate of something else ('on-time delivery rate') is not understood: the rate word stays unused, whatever
    // else the phrase added.
    for (const op of this.currentOps) if (op.operator.op === 'rate') this.sharedOut.add(op);
    void anchor;
  }

  /** A date some rows leave empty, named by what happened on it ('conversion' of conv_dt): its rows are those it happened to. */
  private eventDate(target: Target): boolean {
    if (target.kind !== 'column') return false;
    const column = this.model.column({ table: target.table, column: target.column });
    return this.model.isDate(column.ref) && column.column.nullCount > 0;
  }

  private addFree(target: Target, subject: boolean, anchor: string | undefined): void {
    switch (target.kind) {
      case 'value': {
        const partial = this.namedAsContained(target, Math.max(0, this.bindingAt - 1), this.bindingEnd);
        for (const value of this.titlesOfKind(target, this.bindingAt, this.bindingEnd)) this.addValueFilter({ ...target, value }, false, partial);
        return;
      }
      case 'table':
        // 'reps with no opportunities in the pipeline': the rows excluded, named again, restate the exclusion.
        if (!subject && this.intent.filters.some((filter) => filter.kind === 'exists' && filter.negated && filter.table === target.table)) return;
        // 'products from Japanese suppliers, with the supplier name': the other rows' name, shown beside each row.
        const nameWord = this.bindingEnd - 1;
        if (!subject && this.intent.subject && this.intent.subject !== target.table && this.shownWith(this.bindingAt) && nameWord > this.bindingAt && ['name', 'names'].includes(this.tokens[nameWord]?.lower ?? '') && this.model.labelColumns(target.table).length > 0) {
          this.shownColumns.push(...this.model.labelColumns(target.table));
          this.mark(nameWord, nameWord + 1, 'bound', `the name of ${humanize(target.table)}`);
          this.lastShownEnd = this.bindingEnd;
          this.noteTable(target.table);
          return;
        }
        // 'coordinators with the venue they work at': the one row each has of a table above it is shown, by its name.
        // So it is of rows ranked by an amount ('the largest order with its customer').
        const rows = this.intent.subject ?? (this.ranked?.target.kind === 'table' ? this.ranked.target.table : undefined);
        if (!subject && rows && rows !== target.table && this.shownWith(this.bindingAt) && this.model.reachesWithoutFanOut(rows, target.table) && this.model.labelColumns(target.table).length > 0) {
          this.shownColumns.push(...this.model.labelColumns(target.table));
          this.lastShownEnd = this.bindingEnd;
          this.noteTable(target.table);
          return;
        }
        // 'customers with orders': the rows that have some of the other table's.
        if (!subject && this.intent.subject && this.intent.subject !== target.table && this.followsWith(this.bindingAt)) {
          this.addExists(target.table, this.intent.subject, false);
          return;
        }
        if (!this.intent.subject || subject) this.intent.subject = target.table;
        if (subject && !this.whichSubject) this.whichSubject = target;
        return;
      case 'metric':
        this.freeMeasures.push({ aggregate: 'sum', metric: { name: target.metric.name, table: target.metric.table, expression: target.metric.expression }, table: target.metric.table, label: target.metric.name });
        return;
      case 'column': {
        const column = { table: target.table, column: target.column };
        if (this.nextToMeasure) this.besideMeasure.add(`${column.table}.${column.column}`);
        // '2025 check-ins', 'hire date after 1993': a date named beside time words is the date they apply to; named
        // apart from them ('hired after 1993 with their hire date') it is a column to show.
        // '(going by ship date)': the date to go by, said after the words 'going by'.
        const goneBy = this.items.some((item) => item.kind === 'op' && item.operator.op === 'filler' && item.end === this.bindingAt && this.tokens[item.end - 1]?.lower === 'by');
        if (this.model.isDate(column) && (this.besideTimeWords(this.bindingAt, this.bindingEnd) || (goneBy && this.intent.times.length > 0))) {
          this.intent.dateColumn = column;
          return;
        }
        // 'contracts that are active' is the contracts' own state (an empty end date), not their desk's active flag: a
        // state word names a flag of another table only when the rows asked about cannot say it themselves, and then
        // it is not guessed.
        const rows = this.intent.subject ?? anchor;
        // A verb of what the rows did ('members who attended a class' with the bookings' attended flag) is an event of
        // the rows they did it in.
        const stateWord = this.bindingEnd - this.bindingAt === 1 && qualifierOf(this.tokens[this.bindingAt]?.lower ?? '') !== undefined && this.tokens[this.bindingAt]?.pos !== 'VERB';
        if (this.model.column(column).role === 'flag' && !subject && stateWord && rows && column.table !== rows) {
          if (this.qualifierFilter(this.bindingAt, this.bindingEnd, rows, false)) for (let i = this.bindingAt; i < this.bindingEnd; i++) this.targets[i] = undefined;
          else this.mark(this.bindingAt, this.bindingEnd, 'unmatched');
          return;
        }
        // 'payments that are outstanding': a yes/no column named alone is a condition.
        if (this.model.column(column).role === 'flag' && !subject) {
          this.intent.filters.push({ kind: 'flag', column, value: true, label: `${humanize(target.column)} is set` });
          return;
        }
        // 'planes that are still in service': after 'are', a date named like a state (in_svc_dt) says when the state
        // began, not whether it lasts; it is no column to list, and the state is left to be asked about.
        if (this.model.isDate(column) && this.afterCopula(this.bindingAt)) return;
        if (subject && !this.whichSubject && !this.model.isNumeric(column)) this.whichSubject = target;
        if (!subject && this.bindingAt === 0 && this.relativeClauseAfter(this.bindingEnd)) this.leadingColumn = target;
        // 'order lines that got a discount', 'customers with any balance': an amount had at all is one above zero.
        if (!subject && this.hasAnAmount(this.bindingAt, column)) {
          this.intent.filters.push(someOf(column));
          return;
        }
        // 'how many accounts have a parent company': counted rows that have a value in a column sometimes left empty.
        if (!subject && this.countsRowsHaving(this.bindingAt, column)) {
          this.intent.filters.push({ kind: 'not_null', column, label: `has a ${humanize(target.column)}` });
          return;
        }
        // 'stock worth at list price': a price the measured expression works with only says how it is worked out.
        if (this.tokens.slice(Math.max(0, this.bindingAt - 3), this.bindingAt).some((token) => token.lower === 'at') && this.measuredWith(column)) return;
        // 'orders shipped in 1997 with their freight': columns after 'with' are what to show of the rows named first.
        if (this.shownWith(this.bindingAt)) {
          this.shownColumns.push(column);
          this.lastShownEnd = this.bindingEnd;
          return;
        }
        if (this.model.isNumeric(column) && this.model.column(column).role === 'measure') this.freeMeasures.push({ aggregate: 'sum', column, table: target.table, label: `total ${humanize(target.column)}` });
        else this.freeColumns.push(column);
        void anchor;
      }
    }
  }

  /**
   * The rows a phrase of values only qualifies when it is joined by 'and', 'or', '+' or '/' to values of the same
   * column that stand before a noun of those rows: 'P1 + P2 tickets', 'gold or platinum members'.
   */
  private valuesSharingNextHead(phrase: Phrase): string | undefined {
    const valueColumns = (ref: RefItem) => ref.readings.flatMap((reading) => (reading.target.kind === 'value' && reading.score >= MIN_SCORE ? [`${reading.target.table}.${reading.target.column}`] : []));
    if (phrase.refs.length === 0 || phrase.refs.some((ref) => ref.readings.some((reading) => reading.target.kind !== 'value' && reading.score >= MIN_SCORE))) return undefined;
    if (!['and', 'or', '+', '/', '&'].includes(this.tokens[phrase.end]?.lower ?? '')) return undefined;
    const columns = new Set(phrase.refs.flatMap(valueColumns));
    const [value, noun] = this.items.filter((item): item is RefItem => item.kind === 'ref' && item.start > phrase.end);
    if (!value || !noun || value.start !== phrase.end + 1 || noun.start !== value.end || !valueColumns(value).some((column) => columns.has(column))) return undefined;
    const rows = noun.readings.find((reading) => reading.target.kind === 'table' && reading.score >= MIN_SCORE);
    return rows ? targetTable(rows.target) : undefined;
  }

  /**
   * 'sales by rep' where one title is 'Sales Representative': grouped by the kind of person alone, the answer is by each
   * person who did it, whatever their title (a Sales Manager who sold too). The title is no condition then.
   */
  private finishKindGrouping(): void {
    this.intent.filters = this.intent.filters.filter((filter) => {
      if (filter.kind !== 'values' || filter.negated || filter.values.length !== 1) return true;
      const at = this.filterAt.get(filter);
      const token = at === undefined ? undefined : this.tokens[at];
      const words = (filter.values[0] ?? '').toLowerCase().split(/\s+/);
      const kindOnly = token !== undefined && words.length >= 2 && expansionsOf(token.lemma).includes(words[words.length - 1] ?? '') && this.targets[at as number + 1]?.kind !== 'value';
      const grouped = at !== undefined && ['by', 'per', 'each'].includes(this.tokens[at - 1]?.lower ?? '');
      const entity = this.intent.dimensions.some((dimension) => dimension.columns.some((column) => column.table === filter.column.table));
      if (!kindOnly || !grouped || !entity) return true;
      this.targets[at as number] = { kind: 'table', table: filter.column.table };
      this.meanings[at as number] = `each ${singularLabel(this.model.table(filter.column.table).table.name)}`;
      return false;
    });
  }

  /**
   * 'who has been with the company the longest', 'our longest-serving employee': people ranked by the day they began,
   * earliest first, where they keep one such date (a hire date).
   */
  private finishTenure(anchor: string | undefined): void {
    const item = this.items.find((candidate): candidate is OpItem => candidate.kind === 'op' && candidate.operator.op === 'superlative' && candidate.operator.word === 'longest');
    if (!item || this.intent.rowRanking) return;
    const after = this.tokens[item.end]?.lower === '-' ? item.end + 1 : item.end;
    const serving = ['serving', 'tenured', 'standing'].includes(this.tokens[after]?.lower ?? '');
    const employed = this.tokens.slice(0, item.start).some((token) => ['be', 'work', 'serve', 'stay', 'employ'].includes(token.lemma) && token.pos !== 'NOUN');
    if (!serving && !employed) return;
    const began = (table: string) => this.model.dateColumns(table).filter((column) => this.model.column(column).words.some((word) => /^(hire|join|start|employ|onboard)/.test(word)));
    // 'who has worked here the longest' names no rows: the one table of people who were hired.
    const hired = () => {
      const tables = [...this.model.tables.keys()].filter((table) => this.personLike(table) && began(table).length === 1);
      return tables.length === 1 ? tables[0] : undefined;
    };
    const rankedTable = this.ranked?.target.kind === 'table' ? this.ranked.target.table : undefined;
    const table = rankedTable ?? (this.whichSubject ? targetTable(this.whichSubject) : undefined) ?? this.intent.subject ?? anchor ?? hired();
    if (!table || !this.personLike(table)) return;
    const [by, other] = began(table);
    if (!by || other) return;
    // 'longest-serving employee - earliest hire date': the earliest of that same date per person only says it again.
    const restates = (measure: Measure) => ['min', 'max'].includes(measure.aggregate) && measure.column?.table === by.table && measure.column.column === by.column;
    if (!this.intent.measures.every(restates)) return;
    this.intent.measures = [];
    this.intent.dimensions = this.intent.dimensions.filter((dimension) => dimension.columns.some((column) => column.table !== table));
    this.intent.order = undefined;
    this.intent.limit = undefined;
    const count = this.ranked?.role.count ?? (item.operator.op === 'superlative' ? item.operator.count : undefined) ?? this.explicitCount ?? 1;
    this.intent.rowRanking = { table, by, direction: 'asc', count };
    this.noteTable(table);
    this.intent.subject = table;
    this.usedOps.add(item);
    this.dangling.splice(0, this.dangling.length, ...this.dangling.filter((spare) => spare.item !== item));
    if (rankedTable || (this.ranked?.target.kind === 'column' && this.ranked.target.table === by.table && this.ranked.target.column === by.column)) this.ranked = undefined;
    this.mark(item.start, serving ? after + 1 : item.end, 'operator');
  }

  /** The phrase of values said before 'share of' an amount ('Beverages share of 1997 revenue'): the share's part. */
  private partSaidBefore?: Phrase;

  /** Whether a share word is followed by 'of' and an amount ('share of 1997 revenue'). */
  private shareOfAmountAfter(op: OpItem): boolean {
    if (op.operator.op !== 'rate' || !SHARE_WORDS.has(op.operator.word) || this.tokens[op.end - 1]?.lower !== 'of') return false;
    // Time words and 'total' may come first ('share of total 1997 revenue').
    const next = this.items.find((item) => item.start >= op.end && !(item.kind === 'op' && (item.operator.op === 'time' || item.operator.op === 'aggregate')));
    return next?.kind === 'ref' && next.readings.some((reading) => reading.score >= MIN_SCORE && (reading.target.kind === 'metric' || (reading.target.kind === 'column' && this.model.isMeasure({ table: reading.target.table, column: reading.target.column }))));
  }

  /** The rows an answer ranks one by one: a grouping by their key ('the largest order', grouped by order_id). */
  private rankedRows(): string | undefined {
    const [dimension, ...more] = this.intent.dimensions;
    const column = dimension?.columns.length === 1 ? dimension.columns[0] : undefined;
    if (more.length > 0 || !column || this.intent.limit === undefined) return undefined;
    const key = this.model.primaryKey(column.table);
    return key?.column === column.column ? column.table : undefined;
  }

  /** The one date of a table the question is about that a word names by its name words ('closed' → clsd_dt). */
  private dateNamedByWord(token: Token): ColumnRef | undefined {
    // 'the invoices we raised in 2025': a verb said of the rows just named dates them, not other rows it reaches.
    const saidOf = this.rowsNamedBefore(token.index);
    const named = this.datesNamedByWord(token, saidOf ? [saidOf] : [...new Set([...this.intent.tables, ...(this.intent.subject ? [this.intent.subject] : [])])]);
    return named.length === 1 ? named[0] : undefined;
  }

  /** The dates of some tables whose name words a word says: 'due' → due_dt, 'closed' or 'close' → clsd_dt. */
  private datesNamedByWord(token: Pick<Token, 'lemma' | 'lower'>, tables: readonly string[], withYears = false, asSameEvent = false): ColumnRef[] {
    const stem = dateStem(token.lemma);
    const participle = pastParticiple(token.lemma);
    const says = (word: string) => word === token.lemma || (!DATE_WORDS.has(word) && word.length > 2 && (dateStem(word) === stem || abbreviates(word, token.lower) || abbreviates(word, participle) || expansionsOf(word).slice(1).some((expansion) => dateStem(expansion) === stem)));
    // 'convert' names conv_dt, whose expansion (conversion) is another form of the word: the name's own shortening.
    // 'quote' names qt_dt and 'book' bk_dt: a two-letter name word that is all of the word's consonants.
    const consonants = (token.lemma[0] ?? '') + token.lemma.slice(1).replace(/[aeiouy]/g, '');
    const shortens = (raw: string) => !DATE_WORDS.has(raw) && ((raw.length >= 3 && (abbreviates(raw, token.lemma) || abbreviates(raw, token.lower))) || (raw.length === 2 && token.lemma.length >= 4 && consonants === raw));
    const named = tables.flatMap((table) => [...this.model.dateColumns(table), ...(withYears ? this.model.yearColumns(table) : [])].filter((column) => this.model.column(column).words.some(says) || this.model.column(column).rawWords.some((raw) => shortens(raw.toLowerCase()))));
    // 'work orders we finished in 2025' where they keep cls_dt: with no date named by the word itself, one named by
    // another word for the same event.
    const sameEvent = named.length === 0 && !asSameEvent ? (SAME_EVENT[stem] ?? []) : [];
    // Leaving is what people do: 'budget they have left' of campaigns leaves nothing.
    const ofTables = LEAVING_STEMS.has(stem) ? tables.filter((table) => this.personLike(table)) : tables;
    const byOther = sameEvent.flatMap((other) => this.datesNamedByWord({ lemma: other, lower: other }, ofTables, withYears, true));
    return byOther.filter((column, k) => byOther.findIndex((other) => sameColumns([other], [column])) === k).concat(named);
  }

  /** Whether time or grain words stand next to the tokens from `start` to `end`, with at most two linking words between. */
  private besideTimeWords(start: number, end: number): boolean {
    return this.items.some((item) => {
      if (item.kind !== 'op' || (item.operator.op !== 'time' && item.operator.op !== 'grain')) return false;
      const between = item.start >= end ? this.tokens.slice(end, item.start) : this.tokens.slice(item.end, start);
      return between.length <= 2 && between.every((token) => TIME_LINKS.has(token.lower));
    });
  }

  /**
   * Whether the phrase at `start` follows 'with' ('with their freight', 'including the city') after the rows it
   * belongs to, or continues such a phrase after 'and'.
   */
  private shownWith(start: number): boolean {
    const i = this.wordBefore(start);
    const word = this.tokens[i]?.lower ?? '';
    if (['with', 'including', 'showing'].includes(word)) return this.intent.tables.length > 0 || this.intent.subject !== undefined;
    const rowsNamed = this.intent.tables.length > 0 || this.intent.subject !== undefined;
    // 'the 5 biggest orders and their customers': 'and' before a possessive of the rows named.
    if (word === 'and' && ['their', 'its'].includes(this.tokens[i + 1]?.lower ?? '') && this.lastShownEnd === undefined) return rowsNamed;
    // 'biggest order ever - order no, customer and amount': after a dash or colon, a list of what to show.
    if (this.listOpener(i)) return rowsNamed;
    if ((word === 'and' || word === ',') && this.lastShownEnd === undefined) {
      let at = i - 1;
      while (at >= 0 && !this.listOpener(at) && this.tokens[at]?.pos !== 'VERB' && !['by', 'in', 'for', 'of', 'per', 'than'].includes(this.tokens[at]?.lower ?? '')) at--;
      if (at >= 0 && this.listOpener(at)) return rowsNamed;
    }
    return (word === 'and' || word === ',') && this.lastShownEnd === i;
  }

  /**
   * A colon, or a dash standing apart from the words around it, that opens a list to the end of the question: names
   * joined by commas or 'and', with no time or grouping words ('- bookings in Q2 2017' is no list).
   */
  private listOpener(i: number): boolean {
    const token = this.tokens[i];
    if (!token || i === 0) return false;
    if (token.text !== ':' && !(['-', '–', '—'].includes(token.text) && token.start > (this.tokens[i - 1]?.end ?? 0))) return false;
    const rest = this.tokens.slice(i + 1);
    return rest.some((later) => later.text === ',' || later.lower === 'and') && !rest.some((later) => later.number !== undefined || ['in', 'by', 'for', 'per', 'during', 'over', 'vs', 'versus'].includes(later.lower));
  }

  /**
   * 'customers who ordered in 1997 but didn't order in 1998', 'accounts that bought from us in 2025': a verb after the
   * rows asked about, with time words, says they have (or lack) rows of a table that points at them in that period:
   * the table the verb names ('ordered': orders), or for a verb of trading the only one pointing at them that records
   * dates. The time words of each clause date that clause's rows (plan: nestInExists).
   */
  private finishDoneInPeriod(anchor: string | undefined): void {
    // 'but haven't ordered at all since': since the other clause's period ended, which no condition here says; the
    // word is left unread rather than the time dropped.
    this.tokens.forEach((token, i) => {
      if (token.lower === 'since' && (i + 1 >= this.tokens.length || this.tokens[i + 1]?.pos === 'PUNCT') && this.roles[i] !== 'bound') this.roles[i] = 'unmatched';
    });
    if (!anchor) return;
    const ownDates = this.model.dateColumns(anchor).length > 0 || this.model.yearColumns(anchor).length > 0;
    const dated = this.tablesPointingAt(anchor).filter((table) => this.model.dateColumns(table).length > 0);
    const anchorAt = this.targets.findIndex((target, i) => target?.kind === 'table' && target.table === anchor && this.roles[i] === 'bound');
    if (anchorAt < 0) return;
    let done: { table: string; negated: boolean } | undefined;
    const clauseStart = (i: number) => {
      let start = i;
      while (start > anchorAt + 1 && !CLAUSE_BREAKS.has(this.tokens[start - 1]?.lower ?? '')) start--;
      return start;
    };
    this.tokens.forEach((token, i) => {
      if (i <= anchorAt || token.pos !== 'VERB' || ['be', 'have', 'do', 'get'].includes(token.lemma) || PLACING_VERBS.has(token.lemma) || this.roles[i] === 'bound') return;
      // 'placed any order' where nothing is named an order: the object says what was done, and it is not known.
      const object = objectOfLightVerb(this.tokens, i);
      if (object >= 0 && this.roles[object] !== 'bound') return;
      const start = clauseStart(i);
      // Only a clause with time words of its own (or 'before'), about no other rows by name.
      const clauseEnd = this.clauseEnd(i);
      // 'have bought from us before': ever, beside another clause's time words.
      const ever = this.tokens.findIndex((other, k) => k > i && k < clauseEnd && ['before', 'ever', 'previously'].includes(other.lower) && (k + 1 >= clauseEnd || this.tokens[k + 1]?.lower === '?'));
      // 'customers who have ordered from us', 'clients that have bought': a verb of trading said as done (with
      // 'have') by the rows asked about says they have such rows at all.
      // (What was traded, when named ('never bought a GTK 500'), is read where values of other rows are.)
      const doneAtAll = ever < 0 && TRADING_VERBS.has(token.lemma) && this.saidAsDone(i) && !this.targets.slice(i + 1, clauseEnd).some((target, k) => target !== undefined && this.roles[i + 1 + k] === 'bound');
      if (!this.intent.times.some((time) => (time.at ?? -1) > i && (time.at ?? -1) < clauseEnd) && ever < 0 && !doneAtAll) return;
      if (this.intent.filters.some((filter) => filter.kind === 'exists' && (filter.at ?? -1) >= start && (filter.at ?? -1) < clauseEnd)) return;
      // 'spent more than $20k in 1997' compares an amount of the period, which is no test of rows.
      if (this.items.some((item) => item.kind === 'op' && item.operator.op === 'compare' && item.start >= start && item.start < clauseEnd && item.start !== ever)) return;
      // 'staff who haven't logged any hours this year' where timesheets keep the hours: the rows of the thing done.
      const doneTo = this.objectRowsOfVerb(i, clauseEnd, anchor);
      if (!doneTo && this.targets.slice(start, clauseEnd).some((target, k) => target !== undefined && target.kind !== 'value' && this.roles[start + k] === 'bound' && targetTable(target) !== anchor)) return;
      const named = this.links.find((link) => link.start === i && link.end === i + 1 && link.via === 'name' && link.target.kind === 'table' && dated.includes(link.target.table));
      // 'customers that ordered in 2025' where print jobs keep an ord_dt: the one table whose date the verb names.
      const datedByVerb = [...new Set(this.datesNamedByWord(token, dated).map((column) => column.table))];
      // Rows with dates of their own ('enrolments that started in 2025') are dated by the time words, unless a verb of
      // trading names another table's date.
      const table = doneTo ? doneTo.table : ownDates ? (TRADING_VERBS.has(token.lemma) && datedByVerb.length === 1 && !this.datesNamedByWord(token, [anchor]).length ? datedByVerb[0] : undefined) : named?.target.kind === 'table' ? named.target.table : dated.length === 1 && TRADING_VERBS.has(token.lemma) ? dated[0] : datedByVerb.length === 1 ? datedByVerb[0] : undefined;
      if (!table) return;
      const negated = this.tokens.slice(start, i).some((other) => ['not', "n't", 'never', 'no'].includes(other.lower));
      this.mark(i, i + 1, 'bound', `rows of ${table}`);
      if (doneTo) for (const column of doneTo.columns) this.bindAsRows(column);
      if (ever >= 0) this.markUsed(ever);
      for (let k = start; k < i; k++) if (['not', "n't", 'never'].includes(this.tokens[k]?.lower ?? '')) this.markUsed(k);
      this.intent.filters.push({ kind: 'exists', table, filters: [], negated, label: `${negated ? 'no' : 'with'} ${humanize(this.model.table(table).table.name)}`, at: i });
      done = { table, negated };
    });
    // 'ordered in 1997 but not (at all) in 1998', 'but nothing in 1998': a clause of a negation and time words alone
    // says the verb before it again, negated.
    this.tokens.forEach((token, i) => {
      if (!done || !['not', 'nothing', 'never', 'none'].includes(token.lower) || !['but', 'yet', ','].includes(this.tokens[i - 1]?.lower ?? '')) return;
      const clauseEnd = this.clauseEnd(i);
      const clause = this.tokens.slice(i + 1, clauseEnd);
      if (clause.some((other, k) => other.pos === 'VERB' || this.targets[i + 1 + k] !== undefined)) return;
      if (!this.intent.times.some((time) => (time.at ?? -1) > i && (time.at ?? -1) < clauseEnd)) return;
      this.markUsed(i);
      this.intent.filters.push({ kind: 'exists', table: done.table, filters: [], negated: !done.negated, label: `${done.negated ? 'with' : 'no'} ${humanize(this.model.table(done.table).table.name)}`, at: i });
    });
  }

  /**
   * 'haven't logged any hours this year', 'didn't book a single lesson': the object said after 'any' names rows of one
   * table that point at the rows asked about, by its name or by a column of its own; those rows are the thing done.
   */
  private objectRowsOfVerb(verbAt: number, clauseEnd: number, anchor: string): { table: string; columns: Extract<Target, { kind: 'column' }>[] } | undefined {
    const any = this.tokens.findIndex((token, k) => k > verbAt && k < clauseEnd - 1 && ['any', 'anything', 'single'].includes(token.lower));
    if (any < 0) return undefined;
    const named = this.targets.map((target, k) => ({ target, k })).filter(({ target, k }) => k > verbAt && k < clauseEnd && target !== undefined && target.kind !== 'value' && this.roles[k] === 'bound');
    const object = named.find(({ k }) => k === any + 1);
    if (!object?.target) return undefined;
    const table = targetTable(object.target);
    if (table === anchor || !named.every(({ target }) => target !== undefined && targetTable(target) === table)) return undefined;
    if (!this.model.reachesWithoutFanOut(table, anchor) || this.model.dateColumns(table).length === 0) return undefined;
    return { table, columns: named.flatMap(({ target }) => (target?.kind === 'column' ? [target] : [])) };
  }

  /** Whether the verb at `i` follows 'have' or 'has' (with 'ever', 'already', 'not' or 'never' between): a thing done. */
  private saidAsDone(i: number): boolean {
    let at = i - 1;
    while (at >= 0 && ['ever', 'already', 'not', "n't", 'never', 'previously', 'actually'].includes(this.tokens[at]?.lower ?? '')) at--;
    return ['have', 'has', "'ve"].includes(this.tokens[at]?.lower ?? '');
  }

  /** Where the clause of the word at `i` ends: the next clause break, or the question's end. */
  private clauseEnd(i: number): number {
    // 'haven't ordered anything yet this year': after a denial, 'yet' says 'so far', and the clause goes on.
    const denied = (k: number) => this.tokens.slice(Math.max(0, i - 3), k).some((other) => ['not', "n't", 'never'].includes(other.lower));
    const end = this.tokens.findIndex((other, k) => k > i && CLAUSE_BREAKS.has(other.lower) && !(other.lower === 'yet' && denied(k)));
    return end < 0 ? this.tokens.length : end;
  }

  /**
   * 'how many invoices this year? voids don't count': a 'don't count' that ends the question leaves out the rows the
   * condition just before it picked, as it would said first ('don't count voids').
   */
  private finishTrailingExclusion(): void {
    const exclusion = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'negate' && !this.usedOps.has(item) && this.tokens[item.end - 1]?.lemma === 'count' && this.tokens.slice(item.end).every((token) => token.pos === 'PUNCT'));
    if (!exclusion) return;
    let before = exclusion.start - 1;
    while (before >= 0 && ['do', 'does', 'did', 'should', 'shouldn', 'will'].includes(this.tokens[before]?.lower ?? '')) before--;
    type Picked = [Extract<Filter, { kind: 'values' | 'flag' }>, number];
    const picked = [...this.filterAt.entries()].find((entry): entry is Picked => (entry[0].kind === 'values' || entry[0].kind === 'flag') && entry[1] <= before && entry[1] >= before - 2 && this.roles.slice(entry[1], before + 1).every((role) => role === 'bound'));
    const index = picked ? this.intent.filters.indexOf(picked[0]) : -1;
    if (!picked || index < 0) return;
    const [filter, at] = picked;
    const label = `not ${filter.label}`;
    this.intent.filters[index] = filter.kind === 'values' ? { ...filter, negated: !filter.negated, label } : { ...filter, value: !filter.value, label };
    for (let i = at; i <= before; i++) this.meanings[i] = label;
    for (let i = before + 1; i < exclusion.start; i++) this.mark(i, i + 1, 'filler');
    this.mark(exclusion.start, exclusion.end, 'operator');
    this.usedOps.add(exclusion);
  }

  /** A word the plan has carried out (or that only restates it), with the operator it was read as. */
  private markUsed(at: number, role: 'operator' | 'filler' = 'operator'): void {
    this.mark(at, at + 1, role);
    this.planRequires[at] = undefined;
    for (const item of this.items) if (item.kind === 'op' && item.start <= at && item.end > at) this.usedOps.add(item);
  }

  /**
   * 'workspaces that upgraded from Starter to Pro': a change from one value of a column to another is a move between
   * states, which a column holding only the state now cannot show; read as either value, the answer would be wrong.
   */
  private finishChangeBetweenValues(): void {
    this.tokens.forEach((token, i) => {
      if (token.lower !== 'from' || !this.tokens.slice(Math.max(0, i - 3), i).some((before) => CHANGE_VERBS.has(before.lemma))) return;
      const from = this.targets[i + 1];
      const toAt = this.tokens.findIndex((other, k) => k > i + 1 && k <= i + 4 && other.lower === 'to');
      const to = toAt > 0 ? this.targets[toAt + 1] : undefined;
      if (from?.kind !== 'value' || to?.kind !== 'value' || from.table !== to.table || from.column !== to.column || from.value === to.value) return;
      this.roles[i + 1] = 'unmatched';
      this.meanings[i + 1] = `${this.meanings[i + 1] ?? ''} (a change from one ${humanize(from.column)} to another; the data keeps only the ${humanize(from.column)} now)`;
    });
  }

  /**
   * 'List our active recruiters' where 'Recruiter' is only a job title on requisitions: a plural noun for people read
   * as a value of rows that are not people asks for those people, whom the rows are not; the word goes back.
   */
  private finishPeopleNamedByValue(): void {
    this.tokens.forEach((token, i) => {
      const target = this.targets[i];
      if (this.roles[i] !== 'bound' || target?.kind !== 'value' || token.pos !== 'NOUN' || token.lower === token.lemma) return;
      // 'distributors' may be businesses, which accounts are.
      if (!isKindOfPerson(token.lemma) || this.personLike(target.table) || mayBeOrganisation(token.lemma)) return;
      this.roles[i] = 'unmatched';
      this.meanings[i] = `${this.meanings[i] ?? ''} (people, but ${humanize(this.model.table(target.table).table.name)} are not people)`;
    });
  }

  /**
   * 'discount given away by each sales rep', 'for each sales rep, which customer brought them the most': people named
   * by a kind of person that is also a title, each one shown and measured through rows that each have one of them (an
   * order's employee), are the people of those rows: the order's employee is its sales rep, whatever the title says.
   */
  private finishPeopleOfTheRows(): void {
    const intent = this.intent;
    // Not the people a ranking picks ('which three sales reps shipped the most'): those are the ones with the title.
    const grouped = [...(intent.limit === undefined && !intent.rowRanking ? intent.dimensions : []), ...(intent.perGroup ? [intent.perGroup.dimension] : [])].flatMap((dimension) => dimension.columns);
    const measured = intent.measures.map((measure) => measureTable(measure));
    intent.filters = intent.filters.filter((filter) => {
      if (filter.kind !== 'values' || filter.negated || filter.values.length !== 1 || !this.personLike(filter.column.table)) return true;
      const people = filter.column.table;
      const at = this.filterAt.get(filter) ?? this.tokens.length;
      const words = this.tokens.map((token, i) => ({ token, i })).slice(at).filter(({ i }) => this.roles[i] === 'bound' && this.targets[i]?.kind === 'value' && (this.targets[i] as { value: string }).value === filter.values[0]);
      const personWord = words.some(({ token }) => token.pos === 'NOUN' && isKindOfPerson(token.lemma));
      const ofRows = measured.length > 0 && measured.every((table) => table !== undefined && table !== people && this.model.reachesWithoutFanOut(table, people));
      if (!personWord || !ofRows || !grouped.some((column) => column.table === people)) return true;
      for (const { i } of words) {
        this.targets[i] = { kind: 'table', table: people };
        this.meanings[i] = `the ${humanize(this.model.table(people).table.name)} of each row measured`;
      }
      return false;
    });
  }

  /**
   * 'how many bookings did clients cancel', 'lessons cancelled by the teacher': where the rows' states say who cancelled
   * ('Cancelled by client' beside 'Cancelled by studio', 'Teacher cancelled'), the party named as the one who cancelled
   * picks those states.
   */
  private finishCancelledBy(anchor: string | undefined): void {
    const cancelAt = this.tokens.findIndex((token) => CANCEL_WORD.test(token.lower) && token.pos === 'VERB');
    if (cancelAt < 0) return;
    // The party: after 'by' ('cancelled by the client'), or the noun just before ('did clients cancel').
    const byAt = this.lowerAt(cancelAt + 1) === 'by' ? (['the', 'a', 'our', 'their'].includes(this.lowerAt(cancelAt + 2)) ? cancelAt + 3 : cancelAt + 2) : -1;
    const partyAt = byAt >= 0 ? byAt : this.tokens[cancelAt - 1]?.pos === 'NOUN' ? cancelAt - 1 : -1;
    const party = this.tokens[partyAt];
    // The rows cancelled: the subject, unless the party named made itself the subject ('% of bookings cancelled by
    // the customer'); then the rows counted.
    const partyRows = this.targets[partyAt] ? targetTable(this.targets[partyAt] as Target) : undefined;
    const counted = this.intent.measures.length === 1 ? measureTable(this.intent.measures[0] as Measure) : undefined;
    const rows = this.intent.subject !== undefined && this.intent.subject === partyRows && counted ? counted : (this.intent.subject ?? anchor);
    if (!party || !rows) return;
    const sides = CUSTOMER_SIDE.has(party.lemma) ? CUSTOMER_SIDE : new Set([party.lemma]);
    for (const column of this.model.table(rows).columns) {
      if (column.role !== 'category') continue;
      const values = column.column.values ?? [];
      // 'cancelled by the customer' where the states are codes (COMP, CUST, WX): the one state coded as the party,
      // among states, is the cancelling the party did.
      const partyCode = byAt >= 0 && namesStates(column.words) ? values.filter((value) => codeFor(value, party.lemma)) : [];
      const cancelled = partyCode.length === 1 ? values : values.filter((value) => CANCELLED_STATE.test(value));
      if (cancelled.length < 2) continue;
      const byParty = partyCode.length === 1 ? partyCode : cancelled.filter((value) => value.toLowerCase().split(/[^a-z]+/).some((word) => sides.has(word) || sides.has(singularLemma(word))));
      if (byParty.length === 0 || byParty.length === cancelled.length) return;
      const label = `${humanize(column.column.name)} is ${byParty.join(' or ')}`;
      const existing = this.intent.filters.filter((filter) => filterColumns(filter).some((other) => sameColumns([other], [column.ref])));
      // 'did teachers cancel' where 'cancel' already read Teacher cancelled: the party only says the same again.
      const same = existing.length === 1 && existing[0]?.kind === 'values' && !existing[0].negated && existing[0].values.every((value) => byParty.includes(value));
      if (existing.length > 0 && !same) return;
      if (!same) {
        const filter: Filter = { kind: 'values', column: column.ref, values: byParty, label };
        this.intent.filters.push(filter);
        this.filterAt.set(filter, cancelAt);
      }
      // 'cancelled by pupils' says who cancelled, not a grouping by pupil.
      const partyTable = this.targets[partyAt] ? targetTable(this.targets[partyAt] as Target) : undefined;
      // Only the grouping by the party itself: 'by customer type' after it still groups.
      const partyGroup = partyTable ? this.dimensionFor({ kind: 'table', table: partyTable }) : undefined;
      if (byAt >= 0 && partyGroup) this.intent.dimensions = this.intent.dimensions.filter((dimension) => dimension.grain !== undefined || !sameColumns(dimension.columns, partyGroup.columns));
      this.targets[partyAt] = undefined;
      this.roles[partyAt] = undefined;
      this.mark(partyAt, partyAt + 1, 'bound', label);
      // The cancelling is that state too, where nothing else read it.
      if (this.roles[cancelAt] !== 'bound') {
        this.roles[cancelAt] = undefined;
        this.mark(cancelAt, cancelAt + 1, 'bound', label);
      }
      this.noteTable(rows);
      return;
    }
  }

  /**
   * 'how many loyalty points have clients redeemed': people named as who did what the measured rows record, with
   * nothing asked of them, are whoever each row points at. The word names them; it sets no condition.
   */
  private finishDoersOfTheRows(): void {
    const measured = this.intent.measures.length === 1 ? measureTable(this.intent.measures[0] as Measure) : undefined;
    if (!measured) return;
    const used = new Set([...this.intent.dimensions.flatMap((dimension) => dimension.columns), ...this.intent.filters.flatMap(filterColumns), ...this.intent.listColumns].map((column) => column.table));
    this.tokens.forEach((_, i) => {
      const target = this.targets[i];
      if (this.roles[i] !== 'bound' || target?.kind !== 'table' || target.table === measured || used.has(target.table) || !this.personLike(target.table)) return;
      // The subject of the verb: 'have clients redeemed', 'did customers buy'.
      const subject = this.tokens[i + 1]?.pos === 'VERB' && ['have', 'has', 'did', 'do'].includes(this.lowerAt(i - 1));
      const pointers = this.catalog.joins.filter((join) => join.fromTable === measured && join.toTable === target.table);
      if (!subject || pointers.length !== 1) return;
      // Named, they change nothing, as the guests who stayed are those of every reservation.
      this.roles[i] = 'filler';
      this.meanings[i] = `the ${humanize(this.model.table(target.table).table.name)} of each row measured`;
    });
  }

  /** 'best first' or 'worst first' was said: which way depends on the measure. */
  private judgedOrder = false;

  /** 'lost deals per manager, worst first': of rows that record a bad outcome, more is worse, so worst is most. */
  private finishJudgedOrder(): void {
    const order = this.intent.order;
    if (!this.judgedOrder || !order || order.by !== 'measure') return;
    const measure = this.intent.measures[0];
    // With no measure named, the rows are counted.
    const counted = !measure || measure.aggregate === 'count' || measure.aggregate === 'sum';
    const bad = this.intent.filters.some((filter) => (filter.kind === 'values' && !filter.negated && filter.values.some((value) => BAD_OUTCOME.test(value))) || (filter.kind === 'flag' && filter.value && BAD_OUTCOME.test(filter.column.column.replace(/_/g, ' '))));
    if (counted && bad) order.direction = order.direction === 'asc' ? 'desc' : 'asc';
  }

  /** Whether a text column's values are shared by many rows (a sector, a manager), not a name of each row. */
  private valuesRepeat(column: ColumnRef, some = false): boolean {
    const model = this.model.column(column);
    const rows = this.model.table(column.table).table.rowCount;
    // A reference counts when its values are the names of the rows it points at (a deal's sales agent), not codes.
    const namesItsRows = model.role === 'reference' && this.catalog.joins.some((join) => join.fromTable === column.table && join.fromColumn === column.column && this.model.labelColumns(join.toTable).some((label) => label.column === join.toColumn));
    const repeats = some ? model.column.distinctCount < rows && !model.column.isUnique : model.column.distinctCount * 2 <= rows;
    return (model.role === 'category' || model.role === 'label' || model.role === 'text' || namesItsRows) && model.column.type === 'text' && rows > 0 && repeats;
  }

  /** Whether a self-reference is named with 'to them' after it: the rows pointing at this one, not the one it points at. */
  private reversedReference(target: Extract<Target, { kind: 'column' }>): boolean {
    if (!this.model.selfJoins.some((join) => join.fromTable === target.table && join.fromColumn === target.column)) return false;
    const at = this.tokens.findIndex((_, i) => {
      const bound = this.targets[i];
      return bound?.kind === 'column' && bound.table === target.table && bound.column === target.column;
    });
    const after = this.tokens.slice(Math.max(0, at), at + 5).map((token) => token.lower);
    return after.some((word, i) => word === 'to' && ['them', 'him', 'her', 'it'].includes(after[i + 1] ?? ''));
  }

  /** Whether a count of rows is asked, and 'with' or 'have' stands before a column at `start` that is sometimes empty. */
  private countsRowsHaving(start: number, column: ColumnRef): boolean {
    const model = this.model.column(column);
    if (model.column.nullCount === 0 || ['measure', 'date', 'flag'].includes(model.role)) return false;
    // 'what percentage of orders used a promo code': the part of a share counts rows too.
    const counted = this.items.some((item) => item.kind === 'op' && ((item.operator.op === 'aggregate' && item.operator.aggregate === 'count') || (item.operator.op === 'rate' && SHARE_WORDS.has(item.operator.word))));
    let at = this.wordBefore(start);
    if (['a', 'an'].includes(this.tokens[at]?.lower ?? '')) at--;
    // A verb of getting is generic on its own, so it is looked for right before the article: 'used a promo code'.
    const named = this.columnNamedAt(start, column);
    const article = ['a', 'an'].includes(this.tokens[named - 1]?.lower ?? '');
    const gotten = article && ['used', 'got', 'received'].includes(this.tokens[named - 2]?.lower ?? '');
    // 'orders with a promo code', listed: 'a' says the rows have one, where 'with their freight' shows it. So do
    // 'parcels that came through a referral agency', 'orders via a reseller'.
    const hadOne = article && ['with', 'have', 'has', 'had', 'through', 'via'].includes(this.tokens[named - 2]?.lower ?? '');
    return (counted && (['with', 'have', 'has', 'had'].includes(this.tokens[at]?.lower ?? '') || gotten)) || hadOne;
  }

  /** Where the words naming `column` start, in the phrase that starts at `start` ('got any discount'). */
  private columnNamedAt(start: number, column: ColumnRef): number {
    const ref = this.items.find((item): item is RefItem => item.kind === 'ref' && item.start >= start && item.readings.some((reading) => reading.target.kind === 'column' && reading.target.table === column.table && reading.target.column === column.column));
    return ref?.start ?? start;
  }

  /** An amount some rows do not have: a measure left empty or zero on some of them (a discount). */
  private mayLackAmount(column: ColumnRef): boolean {
    const model = this.model.column(column);
    const min = typeof model.column.min === 'number' ? model.column.min : Number(model.column.min);
    return model.role === 'measure' && this.model.isNumeric(column) && (model.column.nullCount > 0 || min <= 0);
  }

  /** Whether an amount that is sometimes zero or empty is had with an article: 'have a discount', 'got any refund'. */
  private hasAnAmount(start: number, column: ColumnRef): boolean {
    if (!this.mayLackAmount(column)) return false;
    // The words before the amount may be inside the phrase ('got any discount') or before it ('have a discount').
    let article = this.columnNamedAt(start, column) - 1;
    // 'got some kind of discount': the kind of an amount is still the amount.
    if (this.tokens[article]?.lower === 'of' && ['kind', 'sort', 'form', 'type'].includes(this.tokens[article - 1]?.lemma ?? '')) article -= 2;
    if (!['a', 'an', 'any', 'some'].includes(this.tokens[article]?.lower ?? '')) return false;
    // 'sold at a discount': a price with some amount taken off.
    return ['with', 'have', 'has', 'had', 'get', 'got', 'gets', 'receive', 'received', 'at'].includes(this.tokens[article - 1]?.lower ?? '');
  }

  /** Whether 'with' (or 'that have') stands right before the phrase at `start`. */
  private followsWith(start: number): boolean {
    const i = this.wordBefore(start);
    return this.tokens[i]?.lower === 'with' || (['have', 'has'].includes(this.tokens[i]?.lower ?? '') && ['that', 'which', 'who'].includes(this.tokens[i - 1]?.lower ?? ''));
  }

  /** The index of the word before `start`, past possessives and articles. */
  private wordBefore(start: number): number {
    let i = start - 1;
    while (i >= 0 && ['their', 'its', 'the', 'his', 'her', 'any', 'some'].includes(this.tokens[i]?.lower ?? '')) i--;
    return i;
  }

  /** Columns named after 'with' to be shown beside the rows, and where the last such phrase ended. */
  private readonly shownColumns: ColumnRef[] = [];
  private lastShownEnd?: number;

  private readonly freeMeasures: Measure[] = [];
  /** Columns named right beside the measure's words. */
  private readonly besideMeasure = new Set<string>();
  private nextToMeasure = false;
  /** The table after 'which', 'who' or 'list': what the answer is a list of. */
  private whichSubject?: Extract<Target, { kind: 'table' | 'column' }>;
  /** 'reps who …', 'agents with …': a column named first, before the clause that says which of its values are meant. */
  private leadingColumn?: Extract<Target, { kind: 'column' }>;
  private readonly freeColumns: ColumnRef[] = [];

  /** 'how many and what total?': a total with nothing after it is the amount of the question's rows, added up. */
  private finishTrailingTotal(anchor: string | undefined): void {
    // 'how much did we collect in fine payments', 'how much was that?': a 'how much' that no words after it measured
    // asks for the amount of the question's rows.
    // Not a closing 'how much' beside a ranked row, which asks for the amount it was ranked by.
    const howMuch = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'how_much' && !this.usedOps.has(item) && !(this.closesQuestion(item.end) && (this.ranked || this.rankBy)));
    const table = this.intent.subject ?? anchor;
    // Only rows that are money themselves (payments, invoices): an account's revenue is not what was booked with it.
    const trailing = this.totalAll ?? (table && this.isMoneyTable(table) ? howMuch : undefined);
    // 'how many … and what were they worth (in total)?': the worth of the rows counted, added up.
    // Not beside a ranked row ('our biggest win and what was it worth'), which is worth the amount it was ranked by.
    const superlative = this.items.some((item) => item.kind === 'op' && item.operator.op === 'superlative');
    const worthAt = trailing || this.ranked || this.rankBy || superlative ? -1 : this.worthOfRowsAt();
    const amount = (trailing || worthAt >= 0) && table ? this.mainAmount(table) : undefined;
    // 'how many items went through auction and what did they fetch in total' where the items keep no amount of their
    // own: the price asked for is not dropped in silence; the verb stays unread and the question goes back.
    const fetched = this.fetchedByRowsAt();
    if (fetched >= 0 && !amount && !this.intent.measures.some((measure) => measure.aggregate === 'sum')) this.mark(fetched, fetched + 1, 'unmatched');
    if ((!trailing && worthAt < 0) || !table || !amount || this.intent.measures.some((measure) => measure.aggregate === 'sum')) return;
    const total = totalOf(amount, table);
    this.intent.measures.push(total);
    if (trailing) this.usedOps.add(trailing);
    if (worthAt < 0) return;
    this.roles[worthAt] = undefined;
    this.mark(worthAt, worthAt + 1, 'bound', total.label);
    // 'in total' after it says the same adding up.
    for (const item of this.items) if (item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'sum' && item.start > worthAt) this.usedOps.add(item);
  }

  /**
   * 'surcharge totals by code', 'invoice total for March': 'total' said after rows of money, with nothing else
   * measured, is the total of their amount.
   */
  private finishNounTotal(): void {
    // Read as a total that found nothing after it to add up, or not read at all.
    const unusedSum = (i: number) => this.items.find((item): item is OpItem => item.kind === 'op' && item.start === i && item.end === i + 1 && item.operator.op === 'aggregate' && item.operator.aggregate === 'sum' && !this.usedOps.has(item));
    const at = this.tokens.findIndex((token, i) => token.lemma === 'total' && (this.roles[i] === undefined || this.roles[i] === 'unmatched' || unusedSum(i) !== undefined) && this.targets[i - 1]?.kind === 'table' && this.roles[i - 1] === 'bound');
    const target = this.targets[at - 1];
    if (at < 1 || target?.kind !== 'table') return;
    const table = target.table;
    const counted = this.intent.measures.every((measure) => measure.aggregate === 'count' && !measure.column && measure.table === table);
    const amount = this.isMoneyTable(table) ? this.mainAmount(table) : undefined;
    if (!counted || !amount || ('column' in amount && !this.isMoneyColumn(amount))) return;
    const total = totalOf(amount, table);
    this.intent.measures = [total];
    this.noteTable(table);
    const op = unusedSum(at);
    if (op) this.usedOps.add(op);
    this.roles[at] = undefined;
    this.mark(at, at + 1, 'bound', total.label);
  }

  /**
   * Where the verb of a price got closes 'what did they fetch', 'what did those sell for', 'how much did they make'
   * (then only 'in total' may follow): the amount of the rows named before.
   */
  private fetchedByRowsAt(): number {
    const at = this.tokens.findIndex((token, i) => PRICE_GOT_VERBS.has(token.lemma) && this.roles[i] !== 'bound' && ['they', 'those', 'these', 'it', 'that'].includes(this.lowerAt(i - 1)) && ['did', 'do', 'does'].includes(this.lowerAt(i - 2)));
    if (at < 3) return -1;
    // 'sell for', 'go for', 'bring in': the verb's own particle.
    const particle = ['for', 'in'].includes(this.lowerAt(at + 1)) && !['fetch', 'make'].includes(this.tokens[at]?.lemma ?? '');
    return this.asksAmountClosing(at, particle ? 1 : 0) ? at : -1;
  }

  /**
   * Whether 'what' or 'how much' stands three words before `at` ('what did they fetch', 'what were they worth') and
   * only 'in total' or the like follows it, after `skip` words of its own.
   */
  private asksAmountClosing(at: number, skip = 0): boolean {
    const asks = this.lowerAt(at - 3) === 'what' || (this.lowerAt(at - 3) === 'much' && this.lowerAt(at - 4) === 'how');
    const rest = this.tokens.slice(at + 1 + skip).filter((token) => token.pos !== 'PUNCT').map((token) => token.lower);
    return asks && (rest.length === 0 || ['in total', 'altogether', 'all together', 'in all', 'between them'].includes(rest.join(' ')));
  }

  /** Where 'worth' closes 'what were they worth' or 'how much are those worth' (then only 'in total' may follow). */
  private worthOfRowsAt(): number {
    const fetched = this.fetchedByRowsAt();
    if (fetched >= 0) return fetched;
    // Read already as 'the main amount' of no rows in particular, it is still free to say which.
    const at = this.tokens.findIndex((token, i) => token.lower === 'worth' && (this.roles[i] !== 'bound' || this.targets[i] === undefined));
    if (at < 3 || !['they', 'those', 'these', 'it', 'that'].includes(this.lowerAt(at - 1)) || !['are', 'were', 'is', 'was'].includes(this.lowerAt(at - 2))) return -1;
    return this.asksAmountClosing(at) ? at : -1;
  }

  /**
   * 'how many nights did guests stay on average', 'how many minutes did a lesson take, on average': an average said
   * last turns the one number asked for into its average per row. Not money ('how much do customers spend on
   * average'), which may be per customer or per order.
   */
  private finishTrailingAverage(): void {
    const average = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'avg' && !this.usedOps.has(item) && this.tokens.slice(item.end).every((token) => token.pos === 'PUNCT'));
    const only = this.intent.measures.length === 1 ? this.intent.measures[0] : undefined;
    if (!average || !only?.column || only.aggregate !== 'sum' || this.intent.dimensions.length > 0) return;
    const words = this.model.column(only.column).words;
    if (words.some((word) => AMOUNT_WORDS.has(word) || MONEY_TABLE_WORDS.has(word) || ['amount', 'value', 'total', 'price', 'revenue', 'balance'].includes(word))) return;
    this.intent.measures = [{ ...only, aggregate: 'avg', label: `average ${humanize(only.column.column)}` }];
    this.usedOps.add(average);
  }

  /**
   * 'win rate by product (won as a share of closed deals)': words in brackets after a rate that only say how it is
   * worked out restate it. The states they name are the rate's own, no conditions, and the share they say is the rate.
   */
  private finishRateDefinition(): void {
    const rateMeasure = this.intent.measures.find((measure) => measure.rate);
    const rate = rateMeasure?.rate;
    const rateOp = this.items.find((item) => item.kind === 'op' && item.operator.op === 'rate' && this.usedRates.has(item));
    if (!rate || !rateOp) return;
    const span = this.definitionSpan(rateOp.end);
    if (!span) return;
    const { open, close } = span;
    // '(no-shows as a % of appointments that were either attended or no-shows)': the states named with its own after
    // 'of' are the rows the rate is out of.
    const outOf = rate.against ? [] : this.statesOutOf(rate, open, close);
    const own = new Set([rate.value, ...(rate.against ?? []), ...outOf].map((value) => value.toLowerCase()));
    const ofRate = (filter: Filter) => filter.kind === 'values' && !filter.negated && filter.column.table === rate.column.table && filter.column.column === rate.column.column && filter.values.every((value) => own.has(value.toLowerCase()));
    const inside = (at: number | undefined) => at !== undefined && at > open && at < close;
    const spanFilters = this.intent.filters.filter((filter) => inside(this.filterAt.get(filter)));
    // '(no-shows as a % of the shifts that weren't cancelled)': another state of the rate's column left out, which the
    // rows counted are not in, narrows the rows the rate is of; it stays a condition.
    const narrowsRows = (filter: Filter) => filter.kind === 'values' && filter.negated === true && !filter.partial && filter.column.table === rate.column.table && filter.column.column === rate.column.column && !filter.values.some((value) => own.has(value.toLowerCase()));
    const restates = (k: number): boolean => {
      const token = this.tokens[k] as Token;
      const target = this.targets[k];
      if (isFunctionWord(token) || token.pos === 'PUNCT' || SHARE_WORDS.has(token.lower) || RATE_DEFINING_WORDS.has(token.lower)) return true;
      if (target?.kind === 'value' && target.table === rate.column.table && target.column === rate.column.column && !own.has(target.value.toLowerCase())) return spanFilters.some((filter) => this.filterAt.get(filter) === k && narrowsRows(filter));
      if (target?.kind === 'value') return target.table === rate.column.table && target.column === rate.column.column && own.has(target.value.toLowerCase());
      if (target?.kind === 'table') return target.table === rate.column.table;
      if (NEGATION_WORDS.has(token.lower) || token.lemma === 'not') return spanFilters.some(narrowsRows);
      return this.roles[k] === 'bound' && spanFilters.some((filter) => this.filterAt.get(filter) === k && (ofRate(filter) || narrowsRows(filter)));
    };
    this.intent.filters = this.intent.filters.filter((filter) => !(spanFilters.includes(filter) && ofRate(filter)));
    if (outOf.length > 0) {
      rate.against = outOf;
      // The share of one of those states that the words after 'of' made is the rate said again.
      const restated = (measure: Measure) => measure !== rateMeasure && inside(this.measureWords.get(measure)?.start) && measure.share?.condition.every(ofRate) === true;
      this.intent.measures = this.intent.measures.filter((measure) => !restated(measure));
    }
    // The share said inside is the rate: no count of its own beside it.
    const shareInside = this.items.filter((item): item is OpItem => item.kind === 'op' && item.operator.op === 'rate' && item.start > open && item.end <= close);
    const countedOutside = this.items.some((item) => item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'count' && !(item.start > open && item.end <= close));
    if (shareInside.length > 0 && !countedOutside) this.intent.measures = this.intent.measures.filter((measure) => measure === rateMeasure || !(measure.aggregate === 'count' && !measure.column && measure.table === rate.column.table));
    for (const item of shareInside) this.usedRates.add(item);
    for (let k = open + 1; k < close; k++) this.markUsed(k, 'filler');
  }

  /**
   * The states of the rate's column named after 'as a % of' between `open` and `close` when they include the rate's
   * own state and another ('attended or no-shows'), with none left out; otherwise none.
   */
  private statesOutOf(rate: { column: ColumnRef; value: string }, open: number, close: number): string[] {
    const of = this.tokens.findIndex((token, i) => i > open && i < close && token.lower === 'of' && SHARE_WORDS.has(this.lowerAt(i - 1)));
    if (of < 0) return [];
    const values: string[] = [];
    for (let k = of + 1; k < close; k++) {
      const token = this.tokens[k] as Token;
      const target = this.targets[k];
      if (target === undefined && (NEGATION_WORDS.has(token.lower) || token.lemma === 'not')) return [];
      if (target?.kind === 'value' && target.table === rate.column.table && target.column === rate.column.column && !values.includes(target.value)) values.push(target.value);
    }
    // A state said there may be a condition already ('% of appointments that were attended').
    for (const filter of this.intent.filters) {
      const at = this.filterAt.get(filter) ?? -1;
      if (at <= of || at >= close || filter.kind !== 'values' || filter.column.table !== rate.column.table || filter.column.column !== rate.column.column) continue;
      if (filter.negated) return [];
      for (const value of filter.values) if (!values.includes(value)) values.push(value);
    }
    const ownSaid = values.some((value) => value.toLowerCase() === rate.value.toLowerCase());
    return ownSaid && values.length > 1 ? values : [];
  }

  /**
   * Words that say again what was said before them, from `from` on: in brackets ('win rate (won as a share of closed
   * deals)'), or after 'i.e.' to the end ('still open, i.e. not won or lost yet'). `open` and `close` bound them.
   */
  private definitionSpan(from: number): { open: number; close: number } | undefined {
    const bracket = this.tokens.findIndex((token, i) => i >= from && token.lower === '(');
    if (bracket >= 0) {
      const close = this.tokens.findIndex((token, i) => i > bracket && token.lower === ')');
      return close < 0 ? undefined : { open: bracket, close };
    }
    const that = this.tokens.findIndex((token, i) => i >= from && ['i.e.', 'ie', 'i.e'].includes(token.lower));
    return that < 0 ? undefined : { open: that, close: this.tokens.length };
  }

  /**
   * 'still open (not won or lost yet)': words in brackets after a state word that say again which states it leaves
   * out restate it; they are no condition of their own.
   */
  private finishQualifierDefinition(): void {
    const qualified = this.intent.filters.find((filter): filter is Extract<Filter, { kind: 'values' }> => filter.kind === 'values' && filter.byQualifier === true && filter.negated === true);
    if (!qualified) return;
    const span = this.definitionSpan(0);
    if (!span) return;
    const { open, close } = span;
    const left = new Set(qualified.values.map((value) => value.toLowerCase()));
    const sameColumn = (filter: Filter) => filter.kind === 'values' && filter.column.table === qualified.column.table && filter.column.column === qualified.column.column;
    const inside = (at: number | undefined) => at !== undefined && at > open && at < close;
    const said: number[] = [];
    for (let k = open + 1; k < close; k++) {
      const token = this.tokens[k] as Token;
      const target = this.targets[k];
      if (target?.kind === 'value') {
        if (target.table !== qualified.column.table || target.column !== qualified.column.column || !left.has(target.value.toLowerCase())) return;
        said.push(k);
      } else if (!(isFunctionWord(token) || token.pos === 'PUNCT' || NEGATION_WORDS.has(token.lower) || ['yet', 'still', 'either'].includes(token.lower))) return;
    }
    // Every state it leaves out, said with a 'not': the same states, nothing more.
    const named = new Set(said.map((k) => (this.targets[k] as { value: string }).value.toLowerCase()));
    if (named.size !== left.size || !this.tokens.slice(open + 1, close).some((token) => NEGATION_WORDS.has(token.lower))) return;
    this.intent.filters = this.intent.filters.filter((filter) => filter === qualified || !(sameColumn(filter) && inside(this.filterAt.get(filter))));
    for (let k = open + 1; k < close; k++) if (!said.includes(k)) this.markUsed(k, 'filler');
  }

  /**
   * 'average number of students per section', 'on average, how many reps does each manager have': the count per
   * group averaged over the groups that have any, as the rows that pair one counted row with one group, divided by
   * the groups.
   */
  private finishAverageOfCounts(): void {
    const intent = this.intent;
    const pending = this.averagedCount && intent.measures.includes(this.averagedCount) ? this.averagedCount : undefined;
    const average = pending ? undefined : this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'avg' && !this.usedOps.has(item));
    if (!pending && !average) return;
    const count = pending ?? intent.measures[0];
    if (!count || intent.measures.length !== 1 || (count.aggregate !== 'count' && count.aggregate !== 'count_distinct') || count.rate || count.share || count.ratio) return;
    if (intent.dimensions.length !== 1 || intent.grain || intent.limit !== undefined || intent.having.length > 0 || intent.rowRanking) return;
    // 'average headcount by sector' shows each sector's figure: only groups said with 'per' or 'each' are averaged over.
    const groupOps = this.items.filter((item) => item.kind === 'op' && (item.operator.op === 'each' || item.operator.op === 'group'));
    if (groupOps.length === 0 || groupOps.some((item) => item.kind === 'op' && item.operator.op === 'group' && item.operator.word !== 'per')) return;
    const dimension = intent.dimensions[0] as Dimension;
    const group = dimension.key ?? (dimension.columns.length === 1 ? dimension.columns[0] : undefined);
    const counted = measureTable(count);
    if (!group || dimension.grain || !counted) return;
    // Distinct values of a column that repeats are no rows: how they pair with the groups cannot be told.
    if (count.aggregate === 'count_distinct' && count.column && !this.model.isUnique(count.column)) return;
    // Each counted row with its one group, or each row of the group's table with its one counted row.
    const direct = group.table === counted || this.model.reachesWithoutFanOut(counted, group.table) ? counted : this.model.reachesWithoutFanOut(group.table, counted) ? group.table : undefined;
    const pairs = direct ?? this.bridgeBetween(counted, group.table);
    if (!pairs) return;
    // Over a table of pairs, each row counts by its pointers to the rows counted and to the group.
    const countedPointer = direct ? undefined : this.pointerOf(pairs, counted);
    const groupPointer = direct ? undefined : this.pointerOf(pairs, group.table);
    const numerator: Measure = { aggregate: 'count', table: pairs, label: count.label, ...(countedPointer && { column: countedPointer }) };
    const denominator: Measure = { aggregate: 'count_distinct', column: groupPointer ?? group, table: pairs, label: `number of ${dimension.label}` };
    intent.measures = [{ aggregate: 'avg', table: pairs, ratio: { numerator, denominator }, label: `average ${count.label} per ${singularLabel(dimension.label)}` }];
    intent.dimensions = [];
    if (average) this.usedOps.add(average);
    this.averagedCount = undefined;
  }

  /** The column of `from` that points at a row of `to` (order_details.order_id of orders). */
  private pointerOf(from: string, to: string): ColumnRef | undefined {
    const join = this.catalog.joins.find((candidate) => candidate.fromTable === from && candidate.toTable === to);
    return join ? { table: from, column: join.fromColumn } : undefined;
  }

  /** 'products per order': the one table whose rows each pair one row of `a` with one row of `b` (order lines). */
  private bridgeBetween(a: string, b: string): string | undefined {
    const direct = (from: string, to: string) => this.model.path(from, to)?.length === 1 && this.model.reachesWithoutFanOut(from, to);
    const bridges = [...this.model.tables.keys()].filter((table) => table !== a && table !== b && direct(table, a) && direct(table, b));
    return bridges.length === 1 ? bridges[0] : undefined;
  }

  /**
   * 'suppliers with more than 4 products + how many each', 'suppliers that have discontinued products, and how many
   * each': the rows listed, each with how many of the related rows it has. True when the question ends so.
   */
  private finishCountEach(count: OpItem, anchor: string | undefined): boolean {
    const each = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'each' && item.start === count.end);
    if (!each || !this.tokens.slice(each.end).every((token) => token.pos === 'PUNCT')) return false;
    const subject = this.intent.subject ?? anchor;
    if (!subject || this.intent.dimensions.length > 0) return false;
    const counted = this.intent.having.find((condition) => condition.measure.aggregate === 'count' && condition.measure.table !== subject);
    const related = counted ? undefined : this.intent.filters.find((filter): filter is Extract<Filter, { kind: 'exists' }> => filter.kind === 'exists' && !filter.negated && filter.table !== subject);
    if (!counted && !related) return false;
    if (related) {
      // Rows that have some of them are rows with at least one, shown with how many; the conditions on them say which.
      const table = related.table;
      const own = this.intent.filters.filter((filter) => filter !== related && filterColumns(filter).length > 0 && filterColumns(filter).every((column) => column.table === table));
      this.intent.filters = this.intent.filters.filter((filter) => filter !== related && !own.includes(filter));
      const name = humanize(this.model.table(table).table.name);
      this.intent.having.push({ measure: { aggregate: 'count', table, label: `number of ${name}` }, operator: '>=', value: 1, filters: [...related.filters, ...own], label: related.label, ...(related.at !== undefined && { at: related.at }) });
    }
    this.usedOps.add(count);
    this.usedOps.add(each);
    return true;
  }

  /** 'countries with more than 5 customers - how many in each?': a closing 'in each' points back at the groups. */
  private finishTrailingEach(anchor: string | undefined): void {
    if (this.intent.dimensions.length === 0) this.eachOfNamedColumn(anchor);
    if (this.intent.dimensions.length === 0) return;
    for (const item of this.items) {
      if (item.kind !== 'op' || item.operator.op !== 'each' || this.usedOps.has(item)) continue;
      if (this.tokens.slice(item.end).every((token) => token.pos === 'PUNCT')) this.usedOps.add(item);
    }
  }

  /**
   * "Dustin Brinkmann's reps - Q3 2017 wins each": 'each' after the rows counted, with nothing named after it, is each
   * value of the one column named before them; the rows are counted when nothing else is measured.
   */
  private eachOfNamedColumn(anchor: string | undefined): void {
    const each = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'each' && !this.usedOps.has(item) && !this.items.some((other) => other.kind === 'ref' && other.start >= item.end));
    const columns = this.freeColumns.filter((column) => ['category', 'label', 'reference'].includes(this.model.column(column).role));
    const table = this.intent.subject ?? anchor;
    // 'Nancy Davolio vs Janet Leverling - how many orders did each of them take': the values named, one row each.
    const named = this.intent.filters.some((filter) => filter.kind === 'values' && !filter.negated && filter.values.length >= 2);
    if (each && columns.length === 0 && named && this.intent.measures.length <= 1) {
      this.intent.versus = true;
      this.usedOps.add(each);
      return;
    }
    if (!each || columns.length !== 1 || this.intent.measures.length > 1 || !table) return;
    const column = columns[0] as ColumnRef;
    if (!this.model.reachesWithoutFanOut(table, column.table)) return;
    this.freeColumns.splice(this.freeColumns.indexOf(column), 1);
    this.intent.dimensions.push({ columns: [column], label: humanize(column.column) });
    if (this.intent.measures.length === 0) this.intent.measures.push({ aggregate: 'count', table, label: `number of ${humanize(this.model.table(table).table.name)}` });
    this.usedOps.add(each);
  }

  /**
   * 'reps who have won more than 400,000', 'sectors where we've won more than $1M': a number after a verb that says
   * which rows bring money in, with no noun of its own, is the total amount of those rows per thing asked about.
   */
  private finishAmountAfterVerb(anchor: string | undefined): void {
    for (const item of this.items) {
      // 'pay more than $50 a month' is a rate kept by the rows, not a total of what they paid (finishAmountComparison).
      if (item.kind !== 'op' || item.operator.op !== 'compare' || item.operator.value === undefined || item.operator.percent || item.operator.per || this.usedOps.has(item)) continue;
      const verbAt = item.start - 1;
      const verb = this.tokens[verbAt];
      const target = this.targets[verbAt];
      if (!verb || verb.pos !== 'VERB' || target?.kind !== 'value' || !MONEY_STATE_VERBS.has(verb.lemma)) continue;
      const table = target.table;
      const amount = this.mainAmount(table);
      if (!amount) continue;
      const which = this.whichSubject ?? this.leadingColumn;
      const subject = which?.kind === 'column' ? which.table : (which?.table ?? anchor);
      if (!subject) continue;
      const measure = totalOf(amount, table);
      const value = item.operator.value;
      const operator = item.operator.operator;
      if (which?.kind === 'column' && (which.table === table || this.model.reachesWithoutFanOut(table, which.table))) {
        // Per value of the column asked about: its rows' total, compared.
        this.addGroup(which, false);
        if (this.intent.measures.length === 0) this.intent.measures.push(measure);
      } else if (which?.kind === 'column' || subject === table) {
        continue;
      }
      this.intent.having.push({ measure, operator, value, label: `${measure.label} ${operatorWord(operator)} ${formatNumber(value)}`, at: item.start });
      this.usedOps.add(item);
    }
  }

  /**
   * 'reps with a win rate below 58%', 'agents whose win rate is over 65%': a rate compared with a percentage keeps
   * the groups whose rate passes, and the rate is shown beside them.
   */
  private finishRateCompared(): void {
    const rates = this.intent.measures.filter((measure) => measure.rate !== undefined || measure.share !== undefined);
    const rate = rates.length === 1 ? rates[0] : undefined;
    if (!rate) return;
    for (const item of this.items) {
      if (item.kind !== 'op' || item.operator.op !== 'compare' || item.operator.value === undefined) continue;
      // 'more than 15% of their bookings cancelled': the percentage right before the share it compares, which the
      // share's phrase took along with it.
      const shareAfter = item.operator.percent === true && this.items.some((other) => other.kind === 'op' && other.operator.op === 'rate' && other.start === item.end) && !this.intent.having.some((having) => having.at === item.start);
      if (this.usedOps.has(item) && !shareAfter) continue;
      let before = item.start - 1;
      while (before >= 0 && ['is', 'are', 'was', 'were', 'of', 'at'].includes(this.tokens[before]?.lower ?? '')) before--;
      // 'win rate on closed deals is under 56%': the rows the rate is of may stand between, said of its own table.
      const rateTable = rate.rate?.column.table;
      const filterOfRows = (k: number) => [...this.filterAt].some(([filter, at]) => at === k && filterColumns(filter).some((column) => column.table === rateTable));
      const aboutRows = (k: number) => isFunctionWord(this.tokens[k] as Token) || (this.roles[k] === 'bound' && ((this.targets[k] !== undefined && targetTable(this.targets[k] as Target) === rateTable) || filterOfRows(k)));
      const rateAt = this.items.find((other) => other.kind === 'op' && other.operator.op === 'rate' && other.end - 1 < before && before - other.end < 5 && this.tokens.slice(other.end, before + 1).every((_, k) => aboutRows(other.end + k)));
      if (rateAt) before = rateAt.end - 1;
      if (!shareAfter && !this.items.some((other) => other.kind === 'op' && other.operator.op === 'rate' && other.end - 1 === before)) continue;
      // Per value of the column asked about ('reps'); rows of a table would each need their own rate, not read here.
      const which = this.whichSubject ?? this.leadingColumn;
      // 'which stores had more than 11% of their transactions paid with EBT': rows each of which has many of the
      // rows the share is of; the answer is per row of them, as it is per value of a column.
      const owner = which?.kind === 'table' && shareAfter && rate.table !== undefined && rate.table !== which.table && this.model.reachesWithoutFanOut(rate.table, which.table);
      if (which?.kind !== 'column' && !owner) return;
      if (which?.kind === 'table') this.addGroup(which, false);
      else if (which && !this.intent.dimensions.some((dimension) => dimension.columns.some((column) => column.table === which.table && column.column === which.column))) this.addGroup(which, false);
      // A rate is shown in percent: 0.65 said as a fraction is 65.
      const value = item.operator.percent || item.operator.value > 1 ? item.operator.value : item.operator.value * 100;
      this.intent.having.push({ measure: rate, operator: item.operator.operator, value, label: `${rate.label} ${operatorWord(item.operator.operator)} ${formatNumber(value)}%`, at: item.start });
      this.usedOps.add(item);
      if (!shareAfter) for (let k = before + 1; k < item.start; k++) this.mark(k, k + 1, 'filler');
      return;
    }
  }

  /** 'deals that sold for more than 5000', 'homes that went for under $400k': what rows go 'for' is their own main amount. */
  private finishPriceAfterFor(anchor: string | undefined): void {
    for (const item of this.items) {
      if (item.kind !== 'op' || item.operator.op !== 'compare' || item.operator.value === undefined || item.operator.percent || this.usedOps.has(item)) continue;
      if (this.tokens[item.start - 1]?.lower !== 'for' || this.tokens[item.start - 2]?.pos !== 'VERB' || !anchor) continue;
      const amount = this.mainAmount(anchor);
      if (!amount || !('column' in amount)) continue;
      this.intent.filters.push(this.amountCompared(amount, { ...item.operator, value: item.operator.value }));
      this.usedOps.add(item);
    }
  }

  /**
   * 'how much do customers owe us', 'which 5 customers owe us the most', 'open balance': what is still owed on the rows
   * that bill (invoices, dues), their amount less what was paid on them (a paid amount of their own, or the payments
   * made against each), over those not paid yet. With no one such table, or no way to tell which are unpaid, the words
   * stay unread.
   */
  private finishAmountOwed(anchor: string | undefined): void {
    const intent = this.intent;
    const owing = (token: Token, i: number) => token.lemma === 'owe' || ['owed', 'owing', 'owes'].includes(token.lower) || (token.lower === 'balance' && !['bound', 'filler'].includes(this.roles[i] ?? ''));
    // 'how much is overdue', 'how much money is outstanding': the amount of the rows in that state.
    const stateAt = this.tokens.findIndex((_, i) => this.asksAmountInState(i));
    const askedState = stateAt >= 0 ? qualifierOf(this.tokens[stateAt]?.lower ?? '') : undefined;
    const at = askedState ? stateAt : this.tokens.findIndex((token, i) => this.roles[i] !== 'bound' && owing(token, i));
    if (at >= 0 && this.owedAsAmountRead(at)) return;
    // 'list invoices … due date and what's still owed': each row's own balance, shown beside it, is not built yet.
    if (at < 0 || intent.measures.length > 0 || this.listCommandBefore(at)) return;
    // 'which clients owe us more than $25k': a condition on each payer's total, kept only where the payers are grouped.
    const compared = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'compare' && !this.usedOps.has(item) && item.start > at && item.start <= at + 3);
    const comparison = compared?.operator.op === 'compare' ? compared.operator : undefined;
    if (comparison && (comparison.value === undefined || comparison.percent)) return;
    // 'how much do they still owe on unpaid invoices' where orders keep no due date: rows the words call unpaid bill.
    // The condition is the one the word 'unpaid' itself set on those rows, not any other of theirs.
    const saidUnpaid = (table: string) => intent.filters.some((filter) => filter.kind !== 'date_range' && filterColumns(filter).some((column) => column.table === table) && qualifierOf(this.lowerAt(this.filterAt.get(filter) ?? -1)) === 'unpaid');
    const billed = (table: string) => this.billedAmount(table) ?? (saidUnpaid(table) ? this.ownAmount(table) : undefined);
    const named = [...new Set([intent.subject, anchor, ...intent.tables].filter((table): table is string => table !== undefined))].filter((table) => billed(table));
    // Only with no billing rows named is every table looked at.
    const all = named.length === 0 ? [...this.model.tables.keys()].filter((table) => this.billedAmount(table)) : [];
    // Of several rows with a due date (invoices, and jobs due for delivery), the ones payments are made against bill.
    const paidAgainst = () => {
      const against = all.filter((table) => this.paidAgainst(table, this.billedAmount(table)));
      return against.length === 1 ? against[0] : undefined;
    };
    const table = named.length === 1 ? named[0] : all.length === 1 ? all[0] : paidAgainst();
    const amount = table ? billed(table) : undefined;
    if (!table || !amount) return;
    // 'how much is owed per client': groups the billing rows each belong to, never across rows that fan out.
    if (intent.dimensions.some((dimension) => dimension.columns.some((column) => column.table !== table && !this.model.reachesWithoutFanOut(table, column.table)))) return;
    // 'which customers … how much is owed': each one's; 'how much do customers owe us': the payers said in general.
    const payers = [...new Set(this.targets.filter((target, i): target is Extract<Target, { kind: 'table' }> => target?.kind === 'table' && this.roles[i] === 'bound').map((target) => target.table))].filter((other) => other !== table && this.model.reachesWithoutFanOut(table, other));
    const payer = payers.length === 1 ? payers[0] : undefined;
    // 'which customers owe us …' where the customer is only a column of the invoices: that column's values.
    const payerColumn = !payer && this.whichSubject?.kind === 'column' && this.whichSubject.table === table ? this.whichSubject : undefined;
    const each = this.items.some((item) => item.kind === 'op' && item.operator.op === 'each');
    const asksEach = (payer && this.whichSubject?.kind === 'table' && this.whichSubject.table === payer) || each || payerColumn;
    const group: Target | undefined = payerColumn ?? (payer ? { kind: 'table', table: payer } : undefined);
    const groupsPayers = asksEach && group && !this.ranked && !this.rankBy && !this.dangling.length;
    if (compared && !groupsPayers) return;
    const paid = this.paidOn(table, amount);
    // The rows not paid yet, unless the question says which rows ('closed invoices').
    // A kind of row ('their October franchise fee': a fee type) says nothing of whether it is paid.
    const saysState = (filter: Filter) => filter.kind !== 'values' || namesStates(this.model.column(filter.column).words);
    const ownState = intent.filters.some((filter) => filter.kind !== 'date_range' && saysState(filter) && filterColumns(filter).some((column) => column.table === table));
    let unpaidOnly = false;
    // 'which insurers still owe us' where invoices keep a paid amount and date beside a status O, PP, PD: a bill paid in
    // part has a paid date and still owes; its status says it is open, not the date.
    const partlyPaid = !ownState && askedState === undefined && paid?.table === table ? this.stillOpen(this.model.table(table).columns) : undefined;
    if (partlyPaid?.kind === 'values') intent.filters.push(partlyPaid);
    else if (!ownState && !this.qualifierFilter(at, at + 1, table, false, true, askedState ?? 'unpaid')) {
      // 'how much do families owe' where invoices are ISS issued, PRT part paid or PD paid: the open ones.
      const open = askedState === 'overdue' ? undefined : this.stillOpen(this.model.table(table).columns);
      // 'how much do clients owe us' where invoices keep no state and payments are made against each: what each
      // still lacks of its amount is what is owed, and a row paid in full owes nothing.
      // Not where the rows are of several kinds of document (invoices and credit notes), whose amounts are not all owed.
      const bills = this.model.table(table).columns;
      const kinds = bills.some((column) => column.role === 'category' && column.words.some((word) => ['type', 'kind'].includes(word)));
      unpaidOnly = !open && askedState === undefined && paid !== undefined && paid.table !== table && !bills.some(isStatusColumn) && !kinds;
      if (!unpaidOnly && (!open || open.kind !== 'values')) return;
      if (open) intent.filters.push(open);
    }
    // 'overdue' read as past its due date keeps only rows not paid: for 'how much is overdue' they are unpaid too.
    const unpaidSaid = intent.filters.some((filter) => (filter.kind !== 'date_range' && filterColumns(filter).some((column) => column.table === table && !this.model.isDate(column))) || (filter.kind === 'null' && filter.column.table === table));
    if (askedState === 'overdue' && !unpaidSaid) return;
    // Beside OP open and PD paid, PP is paid in part: still owed on.
    intent.filters = intent.filters.map((state) => {
      if (state.kind !== 'values' || state.negated || state.column.table !== table) return state;
      const values = this.model.column(state.column).column.values ?? [];
      const partial = values.filter((value) => !state.values.includes(value) && (expansionsOf(value.trim().toLowerCase()).includes('partial') || (value.trim() === 'PP' && values.some((other) => other.trim() === 'PD'))));
      return partial.length > 0 && state.values.some((value) => ['OP', 'O'].includes(value.trim())) ? { ...state, values: [...state.values, ...partial], label: `${humanize(state.column.column)} is ${[...state.values, ...partial].join(' or ')}` } : state;
    });
    // What is owed on a bill kept as a net amount and its tax, with no total, is the two together.
    const billAmounts = this.model.table(table).columns.filter((column) => column.role === 'measure');
    const taxes = this.model.column(amount).words.includes('net') && !billAmounts.some(namesWholeAmount) ? billAmounts.filter((column) => column.words.some((word) => TAX_WORDS.has(word))) : [];
    const plus = taxes.length === 1 ? taxes[0]?.ref : undefined;
    const owed: Measure = { aggregate: 'sum', column: amount, table, owed: { ...(paid && { paid }), ...(plus && { plus }), ...(unpaidOnly && { unpaidOnly }) }, label: 'amount owed' };
    intent.measures.push(owed);
    this.noteTable(table);
    // A state word read already ('how much is overdue') keeps what it says.
    if (!(askedState && ownState)) {
      this.roles[at] = undefined;
      this.mark(at, at + 1, 'bound', `owed: ${humanize(amount.column)}${plus ? ` plus ${humanize(plus.column)}` : ''}${paid ? ` less ${humanize(paid.column)}` : ''} of ${ownState ? 'the' : (askedState ?? 'unpaid')} ${humanize(this.model.table(table).table.name)}`);
    }
    for (const item of this.items) if (item.kind === 'op' && item.operator.op === 'how_much' && !this.usedOps.has(item)) this.usedOps.add(item);
    if (asksEach) {
      if (groupsPayers) this.addGroup(group, false);
      if (compared && comparison?.value !== undefined) {
        this.intent.having.push({ measure: owed, operator: comparison.operator, value: comparison.value, label: `amount owed ${operatorWord(comparison.operator)} ${formatNumber(comparison.value)}`, at: compared.start });
        this.usedOps.add(compared);
      }
      return;
    }
    if (!payer) {
      this.payersInGeneral(table);
      return;
    }
    this.targets.forEach((target, i) => {
      if (target?.kind !== 'table' || target.table !== payer || this.roles[i] !== 'bound') return;
      this.targets[i] = undefined;
      this.meanings[i] = `who owes: ${humanize(this.model.table(payer).table.name)}`;
    });
  }

  /**
   * 'how much do customers owe us' where the bills point at owners: a word for customers in general, named by nothing
   * in the data, is whoever the bills are on, when they are on one kind of party.
   */
  private payersInGeneral(billed: string): void {
    const parties = this.model.catalog.joins.filter((join) => join.fromTable === billed && join.toTable !== billed && this.model.table(join.toTable).columns.some((column) => column.role === 'label'));
    const party = new Set(parties.map((join) => join.toTable)).size === 1 ? parties[0]?.toTable : undefined;
    if (!party) return;
    this.tokens.forEach((token, i) => {
      if (this.roles[i] !== 'unmatched' && this.roles[i] !== undefined) return;
      if (this.targets[i] !== undefined || !(token.lemma === 'customer' || businessSynonyms('customer').has(token.lemma))) return;
      this.roles[i] = undefined;
      this.mark(i, i + 1, 'bound', `who owes: ${humanize(this.model.table(party).table.name)}`);
    });
  }

  /** 'how much is overdue', 'how much money is outstanding': a state of unpaid rows asked as an amount, at `at`. */
  private asksAmountInState(at: number): boolean {
    if (!['overdue', 'unpaid', 'outstanding'].includes(qualifierOf(this.lowerAt(at)) ?? '')) return false;
    let k = at - 1;
    if (['still', 'currently'].includes(this.lowerAt(k))) k--;
    if (!['is', 'are', 'was'].includes(this.lowerAt(k))) return false;
    k--;
    // 'how much 2026 subscription money is still unpaid': words naming whose money, between, say which rows.
    const rowsWord = (i: number) => ['money', 'cash', 'of', 'the', 'our', 'in'].includes(this.lowerAt(i)) || this.tokens[i]?.number !== undefined || this.targets[i]?.kind === 'table';
    for (let words = 0; words < 4 && k > 0 && this.lowerAt(k) !== 'much' && rowsWord(k); words++) k--;
    return this.lowerAt(k) === 'much' && this.lowerAt(k - 1) === 'how';
  }

  /** The amount a table of rows that bill keeps (invoices, dues: rows with a due date), if it is one. */
  private billedAmount(table: string): ColumnRef | undefined {
    if (!this.model.dateColumns(table).some((date) => this.model.column(date).words.includes('due'))) return undefined;
    // What is owed on an invoice holds its tax: the total beside a net and a tax.
    const columns = this.model.table(table).columns.filter((column) => column.role === 'measure');
    const totals = keepsTax(columns) ? columns.filter(namesWholeAmount) : [];
    if (totals.length === 1 && totals[0]) return totals[0].ref;
    // Loads kept with an agreed price per ton (px_amt) and the amount invoiced (inv_amt_cts): what is owed is billed.
    // Only a name that says nothing else: media_billed_usd is a part of a bill.
    const invoiced = columns.filter((column) => column.words.some((word) => BILLED_WORDS.has(word)) && column.words.every((word) => BILLED_WORDS.has(word) || BILL_AMOUNT_WORDS.has(word)));
    if (invoiced.length === 1 && invoiced[0]) return invoiced[0].ref;
    return this.ownAmount(table);
  }

  /** The main amount of a table's rows when it is a column of theirs (not a metric over it). */
  private ownAmount(table: string): ColumnRef | undefined {
    const amount = this.mainAmount(table);
    return !amount || 'expression' in amount ? undefined : amount;
  }

  /**
   * 'which customers owe us more than £3,000 on overdue invoices': the total of the billing rows is already read, over
   * rows of a state the words name; 'owe' is what is still owed on them (less any amount paid on each).
   */
  private owedAsAmountRead(at: number): boolean {
    const [total] = this.intent.measures;
    const table = total?.table;
    if (this.intent.measures.length !== 1 || !total || !table || total.aggregate !== 'sum' || !total.column || total.owed) return false;
    const amount = this.billedAmount(table);
    // The rows' main amount read for 'more than £3,000' is, when owed, the whole of the bill (its total with the tax).
    const main = this.mainAmount(table);
    const readAs = (column: ColumnRef) => sameColumns([amount as ColumnRef], [column]) || (main !== undefined && 'column' in main && sameColumns([main], [column]));
    if (!amount || !readAs(total.column)) return false;
    const stated = this.intent.filters.some((filter) => filter.kind !== 'date_range' && filterColumns(filter).some((column) => column.table === table));
    if (!stated) return false;
    const paid = this.paidOn(table, amount);
    for (const measure of [total, ...this.intent.having.map((having) => having.measure)]) {
      if (measure.aggregate !== 'sum' || !measure.column || !readAs(measure.column)) continue;
      if (!sameColumns([measure.column], [amount])) measure.label = `total ${humanize(amount.column)}`;
      measure.column = amount;
      measure.owed = paid ? { paid } : {};
    }
    this.roles[at] = undefined;
    this.mark(at, at + 1, 'bound', `owed: ${humanize(amount.column)}${paid ? ` less ${humanize(paid.column)}` : ''} of the ${humanize(this.model.table(table).table.name)}`);
    return true;
  }

  /** Whether payments are made against each of the rows: what is paid on their amount is kept by rows pointing at them. */
  private paidAgainst(table: string, amount: ColumnRef | undefined): boolean {
    const paid = amount ? this.paidOn(table, amount) : undefined;
    return paid !== undefined && paid.table !== table;
  }

  /** What was paid on a billing row: a paid amount of its own (pd_amt), or the amount of the payments made against it. */
  private paidOn(table: string, amount: ColumnRef): ColumnRef | undefined {
    const own = this.model.table(table).columns.find((column) => column.role === 'measure' && column.ref.column !== amount.column && (column.words.includes('paid') || column.words.includes('pay')));
    if (own) return own.ref;
    const payments = this.tablesPointingAt(table).filter((child) => this.model.table(child).words.some((word) => ['payment', 'pay', 'receipt'].includes(word)));
    // Payment attempts that may have failed ('failed', 'declined') did not all pay: their amount is not taken off.
    const attempts = (child: string) => this.model.table(child).columns.some((column) => column.role === 'category' && (column.column.values ?? []).some((value) => FAILED_PAYMENT.test(value.trim())));
    const paid = payments.length === 1 && payments[0] && !attempts(payments[0]) ? this.mainAmount(payments[0]) : undefined;
    return paid && !('expression' in paid) ? paid : undefined;
  }

  /**
   * 'unpaid invoices, disputed ones included': rows said to be kept in whose state is another value of a status the
   * question keeps to widen it. Said of rows nothing leaves out ('including cancelled ones'), they ask for nothing.
   */
  private finishKeptIn(): void {
    for (const item of this.items) {
      if (item.kind !== 'op' || item.operator.op !== 'filler' || !this.tokens.slice(item.start, item.end).some((token) => KEPT_IN_WORDS.has(token.lower))) continue;
      for (const link of this.links) {
        const target = link.target;
        if (link.start < item.start || link.end > item.end || target.kind !== 'value') continue;
        const kept = this.intent.filters.find((filter): filter is Extract<Filter, { kind: 'values' }> => filter.kind === 'values' && !filter.negated && !filter.partial && filter.column.table === target.table && filter.column.column === target.column);
        if (!kept || kept.values.includes(target.value)) continue;
        kept.values.push(target.value);
        kept.label = `${humanize(kept.column.column)} is ${kept.values.join(' or ')}`;
      }
    }
  }

  /** Puts the pieces together: a ranking, a list, or a computed measure. */
  private finishShape(anchor: string | undefined): void {
    const intent = this.intent;
    this.finishNameParts();
    this.finishTrailingExclusion();
    this.finishSelfReference();
    this.checkDistantValues(anchor);
    this.finishAmountOwed(anchor);
    this.finishHeld(anchor);
    this.finishKeptIn();
    // 'how many and what total': a count joined to another measure comes first, beside it.
    // 'amount and number': so is one that closes such a list.
    const listed = (count: OpItem) => this.andAt(count.end) || (['and', '&'].includes(this.tokens[count.start - 1]?.lower ?? '') && this.tokens.slice(count.end).every((token) => token.pos === 'PUNCT'));
    this.countEventsNamedByDate();
    const besideOthers = this.countAll !== undefined && intent.measures.length > 0 && listed(this.countAll);
    if (this.countAll && (intent.measures.length === 0 || besideOthers) && !this.finishCountEach(this.countAll, anchor)) {
      // 'headcount by department': people are counted, wherever the grouping is; with no people to count, nothing is.
      const headcount = this.tokens[this.countAll.start]?.lower === 'headcount';
      const table = headcount ? this.peopleCounted(anchor) : (intent.subject ?? anchor);
      if (table) {
        intent.measures.unshift({ aggregate: 'count', table, label: `number of ${humanize(this.model.table(table).table.name)}` });
        this.usedOps.add(this.countAll);
        // A headcount is of the people employed now: those whose leaving date is empty.
        const end = headcount ? this.model.table(table).columns.find((column) => sometimesEmptyDateSaying(column, QUALIFIERS.current?.emptyDates ?? [])) : undefined;
        if (end && !intent.filters.some((filter) => filterColumns(filter).some((column) => column.table === end.ref.table && column.column === end.ref.column))) intent.filters.push(this.notEnded(end, `no ${humanize(end.column.name)}`));
      }
    }
    this.finishEventsCounted();
    this.finishTrailingTotal(anchor);
    this.finishNounTotal();
    this.finishTrailingAverage();
    this.finishTrailingEach(anchor);
    this.finishAmountAfterVerb(anchor);
    this.finishPriceAfterFor(anchor);
    this.finishRateCompared();
    this.finishDuration(anchor);
    this.finishSpanTookPlace();
    this.finishAverageOfCounts();
    this.finishLateness(anchor);
    this.finishStateRate(anchor);
    this.finishRecordRate();
    this.finishPerUnit();
    this.finishCountHeldInStock();
    this.finishPartOfWhole();
    this.finishRateDefinition();
    this.finishQualifierDefinition();
    // 'what % of bookings were cancelled by the customer': the state the party picks is a part the share may take.
    this.finishCancelledBy(anchor);
    this.finishShare(anchor);
    // 'which channels had more than 15% of their bookings cancelled': the share is made only now.
    this.finishRateCompared();
    this.finishRatioOfValues();
    this.finishMostOften();
    this.finishMoreOften(anchor);
    this.finishKindGrouping();
    this.finishTenure(anchor);
    this.finishRanking(anchor);
    this.finishFirstByVerb();
    this.finishJudgedOrder();
    this.finishPeopleNamedByValue();
    this.finishChangeBetweenValues();
    this.finishDoneInPeriod(anchor);
    this.finishReachedStage();
    this.finishParticipleDates();
    this.finishRowNounDate();
    this.finishValueColumnWords();
    if (this.shownColumns.length > 0 && intent.measures.length === 0 && intent.dimensions.length === 0 && !intent.rowRanking) intent.list = true;
    // 'the largest order with its customer': what is shown of rows ranked one by one stands beside their key.
    const ranked = this.rankedRows();
    const shownOfRanked = ranked ? this.shownColumns.filter((column) => this.model.reachesWithoutFanOut(ranked, column.table)) : [];
    if (intent.dimensions[0] && shownOfRanked.length > 0) {
      intent.dimensions[0] = { ...intent.dimensions[0], columns: [...intent.dimensions[0].columns, ...shownOfRanked] };
      this.shownColumns.splice(0, this.shownColumns.length, ...this.shownColumns.filter((column) => !shownOfRanked.includes(column)));
    }
    this.freeColumns.push(...this.shownColumns);
    if (intent.measures.length === 0 && this.freeMeasures.length > 0 && (intent.dimensions.length > 0 || intent.grain || !intent.list)) {
      intent.measures.push(...this.freeMeasures);
    } else if (this.freeMeasures.length > 0) {
      for (const measure of this.freeMeasures) if (measure.column) this.freeColumns.push(measure.column);
    }
    if (intent.list && intent.measures.length === 0 && !intent.rowRanking) {
      intent.listColumns.push(...this.freeColumns);
      // 'which sectors are our accounts in': asked for a column whose values repeat, the answer is those values.
      const which = this.whichSubject;
      if (which?.kind === 'column' && this.valuesRepeat({ table: which.table, column: which.column })) intent.listOf = { table: which.table, column: which.column };
    } else if (this.freeColumns.length > 0 && intent.measures.length > 0 && intent.dimensions.length === 0 && !intent.rowRanking) {
      // 'country revenue', 'sector count' leave the category beside the measure words: it is the grouping. A name
      // elsewhere ('students in programs outside Science') is not.
      for (const column of this.freeColumns) {
        const role = this.model.column(column).role;
        if ((role === 'category' || role === 'label') && this.besideMeasure.has(`${column.table}.${column.column}`)) intent.dimensions.push({ columns: [column], label: humanize(column.column) });
      }
    } else if (this.freeColumns.length > 0 && intent.measures.length === 0 && !intent.rowRanking) {
      intent.listColumns.push(...this.freeColumns);
    }
    // 'the first name and country code of the oldest player': the columns named of the ranked rows are what to show.
    const ranking = intent.rowRanking;
    // So are the names of the one row each has of a table above them ('the 5 biggest orders by freight with their customers').
    const shownAbove = (column: ColumnRef) => this.shownColumns.includes(column) && ranking !== undefined && this.model.reachesWithoutFanOut(ranking.table, column.table);
    if (ranking && intent.measures.length === 0) for (const column of this.freeColumns) if (column.table === ranking.table || shownAbove(column)) intent.listColumns.push(column);
    // 'revenue over $1B, with their revenue': a column named twice is shown once.
    intent.listColumns = intent.listColumns.filter((column, i, all) => all.findIndex((other) => other.table === column.table && other.column === column.column) === i);
    if (intent.perGroup && (intent.limit !== undefined || intent.rowRanking)) {
      intent.perGroup.limit = intent.rowRanking?.count ?? intent.limit ?? 1;
    } else if (intent.perGroup) {
      // 'for each department' with nothing ranked is a plain grouping.
      intent.perGroup = undefined;
    }
    if (intent.limit !== undefined && intent.measures.length === 0 && intent.dimensions.length > 0) {
      // 'top 5 customers', 'top 3 sales agents': ranked by their number of rows in the question's main table.
      const table = anchor && !intent.dimensions.some((dimension) => dimension.columns.every((column) => column.table === anchor) && this.model.primaryKey(anchor) && dimension.key) ? anchor : intent.subject;
      if (table) intent.measures.push({ aggregate: 'count', table, label: `number of ${humanize(this.model.table(table).table.name)}` });
    }
    // 'cumulative claim payments by month', 'running total of donations': rows of money build up their amount.
    // 'site payments by payment type', 'refunds by campus': so does grouping them, unless they are counted.
    // So do rows of money a value names ('payments received by method' on a ledger whose type says Payment received).
    const paidByValue = anchor !== undefined && this.paidRowsByValue(anchor);
    // 'donations per month': so does splitting them by period.
    const grouped = (intent.dimensions.length > 0 || (intent.grain !== undefined && intent.grain !== 'auto')) && !intent.list && !this.countAll && !this.explicitCount && anchor !== undefined && (this.model.table(anchor).words.some((word) => PAID_ROW_WORDS.has(word)) || paidByValue);
    if ((intent.running || grouped) && intent.measures.length === 0 && anchor && (this.isMoneyTable(anchor) || paidByValue)) {
      const amount = this.mainAmount(anchor, paidByValue);
      if (amount && 'column' in amount) intent.measures.push({ aggregate: 'sum', column: amount, table: anchor, label: `total ${humanize(amount.column)}` });
    }
    if (!intent.subject && anchor) intent.subject = anchor;
    this.finishAge(anchor);
    this.finishSuperior();
    this.checkPointerPossessive();
    this.finishWho();
    this.finishPointerLikeAmount();
    this.finishSalesOfThings();
    this.finishBareCount(anchor);
    this.finishTableOfAmounts();
    this.finishMoneyNoun(anchor);
    this.finishMoneyReceived();
    this.finishSoldUnits();
    this.finishHeadCount();
    this.finishPointerAsKind();
    this.finishLineAmount();
    this.finishPurchaseIsWon();
    this.finishPresentStaff();
    this.finishOwnPremises();
    this.finishAmountComparison(anchor);
    // After every measure is known: 'spent more than $20k, after discounts' nets the revenue the comparison adds.
    this.finishNetOf();
    this.finishTaxIncluded();
    this.finishRestatedMeasure();
    this.finishPeopleOfTheRows();
    this.finishDoersOfTheRows();
    this.finishWhenShown();
    this.finishBareDateShown();
    this.finishPerFlaggedRow();
    // 'shipped late, ... days past the required date': one comparison said twice is one condition.
    const comparison = (filter: Filter) => (filter.kind === 'columns' && !filter.gap ? `${filter.column.table}.${filter.column.column} ${filter.operator} ${filter.other.table}.${filter.other.column}` : undefined);
    this.intent.filters = this.intent.filters.filter((filter, i, all) => comparison(filter) === undefined || all.findIndex((other) => comparison(other) === comparison(filter)) === i);
    if (this.averagedCount && intent.measures.includes(this.averagedCount)) {
      // 'average number of students' with nothing to divide by: not understood.
      intent.measures.splice(intent.measures.indexOf(this.averagedCount), 1);
      for (const op of this.averagedOps) this.usedOps.delete(op);
    }
    // 'countries with more than 5 customers - how many customers in each', 'how much did we book? total closed-won $':
    // a figure asked twice is one column.
    const unlabelled = (measure: Measure) => JSON.stringify({ ...measure, label: undefined });
    intent.measures = intent.measures.filter((measure, i, all) => all.findIndex((other) => unlabelled(other) === unlabelled(measure)) === i);
  }

  /**
   * Whether the rows are named by a value of theirs that says money paid: a ledger's entries of type 'Payment
   * received', named so by the words that bound it.
   */
  private paidRowsByValue(table: string): boolean {
    return this.intent.filters.some((filter) => filter.kind === 'values' && !filter.negated && filter.column.table === table && filter.values.length === 1 && this.tokens.some((token, i) => {
      const target = this.targets[i];
      return target?.kind === 'value' && target.table === table && target.column === filter.column.column && target.value === filter.values[0] && PAID_ROW_WORDS.has(token.lemma) && token.pos === 'NOUN';
    }));
  }

  /**
   * 'Which drivers are from Germany' where only circuits have countries: a value reached from the question's rows only
   * through one-to-many links ('drivers who raced at a circuit in Germany') is a reading the words do not say, unless a
   * verb relates the two ('customers who bought Tofu'). Such a reading is asked back.
   */
  private checkDistantValues(anchor: string | undefined): void {
    if (!anchor) return;
    // 'which suppliers do we get our seafood from': a verb whose subject is the business relates rows, even a verb of asking.
    const relating = this.tokens.some((token, i) => token.pos === 'VERB' && !['be', 'have', 'do'].includes(token.lemma) && (this.tokens[i - 1]?.lower === 'we' || !GENERIC_WORDS.has(token.lemma)));
    if (relating) return;
    for (const filter of this.intent.filters) {
      if (filter.kind !== 'values') continue;
      const path = this.model.path(anchor, filter.column.table);
      if (!path || path.filter((step) => step.fansOut).length === 0 || path.length < 2) continue;
      const at = this.filterAt.get(filter);
      const ref = this.items.find((item): item is RefItem => item.kind === 'ref' && item.start >= (at ?? 0) && item.readings.some((reading) => reading.target.kind === 'value' && reading.target.column === filter.column.column && reading.target.table === filter.column.table));
      // 'seafood suppliers', 'a DATA course': a value said right before a noun of rows names the kind of those rows.
      if (!ref || this.targets[ref.end]?.kind === 'table') continue;
      // 'no customer in France': said of rows named right before it, the value is theirs, however far they are.
      if (this.rowsNamedBeforeValue(ref, this.items) === filter.column.table) continue;
      this.ambiguities.push({ ref, readings: ref.readings.filter((reading) => reading.target.kind === 'value') });
    }
  }

  /** Whether a table or column is about people: its words name a kind of person, or it has first and last names. */
  private personLike(table: string, column?: string): boolean {
    if (column) return this.model.column({ table, column }).words.some((word) => PERSON_WORDS.has(word));
    return isPeopleTable(this.model, table);
  }

  /**
   * 'who sold the most units of Gorgonzola', 'who took the most orders in 1997': 'who' and a verb, with no people
   * named, ask for the one table of people the named rows point at, as 'which employee' would. Where the rows point at
   * staff and at buyers, the verb tells which: a seller's verb our own people, a buyer's verb the others.
   */
  private readWhoAgent(rolePhrases: RolePhrase[]): void {
    const who = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'who');
    const verb = this.tokens[1];
    if (!who || who.start !== 0 || who.end !== 1 || !verb || (verb.pos !== 'VERB' && !(verb.pos === 'AUX' && verb.lemma === 'have')) || verb.lemma === 'be') return;
    const named = [...new Set(rolePhrases.flatMap((entry) => entry.phrase.refs.flatMap((ref) => ref.readings.filter((reading) => reading.score >= MIN_SCORE).map((reading) => targetTable(reading.target)))))];
    if (named.length === 0 || named.some((table) => this.personLike(table))) return;
    const people = [...this.model.tables.keys()].filter((table) => this.personLike(table) && named.some((from) => from !== table && this.model.reachesWithoutFanOut(from, table)));
    const verbs = this.tokens.slice(1, 3).filter((token) => token.pos === 'VERB').map((token) => token.lemma);
    const staff = people.filter((table) => isStaffTable(this.model, table));
    const chosen = people.length === 1 ? people : verbs.some((lemma) => SELLER_VERBS.has(lemma)) ? staff : verbs.some((lemma) => TRADING_VERBS.has(lemma) || lemma === 'spend' || lemma === 'pay') ? people.filter((table) => this.model.table(table).words.some((word) => BUYER_WORDS.has(word))) : [];
    const agent = chosen.length === 1 ? chosen[0] : undefined;
    if (!agent) return;
    this.intent.subject = agent;
    this.whichSubject = { kind: 'table', table: agent };
    this.intent.list = true;
    this.noteTable(agent);
    this.usedOps.add(who);
  }

  /**
   * 'who closed the biggest deal', 'who made the biggest payment': 'who' asks for people, so the answer names them —
   * the ranked row's person column or the person it points at. A 'who' the answer cannot honour goes back as a question.
   */
  private finishWho(): void {
    const who = this.items.filter((item): item is OpItem => item.kind === 'op' && item.operator.op === 'who');
    if (who.length === 0) return;
    const intent = this.intent;
    // 'who did we hire in 2024': nothing named, but the verb names the date of one table of people; they are listed.
    if (intent.tables.length === 0 && who[0]?.start === 0) {
      const people = [...new Set([...this.verbDates.values()].flat().map((column) => column.table))].filter((table) => this.personLike(table));
      if (people.length === 1 && people[0]) {
        intent.subject = people[0];
        intent.list = true;
        this.noteTable(people[0]);
      }
    }
    // 'who reports to Dana Kowalski': every word speaks of one table of people, so they are the rows listed.
    const people = intent.tables.length === 1 ? intent.tables[0] : undefined;
    const nothingShown = intent.measures.length === 0 && intent.dimensions.length === 0 && intent.listColumns.length === 0;
    if (people && who[0]?.start === 0 && !intent.subject && nothingShown && this.personLike(people)) {
      intent.subject = people;
      intent.list = true;
    }
    // 'who reports to Cara Losch' where teams keep an agent and a manager: the other person of the rows the named one
    // is on, each once.
    const named = people && who[0]?.start === 0 && (intent.subject === undefined || intent.subject === people) && nothingShown ? intent.filters.filter((filter): filter is Extract<Filter, { kind: 'values' }> => filter.kind === 'values' && !filter.negated && filter.column.table === people && this.personLike(people, filter.column.column)) : [];
    const others = named.length === 1 && people ? this.model.table(people).columns.filter((column) => ['category', 'label'].includes(column.role) && column.column.name !== named[0]?.column.column && this.personLike(people, column.column.name)) : [];
    if (people && others.length === 1 && others[0]) {
      intent.subject = people;
      intent.list = true;
      intent.listOf = others[0].ref;
    }
    let honoured = false;
    if (intent.rowRanking) {
      const table = intent.rowRanking.table;
      const own = this.model.table(table).columns.find((column) => this.personLike(table, column.column.name) && column.role !== 'key');
      const pointed = this.catalog.joins.find((join) => join.fromTable === table && join.toTable !== table && this.personLike(join.toTable));
      // A person kept as a pointer (cust_id) is shown by the name of the row it points at.
      const ownPointer = own?.role === 'reference' ? this.catalog.joins.find((join) => join.fromTable === table && join.fromColumn === own.column.name && join.toTable !== table) : undefined;
      const ownNames = ownPointer ? this.model.labelColumns(ownPointer.toTable) : [];
      if (this.personLike(table)) honoured = true;
      else if (own) {
        intent.listColumns.push(...(ownNames.length > 0 ? ownNames : [own.ref]));
        honoured = true;
      } else if (pointed) {
        intent.listColumns.push(...this.model.labelColumns(pointed.toTable));
        honoured = true;
      }
    }
    // 'who has the most won deals', 'who has the best win rate in the Central office': the people the measured rows
    // name, ranked by it. Their own person column, or the one table of people they point at.
    // 'who got the most in tips': the person whose amounts add up to the most, not the biggest single amount.
    const [single] = intent.measures;
    if (who[0]?.start === 0 && intent.measures.length === 1 && single?.aggregate === 'max' && single.column && intent.dimensions.length === 0 && !intent.rowRanking && !this.personLike(single.column.table) && this.tokens.some((token) => token.lower === 'most')) {
      intent.measures = [{ ...single, aggregate: 'sum', label: `total ${humanize(single.column.column)}` }];
      intent.limit = 1;
      intent.order = { by: 'measure', direction: 'desc', explicit: true };
    }
    const only = intent.measures.length === 1 && !intent.rowRanking && intent.limit !== undefined && who[0]?.start === 0 ? measureTable(intent.measures[0] as Measure) : undefined;
    // No grouping, or only the measured rows each on their own (their key), which counts nothing.
    const eachRow = (dimension: Dimension) => dimension.columns.length === 1 && dimension.columns[0]?.table === only && this.model.column(dimension.columns[0] as ColumnRef).role === 'key';
    const measured = only && (intent.dimensions.length === 0 || (intent.dimensions.length === 1 && eachRow(intent.dimensions[0] as Dimension))) ? only : undefined;
    if (measured) {
      const people = this.model.table(measured).columns.filter((column) => this.personLike(measured, column.column.name) && ['category', 'label', 'reference'].includes(column.role));
      // 'who got the most in tips' where till transactions keep who rang them up and who the tip is for (tip_emp_id):
      // the person named like the amount measured.
      const namedLikeAmount = people.filter((column) => this.namedLikeMeasured(column));
      const own = people.length > 1 && namedLikeAmount.length === 1 ? namedLikeAmount : people;
      const pointed = [...new Set(this.catalog.joins.filter((join) => join.fromTable === measured && join.toTable !== measured && this.personLike(join.toTable)).map((join) => join.toTable))];
      // A person kept as a reference (intvwr_emp_no) is shown by the name of the row it points at.
      const reference = own.length === 1 && own[0]?.role === 'reference' ? this.catalog.joins.find((join) => join.fromTable === measured && join.fromColumn === own[0]?.column.name) : undefined;
      const named = reference && this.model.labelColumns(reference.toTable).length > 0 ? reference : undefined;
      const ownColumns = named ? this.model.labelColumns(named.toTable) : own.length === 1 ? [own[0]?.ref as ColumnRef] : [];
      const columns = own.length === 1 ? ownColumns : own.length === 0 && pointed.length === 1 ? this.model.labelColumns(pointed[0] as string) : [];
      if (columns.length > 0) intent.dimensions = [{ columns, label: humanize(columns[0]?.column ?? ''), ...(named && { key: { table: named.toTable, column: named.toColumn } }) }];
    }

    const shown = [...intent.dimensions.flatMap((dimension) => dimension.columns), ...intent.listColumns, ...(intent.listOf ? [intent.listOf] : [])];
    // 'who does the Ripon round and what van's he in': a thing of a person shown (their van) answers who only with
    // their name beside it.
    if (!honoured && who[0]?.start === 0 && intent.listColumns.length > 0) {
      const people = [...new Set(intent.listColumns.map((column) => column.table))].filter((table) => this.personLike(table) && !shown.some((column) => column.table === table && this.personLike(table, column.column)));
      for (const table of people) intent.listColumns.push(...this.model.labelColumns(table).filter((label) => !shown.some((column) => sameColumns([column], [label]))));
    }
    if (!honoured) honoured = shown.some((column) => this.personLike(column.table, column.column) || this.personLike(column.table));
    if (!honoured && intent.measures.length === 0 && intent.subject && this.personLike(intent.subject)) honoured = true;
    // 'customers who spent more than 10k': after the rows' own name, 'who' only joins the clause that describes them.
    // So does it after a column of people ('reps who report to Rocco', where reps are teams' sales_agent).
    const peopleBefore = (target: Target | undefined) => target?.kind === 'table' || (target?.kind === 'column' && this.personLike(target.table, target.column));
    for (const item of who) if (item.start > 0 && this.tokens[item.start]?.lower === 'who' && peopleBefore(this.targets[item.start - 1]) && this.roles[item.start - 1] === 'bound') this.usedOps.add(item);
    if (!honoured && who[0]?.start === 0) honoured = this.peopleRelatedToRows();
    if (honoured) for (const item of who) this.usedOps.add(item);
    // 'Who covers territories in the Northern region?': asked for people and answered with territories, the 'who' is
    // not honoured, whatever phrase took it as its subject.
    else for (const item of who) if (item.start === 0) this.usedOps.delete(item);
  }

  /**
   * 'who got the most in tips', 'what has Dan had in tips' where till transactions point at staff as who rang them up
   * and who the tip is for (tip_emp_id): the pointer named like the amount is the way to the person.
   */
  private finishPointerLikeAmount(): void {
    const measuredRows = this.measuredAmount()?.table;
    if (!measuredRows) return;
    const reached = new Set([...this.intent.dimensions.flatMap((dimension) => [...dimension.columns, ...(dimension.key ? [dimension.key] : [])]), ...this.intent.filters.flatMap(filterColumns)].map((column) => column.table));
    for (const table of reached) {
      const pointers = this.catalog.joins.filter((join) => join.fromTable === measuredRows && join.toTable === table);
      const likeAmount = pointers.filter((join) => this.namedLikeMeasured(this.model.column({ table: join.fromTable, column: join.fromColumn })));
      if (pointers.length > 1 && likeAmount.length === 1 && likeAmount[0]) (this.intent.namedColumns ??= []).push({ table: likeAmount[0].fromTable, column: likeAmount[0].fromColumn });
    }
  }

  /**
   * 'credit notes this year, total inc VAT' on rows kept with net_p, vat_p and gross_p: an amount with the tax included
   * is the whole amount, never the tax alone nor the net. Where the rows keep no whole amount, the words stay unread.
   */
  private finishTaxIncluded(): void {
    const at = this.tokens.findIndex((token, i) => INCLUDING_WORDS.has(token.lower) && this.targets[i + 1]?.kind === 'column' && this.roles[i + 1] === 'bound');
    const said = this.targets[at + 1];
    if (at < 0 || said?.kind !== 'column') return;
    const taxSaid = this.model.column({ table: said.table, column: said.column });
    if (!taxSaid.words.some((word) => TAX_WORDS.has(word))) return;
    // 'owed, inc VAT' where clients keep a VAT number: the tax words name the tax amount of the rows measured.
    const tax = taxSaid.role === 'measure' ? taxSaid : this.measuredRowsTax(taxSaid.words.filter((word) => TAX_WORDS.has(word)));
    if (!tax) return;
    const target = { kind: 'column' as const, ...tax.ref };
    const whole = this.model.table(target.table).columns.filter((column) => column.role === 'measure' && namesWholeAmount(column));
    if (whole.length !== 1 || !whole[0]) return;
    const gross = whole[0].ref;
    const same = (column: ColumnRef | undefined) => column?.table === target.table && (column.column === tax.ref.column || this.model.column(column).words.some((word) => NET_AMOUNT_WORDS.includes(word)));
    this.intent.measures = this.intent.measures.map((measure) => (same(measure.column) ? { ...measure, column: gross, label: measure.label.replace(humanize(measure.column?.column ?? ''), humanize(gross.column)) } : measure));
    this.intent.listColumns = this.intent.listColumns.map((column) => (same(column) ? gross : column));
    this.mark(at, at + 2, 'bound', `${humanize(gross.column)}, tax included`);
    this.targets[at + 1] = { kind: 'column', ...gross };
    // 'how many, and their total inc VAT': the count said before it stands beside the whole amount.
    const count = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'count' && item.end <= at && !this.usedOps.has(item));
    const first = this.intent.measures[0];
    const table = first ? measureTable(first) : undefined;
    if (count && this.andAt(count.end) && table && this.intent.measures.length === 1) {
      this.intent.measures.unshift({ aggregate: 'count', table, label: `number of ${humanize(this.model.table(table).table.name)}` });
      this.usedOps.add(count);
    }
  }

  /** Whether an 'and' joins what comes before token `k` to what follows: 'how many and', 'how many, and their total'. */
  private andAt(k: number): boolean {
    return ['and', '&'].includes(this.lowerAt(k)) || (this.lowerAt(k) === ',' && ['and', '&'].includes(this.lowerAt(k + 1)));
  }

  /** The one amount measured, or else the one amount the words name ('had in tips'). */
  private measuredAmount(): ColumnRef | undefined {
    if (this.intent.measures.length > 0) return this.intent.measures.length === 1 ? this.intent.measures[0]?.column : undefined;
    const named = this.targets.flatMap((target, k) => (this.roles[k] === 'bound' && target?.kind === 'column' && this.model.column({ table: target.table, column: target.column }).role === 'measure' ? [{ table: target.table, column: target.column }] : []));
    return named.length === 1 ? named[0] : undefined;
  }

  /** Whether a column's name shares a word with the one amount measured ('tip_emp_id' of 'tip_p'). */
  private namedLikeMeasured(column: ColumnModel): boolean {
    const measured = this.measuredAmount();
    const words = measured ? this.model.column(measured).words.filter((word) => word.length >= 3 && !['amount', 'total', 'value'].includes(word)) : [];
    return column.words.some((word) => words.includes(word));
  }

  /**
   * 'who covers territories in the Northern region': asked who, of rows that are not people, where one table of
   * people is tied to those rows through a table of pairs (employee_territories), the people with such a row. True
   * when the question is read so.
   */
  private peopleRelatedToRows(): boolean {
    const intent = this.intent;
    const rows = intent.subject ?? (intent.tables.length === 1 ? intent.tables[0] : undefined);
    if (!rows || this.personLike(rows) || intent.measures.length > 0 || intent.dimensions.length > 0 || intent.listColumns.length > 0 || intent.limit !== undefined) return false;
    // Tables of pairs only: every column a key or a reference (not requisitions, which point at a hiring manager).
    const pairOnly = (table: string) => this.model.table(table).columns.every((column) => column.role === 'key' || column.role === 'reference');
    const pairs = [...new Set(this.catalog.joins.filter((join) => join.toTable === rows && join.fromTable !== rows && pairOnly(join.fromTable)).map((join) => join.fromTable))];
    const people = [...new Set(pairs.flatMap((pair) => this.catalog.joins.filter((join) => join.fromTable === pair && join.toTable !== rows && join.toTable !== pair && this.personLike(join.toTable)).map((join) => join.toTable)))];
    // The rows' own conditions move inside: the people who have such a row.
    const own = intent.filters.every((filter) => filterColumns(filter).every((column) => column.table === rows || this.model.reachesWithoutFanOut(rows, column.table)));
    if (people.length !== 1 || !people[0] || !own) return false;
    const person = people[0];
    intent.filters = [{ kind: 'exists', table: rows, filters: intent.filters, negated: false, label: `with ${humanize(this.model.table(rows).table.name)}${intent.filters.length > 0 ? ` where ${intent.filters.map((filter) => filter.label).join(' and ')}` : ''}` }];
    intent.subject = person;
    intent.list = true;
    this.noteTable(person);
    return true;
  }

  /**
   * 'LinkedIn spend by client' answered with a count of campaigns: a word of money no reading took is never dropped
   * when the answer only counts rows; it is asked about.
   */
  private keepUnreadMoney(): void {
    // A total kept by a condition ('spent more than 10000') is shown as well.
    // So is a share of rows ('what % of the value of bookings came from schools' read as a share of their number).
    const rowsOnly = (measure: Measure) => countsRowsOnly(measure) || (measure.share !== undefined && !measure.share.measure && !measure.column && !measure.metric);
    if (!this.intent.measures.every(rowsOnly) || this.intent.having.some((having) => !countsRowsOnly(having.measure))) return;
    // 'biggest deal ever closed, in $': rows ranked or shown by an amount show it.
    const shown = [...(this.intent.rowRanking ? [this.intent.rowRanking.by] : []), ...this.intent.listColumns];
    if (shown.some((column) => this.model.isMeasure(column))) return;
    this.tokens.forEach((token, i) => {
      // 'refunds last month in $': a $ sign reads as 'amount'.
      const inDollars = token.lower === 'amount' && this.tokens[i - 1]?.lower === 'in';
      if (this.roles[i] === 'filler' && (UNREAD_MONEY_WORDS.has(token.lemma) || inDollars)) this.roles[i] = 'unmatched';
    });
  }

  /**
   * 'campaigns that are over budget' answered with every campaign and its budget: a word of comparison before an
   * amount that nothing compared is never dropped; it is asked about.
   */
  private keepUnreadComparison(): void {
    this.tokens.forEach((token, i) => {
      const next = this.targets[i + 1];
      if (this.roles[i] !== 'filler' || !UNREAD_COMPARISONS.has(token.lower) || next?.kind !== 'column' || !this.model.isMeasure({ table: next.table, column: next.column })) return;
      const compared = this.intent.filters.some((filter) => (filter.kind === 'compare' || filter.kind === 'columns') && filterColumns(filter).some((column) => column.table === next.table && column.column === next.column));
      if (!compared) this.roles[i] = 'unmatched';
    });
  }

  /**
   * 'invoices paid in full this year' answered over every invoice paid this year, short-paid ones too: 'in full' that
   * no status value took is asked about, never dropped.
   */
  private keepUnreadFullness(): void {
    this.tokens.forEach((token, i) => {
      if (token.lower !== 'full' || this.tokens[i - 1]?.lower !== 'in' || this.roles[i] !== 'filler') return;
      if (this.targets[i - 2]?.kind !== 'value' && this.stateColumns[i - 2] === undefined) this.roles[i] = 'unmatched';
    });
  }

  /**
   * 'service sales at each branch', 'retail sales by brand' where no table or column is called sales: the money of the
   * lines that sell the thing named (appointment lines of services, till lines of products), ex tax where it is kept
   * apart.
   */
  private finishSalesOfThings(): void {
    const at = this.tokens.findIndex((token, i) => SALES_WORDS.has(token.lemma) && token.pos === 'NOUN' && (this.roles[i] === undefined || this.roles[i] === 'unmatched'));
    if (at < 0 || this.intent.measures.some((measure) => measure.column || measure.metric || measure.aggregate !== 'count')) return;
    const before = this.targets[at - 1];
    const boundBefore = this.roles[at - 1] === 'bound' && (before?.kind === 'table' || before?.kind === 'value');
    // 'retail sales' in a business that sells services too: the products sold over the counter.
    const retail = this.tokens[at - 1]?.lower === 'retail';
    // Only the lines of a thing named: a package's lines may as well be what it buys (a scrap yard's weighbridge tickets).
    const things = boundBefore && before ? [targetTable(before)] : retail ? [...this.model.tables.values()].filter((table) => table.words.some((word) => GOODS_WORDS.has(word))).map((table) => table.id) : [];
    const lines = this.saleLines().filter((line) => this.catalog.joins.some((join) => join.fromTable === line && things.includes(join.toTable)));
    const [line] = lines;
    if (lines.length !== 1 || !line) return;
    const amount = this.mainAmount(line);
    if (!amount || 'expression' in amount) return;
    this.intent.measures = [totalOf(amount, line)];
    // What was sold took place: lines of a cancelled or missed appointment sold nothing.
    for (const join of this.catalog.joins) if (join.fromTable === line && this.model.isWholeOf(join.toTable, line)) this.leaveOutCancelled(join.toTable);
    this.mark(at, at + 1, 'bound', `sales: ${humanize(amount.column)} of ${humanize(this.model.table(line).table.name)}`);
    // The thing named before says which lines; the lines are what the answer reads.
    if ((retail && !boundBefore) || before?.kind === 'table') {
      this.mark(at - 1, at, 'bound', `sales of ${humanize(this.model.table(things[0] ?? line).table.name)}`);
      this.targets[at - 1] = { kind: 'table', table: line };
    }
    // 'ex VAT' bound to another table's tax column: the lines' own, where they keep one.
    this.targets.forEach((target, i) => {
      if (target?.kind !== 'column' || target.table === line || !this.model.column({ table: target.table, column: target.column }).words.some((word) => TAX_WORDS.has(word))) return;
      const own = this.model.table(line).columns.find((column) => column.role === 'measure' && column.words.some((word) => TAX_WORDS.has(word)));
      if (own) this.targets[i] = { kind: 'column', ...own.ref };
    });
    this.noteTable(line);
  }

  /**
   * Tables of lines that sell something: named lines or items, with money of their own and a thing they point at. Not
   * the lines of what the business buys (purchase order lines, goods received), nor those of a whole that buys.
   */
  private saleLines(): string[] {
    const buying = (table: string) => this.model.table(table).words.some((word) => PURCHASE_WORDS.has(word));
    const wholeBuys = (table: string) => this.catalog.joins.some((join) => join.fromTable === table && this.model.isWholeOf(join.toTable, table) && buying(join.toTable));
    return [...this.model.tables.values()]
      .filter((table) => !buying(table.id) && !wholeBuys(table.id))
      .filter((table) => table.words.some((word) => LINE_WORDS.has(word)) && this.catalog.joins.some((join) => join.fromTable === table.id && this.model.labelColumns(join.toTable).length > 0))
      .filter((table) => {
        const amount = this.mainAmount(table.id);
        return amount !== undefined && !('expression' in amount) && this.model.column(amount).role === 'measure' && !this.model.column(amount).words.some((word) => ['qty', 'quantity', 'unit', 'units'].includes(word));
      })
      .map((table) => table.id);
  }

  /**
   * 'retail sales by club', 'did sales grow in 2025': rows named by a money noun, shown by period or group with no
   * measure named, are their amount, not their number ('how many sales' still counts them).
   */
  private finishMoneyNoun(anchor: string | undefined): void {
    const intent = this.intent;
    const counted = this.items.some((item) => item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'count');
    if (counted || intent.list || intent.rowRanking || intent.having.length > 0 || intent.measures.length > 1) return;
    if (intent.dimensions.length === 0 && !intent.grain && !intent.growth && intent.times.length < 2) return;
    const table = intent.subject ?? anchor;
    const only = intent.measures[0];
    if (!table || (only && !(only.aggregate === 'count' && !only.column && only.table === table))) return;
    // 'payments received by method': rows of money said with a verb of settling are their amount too.
    // Not when each payment is a group of its own ('accounts by payments received'): that ranks by them, unsaid how.
    const eachRow = intent.dimensions.some((dimension) => dimension.columns.some((column) => column.table === table && this.model.column(column).role === 'key'));
    const settled = !eachRow && this.tokens.some((token, i) => token.pos === 'VERB' && SETTLING_VERBS.has(token.lemma) && this.roles[i] !== 'bound');
    const named = this.tokens.some((token, i) => this.roles[i] === 'bound' && this.targets[i]?.kind === 'table' && targetTable(this.targets[i] as Target) === table && (MONEY_NOUNS.has(token.lemma) || (settled && PAYMENT_NOUNS.has(token.lemma))));
    const amount = named ? this.mainAmount(table) : undefined;
    if (!amount) return;
    intent.measures.splice(0, intent.measures.length, totalOf(amount, table));
  }

  /**
   * 'orders that shipped late', 'late deliveries', 'jobs completed on time': the date something happened against the
   * date it was due (required, promised, due). The date that happened is the one a verb names ('shipped'), or the
   * rows' only date of an end other than the due one; otherwise the word stays unmatched.
   */
  private finishLateness(anchor: string | undefined): void {
    const table = this.intent.subject ?? anchor;
    // 'rentals returned late' where invoices keep a late_chg: a column of other rows is not what 'late' says of these.
    const elsewhere = (i: number) => this.roles[i] === 'bound' && this.targets[i]?.kind === 'column' && targetTable(this.targets[i] as Target) !== table;
    const open = (i: number) => this.roles[i] === undefined || this.roles[i] === 'unmatched' || this.roles[i] === 'filler' || elsewhere(i);
    if (!table) return;
    const dates = this.model.dateColumns(table);
    const due = dates.filter((column) => this.model.column(column).words.some((word) => /^(due|req|prom|deadline|expect|target|sla)/.test(word)));
    if (due.length !== 1 || !due[0]) return;
    const deadline = due[0];
    // 'paid after their due date', 'returned past the due date': late, said against the deadline by name.
    const compared = this.intent.filters.some((filter) => filter.kind === 'columns' && [filter.column, filter.other].some((column) => column.table === deadline.table && column.column === deadline.column));
    const namesDeadline = (i: number) => {
      if (compared) return false;
      const k = ['the', 'their', 'its', 'his', 'her'].includes(this.tokens[i + 1]?.lower ?? '') ? i + 2 : i + 1;
      const target = this.targets[k];
      return this.roles[k] === 'bound' && target?.kind === 'column' && target.table === deadline.table && target.column === deadline.column;
    };
    const at = this.tokens.findIndex((token, i) => (open(i) && (['late', 'early', 'tardy'].includes(token.lower) || (token.lower === 'on' && this.tokens[i + 1]?.lower === 'time'))) || (['after', 'past', 'beyond', 'before'].includes(token.lower) && (open(i) || this.roles[i] === 'operator') && namesDeadline(i)));
    if (at < 0) return;
    const others = dates.filter((column) => column.column !== deadline.column);
    // The date a verb of the question names ('shipped late'), else the rows' one other date that ends something.
    const lemmas = new Set(this.tokens.map((token) => token.lemma));
    // 'reports that went out late' of rpt_dt: an event's date read as one that starts something (a report is made)
    // is still what happens after the deadline, where some rows have not reached it yet.
    const after = (column: ColumnRef) => this.model.dateKind(column) >= 2 || (this.model.dateKind(column) === 1 && this.model.column(column).column.nullCount > 0);
    // Such a date is named by its event's own word, never by 'date' ('past their MOT due date' names no sale).
    const eventWords = (column: ColumnRef) => this.model.column(column).words.filter((word) => this.model.dateKind(column) >= 2 || !DATE_WORDS.has(word));
    const named = others.filter((column) => after(column) && eventWords(column).some((word) => word.length > 3 && [...lemmas].some((lemma) => lemma.length > 3 && (word.startsWith(lemma.slice(0, 4)) || lemma.startsWith(word.slice(0, 4))))));
    const ends = others.filter((column) => this.model.dateKind(column) >= 2);
    const actual = named.length === 1 ? named[0] : named.length === 0 && ends.length === 1 ? ends[0] : undefined;
    if (!actual) return;
    const said = this.tokens[at]?.lower;
    const word = said === 'before' ? 'early' : said;
    const onTime = word === 'on';
    const operator: ComparisonOperator = onTime ? '<=' : word === 'early' ? '<' : '>';
    const end = onTime ? at + 2 : at + 1;
    // 'overdue, i.e. still open and past their target date': rows whose end has not come are past the deadline when
    // today is; an overdue reading has said so already.
    if (operator === '>' && this.notReached(actual)) {
      const cutoff = this.options.today;
      if (!this.intent.filters.some((other) => other.kind === 'date_range' && other.column.table === deadline.table && other.column.column === deadline.column)) {
        this.intent.filters.push({ kind: 'date_range', column: deadline, from: OPEN_START, to: cutoff, label: `${humanize(deadline.column)} before ${cutoff}` });
      }
      for (const item of this.items) if (item.kind === 'op' && item.start === at) this.usedOps.add(item);
      this.mark(at, end, 'bound', `${humanize(deadline.column)} before ${cutoff}`);
      this.noteTable(table);
      return;
    }
    const filter: Filter = { kind: 'columns', column: actual, operator, other: deadline, label: `${humanize(actual.column)} ${onTime ? 'on or before' : word === 'early' ? 'before' : 'after'} ${humanize(deadline.column)}` };
    this.intent.filters.push(filter);
    this.filterAt.set(filter, at);
    for (const item of this.items) if (item.kind === 'op' && item.start === at) this.usedOps.add(item);
    this.roles.fill(undefined, at, end);
    for (let i = at; i < end; i++) this.targets[i] = undefined;
    this.mark(at, end, 'bound', `${humanize(actual.column)} against ${humanize(deadline.column)}`);
    this.noteTable(table);
  }

  /**
   * 'which procedure codes brought in the most billed dollars on claims': grouped by what each line of a claim says,
   * the money is the lines' own amount, not the whole claim's counted again under every code of it. Only when the
   * lines have one amount of their own; otherwise the whole's amount stays, once per group.
   */
  private finishLineAmount(): void {
    const groups = this.intent.dimensions.flatMap((dimension) => dimension.columns);
    this.intent.measures = this.intent.measures.map((measure) => {
      const column = measure.aggregate === 'sum' && !measure.ratio && !measure.share ? measure.column : undefined;
      if (!column) return measure;
      const header = column.table;
      const lines = new Set(groups.filter((group) => group.table !== header && !this.model.reachesWithoutFanOut(header, group.table)).map((group) => this.model.path(header, group.table)?.find((step) => step.fansOut)?.toTable));
      const line = lines.size === 1 ? [...lines][0] : undefined;
      if (!line || !this.model.path(line, header) || !this.model.reachesWithoutFanOut(line, header)) return measure;
      // Parts of the whole (claim lines, order items), not rows that only point at it (deals of a product).
      const lineWords = this.model.table(line).words;
      if (!lineWords.some((word) => ['line', 'item', 'detail'].includes(word)) && !this.model.table(header).words.every((word) => lineWords.includes(word))) return measure;
      const amounts = this.model.table(line).columns.filter((candidate) => candidate.role === 'measure' && /\b(amount|total|value|billed|charge|price|revenue|sales|net|gross)\b/.test(candidate.words.join(' ')) && !/\b(unit|rate|percent|pct|discount|tax)\b/.test(candidate.words.join(' ')));
      const amount = amounts.length === 1 ? amounts[0] : undefined;
      if (!amount) return measure;
      // The words that named the whole's amount name the lines' now.
      this.tokens.forEach((_, i) => {
        const target = this.targets[i];
        if (target?.kind !== 'column' || target.table !== header || target.column !== column.column) return;
        this.targets[i] = { kind: 'column', ...amount.ref };
        this.meanings[i] = `${humanize(amount.column.name)} of ${humanize(this.model.table(line).table.name)}`;
      });
      return { ...measure, column: amount.ref, table: line, label: `total ${humanize(amount.column.name)}` };
    });
  }

  /**
   * 'how many tickets were sold' where a ticket row holds a quantity (a family's two adult tickets in one row): the
   * tickets sold are the quantity summed, not the rows. Only for rows named for what is sold (tickets, not order
   * lines) that have one quantity column.
   */
  private finishSoldUnits(): void {
    if (!this.tokens.some((token) => token.pos === 'VERB' && ['sell', 'buy', 'purchase'].includes(token.lemma))) return;
    const named = (table: string) => this.tokens.some((_, i) => this.roles[i] === 'bound' && this.targets[i]?.kind === 'table' && targetTable(this.targets[i] as Target) === table);
    this.countsAsQuantity((table) => (named(table) ? `${humanize(this.model.table(table).table.name)} sold` : undefined));
  }

  /**
   * Counts of rows that each keep how many of something they stand for (a ticket row for a family's two tickets, an
   * admission for a party of four) become that quantity summed, where `labelFor` gives a label, the rows are no lines
   * and they keep one quantity column.
   */
  private countsAsQuantity(labelFor: (table: string) => string | undefined): void {
    this.intent.measures = this.intent.measures.map((measure) => {
      const table = measure.aggregate === 'count' && !measure.column && !measure.ratio && !measure.share ? measure.table : undefined;
      const label = table ? labelFor(table) : undefined;
      if (!table || label === undefined) return measure;
      const model = this.model.table(table);
      if (model.words.some((word) => ['line', 'item', 'detail'].includes(word))) return measure;
      const quantities = model.columns.filter((column) => column.role === 'measure' && column.words.includes('quantity'));
      const quantity = quantities.length === 1 ? quantities[0] : undefined;
      return quantity ? { aggregate: 'sum', column: quantity.ref, table, label } : measure;
    });
  }


  /**
   * 'top 5 days by number of visitors' over admissions that each keep how many came in (qty): people counted on rows
   * that are not people themselves are the quantity summed, where the rows keep one quantity column.
   */
  private finishHeadCount(): void {
    this.countsAsQuantity((table) => {
      const saidAs = this.tokens.find((token, i) => this.roles[i] === 'bound' && this.targets[i]?.kind === 'table' && targetTable(this.targets[i] as Target) === table && HEAD_COUNT_WORDS.has(token.lemma) && !this.model.table(table).words.includes(token.lemma));
      return saidAs && !this.personLike(table) ? `${saidAs.lower} counted by head` : undefined;
    });
  }


  /**
   * 'animals in the park at the moment', 'pieces up in the gallery', 'how many species are on site': the business's
   * own place, named where the data keeps no places, is everywhere the rows are; it picks none of them.
   */
  private finishOwnPremises(): void {
    // Only where being there now was read as the rows' own state (not departed, not ended).
    if (!this.heldNow) return;
    this.tokens.forEach((_, i) => {
      const from = this.ownPremisesAt(i);
      if (from === undefined || (this.roles[i] !== undefined && this.roles[i] !== 'unmatched')) return;
      for (let k = from; k <= i; k++) if (this.roles[k] !== 'bound') this.roles[k] = 'filler';
      this.meanings[i] = 'our own premises: the rows there now';
    });
  }

  /** Where the phrase of the business's own place that ends at `i` starts ('in the park', 'on site'), if it is one. */
  private ownPremisesAt(i: number): number | undefined {
    const token = this.tokens[i];
    if (!token || token.pos !== 'NOUN' || this.targets[i] !== undefined) return undefined;
    if (!OWN_PREMISES.has(token.lemma) && !isKindOfPremises(token.lemma)) return undefined;
    const determiner = ['the', 'our'].includes(this.lowerAt(i - 1)) ? i - 1 : i;
    const preposition = this.lowerAt(determiner - 1);
    // 'on site' stands without a determiner; 'in the park' and 'at our yard' with one.
    const placed = determiner === i ? preposition === 'on' && token.lemma === 'site' : PLACE_PREPOSITIONS.has(preposition);
    // Only at the end of a clause: 'in the park's café' names something of it.
    const closes = i + 1 >= this.tokens.length || this.tokens[i + 1]?.pos === 'PUNCT' || ['at', 'right', 'now', 'that', 'which', 'who', 'this', 'last', 'in', 'on', 'currently', 'today', 'so'].includes(this.lowerAt(i + 1));
    return placed && closes ? determiner - 1 : undefined;
  }

  /**
   * 'current plan customers', 'agent bookings': a table named just before rows whose pointer to it some rows leave
   * empty names the rows that have one, not every row.
   */
  private finishPointerAsKind(): void {
    const used = (table: string) => this.intent.filters.some((filter) => (filter.kind === 'exists' && filter.table === table) || filterColumns(filter).some((column) => column.table === table)) || this.intent.dimensions.some((dimension) => dimension.columns.some((column) => column.table === table)) || this.intent.listColumns.some((column) => column.table === table) || this.intent.measures.some((measure) => measureTable(measure) === table);
    for (let i = 0; i + 1 < this.tokens.length; i++) {
      const owner = this.targets[i];
      const rows = this.targets[i + 1];
      if (owner?.kind !== 'table' || rows?.kind !== 'table' || this.roles[i] !== 'bound' || this.roles[i + 1] !== 'bound' || owner.table === rows.table || used(owner.table)) continue;
      const steps = this.model.path(rows.table, owner.table);
      const step = steps?.length === 1 ? steps[0] : undefined;
      if (!step || step.fansOut || !this.model.column({ table: step.fromTable, column: step.fromColumn }).column.nullCount) continue;
      this.intent.filters.push({ kind: 'exists', table: owner.table, filters: [], negated: false, label: `with a ${humanize(this.model.table(owner.table).table.name)}`, at: i });
      this.noteTable(rows.table);
    }
  }

  /**
   * 'someone other than Margaret Peacock': a name in parts (first and last) is one person. Negated, it is not that
   * person, never 'first name not Margaret and last name not Peacock'.
   */
  private finishNameParts(): void {
    for (let i = 0; i + 1 < this.tokens.length; i++) {
      const first = this.targets[i];
      const last = this.targets[i + 1];
      if (first?.kind !== 'value' || last?.kind !== 'value' || first.table !== last.table || first.column === last.column) continue;
      const labels = this.model.labelColumns(first.table).map((column) => column.column);
      if (labels.length !== 2 || !labels.includes(first.column) || !labels.includes(last.column) || !this.model.primaryKey(first.table)) continue;
      const partOf = (target: typeof first) => this.intent.filters.find((filter): filter is Extract<Filter, { kind: 'values' }> => filter.kind === 'values' && filter.column.table === target.table && filter.column.column === target.column && filter.values.length === 1 && filter.values[0] === target.value);
      const a = partOf(first);
      const b = partOf(last);
      if (!a || !b || !(a.negated || b.negated)) continue;
      const positive = (filter: Extract<Filter, { kind: 'values' }>): Filter => ({ ...filter, negated: false, label: `${humanize(filter.column.column)} is ${filter.values[0]}` });
      const person: Filter = { kind: 'exists', table: first.table, filters: [positive(a), positive(b)], negated: true, label: `not ${first.value} ${last.value}` };
      this.intent.filters = this.intent.filters.filter((filter) => filter !== b).map((filter) => (filter === a ? person : filter));
    }
  }

  /**
   * 'won deals that came in above $2k', 'orders over $500': an amount of money compared with nothing named is the
   * rows' own main amount, when they have one plain amount column.
   */
  private finishAmountComparison(anchor: string | undefined): void {
    const intent = this.intent;
    const op = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'compare' && item.operator.value !== undefined && !this.usedOps.has(item));
    if (!op || op.operator.op !== 'compare' || op.operator.value === undefined) return;
    // 'deals between $1k and $5k': a range is of the rows' own amount only, never of totals of other rows.
    const range = op.operator.upper !== undefined;
    const per = op.operator.per;
    // 'orders worth more than 2.5k': 'worth' says money as a currency sign would.
    const worth = ['worth', 'valued'].includes(this.tokens[op.start - 1]?.lower ?? '');
    // 'customers that spent more than $20k with us in 1997': a money verb before the amount compares the total of the
    // money their rows hold (their orders' revenue), per customer. 'spent more than 10k' says money without a sign.
    // Verbs of giving money out only: 'teachers making over $85k' is their own pay, not money of rows they have.
    const verb = this.tokens.slice(Math.max(0, op.start - 2), op.start).find((token) => token.pos === 'VERB' && ['spend', 'pay', 'buy', 'purchase', 'order', 'donate', 'give'].includes(token.lemma));
    const spent = verb !== undefined && ['spend', 'pay', 'donate'].includes(verb.lemma);
    if (!worth && !spent && !this.tokens.slice(op.start, op.end).some((token) => token.currency)) return;
    // Totals per row asked about are not read beside groups of their own; a row's own amount is.
    const grouped = intent.dimensions.length > 0 || intent.grain !== undefined || intent.having.length > 0;
    const table = intent.subject ?? anchor;
    // 'members who pay more than $50 a month': an amount the rows keep over that period (mo_rate), never totals.
    if (per) {
      const kept = table ? this.amountKeptPer(table, per) : undefined;
      if (!kept) return;
      intent.filters.push(this.amountCompared(kept, { ...op.operator, value: op.operator.value, percent: false }));
      this.usedOps.add(op);
      return;
    }
    const amount = table ? this.comparedAmount(table) : undefined;
    const money = !amount && verb && table ? this.moneyOf(table) : undefined;
    if (money && verb) {
      if (range || grouped) return;
      intent.having.push({ measure: money, operator: op.operator.operator, value: op.operator.value, label: `${money.label} ${operatorWord(op.operator.operator)} ${formatNumber(op.operator.value)}`, at: op.end });
      this.usedOps.add(op);
      this.mark(verb.index, verb.index + 1, 'bound', money.label);
      return;
    }
    // 'orders over $10k', 'orders worth more than 2.5k': rows with no amount of their own are worth the money of the
    // rows they are made of (an order's lines), one row at a time.
    const lines = !amount && table && (intent.subject === table || anchor === table) ? this.ownLinesMoney(table) : undefined;
    if (lines) {
      if (range || grouped) return;
      intent.having.push({ measure: lines, operator: op.operator.operator, value: op.operator.value, label: `${lines.label} ${operatorWord(op.operator.operator)} ${formatNumber(op.operator.value)}`, at: op.end });
      this.usedOps.add(op);
      if (worth) this.mark(op.start - 1, op.start, 'bound', lines.label);
      return;
    }
    if (!amount) return;
    intent.filters.push(this.amountCompared(amount, { ...op.operator, value: op.operator.value, percent: false }));
    this.usedOps.add(op);
  }

  /**
   * 'top 5 products by revenue, and how much each brought in': a closing 'how much each' or 'how many each' asks for
   * the figure the ranking already shows.
   */
  private finishRestatedMeasure(): void {
    // 'which customers spent more than 10000, and how much did each spend': a kept total is shown too.
    if (this.intent.measures.length === 0 && this.intent.having.length === 0) return;
    // 'reps with a win rate over 65% - show their rate': the rate named again after a possessive is the one shown.
    if (this.intent.measures.some((measure) => measure.rate || measure.share)) {
      // 'win rate on closed opps, as a %', 'in percent': a rate is shown in percent already.
      this.tokens.forEach((token, i) => {
        const unit = ['%', 'percent', 'percentage', 'pct'].includes(token.lower) && this.roles[i] !== 'bound';
        const as = this.tokens[i - 1]?.lower === 'as' ? [i - 1] : this.tokens[i - 1]?.lower === 'a' && this.tokens[i - 2]?.lower === 'as' ? [i - 2, i - 1] : this.tokens[i - 1]?.lower === 'in' ? [i - 1] : undefined;
        const closing = this.tokens.slice(i + 1).every((other) => other.pos === 'PUNCT');
        if (unit && as && closing) for (const at of [...as, i]) this.markUsed(at, 'filler');
      });
      this.tokens.forEach((token, i) => {
        if (['rate', 'rates', '%', 'percentage'].includes(token.lower) && this.roles[i] !== 'bound' && ['their', 'its', 'the', 'that'].includes(this.tokens[i - 1]?.lower ?? '') && this.tokens.slice(i + 1).every((other) => other.pos === 'PUNCT' || ['too', 'also', 'as', 'well'].includes(other.lower))) this.markUsed(i, 'filler');
      });
    }
    const ops = this.items.filter((item): item is OpItem => item.kind === 'op');
    for (const op of ops) {
      if (!(op.operator.op === 'how_much' || (op.operator.op === 'aggregate' && op.operator.aggregate === 'count'))) continue;
      // A 'how much' read already (as what is owed) may still close on 'each'.
      if (this.usedOps.has(op) && op.operator.op !== 'how_much') continue;
      // 'which countries have more than 8 customers? show the count too', '..., w/ counts': the count shown already.
      const closing = this.tokens.slice(op.end).every((token) => token.pos === 'PUNCT' || ['too', 'also', 'as', 'well'].includes(token.lower));
      if (op.operator.op === 'aggregate' && closing && this.intent.measures.some((measure) => measure.aggregate === 'count' && !measure.column)) {
        this.usedOps.add(op);
        continue;
      }
      // 'and how much does each owe', 'how much is overdue for each': between and after, only helping words and the
      // words that already said the figure.
      const restated = (k: number) => this.restatesEarlierWord(k, op.start);
      const each = ops.find((other) => other.start >= op.end && other.operator.op === 'each' && !this.usedOps.has(other) && this.tokens.slice(op.end, other.start).every((token, k) => RESTATING_HELPERS.has(token.lower) || restated(op.end + k)));
      const rest = this.tokens.slice(each ? each.end : op.end);
      if (!each || this.items.some((item) => item.kind === 'ref' && item.start >= each.end && !restated(item.start)) || rest.some((token, k) => (token.pos === 'NOUN' || token.pos === 'PROPN') && !restated(each.end + k))) continue;
      this.usedOps.add(op);
      this.usedOps.add(each);
      for (let k = op.end; k < this.tokens.length; k++) if (this.roles[k] !== 'bound' && k !== each.start && restated(k)) this.markUsed(k, 'filler');
    }
  }

  /** Whether the word at `at` says again a word bound before `before` ('owe' … 'how much does each owe'). */
  private restatesEarlierWord(at: number, before: number): boolean {
    const token = this.tokens[at];
    if (!token || !['VERB', 'ADJ', 'NOUN'].includes(token.pos) || this.roles[at] === 'bound') return false;
    return this.tokens.some((other, k) => k < before && this.roles[k] === 'bound' && other.lemma === token.lemma);
  }

  /** Whether the word at `at` was bound to a state: a value, or a yes/no column ('credit hold'). */
  private namesStateAt(at: number): boolean {
    const target = this.targets[at];
    if (this.roles[at] !== 'bound' || !target) return false;
    return target.kind === 'value' || (target.kind === 'column' && this.model.column(target).role === 'flag');
  }

  /** Whether the words at `start` follow 'is', 'are' or 'were' (with 'still' or 'currently' between). */
  private afterCopula(start: number): boolean {
    let at = start - 1;
    while (at >= 0 && ['still', 'currently', 'now', 'not', 'no', 'longer', 'in', 'on', 'at'].includes(this.tokens[at]?.lower ?? '')) at--;
    return at >= 0 && this.tokens[at]?.lemma === 'be';
  }

  /** The one amount of a table kept over a period, by its name (mo_rate, annual_fee), or its one plain amount that names none. */
  private amountKeptPer(table: string, per: TimeGrain): ColumnRef | undefined {
    const measures = this.model.table(table).columns.filter((column) => column.role === 'measure');
    const named = measures.filter((column) => periodOf(column.column.name) === per);
    if (named.length > 0) return named.length === 1 ? named[0]?.ref : undefined;
    const amount = this.comparedAmount(table);
    return amount && periodFits(amount.column, per) ? amount : undefined;
  }

  /** The amount column a bare amount of money compares: the only one, or the one a word of the question names ('paid'). */
  private comparedAmount(table: string): ColumnRef | undefined {
    // 'people who make over $100k': of people, their pay.
    const amounts = this.model.table(table).columns.filter((column) => column.role === 'measure' && column.words.some((word) => AMOUNT_WORDS.has(word) || ['amount', 'value', 'total', 'revenue', 'price', 'salary', 'wage', 'compensation', 'earnings'].includes(word)));
    const lemmas = new Set(this.tokens.flatMap((token) => [token.lemma, token.lower]));
    const named = amounts.filter((column) => column.words.some((word) => !['amount', 'value', 'total'].includes(word) && lemmas.has(word)) || column.rawWords.some((word) => lemmas.has(word.toLowerCase())));
    const chosen = amounts.length === 1 ? amounts[0] : named.length === 1 ? named[0] : undefined;
    return chosen?.ref;
  }

  /** 'no-shows last month?': a bare name with a question mark asks how many. */
  private finishBareCount(anchor: string | undefined): void {
    const intent = this.intent;
    const last = this.tokens[this.tokens.length - 1];
    const opener = this.items.find((item) => item.kind === 'op' && item.start === 0);
    if (last?.lower !== '?' || intent.measures.length > 0 || intent.dimensions.length > 0 || intent.rowRanking || intent.list || opener) return;
    // 'any accounts with no won deals?': which ones, if any.
    // 'do we have any customers in Japan?', 'is there a supplier in Japan?': the same, asked of the business.
    // 'customers that have never placed an order?', 'suppliers who ship to Spain?': rows a clause describes are listed.
    const describedRows = this.tokens.slice(1, 4).some((token) => ['that', 'who', 'whose'].includes(token.lower));
    if (this.tokens[0]?.lower === 'any' || describedRows || WHETHER_ANY.some((opening) => phraseStarts(this.tokens, opening))) {
      intent.list = true;
      return;
    }
    // 'when did we get our very first order?': the first or last date of those rows, not how many there are.
    const when = this.tokens[0]?.lower === 'when' ? this.tokens.find((token) => FIRST_OR_LAST[token.lower]) : undefined;
    // 'when did we last sell anything on Amazon': with no rows named, the rows the one condition is on.
    const filtered = new Set(intent.filters.flatMap((filter) => filterColumns(filter).map((column) => column.table)));
    const table = intent.subject ?? anchor ?? (when && filtered.size === 1 ? [...filtered][0] : undefined);
    if (when && table) {
      // The rows' own date: the only one, or the one named for the table (orders' order_date). Otherwise which date
      // is meant (a deal engaged or closed) is not said, and 'when' stays unmatched.
      const dates = this.model.dateColumns(table);
      const tableWords = this.model.table(table).words;
      // 'when did we last win a deal with Kan-code': rows in a closing status are dated by when they closed.
      const date = dates.length === 1 ? dates[0] : (dates.find((column) => this.model.column(column).words.some((word) => tableWords.includes(word))) ?? closingDate(this.model, intent.filters, dates));
      if (!date) return;
      const aggregate = FIRST_OR_LAST[when.lower] as 'min' | 'max';
      intent.measures.push({ aggregate, column: date, table: date.table, label: `${aggregate === 'min' ? 'first' : 'last'} ${humanize(date.column)}` });
      this.mark(when.index, when.index + 1, 'operator');
      return;
    }
    if (table) intent.measures.push({ aggregate: 'count', table, label: `number of ${humanize(this.model.table(table).table.name)}` });
  }

  /**
   * 'volunteer hours logged per month' where vol_hrs keeps each shift's hrs: rows named for the amount each keeps (a
   * table of hours, of miles) are counted in that amount, not in rows, when a word said names the table by its unit.
   */
  private finishTableOfAmounts(): void {
    const intent = this.intent;
    const [count, ...others] = intent.measures;
    const table = count?.table ?? intent.subject;
    if (others.length > 0 || !table || (count && (count.aggregate !== 'count' || count.column || count.metric || count.table !== table)) || (!count && (intent.list || intent.listColumns.length > 0 || intent.grain === undefined))) return;
    const unit = this.model.table(table).words.at(-1) ?? '';
    if (!MEASURE_UNIT_WORDS.has(unit)) return;
    // The unit said for the table: 'volunteer hours', not 'volunteer shifts'.
    const said = this.tokens.findIndex((token, i) => this.roles[i] === 'bound' && targetTable(this.targets[i] as Target) === table && (token.lemma === unit || singularLemma(token.lower) === unit));
    const amounts = this.model.table(table).columns.filter((column) => column.role === 'measure' && (column.words.includes(unit) || column.rawWords.some((raw) => expansionsOf(raw.toLowerCase()).includes(unit))));
    const amount = amounts.length === 1 ? amounts[0] : undefined;
    if (said < 0 || !amount) return;
    intent.measures = [{ aggregate: 'sum', column: amount.ref, table, label: `total ${humanize(amount.column.name)}` }];
  }

  /** A 'ratio of' one value, waiting for the value it is against. */
  private ratioOfValue?: Measure;

  /**
   * 'the ratio of common cards vs uncommon cards': the rows with one value counted against the rows with the other
   * value of the same column, not the first value's rate among the second's rows.
   */
  private finishRatioOfValues(): void {
    const measure = this.ratioOfValue;
    const rate = measure?.rate;
    if (!measure || !rate) return;
    // 'the lost:won ratio', 'a won/lost ratio': the first value written before a colon or slash is counted first.
    const joinedBefore = (filter: Filter) => [':', '/'].includes(this.tokens[(this.filterAt.get(filter) ?? -2) + 1]?.lower ?? '');
    const other = this.intent.filters.find((filter): filter is Extract<Filter, { kind: 'values' }> => {
      if (filter.kind !== 'values' || filter.negated || filter.values.length !== 1 || filter.column.table !== rate.column.table || filter.column.column !== rate.column.column) return false;
      const at = this.filterAt.get(filter) ?? -1;
      return joinedBefore(filter) || this.tokens.slice(0, at).some((token) => ['vs', 'versus', 'to', 'against'].includes(token.lower) || token.lower === 'vs.');
    });
    if (!other) return;
    const count = (value: string): Measure => ({ aggregate: 'avg', table: measure.table, share: { condition: [{ kind: 'values', column: rate.column, values: [value], label: `${humanize(rate.column.column)} is ${value}` }] }, label: `${value.toLowerCase()} rows` });
    const [first, second] = joinedBefore(other) ? [other.values[0] as string, rate.value] : [rate.value, other.values[0] as string];
    this.intent.filters = this.intent.filters.filter((filter) => filter !== other);
    this.intent.measures.splice(this.intent.measures.indexOf(measure), 1, { aggregate: 'avg', table: measure.table, ratio: { numerator: count(first), denominator: count(second) }, label: `ratio of ${first.toLowerCase()} to ${second.toLowerCase()}` });
  }

  /**
   * 'claim denial rate' where denial_rsn is a column nothing in the answer uses yet: the word linked to it as a column
   * is free to say the state instead.
   */
  private unusedColumnAt(i: number): boolean {
    const target = this.targets[i];
    if (target?.kind !== 'column') return false;
    const same = (column: ColumnRef) => column.table === target.table && column.column === target.column;
    const used = [
      ...this.intent.dimensions.flatMap((dimension) => dimension.columns),
      ...this.intent.listColumns,
      ...this.shownColumns,
      ...this.intent.filters.flatMap(filterColumns),
      ...this.intent.measures.flatMap((measure) => (measure.column ? [measure.column] : [])),
    ];
    return !used.some(same);
  }

  /**
   * 'cancellation rate by month', 'refund rate by restaurant': the noun of a state before 'rate' is the share of the
   * rows in that state, read as the state's qualifier would be ('cancelled' orders).
   */
  private finishStateRate(anchor: string | undefined): void {
    if (this.intent.measures.some((measure) => measure.rate || measure.share)) return;
    for (const item of this.rateWordsLeft()) {
      const noun = this.tokens[item.start - 1];
      const state = noun ? (STATE_NOUNS[noun.lower] ?? STATE_NOUNS[noun.lemma]) : undefined;
      if (!noun || !state || (this.roles[item.start - 1] === 'bound' && !this.unusedColumnAt(item.start - 1))) continue;
      const before = this.intent.filters.length;
      const linked = this.targets[item.start - 1];
      // 'refund rate' where tickets keep rfnd_yn: the share of the rows with the flag the noun names.
      const flag = linked?.kind === 'column' && this.model.column({ table: linked.table, column: linked.column }).role === 'flag' ? { table: linked.table, column: linked.column } : undefined;
      this.targets[item.start - 1] = undefined;
      if (flag) {
        this.mark(item.start - 1, item.start, 'bound', `${humanize(flag.column)} is set`);
        this.intent.filters.push(flagSet(flag));
      } else if (!this.qualifierFilter(item.start - 1, item.start, this.intent.subject ?? anchor, false, false, state) || this.intent.filters.length !== before + 1) {
        this.targets[item.start - 1] = linked;
        continue;
      }
      let condition = this.intent.filters.pop() as Filter;
      // A state kept in a lookup of states (ord_status.status_cd = 'X') is the state of the rows that point at it.
      if (condition.kind === 'values') {
        const { column } = condition;
        const pointers = this.catalog.joins.filter((join) => join.toTable === column.table && join.toColumn === column.column && join.fromTable !== column.table);
        if (pointers.length > 1) continue;
        const pointer = pointers[0];
        if (pointer) {
          const states = column.table;
          condition = { ...condition, column: { table: pointer.fromTable, column: pointer.fromColumn } };
          this.intent.tables = this.intent.tables.filter((noted) => noted !== states);
        }
      }
      const table = filterColumns(condition)[0]?.table;
      // A list of states itself has no rate: its rows are states, not the things in them.
      const lookup = (id: string) => this.model.dateColumns(id).length === 0 && this.catalog.joins.some((join) => join.toTable === id && join.fromTable !== id);
      if (!table || lookup(table)) continue;
      // 'test pass rate by month' where tests not sat yet have no result: a rate of an outcome is of the rows that have
      // one, and a month with none has no rate.
      const outcome = condition.kind === 'values' && !condition.negated ? condition.column : undefined;
      if (outcome && this.model.column(outcome).column.nullCount > 0) this.intent.filters.push({ kind: 'not_null', column: outcome, label: `${humanize(outcome.column)} is set` });
      this.intent.measures.push({ aggregate: 'avg', table, share: { condition: [condition] }, label: `${noun.lower} rate (%)` });
      this.noteTable(table);
      this.usedOps.add(item);
      return;
    }
  }

  /**
   * 'escalation rate by category for tickets opened this year' where escalations are rows of their own, each of one
   * ticket: the share of the tickets that have one. Only with the rows named, one of which each record belongs to.
   */
  private finishRecordRate(): void {
    if (this.intent.measures.some((measure) => measure.rate || measure.share)) return;
    for (const item of this.rateWordsLeft()) {
      const record = this.targets[item.start - 1];
      if (record?.kind !== 'table' || this.roles[item.start - 1] !== 'bound') continue;
      // 'escalation rate by category': the rows may be named by the column they are grouped by.
      const grouped = this.intent.dimensions.flatMap((dimension) => dimension.columns.map((column) => column.table));
      const rows = [...new Set([...this.tablesNamedBefore(), ...grouped])].filter((table) => table !== record.table && this.model.reachesWithoutFanOut(record.table, table));
      const key = this.model.table(record.table).columns.find((column) => column.role === 'key');
      if (rows.length !== 1 || !rows[0] || !key) continue;
      const table = rows[0];
      const noun = this.tokens[item.start - 1]?.lower ?? humanize(record.table);
      this.intent.measures = this.intent.measures.filter((measure) => !(measure.aggregate === 'count' && !measure.column && (measure.table === table || measure.table === record.table)));
      this.intent.measures.push({ aggregate: 'avg', table, share: { condition: [{ kind: 'not_null', column: key.ref, label: `with ${humanize(record.table)}` }] }, label: `${noun} rate (%)` });
      if (this.intent.subject === record.table) this.intent.subject = table;
      this.noteTable(table);
      this.usedOps.add(item);
      return;
    }
  }

  /** The word 'rate' after some word, where nothing read it yet ('denial rate', 'escalation rate'). */
  private rateWordsLeft(): OpItem[] {
    return this.items.filter((item): item is OpItem => item.kind === 'op' && item.operator.op === 'rate' && item.operator.word === 'rate' && !this.usedOps.has(item) && item.start > 0);
  }

  /** Tables with a reference to a table's rows, other than the table itself. */
  private tablesPointingAt(table: string): string[] {
    return [...new Set(this.catalog.joins.filter((join) => join.toTable === table && join.fromTable !== table).map((join) => join.fromTable))];
  }

  /**
   * 'cost per click', 'revenue per kilogram shipped': one amount of the rows over another of theirs, both added up
   * first. Not 'revenue per customer', whose rows are counted.
   */
  private finishPerUnit(): void {
    const per = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'group' && item.operator.word === 'per' && item.end === item.start + 1);
    if (!per) return;
    // 'average engagement time per session' of daily rows that count their sessions (sess_cnt): the time over the
    // sessions counted, not the average day's.
    const counted = this.totalNamedAt(per.end) ? undefined : this.countKeptOfRowsAt(per.end);
    const read = this.intent.measures.length === 1 && this.intent.measures[0]?.column && ['avg', 'sum'].includes(this.intent.measures[0].aggregate) ? this.intent.measures[0].column : undefined;
    const numerator = this.totalNamedAt(per.start - 1) ?? (counted && read && read.table === counted.table ? totalOf(read, read.table) : undefined);
    const denominator = this.totalNamedAt(per.end) ?? (counted ? totalOf(counted, counted.table) : undefined);
    if (!numerator || !denominator?.column || JSON.stringify(numerator.column ?? numerator.metric) === JSON.stringify(denominator.column)) return;
    const table = denominator.column.table;
    if (numerator.table !== table || this.intent.measures.length > 1) return;
    // The whole of what 'per' named was read as one measure already (the clicks): it is the divisor now.
    const only = this.intent.measures[0];
    if (only && !(only.column && [numerator.column, denominator.column].some((column) => column && column.table === only.column?.table && column.column === only.column.column))) return;
    this.intent.measures = [{ aggregate: 'avg', table, ratio: { numerator, denominator }, label: `${numerator.label.replace(/^total /, '')} per ${denominator.label.replace(/^total /, '')}` }];
    this.usedOps.add(per);
  }

  /**
   * 'how many winter tyres have we got in stock' where stock lines (tyre_stk) keep how many are on hand (qoh): the
   * tyres held are that quantity added up, not the lines or a column that shares the tyres' name (tyre_sz) counted.
   * Not 'how many tyre sizes do we stock', whose counted noun is no word of the stock's name.
   */
  private finishCountHeldInStock(): void {
    const held = this.tokens.some((token, k) => (token.lower === 'in' && this.lowerAt(k + 1) === 'stock') || (token.lower === 'on' && this.lowerAt(k + 1) === 'hand'));
    const [only, ...more] = this.intent.measures;
    if (!held || !only || more.length > 0 || !['count', 'count_distinct'].includes(only.aggregate) || only.ratio || only.share) return;
    const table = only.column?.table ?? only.table;
    if (!table) return;
    const stock = stockQuantityOf(this.model.table(table));
    const names = this.model.table(table).words;
    // The noun counted is the stock's own item, said in the plural and spelled as the name is ('tyres' of tyre_stk,
    // which the lemma makes 'tire').
    const plural = (token: Token) => token.pos === 'NOUN' && /[^s]s$/.test(token.lower);
    const countedAt = this.tokens.findIndex((token) => plural(token) && [token.lemma, token.lower.slice(0, -1), singularLemma(token.lower)].some((word) => names.includes(word)));
    const countedTarget = this.targets[countedAt];
    const ofCounted = countedAt >= 0 && (only.column === undefined || (countedTarget?.kind === 'column' && countedTarget.table === only.column.table && countedTarget.column === only.column.column) || countedTarget?.kind === 'table');
    if (!stock || !ofCounted) return;
    this.intent.measures = [totalOf(stock.ref, table)];
    this.roles[countedAt] = 'bound';
    this.targets[countedAt] = { kind: 'column', ...stock.ref };
    this.meanings[countedAt] = `held in stock (${humanize(stock.column.name)})`;
  }

  /** The one count the rows named at `at` keep of the things their name says (sess_cnt of sess_dly for 'session'). */
  private countKeptOfRowsAt(at: number): ColumnRef | undefined {
    const target = this.targets[at];
    const word = this.tokens[at]?.lemma ?? '';
    if (this.roles[at] !== 'bound' || target?.kind !== 'table') return undefined;
    const counts = this.model.table(target.table).columns.filter((column) => column.role === 'measure' && column.words.includes(word) && column.words.some((other) => ['count', 'number'].includes(other)));
    return counts.length === 1 ? counts[0]?.ref : undefined;
  }

  /** The total of the amount (a measure column or a metric) the word at `at` was bound to, if it was. */
  private totalNamedAt(at: number): Measure | undefined {
    const target = this.targets[at];
    if (this.roles[at] !== 'bound' || !target) return undefined;
    if (target.kind === 'metric') return { aggregate: 'sum', metric: target.metric, table: target.metric.table, label: target.metric.name };
    return target.kind === 'column' && this.model.isMeasure(target) ? totalOf({ table: target.table, column: target.column }, target.table) : undefined;
  }

  /** 'freight as a % of net revenue', 'refunds as a share of sales': one amount over another, in percent. */
  private finishPartOfWhole(): void {
    const asAt = (item: OpItem) => (this.tokens[item.start - 1]?.lower === 'as' ? item.start - 1 : ['a', 'an'].includes(this.tokens[item.start - 1]?.lower ?? '') && this.tokens[item.start - 2]?.lower === 'as' ? item.start - 2 : -1);
    const share = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'rate' && !this.usedRates.has(item) && SHARE_WORDS.has(item.operator.word) && asAt(item) > 0);
    const only = this.intent.measures.length === 1 ? this.intent.measures[0] : undefined;
    // '… as a percentage of payments': rows of money are their amount.
    const money = only?.aggregate === 'count' && !only.column && only.table && this.isMoneyTable(only.table) ? this.mainAmount(only.table) : undefined;
    const whole = money && only?.table ? totalOf(money, only.table) : only;
    if (!share || !whole || whole.aggregate !== 'sum' || whole.share || whole.ratio) return;
    const part = this.totalNamedAt(asAt(share) - 1);
    // 'overtime hours as a share of total hours' where both read the same column: no part and whole to tell apart.
    if (!part || JSON.stringify(part.column ?? part.metric) === JSON.stringify(whole.column ?? whole.metric)) return;
    this.intent.measures = [{ aggregate: 'avg', table: whole.table, ratio: { numerator: part, denominator: whole, percent: true }, label: `${part.label} as % of ${whole.label}` }];
    this.freeMeasures.splice(0, this.freeMeasures.length, ...this.freeMeasures.filter((measure) => JSON.stringify(measure.column ?? measure.metric) !== JSON.stringify(part.column ?? part.metric)));
    this.usedRates.add(share);
    this.usedOps.add(share);
  }

  /**
   * 'what percentage of open deals have no account', 'what share of won revenue comes from the GTK 500': the
   * conditions after what the share is of are what is counted (or summed); the others, the whole it is a share of.
   */
  private finishShare(anchor: string | undefined): void {
    const share = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'rate' && !this.usedRates.has(item) && SHARE_WORDS.has(item.operator.word));
    if (!share) return;
    // 'by what percent did it grow': the percent is the change's unit.
    if (this.intent.growth) {
      this.usedOps.add(share);
      return;
    }
    const intent = this.intent;
    const after = intent.filters.filter((filter) => (this.filterAt.get(filter) ?? -1) > share.start && filter.kind !== 'date_range');
    // 'reps winning more than 65% of the deals they close': a condition said before the percentage compared is the
    // part; the rows after it, with their own conditions, the whole.
    const compared = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'compare' && item.operator.percent === true && item.end === share.start);
    const partBefore = compared ? intent.filters.filter((filter) => filter.kind !== 'date_range' && (this.filterAt.get(filter) ?? Infinity) < compared.start) : [];
    const rows = compared ? (this.tableNamedIn(share.end, this.tokens.length) ?? intent.subject ?? anchor) : undefined;
    if (partBefore.length > 0 && rows) {
      // A part that holds every row of the whole ('winning … of the deals they close (won vs lost)' read as won or
      // lost) is 100% whatever the data: not answered.
      const wholeToo = partBefore.some((part) => part.kind === 'values' && !part.negated && intent.filters.some((other) => other !== part && other.kind === 'values' && !other.negated && other.column.table === part.column.table && other.column.column === part.column.column && other.values.every((value) => part.values.includes(value))));
      if (wholeToo) return;
      this.usedOps.add(share);
      intent.filters = intent.filters.filter((filter) => !partBefore.includes(filter));
      intent.measures = intent.measures.filter((measure) => !(measure.aggregate === 'count' && (measure.table ?? rows) === rows));
      intent.measures.unshift({ aggregate: 'avg', table: rows, share: { condition: partBefore }, label: `share ${partBefore.map((filter) => filter.label).join(' and ')} (%)` });
      this.noteTable(rows);
      return;
    }
    // 'what percentage of open deals have no account': the conditions of the phrase the share is of ('open') set the
    // whole; those after it ('no account') the part. With none after it, its own conditions are the part.
    // 'what share of this year's paid orders came in through the app': with time words between, the phrase it is of
    // runs to the first table named after it.
    const firstTable = this.tokens.findIndex((_, i) => i > share.start && this.roles[i] === 'bound' && this.targets[i]?.kind === 'table');
    // "each office's % share of total 2017 won revenue": with 'total' and time words first, the phrase runs to the amount.
    const firstAmount = this.tokens.findIndex((_, i) => i > share.start && this.roles[i] === 'bound' && (this.targets[i]?.kind === 'metric' || (this.targets[i]?.kind === 'column' && this.isMeasurable(this.targets[i] as Target))));
    let of: { start: number; end: number } | undefined = this.ratePhrases.find((phrase) => phrase.start >= share.start) ?? (firstTable > 0 ? { start: share.end, end: firstTable + 1 } : firstAmount > 0 ? { start: share.end, end: firstAmount + 1 } : undefined);
    // "what % of each carrier's shipped orders went out late": the whole is what the owner has (orders), and the words
    // between ('shipped') narrow it.
    const possessive = (i: number) => isPossessive(this.tokens[i]);
    const owner = of;
    if (owner && [owner.end - 1, owner.end].some(possessive)) {
      const possessed = this.tokens.findIndex((_, i) => i >= owner.end && !possessive(i) && this.roles[i] === 'bound' && this.targets[i]?.kind === 'table');
      if (possessed > 0) of = { start: possessed, end: possessed + 1 };
    }
    // 'of the jobs we delivered in 2026 had …': a clause with a subject of its own right after the whole's noun says
    // which rows the whole is, up to the verb the part is said with.
    const subjectAt = of && this.tokens[of.end]?.pos === 'PRON' && this.tokens[of.end + 1]?.pos === 'VERB' ? of.end : -1;
    const clauseVerb = subjectAt >= 0 ? this.tokens.findIndex((token, i) => i > subjectAt + 1 && (token.pos === 'VERB' || token.pos === 'AUX')) : -1;
    const inWholeClause = (filter: Filter) => clauseVerb > 0 && (this.filterAt.get(filter) ?? -1) >= subjectAt && (this.filterAt.get(filter) ?? -1) < clauseVerb;
    let later = of ? after.filter((filter) => (this.filterAt.get(filter) ?? -1) >= of.end && !inWholeClause(filter)) : [];
    // 'share of cards in Core Set 2025 that are uncommon': what comes before the relative clause narrows the whole;
    // the clause says the part.
    const relative = of ? this.tokens.findIndex((token, i) => i >= of.end && ['that', 'which', 'who', 'whose'].includes(token.lower)) : -1;
    if (relative > 0) {
      const part = later.filter((filter) => (this.filterAt.get(filter) ?? -1) > relative);
      if (part.length > 0 && part.length < later.length) later = part;
    }
    // 'what percent of the deals we lost in 2017 were GTK 500 deals': the last 'were' after the whole's own conditions
    // starts the part, with or without a relative pronoun before it.
    // So does 'came from', 'went to': 'what % of the value of completed visits came from schools'.
    const cameFrom = (token: Token, i: number) => ['come', 'go'].includes(token.lemma) && token.pos === 'VERB' && ['from', 'to', 'through', 'via'].includes(this.lowerAt(i + 1));
    let copula = -1;
    if (of) this.tokens.forEach((token, i) => {
      if (i > Math.max(of.end, relative + 1) && (COPULAS.has(token.lower) || cameFrom(token, i))) copula = i;
    });
    if (copula > 0) {
      const part = later.filter((filter) => (this.filterAt.get(filter) ?? -1) > copula);
      if (part.length > 0 && part.length < later.length) later = part;
    }
    // 'what % of completed orders got a refund': rows of another table named after it are the part's condition.
    const whole = of ? this.tableNamedIn(of.start, of.end) : undefined;
    const other = of ? this.tableNamedIn(of.end, this.tokens.length) : undefined;
    // Only rows the whole may lack: rows it has many of (refunds of orders), or a parent through a key some rows leave
    // empty (requests reported by a tenant). Every order has its one customer, so 'by the customer' is no part.
    const mayLack = (from: string, to: string) => (this.model.path(from, to) ?? []).some((step) => step.fansOut || step.optional || this.model.column({ table: step.fromTable, column: step.fromColumn }).column.nullCount > 0);
    if (later.length === 0 && whole && other && other !== whole && this.model.path(whole, other) && mayLack(whole, other)) {
      const exists: Filter = { kind: 'exists', table: other, filters: [], negated: false, label: `with ${humanize(this.model.table(other).table.name)}` };
      intent.filters.push(exists);
      this.filterAt.set(exists, of?.end ?? share.end);
      later.push(exists);
      intent.subject = whole;
    }
    const saidBefore = this.partSaidBefore ? intent.filters.filter((filter) => this.filterAt.get(filter) === this.partSaidBefore?.start) : [];
    const condition = later.length > 0 ? later : after.length > 0 ? after : saidBefore;
    // 'what share of won revenue came from each sector': conditions inside the phrase it is of ('won') set the whole,
    // and the groups are the parts.
    const inside = (filter: Filter) => of !== undefined && (this.filterAt.get(filter) ?? -1) >= of.start && (this.filterAt.get(filter) ?? -1) < of.end;
    const rated = intent.measures.some((measure) => measure.rate || measure.share || measure.ratio || measure.aggregate === 'avg');
    if (later.length === 0 && of && intent.dimensions.length > 0 && intent.measures.length > 0 && condition.length > 0 && condition.every(inside)) {
      // A rate per group is a share already: not a share of a share.
      if (!rated) intent.shareOfTotal = true;
      this.usedOps.add(share);
      return;
    }
    if (condition.length === 0) {
      // A rate per group is a share already ('what % of closed deals did each office win'): not a share of a share.
      if (rated && intent.dimensions.length > 0) this.usedOps.add(share);
      else if (intent.dimensions.length > 0 && intent.measures.length > 0) {
        intent.shareOfTotal = true;
        this.usedOps.add(share);
      }
      return;
    }
    this.usedOps.add(share);
    intent.filters = intent.filters.filter((filter) => !condition.includes(filter));
    // 'what share of our 1997 revenue came from Beverages': a metric named only after time words is still the whole.
    const freeMetric = this.freeMeasures.find((measure) => measure.metric);
    if (!intent.measures.some((measure) => measure.aggregate === 'sum' && !measure.share) && freeMetric) {
      this.freeMeasures.splice(this.freeMeasures.indexOf(freeMetric), 1);
      intent.measures.push(freeMetric);
    }
    const summed = intent.measures.find((measure) => measure.aggregate === 'sum' && !measure.share);
    // 'what percentage of the transactions … took place at stations in SVK': the rows the share is of are the whole.
    const table = summed?.table ?? whole ?? intent.subject ?? anchor;
    if (!table) return;
    if (whole && !summed) intent.subject = whole;
    intent.measures = intent.measures.filter((measure) => measure !== summed && !(measure.aggregate === 'count' && (measure.table ?? table) === table));
    intent.measures.unshift({ aggregate: 'avg', table, share: { condition, ...(summed && { measure: summed }) }, label: `share ${condition.map((filter) => filter.label).join(' and ')} (%)` });
    this.noteTable(table);
  }

  /**
   * 'what % of jobs delivered … of being booked' where BKD and DLV are states of one status column: a condition keeping
   * rows in one state beside a share of rows in another can only give nothing. The condition's words are not
   * understood, and the question goes back naming them.
   */
  private finishStatesAtOdds(): void {
    const shared = this.intent.measures.flatMap((measure) => measure.share?.condition ?? []).filter((filter): filter is Extract<Filter, { kind: 'values' }> => filter.kind === 'values' && !filter.negated);
    if (shared.length === 0) return;
    const atOdds = (filter: Filter) => filter.kind === 'values' && !filter.negated && shared.some((part) => sameColumns([part.column], [filter.column]) && !part.values.some((value) => filter.values.includes(value)));
    for (const filter of this.intent.filters.filter(atOdds)) {
      this.intent.filters.splice(this.intent.filters.indexOf(filter), 1);
      // The words that said the state: where the condition was read, or a word bound to one of its values.
      const said = (k: number) => this.filterAt.get(filter) === k || (this.roles[k] === 'bound' && this.meanings[k] === filter.label);
      this.tokens.forEach((_, k) => {
        if (!said(k)) return;
        this.roles[k] = 'unmatched';
        this.meanings[k] = undefined;
      });
    }
  }

  /** The table named just before the word at `at`, past a pronoun and 'that' or 'which': 'invoices we raised'. */
  private rowsNamedBefore(at: number): string | undefined {
    let k = at - 1;
    while (k >= 0 && ['we', 'they', 'you', 'i', 'that', 'which', 'were', 'was'].includes(this.lowerAt(k))) k--;
    const target = this.targets[k];
    return k >= 0 && target?.kind === 'table' && this.roles[k] === 'bound' ? target.table : undefined;
  }

  /** The one pair of a table's dates that open and close a stay: ld_dt and unld_dt, check_in and check_out, admit and discharge. */
  private stayDates(table: string): [ColumnRef, ColumnRef] | undefined {
    const dates = this.model.dateColumns(table);
    const head = (column: ColumnRef) => this.model.column(column).rawWords.map((word) => word.toLowerCase()).filter((word) => !DATE_WORDS.has(word)).join(' ');
    const pairs: [ColumnRef, ColumnRef][] = [];
    for (const opening of dates) {
      for (const closing of dates) {
        const [a, b] = [head(opening), head(closing)];
        // A short stem ('in', 'arr') is a whole word ('in_dt'), never the start of another ('inv_dt').
        const opens = (head: string, stem: string) => (stem.length <= 3 ? head === stem || head.startsWith(`${stem} `) : head.startsWith(stem));
        if (opening !== closing && a && b && (b === `un${a}` || STAY_ENDS.some(([start, end]) => opens(a, start) && opens(b, end)))) pairs.push([opening, closing]);
      }
    }
    return pairs.length === 1 ? pairs[0] : undefined;
  }

  /** The two dates a number of days runs between: named ('from order date to ship date'), or a row's end and start. */
  private durationDates(unitAt: number, anchor: string | undefined): { from: ColumnRef; to: ColumnRef; rows: string; start: string; named: { column: ColumnRef; at: number }[]; calendar?: boolean } | undefined {
    const namedDate = this.targets.find((target): target is Extract<Target, { kind: 'column' }> => target?.kind === 'column' && this.model.isDate({ table: target.table, column: target.column }));
    const subject = this.intent.subject ?? anchor ?? namedDate?.table;
    // The dates may be those of rows below the subject ('shippers by average days from order to shipment': the
    // orders'); the table whose dates the words name most is the one measured.
    // Dates found as the state the rows reach ('to get approved': the decision date): the span's end.
    const reachedEnds = new Set<string>();
    const namedIn = (table: string) => {
      const dates = [table, ...this.model.reachable(table).filter((other) => this.model.reachesWithoutFanOut(table, other))].flatMap((id) => this.model.dateColumns(id));
      const found: { column: ColumnRef; at: number }[] = [];
      const explicit: { column: ColumnRef; at: number }[] = [];
      this.tokens.forEach((token, i) => {
        // 'since the start of September': words of a period name no date of the rows.
        if (i === unitAt || isFunctionWord(token) || this.inTimeWords(i)) return;
        const target = this.targets[i];
        // 'days in transit', 'transit time': a span named for what happens between two events is those events' dates.
        const between = target === undefined ? NAMED_SPANS[token.lemma] : undefined;
        if (between) {
          const ends = between.map((stems) => dates.filter((column) => this.model.column(column).words.some((word) => stems.includes(dateStem(word)))));
          if (ends.every((candidates) => candidates.length === 1)) for (const [column] of ends) if (column) found.push({ column, at: i });
          return;
        }
        const bound = target?.kind === 'column' && dates.find((column) => column.table === target.table && column.column === target.column);
        // 'delivered' names dlvd_dt more than prom_dlv_dt, whose other word ('promised') it does not say.
        // 'resolution' names resolved_at through its verb.
        const verbs = token.pos === 'NOUN' && target?.kind !== 'table' ? derivedForms(token.lemma, 'noun', 'verb').map(dateStem) : [];
        // 'between order date and delivery date', 'from order to delivery': rows named as one end of the span name the
        // date they start on, before another table's date that shares a word (customers' first_order_dt).
        const endpoint = this.tokens[i + 1]?.lemma === 'date' || ['from', 'between', 'to', 'and', 'until'].includes(this.tokens[i - 1]?.lower ?? '');
        const says = (word: string) => word.length > 2 && (word === token.lemma || dateStem(word) === dateStem(token.lemma) || dateStem(word) === dateStem(token.lower) || verbs.includes(dateStem(word)));
        const ownWords = (column: ColumnRef) => this.model.column(column).words.filter((word) => !DATE_WORDS.has(word));
        const closest = (saying: (word: string) => boolean) => dates.filter((column) => ownWords(column).some(saying)).sort((a, b) => ownWords(a).filter((word) => !saying(word)).length - ownWords(b).filter((word) => !saying(word)).length)[0];
        // 'from order to delivery' where purchase orders keep rcv_dt: the same event seen from the other side.
        // So is a state the rows reach ('to get approved') where no date says it.
        const reached = token.pos === 'VERB' && target?.kind !== 'table';
        const otherSide = endpoint || reached ? [token.lemma, token.lower, ...verbs].flatMap((word) => SAME_EVENT[dateStem(word)] ?? []) : [];
        // 'the invoices we raised': a verb said of the rows just named is their own event, never another table's
        // date that shares its word (the customer's opened_dt).
        const saidOf = reached ? this.rowsNamedBefore(i) : undefined;
        const sideOf = otherSide.length > 0 ? closest((word) => otherSide.includes(dateStem(word))) : undefined;
        if (saidOf && sideOf && sideOf.table !== saidOf) return;
        const saidOutright = closest(says);
        const byWord = saidOutright ?? sideOf;
        if (reached && !saidOutright && sideOf) reachedEnds.add(`${sideOf.table}.${sideOf.column}`);
        // 'how long do customers take to pay': the event after 'to' is one the rows reach, the end of the span.
        const toReach = reached && (this.tokens[i - 1]?.lower === 'to' || (this.tokens[i - 2]?.lower === 'to' && ['get', 'be', 'become'].includes(this.tokens[i - 1]?.lemma ?? '')));
        // 'convert' names conv_dt, 'hired' hire_dt: a shortened name word the word starts with. So does an event
        // named as an end of the span ('from screening to randomization': scr_dt, rand_dt).
        const byVerb = bound || byWord || (token.pos !== 'VERB' && !(endpoint && token.pos === 'NOUN')) ? [] : this.datesNamedByWord(token, [...new Set(dates.map((date) => date.table))]);
        const shortened = dates.filter((date) => byVerb.some((other) => other.table === date.table && other.column === date.column));
        const own = bound || target?.kind !== 'table' || !endpoint || (byWord && byWord.table === target.table) ? undefined : dates.find((date) => date.table === target.table && this.model.dateKind(date) <= 1);
        const column = bound || own || byWord || (shortened.length === 1 ? shortened[0] : undefined);
        if (bound) explicit.push({ column: bound, at: i });
        if (column && toReach) reachedEnds.add(`${column.table}.${column.column}`);
        const again = column ? found.find((entry) => entry.column.column === column.column && entry.column.table === column.table) : undefined;
        // 'for school visits …, days between the booking being made and the visit': the date said again after the unit
        // is the end of the span; the one before it only said which rows.
        if (again && again.at < unitAt && i > unitAt) again.at = i;
        else if (column && !again) found.push({ column, at: i });
      });
      // 'average days in the kiln' on charges kept with a load and an unload date: a stay in a place, said with no
      // event named, runs between the one pair of dates that opens and closes it.
      // 'the average number of days they were in store': the same, said of the rows.
      const inAt = this.stayPlaceAt(unitAt);
      const stay = found.length < 2 && inAt >= 0 ? this.stayDates(table) : undefined;
      if (stay) {
        // The place ('the kiln') names where the stay is, not rows or a grouping of its own.
        const place = this.tokens[inAt + 1]?.lower === 'the' ? inAt + 2 : inAt + 1;
        // So is a place word nothing read ('in store').
        if (this.targets[place] === undefined && (this.roles[place] === undefined || this.roles[place] === 'unmatched') && this.tokens[place]?.pos === 'NOUN') this.roles[place] = 'filler';
        if (this.targets[place]?.kind === 'column' && this.roles[place] !== 'operator' && !this.intent.dimensions.some((dimension) => dimension.columns.some((column) => column.column === (this.targets[place] as { column: string }).column))) {
          this.roles[place] = 'filler';
          this.targets[place] = undefined;
        }
        return stay.map((column) => ({ column, at: unitAt }));
      }
      // '(invoice date to payment date)': two dates named outright are the span, before dates read into other words.
      const named = explicit.filter((entry, k) => explicit.findIndex((other) => sameColumns([other.column], [entry.column])) === k);
      if (named.length === 2) return named;
      // 'avg days between order date and delivery date for shipments delivered in october': the two ends the words
      // set out are the span, not another date named later.
      const end = (i: number) => found.filter((entry) => entry.at > i && entry.at <= i + 3 && this.tokens.slice(i + 1, entry.at).every((token) => isFunctionWord(token)));
      const opening = this.tokens.findIndex((token) => ['from', 'between'].includes(token.lower));
      const first = opening >= 0 ? end(opening) : [];
      const closing = first.length === 1 ? this.tokens.findIndex((token, i) => i > opening && ['to', 'and', 'until'].includes(token.lower)) : -1;
      const ends = closing >= 0 ? [...first, ...end(closing).slice(0, 1)] : [];
      return ends.length === 2 ? ends : found;
    };
    // 'on average how many days between ordering and shipping': with no rows named, the one table whose dates the
    // words name.
    const tables = subject ? [subject, ...this.model.reachable(subject)] : [...this.model.tables.keys()];
    let named: { column: ColumnRef; at: number }[] = [];
    let tied = false;
    for (const table of tables) {
      const found = namedIn(table);
      if (found.length > named.length) [named, tied] = [found, false];
      else if (found.length === named.length && found.length > 0 && JSON.stringify(found) !== JSON.stringify(named)) tied = true;
    }
    // 'average time to churn': one end date named, of one table, is that table's rows' span.
    const endOfSpan = (column: ColumnRef) => this.model.dateKind(column) === 4 || reachedEnds.has(`${column.table}.${column.column}`);
    const oneEnd = named.length === 1 && named[0] !== undefined && endOfSpan(named[0].column);
    if (!subject && (tied || (named.length < 2 && !oneEnd))) return undefined;
    const start = subject ?? named[0]?.column.table;
    if (!start) return undefined;
    let from: ColumnRef | undefined;
    let to: ColumnRef | undefined;
    // 'orders that shipped late, how many days past the required date': dates the words name outright come before a
    // date read into the rows' own name.
    const outright = named.filter((entry) => this.targets[entry.at]?.kind !== 'table');
    if (named.length > 2 && outright.length >= 2) named = outright;
    // 'avg days to pay (invoice date to payment date)': two dates named outright go before a verb's guess.
    const columns = named.filter((entry) => this.targets[entry.at]?.kind === 'column');
    if (named.length > 2 && columns.length === 2) named = columns;
    if (named.length >= 2) {
      const [a, b] = named as [{ column: ColumnRef; at: number }, { column: ColumnRef; at: number }];
      // 'days past the required date': the date the days are counted past is where they start.
      const wordBefore = (at: number) => (['the', 'their', 'its', 'his', 'her'].includes(this.tokens[at - 1]?.lower ?? '') ? this.tokens[at - 2] : this.tokens[at - 1])?.lower ?? '';
      const fromWord = (entry: { at: number }) => ['from', 'since', 'between'].includes(this.tokens[entry.at - 1]?.lower ?? '') || ['past', 'beyond', 'after', 'from', 'between'].includes(wordBefore(entry.at));
      // 'days to pay an invoice' on payments that each point at their invoice: the row pointed at came first.
      const refersTo = (x: typeof a, y: typeof a) => this.model.catalog.joins.some((join) => join.fromTable === x.column.table && join.toTable === y.column.table);
      const belongsTo = (x: typeof a, y: typeof a) => x.column.table !== y.column.table && refersTo(x, y) && !refersTo(y, x);
      const byOwner = belongsTo(a, b) ? [b, a] : belongsTo(b, a) ? [a, b] : undefined;
      // 'between the booking being made and the visit': said in that order after 'between', first to last.
      const betweenAt = this.tokens.findIndex((token) => token.lower === 'between');
      const [first, last] = a.at < b.at ? [a, b] : [b, a];
      const inOrder = betweenAt >= 0 && betweenAt < first.at && this.tokens.some((token, k) => k > first.at && k < last.at && token.lower === 'and');
      const earlier = inOrder ? [first, last] : fromWord(b) && !fromWord(a) ? [b, a] : fromWord(a) ? [a, b] : this.model.dateKind(a.column) !== this.model.dateKind(b.column) ? [a, b].sort((x, y) => this.model.dateKind(x.column) - this.model.dateKind(y.column)) : (byOwner ?? [a, b].sort((x, y) => String(this.model.column(x.column).column.min ?? '').localeCompare(String(this.model.column(y.column).column.min ?? ''))));
      [from, to] = [earlier[0]?.column, earlier[1]?.column];
    } else if (named.length === 1 && named[0] && endOfSpan(named[0].column)) {
      to = named[0].column;
      const end = to;
      const others = this.model.dateColumns(end.table).filter((column) => column.column !== end.column);
      // 'average days to get paid' on invoices that keep inv_dt, paid_dt and a retention release date: with no date
      // that starts the row by its name, the one other date every row keeps, which no end or deadline is.
      const kept = others.filter((column) => this.model.dateKind(column) < 4 && this.model.column(column).column.nullCount === 0);
      // 'days to get approved': a state the rows reach is counted from when they were asked for (sub_dt, created_at).
      const asked = reachedEnds.has(`${end.table}.${end.column}`) ? others.filter((column) => this.model.column(column).rawWords.some((word) => REQUESTED_STEMS.some((stem) => word.toLowerCase().startsWith(stem)))) : [];
      from = (asked.length === 1 ? asked[0] : undefined) ?? others.find((column) => this.model.dateKind(column) <= 1) ?? (kept.length === 1 ? kept[0] : undefined);
    }
    // 'average rental length', 'length of stay': with no dates named, a length runs from when the rows start to when
    // they end.
    // 'loan length for DVDs that have been returned': a date the words name is one end of that span.
    // 'average number of days late' on jobs kept with plan_end_dt and act_end_dt: lateness runs from the date planned
    // to the date it happened.
    const late = !from || !to ? this.latenessDates(unitAt, start, named) : undefined;
    if (late) [from, to] = late;
    const aheadWords = this.advanceWords(unitAt);
    const advance = (!from || !to) && aheadWords ? this.bookedAndHappenedNear(start) : undefined;
    if (advance) [from, to] = advance;
    // Days ahead are counted on the calendar: booked on the 1st for the 3rd is two days ahead, whatever the hour.
    // 'days before the episode goes out' names the day of what was booked; only the dates found for it read 'before'.
    const calendar = aheadWords !== undefined && from !== undefined && to !== undefined && this.bookedDate(from) && (advance !== undefined || this.lowerAt(aheadWords[0]) !== 'before');
    if (calendar && aheadWords && from && to) {
      this.mark(aheadWords[0], aheadWords[1], 'bound', `days from ${humanize(from.column)} to ${humanize(to.column)}`);
      for (const item of this.items) if (item.kind === 'op' && item.start >= aheadWords[0] && item.end <= aheadWords[1]) this.usedOps.add(item);
    }
    const span = (!from || !to) && named.length <= 1 && this.lengthWordAt() >= 0 ? this.spanDates(start) : undefined;
    if (span && (named.length === 0 || span.some((column) => column.table === named[0]?.column.table && column.column === named[0]?.column.column))) [from, to] = span;
    if (!from || !to) return undefined;
    // 'days from invoice date to payment': the dates may be of two tables, measured on the rows of the one that
    // points straight at a single row of the other (each payment's invoice), never across rows that fan out.
    const pointsAt = (table: string, other: string) => {
      const path = this.model.path(table, other);
      return path?.length === 1 && !path[0]?.fansOut;
    };
    // The rows asked about first, where each of theirs meets one row of the other ('days to pay an invoice').
    const other = (table: string) => (table === to?.table ? from?.table : to?.table) ?? table;
    const rows = from.table === to.table ? to.table : ([start, to.table, from.table].find((table) => (table === to?.table || table === from?.table) && pointsAt(table, other(table))) ?? this.rowsMeetingBoth(start, from.table, to.table));
    return rows ? { from, to, rows, start, named, ...(calendar && { calendar }) } : undefined;
  }

  /**
   * 'days between booking and departure, for tickets': the dates of two tables joined only through the rows named, each
   * of which meets one row of either.
   */
  private rowsMeetingBoth(rows: string, one: string, other: string): string | undefined {
    const joined = this.model.catalog.joins.some((join) => (join.fromTable === one && join.toTable === other) || (join.fromTable === other && join.toTable === one));
    const meetsOne = (table: string) => this.model.path(rows, table)?.every((step) => !step.fansOut) ?? false;
    return rows !== one && rows !== other && !joined && meetsOne(one) && meetsOne(other) ? rows : undefined;
  }

  /**
   * 'how many days in advance do visitors book', 'days ahead', 'lead time', 'days before the show are orders placed':
   * the words that say a span runs from when the rows were booked to the day of what was booked, where they are.
   */
  private advanceWords(unitAt: number): [number, number] | undefined {
    const next = this.lowerAt(unitAt + 1);
    if (next === 'ahead' || next === 'beforehand') return [unitAt + 1, unitAt + 2];
    if (next === 'in' && this.lowerAt(unitAt + 2) === 'advance') return [unitAt + 1, unitAt + 3];
    if (next === 'before' && this.tokens.some((token, i) => i > unitAt + 1 && token.pos === 'VERB' && BOOKED_VERBS.has(token.lemma))) return [unitAt + 1, unitAt + 2];
    // 'lead time' only of bookings: an order's or a supplier's lead time may end at any of several events.
    const leadAt = this.tokens.findIndex((token, i) => token.lemma === 'lead' && this.tokens[i + 1]?.lemma === 'time');
    const ofBookings = this.tokens.some((token) => BOOKING_VERBS.has(token.lemma) || BOOKING_NOUNS.has(token.lemma));
    return leadAt >= 0 && ofBookings ? [leadAt, leadAt + 1] : undefined;
  }

  /** 'how many days in advance do clients book': the dates of the rows named, or of the nearest ones that keep them. */
  private bookedAndHappenedNear(table: string): [ColumnRef, ColumnRef] | undefined {
    const own = this.bookedAndHappened(table);
    if (own) return own;
    const found = this.model.reachable(table).flatMap((other) => {
      const dates = this.bookedAndHappened(other);
      return dates ? [{ dates, distance: this.model.distance(table, other) }] : [];
    });
    const nearest = Math.min(...found.map((entry) => entry.distance));
    const atNearest = found.filter((entry) => entry.distance === nearest);
    return atNearest.length === 1 ? atNearest[0]?.dates : undefined;
  }

  /**
   * The day rows were booked on (bkd_dt, booked_ts, ord_ts), and the day of what was booked: the rows' own date (tee_dt,
   * appt_dt, trv_dt), or, where they keep no other, that of the one row each belongs to (an ad slot's episode).
   */
  private bookedAndHappened(table: string): [ColumnRef, ColumnRef] | undefined {
    const booked = (ref: ColumnRef) => this.bookedDate(ref);
    const own = this.model.dateColumns(table);
    const bookings = own.filter(booked);
    const [booking] = bookings;
    if (bookings.length !== 1 || !booking) return undefined;
    const happens = (ref: ColumnRef) => !booked(ref) && this.model.dateKind(ref) < 4 && !isDeadlineDate(this.model.column(ref));
    const ownEvents = own.filter(happens);
    const named = ownEvents.filter((ref) => this.model.dateKind(ref) === 0);
    const [event] = named.length === 1 ? named : ownEvents.length === 1 ? ownEvents : [];
    if (event) return [booking, event];
    if (ownEvents.length > 0) return undefined;
    const belongedTo = this.model.reachable(table).filter((other) => this.model.distance(table, other) === 1 && this.model.reachesWithoutFanOut(table, other));
    const theirs = belongedTo.flatMap((other) => this.model.dateColumns(other).filter((ref) => happens(ref) && this.model.dateKind(ref) <= 1));
    return theirs.length === 1 && theirs[0] ? [booking, theirs[0]] : undefined;
  }

  private bookedDate(ref: ColumnRef): boolean {
    return namesBookingDay(this.model.column(ref));
  }

  /**
   * 'average days late': days past a deadline are counted over the rows that ran past it (an early one is no days
   * late), unless a comparison of the two dates says so already. Another word of lateness ('jobs that finished late',
   * 'each payment that came in late') says the same.
   */
  private lateRows(deadline: ColumnRef, met: ColumnRef, measuredAt: number): void {
    const label = `${humanize(met.column)} after ${humanize(deadline.column)}`;
    const compared = this.intent.filters.some((filter) => filter.kind === 'columns' && [filter.column, filter.other].every((column) => sameColumns([column], [deadline]) || sameColumns([column], [met])));
    if (!compared) this.intent.filters.push({ kind: 'columns', column: met, operator: '>', other: deadline, label });
    const said = this.tokens.findIndex((token, i) => i !== measuredAt && LATENESS_WORDS.has(token.lower) && (this.roles[i] === undefined || this.roles[i] === 'unmatched' || this.targets[i]?.kind === 'column'));
    if (said < 0) return;
    this.targets[said] = undefined;
    this.roles[said] = undefined;
    this.mark(said, said + 1, 'bound', label);
  }

  /**
   * The deadline and the date that met it, for 'days late' said after a unit: a planned, promised or due date, and the
   * one date of the same rows named like it but for that word ('act_end_dt' beside 'plan_end_dt'), or the one other
   * date the words named, or the rows' only other date.
   */
  private latenessDates(unitAt: number, table: string, named: readonly { column: ColumnRef }[]): [ColumnRef, ColumnRef] | undefined {
    if (!LATENESS_WORDS.has(this.tokens[unitAt + 1]?.lower ?? '')) return undefined;
    // 'days late' of payments whose invoice keeps the due date: the deadline may be of the row each one belongs to.
    const tables = [table, ...this.model.reachable(table).filter((other) => this.model.reachesWithoutFanOut(table, other))];
    const deadlines = tables.flatMap((id) => this.model.dateColumns(id)).map((ref) => this.model.column(ref)).filter((column) => isDeadlineDate(column));
    const deadline = deadlines.length === 1 ? deadlines[0] : undefined;
    if (!deadline) return undefined;
    const sameRows = this.model.dateColumns(deadline.ref.table).map((ref) => this.model.column(ref));
    const rest = (column: ColumnModel) => column.words.filter((word) => !DEADLINE_WORDS.has(word) && !ACTUAL_WORDS.has(word)).join(' ');
    const counterparts = sameRows.filter((column) => column !== deadline && rest(column) === rest(deadline) && column.words.some((word) => ACTUAL_WORDS.has(word)));
    const others = named.filter((entry) => !sameColumns([entry.column], [deadline.ref]));
    const own = this.model.dateColumns(table);
    const onlyOther = deadline.ref.table !== table ? (own.length === 1 ? own[0] : undefined) : own.length === 2 ? own.find((ref) => ref.column !== deadline.ref.column) : undefined;
    const met = counterparts.length === 1 ? counterparts[0]?.ref : others.length === 1 ? others[0]?.column : onlyOther;
    return met ? [deadline.ref, met] : undefined;
  }

  /**
   * 'average first response time', 'median resolution time': 'time' ending the name of the date an event happened on
   * (frst_rsp_ts, rslv_ts) is the span from the row's start to that event, not the date itself.
   */
  private eventTimeAt(): number {
    return this.tokens.findIndex((token, i) => {
      const target = this.targets[i];
      const before = this.targets[i - 1];
      if (token.lower !== 'time' || this.roles[i] !== 'bound' || target?.kind !== 'column' || before?.kind !== 'column') return false;
      const event = { table: target.table, column: target.column };
      return before.table === event.table && before.column === event.column && this.model.isDate(event) && this.model.dateKind(event) === 4;
    });
  }

  /** An event kept to the second is timed in hours; one kept as a day, in days. */
  private eventTimeUnit(at: number): DurationUnit {
    const target = this.targets[at];
    return target?.kind === 'column' && this.model.column({ table: target.table, column: target.column }).column.type === 'timestamp' ? 'hour' : 'day';
  }

  /** The nouns just before a span's name that say which span it is: 'sales' of 'sales cycle', 'transit' of 'transit time'. */
  private spanModifiers(lengthAt: number): number[] {
    const span = this.tokens[lengthAt];
    if (!span || span.lower === 'long') return [];
    const words: number[] = [];
    for (let i = lengthAt - 1; i >= 0 && lengthAt - i <= 2; i--) {
      const token = this.tokens[i];
      if (!token || isFunctionWord(token) || !['NOUN', 'PROPN', 'ADJ', 'VERB'].includes(token.pos) || this.roles[i] === 'operator') break;
      words.push(i);
    }
    return words;
  }

  /**
   * Where a word of length stands unbound: 'length', 'duration', a span's own name ('sales cycle', 'turnaround',
   * 'lead time'), or 'long' after 'how'. 'time' is a span only right after an average ('average time to close'),
   * or a noun after one ('average transit time'); never in 'all time', 'full-time', 'over time' or 'time off'.
   */
  private lengthWordAt(): number {
    const spanTime = (i: number) => {
      const before = this.tokens[i - 1];
      if (this.tokens[i]?.lower !== 'time' || !before || ['off', 'zone', 'frame', 'period', 'slot', 'sheet', 'stamp', 'series'].includes(this.tokens[i + 1]?.lower ?? '')) return false;
      const averagedAt = (end: number) => this.items.some((item) => item.kind === 'op' && item.operator.op === 'aggregate' && item.end === end);
      // 'average pickup-to-dropoff time': nouns, and the hyphens and 'to' between them, name the span.
      const namesSpan = (token: Token | undefined) => token !== undefined && (['-', 'to'].includes(token.lower) || (['NOUN', 'VERB', 'PROPN', 'ADJ'].includes(token.pos) && !isFunctionWord(token)));
      let first = i;
      while (first > 0 && i - first < 6 && !averagedAt(first) && namesSpan(this.tokens[first - 1])) first--;
      return averagedAt(i) || (first < i && ['NOUN', 'VERB'].includes(before.pos) && averagedAt(first));
    };
    return this.tokens.findIndex((token, i) => this.roles[i] !== 'bound' && (SPAN_NOUNS.has(token.lemma) || spanTime(i) || (token.lower === 'long' && this.tokens[i - 1]?.lower === 'how')));
  }

  /**
   * The one date a table's rows start on and the one they end on (pu_dt and rtn_dt of rentals, check-in and
   * check-out of stays). A deadline is no end: a rental due back has not ended.
   */
  private spanDates(table: string): [ColumnRef, ColumnRef] | undefined {
    const dates = this.model.dateColumns(table).filter((column) => !/\b(due|expir|requir|promis|target|deadline|sched|plan|estimat|birth)/.test(this.model.column(column).words.join(' ')));
    // 'clk_in' and 'clk_out', 'time_in' and 'time_out': one name ending 'in' and 'out' opens and closes the span.
    const raw = (column: ColumnRef) => this.model.column(column).rawWords.map((word) => word.toLowerCase());
    const inOut = dates.flatMap((opening) => {
      const words = raw(opening);
      if (words.length < 2 || words[words.length - 1] !== 'in') return [];
      const closing = dates.find((other) => raw(other).join(' ') === [...words.slice(0, -1), 'out'].join(' '));
      return closing ? [[opening, closing] as [ColumnRef, ColumnRef]] : [];
    });
    if (inOut.length === 1) return inOut[0];
    const says = (pattern: RegExp) => dates.filter((column) => pattern.test(this.model.column(column).words.join(' ')));
    const starts = says(/\b(start|begin|open|pick|pickup|check in|checkin|arriv|admi|from)\b/);
    const ends = says(/\b(end|close|closed|return|returned|check out|checkout|finish|complet|discharg|drop|dropoff|until|to)\b/).filter((column) => !starts.includes(column));
    if (starts.length === 1 && ends.length === 1 && starts[0] && ends[0]) return [starts[0], ends[0]];
    // 'out_dt' and 'ret_dt' of loans: of two dates, the one besides the end (or the start) is the other side.
    const other = dates.filter((column) => !starts.includes(column) && !ends.includes(column));
    if (dates.length === 2 && other.length === 1 && other[0]) {
      if (ends.length === 1 && ends[0] && starts.length === 0) return [other[0], ends[0]];
      if (starts.length === 1 && starts[0] && ends.length === 0) return [starts[0], other[0]];
    }
    return undefined;
  }

  /** 'shipped no more than 2 days after they were placed': the time between two dates of the rows, compared. */
  private finishDurationFilter(gap: OpItem, operator: ComparisonOperator, value: number, unitAt: number, unit: DurationUnit, anchor: string | undefined): void {
    const dates = this.durationDates(unitAt, anchor);
    if (!dates) {
      this.agedFilter(gap, operator, value, unitAt, unit, anchor);
      return;
    }
    const { from, to, rows, named } = dates;
    this.bindDurationDates(named);
    this.noteTable(rows);
    // 'made at least 30 days before the event date': which date comes first was read already, and is said again.
    const sameDates = (filter: Filter) => filter.kind === 'columns' && !filter.gap && (sameColumns([filter.column, filter.other], [from, to]) || sameColumns([filter.column, filter.other], [to, from]));
    this.intent.filters = this.intent.filters.filter((filter) => !sameDates(filter));
    const filter: Filter = { kind: 'columns', column: to, operator, other: from, gap: { unit, value }, label: `${operatorWord(operator)} ${formatNumber(value)} ${unit}s from ${humanize(from.column)} to ${humanize(to.column)}` };
    this.intent.filters.push(filter);
    this.filterAt.set(filter, gap.start);
    this.usedOps.add(gap);
    // 'after they were placed', 'before they shipped': the word says which way; the dates already do.
    const side = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'compare' && item.operator.date === true && item.start === unitAt + 1);
    if (side) this.usedOps.add(side);
    this.roles[unitAt] = undefined;
    this.mark(unitAt, unitAt + 1, 'bound', `${unit}s between two dates`);
  }

  /**
   * How long rows have stood, counted to today, where no second date is named: the date counted from is that many days
   * before today. See agedFrom for the ways it is said.
   */
  private agedFilter(gap: OpItem, operator: ComparisonOperator, value: number, unitAt: number, unit: DurationUnit, anchor: string | undefined): void {
    if (unit !== 'day' && unit !== 'week') return;
    const rows = this.tablesNamedBefore(gap.start)[0] ?? this.intent.subject ?? anchor;
    if (!rows) return;
    const counted = this.agedFrom(gap, unitAt, rows);
    if (!counted) return;
    const { start, through } = counted;
    const days = value * (unit === 'week' ? 7 : 1);
    const label = `${humanize(start.column)} ${operatorWord(operator)} ${formatNumber(days)} days before today`;
    const longer = operator === '>' || operator === '>=';
    const cutoff = addDays(this.options.today, -days);
    // Held longer: begun before the cutoff (on it too, for 'at least'); held shorter: begun after it.
    const range = longer ? { from: OPEN_START, to: operator === '>=' ? addDays(cutoff, 1) : cutoff } : { from: operator === '<=' ? cutoff : addDays(cutoff, 1), to: OPEN_END };
    this.intent.filters.push({ kind: 'date_range', column: start, ...range, label });
    this.usedOps.add(gap);
    // 'after the invoice date': the word that says which way is read with the days.
    for (const item of this.items) if (item.kind === 'op' && item.start > unitAt && item.end <= through) this.usedOps.add(item);
    this.noteTable(rows);
    this.roles[unitAt] = undefined;
    this.mark(unitAt, through, 'bound', label);
  }

  /**
   * The date a row's age is counted from, and where the words saying it end:
   * - 'reqs that have been open for more than 30 days', 'cars sitting available for over 90 days': a state held for a
   *   time has held since the row began. A plain noun before 'for' ('rentals for more than 7 days') is a length, and
   *   stays unread here;
   * - 'claims older than 30 days', 'invoices more than 60 days old': the rows' age, from the date they began;
   * - 'unpaid more than 30 days after the invoice date': from the date named, the rows' own or one each row has;
   * - 'more than 30 days past due', '10 days overdue': from the one due date the rows have.
   */
  private agedFrom(gap: OpItem, unitAt: number, rows: string): { start: ColumnRef; through: number } | undefined {
    const ownStart = () => {
      const start = this.model.dateColumns(rows)[0];
      return start && this.model.dateKind(start) <= 1 ? start : undefined;
    };
    const next = unitAt + 1;
    const unbound = (i: number) => this.roles[i] !== 'bound';
    if ((this.lowerAt(gap.start) === 'older' || this.lowerAt(next) === 'old') && unbound(next)) {
      const start = ownStart();
      return start && { start, through: this.lowerAt(next) === 'old' ? next + 1 : next };
    }
    const ownOrEach = [rows, ...this.model.reachable(rows).filter((other) => this.model.reachesWithoutFanOut(rows, other))];
    const overdue = this.lowerAt(next) === 'overdue' ? next + 1 : this.lowerAt(next) === 'past' && this.lowerAt(next + 1) === 'due' ? next + 2 : -1;
    if (overdue >= 0) {
      const due = ownOrEach.flatMap((table) => this.model.dateColumns(table)).filter((ref) => isDueDate(this.model.column(ref)));
      return due.length === 1 && due[0] ? { start: due[0], through: overdue } : undefined;
    }
    if (['after', 'since', 'from'].includes(this.lowerAt(next))) {
      const at = ['the', 'their', 'its'].includes(this.lowerAt(next + 1)) ? next + 2 : next + 1;
      const target = this.targets[at];
      if (target?.kind !== 'column') return undefined;
      const start = { table: target.table, column: target.column };
      if (!this.model.isDate(start) || !ownOrEach.includes(start.table)) return undefined;
      this.bindDurationDates([{ column: start, at }]);
      let through = at + 1;
      while (this.targets[through]?.kind === 'column' && sameColumns([this.targets[through] as ColumnRef], [start])) through++;
      if (this.lowerAt(through) === 'date' && this.roles[through] === 'bound') through++;
      return { start, through };
    }
    if (this.tokens[gap.start - 1]?.lower !== 'for') return undefined;
    let heldAt = gap.start - 2;
    while (['now', 'already', 'still'].includes(this.tokens[heldAt]?.lower ?? '')) heldAt--;
    const held = this.tokens[heldAt];
    const target = this.targets[heldAt];
    const state = held !== undefined && (held.lower === 'been' || (held.pos === 'VERB' && held.lower.endsWith('ing')) || target?.kind === 'value' || qualifierOf(held.lower) !== undefined);
    const start = state ? ownStart() : undefined;
    return start && { start, through: next };
  }

  /**
   * 'average days from order to shipment', 'how many hours on average to close an emergency request', 'how many days
   * late on average': a unit of time with an aggregate measures the time between two dates of each row. The dates
   * are the ones the words name; with one named, it is the end and the row's own start date is the start.
   */
  private finishDuration(anchor: string | undefined): void {
    // 'days' alone is a count of days, not 'by day' (which a plural never says) nor 'the last 30 days'.
    const grainAt = (i: number) => this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'grain' && item.start === i && item.end === i + 1);
    // 'average minutes to first response' where work logs keep minutesSpent: a unit read as a column of time, with
    // 'to' and the event after it, is the span's unit; that column is another time.
    const spanUnit = (i: number) => this.roles[i] === 'bound' && this.targets[i]?.kind === 'column' && this.model.isNumeric(this.targets[i] as ColumnRef) && ['to', 'until'].includes(this.lowerAt(i + 1)) && this.targets[i + 2]?.kind === 'column' && this.model.isDate(this.targets[i + 2] as ColumnRef);
    const unitWordAt = this.tokens.findIndex((token, i) => DURATION_UNITS[token.lemma] !== undefined && (this.roles[i] !== 'bound' || spanUnit(i)) && (!this.inTimeWords(i) || (grainAt(i) !== undefined && token.lower !== token.lemma)));
    const readAsColumn = unitWordAt >= 0 && this.roles[unitWordAt] === 'bound' ? (this.targets[unitWordAt] as ColumnRef) : undefined;
    if (readAsColumn) {
      this.intent.measures = this.intent.measures.filter((measure) => !measure.column || !sameColumns([measure.column], [readAsColumn]));
      this.roles[unitWordAt] = undefined;
      this.targets[unitWordAt] = undefined;
    }
    // 'average length of stay', 'how long do rentals last': a length with no unit is counted in days.
    const lengthAt = this.lengthWordAt();
    // 'average first response time': the time of an event the rows keep the date of.
    const eventTimeAt = unitWordAt < 0 && lengthAt < 0 ? this.eventTimeAt() : -1;
    const unitAt = unitWordAt >= 0 ? unitWordAt : lengthAt >= 0 ? lengthAt : eventTimeAt;
    const unit = unitWordAt >= 0 ? DURATION_UNITS[this.tokens[unitWordAt]?.lemma ?? ''] : lengthAt >= 0 ? 'day' : eventTimeAt >= 0 ? this.eventTimeUnit(eventTimeAt) : undefined;
    if (unitAt < 0 || !unit) return;
    // 'orders that took more than 30 days from order date to ship date': a number of days before the unit is a
    // condition on the time between two dates, not a figure to show.
    const gap = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'compare' && item.operator.value !== undefined && !item.operator.percent && item.end === unitAt && !this.usedOps.has(item));
    if (gap && gap.operator.op === 'compare' && gap.operator.value !== undefined) {
      this.finishDurationFilter(gap, gap.operator.operator, gap.operator.value, unitAt, unit, anchor);
      return;
    }
    const aggregateOp = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'aggregate' && ['avg', 'median', 'max', 'min', 'sum', 'percentile'].includes(item.operator.aggregate));
    // '... how many days late was it on average': the average may come last, as a plain word.
    const averageWord = this.tokens.findIndex((token, i) => ['average', 'avg', 'mean'].includes(token.lemma) && this.roles[i] !== 'bound');
    // 'how long do rentals last' asks how long they typically last.
    const howLong = lengthAt >= 0 && this.tokens[lengthAt]?.lower === 'long';
    // 'hours logged this year', 'how many hours did we record': time spent, said in the plural, is its total; only a
    // time the rows keep is added up so, never the days between two of their dates.
    const unitToken = this.tokens[unitAt];
    const spent = unitWordAt >= 0 && unitToken !== undefined && unitToken.lower !== unitToken.lemma && ((this.tokens[unitAt + 1]?.pos === 'VERB' && /ed$/.test(this.tokens[unitAt + 1]?.lower ?? '')) || (this.lowerAt(unitAt - 2) === 'how' && this.lowerAt(unitAt - 1) === 'many'));
    const impliedTotal = !aggregateOp && averageWord < 0 && !howLong && spent;
    const operator: Operator | undefined = aggregateOp?.operator ?? (averageWord >= 0 || howLong ? { op: 'aggregate', aggregate: 'avg' } : impliedTotal ? { op: 'aggregate', aggregate: 'sum' } : undefined);
    if (!operator || operator.op !== 'aggregate') return;
    // 'avg days between invoice date and payment': the average read onto a date it names averages no date.
    const ofDate = (measure: Measure) => measure.column !== undefined && measure.aggregate !== 'count' && this.model.isDate(measure.column);
    // 'average sales cycle', 'how many days on average did won deals take': a measure read from rows named with no
    // amount ('sales', 'won deals') took their default amount as a guess; the span is what is measured.
    const spanWords = this.spanModifiers(lengthAt);
    // 'average days late' where a late_fee is kept: the word after the unit says how the days are counted.
    const lateAt = LATENESS_WORDS.has(this.tokens[unitAt + 1]?.lower ?? '') ? unitAt + 1 : -1;
    const givesWayToSpan = (measure: Measure) => {
      const words = this.measureWords.get(measure);
      if (words !== undefined && lateAt >= 0 && words.start >= unitAt && words.end === lateAt + 1) return true;
      // A column named among them is an amount of theirs only when it holds numbers (not the account they are on).
      // 'days between the quote and the job' where jobs keep quote_amt and quote_dt: a word after 'between' or 'from'
      // names an end of the span, a date of its rows, whatever amount shares its name.
      const spanEnd = (at: number) => at > unitAt && this.tokens.slice(unitAt + 1, at).some((token) => ['between', 'from'].includes(token.lower));
      const amountNamed = (target: Target | undefined, at: number) => target?.kind === 'column' && this.model.isNumeric({ table: target.table, column: target.column }) && !spanEnd(at);
      if (words === undefined || this.tokens.slice(words.start, words.end).some((_, k) => amountNamed(this.targets[words.start + k], words.start + k))) return false;
      // 'avg days between order date and delivery date': the average said before the unit is the span's; rows named
      // after the unit ('order') only say whose dates, never an amount of theirs to average.
      return measure.column !== undefined || (unitWordAt >= 0 && words.start >= unitWordAt);
    };
    if (this.intent.measures.some((measure) => !ofDate(measure) && !givesWayToSpan(measure) && (measure.aggregate !== 'count' || measure.column || measure.metric))) return;
    const spanAggregate = { aggregate: operator.aggregate, ...(operator.percentile !== undefined && { percentile: operator.percentile }) };
    const spanWord = aggregateWord(operator.aggregate, operator.percentile);
    const dates = this.durationDates(unitAt, anchor);
    // 'average call time' where calls keep their duration_sec: the rows' own figure of time is the span, not their dates.
    const timeAmounts = (table: string) => this.model.table(table).columns.filter((column) => this.model.isNumeric(column.ref) && column.rawWords.some((word) => TIME_AMOUNT_WORDS.has(word)));
    // 'total hours logged per agent' where each work log keeps its minutesSpent: a total of the time the rows below
    // keep, when one table below keeps one.
    const namedRows = dates?.rows ?? this.intent.subject ?? anchor;
    const below = namedRows && (!dates || impliedTotal) && operator.aggregate === 'sum' && timeAmounts(namedRows).length === 0 ? this.tablesPointingAt(namedRows).filter((table) => timeAmounts(table).length > 0) : [];
    const measuredRows = below.length === 1 && below[0] && timeAmounts(below[0]).length === 1 ? below[0] : namedRows;
    if (!dates?.named.length && measuredRows) {
      const kept = timeAmounts(measuredRows);
      if (kept.length > 1) return;
      if (kept[0]) {
        // 'average call time in minutes' of duration_sec would show seconds as minutes: a unit said must be the column's.
        const keptUnit = [...kept[0].rawWords, ...kept[0].words].map((word) => DURATION_UNITS[word]).find((found) => found !== undefined);
        // 'average delivery time per supplier' with the suppliers' lead_time_days: a word naming the span that names
        // neither those rows nor that column may mean other dates ('delivery'), so nothing is guessed.
        const spanOfRows = (i: number) => kept[0]?.words.includes(this.tokens[i]?.lemma ?? '') || (this.roles[i] === 'bound' && targetTable(this.targets[i] as Target) === measuredRows);
        // 'how many days does it take for a leave request to get approved' with lv_days: the time to an event the
        // column is not named after is another span than the rows' own.
        const toAt = this.tokens.findIndex((token, i) => i > unitAt && token.lower === 'to' && this.tokens[i + 1]?.pos === 'VERB');
        const toVerb = toAt >= 0 ? this.tokens.slice(toAt + 1).find((token) => token.pos === 'VERB' && !['get', 'be', 'become'].includes(token.lemma)) : undefined;
        const otherEvent = toVerb !== undefined && ![...kept[0].words, ...kept[0].rawWords].some((word) => word.slice(0, 4) === toVerb.lemma.slice(0, 4) || abbreviates(word, toVerb.lemma));
        // 'total hours logged' of minutesSpent: a unit said other than the column's is the same time shown in it.
        if (otherEvent || this.intent.measures.some((measure) => !givesWayToSpan(measure)) || (unitWordAt >= 0 && keptUnit === undefined) || !spanWords.every(spanOfRows)) return;
        const converted = unitWordAt >= 0 && keptUnit !== undefined && keptUnit !== unit ? { kept: keptUnit, shown: unit } : undefined;
        this.intent.measures = [{ ...spanAggregate, column: kept[0].ref, table: measuredRows, ...(converted && { timeUnit: converted }), label: `${spanWord} ${humanize(kept[0].column.name)}${converted ? ` in ${unit}s` : ''}` }];
        this.mark(unitAt, unitAt + 1, 'bound', humanize(kept[0].column.name));
        for (const i of spanWords) this.mark(i, i + 1, 'filler');
        for (const item of this.items) if (item.kind === 'op' && item.operator.op === 'aggregate') this.usedOps.add(item);
        this.noteTable(measuredRows);
        return;
      }
    }
    // 'hours worked', 'hours clocked at each restaurant': the total of the spans the rows (or the rows below) keep
    // from clocking in to clocking out.
    // A total asked for outright with two dates found is their span's total, below.
    if (impliedTotal || (operator.aggregate === 'sum' && !dates)) {
      if (!namedRows || unit === 'day' || unit === 'week') return;
      const spanned = [namedRows, ...this.tablesPointingAt(namedRows)].flatMap((table) => {
        const pair = this.spanDates(table);
        return pair && pair.every((column) => this.model.column(column).column.type === 'timestamp') ? [pair] : [];
      });
      const [pair] = spanned;
      // Dates the words named are the span's own, or another span is meant.
      if (spanned.length !== 1 || !pair || dates?.named.some((entry) => !pair.some((column) => sameColumns([column], [entry.column])))) return;
      const [opening, closing] = pair;
      this.intent.measures = [{ aggregate: 'sum', duration: { from: opening, to: closing, unit }, table: opening.table, label: `total ${unit}s from ${humanize(opening.column)} to ${humanize(closing.column)}` }];
      this.roles[unitAt] = undefined;
      this.mark(unitAt, unitAt + 1, 'bound', `${unit}s from ${humanize(opening.column)} to ${humanize(closing.column)}`);
      for (const item of this.items) if (item.kind === 'op' && item.operator.op === 'aggregate') this.usedOps.add(item);
      this.noteTable(opening.table);
      return;
    }
    if (!dates) return;
    const { rows, start, named } = dates;
    // 'how many days late': counted from the deadline, whichever date was named first.
    const [from, to] = lateAt >= 0 && isDeadlineDate(this.model.column(dates.to)) && !isDeadlineDate(this.model.column(dates.from)) ? [dates.to, dates.from] : [dates.from, dates.to];
    const aggregate = operator.aggregate;
    this.intent.measures = this.intent.measures.filter((measure) => !(measure.aggregate === 'count' && !measure.column) && !ofDate(measure) && !givesWayToSpan(measure));
    for (const i of spanWords) if (!named.some((entry) => entry.at === i)) this.mark(i, i + 1, 'filler');
    const saidAsDates = named.length === 2 && named.every((entry) => this.tokens[entry.at + 1]?.lemma === 'date' || this.tokens[entry.at]?.lemma === 'date');
    // 'days in transit': the days a thing spends in a named state are the calendar days it is in it.
    const daysInState = unit === 'day' && named.some((entry) => NAMED_SPANS[this.tokens[entry.at]?.lemma ?? ''] !== undefined);
    this.intent.measures.unshift({ ...spanAggregate, duration: { from, to, unit, ...((saidAsDates || daysInState || dates.calendar) && { calendarDays: true }) }, table: rows, label: `${spanWord} ${unit}s from ${humanize(from.column)} to ${humanize(to.column)}` });
    if (grainAt(unitAt)) this.intent.grain = undefined;
    // 'how many days after the invoice date do buyers pay': 'after' says where the days are counted from; it keeps
    // no rows out (paid the same day is 0 days after).
    if (['after', 'before'].includes(this.lowerAt(unitAt + 1))) {
      const spanEnds = (filter: Filter) => filter.kind === 'columns' && !filter.gap && (sameColumns([filter.column, filter.other], [from, to]) || sameColumns([filter.column, filter.other], [to, from]));
      this.intent.filters = this.intent.filters.filter((filter) => !spanEnds(filter));
      for (const item of this.items) if (item.kind === 'op' && item.start === unitAt + 1 && item.operator.op === 'compare') this.usedOps.add(item);
      this.mark(unitAt + 1, unitAt + 2, 'operator');
    }
    // 'days between engage date and close date': the dates measured are not also groups of their own.
    const measured = (column: ColumnRef | undefined) => column !== undefined && [from, to].some((date) => date.table === column.table && date.column === column.column);
    this.intent.dimensions = this.intent.dimensions.filter((dimension) => !(dimension.columns.length === 1 && !dimension.grain && measured(dimension.columns[0])));
    this.roles[unitAt] = undefined;
    this.mark(unitAt, unitAt + 1, 'bound', `${unit}s between two dates`);
    if (lateAt >= 0 && isDeadlineDate(this.model.column(from))) {
      this.roles[lateAt] = undefined;
      this.targets[lateAt] = undefined;
      this.mark(lateAt, lateAt + 1, 'bound', `${unit}s past ${humanize(from.column)}`);
      this.lateRows(from, to, lateAt);
    }
    if (lengthAt >= 0 && lengthAt !== unitAt) this.mark(lengthAt, lengthAt + 1, 'bound', `${unit}s between two dates`);
    if (howLong) {
      this.mark(lengthAt - 1, lengthAt, 'operator');
      // 'how long do rentals last', 'how long does a repair take': the verb only says the time passes.
      this.tokens.forEach((token, i) => {
        if (i > lengthAt && (this.roles[i] === undefined || this.roles[i] === 'unmatched') && !this.inTimeWords(i) && ['last', 'take', 'stay', 'run'].includes(token.lemma)) this.mark(i, i + 1, 'filler');
      });
    }
    if (!aggregateOp && averageWord >= 0) {
      this.roles[averageWord] = 'operator';
      if (this.tokens[averageWord - 1]?.lower === 'on') this.roles[averageWord - 1] = 'filler';
    }
    // 'shippers by average days from order to shipment': the subject the dated rows belong to is the grouping.
    // Not the doer of the verb: 'days customers took to pay' is about the time, not each customer's.
    const mention = this.tokens.findIndex((_, i) => this.roles[i] === 'bound' && this.targets[i]?.kind === 'table' && targetTable(this.targets[i] as Target) === start);
    const doer = mention >= 0 && this.tokens[mention + 1]?.pos === 'VERB' && this.tokens[mention + 2]?.lower !== 'by';
    if (rows !== start && !doer && this.intent.dimensions.length === 0 && this.model.reachesWithoutFanOut(rows, start) && !this.intent.filters.some((filter) => 'column' in filter && filter.column.table === start)) {
      this.addGroup({ kind: 'table', table: start }, false);
    }
    this.bindDurationDates(named);
    for (const item of this.items) if (item.kind === 'op' && item.operator.op === 'aggregate') this.usedOps.add(item);
    this.noteTable(rows);
  }

  /** The words that named the two dates name them here ('from engaging to closing'), not a status like Engaging. */
  private bindDurationDates(named: { column: ColumnRef; at: number }[]): void {
    for (const entry of named) {
      // 'from referral to start of care', 'date of death': the noun after 'of' says what began or ended, and names no
      // rows or figure of its own.
      const ofAt = this.tokens[entry.at + 1]?.lower === 'of' ? entry.at + 2 : this.tokens[entry.at + 1]?.lemma === 'date' && this.tokens[entry.at + 2]?.lower === 'of' ? entry.at + 3 : -1;
      const what = this.targets[ofAt];
      const usedColumn = (column: string) => [...this.intent.filters.flatMap(filterColumns), ...this.intent.dimensions.flatMap((dimension) => dimension.columns)].some((used) => used.column === column);
      if (ofAt >= 0 && this.tokens[ofAt]?.pos === 'NOUN' && (what === undefined || (what.kind === 'column' && !usedColumn(what.column)))) {
        this.roles[ofAt] = 'filler';
        this.targets[ofAt] = undefined;
        this.meanings[ofAt] = undefined;
      }
      // 'the promised date' for prom_dlv_dt, 'order date' for placedAt: the word 'date' after the word that named it is
      // the same date.
      if (this.tokens[entry.at + 1]?.lemma === 'date' && this.roles[entry.at + 1] !== 'bound') this.mark(entry.at + 1, entry.at + 2, 'bound', `the date ${humanize(entry.column.column)}`);
      // 'the date of death': the word 'date' before the event it is the date of.
      if (this.tokens[entry.at - 1]?.lower === 'of' && this.tokens[entry.at - 2]?.lemma === 'date' && this.roles[entry.at - 2] !== 'bound') this.mark(entry.at - 2, entry.at - 1, 'bound', `the date ${humanize(entry.column.column)}`);
      // 'how many days do buyers take to pay in full': the span ends when the rows reach the state said (PD), which a
      // payment date set alone does not say.
      if (this.lowerAt(entry.at + 1) === 'in' && this.lowerAt(entry.at + 2) === 'full' && this.tokens[entry.at]?.pos === 'VERB') this.qualifierFilter(entry.at, entry.at + 1, entry.column.table, false, true);
      // 'orders that sat 30 days': the rows' own name says whose dates, and stays the rows.
      if (this.targets[entry.at]?.kind === 'table') continue;
      const earlier = this.targets[entry.at];
      if (earlier?.kind === 'value') this.dropValueFilter(earlier);
      // 'between booking and departure' where departure also names the departure airport: the span's end is a date,
      // which settles what the word meant unless it could mean two dates (promised and actual delivery).
      const datesRead = (readings: Reading[]) => readings.filter(({ target }) => target.kind === 'column' && this.model.isDate({ table: target.table, column: target.column })).length;
      this.keepAmbiguities(({ ref, readings }) => !(ref.start <= entry.at && entry.at < ref.end) || datesRead(readings) > 1);
      const target = this.targets[entry.at];
      if (this.roles[entry.at] !== 'bound' || target?.kind !== 'column' || !this.model.isDate({ table: target.table, column: target.column })) {
        this.roles[entry.at] = 'bound';
        this.meanings[entry.at] = `the date ${humanize(entry.column.column)}`;
        this.targets[entry.at] = { kind: 'column', table: entry.column.table, column: entry.column.column };
      }
    }
  }

  private dropValueFilter(target: Extract<Target, { kind: 'value' }>): void {
    this.intent.filters = this.intent.filters.flatMap((filter) => {
      if (filter.kind !== 'values' || filter.column.table !== target.table || filter.column.column !== target.column || !filter.values.includes(target.value)) return [filter];
      const values = filter.values.filter((value) => value !== target.value);
      return values.length > 0 ? [{ ...filter, values, label: `${humanize(filter.column.column)} is ${values.join(' or ')}` }] : [];
    });
  }

  private inTimeWords(i: number): boolean {
    return this.items.some((item) => item.kind === 'op' && (item.operator.op === 'time' || item.operator.op === 'grain') && item.start <= i && i < item.end);
  }

  /** The first table the words from `start` to `end` were bound to as a table. */
  private tableNamedIn(start: number, end: number): string | undefined {
    for (let i = start; i < end; i++) {
      const target = this.targets[i];
      if (target?.kind === 'table' && this.roles[i] === 'bound') return target.table;
    }
    return undefined;
  }

  /**
   * 'who reports to Steven Buchanan', 'depots that report to the Frankfurt hub': a column that points at rows of its
   * own table, named beside values of that table's name: the rows whose pointer leads to the named row.
   */
  private finishSelfReference(): void {
    for (const join of this.model.selfJoins) {
      let ref = this.items.find((item): item is RefItem => item.kind === 'ref' && item.readings.some((reading) => reading.target.kind === 'column' && reading.target.table === join.fromTable && reading.target.column === join.fromColumn && reading.score >= 0.5));
      // 'who reports to Dana Kowalski' where the people's pointer to their superior is named otherwise (lead_cd): the
      // verb says it, when the table has that one pointer to itself.
      const labels = this.model.labelColumns(join.toTable);
      const named = this.intent.filters.filter((filter): filter is Extract<Filter, { kind: 'values' }> => filter.kind === 'values' && !filter.negated && filter.column.table === join.toTable && labels.some((label) => label.column === filter.column.column));
      // 'who reports to Hannah Schultz' where customers also point at customers (who referred them): the verb is of
      // the people whose name is said.
      if (!ref && this.model.selfJoins.filter((other) => other.fromTable === join.fromTable).length === 1 && (named.length > 0 || this.mayNameRowsOf(join.toTable))) ref = this.reportingVerb(join.fromTable) ?? this.possessedSuperior(join);
      if (!ref) continue;
      if (named.length === 0) named.push(...this.namesReadElsewhere(join.toTable));
      if (named.length === 0) continue;
      this.intent.filters = this.intent.filters.filter((filter) => !named.includes(filter as Extract<Filter, { kind: 'values' }>));
      const column = { table: join.fromTable, column: join.fromColumn };
      const key = { table: join.toTable, column: join.toColumn };
      // 'the chair of Zoe Novak', 'Zoe's manager': the row Zoe points at; 'reports to Zoe': the rows pointing at her.
      const valueAt = Math.min(...this.items.filter((item) => item.kind === 'ref' && this.roles[item.start] === 'bound' && this.targets[item.start]?.kind === 'value').map((item) => item.start));
      const between = this.tokens.slice(ref.end, Number.isFinite(valueAt) ? valueAt : ref.end).map((token) => token.lower);
      const reversed = (ref.start < valueAt && between.includes('of')) || (ref.start > valueAt && this.tokens.slice(valueAt, ref.start).some((token) => token.lower === "'s" || token.lower === "'"));
      const names = named.flatMap((filter) => filter.values).join(' ');
      const nameAt = this.targets.findIndex((target) => target?.kind === 'value' && target.table === join.toTable && named.some((filter) => filter.values.includes(target.value)));
      const adding = reversed ? undefined : this.wordsAddingItself(nameAt, ref);
      if (reversed) this.intent.filters.push({ kind: 'related', column: key, key: column, filters: named, label: `the ${humanize(join.fromColumn)} of ${names}` });
      else if (adding) {
        for (const at of adding) this.markUsed(at, 'filler');
        this.intent.filters.push({ kind: 'related', column, key, filters: named, orSelf: true, label: `${names} itself or ${humanize(join.fromColumn)} is ${names}` });
      } else this.intent.filters.push({ kind: 'related', column, key, filters: named, label: `${humanize(join.fromColumn)} is ${names}` });
      const reading = ref.readings.find((candidate) => candidate.target.kind === 'column' && candidate.target.column === join.fromColumn);
      if (reading) this.bindRef(ref, reading);
      return;
    }
  }

  /**
   * 'Acme Corporation including all its subsidiaries', 'Sonron plus its subs', 'Acme itself and every subsidiary': the
   * pointer named after the row's name, joined to it by a word that adds, keeps the named row too. The positions of the
   * words between, or undefined when they do not say that.
   */
  private wordsAddingItself(valueAt: number, ref: RefItem): number[] | undefined {
    if (valueAt < 0 || valueAt >= ref.start || ref.start - valueAt > 8) return undefined;
    const between = this.tokens.map((token, at) => ({ word: token.lower.replace(/\.$/, ''), at })).slice(valueAt, ref.start).filter(({ at }) => this.roles[at] !== 'bound');
    const adding = ['including', 'incl', 'plus', 'and', 'with', 'together', 'along'];
    const adds = between.some(({ word }) => adding.includes(word)) && between.every(({ word }) => [...adding, 'itself', 'all', 'of', 'its', 'their', 'every', 'each', 'any', 'the', '+', ',', '-'].includes(word));
    return adds ? between.map(({ at }) => at) : undefined;
  }

  /** Whether some words may be read as the name of a row of `table`, whichever reading they were given. */
  private mayNameRowsOf(table: string): boolean {
    const labels = this.model.labelColumns(table);
    return this.items.some((item) => item.kind === 'ref' && item.readings.some((reading) => reading.target.kind === 'value' && reading.target.table === table && labels.some((column) => column.column === (reading.target as { column: string }).column)));
  }

  /**
   * 'companies under Sonron, and how much we won from each': a row's name bound to another table's column (the deals'
   * account) that reads as well as a name of `table`, taken back there: the name of the row pointed at.
   */
  private namesReadElsewhere(table: string): Extract<Filter, { kind: 'values' }>[] {
    const labels = this.model.labelColumns(table);
    const moved: Extract<Filter, { kind: 'values' }>[] = [];
    for (const filter of [...this.intent.filters]) {
      if (filter.kind !== 'values' || filter.negated || filter.column.table === table) continue;
      const at = this.filterAt.get(filter);
      const item = this.items.find((other): other is RefItem => other.kind === 'ref' && (at === undefined || other.start >= at) && this.targets[other.start]?.kind === 'value' && filter.values.includes((this.targets[other.start] as { value: string }).value));
      const label = item?.readings.find((reading) => reading.target.kind === 'value' && reading.target.table === table && labels.some((column) => column.column === (reading.target as { column: string }).column) && filter.values.includes(reading.target.value) && reading.score >= (item.readings[0]?.score ?? 1) - 0.01);
      if (!item || label?.target.kind !== 'value') continue;
      const column = { table, column: label.target.column };
      moved.push({ kind: 'values', column, values: filter.values, label: `${humanize(column.column)} is ${filter.values.join(' or ')}` });
      this.intent.filters.splice(this.intent.filters.indexOf(filter), 1);
      for (let i = item.start; i < item.end; i++) this.targets[i] = label.target;
    }
    return moved;
  }

  /**
   * "the parent's annual revenue", "the manager's salary": a possessive after a row's pointer to its own table asks for
   * the row it points at, which a column of the row itself does not answer. Left unmatched, the question goes back.
   */
  private checkPointerPossessive(): void {
    const pointer = (target: Target | undefined) => target?.kind === 'column' && this.model.selfJoins.some((join) => join.fromTable === target.table && join.fromColumn === target.column);
    for (let i = 1; i < this.tokens.length; i++) {
      if (!isPossessive(this.tokens[i]) || !pointer(this.targets[i - 1]) || this.targets[i - 1]?.kind !== 'column') continue;
      const owner = (this.targets[i - 1] as { table: string }).table;
      for (let k = i + 1; k < this.tokens.length && this.tokens[k]?.pos !== 'PUNCT'; k++) {
        const target = this.targets[k];
        if (this.roles[k] === 'bound' && target?.kind === 'column' && target.table === owner && !pointer(target)) this.roles[k] = 'unmatched';
      }
    }
  }

  /** "Anne Dodsworth's manager": a superior noun after a possessive stands for the people's pointer to their superior. */
  private possessedSuperior(join: JoinKey): RefItem | undefined {
    const people = this.personLike(join.fromTable);
    const at = this.tokens.findIndex((token, i) => i > 0 && isPossessive(this.tokens[i - 1]) && SUPERIOR_NOUNS.has(token.lemma) && (people || !['manager', 'boss', 'supervisor'].includes(token.lemma)) && this.roles[i] !== 'bound');
    if (at < 0) return undefined;
    this.roles[at] = undefined;
    return { kind: 'ref', start: at, end: at + 1, readings: [{ target: { kind: 'column', table: join.fromTable, column: join.fromColumn }, score: 0.9, via: 'name' }] };
  }

  /**
   * 'reports to', 'reports directly to' right before a name of the people table: a ref standing for the table's
   * pointer to itself, so the words are bound to it.
   */
  private reportingVerb(table: string): RefItem | undefined {
    const join = this.model.selfJoins.find((candidate) => candidate.fromTable === table);
    if (!join) return undefined;
    // Only people report to someone: a parent company (subsidiary_of of accounts) is not reported to, though
    // companies may be under it.
    const superior = this.model.column({ table, column: join.fromColumn }).rawWords.some((word) => PERSON_SUPERIORS.has(word.toLowerCase()) || /^(report|rpt)/i.test(word));
    const reportsTo = superior || this.personLike(table);
    // The person reported to follows 'to'; 'who does Anne report to?' asks the other way round and is read elsewhere.
    const toAt = (i: number) => (this.tokens[i + 1]?.lower === 'to' ? i + 1 : this.tokens[i + 1]?.lower === 'directly' && this.tokens[i + 2]?.lower === 'to' ? i + 2 : -1);
    // 'who works under Dana Kowalski': to work under someone is to report to them.
    const under = (i: number) => ['under', 'beneath'].includes(this.tokens[i]?.lower ?? '') && ['work', 'be', 'serve', 'sit'].includes(this.tokens[i - 1]?.lemma ?? '') && /\w/.test(this.tokens[i + 1]?.lower ?? '');
    const at = this.tokens.findIndex((token, i) => (reportsTo && token.lemma === 'report' && toAt(i) > 0 && /\w/.test(this.tokens[toAt(i) + 1]?.lower ?? '')) || under(i));
    if (at < 0) return undefined;
    const reading: Reading = { target: { kind: 'column', table: join.fromTable, column: join.fromColumn }, score: 0.9, via: 'name' };
    this.roles[at] = undefined;
    // 'who (currently) reports to …': the people of that table are the rows asked for.
    const asksWho = ['who', 'whom'].includes(this.tokens[0]?.lower ?? '') && at <= 2;
    if (asksWho && (!this.intent.subject || !this.personLike(this.intent.subject))) {
      this.intent.subject = table;
      this.noteTable(table);
      if (this.intent.measures.length === 0) this.intent.list = true;
    }
    return { kind: 'ref', start: at, end: at + 1, readings: [reading] };
  }

  /**
   * '1997 sales after discounts': the deduction named after 'after' must be one the measure's formula takes off; then
   * it says which amount is meant and adds nothing. Otherwise it stays unmatched, never a figure of its own.
   */
  private finishNetOf(): void {
    const intent = this.intent;
    // Every measure the answer is built of, however nested ('average order value': a ratio of a ratio's parts).
    const partsOf = (measure: Measure): Measure[] => [measure, ...(measure.share?.measure ? partsOf(measure.share.measure) : []), ...(measure.ratio ? [...partsOf(measure.ratio.numerator), ...partsOf(measure.ratio.denominator)] : []), ...(measure.perRow ? partsOf(measure.perRow.measure) : [])];
    const allMeasures = () => [...intent.measures, ...intent.having.map((condition) => condition.measure)].flatMap(partsOf);
    this.tokens.forEach((token, at) => {
      // 'net sales', 'net revenue': an amount with something taken off, which the measure's formula must do.
      if (token.lower === 'net' && this.tokens[at + 1]?.lower !== 'of' && this.roles[at] !== 'bound') {
        const net = allMeasures().find((measure) => measure.metric && /\(1 - | - /.test(measure.metric.expression))?.metric;
        if (net) {
          this.roles[at] = 'bound';
          this.targets[at] = metricTarget(net);
          this.meanings[at] = `net: deductions taken off in ${net.name}`;
        }
        return;
      }
      // 'net sales, not counting freight', 'avg order value excluding freight': an amount the measure is not made of is
      // left out already; the words only say so.
      // 'no freight', 'without freight', 'freight not included': the same said around the amount.
      // 'before VAT', 'pre-tax': a tax said before is left out as surely.
      const beforeTax = ['before', 'pre'].includes(token.lower) && this.targets[at + 1]?.kind === 'column' && this.model.column(this.targets[at + 1] as ColumnRef).words.some((word) => TAX_WORDS.has(word));
      const before = EXCLUDING.has(token.lower) || token.lower === 'no' || token.lower === 'without' || beforeTax ? at + 1 : token.lower === 'not' && ['counting', 'including'].includes(this.tokens[at + 1]?.lower ?? '') ? at + 2 : undefined;
      const after = before === undefined && token.lower === 'not' && ['included', 'counted'].includes(this.tokens[at + 1]?.lower ?? '') && this.tokens[at - 1] ? at - 1 : undefined;
      const leftOut = before ?? after;
      const amount = leftOut !== undefined ? this.targets[leftOut] : undefined;
      if (leftOut !== undefined && amount?.kind === 'column' && this.model.column({ table: amount.table, column: amount.column }).role === 'measure') {
        const column = { table: amount.table, column: amount.column };
        const same = (other: ColumnRef | undefined) => other?.table === column.table && other.column === column.column;
        const rest = intent.measures.filter((measure) => !same(measure.column));
        const parts = rest.flatMap(partsOf);
        const metric = parts.find((measure) => measure.metric)?.metric;
        if (metric && rest.length > 0 && parts.every((measure) => !same(measure.column) && !(measure.metric && formulaNames(measure.metric.expression, column.column)))) {
          intent.measures = rest;
          intent.listColumns = intent.listColumns.filter((other) => !same(other));
          for (let k = at; k < (before ?? at + 2); k++) this.markUsed(k, 'filler');
          this.targets[leftOut] = metricTarget(metric);
          this.meanings[leftOut] = `not part of ${metric.name}`;
        }
        // 'total net invoiced amount (excluding VAT)': a net amount (net_gbp) has the tax beside it left out already.
        const netColumns = parts.flatMap((measure) => (measure.column && !measure.metric ? [measure.column] : []));
        if (!metric && rest.length > 0 && netColumns.length === parts.length && netColumns.every((other) => other.table === column.table && NET_AMOUNT_WORDS.some((word) => this.model.column(other).words.includes(word)))) {
          for (let k = at; k < (before ?? at + 2); k++) this.markUsed(k, 'filler');
          this.roles[leftOut] = 'filler';
          this.meanings[leftOut] = `not part of ${humanize(netColumns[0]?.column ?? '')}`;
        }
        return;
      }
      // 'billed last quarter including VAT' on a net amount with the VAT beside it: the two added, row by row.
      if (token.lower === 'including' && (amount === undefined || amount.kind === 'table' || amount.kind === 'column')) {
        const tax = this.targets[at + 1];
        // 'owed on overdue invoices, incl VAT' where clients keep a VAT number too: the tax amount of the rows measured.
        const taxColumn = tax?.kind === 'column' && this.model.column({ table: tax.table, column: tax.column }).role === 'measure' ? { table: tax.table, column: tax.column } : this.measuredRowsTax([this.tokens[at + 1]?.lower ?? ''])?.ref;
        const nets = intent.measures.filter((measure) => measure.aggregate === 'sum' && !measure.metric && !measure.owed?.paid && measure.column && taxColumn && measure.column.table === taxColumn.table && NET_AMOUNT_WORDS.some((word) => this.model.column(measure.column as ColumnRef).words.includes(word)));
        // 'by total amount invoiced, including VAT': the tax read as a measure of its own is the one added.
        const isTax = (measure: Measure) => measure.aggregate === 'sum' && !measure.metric && measure.column?.table === taxColumn?.table && measure.column?.column === taxColumn?.column;
        const others = intent.measures.filter((measure) => !isTax(measure));
        if (taxColumn && nets.length === others.length && nets.length > 0 && this.model.column(taxColumn).words.some((word) => PART_AMOUNT_WORDS.has(word))) {
          intent.measures = others;
          for (const measure of nets) {
            const net = measure.column as ColumnRef;
            const name = `${humanize(net.column)} plus ${humanize(taxColumn.column)}`;
            delete measure.column;
            // Owed with nothing paid against it is the rows' whole amount, which the metric now is.
            delete measure.owed;
            // Amounts kept in cents are shown in whole units, as a single amount column is.
            const cents = this.model.inCents(net) && this.model.inCents(taxColumn);
            measure.metric = { name, table: net.table, expression: cents ? `sum((${quoteName(net.column)} + ${quoteName(taxColumn.column)}) / 100.0)` : `sum(${quoteName(net.column)} + ${quoteName(taxColumn.column)})` };
            measure.label = name;
          }
          intent.listColumns = intent.listColumns.filter((column) => column.table !== taxColumn.table || column.column !== taxColumn.column);
          this.roles[at] = 'filler';
          this.roles[at + 1] = 'bound';
          this.targets[at + 1] = metricTarget(intent.measures[0]?.metric as MetricDefinition);
          this.meanings[at + 1] = `added to the net amount`;
          return;
        }
      }
      // 'discounted sales': the measure with the discount taken off, which its formula does.
      const next = this.targets[at + 1];
      if (token.lower === 'discounted' && next?.kind === 'metric' && /\(1 - | - /.test(next.metric.expression)) {
        const own = this.targets[at];
        if (own?.kind === 'column' && formulaNames(next.metric.expression, own.column)) {
          this.roles[at] = 'bound';
          this.targets[at] = next;
          this.meanings[at] = `taken off in ${next.metric.name}`;
        }
        return;
      }
      // 'net of discounts' says the same as 'after discounts'.
      const netOf = token.lower === 'net' && this.tokens[at + 1]?.lower === 'of';
      const from = netOf ? at + 1 : at;
      const k = ['the', 'any'].includes(this.tokens[from + 1]?.lower ?? '') ? from + 2 : from + 1;
      const target = this.targets[k];
      const netOp = netOf || this.items.some((item) => item.kind === 'op' && item.operator.op === 'filler' && item.start === at);
      // 'fees invoiced net of credit notes' where credit notes (CRN) hold negative amounts: added in, they are taken
      // off, so their rows stay in the total.
      if ((token.lower === 'after' || netOf) && netOp && target?.kind === 'value') {
        const negative = allMeasures().find((measure) => measure.aggregate === 'sum' && measure.column?.table === target.table && (this.model.column(measure.column).column.min as number) < 0)?.column;
        const kept = (filter: Filter) => filter.kind === 'values' && !filter.negated && filter.column.table === target.table && filter.column.column === target.column && filter.values.length === 1 && filter.values[0] === target.value;
        if (!negative || !intent.filters.some(kept)) return;
        intent.filters = intent.filters.filter((filter) => !kept(filter));
        for (let i = at; i < k; i++) this.roles[i] = 'filler';
        for (let i = k; this.targets[i]?.kind === 'value' && (this.targets[i] as { value: string }).value === target.value; i++) {
          this.targets[i] = { kind: 'column', ...negative };
          this.meanings[i] = `taken off: ${target.value} rows hold negative ${humanize(negative.column)}`;
        }
        return;
      }
      if ((token.lower !== 'after' && !netOf) || !netOp || target?.kind !== 'column') return;
      if (netOf) {
        this.roles[at] = 'filler';
        this.roles[at + 1] = 'filler';
      }
      const same = (column: ColumnRef | undefined) => column?.table === target.table && column.column === target.column;
      intent.measures = intent.measures.filter((measure) => !same(measure.column));
      intent.listColumns = intent.listColumns.filter((column) => !same(column));
      const metric = allMeasures().find((measure) => measure.metric && measure.metric.table === target.table && formulaNames(measure.metric.expression, target.column))?.metric;
      if (!metric) {
        this.roles[k] = 'unmatched';
        return;
      }
      this.targets[k] = metricTarget(metric);
      this.meanings[k] = `taken off in ${metric.name}`;
    });
  }

  /**
   * 'staff and their managers', 'recruiters and who they report to': each row beside the row its reference to itself
   * points at (only rows that have one); 'how many people report to each manager': the rows counted per that row.
   */
  private finishSuperior(): void {
    const superiorOps = this.items.filter((item): item is OpItem & { operator: { op: 'superior' } } => item.kind === 'op' && item.operator.op === 'superior');
    // '(blank if nobody)', 'skip anyone who doesn't report to someone': which rows a list keeps, said apart.
    const rowsOps = superiorOps.filter((op) => op.operator.rows !== undefined);
    const ops = superiorOps.filter((op) => op.operator.rows === undefined);
    const shape = ops[0]?.operator.shape;
    if (!shape || ops.some((op) => op.operator.shape !== shape)) return;
    const intent = this.intent;
    const lemmas = superiorOps.flatMap((op) => this.tokens.slice(op.start, op.end).map((token) => token.lemma));
    const named = [intent.subject, ...intent.tables].filter((table): table is string => table !== undefined);
    let joins = this.model.selfJoins.filter((join) => named.includes(join.fromTable));
    // 'how many people report to each manager' names no table; the one hierarchy in the data is the one meant.
    // 'how many people': a count whose words name no table.
    this.countAll ??= this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'aggregate' && item.operator.aggregate === 'count' && !this.usedOps.has(item));
    const countsPeople = shape === 'group' && intent.measures.length === 0 && this.countAll !== undefined && named.length === 0;
    if (countsPeople && this.model.selfJoins.length === 1) joins = this.model.selfJoins;
    // 'Who earns a higher hourly rate than their own manager?': the hierarchy whose table has the column compared, or
    // the only one.
    if (shape === 'compare' && named.length === 0) {
      const compared = this.model.selfJoins.filter((join) => this.links.some((link) => ops.some((op) => link.start >= op.start && link.end <= op.end) && link.target.kind === 'column' && link.target.table === join.fromTable && link.score >= 0.75));
      joins = compared.length > 0 ? compared : this.model.selfJoins.length === 1 ? this.model.selfJoins : [];
    }
    if (joins.length > 1) joins = joins.filter((join) => this.model.column({ table: join.fromTable, column: join.fromColumn }).words.some((word) => lemmas.includes(word)));
    const join = joins.length === 1 ? joins[0] : undefined;
    if (!join) return;
    const superior = this.model.superior(join);
    const labels = this.model.labelColumns(superior);
    const noun = lemmas.find((word) => SUPERIOR_NOUNS.has(word)) ?? 'superior';
    if (shape === 'compare') {
      const op = ops[0] as OpItem & { operator: { op: 'superior' } };
      const column = this.comparedWithSuperior(op, join.fromTable);
      const comparison = op.operator.comparison;
      if (!column || !comparison || intent.measures.length > 0 || intent.dimensions.length > 0) return;
      const other = { table: superior, column: column.column };
      intent.filters.push({ kind: 'columns', column, operator: comparison.operator, other, label: `${humanize(column.column)} ${comparison.operator === '=' ? 'the same as' : comparison.operator === '<>' ? 'different from' : operatorWord(comparison.operator)} the ${noun}'s` });
      intent.list = true;
      intent.subject ??= join.fromTable;
      this.noteTable(join.fromTable);
      // 'which subsidiaries …' named by the reference to the row above: the rows that have one, by their own name.
      const isReference = (ref: ColumnRef) => ref.table === join.fromTable && ref.column === join.fromColumn;
      if (intent.listColumns.some(isReference) || (intent.listOf && isReference(intent.listOf))) {
        intent.listColumns = [...intent.listColumns.filter((listed) => !isReference(listed)), ...this.model.labelColumns(join.fromTable)];
        if (intent.listOf && isReference(intent.listOf)) intent.listOf = undefined;
      }
    } else if (shape === 'show') {
      // 'every employee with their manager': 'every' says each row is listed, not that rows are grouped.
      if (intent.measures.length === 0 && intent.dimensions.every((dimension) => dimension.columns.every((ref) => ref.table === join.fromTable))) intent.dimensions = [];
      if (intent.measures.length > 0 || intent.dimensions.length > 0 || intent.rowRanking) return;
      intent.list = true;
      intent.subject ??= join.fromTable;
      intent.listColumns.push(...labels);
      // 'all employees with their manager's name', '(blank if nobody)': every row, beside a superior where it has one;
      // 'who has a manager', 'skip anyone who doesn't report to someone' keep only those that have one, as by default.
      const keepAll = !rowsOps.some((op) => op.operator.rows === 'with') && (rowsOps.length > 0 || this.allRowsSaid(ops[0] as OpItem));
      this.markSuperiorOps([...ops, ...rowsOps], noun, join, superior);
      if (!keepAll) intent.filters.push({ kind: 'not_null', column: { table: join.fromTable, column: join.fromColumn }, label: `has a ${noun}` });
      return;
    } else {
      const count = countsPeople ? this.countAll : undefined;
      if (count) {
        intent.measures.push(this.rowCount(join.fromTable));
        this.usedOps.add(count);
        this.noteTable(join.fromTable);
      }
      const counted = intent.measures.length === 1 && intent.measures[0]?.aggregate === 'count' && !intent.measures[0].column && (intent.measures[0].table ?? intent.subject) === join.fromTable;
      if (!counted || intent.dimensions.length > 0) return;
      intent.dimensions.push({ columns: labels, key: { table: superior, column: join.toColumn }, label: noun });
    }
    intent.filters.push({ kind: 'not_null', column: { table: join.fromTable, column: join.fromColumn }, label: `has a ${noun}` });
    this.markSuperiorOps(ops, noun, join, superior);
  }

  /** The superior's words, bound to the row above and used. */
  private markSuperiorOps(ops: readonly OpItem[], noun: string, join: JoinKey, superior: string): void {
    for (const op of ops) {
      this.usedOps.add(op);
      this.mark(op.start, op.end, 'bound', `the ${noun} (${humanize(join.fromColumn)})`);
      for (let i = op.start; i < op.end; i++) this.targets[i] = { kind: 'table', table: superior };
    }
  }

  /**
   * 'all employees with their manager', 'everyone and who they report to': a word before the list says every row.
   * 'every staff member with the person they report to' takes it as given that each has one.
   */
  private allRowsSaid(op: OpItem): boolean {
    return this.tokens.slice(0, op.start).some((token) => ['all', 'everyone', 'everybody'].includes(token.lower));
  }

  /**
   * 'which account was founded first', 'who was hired last': the row whose date (or year) of what the verb says is the
   * earliest or latest. Never filler: when no date fits the verb, the word stays unmatched and the question goes back.
   */
  private finishFirstByVerb(): void {
    const intent = this.intent;
    // 'founded first', 'signed up first': after a verb, or its particle.
    const verbAt = (i: number) => (this.tokens[i]?.pos === 'VERB' ? i : ['up', 'in', 'on', 'out', 'off'].includes(this.tokens[i]?.lower ?? '') && this.tokens[i - 1]?.pos === 'VERB' ? i - 1 : -1);
    const at = this.tokens.findIndex((token, i) => ['first', 'last', 'earliest', 'latest'].includes(token.lower) && this.roles[i] !== 'bound' && this.roles[i] !== 'operator' && verbAt(i - 1) >= 0 && (this.tokens[i + 1] === undefined || this.tokens[i + 1]?.pos === 'PUNCT'));
    if (at < 0) return;
    const table = intent.subject;
    const asked = ['which', 'what', 'who'].includes(this.tokens[0]?.lower ?? '');
    this.roles[at] = 'unmatched';
    if (!table || !asked || intent.measures.length > 0 || intent.dimensions.length > 0 || intent.rowRanking) return;
    const verbIndex = verbAt(at - 1);
    const verb = this.tokens[verbIndex] as Token;
    const dated = [...this.model.dateColumns(table), ...this.model.yearColumns(table)];
    // The date the verb's words were bound to ('signed up' → signup_date), else one named like the verb.
    const bound = this.targets.slice(verbIndex, at).find((target): target is Extract<Target, { kind: 'column' }> => target?.kind === 'column' && dated.some((column) => column.table === target.table && column.column === target.column));
    const named = dated.filter((column) => this.model.column(column).words.some((word) => dateStem(word) === dateStem(verb.lemma) || dateStem(word) === dateStem(verb.lower)));
    const column = bound ? { table: bound.table, column: bound.column } : named.length === 1 ? named[0] : dated.length === 1 ? dated[0] : undefined;
    if (!column) return;
    intent.listColumns = intent.listColumns.filter((listed) => listed.table !== column.table || listed.column !== column.column);
    // 'which opportunity was engaged first': the verb says which date ranks the rows; the status it was first read as
    // (Engaging) is not also a condition.
    for (let i = verbIndex; i < at; i++) {
      const target = this.targets[i];
      if (target?.kind === 'value') {
        this.dropValueFilter(target);
        this.targets[i] = { kind: 'column', ...column };
      }
    }
    const direction = ['first', 'earliest'].includes(this.tokens[at]?.lower ?? '') ? 'asc' : 'desc';
    intent.rowRanking = { table, by: column, direction, count: 1 };
    intent.list = false;
    this.roles[at] = 'operator';
    for (let i = verbIndex; i < at; i++) {
      this.roles[i] = 'bound';
      this.meanings[i] = `the date it applies to (${humanize(column.column)})`;
    }
  }

  /**
   * The column a row is compared on with its superior: 'older' a birth date, 'hired before' the date the verb names,
   * 'a higher hourly rate than' the column named inside the comparison, 'earns more than' the row's pay.
   */
  private comparedWithSuperior(op: OpItem & { operator: { op: 'superior' } }, table: string): ColumnRef | undefined {
    const word = op.operator.comparison?.word;
    const dates = this.model.table(table).columns.filter((column) => column.role === 'date').map((column) => column.ref);
    if (word === 'older' || word === 'younger') return dates.find((column) => this.isBirthDate(column));
    // Inside the comparison only a column of the row's own table is meant, so a weaker link ('hourly' of hrly_rt) does.
    // 'the same city as': any column is compared for being equal; only an amount is more or less.
    const equality = word === 'same' || word === 'different';
    const named = this.links.filter((link) => link.start >= op.start && link.end <= op.end && link.target.kind === 'column' && link.target.table === table && link.score >= 0.3 && (equality ? !['key', 'reference'].includes(this.model.column({ table, column: link.target.column }).role) : this.model.isMeasure({ table, column: link.target.column }))).sort((a, b) => b.score - a.score);
    const namedColumn = named[0]?.target;
    if (namedColumn?.kind === 'column') return { table, column: namedColumn.column };
    if (equality) return undefined;
    const verb = this.tokens.slice(Math.max(0, op.start - 3), op.start).reverse().find((token) => token.pos === 'VERB');
    if (word === 'before' || word === 'after' || word === 'earlier' || word === 'later') {
      const dated = verb ? dates.filter((column) => this.model.column(column).words.some((name) => dateStem(name) === dateStem(verb.lemma))) : [];
      if (dated.length !== 1 || !verb) return undefined;
      this.mark(verb.index, verb.index + 1, 'bound', `column ${table}.${dated[0]?.column}`);
      return dated[0];
    }
    // 'earns more than their manager', 'paid less than their boss': the row's own pay.
    const pay = verb && ['earn', 'make', 'pay', 'get'].includes(verb.lemma) ? this.amountColumn(table) : undefined;
    if (pay && verb) this.mark(verb.index, verb.index + 1, 'bound', `column ${table}.${pay.column}`);
    return pay;
  }

  /**
   * 'rank the categories by 1997 sales', 'customers by revenue', 'list the products by price': rows named before 'by'
   * and a number after it. A number the rows hold themselves orders them, every one; any other is totalled for each.
   */
  private finishRowsByAmount(): void {
    const intent = this.intent;
    const by = this.rowsBeforeBy;
    if (!by || intent.dimensions.length > 0 || intent.grain || !intent.measures.includes(by.measure)) return;
    const rows = by.table;
    const column = by.measure.column;
    if (by.measure.aggregate === 'sum' && column && column.table === rows && !by.measure.metric && intent.measures.length === 1) {
      intent.measures = [];
      intent.rowRanking = { table: rows, by: column, direction: intent.order?.direction ?? 'desc' };
      intent.subject = rows;
      return;
    }
    const measured = by.measure.table;
    if (!measured || rows === measured || !this.model.path(measured, rows)) return;
    this.addGroup({ kind: 'table', table: rows }, false);
  }

  /**
   * 'exams by grade', 'rooms by floor': a whole number with a few values (a level, a grade, a star rating) after 'by'
   * splits the rows into groups, where nothing ranks or sorts them ('top 5 pupils by grade' ranks).
   */
  private groupsByLevel(target: Target): boolean {
    if (target.kind !== 'column') return false;
    const column = this.model.column({ table: target.table, column: target.column });
    const levels = column.column.type === 'integer' && (column.column.values?.length ?? Infinity) <= 12 && !this.model.inCents(column.ref);
    return levels && !this.items.some((item) => item.kind === 'op' && ['superlative', 'order', 'comparative'].includes(item.operator.op));
  }

  /**
   * 'which customers ordered the most times', 'which guest stayed most often': the rows ranked by how many rows of
   * theirs the verb makes: the table the verb names among those pointing at them, or the only one.
   */
  private finishMostOften(): void {
    const subject = this.whichSubject;
    if (this.ranked || this.rankBy || this.intent.measures.length > 0 || subject?.kind !== 'table') return;
    const oftenAfter = (end: number) => (['times', 'often', 'frequently'].includes(this.tokens[end]?.lower ?? '') ? end : undefined);
    const superlative = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'superlative' && !this.usedOps.has(item) && oftenAfter(item.end) !== undefined);
    if (superlative?.operator.op !== 'superlative') return;
    const oftenAt = oftenAfter(superlative.end) as number;
    const children = this.tablesPointingAt(subject.table);
    const verb = this.tokens.slice(0, superlative.start).reverse().find((token) => token.pos === 'VERB' && !['be', 'have', 'do'].includes(token.lemma));
    const rows = verb ? this.rowsTheVerbMakes(children, verb) : undefined;
    if (!rows) return;
    const { direction, word, count } = superlative.operator;
    this.ranked = { target: { kind: 'table', table: rows }, role: { role: 'ranked', direction, word, ...(count !== undefined && { count }) } };
    this.usedOps.add(superlative);
    this.mark(oftenAt, oftenAt + 1, 'bound', `number of ${humanize(this.model.table(rows).table.name)}`);
  }

  /**
   * 'customers who have ordered more than once', 'buses that broke down more than 6 times': the rows kept by how many
   * rows of theirs the verb makes, as 'more than 6 breakdowns' would say; the verb names that table, or it is the one
   * pointing at them.
   */
  private finishMoreOften(anchor: string | undefined): void {
    for (const item of this.items) {
      if (item.kind !== 'op' || item.operator.op !== 'compare' || item.operator.value === undefined || item.operator.percent || item.operator.per || this.usedOps.has(item)) continue;
      const last = this.tokens[item.end - 1];
      const timesAt = this.tokens[item.end]?.lemma === 'time' ? item.end : undefined;
      if (timesAt === undefined && !TIMES_WORDS.has(last?.lower ?? '')) continue;
      // The verb right before: 'ordered', 'have broken down', 'stayed with us'.
      let verbAt = item.start - 1;
      while (verbAt >= 0 && (STATE_PARTICLES.has(this.tokens[verbAt]?.lower ?? '') || ['with', 'us', 'from', 'at', 'on'].includes(this.tokens[verbAt]?.lower ?? ''))) verbAt--;
      const verb = this.tokens[verbAt];
      const subject = this.whichSubject?.kind === 'table' ? this.whichSubject.table : anchor;
      if (!subject) continue;
      // 'clients who have no-showed more than once', 'cancelled late more than twice' where bookings keep a status NS
      // and a late flag: the rows in that state, counted per client; the state is a condition of the rows counted.
      if (verb && this.stateRowsCompared(item, verbAt, subject)) continue;
      if (!verb || verb.pos !== 'VERB' || ['be', 'have', 'do'].includes(verb.lemma)) continue;
      const bound = this.roles[verbAt] === 'bound' && this.targets[verbAt]?.kind === 'table' ? targetTable(this.targets[verbAt] as Target) : undefined;
      const particle = STATE_PARTICLES.has(this.tokens[verbAt + 1]?.lower ?? '') ? (this.tokens[verbAt + 1]?.lower ?? '') : '';
      const rows = bound && bound !== subject ? bound : this.rowsTheVerbMakes(this.tablesPointingAt(subject), verb, particle);
      if (!rows) continue;
      const { operator, value } = item.operator;
      const name = humanize(this.model.table(rows).table.name);
      this.intent.having.push({ measure: { aggregate: 'count', table: rows, label: `number of ${name}` }, operator, value, label: `number of ${name} ${operatorWord(operator)} ${formatNumber(value)}`, at: item.start });
      this.usedOps.add(item);
      this.mark(item.start, item.end, 'operator');
      if (timesAt !== undefined) this.mark(timesAt, timesAt + 1, 'bound', `number of ${name}`);
      if (this.roles[verbAt] !== 'bound') this.mark(verbAt, verbAt + 1, 'bound', `${name} rows`);
    }
  }

  /** The one tax amount of the rows measured that the tax words name ('incl VAT' of vat_p where clients keep a VAT number). */
  private measuredRowsTax(taxWords: readonly string[]): ColumnModel | undefined {
    const table = this.intent.measures.find((measure) => measure.column)?.column?.table;
    const taxes = table ? this.model.table(table).columns.filter((column) => column.role === 'measure' && column.words.some((word) => taxWords.includes(word))) : [];
    return taxes.length === 1 ? taxes[0] : undefined;
  }

  /**
   * 'how much have we refunded this year' where payments keep a refund flag: the money of the rows the flag marks,
   * never the flag itself added up or counted.
   */
  private moneyOfFlaggedRows(phrase: Phrase, head: { ref: RefItem; reading: Reading }, role: Extract<Role, { role: 'measure' }>): boolean {
    const target = head.reading.target;
    if (!role.money || role.aggregate !== 'sum' || target.kind !== 'column' || phrase.refs.length !== 1) return false;
    const flag = { table: target.table, column: target.column };
    const said = this.tokens[head.ref.end - 1];
    if (this.model.column(flag).role !== 'flag' || !said || said.pos !== 'VERB') return false;
    const amount = this.mainAmount(flag.table);
    if (!amount || 'expression' in amount) return false;
    this.bindRef(head.ref, head.reading);
    this.intent.filters.push(flagSet(flag));
    this.intent.measures.push(totalOf(amount, flag.table));
    this.noteTable(flag.table);
    this.mark(head.ref.start, head.ref.end, 'bound', `${humanize(amount.column)} of rows with ${humanize(flag.column)} set`);
    return true;
  }

  /**
   * 'how many late cancellations since March' where bookings keep a late flag and the date they were cancelled: the
   * flag's rows that had the event the noun names, counted with the flag set, dated by that event.
   */
  private countsFlaggedEvents(phrase: Phrase, head: { ref: RefItem; reading: Reading }, role: Extract<Role, { role: 'measure' }>): boolean {
    const target = head.reading.target;
    if (role.aggregate !== 'count' || role.distinct || target.kind !== 'column' || head.ref.end >= phrase.end) return false;
    const flag = { table: target.table, column: target.column };
    if (this.model.column(flag).role !== 'flag') return false;
    const nounAt = phrase.end - 1;
    const noun = this.tokens[nounAt];
    if (!noun || noun.pos !== 'NOUN' || noun.lower === noun.lemma || phrase.refs.some((ref) => ref.end > head.ref.end)) return false;
    const dates = this.datesNamedByWord(noun, [flag.table]);
    const date = dates.length === 1 ? dates[0] : undefined;
    if (!date) return false;
    this.bindRef(head.ref, head.reading);
    this.intent.filters.push(flagSet(flag));
    this.intent.filters.push({ kind: 'not_null', column: date, label: `${humanize(date.column)} is set` });
    this.intent.measures.push(this.rowCount(flag.table));
    this.noteTable(flag.table);
    this.intent.dateColumn = date;
    for (const time of this.intent.times) time.column ??= date;
    this.mark(head.ref.start, head.ref.end, 'bound', `${humanize(flag.column)} is set`);
    this.mark(nounAt, nounAt + 1, 'bound', `${humanize(this.model.table(flag.table).table.name)} by ${humanize(date.column)}`);
    return true;
  }

  /**
   * 'which clients have no-showed more than once', 'cancelled late more than twice': the words before the number name
   * states of rows that point at the rows asked about (a status value, a flag); those rows are counted per row asked
   * about, and the states move from the question's rows onto the rows counted.
   */
  private stateRowsCompared(item: OpItem, lastAt: number, subject: string): boolean {
    if (item.operator.op !== 'compare' || item.operator.value === undefined) return false;
    let first = lastAt;
    while (first > 0 && this.roles[first - 1] === 'bound' && this.targets[first - 1]?.kind !== 'table') first--;
    const said = this.tokens.slice(first, lastAt + 1).map((_, k) => this.targets[first + k]);
    const tables = new Set(said.map((target) => (target?.kind === 'value' || target?.kind === 'column' ? target.table : undefined)));
    const [rows] = tables;
    if (tables.size !== 1 || !rows || rows === subject || !this.model.reachesWithoutFanOut(rows, subject) || this.model.reachesWithoutFanOut(subject, rows)) return false;
    // A state of the rows' status ('No-show'), not a reason kept beside it ('Gate locked'), whose rows may lack the
    // date the period is read on.
    if (!said.some((target) => target?.kind === 'value' && namesStates(this.model.column({ table: target.table, column: target.column }).words))) return false;
    const moved = this.intent.filters.filter((filter) => (filter.kind === 'values' || filter.kind === 'flag') && filter.column.table === rows && said.some((target) => (target?.kind === 'value' || target?.kind === 'column') && target.column === filter.column.column));
    if (moved.length === 0) return false;
    this.intent.filters = this.intent.filters.filter((filter) => !moved.includes(filter));
    const { operator, value } = item.operator;
    const name = humanize(this.model.table(rows).table.name);
    this.intent.having.push({ measure: { aggregate: 'count', table: rows, label: `number of ${name}` }, operator, value, label: `number of ${name} ${operatorWord(operator)} ${formatNumber(value)}`, at: item.start, filters: moved });
    this.usedOps.add(item);
    this.mark(item.start, item.end, 'operator');
    return true;
  }

  /**
   * Of the tables pointing at some rows, the one whose rows a verb makes: named by the verb ('stayed' for stays),
   * shortened by it or by it and its particle ('broke down' for brk), or the only one, for a verb that relates rows
   * ('ordered'; 'complained' names none).
   */
  private rowsTheVerbMakes(children: string[], verb: Token, particle = ''): string | undefined {
    const lexicon = lexiconFor(this.catalog);
    const shortened = new Set([...this.tablesNamedBy(verb.lemma), ...(particle ? this.tablesNamedBy(verb.lemma + particle) : [])].map((table) => table.id));
    const named = children.filter((child) => shortened.has(child) || lexicon.startingWith(verb.lemma).some((entry) => entry.words.length === 1 && entry.target.kind === 'table' && entry.target.table === child));
    return named.length === 1 ? named[0] : children.length === 1 && this.relationVerb(verb) ? children[0] : undefined;
  }

  /** Settles a superlative: rows ranked by a column, groups ranked by a measure, or the extreme value itself. */
  private finishRanking(anchor: string | undefined): void {
    const intent = this.intent;
    // 'which constructors scored more points in 2024 than in 2023': the points per constructor, compared.
    const which = this.whichSubject;
    if (intent.keepDifference && which && intent.dimensions.length === 0 && intent.measures.length > 0) {
      this.addGroup(which, false);
      if (which.kind === 'column') this.removeFreeColumn(which);
    }
    const ranked = this.ranked;
    const spare = this.dangling[0];
    // 'our best month for won revenue', 'the top 3 quarters by sales': a superlative said of the period ranks the periods.
    // 'what day of the week is busiest': the same, said after the period.
    const saidOfPeriod = (item: OpItem, grain: OpItem) => grain.start === item.end || (item.start > grain.end && item.start - grain.end <= 2 && this.tokens.slice(grain.end, item.start).every((token) => ['is', 'was', 'are', 'were', 'the'].includes(token.lower)));
    const periodRank = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'superlative' && this.items.some((other) => other.kind === 'op' && other.operator.op === 'grain' && saidOfPeriod(item, other)));
    if (periodRank?.operator.op === 'superlative' && !ranked && !this.rankBy) {
      // 'the busiest hour of the day for gate transactions': busy says how many rows; with no figure named, they are counted.
      const counted = intent.subject ?? anchor;
      if (BUSY_WORDS.has(this.tokens[periodRank.start]?.lower ?? '') && intent.measures.length === 0 && this.freeMeasures.length === 0 && counted && intent.grain && intent.grain !== 'auto') {
        intent.measures.push(this.rowCount(counted));
      }
      const rankable = intent.grain && intent.grain !== 'auto' && intent.dimensions.length === 0 && (intent.measures.length > 0 || this.freeMeasures.length === 1);
      // Nothing named to rank the periods by ('the biggest month for won deals'): the superlative was not carried out.
      if (!rankable) {
        this.usedOps.delete(periodRank);
        return;
      }
      // The amount named beside the period ('for won revenue') is what the periods are ranked by; a free one joins the
      // measures once the shape is finished.
      intent.order = { by: 'measure', direction: periodRank.operator.direction, explicit: false };
      intent.limit = periodRank.operator.count ?? 1;
      this.usedOps.add(periodRank);
      return;
    }
    const rank = ranked?.role ?? (this.rankBy ? { role: 'ranked' as const, direction: this.rankBy.direction, word: 'top', count: this.rankBy.count, ...(this.rankBy.ordinal && { ordinal: this.rankBy.ordinal }) } : spare ? { role: 'ranked' as const, direction: spare.direction, word: spare.word, ...(spare.count !== undefined && { count: spare.count }), ...(spare.ordinal !== undefined && { ordinal: spare.ordinal }) } : undefined);
    if (rank && !ranked && !this.rankBy && spare) this.usedOps.add(spare.item);
    if (!rank) {
      this.finishRowsByAmount();
      if (this.groupedByMeasure && intent.order === undefined && !intent.rowRanking) intent.order = { by: 'measure', direction: 'desc', explicit: true };
      return;
    }
    const count = rank.count ?? this.explicitCount ?? (this.pluralRanked() ? TOP_ROWS_UNSAID : 1);
    const adjective = rank.word.replace(/^(most|least) /, '');
    const setRank = () => {
      intent.order = { by: 'measure', direction: rank.direction, explicit: false };
      intent.limit = count;
      if (rank.ordinal) intent.offset = rank.ordinal - 1;
    };
    // 'agents with the highest win rate', 'cities with the most customers': a column that opens the question before
    // 'with' is what is ranked, as after 'which'.
    const subject = this.whichSubject ?? this.leadingColumn;
    const subjectTable = subject ? targetTable(subject) : undefined;
    const groupSubject = () => {
      if (!subject || (intent.dimensions.length > 0 && !intent.perGroup)) return;
      this.addGroup(subject, false);
      if (subject.kind === 'column') this.removeFreeColumn(subject);
    };

    const target = ranked?.target;
    // 'which month of 1997 had the most orders': the periods are ranked by the measure the superlative names.
    if (intent.grain && intent.grain !== 'auto' && intent.dimensions.length === 0 && target && (periodRank || this.tokens.some((token, i) => (token.lower === 'which' || token.lower === 'what') && GRAIN_OF[this.tokens[i + 1]?.lemma ?? ''] === intent.grain))) {
      if (intent.measures.length === 0) {
        if (target.kind === 'table') intent.measures.push(this.rowCount(target.table));
        else if (target.kind === 'metric') intent.measures.push({ aggregate: 'sum', metric: { name: target.metric.name, table: target.metric.table, expression: target.metric.expression }, table: target.metric.table, label: target.metric.name });
        else if (target.kind === 'column' && this.model.isNumeric({ table: target.table, column: target.column })) intent.measures.push({ aggregate: 'sum', column: { table: target.table, column: target.column }, table: target.table, label: `total ${humanize(target.column)}` });
      }
      if (intent.measures.length > 0) {
        setRank();
        return;
      }
    }
    // 'the highest unit price', 'top 5 by revenue': a number to rank by. Not an id that points at other rows ('top 5
    // referral agencies' said of parcel.ref_agency), which names the rows it points at.
    const pointer = target?.kind === 'column' && ['key', 'reference'].includes(this.model.column({ table: target.table, column: target.column }).role);
    if (target && !pointer && (target.kind === 'metric' || (target.kind === 'column' && this.model.isNumeric({ table: target.table, column: target.column })))) {
      const measure: Measure = target.kind === 'metric'
        ? { aggregate: 'sum', metric: { name: target.metric.name, table: target.metric.table, expression: target.metric.expression }, table: target.metric.table, label: target.metric.name }
        : { aggregate: 'sum', column: { table: target.table, column: target.column }, table: target.table, label: `total ${humanize(target.column)}` };
      const column = measure.column;
      const entityTable = subject?.kind === 'table' ? subjectTable : this.rankedEntityTable();
      const onlyPartition = intent.dimensions.length === 0 || (intent.perGroup !== undefined && intent.dimensions.length === 1);
      // 'which customer paid the highest price for a single transaction': the transactions ranked one by one, each
      // shown with its customer, not each customer's total.
      const single = this.singleRow();
      if (single && column && column.table === single.table && entityTable && entityTable !== single.table && this.model.reachesWithoutFanOut(single.table, entityTable) && intent.dimensions.length === 0) {
        intent.rowRanking = { table: single.table, by: column, direction: rank.direction, count, ...(rank.ordinal && { offset: rank.ordinal - 1 }) };
        intent.listColumns.push(...this.model.labelColumns(entityTable));
        intent.subject = single.table;
        this.roles[single.at] = 'operator';
        return;
      }
      if (onlyPartition && column && entityTable && this.model.reachesWithoutFanOut(entityTable, column.table)) {
        // 'the highest paid employee in each department', 'which product has the highest unit price'.
        intent.rowRanking = { table: entityTable, by: column, direction: rank.direction, count, ...(rank.ordinal && { offset: rank.ordinal - 1 }) };
        intent.subject = entityTable;
        return;
      }
      if (intent.dimensions.length === 0 && column && subjectTable && this.model.reachesWithoutFanOut(subjectTable, column.table) && subject?.kind === 'table') {
        intent.rowRanking = { table: subjectTable, by: column, direction: rank.direction, count, ...(rank.ordinal && { offset: rank.ordinal - 1 }) };
        intent.subject = subjectTable;
        return;
      }
      if (intent.dimensions.length === 0 && !subject && column && !intent.list) {
        // 'what is the highest unit price': the extreme value itself.
        intent.measures.push({ aggregate: rank.direction === 'desc' ? 'max' : 'min', column, table: column.table, label: `${rank.direction === 'desc' ? 'highest' : 'lowest'} ${humanize(column.column)}` });
        return;
      }
      if (intent.dimensions.length === 0 && !subject && column && intent.list && intent.subject && this.model.reachesWithoutFanOut(intent.subject, column.table)) {
        intent.rowRanking = { table: intent.subject, by: column, direction: rank.direction, count, ...(rank.ordinal && { offset: rank.ordinal - 1 }) };
        return;
      }
      // 'for each photographer, what's the biggest wedding fee': with no rows named to rank, the extreme value in each
      // group; ranking each group's one total would only show that total.
      if (intent.perGroup && intent.dimensions.length === 1 && !subject && column && count === 1 && !rank.ordinal) {
        intent.measures.push({ aggregate: rank.direction === 'desc' ? 'max' : 'min', column, table: column.table, label: `${rank.direction === 'desc' ? 'highest' : 'lowest'} ${humanize(column.column)}` });
        intent.perGroup = undefined;
        return;
      }
      intent.measures.push(measure);
      groupSubject();
      setRank();
      return;
    }

    // 'which account has the most opportunities', 'which office has the most sales agents'.
    const countsThings = ['most', 'least', 'fewest'].includes(adjective) || rank.word === 'most' || rank.word === 'least';
    // 'top 3 clients by spend': the noun of spending after 'by' ranks by money as the verb would.
    const spendAt = this.tokens.findIndex((token, i) => ['spend', 'spending'].includes(token.lower) && this.lowerAt(i - 1) === 'by' && this.roles[i] !== 'bound');
    const spends = this.tokens.some((token, i) => MONEY_VERBS.has(token.lemma) && token.pos === 'VERB' && !this.makesRowsRanked(i)) || spendAt >= 0 || this.moneyRankedAt !== undefined;
    // 'the most of our active products': a yes/no column is no thing to count.
    if (target?.kind === 'column' && this.model.column({ table: target.table, column: target.column }).role === 'flag') return;
    if (target && countsThings && subject && !(subject.kind === target.kind && targetTable(subject) === targetTable(target) && (subject.kind === 'table' || (target.kind === 'column' && subject.kind === 'column' && subject.column === target.column)))) {
      groupSubject();
      // 'which customer spent the most on orders': the orders' money, not their number.
      // 'the most PO value': the purchase orders' amount, kept on their lines when they keep none.
      const amountAt = ranked?.amountAt;
      const ownAmount = amountAt !== undefined && target.kind === 'table' ? this.mainAmount(target.table) : undefined;
      const named = amountAt !== undefined && target.kind === 'table' ? (ownAmount ? { amount: ownAmount, table: target.table } : this.linesAmount(target.table)) : undefined;
      const money = spends && target.kind === 'table' ? this.mainAmount(target.table) : undefined;
      // 'which 5 farms owe us the most on unpaid invoices': the amount owed on them is what is ranked.
      if (intent.measures.some((measure) => measure.owed !== undefined && measure.table === targetTable(target))) {
        // Ranked by that amount, already measured.
      } else if (named?.amount) {
        intent.measures.unshift(totalOf(named.amount, named.table));
        this.mark(amountAt as number, (amountAt as number) + 1, 'bound', MAIN_AMOUNT);
      } else if (money) intent.measures.unshift(totalOf(money, target.table));
      else if (target.kind === 'table') intent.measures.unshift(this.rowCount(target.table));
      else if (target.kind === 'column') {
        const column = { table: target.table, column: target.column };
        if (this.eventNamedByDate(column)) intent.measures.unshift(this.rowCount(target.table));
        else intent.measures.unshift(this.model.isUnique(column) ? { aggregate: 'count', table: target.table, label: `number of ${humanize(target.column)}s` } : { aggregate: 'count_distinct', column, table: target.table, label: `number of distinct ${humanize(target.column)}` });
      }
      setRank();
      return;
    }

    // Measures already named ('highest total close value', 'top 5 accounts by revenue', 'by sales agent, top 5').
    if (intent.measures.length > 0) {
      const measure = intent.measures[0] as Measure;
      const entity = target?.kind === 'table' ? target.table : undefined;
      const things = entity && intent.dimensions.length === 0 && measure.aggregate === 'sum' && this.groupedByMeasure ? this.thingsOfPairRows(entity) : undefined;
      if (things) {
        // 'top 3 parts by quantity used' of job_part rows that keep part_desc: each part's lines, added up.
        intent.dimensions.push({ columns: [things], label: humanize(things.column) });
        setRank();
        return;
      }
      if (entity && intent.dimensions.length === 0 && measure.column && measure.column.table === entity && measure.aggregate === 'sum' && this.groupedByMeasure) {
        // 'top 5 accounts by revenue': accounts' own revenue, not a sum over something else.
        intent.measures.shift();
        intent.rowRanking = { table: entity, by: measure.column, direction: rank.direction, count, ...(rank.ordinal && { offset: rank.ordinal - 1 }) };
        intent.subject = entity;
        return;
      }
      if (target && (intent.dimensions.length === 0 || intent.perGroup)) this.addGroup(target, false);
      else groupSubject();
      setRank();
      return;
    }

    // 'the biggest deal', 'the most expensive product', 'which product is the cheapest', 'the newest hire'.
    // 'which 3 employees earn the most': the listed rows are the ones ranked.
    const entity = target?.kind === 'table' ? target.table : subject?.kind === 'table' ? subject.table : intent.list && intent.dimensions.length === 0 ? intent.subject : undefined;
    // 'which 3 employees earn the most': a money verb ranks by the entity's own amount.
    const earning = spends;
    // 'which fair took the most money' where fairs keep their stand fee and expenses: money taken in is no amount paid
    // out; it is the money of the rows taken at them.
    const ownMoney = entity && earning && ['most', 'least', 'top', 'bottom'].includes(adjective) ? this.amountColumn(entity) : undefined;
    const takenIn = this.moneyRankedAt !== undefined && !this.tokens.some((token) => ['spend', 'pay', 'cost'].includes(token.lemma));
    const paidOut = ownMoney !== undefined && takenIn && this.model.column(ownMoney).words.some((word) => OUTGOING_MONEY_WORDS.has(word) || word === 'expense' || word === 'exp');
    const by = entity ? (this.rankColumn(entity, adjective) ?? (paidOut ? undefined : ownMoney)) : undefined;
    const onlyPartition = intent.dimensions.length === 0 || (intent.perGroup !== undefined && intent.dimensions.length === 1);
    if (entity && by && onlyPartition) {
      intent.rowRanking = { table: entity, by, direction: adjective === 'oldest' && this.isBirthDate(by) ? 'asc' : adjective === 'youngest' && this.isBirthDate(by) ? 'desc' : rank.direction, count, ...(rank.ordinal && { offset: rank.ordinal - 1 }) };
      intent.subject = entity;
      return;
    }
    // 'which guest spent the most at the spa': a money verb ranks the rows by the money of the rows that point at
    // them (their charges), not by a count.
    const asksWho = this.items.some((item) => item.kind === 'op' && item.operator.op === 'who' && item.start === 0);
    const spender = entity ?? (subject?.kind === 'table' ? subject.table : undefined) ?? (asksWho ? this.nearestPeople(anchor) : undefined);
    const money = earning && spender && !by && ['most', 'least', 'top', 'bottom'].includes(adjective) ? this.moneyOf(spender) : undefined;
    if (money && spender) {
      intent.measures.unshift(money);
      if (spendAt >= 0) this.mark(spendAt, spendAt + 1, 'bound', money.label);
      if (this.moneyRankedAt !== undefined) this.mark(this.moneyRankedAt, this.moneyRankedAt + 1, 'bound', money.label);
      this.addGroup({ kind: 'table', table: spender }, false);
      setRank();
      return;
    }
    // 'our biggest single order', 'top 5 orders by value': rows with no amount of their own are as big as the money of
    // the rows they are made of (an order's lines); each row is ranked by it. Not when other rows are asked about.
    const byAmount = this.tokens.findIndex((token, i) => saysRowsAmount(token.lemma) && this.tokens[i - 1]?.lower === 'by' && this.roles[i] !== 'bound');
    const sized = SIZE_SUPERLATIVES.has(adjective) || (byAmount >= 0 && ['top', 'bottom'].includes(adjective));
    const linesMoney = entity && !by && sized && intent.dimensions.length === 0 && (!subject || targetTable(subject) === entity) ? this.ownLinesMoney(entity) : undefined;
    if (linesMoney && entity) {
      intent.measures.unshift(linesMoney);
      this.addGroup({ kind: 'table', table: entity }, false);
      if (byAmount >= 0) this.mark(byAmount, byAmount + 1, 'bound', linesMoney.label);
      setRank();
      return;
    }
    // 'which customer placed the largest order': the size of one row, which the rows have no amount to say; never how
    // many rows each customer has. The superlative stays unmatched.
    if (target?.kind === 'table' && SIZE_SUPERLATIVES.has(adjective)) return;
    // 'which event had the highest attendance': rows the subject has many of, with no amount to rank them by, are
    // counted per subject; the subject is not grouped by them. Not a quality ('the fastest pit stop'), which is of one
    // row and no count of them.
    if (target?.kind === 'table' && !QUALITY_SUPERLATIVES.has(adjective) && subject?.kind === 'table' && subject.table !== target.table && this.model.path(subject.table, target.table) && !this.model.reachesWithoutFanOut(subject.table, target.table) && intent.dimensions.length === 0) {
      groupSubject();
      intent.measures.unshift(this.rowCount(target.table));
      setRank();
      return;
    }
    // 'the one with the highest Strength' where nothing numeric was named: 'highest' is of an amount, never of how many
    // rows a group has; with no amount to rank by, the superlative stays unmatched.
    if (!target && ['highest', 'lowest', 'largest', 'smallest', 'biggest', 'greatest', 'maximum', 'minimum'].includes(adjective)) return;
    // 'which reps have been with us the longest', 'the cheapest suppliers': a quality with no column that measures it
    // is no number of rows either.
    if (QUALITY_SUPERLATIVES.has(adjective)) return;
    // 'top 5 customers', 'top 3 sales agents', 'the most common category': groups ranked by a count.
    if (target) this.addGroup(target, false);
    else groupSubject();
    setRank();
    void anchor;
  }

  /**
   * 'a single transaction', 'one individual order': the rows of that table taken one at a time. The word is left
   * unmatched unless a ranking uses it, so it is never dropped in silence.
   */
  private singleRow(): { table: string; at: number } | undefined {
    const at = this.tokens.findIndex((token, i) => ['single', 'individual'].includes(token.lower) && this.roles[i] !== 'bound');
    if (at < 0) return undefined;
    const target = this.targets[at + 1];
    if (target?.kind !== 'table') return undefined;
    this.roles[at] = 'unmatched';
    return { table: target.table, at };
  }

  /** The people a headcount counts: the question's own, or the one table of people that the grouping is above. */
  private peopleCounted(anchor: string | undefined): string | undefined {
    const near = this.nearestPeople(anchor);
    if (near) return near;
    // With nothing else named, the one table of people who join and leave (an empty leaving date).
    const staff = (table: string) => this.personLike(table) && this.model.table(table).columns.some((column) => sometimesEmptyDateSaying(column, QUALIFIERS.current?.emptyDates ?? []));
    const above = [...this.model.tables.keys()].filter((table) => (anchor === undefined ? staff(table) : this.personLike(table) && this.model.reachesWithoutFanOut(table, anchor)));
    return above.length === 1 ? above[0] : undefined;
  }

  /** 'who spent the most': the people the question's rows belong to, nearest first. */
  private nearestPeople(anchor: string | undefined): string | undefined {
    const from = anchor ?? this.intent.subject ?? this.intent.filters.flatMap((filter) => ('column' in filter ? [filter.column.table] : []))[0];
    if (!from) return undefined;
    return [from, ...this.model.reachable(from).filter((table) => this.model.reachesWithoutFanOut(from, table))].find((table) => this.personLike(table));
  }

  /** The total of the money in the rows that point at a table's rows: the conditions' table first, else the nearest. */
  private moneyOf(table: string): Measure | undefined {
    const conditioned = this.intent.filters.flatMap((filter) => ('column' in filter ? [filter.column.table] : []));
    const children = this.model.reachable(table).filter((other) => !this.model.reachesWithoutFanOut(table, other) && this.mainAmount(other));
    // The rows the conditions are about ('at the spa': the charges), or the ones the verb names ('paid': payments);
    // else the only money there is. Two kinds of money at the same distance are a guess, and nothing is chosen.
    const verbs = this.tokens.filter((token) => MONEY_VERBS.has(token.lemma)).flatMap((token) => [token.lemma, ...derivedForms(token.lemma, 'verb', 'noun').map(singularLemma)]);
    const named = children.filter((other) => this.model.table(other).words.some((word) => verbs.includes(word)));
    const closestOf = (tables: string[]) => tables.filter((other) => this.model.distance(table, other) === Math.min(...tables.map((child) => this.model.distance(table, child))));
    const nearest = closestOf(children);
    // 'bottom 3 products by $ invoiced', where invoices keep a total and their lines an amount each: the money of the
    // rows nearest the ranked ones that each meet one conditioned row (the lines), never a whole invoice's per product.
    const meeting = closestOf(children.filter((other) => conditioned.some((rows) => rows === other || this.model.reachesWithoutFanOut(other, rows))));
    // 'which 3 clients spent the most' where bookings, jobs and invoices all keep money: what a client spends is what
    // they are billed, the one table payments are made against.
    const billed = () => {
      const against = closestOf(children.filter((other) => this.paidAgainst(other, this.ownAmount(other))));
      return against.length === 1 ? against[0] : undefined;
    };
    const chosen = (meeting.length === 1 ? meeting[0] : undefined) ?? conditioned.find((other) => children.includes(other)) ?? (named.length === 1 ? named[0] : undefined) ?? (nearest.length === 1 ? nearest[0] : undefined) ?? billed();
    const amount = chosen ? this.mainAmount(chosen) : undefined;
    if (!chosen || !amount) return undefined;
    return totalOf(amount, chosen);
  }

  /**
   * The money of the rows a table's rows are made of: an order's lines, which carry the order's own key (order_id) or
   * are called lines, items or details. Not rows that only point at them (a route's driver): a teacher is not worth
   * the routes she drives. Only when exactly one such table holds money.
   */
  private ownLinesMoney(table: string): Measure | undefined {
    const madeOf = (join: JoinKey) => join.toTable === table && join.fromTable !== table && (join.fromColumn === join.toColumn || this.model.table(join.fromTable).words.some((word) => ['line', 'item', 'detail'].includes(word)));
    const lines = [...new Set(this.catalog.joins.filter(madeOf).map((join) => join.fromTable))].filter((other) => !this.model.reachesWithoutFanOut(table, other) && this.mainAmount(other));
    const only = lines.length === 1 ? lines[0] : undefined;
    const amount = only ? this.mainAmount(only) : undefined;
    return only && amount ? totalOf(amount, only) : undefined;
  }

  /** The table named as a table in a free phrase ('employee with the highest salary'), when there is one. */
  private rankedEntityTable(): string | undefined {
    const subject = this.intent.subject;
    return subject && this.intent.tables.includes(subject) && this.items.some((item) => item.kind === 'ref' && this.targets[item.start]?.kind === 'table' && (this.targets[item.start] as { table: string }).table === subject) ? subject : undefined;
  }

  private removeFreeColumn(target: Extract<Target, { kind: 'column' }>): void {
    const at = this.freeColumns.findIndex((column) => column.table === target.table && column.column === target.column);
    if (at >= 0) this.freeColumns.splice(at, 1);
  }

  private isBirthDate(column: ColumnRef): boolean {
    const words = this.model.column(column).words.join(' ');
    return /birth|dob|born/.test(words);
  }

  /** The column an adjective ranks a table's rows by: 'biggest' its amount, 'most expensive' its price, 'newest' its date. */
  private rankColumn(table: string, adjective: string): ColumnRef | undefined {
    const model = this.model.table(table);
    const byWords = (pattern: RegExp) => model.columns.find((column) => pattern.test(column.words.join(' ')) && (column.role === 'measure' || column.role === 'date' || column.role === 'year'))?.ref;
    if (/expensive|cheap|pricie|costl/.test(adjective)) return byWords(/\b(price|cost|rate|fee)\b/) ?? this.amountColumn(table);
    if (/old|young/.test(adjective)) return byWords(/\b(birth|dob|born)\b/) ?? byWords(/\bage\b/) ?? this.model.dateColumns(table)[0];
    // 'the most recent deal she won': rows in a closing status are as recent as their closing date.
    if (/new|late|recent|early|first|last/.test(adjective)) return closingDate(this.model, this.intent.filters, this.model.dateColumns(table)) ?? this.model.dateColumns(table)[0];
    if (/long|short/.test(adjective)) return byWords(/\b(duration|length|day|night|hour|minute|tenure)\b/);
    if (/heav|light/.test(adjective)) return byWords(/\b(weight|kg|mass|ton)\b/);
    if (/big|larg|small|high|low|great|rich|valuable/.test(adjective)) return this.amountColumn(table);
    return undefined;
  }

  private amountColumn(table: string): ColumnRef | undefined {
    const amount = this.mainAmount(table);
    return amount && !('expression' in amount) ? amount : undefined;
  }

  // ---- accounting ----------------------------------------------------------------------------------------------

  /** A framing noun of a figure ('time', 'rate') right after a content word no earlier stage bound. */
  private namesUnboundFigure(i: number, boundBefore: readonly (WordRole | undefined)[]): boolean {
    return boundBefore[i - 1] === undefined && this.mayNameFigure(i);
  }

  /** 'amount' or 'value' as an item of a list of columns: the listed rows' main amount, when they have one. */
  private listsMainAmount(i: number): boolean {
    if (!this.mayListAmount(i)) return false;
    const listed = this.intent.listColumns[0];
    if (!(this.intent.list || this.intent.rowRanking) || !listed || this.intent.measures.length > 0) return false;
    const amount = this.mainAmount(this.intent.subject ?? listed.table);
    // 'orders over $10k after discount - order #, customer and amount': the amount the rows were picked by is shown.
    const picked = this.intent.having.length === 1 ? this.intent.having[0] : undefined;
    if (picked && (!amount || 'expression' in amount)) {
      this.mark(i, i + 1, 'bound', picked.measure.label);
      return true;
    }
    if (!amount || 'expression' in amount) {
      this.roles[i] = 'unmatched';
      return true;
    }
    this.listColumnAt(i, amount);
    return true;
  }

  /**
   * 'flight number, date and delay', 'which branches closed, and on what date': 'date' among the things listed is the
   * date another word of the question named (close → close_dt), else the date of the rows listed.
   */
  private listsDate(i: number): boolean {
    if (this.tokens[i]?.lemma !== 'date' || !this.listedAfter(i, [',', 'and', ':', 'what', '&'])) return false;
    const table = this.intent.subject ?? this.intent.listColumns[0]?.table;
    if (!(this.intent.list || this.intent.rowRanking) || !table || this.intent.measures.length > 0) return false;
    const named = this.targets.find((target): target is Extract<Target, { kind: 'column' }> => target?.kind === 'column' && target.table === table && this.model.isDate(target));
    // 'which site contracts ended this year, and on what date': the date of the verb the time words date.
    const timed = named || this.intent.times.length === 0 ? [] : [...new Set([...this.dateVerbs].flatMap((k) => (this.tokens[k] ? this.datesNamedByWord(this.tokens[k] as Token, [table]).map((column) => column.column) : [])))];
    const date = named ? { table, column: named.column } : timed.length === 1 && timed[0] ? { table, column: timed[0] } : this.model.dateColumns(table)[0];
    if (!date) return false;
    // The rows are still named first: a list of dates alone says nothing of whose they are.
    if (this.intent.listColumns.length === 0) this.intent.listColumns.push(...this.model.labelColumns(table));
    this.listColumnAt(i, date);
    return true;
  }

  /** 'list each account once': the rows of a table are listed once each anyway. */
  private rowsOnce(i: number): boolean {
    const word = this.tokens[i]?.lower;
    const tableAt = (k: number) => (this.roles[k] === 'bound' && this.targets[k]?.kind === 'table' ? (this.targets[k] as { table: string }).table : undefined);
    const listsRows = (table: string | undefined) => table !== undefined && this.intent.measures.length === 0 && this.intent.subject === table && this.intent.dimensions.every((dimension) => dimension.columns.every((column) => column.table === table));
    const closes = this.tokens.slice(i + 1).every((token) => token.pos === 'PUNCT');
    if (word !== 'once' || !closes || !listsRows(tableAt(i - 1))) return false;
    this.roles[i] = 'filler';
    return true;
  }

  /**
   * 'leave out discontinued lines', 'skip voided items': a noun that only says 'rows', after a state word the plan
   * applied to the rows asked about, is those rows.
   */
  private rowsOfState(i: number): boolean {
    if (!ROW_NOUNS.has(this.tokens[i]?.lemma ?? '') || this.roles[i - 1] !== 'bound' || this.links.some((link) => link.start === i && link.score >= MIN_SCORE)) return false;
    const state = this.tokens[i - 1];
    const table = this.intent.subject ?? this.intent.listColumns[0]?.table;
    const target = this.targets[i - 1];
    const onRows = target === undefined || (target.kind !== 'metric' && targetTable(target) === table);
    if (!state || !table || !onRows || (qualifierOf(state.lower) === undefined && qualifierOf(state.lemma) === undefined && state.pos !== 'VERB')) return false;
    this.roles[i] = 'filler';
    this.meanings[i] = `the ${humanize(this.model.table(table).table.name)}`;
    return true;
  }

  /** Whether token `i` is part of 'take place' or 'go ahead' said with no time words, or of 'coming up'. */
  private occurrencePhrase(i: number): boolean {
    const pairs: [string, string, boolean][] = [['take', 'place', false], ['go', 'ahead', false], ['come', 'up', true]];
    return pairs.some(([verb, particle, always]) => {
      const at = this.tokens[i]?.lemma === verb ? i : this.tokens[i]?.lower === particle && this.tokens[i - 1]?.lemma === verb ? i - 1 : -1;
      return at >= 0 && this.tokens[at + 1]?.lower === particle && (always || this.intent.times.length === 0);
    });
  }

  /**
   * 'school visits that went ahead', 'shows that took place' with no time words: the rows in the one state of a
   * status of theirs that says they were completed (COMP, Completed); the words stay unmatched where none says it.
   */
  private tookPlace(i: number): void {
    if (this.tokens[i]?.lemma === 'come' || this.roles[i] !== undefined) return;
    const table = this.intent.subject ?? this.intent.tables[0];
    if (!table) return;
    const states = this.model.table(table).columns.filter(isStatusColumn);
    const done = states.length === 1 ? (states[0]?.column.values ?? []).filter(isCompletedState) : [];
    const column = states[0];
    if (done.length !== 1 || !column || this.intent.filters.some((filter) => filterColumns(filter).some((other) => sameColumns([other], [column.ref])))) return;
    const label = `${humanize(column.column.name)} is ${done.join(' or ')}`;
    this.intent.filters.push({ kind: 'values', column: column.ref, values: done, label });
    const verb = this.tokens[i]?.lemma === 'go' || this.tokens[i]?.lemma === 'take' ? i : i - 1;
    this.roles[verb] = undefined;
    this.mark(verb, verb + 2, 'bound', label);
  }

  /**
   * 'which 2 branches took the least money last month': money ranked with no rows after it to take it ranks the
   * question's rows by the money they took, as a money verb would ('earned the least').
   */
  private rankQuestionRowsByMoney(carried: Role, ops: OpItem[], claimed: Set<OpItem>): void {
    if (carried.role !== 'ranked' || carried.amountAt === undefined) return;
    for (const op of ops) claimed.delete(op);
    this.moneyRankedAt = carried.amountAt;
  }

  /** Whether only punctuation or a repeated subject ('was it', 'is that') follows token `end`. */
  private closesQuestion(end: number): boolean {
    return this.tokens.slice(end).every((token) => token.pos === 'PUNCT' || ['was', 'is', 'it', 'that', 'were', 'they'].includes(token.lower));
  }

  /**
   * 'campaign cost by channel' answered by a count of campaigns: a word said to mean the main amount means nothing
   * when no amount is measured, compared or listed; it goes back to the user.
   */
  private amountWordsMeasured(): void {
    const intent = this.intent;
    const measures = [...intent.measures, ...intent.having.map((condition) => condition.measure)];
    const amounted = measures.some((measure) => measure.aggregate !== 'count' && measure.aggregate !== 'count_distinct') || intent.rowRanking !== undefined || intent.listColumns.some((column) => this.model.isNumeric(column)) || intent.filters.some((filter) => (filter.kind === 'compare' || filter.kind === 'between') && this.model.isNumeric(filter.column));
    // 'total value of stock on hand' summing on_hand: money said of a whole number of units is not that number.
    const columns = [...measures.flatMap((measure) => (measure.column ? [measure.column] : [])), ...intent.listColumns];
    const unitsOnly = columns.length > 0 && columns.every((column) => this.countsUnits(column));
    const moneySaid = (i: number) => MONEY_AMOUNT_WORDS.has(this.tokens[i]?.lemma ?? '');
    // 'revenue by month' of rows whose one amount is a cost or a pay-out: what they cost is no money taken in.
    const outgoing = columns.some((column) => this.model.column(column).words.some((word) => OUTGOING_MONEY_WORDS.has(word)));
    this.tokens.forEach((token, i) => {
      const named = this.targets[i]?.kind === 'column' || this.targets[i]?.kind === 'metric';
      if (outgoing && token.lemma === 'revenue' && this.roles[i] === 'bound' && !named) this.roles[i] = 'unmatched';
    });
    if (amounted && !unitsOnly) return;
    this.meanings.forEach((meaning, i) => {
      if (meaning === MAIN_AMOUNT && this.roles[i] === 'bound' && (!amounted || moneySaid(i))) this.roles[i] = 'unmatched';
    });
  }

  /** Whether a column keeps a whole number of things ('on_hand', 'qty'), with no word of money in its name. */
  private countsUnits(column: ColumnRef): boolean {
    const model = this.model.column(column);
    // Money kept in whole pence or cents ('net_p') is money, whatever its name's words.
    return model.column.type === 'integer' && model.role === 'measure' && !model.words.some((word) => MONEY_NAME_WORDS.has(word)) && !this.model.inCents(column);
  }

  private accountRest(): void {
    this.numbersOfColumns();
    this.shownInCurrency();
    this.tokens.some((token, i) => (this.roles[i] === undefined || this.roles[i] === 'unmatched') && this.eventRows(token, i));
    this.rowsNamedByOtherEvent();
    this.datedByColumnWord();
    this.otherRowsOfTheSameTable();
    this.amountWordsMeasured();
    for (const item of this.items) {
      if (item.kind !== 'op' || this.usedOps.has(item) || !MEANINGFUL_OPERATORS.has(item.operator.op)) continue;
      // An unused 'under' before no number was a small word ('under Beverages'), as it reads without the comparison.
      if (item.operator.op === 'compare' && item.operator.loose) continue;
      // 'the biggest deal we won - which account and how much?': the ranked row is shown with the amount it was
      // ranked by; a closing 'how much' asks for nothing more.
      if (item.operator.op === 'how_much' && this.closesQuestion(item.end) && (this.ranked || this.rankBy)) continue;
      for (let i = item.start; i < item.end; i++) {
        const token = this.tokens[i];
        // Function words inside an operator ('more than', 'number of') are not the ones to name.
        if (token && !['of', 'than', 'the', 'a', 'to', 'by', 'for', 'in'].includes(token.lower)) {
          this.roles[i] = 'unmatched';
          this.unusedOperatorWords.add(i);
        }
      }
    }
    this.tokens.forEach((_, i) => {
      if ((this.roles[i] === undefined || this.roles[i] === 'unmatched') && !this.listsDate(i) && !this.rowsOnce(i)) this.rowsOfState(i);
    });
    const boundBefore = [...this.roles];
    this.tokens.forEach((token, i) => {
      if (this.roles[i] !== undefined) return;
      // 'repair cost by bus make': a verb's word closing what 'by' names, which nothing bound, is a kind of thing the
      // data may not hold; never a verb that relates.
      if (closesGrouping(token, this.tokens[i - 1], this.tokens[i + 1], this.tokens[i - 2])) {
        this.roles[i] = 'unmatched';
        return;
      }
      // 'lead time', 'churn rate': a framing noun after a word nothing bound names a figure the data may not hold.
      // Both words are unmatched, never filler.
      if (this.namesUnboundFigure(i, boundBefore)) {
        this.roles[i] = 'unmatched';
        this.roles[i - 1] = 'unmatched';
        return;
      }
      // 'rep, customer, close date, amount': 'amount' in a list of columns asks for the rows' main amount.
      if (this.listsMainAmount(i)) return;
      // 'linguists marked as active', 'flagged as VIP': the verb only says the state after 'as' is recorded.
      if (RECORDED_AS_VERBS.has(token.lemma) && this.tokens[i + 1]?.lower === 'as' && this.roles[i + 2] === 'bound') {
        this.mark(i, i + 2, 'filler');
        return;
      }
      // 'on-time', 'in-network': a hyphenated word is one word, never filler for being made of small ones.
      if (token.pos !== 'PUNCT' && this.inUnboundHyphenatedWord(i)) return;
      // 'agents who report to them': along a table's reference to itself, the verb says which rows are meant.
      if ((token.pos === 'VERB' || this.tokens[i + 1]?.lower === 'to') && this.hierarchyVerb(token, i)) return;
      // 'machines that are down', 'items that are out': after 'be', a particle is a state, not a small word; 'are on
      // credit hold' puts the rows in the state the next words name.
      if (['down', 'out', 'off', 'up', 'on'].includes(token.lower) && this.tokens[i - 1]?.lemma === 'be' && !this.namesStateAt(i + 1)) return;
      // 'in the same city as the warehouse': a comparison the plan did not make is not a small word.
      if (['same', 'different'].includes(token.lower) && this.tokens.slice(i + 2, i + 5).some((later) => ['as', 'from', 'than', 'to'].includes(later.lower))) return;
      if (token.lower === 'only' && this.onlyOfAll(i)) return;
      // 'sales reps', 'by sales channel': 'sales' that names nothing here, before a name, only says which people or
      // which channel.
      if (token.lemma === 'sale' && !this.links.some((link) => link.start === i) && this.roles[i + 1] === 'bound' && (PERSON_WORDS.has(this.tokens[i + 1]?.lemma ?? '') || this.targets[i + 1]?.kind === 'column')) {
        this.roles[i] = 'filler';
        return;
      }
      // 'report directly to': the hierarchy's next row up is what 'reports to' follows already.
      if (token.lower === 'directly' && (this.tokens[i - 1]?.lemma === 'report' || this.tokens[i + 1]?.lower === 'to') && this.tokens.some((other) => other.lemma === 'report')) {
        this.roles[i] = 'filler';
        return;
      }
      // 'her manager', 'its parent': the row above in a hierarchy is another row, never the rows asked about.
      if (SUPERIOR_NOUNS.has(token.lemma) && ['their', 'its', 'his', 'her', 'own'].includes(this.tokens[i - 1]?.lower ?? '')) return;
      // 'shows that took place', 'events coming up': that rows happened, or are still ahead, is a condition; with time
      // words, 'took place in Q3' only dates them.
      if (this.occurrencePhrase(i)) {
        this.tookPlace(i);
        return;
      }
      // '(units in stock x list price)': a product of two names the measure multiplies already only restates it.
      if (['x', '×', '*', 'times'].includes(token.lower) && this.restatesProduct(i)) {
        this.roles[i] = 'filler';
        return;
      }
      if (this.bothOfTwo(i)) return;
      // 'born in the year 2000', 'the 2025 season': the word only says the number beside it is a year (a season
      // named by its year, where nothing in the data is called one).
      const yearBeside = (yearOf(this.tokens[i + 1]) !== undefined && this.roles[i + 1] === 'operator') || (token.lemma === 'season' && yearOf(this.tokens[i - 1]) !== undefined && this.roles[i - 1] === 'operator');
      if ((token.lemma === 'year' || token.lemma === 'season') && this.targets[i] === undefined && yearBeside) {
        this.roles[i] = 'filler';
        return;
      }
      // 'shippers that have shipped nothing since June', 'not Beverages unless discontinued': a word of absence or of
      // exception no operator took would turn the answer around if dropped; it stays unmatched.
      if (NEVER_DROPPED.has(token.lower)) return;
      if (isFunctionWord(token) || isGenericWord(token, this.tokens[i - 1], this.tokens[i + 1], this.tokens[i - 2]) || token.pos === 'PUNCT') {
        this.roles[i] = 'filler';
        return;
      }
      // 'paying more than $50 a month': before a rate that was compared, a money verb only says it is money.
      if (MONEY_VERBS.has(token.lemma) && this.items.some((item) => item.kind === 'op' && item.operator.op === 'compare' && item.operator.per && item.start === i + 1 && this.usedOps.has(item))) {
        this.roles[i] = 'filler';
        return;
      }
      // 'new customers each month': what is new in a period is what started in it.
      if (token.lemma === 'new' && (this.intent.grain !== undefined || this.intent.times.length > 0)) {
        this.roles[i] = 'filler';
        return;
      }
      // 'drivers we hired this year who have already left': the time words date the verb beside them; another verb
      // of a date only says that its thing happened.
      // So does a date named outright beside them ('for visits in 2025, what % were cancelled').
      const datedBefore = (k: number) => k < i && this.besideTimeWords(k, k + 1) && (this.dateVerbs.has(k) || (this.roles[k] === 'bound' && this.targets[k]?.kind === 'column' && this.model.isDate(this.targets[k] as ColumnRef)));
      const untimed = token.pos === 'VERB' && this.intent.times.length > 0 && !this.besideTimeWords(i, i + 1) && this.tokens.some((_, k) => datedBefore(k));
      // 'booked in for December': where the booking date reaches past today (bk_dt of locksmith jobs, the day booked),
      // it is the day the rows are booked for; where it never does, it is the day the booking was made, and the rows
      // are booked for their own date.
      const saidFor = this.forAfterBooking(i);
      const bookingDate = saidFor ? this.dateNamedByWord(token) : undefined;
      const diaryDate = bookingDate !== undefined && String(this.model.column(bookingDate).column.max ?? '').slice(0, 10) > this.options.today;
      const bookedFor = saidFor && !diaryDate;
      // 'lessons we have booked for December' where a status says BKD: the rows in that state; the time is their own date.
      // With no such state, those booked for it and cancelled since are no longer booked for it, unless cancelling is
      // what is asked about ('what % of the visits booked in for 2025 were cancelled').
      if (bookedFor && this.intent.times.length > 0) {
        const state = this.statesSaidBy(token, this.intent.tables);
        if (state.length === 1 && state[0]) {
          this.roles[i] = 'bound';
          this.meanings[i] = `${humanize(state[0].column.column.name)} is ${state[0].value}`;
          this.addValueFilter({ kind: 'value', table: state[0].column.ref.table, column: state[0].column.ref.column, value: state[0].value }, false);
          return;
        }
        const rows = this.intent.subject ?? this.intent.tables[0];
        const cancelled = state.length === 0 && rows && !this.tokens.some((other) => CANCEL_WORD.test(other.lower)) ? this.cancelledOut(rows, false, 'are no longer booked') : undefined;
        if (cancelled) {
          this.roles[i] = 'bound';
          this.meanings[i] = 'booked, not cancelled';
          this.intent.filters.push(cancelled);
          return;
        }
      }
      if (this.dateVerbs.has(i) && this.intent.times.length > 0 && !untimed) {
        // 'which 3 patrons spent the most in 2025': spending is money; with no amount read, dating the rows by it
        // would rank them by their count.
        const amountRead = this.intent.measures.some((measure) => measure.aggregate !== 'count' || measure.column || measure.metric);
        if (SPENDING_VERBS.has(token.lemma) && !amountRead) return;
        // 'what did we pay for the cars we added in 2025' where only rentals' invoices keep a paid date: with no amount
        // read, a money verb whose date is of rows the cars have many of dates no car; it asks for money not shown.
        const rows = [...this.intent.tables, ...(this.intent.subject ? [this.intent.subject] : [])];
        const verbDates = this.verbDates.get(i) ?? [];
        const datesOthers = rows.length > 0 && verbDates.length > 0 && verbDates.every((date) => rows.every((table) => table !== date.table && !this.model.reachesWithoutFanOut(table, date.table)));
        if (MONEY_VERBS.has(token.lemma) && !amountRead && datesOthers) return;
        // 'which tutor has cancelled the most of their own lessons since April': the one verb that names a date dates
        // the rows when it was said beyond the words the time looks back over, with no verb or grain between and no
        // verb of the time's own.
        const [only] = this.intent.times;
        const at = only?.at ?? -1;
        const grainBetween = this.items.some((item) => item.kind === 'op' && item.operator.op === 'grain' && item.start > i && item.start < at);
        const farBefore = at - i > 4 && !grainBetween && !this.tokens.slice(i + 1, at).some((other) => other.pos === 'VERB' || other.pos === 'AUX');
        if (this.intent.times.length === 1 && only && farBefore && !only.verbHint && !only.bookedFor && this.dateVerbs.size === 1 && !MONEY_VERBS.has(token.lemma) && !only.hints.includes(token.lemma)) only.hints.push(token.lemma);
        this.roles[i] = 'bound';
        this.meanings[i] = 'the date the time words apply to';
        return;
      }
      // 'ROs closed in 2025' where the closing date is kept as clsd_dt: the verb beside time words names that date,
      // which the time words then apply to.
      const verbDate = token.pos === 'VERB' && !bookedFor && this.intent.times.length > 0 && this.besideTimeWords(i, i + 1) ? this.dateNamedByWord(token) : undefined;
      if (verbDate) {
        this.roles[i] = 'bound';
        this.meanings[i] = `the date ${humanize(verbDate.column)}`;
        this.targets[i] = { kind: 'column', ...verbDate };
        const nearest = this.intent.times.filter((request) => !request.column && request.at !== undefined && request.at > i).sort((a, b) => (a.at ?? 0) - (b.at ?? 0))[0];
        if (nearest) nearest.column = verbDate;
        // 'jobs booked in Q3 2026 vs the same quarter of 2025': periods set against each other are of the one date.
        const compared = this.items.some((item) => item.kind === 'op' && item.operator.op === 'versus');
        if (nearest && compared) for (const request of this.intent.times) request.column ??= verbDate;
        // 'issues released in 2026' where a status says REL: the rows in that state, by that date. Not an open state
        // ('orders opened each month'): the rows opened then may be closed since.
        // Nor a code that shortens another state as well (CLD: closed, or completed); the date says the event.
        const state = this.statesSaidBy(token, [verbDate.table]).filter((said) => !namesOpenState(said.value) && !codeOfOtherState(said.value, token));
        if (state.length === 1 && state[0]) this.addValueFilter({ kind: 'value', table: verbDate.table, column: state[0].column.ref.column, value: state[0].value }, false);
        return;
      }
      // 'players who never won a match' where matches point at players as winner_id and loser_id: the verb's doer
      // names which pointer is meant.
      const agent = token.pos === 'VERB' ? this.agentKey(token) : undefined;
      if (agent) {
        this.roles[i] = 'bound';
        this.meanings[i] = `through ${humanize(agent.column)}`;
        this.targets[i] = { kind: 'column', ...agent };
        return;
      }
      // A measure verb bound to the measure ('sold', 'earned', 'brought in').
      // A count does not measure money: 'how many claims got paid' leaves 'paid' to be understood.
      const rankedAmount = this.intent.rowRanking !== undefined && this.model.isMeasure(this.intent.rowRanking.by);
      // Not a verb of money that moved beside an amount only planned ('the share of the budget spent', 'used up'): it
      // names the amount that moved, apart from the plan, which is asked about.
      const measuredColumns = this.intent.measures.flatMap((measure) => [measure.column, measure.share?.measure?.column].filter((column): column is ColumnRef => column !== undefined));
      const measured = (ref: ColumnRef) => measuredColumns.some((column) => column.table === ref.table && column.column === ref.column);
      // The plan said in the column's name (bdgt_amt is not 'budget' to the reader) or in the word bound to it.
      const plannedWord = (k: number) => PLANNED_AMOUNT_WORDS.includes(this.tokens[k]?.lemma ?? '') && this.targets[k]?.kind === 'column' && measured(this.targets[k] as ColumnRef);
      const planned = measuredColumns.some((column) => this.model.column(column).words.some((word) => PLANNED_AMOUNT_WORDS.includes(word))) || this.tokens.some((_, k) => plannedWord(k));
      const otherAmount = this.links.some((link) => link.start === i && link.end === i + 1 && link.target.kind === 'column' && link.score >= MIN_SCORE && this.model.isMeasure(link.target) && !measured(link.target));
      if (token.pos === 'VERB' && (MONEY_VERBS.has(token.lemma) || QUANTITY_VERBS.has(token.lemma)) && !planned && (rankedAmount || this.intent.measures.some((measure) => measure.column || measure.metric || measure.ratio || measure.share?.measure || measure.perRow))) {
        // 'tuition collected' where payments record what is still outstanding: only the settled amounts.
        const settled = SETTLING_VERBS.has(token.lemma) ? this.settlementFilter() : undefined;
        if (settled) {
          this.intent.filters.push(settled);
          this.roles[i] = 'bound';
          this.meanings[i] = settled.label;
          return;
        }
        this.roles[i] = 'filler';
        return;
      }
      // 'scored the most points', 'logged more hours': a verb of building up an amount, followed by that amount.
      if (token.pos === 'VERB' && ACCRUAL_VERBS.has(token.lemma) && this.measureObject(i)) {
        this.roles[i] = 'filler';
        return;
      }
      // 'shipped to Mexico', 'paid by card holders': a verb with its preposition relates what follows to the rows.
      const next = this.tokens[i + 1];
      const boundAfter = [i + 2, i + 3].some((k) => this.roles[k] === 'bound');
      // 'shipped by Speedy Express' too, unless the verb names a column that points at rows of its own table
      // ('referred by a Platinum member': the member is another guest, not the guests counted).
      const pointer = this.links.some((link) => link.start === i && link.target.kind === 'column' && this.model.selfJoins.some((join) => link.target.kind === 'column' && join.fromTable === link.target.table && join.fromColumn === link.target.column));
      // A state said as a participle ('cancelled by the customer') is a condition, never a verb that only relates.
      const state = next?.lower === 'by' && ENDED_BY_SOMEONE.has(token.lower);
      if (token.pos === 'VERB' && next && (['to', 'from', 'via', 'through', 'into', 'at', 'for', 'with'].includes(next.lower) || (next.lower === 'by' && !pointer && !state)) && boundAfter) {
        this.roles[i] = 'filler';
        return;
      }
      // 'deals we ever closed', 'reps who closed more than 400k': with no time words, a verb that names a date the rows
      // may lack says the thing happened: the date is set.
      const happened = token.pos === 'VERB' && (this.intent.times.length === 0 || untimed) && !this.intent.grain ? this.dateNamedByWord(token) : undefined;
      // Not 'paid in full', which says how much was paid, not that a payment date is set.
      const inFull = this.tokens[i + 1]?.lower === 'in' && this.tokens[i + 2]?.lower === 'full';
      if (happened && this.model.column(happened).column.nullCount > 0 && !inFull && !this.intent.filters.some((filter) => filterColumns(filter).some((ref) => ref.table === happened.table && ref.column === happened.column))) {
        this.roles[i] = 'bound';
        // 'a released issue' where issues keep a status REL beside the release date: the state the status records.
        const state = this.statesSaidBy(token, [happened.table]);
        if (state.length === 1 && state[0]) {
          this.meanings[i] = `${humanize(state[0].column.column.name)} is ${state[0].value}`;
          this.addValueFilter({ kind: 'value', table: state[0].column.ref.table, column: state[0].column.ref.column, value: state[0].value }, false);
          return;
        }
        // 'donors who haven't lapsed', 'users that have not been deactivated': a negation just before the verb (with
        // only 'be' or 'have' between) says it has not happened: the date is empty.
        const negation = this.items.find((item): item is OpItem => item.kind === 'op' && item.operator.op === 'negate' && !this.usedOps.has(item) && item.end <= i && this.tokens.slice(item.end, i).every((other) => ['be', 'have'].includes(other.lemma)));
        // 'shows that have already ended' where some end dates lie ahead: only those passed.
        const done = negation ? this.notEnded(this.model.column(happened), `no ${humanize(happened.column)}`) : this.ended(this.model.column(happened));
        if (negation) {
          this.usedOps.add(negation);
          this.mark(negation.start, negation.end, 'operator');
        }
        this.meanings[i] = done.label;
        this.targets[i] = { kind: 'column', ...happened };
        this.intent.filters.push(done);
        // 'which courses have we retired, and when?': the date it happened is shown.
        const when = this.tokens.findIndex((other, k) => k > i && other.lower === 'when' && [',', 'and'].includes(this.tokens[k - 1]?.lower ?? '') && this.roles[k] !== 'bound');
        if (when > 0 && this.intent.list) {
          this.intent.listColumns.push(happened);
          this.roles[when] = 'bound';
          this.meanings[when] = humanize(happened.column);
        }
        return;
      }
      // 'makes of used vehicles', 'how many used cars': a participle between a preposition, article or quantity and a
      // noun describes the noun's kind; it relates nothing.
      const attributive = token.pos === 'VERB' && /ed$/.test(token.lower) && next?.pos === 'NOUN' && (i === 0 || ['ADP', 'DET', 'ADJ', 'NUM'].includes(this.tokens[i - 1]?.pos ?? ''));
      // 'who manages the rep with the most wins': the person asked for is above the people named; answering with
      // those people would answer another question.
      if (this.asksWhoIsAbove(i)) return;
      // 'members who attended a class' where bookings have an attended flag: the verb is a condition left unread.
      if (token.pos === 'VERB' && this.namesAFlag(token)) return;
      // 'how many moves have we got booked in' where jobs keep a status BKD: the verb's participle is the rows' state.
      // So does an irregular one ('frames sold in 2025' where frames keep SLD).
      const saidState = token.pos === 'VERB' && saidInThePast(token) && this.intent.subject !== undefined ? this.statesSaidBy(token, [this.intent.subject]).filter((state) => namesStates(state.column.words)) : [];
      if (saidState.length === 1 && saidState[0] && !this.intent.filters.some((filter) => filterColumns(filter).some((column) => column.table === saidState[0]?.column.ref.table && column.column === saidState[0]?.column.ref.column))) {
        const { column, value } = saidState[0];
        this.roles[i] = 'bound';
        this.meanings[i] = `${humanize(column.column.name)} is ${value}`;
        this.addValueFilter({ kind: 'value', table: column.ref.table, column: column.ref.column, value }, false);
        return;
      }
      // Not a plural noun after the words of a kind ('warranty repair orders'): rows named, which no relation drops.
      const rowsNoun = /s$/.test(token.lower) && token.lower !== token.lemma && this.roles[i - 1] === 'bound' && this.targets[i - 1]?.kind === 'value';
      if ((token.pos === 'VERB' || token.pos === 'NOUN') && this.intent.tables.length > 0 && this.relationVerb(token) && !attributive && !rowsNoun && !(planned && otherAmount)) {
        this.roles[i] = 'filler';
        return;
      }
      // 'the contact at Redbrick' where customers keep a cntc_nm: a person word that names a column of its own is that
      // column, never the rows' people said again; left unmatched, it goes back.
      const ownColumn = this.links.some((link) => link.start === i && link.end === i + 1 && link.target.kind === 'column' && link.score >= 0.3 && this.model.column({ table: link.target.table, column: link.target.column }).role === 'label');
      if (PERSON_WORDS.has(token.lemma) && !SUPERIOR_NOUNS.has(token.lemma) && !ownColumn && this.intent.tables.some((table) => this.model.table(table).words.some((word) => PERSON_WORDS.has(word)))) {
        this.roles[i] = 'filler';
        return;
      }
      // Items under a ref that were not bound (a weak second reading) count as bound to the phrase.
      const ref = this.items.find((item) => item.kind === 'ref' && item.start <= i && i < item.end);
      if (ref && ref.kind === 'ref' && ref.readings.some((reading) => reading.score >= 0.8)) {
        this.roles[i] = 'unmatched';
        return;
      }
      this.roles[i] = token.number !== undefined && yearOf(token) === undefined ? 'unmatched' : 'unmatched';
    });
  }

  /**
   * 'customers by money received' where invoices keep what was billed and payments what came in: a total of billed
   * money said with a verb of settling moves to the one table of payments that settles it, where the billed rows keep
   * no sign of being paid themselves.
   */
  private finishMoneyReceived(): void {
    const at = this.tokens.findIndex((token, i) => token.pos === 'VERB' && SETTLING_VERBS.has(token.lemma) && this.roles[i] !== 'bound');
    if (at < 0 || !this.measureReceived()) return;
    this.roles[at] = 'bound';
    this.meanings[at] = 'the amount paid in';
  }

  /** Whether the measured total of billed money was moved to the payments that settle it. */
  private measureReceived(): boolean {
    const at = this.intent.measures.findIndex((measure) => measure.aggregate === 'sum' && measure.column !== undefined && !measure.share && !measure.ratio);
    const measure = this.intent.measures[at];
    const billed = measure?.column?.table;
    if (!measure || !billed || !this.isMoneyColumn(measure.column as ColumnRef) || this.settlementFilter()) return false;
    const payments = (table: string) => this.model.table(table).words.some((word) => PAYMENT_NOUNS.has(word));
    if (payments(billed)) return false;
    const settling = [...this.model.tables.keys()].filter((table) => payments(table) && this.catalog.joins.some((join) => join.fromTable === table && join.toTable === billed));
    const [only] = settling;
    const amount = settling.length === 1 && only ? this.mainAmount(only) : undefined;
    if (!only || !amount || 'expression' in amount) return false;
    this.intent.measures[at] = totalOf(amount, only);
    this.noteTable(only);
    return true;
  }

  /**
   * The condition that keeps only settled amounts of the measured table, when it records which are: a paid date
   * (empty until paid), an outstanding flag, or a Paid status.
   */
  private settlementFilter(): Filter | undefined {
    const measure = this.intent.measures.find((candidate) => candidate.column);
    const table = measure?.column?.table;
    if (!table) return undefined;
    for (const column of this.model.table(table).columns) {
      const words = [...column.words, ...column.rawWords.map((word) => word.toLowerCase())];
      if (column.role === 'date' && (words.includes('paid') || words.includes('pay')) && column.column.nullCount > 0) return { kind: 'not_null', column: column.ref, label: `${humanize(column.column.name)} is set` };
      if (column.role === 'flag' && words.some((word) => ['outstanding', 'unpaid'].includes(word))) return { kind: 'flag', column: column.ref, value: false, label: `not ${humanize(column.column.name)}` };
      if (column.role === 'flag' && (words.includes('paid') || words.includes('pay'))) return { kind: 'flag', column: column.ref, value: true, label: `${humanize(column.column.name)} is set` };
      const paid = (column.column.values ?? []).filter((value) => /^(paid|settled|collected)$/i.test(value.trim()));
      if (column.role === 'category' && paid.length > 0) return { kind: 'values', column: column.ref, values: paid, label: `${humanize(column.column.name)} is ${paid.join(' or ')}` };
    }
    return undefined;
  }

  /** Whether the words right after verb `i` ('the most points') name a column that a measure adds up. */
  private measureObject(i: number): boolean {
    const measured = this.intent.measures.flatMap((measure) => (measure.column ? [measure.column] : []));
    for (let k = i + 1; k <= i + 4 && k < this.tokens.length; k++) {
      const link = this.links.find((candidate) => candidate.start === k);
      if (!link) continue;
      const target = link.target;
      return target.kind === 'column' && measured.some((column) => column.table === target.table && column.column === target.column);
    }
    return false;
  }

  /**
   * 'agents who report to them', 'staff she manages': a verb of the hierarchy on a table that refers to itself says
   * which rows are meant (the reports, not the managers); it is never filler there. Before a manager kept by name,
   * it is bound to that condition.
   */
  private hierarchyVerb(token: Token, at: number): boolean {
    // A reference already followed ('depots that report to the Frankfurt hub') has used the verb.
    if (this.intent.filters.some((filter) => filter.kind === 'related')) return false;
    const selfJoined = (table: string) => this.model.selfJoins.some((join) => join.fromTable === table);
    if (!['report', 'manage', 'supervise'].includes(token.lemma)) return false;
    // 'who reports to Cara Losch' where the manager is kept by name: the name bound after, in a superior's column,
    // is the condition the verb says.
    const named = this.targets[at + 2];
    if (token.lemma === 'report' && this.tokens[at + 1]?.lower === 'to' && this.roles[at + 2] === 'bound' && named?.kind === 'value' && this.model.column({ table: named.table, column: named.column }).words.some((word) => PERSON_SUPERIORS.has(word))) {
      this.roles[at] = 'bound';
      this.meanings[at] = `${humanize(named.column)} is ${named.value}`;
      return true;
    }
    if (!this.intent.tables.some(selfJoined)) return false;
    // 'which CSM manages the most accounts': rows of one table over another's, which the verb only relates.
    const manager = this.tablesNamedBefore(at)[0];
    const managed = this.targets.find((target, k) => k > at && target?.kind === 'table' && this.roles[k] === 'bound');
    return !(manager !== undefined && managed?.kind === 'table' && manager !== managed.table);
  }

  /** Whether a verb is what a yes/no column of the tables asked about records ('attended', attnd_flg). */
  private namesAFlag(token: Token): boolean {
    const lemma = token.lemma;
    if (lemma.length < 4) return false;
    return this.intent.tables.flatMap((table) => [table, ...this.model.reachable(table)]).some((table) =>
      this.model.table(table).columns.some((column) => column.role === 'flag' && column.rawWords.some((raw) => {
        const word = raw.toLowerCase();
        return word.length >= 3 && (word === lemma || abbreviates(word, lemma) || (word.length >= 4 && lemma.startsWith(word)));
      })),
    );
  }

  /** Whether the name starting at `at`, or one word later ('current list price'), is an amount column. */
  private amountNamedAfter(at: number): boolean {
    const ref = this.items.find((item): item is RefItem => item.kind === 'ref' && (item.start === at || item.start === at + 1));
    const best = ref?.readings[0];
    return best?.target.kind === 'column' && best.score >= MIN_SCORE && this.model.column({ table: best.target.table, column: best.target.column }).role === 'measure';
  }

  /**
   * 'units left in stock', 'units on the shelf': a word whose reading was chosen among others and that a word just
   * after, past small words, names again (units_in_stock) is no choice left to ask about.
   */
  private namedAgainAfter(ref: RefItem): boolean {
    const chosen = this.targets[ref.start];
    if (chosen?.kind !== 'column') return false;
    for (let k = ref.end; k < Math.min(this.tokens.length, ref.end + 4); k++) {
      const target = this.targets[k];
      if (this.roles[k] === 'bound' && target) return target.kind === 'column' && target.table === chosen.table && target.column === chosen.column;
      if (this.roles[k] !== 'filler') return false;
    }
    return false;
  }

  /** Whether the names either side of token `i` are both columns that a measured expression multiplies. */
  private restatesProduct(i: number): boolean {
    // 'units in stock x list price' where 'list price' first read as an order line's price: any reading of a name that
    // the measure multiplies is the one meant.
    const multiplied = (ref: RefItem | undefined) => ref?.readings.find((reading) => reading.target.kind === 'column' && this.measuredWith({ table: reading.target.table, column: reading.target.column }, true));
    const refs = this.items.filter((item): item is RefItem => item.kind === 'ref');
    const beforeRef = refs.find((ref) => ref.end === i);
    const afterRef = refs.find((ref) => ref.start === i + 1) ?? (this.roles[i + 1] === 'filler' ? refs.find((ref) => ref.start === i + 2) : undefined);
    const before = multiplied(beforeRef);
    const after = multiplied(afterRef);
    if (!beforeRef || !afterRef || !before || !after || sameTarget(before.target, after.target)) return false;
    this.bindRef(beforeRef, before);
    this.bindRef(afterRef, after);
    // Only a restatement: the names are no figures of their own beside the measure.
    const restated = (column: ColumnRef | undefined) => column !== undefined && [before, after].some((reading) => sameTarget(reading.target, { kind: 'column', table: column.table, column: column.column }));
    this.intent.measures = this.intent.measures.filter((measure) => measure.metric !== undefined || !restated(measure.column));
    this.intent.listColumns = this.intent.listColumns.filter((column) => !restated(column));
    return true;
  }

  /** Whether a measured metric works with the column (multiplies it, when `multiplied`). */
  private measuredWith(column: ColumnRef, multiplied = false): boolean {
    return [...this.intent.measures, ...this.freeMeasures].some(({ metric }) => metric !== undefined && (!multiplied || metric.expression.includes('*')) && this.model.metricColumns(metric).some((used) => used.table === column.table && used.column === column.column));
  }

  /** Whether token `i` is 'manages' in 'who manages the rep …': a verb of being above someone, after 'who', before a person. */
  private asksWhoIsAbove(i: number): boolean {
    const token = this.tokens[i];
    if (!token || !OVERSEEING_VERBS.has(token.lemma) || this.tokens[i - 1]?.lower !== 'who') return false;
    const object = this.tokens.findIndex((_, k) => k > i && this.roles[k] === 'bound');
    const target = this.targets[object];
    return target !== undefined && (target.kind === 'table' || target.kind === 'column') && this.personLike(target.table, target.kind === 'column' ? target.column : undefined);
  }

  /** A verb that only says how two named things relate ('placed', 'made', 'belong'), not a condition. */
  private relationVerb(token: Token): boolean {
    // Verbs that only relate two named things. Verbs of a state or an outcome (win, pay, close, ship, carry) carry a
    // condition of their own and are not here: unbound, they leave the question unanswered rather than ignored.
    if (this.hierarchyVerb(token, token.index)) return false;
    return ['place', 'make', 'belong', 'handle', 'manage', 'serve', 'work', 'run', 'process', 'receive', 'submit', 'create', 'raise', 'file', 'log', 'book', 'take', 'attend', 'enroll', 'teach', 'visit', 'stay', 'buy', 'order', 'sell', 'supply', 'provide', 'drive', 'lead', 'report', 'own', 'hold', 'sign', 'join', 'employ', 'contain', 'include', 'feature', 'see', 'treat', 'host', 'organize', 'send', 'get', 'spend', 'earn', 'generate', 'bring', 'purchase', 'use', 'go', 'register', 'assign', 'establish', 'found', 'issue', 'write'].includes(token.lemma) || token.lower === 'dated';
  }

  /** Whether token `i` is part of a hyphenated word ('on-time') none of whose parts is bound ('in-service' is). */
  private inUnboundHyphenatedWord(i: number): boolean {
    const joined = (k: number) => this.tokens[k] !== undefined && this.tokens[k + 1] !== undefined && (this.tokens[k] as Token).end === (this.tokens[k + 1] as Token).start;
    let start = i;
    while (start >= 2 && this.tokens[start - 1]?.text === '-' && joined(start - 2) && joined(start - 1)) start -= 2;
    let end = i;
    while (this.tokens[end + 1]?.text === '-' && joined(end) && joined(end + 1)) end += 2;
    return end > start && this.roles.slice(start, end + 1).every((role) => role !== 'bound');
  }

  /**
   * 'every merged school, with the name of the school it was merged into': the table named again before a clause of
   * its own (a pronoun for the first rows) is other rows of that table. Read as the same rows, the answer would be
   * the first rows' names; the second mention stays unmatched unless something bound it to those other rows.
   */
  private otherRowsOfTheSameTable(): void {
    const tableAt = (i: number) => (this.roles[i] === 'bound' && this.targets[i]?.kind === 'table' ? targetTable(this.targets[i] as Target) : undefined);
    this.tokens.forEach((token, i) => {
      const table = tableAt(i);
      if (!table || !['it', 'they', 'he', 'she'].includes(this.tokens[i + 1]?.lower ?? '') || this.tokens[i - 1]?.lower !== 'the') return;
      const earlier = this.tokens.findIndex((_, k) => k < i - 1 && tableAt(k) === table && tableAt(k + 1) !== table);
      if (earlier < 0) return;
      this.roles[i] = 'unmatched';
      void token;
    });
  }

  /**
   * The words to ask about. 'how many hectares' where nothing names hectares: 'how many' went unused only because what
   * it counts is unknown, so the question names 'hectares' alone; an operator's words are named when nothing else is.
   */
  private unmatchedWords(): string[] {
    const unmatched = this.tokens.flatMap((token, i) => (this.roles[i] === 'unmatched' ? [{ text: token.text, operator: this.unusedOperatorWords.has(i) }] : []));
    const content = unmatched.filter((word) => !word.operator);
    return (content.length > 0 ? content : unmatched).map((word) => word.text);
  }

  /** Whether every unmatched word is an operator's that nothing used: the data holds the words, not their reading. */
  private onlyOperatorsUnmatched(): boolean {
    return this.tokens.every((_, i) => this.roles[i] !== 'unmatched' || this.unusedOperatorWords.has(i));
  }

  private stateColumn(i: number): Target | undefined {
    const column = this.stateColumns[i];
    return column && { kind: 'column', table: column.table, column: column.column };
  }

  private words(): WordAccount[] {
    // 'what percentage of …': a rate word means something only if the answer is a share, a ratio or a rate.
    const rateWords = new Set(this.items.flatMap((item) => (item.kind === 'op' && item.operator.op === 'rate' ? this.tokens.slice(item.start, item.end).flatMap((token, k) => (isFunctionWord(token) ? [] : [item.start + k])) : [])));
    return this.tokens.map((token, i) => ({
      index: i,
      text: token.text,
      role: this.roles[i] ?? 'unmatched',
      ...(this.meanings[i] && { meaning: this.meanings[i] }),
      ...(this.roles[i] === 'bound' && (this.targets[i] ?? this.stateColumn(i)) && { target: this.targets[i] ?? this.stateColumn(i) }),
      ...(this.linkScores[i] && this.roles[i] === 'bound' && { score: this.linkScores[i]?.score, via: this.linkScores[i]?.via }),
      ...(!this.targets[i] && this.stateColumn(i) && this.roles[i] === 'bound' && { via: 'state' }),
      ...(this.planRequires[i] && this.roles[i] === 'operator' && { requires: this.planRequires[i] }),
      ...(!this.planRequires[i] && rateWords.has(i) && this.roles[i] === 'operator' && { requires: 'rate' as const }),
    }));
  }

  /** Rephrasings without the unmatched words, for the user to pick. */
  private optionsWithout(unmatched: string[]): string[] {
    const drop = new Set(unmatched.map((word) => word.toLowerCase()));
    const kept = this.tokens.filter((token) => !drop.has(token.lower)).map((token) => token.text).join(' ').replace(/\s+([?,.!])/g, '$1');
    return kept.trim() === '' ? [] : [kept];
  }
}

/** Grades of a result that pass: a pass and the grades above it. */
const PASS_GRADE = /^(pass(ed)?|merit|distinction|credit|honou?rs|high distinction|(pass )?with (merit|distinction|honou?rs))$/i;
/** Grades of a result that fail. */
const FAIL_GRADE = /^(fail(ed|ure)?|below pass|not passed|unsuccessful)$/i;
/** Verbs that say a request: a column named for what was requested ('veh_req') keeps what they ask for. */
const ASKING_VERBS: ReadonlySet<string> = new Set(['ask', 'want', 'request']);
/** Words of what a business sold, said without a table or column of that name. */
const SALES_WORDS: ReadonlySet<string> = new Set(['sale', 'sales', 'revenue', 'turnover', 'takings']);
/** Name words of tables of goods sold over a counter ('retail sales'). */
const GOODS_WORDS: ReadonlySet<string> = new Set(['product', 'item', 'goods', 'merchandise', 'stock']);
/** Name words of tables of what a business buys rather than sells. */
const PURCHASE_WORDS: ReadonlySet<string> = new Set(['purchase', 'purchasing', 'procurement', 'supplier', 'vendor', 'receipt', 'receiving', 'received', 'grn', 'intake', 'buy', 'buying']);
/** Words that say an amount has something included: 'inc VAT', 'including GST'. */
const INCLUDING_WORDS: ReadonlySet<string> = new Set(['inc', 'incl', 'including', 'inclusive']);
const OPPOSITES = dictionary<string>({ won: 'lost', lost: 'won', 'closed won': 'closed lost', 'closed lost': 'closed won', converted: 'lost', churned: 'retained', paid: 'unpaid' });

function readTimeAt(tokens: readonly Token[], i: number): boolean {
  return readTime(tokens, i) !== undefined;
}

/** Words that deny the verb after them: 'never ordered', "haven't shipped". */
const NEGATION_WORDS: ReadonlySet<string> = new Set(['not', "n't", 'never', 'no', 'without', 'nobody', 'noone']);
/**
 * Pronouns that say there is none, and conjunctions of exception: never filler. Nor 'behind' ('shops behind with their
 * rent'), which says the rows are late.
 */
const NEVER_DROPPED = new Set(['nothing', 'none', 'nobody', 'noone', 'nowhere', 'neither', 'unless', 'otherwise', 'behind']);

function isFunctionWord(token: Token): boolean {
  return FUNCTION_POS.has(token.pos) || ['of', 'the', 'a', 'an', 'to', 'in', 'on', 'at', 'for', 'with', 'from', 'by', 'and', 'or'].includes(token.lower);
}

function isLinkWord(token: Token): boolean {
  return ['the', 'a', 'an', 'of', 'our', 'my', 'all', 'in', 'for', 'by', 'with', 'to', 'on', 'at'].includes(token.lower);
}

export function humanize(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase().trim();
}

export function singularLabel(name: string): string {
  const human = humanize(name);
  return human.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
}

/** The condition that a yes/no column is set. */
function flagSet(column: ColumnRef): Filter {
  return { kind: 'flag', column, value: true, label: `${humanize(column.column)} is set` };
}

/** The total of a table's main amount: its amount column summed, or its money metric. */
function totalOf(amount: ColumnRef | MetricDefinition, table: string): Measure {
  if ('expression' in amount) return { aggregate: 'sum', metric: { name: amount.name, table: amount.table, expression: amount.expression }, table: amount.table, label: amount.name };
  return { aggregate: 'sum', column: amount, table, label: `total ${humanize(amount.column)}` };
}

function phraseStarts(tokens: readonly Token[], words: string[]): boolean {
  return words.every((word, i) => tokens[i]?.lower === word);
}

function aggregateWord(aggregate: Aggregate, percentile?: number): string {
  switch (aggregate) {
    case 'count': return 'number of';
    case 'count_distinct': return 'number of distinct';
    case 'sum': return 'total';
    case 'avg': return 'average';
    case 'min': return 'lowest';
    case 'max': return 'highest';
    case 'median': return 'median';
    case 'percentile': return `${Math.round((percentile ?? 0.5) * 100)}th percentile of`;
  }
}

/** Verbs of an instruction after 'only': 'only count', 'only include', 'only look at'. */
const ONLY_INSTRUCTIONS = new Set(['count', 'include', 'show', 'list', 'consider', 'look', 'use', 'keep', 'want', 'need', 'be', 'take', 'give', 'return', 'sum', 'add']);

/** Words of a threshold's name, and words of the amount it bounds. */
const THRESHOLD_PAIRS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['reorder', 'par', 'safety', 'restock', 'minimum', 'min'], ['stock', 'onhand', 'hand', 'inventory', 'qty', 'quantity', 'available', 'avail', 'oh']],
  [['limit', 'cap', 'ceiling', 'maximum', 'max'], ['balance', 'used', 'usage', 'outstanding', 'exposure', 'spent']],
  [['budget', 'budgeted', 'planned'], ['actual', 'spent', 'spend', 'cost']],
  [['quota', 'target', 'goal'], ['actual', 'achieved', 'attained', 'booked']],
];

/** Participles of an ending someone chose ('cancelled by the customer'): a state of the rows, with who chose it. */

/** Verbs whose status value marks the rows that bring money in ('won', 'closed', 'paid', 'sold'). */
const MONEY_STATE_VERBS = new Set(['win', 'close', 'book', 'pay', 'sell', 'collect', 'bill', 'invoice']);

/** Words of a table of a company's own people, and the words people use for them. */
const EMPLOYMENT_WORDS = new Set(['employee', 'staff', 'worker', 'personnel', 'associate']);
/** Words for people that name no rows of their own: 'how many people did we hire'. */
const FAILED_PAYMENT = /^(fail|declin|bounc|revers|reject|return|chargeback|nsf)/i;
/** Name words of an amount before tax and other additions: net_gbp, subtotal, amt_ex_cents (ex tax). */
const NET_AMOUNT_WORDS = ['net', 'subtotal', 'ex', 'excl'];
/** Verbs that only say a state is recorded, before 'as': 'marked as active', 'flagged as urgent'. */
const RECORDED_AS_VERBS = new Set(['mark', 'flag', 'list', 'record', 'tag', 'class', 'classify', 'categorize', 'categorise', 'set']);
/** Helping words in a closing 'how much does each …', 'how many is that for each'. */
const RESTATING_HELPERS = new Set(['does', 'did', 'do', 'is', 'was', 'are', 'were', 'has', 'have', 'had', 'for', 'that', 'it']);
const PEOPLE_ROWS_WORDS = new Set(['people', 'persons', 'folks', 'individuals']);
/** Who did a thing, between a count and its verb: 'how many people did we hire', 'have they taken on'. */
const DOER_WORDS = new Set(['did', 'do', 'does', 'have', 'has', 'had', 'we', 'you', 'they', 'i', 'were', 'was', 'got', 'been']);
const WORKFORCE_WORDS = new Set(['people', 'person', 'staff', 'staffer', 'folk', 'folks', 'personnel', 'headcount', 'workforce', 'earner', 'worker', 'employee', 'hire', 'hires']);

/** Name words of the date a row was asked for or raised: submitted, requested, created, opened, filed, lodged. */
const REQUESTED_STEMS = ['sub', 'req', 'creat', 'open', 'rais', 'fil', 'lodg', 'appl'];

/** Words for what one unit costs: 'price per kg' names a kg_rt or kg_price column. */
const PER_UNIT_PRICE_WORDS = new Set(['price', 'rate', 'cost', 'charge', 'fee']);

/** Nouns that only frame a figure named before them: 'finishing score', 'stock level'. */
const FRAMING_HEADS = new Set(['score', 'level', 'figure', 'value']);
/** Nouns that frame a figure: after an unknown word ('lead time', 'churn rate') they name one the data may not hold. */
const FIGURE_HEADS = new Set(['time', 'rate', 'level', 'score', 'ratio', 'percentage', 'index']);

/** Qualifiers of rows still in use, and the yes/no columns that say a row is no longer: 'active products', discontinued. */
const ENDED_STATE_QUALIFIERS = new Set(['active', 'current']);

/** Status values that speak of paying: paid, unpaid, part paid, settled, overdue, outstanding, due. */
const PAYMENT_STATES = /^(paid|pd|unpaid|part|partial|pp|settled|overdue|outstanding|due|owing|owed)\b/i;

/** Whether a status's values say nothing of paying while the rows keep a paid date that does: the empty date says it. */
function paidDateInstead(columns: readonly ColumnModel[], values: readonly string[]): boolean {
  return columns.some((column) => sometimesEmptyDateSaying(column, QUALIFIERS.unpaid?.emptyDates ?? [])) && !values.some((value) => PAYMENT_STATES.test(value.trim()));
}

/** Helping verbs right after a count ('how many were', 'how many have'): the count is of rows named before it. */
const COUNTED_ROWS_VERBS = new Set(['were', 'was', 'are', 'is', 'have', 'has', 'had', 'did', 'do', 'does', 'got', 'get']);

/** Status values of an appointment nobody came to: DNA (did not attend), NS, no-show, missed. */
export const NO_SHOW_VALUE = /^(dna|ns|nos|nsh|nosh|no[ -]?show|did not attend|missed|absent)$/i;

/** Whether a status value says a row was completed: 'Completed', 'Done', 'Attended', CMP, CM. */
export function isCompletedState(value: string): boolean {
  return ['completed', 'complete', 'done', 'attended', 'held'].includes(value.trim().toLowerCase()) || codeFor(value, 'completed') || TWO_LETTER_STATES.completed?.includes(value.trim()) === true;
}

/** Units of weight, volume, time and count in a column's name: its figures are no money. */
const MEASURE_UNIT_WORDS = new Set(['lb', 'lbs', 'kg', 'kgs', 'kilogram', 'kilograms', 'ton', 'tons', 'tonne', 'tonnes', 'litre', 'litres', 'liter', 'liters', 'gal', 'gallon', 'gallons', 'hrs', 'hour', 'hours', 'mile', 'miles', 'km', 'qty', 'quantity', 'kwh', 'mwh']);

/** Verbs of putting on an event: what was held, hosted or run took place. */
const HOLDING_VERBS = new Set(['hold', 'host', 'run', 'cater', 'stage', 'perform', 'conduct', 'teach', 'deliver', 'give', 'lead']);

/** The first words of dates on which a thing held stopped being ours: sold, disposed of, scrapped. */
const DISPOSAL_STEMS = ['sold', 'dispos', 'scrap', 'decommission', 'demolish'];
const ENDED_FLAGS = ['discontinued', 'deleted', 'archived', 'retired', 'obsolete', 'terminated', 'inactive', 'disabled'];

/** Superlatives of one row's size: 'the largest order' is the order with the most in it, not the most orders. */
const SIZE_SUPERLATIVES = new Set(['largest', 'biggest', 'smallest']);

/** Filler verbs that are also states when said as adjectives. */
const STATE_OR_FILLER = new Set(['live']);
/** Participles of filler verbs that, before a noun, say what kind of thing it is. */
const DESCRIBING_PARTICIPLES = new Set(['used']);

/**
 * The first letters of the dates that close a row: paid, settled, returned, closed, resolved, completed; and for a job
 * sent out, received, delivered or collected.
 */
const CLOSING_STEMS = ['paid', 'pay', 'settl', 'return', 'rtn', 'ret', 'clos', 'resolv', 'complet', 'receiv', 'rcv', 'deliver', 'collect'];

/** Whether amounts kept beside each other include a tax charged on what was sold. */
function keepsTax(amounts: readonly ColumnModel[]): boolean {
  return amounts.some((column) => column.words.some((word) => TAX_WORDS.has(word)));
}

/** Whether an amount's name says it is the whole of a bill: a total, grand total or gross. */
function namesWholeAmount(column: ColumnModel): boolean {
  return column.words.some((word) => word === 'total' || word === 'grand' || word === 'gross');
}

/**
 * A date a booking or an order was made on, ahead of what it is for, by its name: bkd_dt, booked_ts, bkg_dt, ord_ts,
 * resv_dt, placed_at, requested_on.
 */
export function namesBookingDay(column: ColumnModel): boolean {
  return BOOKED_DATE.test(column.rawWords.join('_').toLowerCase()) || BOOKED_ON.test(column.words.join(' '));
}

/** A date something was meant to happen by: due, target, deadline, planned, promised. */
export function isDeadlineDate(column: ColumnModel): boolean {
  return column.role === 'date' && (isDueDate(column) || column.words.some((word) => DEADLINE_WORDS.has(word)));
}

/** A date a row is due by: due_dt, or an expected return date (est_ret_dt). */
function isDueDate(column: ColumnModel): boolean {
  const word = (pattern: RegExp) => column.words.some((candidate) => pattern.test(candidate));
  // 'repairs past their target date': a target or a deadline is a date things are due by.
  return column.role === 'date' && (column.words.includes('due') || column.words.includes('target') || column.words.includes('deadline') || (word(/^(return|ret)/) && word(/^(expect|estimat|est|plan|sched)/)));
}

/**
 * Whether a word after 'by' ranks rows by their main amount: 'top 5 orders by value', and 'top 5 customers by revenue
 * from completed moves' where the moves keep one price.
 */
function saysRowsAmount(lemma: string): boolean {
  return AMOUNT_WORDS.has(lemma) || lemma === 'revenue';
}

/** What an amount word ('value', 'cost') is said to mean when it stands for the rows' main amount. */
const MAIN_AMOUNT = 'the main amount';

/** Words of an amount paid out ('cost_amt', 'wage_gbp'), which no revenue is. */
const OUTGOING_MONEY_WORDS = new Set(['cost', 'expense', 'spend', 'wage', 'salary', 'pay', 'payout', 'refund', 'commission', 'purchase']);

/** Words beside 'charge' in a column's name that keep it the whole charge ('total_chg', 'chg_amt_p'). */
const WHOLE_CHARGE_WORDS = new Set(['charge', 'total', 'tot', 'amount', 'amt', 'gross', 'net', 'p', 'c', 'cents', 'pence', 'gbp', 'usd', 'eur', 'value', 'final']);

/** Words of a column that counts units of something sold or used ('qty', 'units'). */
const QUANTITY_WORDS = new Set(['qty', 'quantity', 'unit', 'units']);

/** Words that ask what rows are worth: 'the value of jobs', 'job value'. */
const VALUE_WORDS = new Set(['value', 'worth']);

/** Amounts planned, allowed or estimated ('bdgt_amt', 'cr_lmt'): never the amount rows came to unless named. */
const PLANNED_AMOUNT_WORDS = ['budget', 'limit', 'target', 'quota', 'cap', 'maximum', 'minimum', 'estimate', 'estimated', 'forecast', 'planned', 'allowance'];

/** Whether a column keeps an amount planned, allowed or estimated, by name or a shortening of one ('bdgt_amt'). */
function isPlannedAmount(column: ColumnModel): boolean {
  return PLANNED_AMOUNT_WORDS.some((word) => column.words.includes(word) || column.rawWords.some((raw) => raw.length >= 3 && abbreviates(raw.toLowerCase(), word)));
}

/** A state of rows held for a while and not ended ('PAU', 'Paused', 'Suspended', 'On hold'). */
const PAUSED_STATE = /^(pau|paused?|susp?|suspended|hold|on hold|frozen|frz)$/i;

/** Status values of rows still open (an invoice not yet paid, a ticket not yet done, a rental still out). */
/** Status codes of a bill paid in full. */
const PAID_CODES = new Set(['pd', 'paid', 'settled', 'stl']);
const OPEN_STATES = new Set(['open', 'booked', 'op', 'o', 'opn', 'unpaid', 'outstanding', 'due', 'pending', 'new', 'in progress', 'wip', 'issued', 'sent', 'partial', 'partially paid', 'part paid', 'partly paid', 'out', 'overdue', 'past due', 'late']);

/** Whether a status value says a row is still open: a word of an open state, or a code of one (ISS issued, PRT part paid). */
function namesOpenState(value: string): boolean {
  if (OPEN_STATES.has(value.trim().toLowerCase().replace(/[-_]/g, ' '))) return true;
  return /^[A-Z]{3,5}$/.test(value.trim()) && ['issued', 'outstanding', 'overdue', 'partial', 'unpaid', 'pending', 'open', 'booked'].some((state) => codeFor(value, state));
}

/** Whether a status code shortens a state word of another qualifier than the token's ('CLD' of 'completed': closed). */
function codeOfOtherState(value: string, token: Token): boolean {
  const own = qualifierOf(token.lower) ?? qualifierOf(token.lemma);
  return Object.keys(QUALIFIERS).some((name) => name !== own && name !== token.lower && codeFor(value, name));
}

/** Whether a status code ('CMP', 'CXL') shortens a word of state ('completed', 'cancelled'). Never a two-letter code, which is as often a place ('CA'). */
function codeFor(value: string, word: string): boolean {
  const code = value.trim();
  if (!/^[A-Z]{3,5}$/.test(code) || word.includes(' ')) return false;
  const lower = code.toLowerCase();
  return codeOf(lower, word) || expansionsOf(lower).slice(1).includes(word);
}

/** Periods a column's name can say it is kept over: 'annual_revenue', 'monthly_fee', 'mrr', 'weekly_hours'. */
const NAME_PERIODS = dictionary<TimeGrain>({ day: 'day', daily: 'day', week: 'week', weekly: 'week', month: 'month', monthly: 'month', quarter: 'quarter', quarterly: 'quarter', year: 'year', yearly: 'year', annual: 'year', annually: 'year' });

/** The one period a column's name says it is kept over, if any; null when it names several. */
function periodOf(column: string): TimeGrain | null | undefined {
  const periods = new Set(nameLemmas(column).map((word) => NAME_PERIODS[word]).filter((grain) => grain !== undefined));
  return periods.size > 1 ? null : [...periods][0];
}

/** Whether a column holds an amount over the period a rate is said in: it names that period, or none. */
function periodFits(column: string, per: TimeGrain): boolean {
  const period = periodOf(column);
  return period === undefined || period === per;
}

/** The role of a phrase a comparison is about ('more than 20 orders', 'ordered at least twice'). */
function comparedRole(operator: Extract<Operator, { op: 'compare' }>, at?: number): Role {
  return {
    role: 'compared',
    operator: operator.operator,
    ...(operator.value !== undefined && { value: operator.value }),
    ...(operator.upper !== undefined && { upper: operator.upper }),
    ...(operator.percent && { percent: true }),
    ...(operator.date && { date: true }),
    ...(operator.times && { times: true }),
    ...(operator.per && { per: operator.per }),
    ...(at !== undefined && { at }),
  };
}

/** Verbs of a change of state, whose 'to' names the state changed to: 'convert to paid', 'upgrade to Premium'. */
const CHANGE_VERBS = new Set(['convert', 'upgrade', 'downgrade', 'switch', 'migrate', 'move', 'change', 'turn', 'transfer']);

/** Verbs of coming into a stage: 'started engaging', 'entered negotiation', 'reached proposal'. */
const ENTERING_VERBS = new Set(['start', 'begin', 'enter', 'reach', 'hit']);

/** Verbs of arranging something ahead: what they are 'for' is the thing's own date. */
const BOOKING_VERBS = new Set(['book', 'schedule', 'reserve', 'plan', 'slate']);
/** Nouns of what is booked ahead: 'bookings for October' are the ones for October. */
const BOOKING_NOUNS = new Set(['booking', 'reservation', 'appointment']);
/** The people a business serves, one party to a cancellation whichever word names them ('cancelled by client'). */
const CUSTOMER_SIDE = new Set(['client', 'customer', 'guest', 'member', 'patient', 'pupil', 'student', 'parent', 'hirer', 'passenger', 'buyer']);
/** Verbs of taking a booking or an order: 'how many days before the show are orders placed'. */
const BOOKED_VERBS = new Set([...BOOKING_VERBS, 'place', 'make', 'buy', 'order', 'purchase']);

/** A head no word of the phrase names, read from what the phrase says around it. */
function wordlessHead(at: number, target: Target): { ref: RefItem; reading: Reading } {
  return { ref: { kind: 'ref', start: at, end: at, readings: [] }, reading: { target, score: 1, via: 'name' } };
}

/** None left of an amount: 'out of stock'. */
function noneLeft(column: ColumnRef): Filter {
  return { kind: 'compare', column, operator: '<=', value: 0, label: `no ${humanize(column.column)}` };
}

/** Some of an amount, had at all: 'with a discount'. */
function someOf(column: ColumnRef): Filter {
  return { kind: 'compare', column, operator: '>', value: 0, label: `has a ${humanize(column.column)}` };
}

/** Verbs of reaching a stage: 'moved into engaging', 'entered the engaging stage', 'reached closing'. */
const REACHING_VERBS = new Set(['move', 'enter', 'reach', 'advance', 'progress', 'hit', 'go', 'become']);

/** Places a business is run from, which name all of it when the data keeps no places ('animals in the park'). */
const OWN_PREMISES = new Set(['park', 'zoo', 'shop', 'store', 'yard', 'gallery', 'site', 'premises', 'workshop', 'warehouse', 'depot', 'office', 'building', 'garage', 'salon', 'studio', 'centre', 'center', 'farm', 'showroom', 'clinic', 'practice', 'surgery', 'kennels', 'cattery', 'marina', 'nursery']);
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'around', 'across', 'inside', 'on', 'of']);

/** Status codes of common use that the word's letters do not explain: CX, CNX or a lone X (crossed out) for cancelled. */
const TWO_LETTER_STATES: Readonly<Partial<Record<string, readonly string[]>>> = dictionary({ cancelled: ['CX', 'XL', 'X', 'CNX', 'CNL'], completed: ['CM', 'CP'], closed: ['CL'], open: ['OP'], attended: ['AT', 'ATT', 'ATD'], available: ['AV', 'AVL', 'AVA'] });

/** The possessive ending of a name: "Anne Dodsworth's", "the carriers'". */
function isPossessive(token: Token | undefined): boolean {
  return token !== undefined && ["'s", "'", '’s', '’'].includes(token.lower);
}

/** 'VD' of void, 'PD' of paid: a two-letter code made of a word's first and last letters, the last a consonant. */
function twoLetterFrame(value: string, word: string): boolean {
  const code = value.trim();
  return /^[A-Z]{2}$/.test(code) && word.length >= 3 && code.toLowerCase() === `${word[0]}${word[word.length - 1]}` && !/[aeiouy]$/.test(word);
}

/** The one-letter code of a qualifier in a column of one-letter codes, when its opposite's or a contrasting state's letter is there too. */
function oneLetterCode(values: readonly string[], name: string, opposite: string | undefined): string | undefined {
  const codes = values.map((value) => value.trim());
  const contrasts = [...(opposite ? [opposite, ...(QUALIFIERS[opposite]?.values ?? [])] : []), ...(CONTRASTING_STATES[name] ?? [])];
  // 'A' among 'FZ', 'CX' and 'LP': a letter beside short codes, one of which says a contrasting state outright.
  const mixed = codes.every((code) => /^[A-Z]{1,3}$/.test(code)) && codes.some((code) => code.length > 1);
  if (contrasts.length === 0 || codes.length < 2 || codes.length > 6 || !(mixed || codes.every((code) => /^[A-Z]$/.test(code)))) return undefined;
  const own = name[0]?.toUpperCase();
  if (!own || !codes.includes(own)) return undefined;
  // A state of the same column with the same letter ('cancelled' beside 'completed') could be what the letter says,
  // unless another code of common use says that state (X cancelled).
  const lettersOf = (state: string) => [state[0]?.toUpperCase() ?? '', ...(TWO_LETTER_STATES[state] ?? [])];
  if ((CONTRASTING_STATES[name] ?? []).some((state) => state[0]?.toUpperCase() === own && !lettersOf(state).some((letter) => letter !== own && codes.includes(letter)))) return undefined;
  // The opposite or a contrasting state by its letter: A active beside D discharged or T terminated, as beside I; C
  // completed beside S scheduled and X cancelled. Among longer codes, only by a code of common use (CX).
  const others = mixed ? contrasts.flatMap((state) => TWO_LETTER_STATES[state] ?? []) : contrasts.map((state) => state[0]?.toUpperCase()).filter((letter) => letter !== own);
  return others.some((other) => codes.includes(other)) ? own : undefined;
}

/** Words that say how a rate is worked out: '(won out of won + lost)', '(won divided by closed)'. */
const RATE_DEFINING_WORDS = new Set(['as', 'of', 'out', 'over', 'divided', 'by', 'vs', 'versus', '+', '/', 'rate', 'ratio', 'all', 'total']);

/** Words that keep rows in: 'including disputed ones', 'disputed ones included', 'count refunds too'. */
const KEPT_IN_WORDS = new Set(['including', 'incl', 'include', 'included', 'too']);

/** Superlatives of how many rows a period has: 'the busiest hour', 'our quietest day of the week'. */
const BUSY_WORDS = new Set(['busiest', 'quietest']);

/** Verbs that only say money changed hands, never an event to count: 'spent', 'earned', 'cost'. */
const SPENDING_VERBS = new Set(['spend', 'earn', 'cost']);

/** Negations that only leave rows out ('leave out anything written off'), by their words' lemmas. */
const LEAVE_OUT_PHRASES = new Set(['exclude', 'excluding', 'except', 'except for', 'leave out', 'leaving out', 'leave off', 'excl', 'ignore', 'ignoring', 'skip', 'skipping', "n't count", 'nt count', 'not count']);

/** Particles that make a verb a state the rows are in: 'written off', 'paid up', 'checked out'. */
const STATE_PARTICLES = new Set(['off', 'up', 'out', 'down', 'away']);

/** Qualifiers that say what kind a row is, not where it stands: a kind column's code may say them. */
const KIND_QUALIFIERS = new Set(['salaried', 'hourly']);

/** States one status column holds beside each other, apart from the opposite: what a one-letter code is told from. */
const CONTRASTING_STATES: Readonly<Partial<Record<string, readonly string[]>>> = dictionary({
  active: ['suspended', 'terminated', 'expired', 'frozen', 'lapsed', 'blocked'],
  completed: ['cancelled', 'scheduled', 'pending', 'open'],
  cancelled: ['completed', 'scheduled', 'confirmed', 'pending'],
  confirmed: ['cancelled', 'pending', 'tentative'],
  approved: ['denied', 'rejected', 'pending'],
  denied: ['approved', 'pending'],
  rejected: ['approved', 'accepted', 'pending'],
});

/**
 * 'seats by make', 'cost by bus make': a verb's word said as a noun that closes what 'by' or 'per' names is what the
 * rows are grouped by. Not one before another noun ('by list price'), nor a participle ('by units sold').
 */
function closesGrouping(token: Token, previous?: Token, next?: Token, beforePrevious?: Token): boolean {
  const grouping = ['by', 'per'].includes(previous?.lower ?? '') || (previous?.pos === 'NOUN' && ['by', 'per'].includes(beforePrevious?.lower ?? ''));
  return grouping && next?.pos !== 'NOUN' && (token.pos === 'NOUN' || (token.pos === 'VERB' && token.lower === token.lemma && previous?.pos === 'NOUN'));
}

/**
 * A word that carries no condition of its own. Not a state said as a participle ('completed', 'cancelled') whose
 * lemma frames questions elsewhere ('the complete list').
 */
function isGenericWord(token: Token, previous?: Token, next?: Token, beforePrevious?: Token): boolean {
  if (!GENERIC_WORDS.has(token.lemma) && !GENERIC_WORDS.has(token.lower)) return false;
  // 'warranty repair orders': orders in the plural are rows of business, never the order of a list.
  if (token.lemma === 'order' && token.lower !== token.lemma) return false;
  if (closesGrouping(token, previous, next, beforePrevious) && GENERIC_VERBS_AS_NOUNS.has(token.lemma)) return false;
  // 'how much of the budget is used up': using up is spending, a reading of its own.
  if (token.lemma === 'use' && next?.lower === 'up') return false;
  // 'which rows sell out first': after a verb, 'first' orders what the verb does; only 'first, …' frames the question.
  if (token.lower === 'first' && previous !== undefined && (previous.pos === 'VERB' || previous.pos === 'ADP' || previous.pos === 'ADV' || previous.pos === 'PART') && next?.lower !== ',') return false;
  // 'that first rating', 'their first order': before a noun after a determiner, 'first' picks the earliest row.
  // 'First appointments attended per month': so it does opening the question; only 'first, …' frames it.
  if (token.lower === 'first' && (previous === undefined || previous.pos === 'DET' || previous.pos === 'PRON') && (next?.pos === 'NOUN' || next?.pos === 'ADJ')) return false;
  // 'campaigns that are live': a state said with a word that is also a filler verb ('where they live'), as an adjective.
  // 'live hives', 'hives that are live': the state; 'hives live at' places them.
  if (STATE_OR_FILLER.has(token.lower) && (token.pos === 'ADJ' || previous?.lemma === 'be' || (next?.pos === 'NOUN' && /s$/.test(next.lower)))) return false;
  // 'trials that have already ended': a state of the rows, which no filler may drop ('ended up', 'end in' are fillers).
  if (token.lemma === 'end' && token.lower === 'ended' && ['have', 'has', 'had', 'already', 'is', 'are', 'was', 'were', 'been'].includes(previous?.lower ?? '')) return false;
  // 'used vehicles': a filler verb's participle as an adjective is a kind of thing.
  if (DESCRIBING_PARTICIPLES.has(token.lower) && (token.pos === 'ADJ' || next?.pos === 'NOUN')) return false;
  // 'how many deliveries did we complete': a verb whose participle is a state ('completed') says that state.
  if (token.pos === 'VERB' && token.lower === token.lemma && qualifierOf(pastParticiple(token.lemma)) !== undefined) return false;
  return GENERIC_WORDS.has(token.lower) || qualifierOf(token.lower) === undefined;
}

export function operatorWord(operator: ComparisonOperator): string {
  switch (operator) {
    case '>': return 'over';
    case '>=': return 'at least';
    case '<': return 'under';
    case '<=': return 'at most';
    case '=': return 'equal to';
    case '<>': return 'not';
  }
}

function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(value);
}

function describeChoice(target: Target, model: SchemaModel): string {
  const table = (id: string) => humanize(model.table(id).table.name);
  switch (target.kind) {
    case 'table': return table(target.table);
    case 'column': return `${humanize(target.column)} of ${table(target.table)}`;
    case 'value': return `${humanize(target.column)} of ${table(target.table)} is ${target.value}`;
    case 'metric': return target.metric.name;
  }
}

function describeTarget(target: Target): string {
  switch (target.kind) {
    case 'table': return `table ${target.table}`;
    case 'column': return `column ${target.table}.${target.column}`;
    case 'value': return `${target.value} (${target.column})`;
    case 'metric': return `metric ${target.metric.name}`;
  }
}

function sameColumns(a: readonly ColumnRef[], b: readonly ColumnRef[]): boolean {
  return a.length === b.length && a.every((column, i) => column.table === b[i]?.table && column.column === b[i]?.column);
}

function quoteList(words: string[]): string {
  const quoted = [...new Set(words)].map((word) => `"${word}"`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

/** Whether a word is a unit a span of time is counted in ('days', 'hours'). */
export function isDurationUnit(word: string): boolean {
  return DURATION_UNITS[singularLemma(word.toLowerCase())] !== undefined;
}

export function readIntent(question: string, catalog: Catalog, options: ReadOptions): IntentOutcome {
  return new IntentReader(question, catalog, options).read();
}

export type { TimeRequest, HavingFilter };

/** Whether a metric's formula uses a column by name ('unit_price * quantity * (1 - discount)' uses discount). */
function formulaNames(expression: string, column: string): boolean {
  return new RegExp(`\\b${column.replace(/\W/g, '')}\\b`, 'i').test(expression);
}

function metricTarget(metric: MetricDefinition): Target {
  return { kind: 'metric', metric: { name: metric.name, table: metric.table, expression: metric.expression } };
}
