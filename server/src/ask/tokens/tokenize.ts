/**
 * The first stage: a question as tokens, each with its lemma and part of speech (wink-nlp with its bundled English
 * model, nothing downloaded), and numbers read the way users write them: '150,000', '1.2M', '$50k', '15%', 'five',
 * 'third'.
 */
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { dictionary } from '../words/dictionary';
import { isDictionaryNoun, isDictionaryVerb } from '../words/wordnet';

export type PartOfSpeech =
  | 'ADJ' | 'ADP' | 'ADV' | 'AUX' | 'CCONJ' | 'DET' | 'INTJ' | 'NOUN' | 'NUM' | 'PART' | 'PRON' | 'PROPN' | 'PUNCT'
  | 'SCONJ' | 'SYM' | 'VERB' | 'X' | 'SPACE';

export interface Token {
  /** Position in the question. */
  index: number;
  /** As typed. */
  text: string;
  /** Lower case, as typed. */
  lower: string;
  /** Lower-case dictionary form: 'orders' → 'order', 'sold' → 'sell', 'biggest' → 'big'. */
  lemma: string;
  pos: PartOfSpeech;
  /** Offsets in the question, for showing a word back to the user. */
  start: number;
  end: number;
  /** A number as written: '150,000' → 150000, '1.2M' → 1200000, '$50k' → 50000, 'five' → 5. */
  number?: number;
  /** '15%', '15 percent'. */
  percent?: boolean;
  /** '$50k', '€20'. */
  currency?: boolean;
  /** 'third' → 3, '2nd' → 2. */
  ordinal?: number;
  /** Inside quotation marks: a literal value. */
  quoted?: boolean;
  /** An ISO date as written ('2017-03-01'). */
  date?: string;
}

const nlp = winkNLP(model, ['pos']);
const its = nlp.its;
// wink's typings declare the lemma helper with a signature its own `out()` does not accept; it works the same.
const LEMMA = its.lemma as unknown as typeof its.value;

// Without a prototype: 'constructor' in a question is a word, not Object's constructor read as a number.
const NUMBER_WORDS = dictionary<number>({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
  dozen: 12,
  // 'ordered more than once', 'at least twice': a number of times.
  once: 1, twice: 2,
});
/** Numbers of times said as one word ('more than once', 'at least twice'). */
export const TIMES_WORDS: ReadonlySet<string> = new Set(['once', 'twice']);
/** The words after 'twice' that make it a multiple of something ('twice the average', 'twice as many'). */
const MULTIPLIED = new Set(['the', 'as', 'their', 'its', 'his', 'her', 'that', 'what', 'a', 'an']);
const ORDINAL_WORDS = dictionary<number>({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
});
const MULTIPLIERS = dictionary<number>({
  k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mn: 1e6, mil: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9,
});
/** Multipliers written out, which may follow a number written as a word too ('five million', 'two hundred'). */
const WORD_MULTIPLIERS = dictionary<number>({ hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 });
const CURRENCY = new Set(['$', '€', '£', 'usd', 'eur', 'gbp']);
const QUOTES = new Set(['"', "'", '“', '”', '‘', '’']);

