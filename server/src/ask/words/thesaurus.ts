/**
 * Words business users use for the same thing. Each group is a set of interchangeable nouns (or verbs); the linker
 * lets a question's word match a schema word of the same group, with less confidence than the schema's own word.
 * General business vocabulary only: nothing here names a particular data set.
 */
import { abbreviates } from './shortening';

const GROUPS: readonly (readonly string[])[] = [
  ['revenue', 'sales', 'turnover', 'income', 'earnings', 'takings', 'proceeds'],
  ['customer', 'client', 'buyer', 'purchaser', 'account', 'patron', 'tenant', 'renter', 'lessee'],
  ['employee', 'staff', 'worker', 'personnel', 'staffer', 'headcount', 'colleague'],
  ['salary', 'pay', 'wage', 'compensation', 'remuneration'],
  ['product', 'item', 'article', 'good', 'merchandise'],
  ['supplier', 'vendor', 'provider'],
  ['quantity', 'unit', 'volume', 'piece'],
  ['amount', 'value', 'total', 'sum'],
  ['price', 'cost', 'charge', 'fee'],
  ['city', 'town'],
  ['film', 'movie', 'picture'],
  ['theater', 'theatre', 'cinema', 'multiplex'],
  ['show', 'showtime', 'screening', 'showing', 'event', 'concert'],
  ['country', 'nation'],
  ['region', 'territory', 'area', 'zone'],
  ['company', 'organization', 'firm', 'business', 'enterprise', 'organisation'],
  ['department', 'division', 'dept'],
  ['manager', 'boss', 'supervisor', 'head', 'lead'],
  ['shipment', 'delivery', 'consignment', 'dispatch', 'parcel', 'package'],
  ['carrier', 'shipper', 'courier', 'haulier'],
  ['payer', 'insurer', 'insurance company', 'insurance carrier', 'insurance'],
  ['vessel', 'boat', 'yacht'],
  ['caregiver', 'aide', 'carer', 'caretaker'],
  ['invoice', 'bill'],
  ['property', 'home', 'dwelling', 'house'],
  // 'subscribers who churned' where the rows are subscriptions: one row per person who subscribed.
  ['subscription', 'subscriber', 'sub'],
  // 'active memberships' where the rows are members: one row per membership taken out.
  ['membership', 'member'],
  // 'scrapped units', 'spoilage' where production keeps qty_wst: what was made and thrown away.
  ['waste', 'scrap', 'spoilage', 'wastage'],
  // A report is a document, or who someone reports to; never an 'account' of events (WordNet's sense).
  ['report', 'writeup'],
  ['ticket', 'case', 'request', 'issue', 'citation'],
  // 'jobs completed per month' where the rows are work orders (wo).
  ['work order', 'job'],
  ['violation', 'offense', 'offence', 'infraction'],
  ['fine', 'penalty'],
  ['assignment', 'placement', 'engagement', 'gig'],
  ['temp', 'contractor', 'associate', 'freelancer'],
  ['agent', 'rep', 'representative', 'salesperson', 'seller', 'associate'],
  ['deal', 'opportunity'],
  ['campaign', 'promotion'],
  ['lead', 'prospect'],
  ['subscription', 'contract'],
  ['spend', 'spending', 'expense', 'expenditure', 'outlay', 'cost'],
  ['warehouse', 'depot', 'facility', 'site'],
  ['discount', 'markdown', 'rebate'],
  ['profit', 'margin'],
  ['rating', 'score', 'grade'],
  ['title', 'position', 'role', 'job'],
  ['hire', 'start', 'join', 'onboard'],
  ['birth', 'born', 'birthday'],
  ['termination', 'leave', 'exit', 'departure', 'separation'],
  ['reservation', 'booking', 'stay'],
  ['property', 'hotel', 'resort', 'lodge', 'venue'],
  ['guest', 'visitor'],
  ['patient', 'client'],
  ['doctor', 'physician', 'provider', 'clinician'],
  ['appointment', 'visit'],
  ['student', 'pupil', 'learner'],
  ['instructor', 'teacher', 'lecturer', 'professor', 'faculty'],
  ['course', 'class', 'module', 'subject'],
  ['enrollment', 'enrolment', 'registration'],
  ['vehicle', 'truck', 'lorry', 'van', 'car', 'bus', 'coach', 'fleet'],
  ['weight', 'mass'],
  ['duration', 'length'],
  ['phone', 'telephone'],
  // 'below the reorder point': the reorder level.
  ['level', 'point', 'threshold'],
  ['email', 'mail', 'e-mail'],
  ['stock', 'inventory', 'shelf'],
  ['order', 'purchase'],
  ['payment', 'remittance', 'collection'],
  // A phone or energy 'tariff' is what a customer calls their plan.
  ['plan', 'tier', 'package', 'tariff'],
  ['team', 'squad', 'group'],
  ['event', 'occasion'],
  ['message', 'reply'],
  ['driver', 'racer', 'pilot'],
  ['circuit', 'track', 'venue'],
  ['aircraft', 'plane', 'airplane', 'jet'],
  ['passenger', 'traveler', 'traveller', 'flyer'],
  // 'what make and model', 'top 3 brands' where the rows keep mfr: who made the thing.
  ['manufacturer', 'make', 'brand', 'maker'],
];

