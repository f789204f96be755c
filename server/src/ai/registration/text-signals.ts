/**
 * Offline text heuristics used by the registration answer checks: keyboard mash, placeholder values and
 * display capitalisation. Everything here is pure and deterministic.
 */

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop[]', "asdfghjkl;'", 'zxcvbnm,./'];
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** Well-known mash fragments: a token made only of these is mash. */
const MASH_WORDS = new Set([
  'asdf', 'asd', 'sdf', 'qwe', 'qwer', 'qwert', 'qwerty', 'wasd', 'zxc', 'zxcv', 'jkl', 'hjkl', 'uiop', 'ghj',
  'fgh', 'dfg', 'sdfg', 'dfgh', 'fghj', 'ghjk', 'hjk', 'yxcv', 'asdfg', 'lkj', 'lkjh', 'fdsa', 'ewq', 'rewq',
  'dsa', 'qaz', 'wsx', 'edc', 'rfv', 'tgb', 'yhn', 'ujm', 'qazwsx', 'blah', 'blabla', 'bla', 'meh', 'hmm',
  'lol', 'xyz', 'abc', 'abcd', 'abcde',
]);

/** Placeholder values people type instead of a real answer (compared on the whole, normalised answer). */
export const GENERIC_TEST_VALUES = new Set([
  'test', 'tester', 'testing', 'test test', 'test user', 'testuser', 'xxx', 'xx', 'x', 'xxxx', 'abc', 'abcd',
  'foo', 'bar', 'baz', 'foobar', 'foo bar', 'asd', 'asdf', 'qwerty', 'none', 'n/a', 'na', 'nil', 'null',
  'undefined', 'nan', 'fake', 'dummy', 'sample', 'example', 'placeholder', 'lorem', 'ipsum', 'lorem ipsum',
  'blah', 'blah blah', 'blabla', 'idk', 'dunno', 'nothing', 'nobody', 'no one', 'anonymous', 'anon', 'unknown',
  'whatever', 'something', 'random', 'aaa', 'aaaa', 'zzz', 'yes', 'no', 'ok', 'okay', 'hello', 'hi', 'hey',
  'user', 'admin', 'root', 'guest', 'demo', 'temp', 'tbd', 'todo', 'skip', 'pass', '-', '--', '.', '?', '...',
]);

function rowRunCoverage(token: string): { coverage: number; longest: number } {
  const chars = Array.from(token);
  if (chars.length < 3) return { coverage: 0, longest: chars.length };
  const sequences = [...KEYBOARD_ROWS, ALPHABET];
  const covered = new Array<boolean>(chars.length).fill(false);
  let longest = 1;
  for (const row of sequences) {
    for (const direction of [1, -1]) {
      let start = 0;
      for (let i = 1; i <= chars.length; i += 1) {
        const prev = row.indexOf(chars[i - 1] ?? '');
        const cur = i < chars.length ? row.indexOf(chars[i] ?? '') : -1;
        const continues = prev >= 0 && cur >= 0 && cur - prev === direction;
        if (continues) continue;
        const length = i - start;
        // Alphabet runs count only ascending and from 4 letters ('abcd'), so 'Fed', 'KLM' or 'Stu…' stay clean.
        const isAlphabet = row === ALPHABET;
        const minimum = isAlphabet ? 4 : 3;
        if (length >= minimum && (!isAlphabet || direction === 1)) {
          for (let k = start; k < i; k += 1) covered[k] = true;
          longest = Math.max(longest, length);
        }
        start = i;
      }
    }
  }
  const count = covered.filter(Boolean).length;
  return { coverage: count / chars.length, longest };
}

function isRepeatedUnit(token: string): boolean {
  const chars = Array.from(token);
  for (let unit = 1; unit <= 3; unit += 1) {
    if (chars.length < unit * 3 || chars.length % unit !== 0) continue;
    const head = chars.slice(0, unit).join('');
    if (head.repeat(chars.length / unit) === token) return true;
  }
  return false;
}

const VOWELS = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœ]/u;
const LATIN_ONLY = /^[a-zà-ÿœ]+$/u;

export interface MashOptions {
  /** A token this long or longer without a vowel is mash (Latin script only). Acronyms need a higher bar. */
  noVowelLength: number;
  /** Whether three identical letters in a row ('johnnn') count as mash. */
  strictRepeats: boolean;
}

export const NAME_MASH: MashOptions = { noVowelLength: 5, strictRepeats: true };
export const ORGANISATION_MASH: MashOptions = { noVowelLength: 6, strictRepeats: false };
export const CODE_MASH: MashOptions = { noVowelLength: Number.POSITIVE_INFINITY, strictRepeats: false };

/** Whether one lowercase token (letters, maybe digits) looks like keyboard mash. */
export function isMashToken(raw: string, options: MashOptions = NAME_MASH): boolean {
  const token = raw.toLowerCase();
  const chars = Array.from(token);
  if (chars.length === 0) return false;
  if (MASH_WORDS.has(token)) return true;
  if (chars.length >= 3 && new Set(chars).size === 1) return true;
  if (options.strictRepeats ? /(\p{L})\1\1/u.test(token) : /(\p{L})\1\1\1/u.test(token)) return true;
  if (chars.length >= 4 && isRepeatedUnit(token)) return true;
  const { coverage, longest } = rowRunCoverage(token);
  if (longest >= 5 || (chars.length >= 3 && coverage >= 0.7)) return true;
  const letters = token.replace(/[^\p{L}]/gu, '');
  if (LATIN_ONLY.test(letters)) {
    if (letters.length >= options.noVowelLength && !VOWELS.test(letters)) return true;
    if (options.noVowelLength !== Number.POSITIVE_INFINITY && /[bcdfghjklmnpqrstvwxz]{6,}/u.test(letters)) return true;
  }
  return false;
}