/** '150,000' → 150000, '1.2' → 1.2, '50k' → 50000; undefined when the text is not a number. */
export function parseNumber(text: string): number | undefined {
  const cleaned = text.toLowerCase().replace(/^[$€£]/, '');
  const match = /^(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(k|m|mm|bn|b)?$/.exec(cleaned);
  if (match) return Number((match[1] ?? '').replace(/,/g, '')) * (match[2] ? (MULTIPLIERS[match[2]] ?? 1) : 1);
  if (/^-?\.\d+$/.test(cleaned)) return Number(cleaned);
  return NUMBER_WORDS[cleaned];
}

/** A season or school year written across two years: '2025-26', '25-26', '2025/26'. */
const SPLIT_YEAR = /\b(?:20)?\d{2}\s?[-/]\s?\d{2}\b(?![-/]\d)/g;

/**
 * The one word a season or school year is read as ('2025-26' and '25/26' as '25/26'), when the text is one. Said in a
 * question, '2025-2026' is two whole years; kept in a column of values ('Academic Year' 2025-2026), it is a season.
 */
export function splitYearKey(text: string, stored = false): string | undefined {
  const parts = /^(?:20)?(\d{2})\s?[-/]\s?(?:20)?(\d{2})$/.exec(text.trim());
  if (!parts || (!stored && /^\d{2}(\d{2})?\s?[-/]\s?\d{4}$/.test(text.trim()))) return undefined;
  const [, from, to] = parts;
  return Number(to) === (Number(from) + 1) % 100 ? `${from}/${to}` : undefined;
}

/**
 * Chat shorthand written out: 'w/o' without, 'w/' with, 'rn' and 'atm' right now, 'thru' through, 'tix' tickets, 'ppl' people,
 * 'rep(s)' reps, 'r' are, 'incl' including, 'diff accounts' different ones, 'skip' excluding; and a year written
 * with two digits after a word of time ('in 97', 'since '98'), the century the nearer one.
 */
const SHORTHAND: readonly [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s|[a-z])/gi, 'with '],
  [/\b(rn)\b/g, 'right now'],
  // 'overdue atm': at the moment, written lower case at the end of a clause; 'ATM withdrawals' are cash machines.
  [/\batm\b(?=\s*(?:[?.!,]|$))/g, 'right now'],
  [/\bthru\b/gi, 'through'],
  [/\btix\b/gi, 'tickets'],
  [/\bppl\b/gi, 'people'],
  [/\bincl\b\.?/gi, 'including'],
  // 'kilos of green coffee', '500 kgs': kilograms.
  [/\b(?:kilos?|kgs)\b/gi, 'kilograms'],
  [/\bexcl\b\.?/gi, 'excluding'],
  // 'what did we bill last quarter': the money billed, not the bills.
  // 'what did we pay out in refunds', 'what did we raise': money paid or brought in. 'Make' and 'take' only before
  // what the money came in as ('what did we take in fees'): 'what did we make last week' may ask for products.
  [/\bwhat (did|have|has) (we|they|you|he|she) (bill|billed|invoice|invoiced|charge|charged|earn|earned|spend|spent|collect|collected|refund|refunded|raise|raised|pay out|paid out|(?:make|made|take|took)(?= (?:in|from) ))\b/gi, 'how much $1 $2 $3'],
  // 'what did second shooters cost us', 'what did the Leeds site bring in', 'what did the chemicals used on jobs
  // between July and September 2026 cost us': so with rows named, for what they cost or earned; not 'what did they pay
  // with', which asks how.
  [/\bwhat (did|do|does) ((?:the |our |each )?[a-z][\w'-]*(?: [a-z0-9][\w'-]*){0,9}) (cost|earn|bring in|spend|charge)\b(?! (?:with|by|using|via)\b)/gi, 'how much $1 $2 $3'],
  // 'broken down by how it was paid', 'by how they were booked', 'by where it came from': a clause after 'by' that
  // asks how or where from names the method, the channel or the source.
  [/\bby how (?:it|they) (?:was |were |got )?paid\b/gi, 'by payment method'],
  [/\bby how (?:it|they) (?:was |were )?booked\b/gi, 'by booking channel'],
  [/\bby where (?:it|they) (?:came|come|comes) from\b/gi, 'by source'],
  // 'first editions sold in each of 2024 and 2025': year by year, in those years.
  [/\b(?:in|for) each of (\d{4}) and (\d{4})\b/gi, 'each year in $1 and $2'],
  // 'leave out anyone hired this year', 'leave the credit notes out': excluding them.
  [/\bleave out\b/gi, 'excluding'],
  // 'excluding no-shows and cancellations', 'cancellations excluded': left out, the cancellations are the rows
  // cancelled.
  [/\b(excluding|not counting|ignoring|without|except|minus|less|no|and|or|&) (the |any |all )?cancell?ations\b/gi, '$1 $2cancelled ones'],
  [/\bcancell?ations (excluded|left out|don'?t count|do not count|removed|aside)\b/gi, 'cancelled ones $1'],
  [/\bleave ((?:the |any |all )?(?:[a-z]+ ){0,2}[a-z]+) out\b/gi, 'excluding $1'],
  // 'ex VAT', 'inc. VAT': a tax said with or without.
  [/\b(?:ex|exc)\.?[- ](vat|gst|tax|sales tax)\b/gi, 'excluding $1'],
  [/\binc\.?[- ](vat|gst|tax|sales tax)\b/gi, 'including $1'],
  // 'diff accounts' are different ones; 'the diff between' stays a difference.
  [/\bdiff(?= [a-z]+s\b)/gi, 'different'],
  // Question words typed in a hurry: 'wat', 'waht', 'whcih', 'hwo many'.
  [/\b(?:wich|whcih|wihch|whihc|whic)\b/gi, 'which'],
  [/\b(?:wat|waht|whta|wht)\b/gi, 'what'],
  [/\bhwo\b/gi, 'how'],
  // 'pending:shipped ratio': a colon between two words stands apart (the tagger reads ':s' as a face).
  [/(?<=[a-z]):(?=[a-z])/gi, ' : '],
  // 'dont', 'havent', 'didnt': a contraction typed without its apostrophe.
  [/\b(do|does|did|has|have|had|is|are|was|were|could|would|should)nt\b/gi, "$1n't"],
  // 'whats', 'whos', 'heres': the same for 'is'.
  [/\b(what|who|how|where|when|that|there|here)s\b/gi, "$1's"],
  // 'past due invoices', 'past-due accounts': one state, overdue.
  [/\bpast[- ]due\b/gi, 'overdue'],
  // 'no longer active', 'no longer with us': not so now. Not 'no longer selling', an activity stopped, which
  // is no absence of rows.
  [/\bno longer\b(?! [a-z]+ing\b)/gi, 'not'],
  // 'open invoices past their due date' too; not 'paid past their due date', which is paid late.
  [/(?<!\b(?:paid|returned|shipped|delivered|submitted|filed|completed|received|finished|closed|arrived)\s)\bpast (?:their|its|the) due dates?\b/gi, 'overdue'],
  [/\bHQ'?(?:d|ed)\b/gi, 'headquartered'],
  // 'children on roll', 'pupils currently on the roll': the ones enrolled now.
  [/\b([a-z]+)(?: (?:currently|still|now))? on (?:the |our )?roll\b/gi, 'current $1'],
  // 'drivers who have already left', 'agents who left the company': people who have gone are former ones. Not with
  // time words after ('left the club in 2025' dates the leaving), nor 'budget left', 'units left in stock', 'budget
  // they have left'.
  [/\b(who |that )?(?<!\b(?:they|we|you|i|it) )(?:(?:have|has|had) )?(?:already )?left(?: (?:the|our) (?:company|club|business|firm|organi[sz]ation|team|practice|school|agency))?(?= *(?:[,.?!;)]|$| but\b| and\b| still\b))/gi, (match: string, who: string | undefined) => (who || /^(?:have|has|had|already)\b/i.test(match) ? `${who ?? ''}are former` : match)],
  // 'employees who left the company this year', 'crew who have left us since May': with time words after, the leaving
  // is dated; whom they left says nothing more.
  [/\bleft (?:us|(?:the|our) (?:company|club|business|firm|organi[sz]ation|team|practice|school|agency))\b/gi, 'left'],
  // 'on average, how many products are on an order', 'average number of items in a basket': a count said of one row
  // of another kind is a count per row of it.
  [/\bon average,? how many ((?:[a-z-]+ ){1,4}?)(?:are|were|is|was|go|went) (?:on|in) (?:a|an|one|each|every|a single|a typical|the average|an average) ([a-z-]+)\b/gi, 'average number of $1per $2'],
  [/\b(average (?:number|no\.?|count) of (?:[a-z-]+ ){1,4}?)(?:on|in) (?:a|an|one|each|every|a single|a typical) ([a-z-]+)\b/gi, '$1per $2'],
  // 'skip discontinued ones': leave them out.
  [/\bskip(?= (?:the |any |all )?[a-z])/gi, 'excluding'],
  [/\bclosed-(won|lost)\b/gi, 'closed $1'],
  // 'order no', 'invoice no.' before a comma or the end: the number of it, not a negation.
  [/\b([a-z]{3,}) no\.?(?=\s*(?:,|\band\b|\)|\?|$))/gi, '$1 number'],
  // 'total $ closed-won', 'total won $ from ...': a dollar sign after a word, with no number, is the amount.
  [/(?<=\b[a-z]+\s)\$(?!\s*[\d.])/gi, 'amount'],
  // 'which rep(s)': a plural said both ways is the plural.
  [/(?<=[a-z])\(s\)/gi, 's'],
  [/(?<=[a-z] )r(?= [a-z])/g, 'are'],
  // A season or school year, '2025-26', '25-26', '2025/26': one token, as '25/26'. Not '2025-2026', two whole years.
  [SPLIT_YEAR, (match: string) => splitYearKey(match) ?? match],
  [/\b(in|for|during|since|vs|versus)\s+'?(\d{2})\b(?!\s*(?!vs\b)[a-z%$]|[.,/]?\d)/gi, (_match, word: string, year: string) => `${word} ${Number(year) >= 50 ? 19 : 20}${year}`],
  [/(?<=\s|^)'(\d{2})\b/g, (_match, year: string) => `${Number(year) >= 50 ? 19 : 20}${year}`],
];

/** The question as the tokens' offsets count it: shorthand written out, spaces and dashes made plain. */
export function normalizeQuestion(text: string): string {
  let normalized = text
    .normalize('NFKC')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, replacement] of SHORTHAND) normalized = normalized.replace(pattern, replacement as string);
  return normalized;
}

