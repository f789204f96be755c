/**
 * The second stage: every run of question words that names something in the catalog, with a score. Words match by
 * lemma ('orders' → order, 'won' → win), through abbreviations and business synonyms on the catalog's side, through
 * WordNet synonyms on the question's side, and through typo correction (shown back to the user). Links overlap; the
 * intent stage chooses among them.
 */
import { distance } from 'fastest-levenshtein';
import type { Catalog } from '../catalog/catalog';
import { schemaModel, type SchemaModel } from '../catalog/schema-model';
import type { Token } from '../tokens/tokenize';
import { isStopWord, singularLemma } from '../tokens/tokenize';
import { unitAt } from '../intent/operators';
import { isPeopleTable } from '../intent/people-tables';
import { keptApart } from '../words/thesaurus';
import { abbreviates } from '../words/shortening';
import { derivedForms, headShortensCompound, isDictionaryWord, isKindOfPerson, isKindOfPremises, mayBeOrganisation, placeOfAdjective, wordnetSynonyms, type WordNetPos } from '../words/wordnet';
import { expansionsOf } from '../words/abbreviations';
import { dictionary } from '../words/dictionary';
import { MONEY_FIGURE_WORDS, namesStates, objectOfLightVerb, PERSON_WORDS, qualifierOf } from '../intent/vocabulary';
import { Lexicon, targetTable, wordsOf, type LinkVia, type Target } from './lexicon';

export interface Link {
  start: number;
  /** Exclusive. */
  end: number;
  target: Target;
  score: number;
  via: LinkVia;
  /** Words read as other words: a typo corrected ('custmers' → customer) or a WordNet synonym. */
  corrections?: { from: string; to: string }[];
}

interface TokenKey {
  key: string;
  factor: number;
  correction?: { from: string; to: string };
  viaWordnet?: boolean;
  /** Read as a shortened name word ('clm' for claim): a value only when it is the word's code ('SRV', not 'ACT' of acquisition). */
  shortening?: boolean;
  /** A participle read as a shortened name ('refunded' rfnd_yn): only a flag column it sets. */
  flagOnly?: boolean;
  /** A known noun read as its verb ('payment' in pay_mthd): only a word of a longer table or column name. */
  inLongerName?: boolean;
  /** A verb read as the noun of who does it ('used' as user): never a value, which the doer is not ('USR'). */
  doer?: boolean;
}

const FUNCTION_POS = new Set(['DET', 'ADP', 'AUX', 'PRON', 'CCONJ', 'SCONJ', 'PART', 'PUNCT', 'SYM', 'SPACE']);
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB', 'X', 'ADV']);
const TYPO_FACTOR = 0.8;
const PARTICLES = new Set(['up', 'in', 'out', 'off', 'on', 'over', 'down', 'back']);
const WORDNET_FACTOR = 0.6;
const ABBREVIATION_FACTOR = 0.7;
/** The same, where the other words of a name follow it exactly. */
const CONFIRMED_ABBREVIATION_FACTOR = 0.9;
/** A word in full shortened to the one word of a name besides a generic one ('shift' for shft_cd), before the factor. */
const SHORT_HEAD_SCORE = 0.65;
/** Signs that join the words of one name: 'Harbor Tool & Die', 'Save-a-lot', 'Dune: Part Two'. */
const NAME_JOINERS = new Set(['&', '-', ':', '+', '/']);
/** Three or more words spelling a name's letters in order are stronger evidence than one shortened word. */
const INITIALISM_FACTOR = 0.9;
/** Words that point at one thing ('this year', 'that order'): no name's initials spell them. */
const DEMONSTRATIVES = new Set(['this', 'that', 'these', 'those']);

const lexicons = new WeakMap<Catalog, Lexicon>();

export function lexiconFor(catalog: Catalog): Lexicon {
  let lexicon = lexicons.get(catalog);
  if (!lexicon) {
    lexicon = new Lexicon(schemaModel(catalog));
    lexicons.set(catalog, lexicon);
  }
  return lexicon;
}

/** The money a verb of trading brings in, by the noun for it. */
const MONEY_VERB_NOUNS: Record<string, string> = { sell: 'sale', book: 'booking', earn: 'earning', bill: 'billing', make: 'revenue', invoice: 'invoice', collect: 'collection', take: 'taking' };

/** A column of people's names: first_nm, last_name, surname. */
function namesPeople(words: readonly string[]): boolean {
  return words.some((word) => ['first', 'last', 'given', 'surname', 'forename', 'nickname'].includes(word));
}

