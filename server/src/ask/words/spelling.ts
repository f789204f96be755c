/**
 * Misspelt English words ('recieved', 'avrage', 'buisness'), read as the real word a single slip away: two letters
 * swapped, one letter too many, one missing, or one wrong. A word is only corrected when one word is clearly the one
 * meant, so a name or a code the dictionary does not know stays as typed and is reported unmatched rather than
 * guessed. Words of the catalog (names, values) are never corrected; the catalog's words are preferred as corrections.
 */
import { expansionsOf } from './abbreviations';
import { isDictionaryWord, wordFrequency } from './wordnet';

export interface SpellingCorrection {
  from: string;
  to: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Contractions typed without their apostrophe, and other words the dictionary lacks that are not slips. */
const NOT_SLIPS = new Set([
  'dont', 'doesnt', 'didnt', 'havent', 'hasnt', 'hadnt', 'isnt', 'arent', 'wasnt', 'werent', 'wont', 'cant', 'couldnt',
  'shouldnt', 'wouldnt', 'whats', 'thats', 'theres', 'heres', 'whos', 'youre', 'theyre', 'lets', 'ive', 'weve', 'youve',
  'theyve', 'hows', 'wheres', 'whens', 'aint', 'yours', 'ours', 'theirs', 'hers', 'whose', 'whom', 'into', 'onto',
  'upon', 'unto', 'than', 'then', 'from', 'with', 'what', 'which', 'their', 'there', 'these', 'those', 'this', 'that',
  'them', 'they', 'were', 'been', 'have', 'does', 'each', 'every', 'some', 'many', 'much', 'more', 'most', 'less',
  'least', 'fewer', 'your', 'over', 'under', 'above', 'below', 'about', 'after', 'before', 'since', 'until', 'while',
  'during', 'between', 'among', 'across', 'through', 'without', 'within', 'along', 'against', 'toward', 'towards',
  'whether', 'either', 'neither', 'nor', 'both', 'also', 'only', 'very', 'just', 'such', 'other', 'another', 'anyone',
  'anybody', 'anything', 'everyone', 'everybody', 'everything', 'someone', 'somebody', 'something', 'nobody', 'none',
  'nothing', 'itself', 'themselves', 'ourselves', 'yourself', 'myself', 'himself', 'herself', 'could', 'would',
  'should', 'might', 'must', 'shall', 'will', 'please', 'where', 'because', 'although', 'though', 'whereas', 'whenever',
  'wherever', 'whatever', 'whichever', 'whoever', 'unless', 'whilst', 'amongst', 'thanks', 'okay', 'ytd', 'mtd', 'qtd', 'yoy', 'mom', 'qoq',
]);

/** Each word's candidates a slip away that the dictionary holds, with their scores: the same for every catalog. */
const dictionaryCandidates = new Map<string, ReadonlyMap<string, number>>();
const MAX_QUESTION = 500;
const MAX_WORD = 20;
const MAX_CORRECTIONS = 4;

/**
 * The question with its misspelt words corrected, and the corrections made. `known` says whether a word (lower case)
 * is one of the catalog's own words.
 */
export function correctSpelling(question: string, known: (word: string) => boolean): { text: string; corrections: SpellingCorrection[] } {
  const corrections: SpellingCorrection[] = [];
  // A question is a sentence or two; a wall of text is not spell-checked word by word.
  if (question.length > MAX_QUESTION) return { text: question, corrections };
  let first = true;
  const text = question.replace(/[A-Za-z][A-Za-z']*/g, (word, at: number) => {
    const sentenceStart = first || /[.?!]\s*$/.test(question.slice(0, at));
    first = false;
    // A capitalised word inside a sentence is a name ('Suyama'), an all-capitals one a code ('GTX'): never a slip.
    if ((!sentenceStart && /^[A-Z]/.test(word)) || (word.length > 1 && word === word.toUpperCase())) return word;
    const lower = word.toLowerCase();
    // A shortening people write ('accts', 'qty') is no slip of a dictionary word ('acts').
    if (lower.length < 5 || lower.length > MAX_WORD || corrections.length >= MAX_CORRECTIONS || lower.includes("'") || NOT_SLIPS.has(lower) || known(lower) || isDictionaryWord(lower) || expansionsOf(lower).length > 1) return word;
    const fixed = slipOf(lower, known);
    if (!fixed) return word;
    corrections.push({ from: word, to: fixed });
    return /^[A-Z]/.test(word) ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed;
  });
  return { text, corrections };
}

/**
 * How likely each kind of slip is, roughly: a missing letter and two letters swapped are the commonest, a letter
 * pressed twice or a stray one the rarest.
 */
const SLIP_WEIGHTS = { swap: 4, missing: 3, wrong: 1.5, extra: 1 } as const;

/**
 * The one word a single slip away: one the catalog knows if exactly one is, else the likeliest by how common the word
 * is and how common its slip, by a clear margin; undefined when none, or when two are about as likely ('annual' and
 * 'manual' for 'anual').
 */
function slipOf(word: string, known: (word: string) => boolean): string | undefined {
  const kinds: [keyof typeof SLIP_WEIGHTS, string[]][] = [['swap', swaps(word)], ['missing', insertions(word)], ['wrong', substitutions(word)], ['extra', deletions(word)]];
  // The catalog's own words are looked up each time: a cache of them would carry one source's words into another's.
  const scores = new Map<string, number>();
  for (const [kind, candidates] of kinds) {
    for (const candidate of candidates) {
      // The first letter is rarely the slip: 'Darcel' is a name, not 'parcel'.
      if (candidate.length < 3 || scores.has(candidate) || candidate[0] !== word[0] || !known(candidate)) continue;
      scores.set(candidate, 1_001 * SLIP_WEIGHTS[kind]);
    }
  }
  for (const [candidate, score] of dictionaryScores(word, kinds)) if (!scores.has(candidate)) scores.set(candidate, score);
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [best, next] = ranked;
  return best && best[1] >= 2 * SLIP_WEIGHTS.extra && (!next || best[1] >= 1.5 * next[1]) ? best[0] : undefined;
}

/** The dictionary's words a slip away from `word`, scored by how common each is and how common its slip. */
function dictionaryScores(word: string, kinds: [keyof typeof SLIP_WEIGHTS, string[]][]): ReadonlyMap<string, number> {
  const cached = dictionaryCandidates.get(word);
  if (cached) return cached;
  const scores = new Map<string, number>();
  for (const [kind, candidates] of kinds) {
    for (const candidate of candidates) {
      if (candidate.length < 3 || scores.has(candidate) || candidate[0] !== word[0] || !isDictionaryWord(candidate)) continue;
      scores.set(candidate, (wordFrequency(candidate) + 1) * SLIP_WEIGHTS[kind]);
    }
  }
  if (dictionaryCandidates.size > 5_000) dictionaryCandidates.clear();
  dictionaryCandidates.set(word, scores);
  return scores;
}

function swaps(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) if (word[i] !== word[i + 1]) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return out;
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

function insertions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= word.length; i++) for (const letter of LETTERS) out.push(word.slice(0, i) + letter + word.slice(i));
  return out;
}

function substitutions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) for (const letter of LETTERS) if (letter !== word[i]) out.push(word.slice(0, i) + letter + word.slice(i + 1));
  return out;
}