interface RawToken {
  text: string;
  lemma: string;
  pos: PartOfSpeech;
  start: number;
  end: number;
}

function rawTokens(question: string): RawToken[] {
  const doc = nlp.readDoc(question);
  const values = doc.tokens().out(its.value) as string[];
  const lemmas = doc.tokens().out(LEMMA) as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  const tokens: RawToken[] = [];
  let cursor = 0;
  values.forEach((value, i) => {
    // wink keeps the text of each token; find it in the question to know where it stands.
    const at = question.indexOf(value, cursor);
    const start = at >= 0 ? at : cursor;
    cursor = start + value.length;
    tokens.push({ text: value, lemma: (lemmas[i] ?? value).toLowerCase(), pos: (tags[i] ?? 'X') as PartOfSpeech, start, end: cursor });
  });
  return splitPrefixes(splitRanges(joinDecades(joinLeadingPoints(tokens))));
}

/** "the 90's", "1990's", "'90s": wink splits a decade at its apostrophe; it is one word, '90s' or '1990s'. */
function joinDecades(tokens: RawToken[]): RawToken[] {
  const out: RawToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as RawToken;
    const next = tokens[i + 1];
    const elided = /^['’](\d0s)$/.exec(token.text);
    if (elided) {
      out.push({ text: elided[1] ?? token.text, lemma: elided[1] ?? token.text, pos: 'NOUN', start: token.start + 1, end: token.end });
    } else if (/^(\d\d)?\d0$/.test(token.text) && next && next.start === token.end && /^['’]s$/i.test(next.text)) {
      out.push({ text: `${token.text}'s`, lemma: `${token.text}s`, pos: 'NOUN', start: token.start, end: next.end });
      i++;
    } else {
      out.push(token);
    }
  }
  return out;
}

/** '2016-2018', '10-20': wink keeps a range as one word; its ends are numbers. */
function splitRanges(tokens: RawToken[]): RawToken[] {
  return tokens.flatMap((token) => {
    const range = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(token.text);
    if (!range) return [token];
    const low = range[1] ?? '';
    const high = range[2] ?? '';
    const dash = token.start + low.length;
    return [
      { text: low, lemma: low, pos: 'NUM' as const, start: token.start, end: dash },
      { text: '-', lemma: '-', pos: 'PUNCT' as const, start: dash, end: dash + 1 },
      { text: high, lemma: high, pos: 'NUM' as const, start: dash + 1, end: token.end },
    ];
  });
}

/** '.5' is one number; wink reads the point as a full stop. */
function joinLeadingPoints(tokens: RawToken[]): RawToken[] {
  const out: RawToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as RawToken;
    const next = tokens[i + 1];
    const before = out[out.length - 1];
    if (token.text === '.' && next && next.start === token.end && /^\d+$/.test(next.text) && !(before && before.end === token.start)) {
      out.push({ text: `.${next.text}`, lemma: `.${next.text}`, pos: 'NUM', start: token.start, end: next.end });
      i++;
      continue;
    }
    out.push(token);
  }
  return out;
}