/** Splits an answer into word tokens (letters, marks and digits), dropping punctuation. */
export function wordTokens(answer: string): string[] {
  return answer.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter((token) => token.length > 0);
}

/** Whether an answer as a whole looks like mash: any token of 3+ characters, or all tokens glued together. */
export function looksLikeMash(answer: string, options: MashOptions = NAME_MASH): boolean {
  const tokens = wordTokens(answer);
  if (tokens.length === 0) return false;
  if (tokens.some((token) => Array.from(token).length >= 3 && isMashToken(token, options))) return true;
  const glued = tokens.join('');
  return tokens.length > 1 && Array.from(glued).length >= 4 && isMashToken(glued, options);
}

/** Normalises an answer for comparisons: NFC, lowercase, trimmed, inner whitespace collapsed. */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** Whether the answer is a generic placeholder ('test', 'n/a', 'test123', 'xxx'…). */
export function isGenericTestValue(answer: string, extra: ReadonlySet<string> = new Set()): boolean {
  const value = normaliseAnswer(answer);
  const candidates = [value, value.replace(/[\s\d._-]+$/u, ''), value.replace(/[.!?]+$/u, '')];
  return candidates.some((candidate) => candidate.length > 0 && (GENERIC_TEST_VALUES.has(candidate) || extra.has(candidate)));
}

function capitaliseFirst(word: string): string {
  const chars = Array.from(word);
  const [first, ...rest] = chars;
  return first === undefined ? '' : first.toLocaleUpperCase() + rest.join('');
}

const NAME_PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'da', 'di', 'du', 'la', 'le', 'bin', 'ibn', 'al', 'ter', 'ten', 'dos', 'das']);

/** 'jean-luc' → 'Jean-Luc', "o'neil" → "O'Neil", 'mcdonald' → 'McDonald', 'ludwig van beethoven' → 'Ludwig van Beethoven'. */
export function capitaliseName(name: string): string {
  const words = normaliseAnswer(name).split(' ');
  return words
    .map((word, index) => {
      if (index > 0 && NAME_PARTICLES.has(word)) return word;
      return word
        .split('-')
        .map((part) => {
          const apostrophe = /^(\p{L})(['’])(\p{L}.*)$/u.exec(part);
          if (apostrophe) return `${(apostrophe[1] ?? '').toLocaleUpperCase()}${apostrophe[2] ?? ''}${capitaliseFirst(apostrophe[3] ?? '')}`;
          const mc = /^mc(\p{L}{2,})$/u.exec(part);
          if (mc) return `Mc${capitaliseFirst(mc[1] ?? '')}`;
          return capitaliseFirst(part);
        })
        .join('-');
    })
    .join(' ');
}

const UPPERCASE_WORDS = new Set([
  'ibm', 'sap', 'hp', 'ge', 'ey', 'bp', 'bmw', 'hsbc', 'kpmg', 'ups', 'usps', 'nasa', 'aws', 'ing', 'ubs',
  'llc', 'llp', 'plc', 'ag', 'sa', 'bv', 'nv', 'srl', 'spa', 'ltda', 'inc', 'ltd', 'co', 'corp',
  'ceo', 'cto', 'cfo', 'coo', 'cmo', 'cio', 'cpo', 'cro', 'ciso', 'vp', 'svp', 'evp', 'avp', 'hr', 'it', 'qa', 'ux',
  'ui', 'seo', 'sem', 'pr', 'bd', 'gm', 'pm', 'sdr', 'bdr', 'ae', 'cs', 'ai', 'ml', 'bi', 'crm', 'erp', 'r&d', 'ppc',
]);
const TITLE_CASE_EXCEPTIONS: Record<string, string> = { inc: 'Inc', ltd: 'Ltd', co: 'Co', corp: 'Corp', gmbh: 'GmbH', pwc: 'PwC' };
const MINOR_WORDS = new Set(['of', 'and', 'for', 'the', 'at', 'in', 'on', 'to', 'a', 'an', '&']);

/** Title case for companies and job titles, keeping acronyms upper case ('head of it' → 'Head of IT', '3m' → '3M'). */
export function capitaliseTitle(text: string): string {
  const words = normaliseAnswer(text).split(' ');
  return words
    .map((word, index) =>
      word
        .split('-')
        .map((part) => {
          const exception = TITLE_CASE_EXCEPTIONS[part];
          if (exception) return exception;
          if (UPPERCASE_WORDS.has(part)) return part.toUpperCase();
          if (index > 0 && MINOR_WORDS.has(part)) return part;
          if (/\d/u.test(part) && Array.from(part).length <= 4) return part.toUpperCase();
          return capitaliseFirst(part);
        })
        .join('-'),
    )
    .join(' ');
}