/** The forms a question word can match: its lemma, and as typed (superlatives keep their form: 'biggest'). */
export function tokenForms(token: Token): string[] {
  if (token.pos === 'PUNCT' || token.pos === 'SPACE') return [];
  const lower = token.lower.replace(/['’]/g, '');
  if (token.pos === 'ADJ' && token.lemma !== lower && !/ed$/.test(lower)) return [lower];
  const forms = new Set([token.lemma, lower]);
  // A capitalised noun read as a name keeps its plural ('Sales' at the start of a question): add the singular.
  if (token.pos === 'PROPN' || token.pos === 'NOUN') forms.add(singularLemma(lower));
  // 'the required date': a participle read as an adjective matches names as their words were read ('require').
  if (token.pos === 'ADJ' && /ed$/.test(lower)) forms.add(singularLemma(lower));
  // 'POs', 'SKUs', 'KPIs': the plural of an acronym; 'P2s', 'T1s': of a code of letters and digits.
  if (/^[A-Z]{2,}s$/.test(token.text) || /^[A-Z]+\d+s$/.test(token.text)) forms.add(lower.slice(0, -1));
  return [...forms];
}

function wordnetPos(token: Token): WordNetPos | undefined {
  if (token.pos === 'NOUN' || token.pos === 'PROPN') return 'noun';
  if (token.pos === 'VERB') return 'verb';
  if (token.pos === 'ADJ') return 'adj';
  return undefined;
}

function keysFor(token: Token, lexicon: Lexicon, vocabulary: readonly string[]): TokenKey[] {
  const keys = wordKeys(token, lexicon, vocabulary);
  // 'shipping fee' where the column is shp_fee, kept as shipment fee: a gerund may be another noun of its verb, in a
  // longer name. Not a participle ('tickets assigned' is no assignment).
  const roots = !token.lower.endsWith('ing') ? [] : token.pos === 'VERB' ? [token.lemma] : token.pos === 'NOUN' ? derivedForms(token.lemma, 'noun', 'verb') : [];
  for (const root of roots) {
    for (const noun of derivedForms(root, 'verb', 'noun').map((derived) => singularLemma(derived))) if (lexicon.has(noun) && !keys.some((known) => known.key === noun)) keys.push({ key: noun, factor: 0.8, inLongerName: true });
  }
  return keys;
}

function wordKeys(token: Token, lexicon: Lexicon, vocabulary: readonly string[]): TokenKey[] {
  const forms = tokenForms(token);
  const keys: TokenKey[] = forms.map((key) => ({ key, factor: 1 }));
  // A word the user shortened ('reps', 'mgr', 'qty'): also the words it stands for, when the catalog knows them.
  if (CONTENT_POS.has(token.pos)) {
    for (const expansion of expansionsOf(token.lower).slice(1)) {
      const key = singularLemma(expansion);
      if (!expansion.includes(' ') && lexicon.has(key) && !keys.some((known) => known.key === key)) keys.push({ key, factor: 0.9, correction: { from: token.text, to: expansion } });
    }
  }
  // 'billable hours' where the column is bill_hrs, 'taxable amount' as tax_amt: an adjective in -able names what can be
  // done by its stem.
  if (token.pos === 'ADJ' && /^[a-z]{3,}able$/.test(token.lower)) {
    const base = token.lower.slice(0, -4);
    for (const key of [base, `${base}e`]) if (lexicon.has(key) && !keys.some((known) => known.key === key)) keys.push({ key, factor: 0.9 });
  }
  // 'by region' where the column is regional_office, 'promotion' as promotional_code: a noun in -ion names its adjective.
  if (token.pos === 'NOUN' && /^[a-z]{3,}ion$/.test(token.lemma)) {
    const key = `${token.lemma}al`;
    if (lexicon.has(key) && !keys.some((known) => known.key === key)) keys.push({ key, factor: 0.9 });
  }
  // A name shortened in a way no list knows: 'claims' → clm, 'premium' → prem, 'limit' → lmt. Weaker than a typo.
  // Only for a word that names no table or column by itself ('flight' may still be part of the value 'Flight
  // Attendant'); a word that is only a value ('INTERVIEW', a stage) may still shorten a table's name (intvw).
  // A word of a column's longer name ('application' of appl_pty_id) is no name of its own: it may still shorten a table's.
  const names = (words: readonly string[], own: boolean) => words.some((form) => lexicon.startingWith(form).some((entry) => entry.words.length === 1 && entry.target.kind !== 'value' && !(own && (entry.via === 'thesaurus' || (entry.via === 'part' && entry.target.kind === 'column')))));
  const namesSomething = names(forms, false);
  // A synonym's name does not keep a word from shortening a name: 'carriers' is the carr table before it is shippers
  // by another word.
  const namesSomethingItself = names(forms, true);
  // A verb in -s may be a plural the tagger misread ('number of rescinded offers').
  const nounLike = token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'ADJ' || (token.pos === 'VERB' && /[^s]s$/.test(token.lower));
  // 'refunded tickets' where the flag is kept as rfnd_yn: a participle shortens like the noun it comes from.
  // So does an irregular one ('sessions held' as HLD), read by its verb's letters.
  const participle = token.pos === 'VERB' && (/ed$/.test(token.lower) || (token.lower !== token.lemma && !/(ing|s)$/.test(token.lower)));
  if (!namesSomethingItself && (nounLike || participle) && /^[a-z]{4,}$/.test(token.lemma)) {
    // 'hours worked' as hrs_wkd: a participle's own letters too, not only its verb's ('work' keeps no d).
    const shortenings = new Set([...shorteningsOf(token.lemma, lexicon), ...(participle ? shorteningsOf(token.lower, lexicon) : [])]);
    for (const short of shortenings) keys.push({ key: short, factor: ABBREVIATION_FACTOR, correction: { from: token.text, to: short }, shortening: true, ...(!nounLike && { flagOnly: true }) });
  } else if (nounLike && /^[a-z]{4,}$/.test(token.lemma)) {
    // 'credit hold' where customers keep crd_hold_yn beside a Credits column: a word that names something itself
    // still shortens a longer name whose other words follow it.
    for (const short of shorteningsOf(token.lemma, lexicon)) keys.push({ key: short, factor: ABBREVIATION_FACTOR, correction: { from: token.text, to: short }, shortening: true, inLongerName: true });
  }
  // 'loads' where the table is ld, 'quotes' as qt: a two-letter table name is the word's first letter and its last
  // consonant.
  if (!namesSomething && nounLike && /^[a-z]{4,}$/.test(token.lemma)) {
    const consonants = token.lemma.replace(/[aeiouy]/g, '');
    for (const short of lexicon.twoLetterTables) if (token.lemma[0] === short[0] && consonants[consonants.length - 1] === short[1]) keys.push({ key: short, factor: ABBREVIATION_FACTOR, correction: { from: token.text, to: short }, shortening: true });
  }
  // 'leave requests' where the table is lv_req, 'crane moves' as crn_mv: a two-letter word of a longer name is the
  // word's consonants, all of them, from its first letter. Its first two letters ('crane operators' as crn_op) or its
  // first and last ('yard blocks' as yd_blk) shorten it only where the name's other words are said too.
  if ((nounLike || token.pos === 'VERB') && /^[a-z]{4,}$/.test(token.lemma) && isDictionaryWord(token.lemma)) {
    const consonants = token.lemma[0] + token.lemma.slice(1).replace(/[aeiouy]/g, '');
    for (const short of lexicon.twoLetterWords) {
      if (keys.some((known) => known.key === short)) continue;
      if (consonants === short) keys.push({ key: short, factor: ABBREVIATION_FACTOR, correction: { from: token.text, to: short }, shortening: true });
      else if (token.lemma.startsWith(short) || `${token.lemma[0]}${token.lemma.at(-1)}` === short) keys.push({ key: short, factor: ABBREVIATION_FACTOR, correction: { from: token.text, to: short }, shortening: true, inLongerName: true });
    }
  }
  // 'policyholders' where the table is ph, 'caregivers' as cg: a word joined from two is named by their initials.
  if (!namesSomething && nounLike && lexicon.twoLetterTables.length > 0 && /^[a-z]{6,}$/.test(token.lemma)) {
    const initials = compoundInitials(token.lemma);
    for (const short of lexicon.twoLetterTables) if (initials.includes(short) && !keys.some((known) => known.key === short)) keys.push({ key: short, factor: ABBREVIATION_FACTOR, correction: { from: token.text, to: short }, shortening: true });
  }
  // 'pts' for patients where the table is pat: a user's shortening of a word the catalog shortens its own way.
  if (!namesSomething && nounLike && CONTENT_POS.has(token.pos)) {
    for (const expansion of expansionsOf(token.lower).slice(1)) {
      const base = singularLemma(expansion);
      if (!/^[a-z]{4,}$/.test(base) || names([base], false)) continue;
      for (const short of shorteningsOf(base, lexicon)) if (!keys.some((known) => known.key === short)) keys.push({ key: short, factor: ABBREVIATION_FACTOR, correction: { from: token.text, to: short }, shortening: true });
    }
  }
  // 'commercial accounts' where the type is kept as COM, 'applications withdrawn' as WDRN: a category's code that
  // starts the word or keeps its consonants from its first letter to its last. Not a state word ('completed'), which
  // is read against the rows it qualifies.
  const codeWord = nounLike || token.pos === 'VERB';
  // Nor a word of a money figure: 'revenue' is no reviewer (REV).
  if (!namesSomething && codeWord && /^[a-z]{4,}$/.test(token.lemma) && !MONEY_FIGURE_WORDS.has(token.lemma) && qualifierOf(token.lower) === undefined && qualifierOf(token.lemma) === undefined) {
    for (const code of lexicon.categoryCodes) {
      // 'distributors' where the type is kept as DST: three letters or more of the word's consonants from its first.
      if (keys.some((known) => known.key === code) || !(token.lemma.startsWith(code) || token.lower.startsWith(code) || framedBy(code, token.lower) || (code.length >= 3 && (nounLike || participle) && codeOf(code, token.lemma)))) continue;
      keys.push({ key: code, factor: ABBREVIATION_FACTOR, correction: { from: token.text, to: code.toUpperCase() } });
    }
  }
  if (forms.some((form) => lexicon.has(form))) {
    // 'payment method' where the column is pay_mthd: a noun the catalog knows may still name a longer name by its
    // verb, weaker than the noun itself.
    if (token.pos === 'NOUN') for (const derived of derivedForms(token.lemma, 'noun', 'verb')) if (lexicon.has(derived) && !keys.some((known) => known.key === derived)) keys.push({ key: derived, factor: 0.8, inLongerName: true });
    return keys;
  }
  if (!CONTENT_POS.has(token.pos) || token.number !== undefined) return keys;
  // A typo: the nearest catalog word one edit away (two for long words). A real English word is never a typo. Each
  // form is tried, and a plural's stem: the tagger keeps a misspelt plural whole ('cusomters' is near customer).
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const word of new Set(forms.flatMap((form) => (/[^s]s$/.test(form) ? [form, form.slice(0, -1)] : [form])))) {
    // Nor a word of grammar the dictionary leaves out ('somebody else' is no slip for a horse called Elsie).
    if (word.length < 4 || !/^[a-z]+$/.test(word) || isDictionaryWord(word) || isDictionaryWord(token.lemma) || isStopWord(word)) continue;
    const allowed = word.length >= 8 ? 2 : 1;
    for (const known of vocabulary) {
      if (Math.abs(known.length - word.length) > allowed || known.length < 4) continue;
      // 'Kell' is no slip for 'Bell': in a short word, a changed first letter is another word, not a typo.
      if (word.length < 6 && known[0] !== word[0]) continue;
      const d = distance(word, known);
      if (d <= allowed && d < bestDistance) {
        best = known;
        bestDistance = d;
      }
    }
  }
  // The data misspelt, not the user: 'technology' where the sector is kept as 'technolgy', 'Philippines' as
  // 'Philipines'. Only a value's word no dictionary knows, one letter from the word said.
  if (best === undefined) {
    for (const word of new Set(forms)) {
      if (word.length < 6 || !/^[a-z]+$/.test(word) || !isDictionaryWord(word)) continue;
      const misspelt = misspeltValueWords(lexicon, vocabulary).find((known) => Math.abs(known.length - word.length) <= 1 && distance(word, known) === 1);
      if (misspelt) {
        best = misspelt;
        break;
      }
    }
  }
  if (best !== undefined) keys.push({ key: best, factor: TYPO_FACTOR, correction: { from: token.text, to: best } });
  // The same root in another part of speech: 'payments' → pay (paid_amt), 'cancelled' → cancellation.
  // A capitalised first word is often tagged a name ('Cancellation rate by month'): it derives like a noun.
  const derivedPos = token.pos === 'NOUN' || token.pos === 'PROPN' ? (['noun', 'verb'] as const) : token.pos === 'VERB' ? (['verb', 'noun'] as const) : undefined;
  if (derivedPos && keys.length === forms.length) {
    for (const derived of new Set([...derivedForms(token.lemma, derivedPos[0], derivedPos[1]), ...derivedForms(token.lower, derivedPos[0], derivedPos[1])])) {
      const key = singularLemma(derived);
      const doer = token.pos === 'VERB' && key.startsWith(token.lemma.replace(/e$/, '')) && /(er|or|ar)$/.test(key) && isKindOfPerson(key);
      if (lexicon.has(key) && !keys.some((known) => known.key === key)) keys.push({ key, factor: 0.85, ...(doer && { doer }) });
    }
  }
  // A WordNet synonym the catalog knows: 'earnings' → salary, 'client' → customer.
  const pos = wordnetPos(token);
  if (pos && keys.length === forms.length) {
    for (const synonym of wordnetSynonyms(token.lemma, pos)) {
      if (!synonym.includes(' ') && lexicon.has(synonym) && !keptApart(token.lemma, synonym)) keys.push({ key: synonym, factor: WORDNET_FACTOR, viaWordnet: true, correction: { from: token.text, to: synonym } });
    }
  }
  return keys;
}


/** 'wdrn' in 'withdrawn': a shortening of four letters or more that keeps the word's last letter too. */
function framedBy(code: string, word: string): boolean {
  return code.length >= 4 && code[code.length - 1] === word[word.length - 1] && abbreviates(code, word);
}

/** Whether a value is of a column of states ('stat_cd', 'status'). */
function statusColumn(lexicon: Lexicon, target: Extract<Target, { kind: 'value' }>): boolean {
  const words = lexicon.model.column({ table: target.table, column: target.column }).words;
  return namesStates(words);
}

/**
 * Whether a code is how a word is written short: its first letters ('act' of active) or the first letters of the word
 * without its vowels ('srv' of server, 'cmp' of completed, 'rslv' of resolved).
 */
export function codeOf(code: string, word: string): boolean {
  const short = code.toLowerCase();
  const lower = word.toLowerCase();
  if (short.length < 2 || short.length >= lower.length) return false;
  const skeleton = (lower[0] ?? '') + lower.slice(1).replace(/[aeiouy]/g, '');
  return lower.startsWith(short) || skeleton.startsWith(short);
}

/**
 * 'apel' of appeal, 'rfnd' of refund: a name word spelt with a letter or two of the word left out, its first and last
 * letters kept.
 */
function nearlySpelt(short: string, word: string): boolean {
  if (short.length < 4 || word.length - short.length > 2 || short.length >= word.length || short[0] !== word[0] || short.at(-1) !== word.at(-1)) return false;
  let at = 0;
  for (const letter of short) {
    at = word.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** Name words that say a figure is a percentage. */
const PERCENT_WORDS = new Set(['percent', 'pct', 'percentage']);

const shortenings = new WeakMap<Lexicon, Map<string, string[]>>();

/** The catalog's unexplained short name words that can shorten `word`, remembered per catalog. */
function shorteningsOf(word: string, lexicon: Lexicon): string[] {
  let known = shortenings.get(lexicon);
  if (!known) {
    known = new Map();
    shortenings.set(lexicon, known);
  }
  let found = known.get(word);
  if (!found) {
    // A whole word in a name ('cost') is that word, not a shortening of a longer one ('costumer').
    found = lexicon.unknownAbbreviations.filter((short) => !(short.length >= 4 && isDictionaryWord(short)) && (abbreviates(short, word) || nearlySpelt(short, word)));
    // 'productions' beside prodn and ptn (patron): a shortening that keeps the word's first letters is surer than one
    // that keeps only its first letter and some consonants.
    const kept = (short: string) => [...short].findIndex((letter, i) => letter !== word[i]);
    const longest = Math.max(0, ...found.map((short) => (kept(short) < 0 ? short.length : kept(short))));
    if (longest >= 3) found = found.filter((short) => kept(short) < 0 || kept(short) > 1);
    known.set(word, found);
  }
  return found;
}


const vocabularies = new WeakMap<Lexicon, string[]>();
const misspelt = new WeakMap<Lexicon, string[]>();

/** The catalog's value words of six letters or more that no dictionary knows, found once per catalog. */
function misspeltValueWords(lexicon: Lexicon, vocabulary: readonly string[]): string[] {
  let words = misspelt.get(lexicon);
  if (!words) {
    words = vocabulary.filter((known) => known.length >= 6 && !isDictionaryWord(known) && lexicon.startingWith(known).some((entry) => entry.target.kind === 'value'));
    misspelt.set(lexicon, words);
  }
  return words;
}

/** Every link between runs of the question's words and the catalog. */
export function linkTokens(tokens: readonly Token[], catalog: Catalog): Link[] {
  const lexicon = lexiconFor(catalog);
  let vocabulary = vocabularies.get(lexicon);
  if (!vocabulary) {
    vocabulary = [...lexicon.vocabulary].filter((word) => /^[a-z]+$/.test(word));
    vocabularies.set(lexicon, vocabulary);
  }
  const keys = tokens.map((token) => keysFor(token, lexicon, vocabulary));
  // 'how much did we sell in 1997', 'how much have we booked': the verb names the money it brought in.
  const howMuch = tokens.findIndex((token, i) => token.lower === 'how' && tokens[i + 1]?.lower === 'much');
  if (howMuch >= 0) {
    for (const [i, token] of tokens.entries()) {
      const noun = MONEY_VERB_NOUNS[token.lemma];
      if (i <= howMuch + 1 || token.pos !== 'VERB' || !noun) continue;
      for (const form of [noun, `${noun}s`]) if (lexicon.startingWith(form).length > 0) keys[i]?.push({ key: form, factor: 0.9 });
    }
  }
  const links: Link[] = [];
  // 'ship-to country' where orders keep ship_country: the glued '-to' of a compound is no word of the name.
  const hyphenTo = (start: number) => tokens[start + 1]?.lower === '-' && tokens[start + 2]?.lower === 'to' && glued(tokens, start + 1) && glued(tokens, start + 2);
  for (let start = 0; start < tokens.length; start++) {
    for (const skip of hyphenTo(start) ? [0, 2] : [0]) {
      const at = (k: number) => (k === 0 ? start : start + k + skip);
      for (const first of keys[start] ?? []) {
        for (const entry of lexicon.startingWith(first.key)) {
          if (skip > 0 && entry.words.length < 2) continue;
          let factor = first.factor;
          const corrections = first.correction ? [first.correction] : [];
          let viaWordnet = Boolean(first.viaWordnet);
          let inLongerName = Boolean(first.inLongerName);
          let matched = true;
          // 'no-shows' for the words no show: a hyphen glued between two words of a name is no word of it.
          let hyphens = 0;
          const position = (k: number) => at(k) + hyphens;
          for (let k = 1; k < entry.words.length; k++) {
            if (tokens[position(k)]?.lower === '-' && glued(tokens, position(k)) && glued(tokens, position(k) + 1)) hyphens++;
            const tokenKeys = keys[position(k)];
            const hit = tokenKeys?.find((candidate) => candidate.key === entry.words[k]);
            if (!hit) {
              matched = false;
              break;
            }
            factor *= hit.factor;
            if (hit.correction) corrections.push(hit.correction);
            if (hit.viaWordnet) viaWordnet = true;
            if (hit.inLongerName) inLongerName = true;
          }
          if (!matched) continue;
          // 'email sends' for eml_send: a shortening that the rest of a table's name confirms word for word is surer
          // than one alone.
          if (first.shortening && entry.words.length >= 2 && factor === ABBREVIATION_FACTOR && entry.target.kind === 'table') factor = CONFIRMED_ABBREVIATION_FACTOR;
          if (inLongerName && (entry.words.length < 2 || entry.target.kind === 'value')) continue;
          const end = position(entry.words.length - 1) + 1;
          // WordNet links a word to a name, never to a value: 'made' is not the name 'Das'. A shortening names a value
          // only as the word's start or its consonants' ('servers' SRV; 'acquisition' is no ACT status).
          if (entry.target.kind === 'value' && (viaWordnet || (first.shortening && !codeOf(first.key, tokens[start]?.lemma ?? '')))) continue;
          // Nor a code a lookup table says in words: 'scaffolds' is no SCF where SCF is spelt out as 'Scaffolder'.
          if (entry.target.kind === 'value' && first.shortening && lexicon.spellsOutCodes(entry.target)) continue;
          // Nor a state's code named by a word for a company: 'their parent company' is no CMP (completed) turnaround.
          if (entry.target.kind === 'value' && first.factor === ABBREVIATION_FACTOR && statusColumn(lexicon, entry.target) && mayBeOrganisation(tokens[start]?.lemma ?? '')) continue;
          // Nor a code of rows whose own columns are named for the word in full: 'site contracts' with cntr_start_dt
          // and cntr_end_dt are the sites' contracts, not CON (construction) sites.
          if (entry.target.kind === 'value' && first.factor === ABBREVIATION_FACTOR && keepsPeriodOf(lexicon, entry.target.table, tokens[start]?.lemma ?? '')) continue;
          // 'placed any order', 'made a booking': a light verb before its object says nothing of its own; the noun says
          // what was done, so the verb names nothing by a synonym ('place' as assign).
          if ((viaWordnet || entry.via === 'thesaurus') && objectOfLightVerb(tokens, start) >= 0) continue;
          if (first.doer && entry.target.kind === 'value') continue;
          if (first.flagOnly && !(entry.target.kind === 'column' && lexicon.model.column({ table: entry.target.table, column: entry.target.column }).role === 'flag')) continue;
          const span = tokens.slice(start, end);
          // A run of function words ('to', 'in', 'no') names nothing unless it is quoted.
          if (span.every((token) => FUNCTION_POS.has(token.pos) && !token.quoted)) continue;
          if (entry.target.kind === 'column' && clauseOverDate(span, entry.target, lexicon.model)) continue;
          links.push({
            start,
            end,
            target: entry.target,
            score: (first.shortening && lexicon.isShortHead(entry) ? SHORT_HEAD_SCORE : entry.score) * factor,
            via: viaWordnet ? 'wordnet' : entry.via,
            ...(corrections.length > 0 && { corrections }),
          });
        }
      }
    }
  }
  // 'wasted units', 'billed hours' for qty_wst, hrs_bill: a two-word column name said the other way round, its
  // qualifier first, as people put an adjective before its noun.
  for (let start = 0; start + 1 < tokens.length; start++) {
    if (!CONTENT_POS.has(tokens[start]?.pos ?? '') || !CONTENT_POS.has(tokens[start + 1]?.pos ?? '')) continue;
    for (const head of keys[start + 1] ?? []) {
      for (const entry of lexicon.startingWith(head.key)) {
        if (entry.words.length !== 2 || entry.target.kind !== 'column') continue;
        // Only a figure's name ('quantity wasted'), never a name led by its table's ('products discontinued').
        const column = lexicon.model.column({ table: entry.target.table, column: entry.target.column });
        if (column.role !== 'measure' || lexicon.model.table(entry.target.table).words.includes(entry.words[0] ?? '')) continue;
        const qualifier = keys[start]?.find((candidate) => candidate.key === entry.words[1]);
        if (!qualifier || qualifier.inLongerName) continue;
        links.push({ start, end: start + 2, target: entry.target, score: entry.score * head.factor * qualifier.factor * 0.9, via: head.viaWordnet || qualifier.viaWordnet ? 'wordnet' : entry.via });
      }
    }
  }
  // Names written in pieces: 'check-ins' or 'check ins' for checkin.
  for (let start = 0; start + 1 < tokens.length; start++) {
    const first = tokens[start] as Token;
    for (let compact of new Set([first.lower.replace(/[^a-z]/g, ''), first.lemma.replace(/[^a-z]/g, '')])) {
    // A sign ('#', '$') begins no name: '# discontinued' is a count and a word.
    if (compact === '') continue;
    for (let end = start + 2; end <= Math.min(tokens.length, start + 3); end++) {
      const last = tokens[end - 1] as Token;
      if (last.pos === 'PUNCT' && last.lower !== '-') break;
      // A dash standing apart from the words ('overdue invoices - invoice no') separates them; one that ends the
      // pieces joins nothing to them.
      if (last.lower === '-' && (!glued(tokens, end - 1) || end === tokens.length || !glued(tokens, end))) break;
      // Phrasal particles make one word with the verb before them: 'pick up' → pickup, 'check in' → checkin; a noun
      // and a small word are two words ('spa in' is not Spain).
      const particle = PARTICLES.has(last.lower) && first.pos === 'VERB';
      if (FUNCTION_POS.has(last.pos) && last.lower !== '-' && !glued(tokens, end - 1) && !particle) break;
      const forms = [compact + last.lower.replace(/[^a-z]/g, ''), compact + last.lemma.replace(/[^a-z]/g, ''), compact + last.lower.replace(/[^a-z]/g, '').replace(/s$/, '')];
      for (const form of new Set(forms)) {
        for (const entry of lexicon.compactNames.get(form) ?? []) links.push({ start, end, target: entry.target, score: entry.score * 0.95, via: entry.via });
      }
      compact = forms[0] ?? compact;
    }
    }
  }
  // Values written with other spacing: 'GTX Pro' for 'GTXPro', 'Kan code' for 'Kan-code'.
  for (let start = 0; start < tokens.length; start++) {
    // Nor starts on an opening bracket: '(cancelled' is the word inside it.
    if (['(', '['].includes((tokens[start] as Token).lower)) continue;
    let compact = '';
    let pieces = 0;
    for (let end = start + 1; end <= tokens.length && pieces < 4; end++) {
      const piece = tokens[end - 1] as Token;
      // 'Harbor Tool & Die', 'Save-a-lot Markets': the signs inside a name join its words and count as none.
      const joiner = end - start > 1 && NAME_JOINERS.has(piece.lower);
      if (!joiner) pieces++;
      // Only pieces of one name ('GTX Pro'), never a name and a small word ('spa in' is not Spain).
      if (end - start > 1 && !joiner && (FUNCTION_POS.has(piece.pos) || piece.lower.length < 2) && !glued(tokens, end - 1)) break;
      if (FUNCTION_POS.has((tokens[start] as Token).pos) && !glued(tokens, start + 1)) break;
      // "Darcel Schlecht's manager": a possessive ends the name; it is not a letter of it.
      if (end - start > 1 && !piece.quoted && (piece.lower === "'s" || piece.lower === '’s')) break;
      compact += piece.lower.replace(/[^a-z0-9]/g, '');
      // A span never ends on punctuation ('Germany?' is the value and a question mark).
      if (!/[a-z0-9]/i.test(piece.lower)) continue;
      const singular = compact.replace(/s$/, '');
      for (const target of [...(lexicon.compactValues.get(compact) ?? []), ...(singular !== compact ? (lexicon.compactValues.get(singular) ?? []) : [])]) {
        if (links.some((link) => link.start === start && link.end === end && link.target.kind === 'value' && link.target.value === (target.kind === 'value' ? target.value : '') && link.target.column === (target.kind === 'value' ? target.column : ''))) continue;
        links.push({ start, end, target, score: 0.9, via: 'value' });
      }
    }
  }
  links.push(...initialismLinks(tokens, lexicon));
  links.push(...hyphenInitialLinks(tokens, lexicon));
  links.push(...placeAdjectiveLinks(tokens, lexicon, links));
  links.push(...premisesLinks(tokens, lexicon, links));
  links.push(...peopleLinks(tokens, lexicon, links));
  links.push(...compoundLinks(tokens, links));
  links.push(...pointedRowsLinks(tokens, lexicon, links));
  links.push(...initialCodeLinks(tokens, lexicon, links));
  links.push(...phrasalVerbLinks(tokens, lexicon, vocabulary, links));
  links.push(...qualifiedFlagLinks(tokens, lexicon, links));
  links.push(...codeFamilyLinks(tokens, lexicon, links));
  links.push(...dateSaidByClauseLinks(tokens, lexicon, links));
  const unique = dedupe(links);
  // 'how long', 'how old', 'how big': a question of degree, never a value (a last name 'Long').
  return unique.filter((link) => !outnamed(link, unique) && !(link.target.kind === 'value' && tokens[link.start - 1]?.lower === 'how' && !tokens[link.start]?.quoted) && !wordAsName(link, tokens, lexicon) && !predicateInName(link, tokens) && !salesOfName(link, tokens, unique, lexicon) && !helpingVerbAsValue(link, tokens) && !timeUnitAsFlag(link, tokens, lexicon) && !modifierOfPercentage(link, tokens, lexicon)).map((link) => (headAfterCode(link, tokens, unique) ? { ...link, target: { kind: 'table', table: targetTable(link.target) }, via: 'part' } : link));
}

/**
 * 'customers on credit hold' where customers keep hold_yn and invoices a status Credited: a noun before a yes/no
 * column's name, naming nothing but a value of other rows, is part of that name.
 */
function qualifiedFlagLinks(tokens: readonly Token[], lexicon: Lexicon, links: readonly Link[]): Link[] {
  const found: Link[] = [];
  for (const link of links) {
    if (link.target.kind !== 'column' || link.end - link.start !== 1 || link.via !== 'name' || link.score < 0.85 || lexicon.model.column({ table: link.target.table, column: link.target.column }).role !== 'flag') continue;
    const before = tokens[link.start - 1];
    const table = link.target.table;
    const said = links.filter((other) => other.start === link.start - 1 && other.end === link.start && other.score >= 0.6);
    if (!before || before.pos !== 'NOUN' || before.quoted || said.length === 0 || !said.every((other) => other.target.kind === 'value' && other.target.table !== table)) continue;
    found.push({ ...link, start: link.start - 1 });
  }
  return found;
}

/**
 * 'insurance companies' where account types are INS and COM: a plural for businesses or people, read only by a code's
 * letters right after another code of the same column, is the rows that code qualifies, not a second kind.
 */
function headAfterCode(link: Link, tokens: readonly Token[], links: readonly Link[]): boolean {
  const token = tokens[link.start];
  if (link.target.kind !== 'value' || link.end - link.start !== 1 || !token || token.quoted || token.lower === token.lemma || !readByCodeLetters(link)) return false;
  if (!mayBeOrganisation(token.lemma) && !isKindOfPerson(token.lemma)) return false;
  const target = link.target;
  return links.some((before) => before.end === link.start && before.target.kind === 'value' && before.target.table === target.table && before.target.column === target.column && before.target.value !== target.value && readByCodeLetters(before));
}

/** Whether a value was read from a word's letters as its code ('insurance' as INS). */
function readByCodeLetters(link: Link): boolean {
  return link.target.kind === 'value' && (link.corrections ?? []).some((correction) => correction.to === (link.target.kind === 'value' ? link.target.value : ''));
}

/**
 * 'sites by revenue' is no rev_shr_pct: a word of a percentage's name before its head ('share') says of what the
 * percentage is, and names it only with the head said after it ('revenue share').
 */
function modifierOfPercentage(link: Link, tokens: readonly Token[], lexicon: Lexicon): boolean {
  if (link.target.kind !== 'column' || link.via !== 'part' || link.end - link.start !== 1) return false;
  const column = lexicon.model.column({ table: link.target.table, column: link.target.column });
  const words = column.words;
  const at = words.findIndex((word) => PERCENT_WORDS.has(word));
  const head = words[at - 1];
  if (column.role !== 'measure' || at < 2 || !head) return false;
  const word = tokens[link.start]?.lemma ?? '';
  const said = words.slice(0, at - 1).some((modifier) => modifier === word || abbreviates(modifier, word) || modifier === singularLemma(word));
  const next = tokens[link.end]?.lemma ?? '';
  return said && next !== head && !(next.length > head.length && abbreviates(head, next));
}

/**
 * 'fleet customers' where plans are coded FLEET and FLEETP: a word that is one code as written is also the codes that
 * only add a letter or two to it, the same kind said more precisely ('Fleet Premium'), not one of them alone.
 */
function codeFamilyLinks(tokens: readonly Token[], lexicon: Lexicon, links: readonly Link[]): Link[] {
  const found: Link[] = [];
  for (const link of links) {
    const target = link.target;
    const word = tokens[link.start]?.lower ?? '';
    if (target.kind !== 'value' || link.via !== 'value' || link.end - link.start !== 1 || target.value.toLowerCase() !== word || word.length < 3 || !isDictionaryWord(word)) continue;
    const values = lexicon.model.column({ table: target.table, column: target.column }).column.values ?? [];
    for (const value of values) {
      const code = value.toLowerCase();
      if (code === word || !code.startsWith(word) || code.length - word.length > 2 || !/^[a-z0-9]+$/.test(code)) continue;
      found.push({ ...link, target: { ...target, value } });
    }
  }
  return found;
}

/**
 * 'for the months of 2025' is no yes/no flag mo_yn (mucking out): a unit of time names a flag only by its whole word
 * ('weekend_yn' is no 'week' either).
 */
function timeUnitAsFlag(link: Link, tokens: readonly Token[], lexicon: Lexicon): boolean {
  const token = tokens[link.start];
  if (link.target.kind !== 'column' || link.end - link.start !== 1 || !token || unitAt(tokens, link.start) === undefined) return false;
  const column = lexicon.model.column({ table: link.target.table, column: link.target.column });
  return column.role === 'flag' && !column.rawWords.some((word) => [token.lemma, token.lower].includes(word.toLowerCase()));
}

/** 'were done by locums' is no role code DO, 'have' no code HAVE: a helping verb in lower case is no value. */
function helpingVerbAsValue(link: Link, tokens: readonly Token[]): boolean {
  const token = tokens[link.start];
  return link.target.kind === 'value' && link.end - link.start === 1 && token !== undefined && !token.quoted && token.text === token.text.toLowerCase() && ['do', 'be', 'have', 'get'].includes(token.lemma);
}

/**
 * 'sales reps', 'sales channel': 'sales' before a word for people, or before the name of another table's rows or
 * grouping column, says which people or which channel, never an amount of other rows (the subscriptions' monthly
 * charge, the supplier invoices' amount, read as sales).
 */
function salesOfName(link: Link, tokens: readonly Token[], links: readonly Link[], lexicon: Lexicon): boolean {
  const next = tokens[link.end];
  const target = link.target;
  if (link.end - link.start !== 1 || target.kind !== 'column' || link.via === 'name' || !next || !['sale', 'sales', 'revenue'].includes(tokens[link.start]?.lemma ?? '')) return false;
  if (PERSON_WORDS.has(next.lemma)) return true;
  return links.some((other) => other.start === link.end && other.via !== 'wordnet' && other.via !== 'thesaurus' && (other.target.kind === 'table' ? other.target.table !== target.table : other.target.kind === 'column' && other.target.table !== target.table && !lexicon.model.isMeasure({ table: other.target.table, column: other.target.column })));
}

/**
 * 'linguists marked as active', 'long distance jobs': a verb or an adjective in lower case is no one's name (Mark,
 * Long), nor is a plural ('prices' as Price) or a word of time ('day' as Day); a name is a noun, or capitalised, or
 * quoted.
 */
function wordAsName(link: Link, tokens: readonly Token[], lexicon: Lexicon): boolean {
  const token = tokens[link.start];
  // So is a phrasal verb run together ('picking up' as the surname Pickup).
  const span = tokens.slice(link.start, link.end);
  if (link.target.kind !== 'value' || link.end - link.start > 3 || !token || span.some((word) => word.quoted || /^[A-Z]/.test(word.text))) return false;
  // A plural in lower case is things, not people ('job prices' as the surname Price).
  const plural = token.pos === 'NOUN' && link.end - link.start === 1 && token.lower !== token.lemma && link.target.value.toLowerCase() !== token.lower;
  // So is a word of time ('the move day' as the surname Day).
  const ofTime = link.end - link.start === 1 && (unitAt(tokens, link.start) !== undefined || CLOCK_WORDS.has(token.lemma));
  return (['VERB', 'ADJ', 'ADV'].includes(token.pos) || plural || ofTime) && namesPeople(lexicon.model.column({ table: link.target.table, column: link.target.column }).words);
}

/**
 * 'did delivered jobs change': after 'did', 'do' or 'does', the bare verb that closes the question's subject is what
 * it did, never the last word of a name run on from the subject (job_chg read as 'job change').
 */
function predicateInName(link: Link, tokens: readonly Token[]): boolean {
  const last = tokens[link.end - 1];
  // A value may end on a verb ('Pay as you go'); only a column's name is run on.
  if (link.end - link.start < 2 || link.target.kind !== 'column' || !last || last.pos !== 'VERB' || last.lower !== last.lemma) return false;
  return tokens.slice(Math.max(0, link.start - 4), link.start).some((token) => ['did', 'do', 'does'].includes(token.lower));
}

/**
 * 'after the date we promised', 'the day they moved in': 'date' or 'day' followed by a clause whose verb names one date
 * column is that date, as 'the promised date' is.
 */
function dateSaidByClauseLinks(tokens: readonly Token[], lexicon: Lexicon, links: readonly Link[]): Link[] {
  const found: Link[] = [];
  tokens.forEach((token, i) => {
    if (!['date', 'day'].includes(token.lower) || links.some((link) => link.start <= i && link.end > i && link.score >= 0.6)) return;
    let at = i + 1;
    if (['that', 'which', 'when'].includes(tokens[at]?.lower ?? '')) at++;
    if (tokens[at]?.pos !== 'PRON' || tokens[at + 1]?.pos !== 'VERB') return;
    const verb = at + 1;
    const dates = links.filter((link) => link.start === verb && link.end === verb + 1 && link.target.kind === 'column' && lexicon.model.isDate({ table: link.target.table, column: link.target.column }));
    const columns = new Set(dates.map((link) => `${targetTable(link.target)}.${link.target.kind === 'column' ? link.target.column : ''}`));
    const only = columns.size === 1 ? dates[0] : undefined;
    if (only) found.push({ start: i, end: verb + 1, target: only.target, score: only.score, via: only.via });
  });
  return found;
}

/** Words of time besides the calendar's units, which in lower case are never a person's name. */
const CLOCK_WORDS = new Set(['hour', 'minute', 'date', 'time']);

/** Names of tables of the places a business runs. */
const PREMISES_HEADS = new Set(['location', 'site', 'branch', 'venue', 'outlet', 'premises', 'facility', 'property', 'unit']);

/**
 * 'hours clocked at each restaurant' where the places are kept as loc, 'top beer at each taproom' as tap_loc: a word
 * for premises the data names nowhere is its one table of places, shown back to the user as that table.
 */
function premisesLinks(tokens: readonly Token[], lexicon: Lexicon, links: readonly Link[]): Link[] {
  // The words first: most questions have none, and then the tables are never looked through.
  const words = [...tokens.entries()].filter(([i, token]) => token.pos === 'NOUN' && !links.some((link) => link.start <= i && link.end > i && link.score >= 0.5) && isKindOfPremises(token.lemma));
  if (words.length === 0) return [];
  const places = [...lexicon.model.tables.values()].filter((table) => {
    const head = table.words[table.words.length - 1] ?? '';
    return PREMISES_HEADS.has(head) || isKindOfPremises(head);
  });
  const place = places.length === 1 ? places[0] : undefined;
  if (!place) return [];
  return words.map(([i, token]) => ({ start: i, end: i + 1, target: { kind: 'table', table: place.id }, score: 0.7, via: 'wordnet', corrections: [{ from: token.text, to: place.words.join(' ') }] }));
}

/** Whether a link already covers the word at `i`. */
function linkedAt(links: readonly Link[], i: number): boolean {
  return links.some((link) => link.start <= i && link.end > i);
}

/** Words for persons of no particular kind. */
const PEOPLE_WORDS = new Set(['people', 'person', 'persons', 'folk', 'folks']);

/**
 * 'how many people have cancelled their membership': people said of rows the question names elsewhere as a table are
 * the one table of people among them (members, staff), where the data names none outright.
 */
function peopleLinks(tokens: readonly Token[], lexicon: Lexicon, links: readonly Link[]): Link[] {
  const words = [...tokens.entries()].filter(([i, token]) => PEOPLE_WORDS.has(token.lower) && !linkedAt(links, i));
  if (words.length === 0) return [];
  const model = lexicon.model;
  // Only a table named outright as a table ('their membership'), never one a value or a date word leans on.
  const named = new Set(links.filter((link) => link.target.kind === 'table' && link.score >= 0.7 && !words.some(([i]) => link.start <= i && link.end > i)).map((link) => targetTable(link.target)));
  const people = [...named].filter((table) => isPeopleTable(model, table));
  const only = people.length === 1 ? people[0] : undefined;
  if (!only) return [];
  return words.map(([i, token]) => ({ start: i, end: i + 1, target: { kind: 'table', table: only }, score: 0.8, via: 'wordnet', corrections: [{ from: token.text, to: model.table(only).words.join(' ') }] }));
}

/**
 * 'hearing aids' where the data keeps aids: a compound its head only shortens is what the head names, its first word
 * part of the name. Only a first word nothing else names: one the data knows keeps its own meaning. Never one said as
 * an adjective ('green cards' may be the cards of that colour).
 */
function compoundLinks(tokens: readonly Token[], links: readonly Link[]): Link[] {
  const found: Link[] = [];
  for (const [i, token] of tokens.entries()) {
    const head = tokens[i + 1];
    if (!head || head.pos !== 'NOUN' || !['NOUN', 'VERB'].includes(token.pos) || !/^[a-z]+$/.test(token.lower) || linkedAt(links, i)) continue;
    const named = links.filter((link) => link.start === i + 1 && link.target.kind !== 'value' && link.score >= 0.7);
    if (named.length === 0 || !headShortensCompound(token.lower, head.lemma)) continue;
    found.push(...named.map((link) => ({ ...link, start: i, via: 'wordnet' as const })));
  }
  return found;
}

/**
 * 'referral agencies' where parcels keep ref_agency, a key to agency: the name of a key column that ends on the name of
 * the rows it points at names those rows as well ('which active referral agencies').
 */
function pointedRowsLinks(tokens: readonly Token[], lexicon: Lexicon, links: readonly Link[]): Link[] {
  const found: Link[] = [];
  for (const link of links) {
    if (link.target.kind !== 'column' || link.via !== 'name' || link.end - link.start < 2 || lexicon.model.column({ table: link.target.table, column: link.target.column }).role !== 'reference') continue;
    const from = link.target;
    const pointed = lexicon.model.catalog.joins.find((join) => join.fromTable === from.table && join.fromColumn === from.column)?.toTable;
    const head = tokens[link.end - 1];
    if (!pointed || pointed === from.table || !head || lexicon.model.table(pointed).words.at(-1) !== singularLemma(head.lemma)) continue;
    if (links.some((other) => other.start === link.start && other.end === link.end && other.target.kind === 'table' && other.target.table === pointed)) continue;
    found.push({ start: link.start, end: link.end, target: { kind: 'table', table: pointed }, score: link.score, via: 'part' });
  }
  return found;
}

/**
 * 'yellow cards' where discipline keeps card Y or R: a word said right before the name of a column of one-letter
 * codes, nothing else naming it, is the code spelt by its first letter, when one code only is. Only where the column
 * says nothing of what its codes mean.
 */
function initialCodeLinks(tokens: readonly Token[], lexicon: Lexicon, links: readonly Link[]): Link[] {
  const found: Link[] = [];
  for (const [i, token] of tokens.entries()) {
    if (!['ADJ', 'NOUN', 'VERB'].includes(token.pos) || !/^[a-z]{3,}$/.test(token.lower) || isStopWord(token.lower) || linkedAt(links, i)) continue;
    for (const link of links) {
      if (link.start !== i + 1 || link.target.kind !== 'column' || link.via !== 'name' || link.score < 0.9) continue;
      const column = lexicon.model.column({ table: link.target.table, column: link.target.column });
      const values = column.column.values ?? [];
      if (column.codes || values.length < 2 || values.length > 6 || !values.every((value) => /^[A-Z]$/.test(value))) continue;
      const spelt = values.filter((value) => value === token.lower[0]?.toUpperCase());
      if (spelt.length === 1 && spelt[0]) found.push({ start: i, end: i + 1, target: { kind: 'value', table: link.target.table, column: link.target.column, value: spelt[0] }, score: 0.8, via: 'value' });
    }
  }
  return found;
}

/** Phrasal verbs and the one word the data names what they say by: 'turned down' an offer is declined it. */
const PHRASAL_VERBS = dictionary<string>({
  'turn down': 'decline', 'turn up': 'attend', 'show up': 'attend', 'give up': 'surrender', 'hand back': 'return', 'come back': 'return',
  'send back': 'return', 'sign up': 'register', 'drop out': 'withdraw', 'pull out': 'withdraw', 'call off': 'cancel',
});

/**
 * 'offers turned down', 'who turned it down', 'didn't turn up': a phrasal verb nothing else names names what its one-word
 * equivalent does ('decline' for DECL, 'attend' for attended_yn), as the verb and its particle together.
 */
function phrasalVerbLinks(tokens: readonly Token[], lexicon: Lexicon, vocabulary: readonly string[], links: readonly Link[]): Link[] {
  const found: Link[] = [];
  for (const [i, token] of tokens.entries()) {
    if (token.pos !== 'VERB' || linkedAt(links, i)) continue;
    // The particle right after the verb, or after a pronoun object ('turned it down').
    const at = ['it', 'them', 'one'].includes(tokens[i + 1]?.lower ?? '') ? i + 2 : i + 1;
    const word = PHRASAL_VERBS[`${token.lemma} ${tokens[at]?.lower}`];
    if (!word) continue;
    const said = { ...token, text: word, lower: word, lemma: word };
    // A date it names as what happened ('repairs that have come back'), not as one side of a comparison ('came back
    // after the due date', 'came back late'), which is read from the words of time.
    const compared = ['after', 'before', 'late', 'early', 'later', 'earlier', 'within', 'on'].includes(tokens[at + 1]?.lower ?? '');
    for (const key of keysFor(said, lexicon, vocabulary)) {
      for (const entry of lexicon.startingWith(key.key)) {
        if (entry.words.length !== 1 || (entry.target.kind === 'value' && (key.viaWordnet || (key.shortening && !codeOf(key.key, word))))) continue;
        if (entry.target.kind === 'column' && lexicon.model.isDate({ table: entry.target.table, column: entry.target.column }) && compared) continue;
        found.push({ start: i, end: at + 1, target: entry.target, score: entry.score * key.factor * 0.95, via: 'wordnet' });
      }
    }
  }
  return found;
}

/** A table named by another word's synonym where a table is named by the word itself, as strongly or more. */
function outnamed(link: Link, links: readonly Link[]): boolean {
  if (link.via !== 'thesaurus' || link.target.kind !== 'table') return false;
  const table = link.target.table;
  return links.some((other) => other.start === link.start && other.end === link.end && other.via === 'name' && other.target.kind === 'table' && other.target.table !== table && other.score >= link.score);
}

/**
 * Whether a table keeps the start and end of a thing a word names (cntr_start_dt and cntr_end_dt for 'contract'): its
 * rows have that thing, and the word is no code of theirs. An event's own date (rand_dt, wdr_dt) goes with a status
 * of that event, and does not count.
 */
function keepsPeriodOf(lexicon: Lexicon, table: string, word: string): boolean {
  if (word.length < 5) return false;
  const dates = lexicon.model.table(table).columns.filter((column) => {
    const first = column.rawWords[0]?.toLowerCase() ?? '';
    return column.role === 'date' && column.rawWords.length >= 3 && (column.words[0] === word || (first.length >= 4 && abbreviates(first, word)));
  });
  return dates.length >= 2;
}

/** The initials of each way a word splits into two dictionary words of three letters or more ('policy' 'holder'). */
function compoundInitials(word: string): string[] {
  const initials: string[] = [];
  for (let at = 3; at <= word.length - 3; at++) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (isDictionaryWord(head) && isDictionaryWord(tail)) initials.push(`${head[0]}${tail[0]}`);
  }
  return initials;
}

/**
 * Names made of a phrase's initials: 'time of use' for tou_yn, 'paid time off' for pto_hrs. Only the catalog's short
 * name words no abbreviation explains, spelled by three to five words in a row, every word's first letter in turn
 * (or the content words' alone, 'cost of goods sold' for cgs).
 */
function initialismLinks(tokens: readonly Token[], lexicon: Lexicon): Link[] {
  if (lexicon.unknownAbbreviations.length === 0) return [];
  const links: Link[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 3; end <= Math.min(tokens.length, start + 5); end++) {
      const span = tokens.slice(start, end);
      if (!span.every((token) => /^[a-z]+$/.test(token.lower)) || FUNCTION_POS.has(span[0]?.pos ?? 'X') || FUNCTION_POS.has(span[span.length - 1]?.pos ?? 'X')) continue;
      // A name is a noun phrase: 'customers owe us money' is a clause (a pronoun, a verb with its object), not com.
      if (span.some((token, k) => token.pos === 'PRON' || (token.pos === 'VERB' && token.lower === token.lemma && ['NOUN', 'PROPN', 'DET'].includes(span[k + 1]?.pos ?? '')))) continue;
      // Nor does a name point at one thing: 'paid this year' says when, it is no pty.
      if (span.some((token) => token.pos === 'DET' && DEMONSTRATIVES.has(token.lower))) continue;
      const initials = new Set([span.map((token) => token.lower[0]).join(''), span.filter((token) => !FUNCTION_POS.has(token.pos)).map((token) => token.lower[0]).join('')]);
      for (const short of initials) {
        if (short.length < 3 || !lexicon.unknownAbbreviations.includes(short) || isDictionaryWord(short)) continue;
        const text = span.map((token) => token.text).join(' ');
        for (const entry of lexicon.startingWith(short)) {
          if (entry.words.length === 1) links.push({ start, end, target: entry.target, score: entry.score * INITIALISM_FACTOR, via: entry.via, corrections: [{ from: text, to: short }] });
        }
      }
    }
  }
  return links;
}

/** A code spelt by a compound's initials is surer than a guess, less sure than the value itself. */
const HYPHEN_INITIALS_FACTOR = 0.85;

/**
 * 'part-time staff' where the type is PT, 'full-time' FT: a hyphenated compound of two words names the code of two
 * capital letters that is their initials. The code is shown as a correction.
 */
function hyphenInitialLinks(tokens: readonly Token[], lexicon: Lexicon): Link[] {
  const links: Link[] = [];
  for (let start = 0; start + 2 < tokens.length; start++) {
    const [first, dash, second] = [tokens[start], tokens[start + 1], tokens[start + 2]] as Token[];
    if (dash?.lower !== '-' || !glued(tokens, start + 1) || !glued(tokens, start + 2) || !/^[a-z]{3,}$/.test(first?.lower ?? '') || !/^[a-z]{3,}$/.test(second?.lower ?? '')) continue;
    const initials = `${first?.lower[0]}${second?.lower[0]}`;
    for (const { target, words } of lexicon.startingWith(initials)) {
      if (target.kind !== 'value' || words.length !== 1 || target.value !== initials.toUpperCase() || lexicon.model.column({ table: target.table, column: target.column }).role !== 'category') continue;
      links.push({ start, end: start + 3, target, score: 0.9 * HYPHEN_INITIALS_FACTOR, via: 'value', corrections: [{ from: tokens.slice(start, start + 3).map((token) => token.text).join(''), to: target.value }] });
    }
  }
  return links;
}

/** A word that only says where something is: 'German customers', 'Japanese suppliers'. */
const PLACE_ADJECTIVE_FACTOR = 0.9;

/**
 * 'German customers' where the data holds countries: the adjective read as the value of the place it is of, shown
 * as a correction ('German' → Germany). Only words that name no value themselves.
 */
function placeAdjectiveLinks(tokens: readonly Token[], lexicon: Lexicon, links: readonly Link[]): Link[] {
  const found: Link[] = [];
  tokens.forEach((token, start) => {
    if (!['ADJ', 'PROPN', 'NOUN'].includes(token.pos) || !/^[a-z]{4,}$/i.test(token.text)) return;
    if (links.some((link) => link.start === start && link.target.kind === 'value')) return;
    for (const place of placeOfAdjective(token.text)) {
      const words = wordsOf(place);
      for (const entry of lexicon.startingWith(words[0] ?? '')) {
        if (entry.target.kind !== 'value' || entry.words.join(' ') !== words.join(' ')) continue;
        found.push({ start, end: start + 1, target: entry.target, score: entry.score * PLACE_ADJECTIVE_FACTOR, via: 'value', corrections: [{ from: token.text, to: place }] });
      }
    }
  });
  return found;
}

/** Whether a token touches the one before it ('check-in', 'no-show'). */
function glued(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  const before = tokens[i - 1];
  return token !== undefined && before !== undefined && token.start === before.end;
}

/**
 * 'invoices dated this year', 'orders placed in May': rows in the plural and the verb that dates them are a clause, not
 * the name of the date column (inv_dt, 'invoice date'); the rows are counted, the date takes the time words.
 */
function clauseOverDate(span: readonly Token[], target: Extract<Target, { kind: 'column' }>, model: SchemaModel): boolean {
  const first = span[0];
  const last = span[span.length - 1];
  if (span.length < 2 || !first || !last || last.pos !== 'VERB' || first.pos !== 'NOUN' || first.lower === first.lemma) return false;
  return model.isDate({ table: target.table, column: target.column });
}

/** One link per span and target: the strongest. */
function dedupe(links: Link[]): Link[] {
  const best = new Map<string, Link>();
  for (const link of links) {
    const key = `${link.start}:${link.end}:${JSON.stringify(link.target.kind === 'metric' ? { m: link.target.metric.name, t: link.target.metric.table } : link.target)}`;
    const known = best.get(key);
    if (!known || link.score > known.score) best.set(key, link);
  }
  return [...best.values()].sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start) || b.score - a.score);
}

export type { Target, SchemaModel };