/** 'non-USA' → 'non', 'USA'; 'non-smokers' → 'non', 'smokers': a negating prefix is its own word. */
function splitPrefixes(tokens: RawToken[]): RawToken[] {
  const out: RawToken[] = [];
  for (const token of tokens) {
    const prefix = /^(non)-(.+)$/i.exec(token.text);
    if (!prefix) {
      out.push(token);
      continue;
    }
    const head = prefix[1] ?? 'non';
    const rest = prefix[2] ?? '';
    out.push({ text: head, lemma: 'non', pos: 'ADJ', start: token.start, end: token.start + head.length });
    const restLemma = singularLemma(rest.toLowerCase());
    out.push({ text: rest, lemma: restLemma, pos: /^[A-Z]/.test(rest) ? 'PROPN' : 'NOUN', start: token.end - rest.length, end: token.end });
  }
  return out;
}

const IRREGULAR_PLURALS = dictionary<string>({ people: 'person', men: 'man', women: 'woman', children: 'child', mice: 'mouse', geese: 'goose', teeth: 'tooth', feet: 'foot', staff: 'staff' });

const lemmaCache = new Map<string, string>();

/** Whether a word is said in the past ('held', 'left', 'hired'): its form is neither its lemma, an -ing form nor an -s form. */
export function saidInThePast(token: Token): boolean {
  return token.lower !== token.lemma && !token.lower.endsWith('ing') && token.lower !== `${token.lemma}s`;
}