const BY_WORD = new Map<string, Set<string>>();
for (const group of GROUPS) {
  for (const word of group) {
    const set = BY_WORD.get(word) ?? new Set<string>();
    for (const other of group) if (other !== word) set.add(other);
    BY_WORD.set(word, set);
  }
}

/**
 * A general word a user may say for a place of a particular kind, but not the other way round: a dental office or a
 * store is a 'location', while a table of locations may hold anything but offices (a coworking office is a space).
 */
const GENERAL_WORDS: readonly (readonly [string, readonly string[]])[] = [['location', ['office', 'branch', 'store', 'shop', 'clinic', 'site']]];
for (const [general, kinds] of GENERAL_WORDS) {
  for (const kind of kinds) {
    const set = BY_WORD.get(kind) ?? new Set<string>();
    set.add(general);
    BY_WORD.set(kind, set);
  }
}

/**
 * Kinds of staff a user names by the work they do: the 'sales reps' or 'salespeople' of a company whose people are all
 * in one table of employees. One way only, and for a table only: a table of agents is not every employee, and a
 * column counting a company's employees is no sales rep. ('seller' is left out: a best seller is a product.)
 */
const KINDS_OF_STAFF = ['rep', 'sales rep', 'salesperson', 'salespeople', 'sales person', 'sales people', 'sales staff'];
const STAFF_WORDS = new Set(['employee', 'staff', 'personnel', 'staffer']);

/** The kinds of staff a table named by `word` holds, when it is a table of employees; empty otherwise. */
export function kindsOfStaff(word: string): readonly string[] {
  return STAFF_WORDS.has(word) ? KINDS_OF_STAFF : [];
}

/** Words interchangeable with `word` in business questions ('client' for 'customer'); empty when none are known. */
export function businessSynonyms(word: string): ReadonlySet<string> {
  return BY_WORD.get(word) ?? EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * Business words a schema's unexplained shortening may stand for, with their synonyms: flm is a film, so also a
 * movie; thtr a theater, so also a cinema. Only a shortening of consonants after its first letter ('flm', 'thtr'),
 * which few words share.
 */
export function synonymsOfShortening(short: string): string[] {
  if (short.length < 3 || /[aeiou]/.test(short.slice(1))) return [];
  // Nearly all of the word's consonants: scrn is a screen, not a screening.
  const consonants = (word: string) => word.slice(1).replace(/[aeiouy]/g, '').length + 1;
  const words = [...BY_WORD.keys()].filter((word) => abbreviates(short, word) && consonants(word) - short.length <= 1);
  return [...new Set(words.flatMap((word) => [word, ...businessSynonyms(word)]))];
}

/**
 * Whether the business groups keep two words apart: each is in a group and no group holds both. WordNet's
 * 'salary' → earnings is right in English, but earnings are a company's revenue here and a salary is what staff are paid.
 */
export function keptApart(word: string, other: string): boolean {
  const group = BY_WORD.get(word);
  return group !== undefined && BY_WORD.has(other) && !group.has(other);
}