/** The lemma of one word read alone (as a noun where it can be one): 'categories' → 'category', 'sales' → 'sale'. */
export function singularLemma(word: string): string {
  const lower = word.toLowerCase();
  let lemma = lemmaCache.get(lower);
  if (lemma === undefined) {
    const doc = nlp.readDoc(`the ${lower}`);
    const lemmas = doc.tokens().out(LEMMA) as string[];
    lemma = lemmas.length === 2 ? (lemmas[1] ?? lower).toLowerCase() : lower;
    // wink reads 'data' as the plural of 'datum'; in business questions it is a mass noun. A lemma that is not the
    // word with an ending dropped is a misreading of a name ('Das' is not 'do'), but for the irregular plurals.
    if (lower === 'data' || lower === 'media' || lower === 'criteria' || /ss$|us$|is$/.test(lower)) lemma = lower;
    else if (IRREGULAR_PLURALS[lower] !== undefined) lemma = IRREGULAR_PLURALS[lower] as string;
    else if (lemma !== lower && (lemma.length < 3 || !lower.startsWith(lemma.slice(0, lemma.length - 1)))) lemma = lower;
    if (lemmaCache.size > 50_000) lemmaCache.clear();
    lemmaCache.set(lower, lemma);
  }
  return lemma;
}

const stopWords = new Map<string, boolean>();

/** Whether the tagger's English lists `word` as a stop word ('else', 'whose', 'anyone'): a word of grammar, spelt right. */
export function isStopWord(word: string): boolean {
  let stop = stopWords.get(word);
  if (stop === undefined) {
    const flags = nlp.readDoc(word).tokens().out(its.stopWordFlag) as boolean[];
    stop = flags.length === 1 && flags[0] === true;
    if (stopWords.size > 5_000) stopWords.clear();
    stopWords.set(word, stop);
  }
  return stop;
}

/** Reads a question into tokens. Pure and fast (well under a millisecond for a question). */
export function tokenize(question: string): Token[] {
  const text = normalizeQuestion(question);
  if (text === '') return [];
  const raw = rawTokens(text);
  const tokens: Token[] = [];
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const current = raw[i] as RawToken;
    // "customers' orders" (or with a typographic ’): a plural's apostrophe, not an opening quote.
    const possessive = (current.text === "'" || current.text === '’') && tokens.length > 0 && /s$/i.test(tokens[tokens.length - 1]?.text ?? '') && !quoted;
    if (QUOTES.has(current.text) && !possessive) {
      quoted = !quoted;
      continue;
    }
    const lower = current.text.toLowerCase();
    const token: Token = {
      index: tokens.length,
      text: current.text,
      lower,
      lemma: current.lemma === "'s" ? 's' : current.lemma,
      pos: current.pos,
      start: current.start,
      end: current.end,
      ...(quoted && { quoted: true }),
    };
    if (/^\d{4}-\d{2}-\d{2}$/.test(current.text)) token.date = current.text;
    // 'check-ins', 'sign-ups', 'pick-ups': the plural of a compound ends in its particle with an s.
    const dash = tokens[tokens.length - 1];
    if (dash?.text === '-' && dash.end === current.start && tokens[tokens.length - 2]?.end === dash.start && /^(in|up|out|off|on|down|over|back)s$/.test(lower)) {
      token.lemma = lower.slice(0, -1);
      token.pos = 'NOUN';
    }
    const ordinal = ORDINAL_WORDS[lower] ?? (/^(\d+)(st|nd|rd|th)$/.exec(lower) ? Number(/^(\d+)/.exec(lower)?.[1]) : undefined);
    if (ordinal !== undefined) token.ordinal = ordinal;
    let value = token.date ? undefined : parseNumber(current.text);
    // 'twice the average weight' multiplies; it is no number of times.
    if (TIMES_WORDS.has(lower) && MULTIPLIED.has(raw[i + 1]?.text.toLowerCase() ?? '')) value = undefined;
    if (value !== undefined) {
      let end = i;
      // '$ 50' and '€20': a currency sign before the number.
      const previous = tokens[tokens.length - 1];
      if (previous && CURRENCY.has(previous.lower) && previous.end === current.start) {
        tokens.pop();
        token.start = previous.start;
        token.currency = true;
      }
      if (/^[$€£]/.test(current.text)) token.currency = true;
      // '1.2 M', '50 k', '3 million', 'five million': a multiplier right after the number.
      const next = raw[end + 1];
      const multiplier = next ? (/^\d/.test(current.text) ? MULTIPLIERS : WORD_MULTIPLIERS)[next.text.toLowerCase()] : undefined;
      if (next && multiplier !== undefined && !WORD_MULTIPLIERS[current.text.toLowerCase()]) {
        value *= multiplier;
        end++;
      }
      // '15%', '15 percent', '15 per cent'.
      const after = raw[end + 1];
      if (after && (after.text === '%' || /^(percent|pct)$/i.test(after.text))) {
        token.percent = true;
        end++;
      } else if (after && /^per$/i.test(after.text) && /^cent$/i.test(raw[end + 2]?.text ?? '')) {
        token.percent = true;
        end += 2;
      }
      const suffix = raw[end + 1];
      if (suffix && CURRENCY.has(suffix.text.toLowerCase()) && suffix.text.length === 3) {
        token.currency = true;
        end++;
      }
      token.number = value;
      token.pos = 'NUM';
      token.end = (raw[end] as RawToken).end;
      token.text = text.slice(token.start, token.end);
      token.lower = token.text.toLowerCase();
      token.lemma = token.lower;
      token.index = tokens.length;
      i = end;
    }
    tokens.push(token);
  }
  return retagNouns(tokens);
}

/**
 * 'number of leads', 'the orders', 'leads by source': wink tags a plural that is also a verb's third person as a
 * verb (and, after a command, a participle as an adjective: below). After a determiner, a preposition or an opening command, or opening the question, such a form is a noun; an imperative or a
 * participle ('shipped', 'ordering') keeps its tag.
 */
const COMMANDS = new Set(['show', 'list', 'display', 'find', 'give', 'get', 'fetch', 'return', 'count', 'compare', 'rank', 'sum', 'plot', 'chart', 'total']);

function retagNouns(tokens: Token[]): Token[] {
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    const afterCommand = previous !== undefined && i === 1 && (previous.pos === 'VERB' || COMMANDS.has(previous.lower));
    // 'compare won revenue …': after an opening command, a participle before a noun is tagged an adjective and keeps
    // its form as lemma; it is the participle it is without the command ('won revenue': win).
    if (token.pos === 'ADJ' && afterCommand && tokens[i + 1]?.pos === 'NOUN' && !token.lower.endsWith('ing')) {
      const verb = verbLemma(token.lower);
      if (verb !== token.lower) {
        token.pos = 'VERB';
        token.lemma = verb;
      }
      return;
    }
    // 'orders that did ship', "that didn't ship": after do-support, the bare form is the verb.
    const support = previous?.lemma === 'do' ? previous : ['not', "n't"].includes(previous?.lower ?? '') && tokens[i - 2]?.lemma === 'do' ? tokens[i - 2] : undefined;
    if (token.pos === 'NOUN' && support?.pos === 'AUX' && token.lower === token.lemma && verbLemma(token.lower) === token.lower && isDictionaryVerb(token.lower)) {
      token.pos = 'VERB';
      return;
    }
    // 'which month of 2017 saw the most lost deals': a past form read as a noun, between the thing it is said of and
    // the words that begin its object, is the verb.
    const objectOpens = ['DET', 'NUM'].includes(tokens[i + 1]?.pos ?? '') || ['more', 'most', 'fewer', 'less', 'the'].includes(tokens[i + 1]?.lower ?? '');
    if (token.pos === 'NOUN' && !token.lower.endsWith('s') && ['NUM', 'NOUN'].includes(previous?.pos ?? '') && objectOpens && verbLemma(token.lower) !== token.lower && isDictionaryVerb(verbLemma(token.lower))) {
      token.pos = 'VERB';
      token.lemma = verbLemma(token.lower);
      return;
    }
    if (token.pos !== 'VERB') return;
    const plural = token.lower !== token.lemma && token.lower.endsWith('s');
    const baseForm = token.lower === token.lemma;
    const afterDeterminer = previous !== undefined && (previous.pos === 'DET' || (previous.pos === 'ADP' && previous.lower !== 'to'));
    if ((afterDeterminer && (plural || baseForm)) || (plural && (previous === undefined || previous.pos === 'NUM' || afterCommand))) token.pos = 'NOUN';
    else if (baseForm && (afterSingularNoun(tokens, i) || (isDictionaryNoun(token.lemma) && (opensNounPhrase(tokens, i) || askedKind(tokens, i))))) token.pos = 'NOUN';
  });
  return tokens;
}

/**
 * 'total campaign spend in 2025': a bare verb form right after a singular noun does not agree with it ('the campaign
 * spends'): it is the second half of a compound. Not after 'did', 'does' or a modal, where the bare form is the verb
 * ('did each campaign spend').
 */
function afterSingularNoun(tokens: readonly Token[], i: number): boolean {
  const previous = tokens[i - 1];
  if (!previous || previous.pos !== 'NOUN' || previous.lower !== previous.lemma || previous.lower.endsWith('s')) return false;
  if (tokens.slice(0, i).some((token) => token.pos === 'AUX' || ['do', 'does', 'did', 'will', 'would', 'can', 'could', 'should', 'to'].includes(token.lower))) return false;
  const next = tokens[i + 1];
  return next === undefined || ['ADP', 'PUNCT', 'CCONJ', 'NUM'].includes(next.pos);
}

/** 'what make and model', 'which brand of aid': a bare form after 'what' or 'which' before a noun or 'and' is the kind asked for. */
function askedKind(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  const nounNext = next?.pos === 'NOUN' || (next?.pos === 'CCONJ' && tokens[i + 2]?.pos === 'NOUN') || (next?.lower === 'of' && tokens[i + 2]?.pos !== 'DET');
  return ['what', 'which'].includes(tokens[i - 1]?.lower ?? '') && nounNext;
}

/** Verbs a question opens with to say what to do, never a noun there ('rank customers by revenue'). */
const OPENING_VERBS = new Set([...COMMANDS, 'sort', 'order', 'group', 'filter', 'break', 'calculate', 'compute', 'tell', 'name', 'graph', 'summarize', 'summarise', 'tally', 'average', 'report', 'pull', 'split', 'exclude', 'include', 'identify', 'check', 'look', 'run', 'export', 'print', 'search', 'see']);

/** 'lead status breakdown': a question's first word before a noun, when it is a noun and no verb a question opens with. */
function opensNounPhrase(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  return i === 0 && next?.pos === 'NOUN' && next.lower === next.lemma && !OPENING_VERBS.has(tokens[i]?.lower ?? '');
}

/** The year a token names, if it is one: 1900 to 2099, written as four digits. */
export function yearOf(token: Token | undefined): number | undefined {
  if (!token || token.number === undefined || token.percent || token.currency) return undefined;
  return /^(19|20)\d\d$/.test(token.text) ? token.number : undefined;
}

const verbCache = new Map<string, string>();

/** The lemma of one word read as a verb: 'Won' → 'win', 'Shipped' → 'ship', 'Closed' → 'close'. */
export function verbLemma(word: string): string {
  const lower = word.toLowerCase();
  let lemma = verbCache.get(lower);
  if (lemma === undefined) {
    const lemmas = nlp.readDoc(`they ${lower}`).tokens().out(LEMMA) as string[];
    lemma = lemmas.length === 2 ? (lemmas[1] ?? lower).toLowerCase() : lower;
    if (verbCache.size > 50_000) verbCache.clear();
    verbCache.set(lower, lemma);
  }
  return lemma;
}
