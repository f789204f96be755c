/**
 * Names the catalog cannot know: 'Tuna Helper' is one boat among 1,900, and the catalog keeps the values of small
 * columns only. Before the engine asks back about a capitalised or quoted name it did not understand, it looks the
 * name up in the source's text columns that keep no values; what it finds is read as values of those columns, and
 * the question is planned again.
 */
import type { Catalog, FoundValue } from '../catalog/catalog';
import { schemaModel } from '../catalog/schema-model';
import type { WordAccount } from '../intent/intent';
import { planQuestion, type PlannedQuestion } from '../pipeline/plan-question';
import { validateSql } from '../safety/validate-sql';
import { SqlWriter } from '../sql/dialect';
import { normalizeQuestion, tokenize, type Token } from '../tokens/tokenize';
import { policyFor } from './policy';
import type { QueryLimits, QueryRunner } from './runner';

/** Small words inside a name: 'Bank of America', 'Harbor Tool & Die', 'Osric, Ancient Sphinx'. */
const INSIDE_NAMES = new Set(['&', '-', ':', ',', '.', 'of', 'the', 'de', 'du', 'la', 'le', 'van', 'von', 'and', 'a', 'an', 'on', 'in', 'for']);
/** Capitalised words that open a question rather than name a thing. */
const QUESTION_WORDS = new Set(['who', 'whom', 'whose', 'what', 'which', 'when', 'where', 'why', 'how']);
/** At most this many names are looked up for one question, and in at most this many tables. */
const MAX_NAMES = 4;
const MAX_TABLES = 60;
/** A name found in more rows than this is not one thing's name. */
const MAX_FOUND = 20;
/** All the lookups of one question together take at most this long: asking back is better than keeping the user waiting. */
const LOOKUP_BUDGET_MS = 3_000;
/** Text longer than this is prose, not a name. */
const MAX_NAME_LENGTH = 120;

/**
 * The names worth looking up: runs of capitalised or quoted words (with the small words between them) that hold a word
 * nothing bound, as written in the question. Then the unbound words of each run on their own.
 */
export function namesToLookUp(asked: string, words: readonly WordAccount[]): string[] {
  const unmatched = new Set(words.filter((word) => word.role === 'unmatched').map((word) => word.index));
  if (unmatched.size === 0) return [];
  const tokens = tokenize(asked);
  // The tokens' offsets count in the question as read.
  const question = normalizeQuestion(asked);
  const nameWord = (token: Token) => token.quoted === true || (/^[A-Z0-9]/.test(token.text) && /[A-Za-z]/.test(token.text) && !(token.index === 0 && QUESTION_WORDS.has(token.lower)));
  // A word touching the one before it belongs to the same name ('Save-a-lot').
  const glued = (token: Token) => token.index > 0 && tokens[token.index - 1]?.end === token.start;
  const possessive = (token: Token) => ["'s", '’s'].includes(token.lower);
  // A capitalised 'The' inside the question opens a title ('The Distant Summer').
  const opensTitle = (token: Token) => token.text === 'The' && token.index > 0;
  // A name neither starts nor ends on a small word or a possessive ('Tuna Helper's'), nor on a word that named
  // something without being written as a name ('For').
  const edge = (token: Token) => !token.quoted && !opensTitle(token) && (INSIDE_NAMES.has(token.lower) || possessive(token) || (!unmatched.has(token.index) && !nameWord(token)));
  // A quotation mark between two words ends a name: 'Dune' and 'Dune: Part Two' are two.
  const quoteBetween = (token: Token) => token.index > 0 && /["'“”‘’]/.test(question.slice(tokens[token.index - 1]?.end, token.start));
  const runs: Token[][] = [];
  const close = (run: Token[]) => {
    let from = 0;
    let to = run.length;
    while (from < to && edge(run[from] as Token)) from++;
    while (to > from && edge(run[to - 1] as Token)) to--;
    const kept = run.slice(from, to);
    if (kept.some((token) => unmatched.has(token.index))) runs.push(kept);
  };
  let run: Token[] = [];
  for (const token of tokens) {
    if (run.length > 0 && quoteBetween(token) && !possessive(token)) {
      close(run);
      run = [];
    }
    if (nameWord(token) || (run.length > 0 && (glued(token) || INSIDE_NAMES.has(token.lower) || possessive(token)))) {
      run.push(token);
      continue;
    }
    close(run);
    run = [];
  }
  close(run);
  // 'For Silverline Chemicals' or 'Osric, Ancient Sphinx' may hold words that named something else: the unbound words
  // of each run alone too.
  const parts = runs.flatMap((kept) => {
    // Only a run with other words in it: 'Harbor Tool & Die' is one name, but 'The Distant Summer' may be kept without 'The'.
    if (kept.every((token, i) => unmatched.has(token.index) || (INSIDE_NAMES.has(token.lower) && !(i === 0 && opensTitle(token))))) return [];
    const pieces: Token[][] = [];
    let piece: Token[] = [];
    for (const token of kept) {
      if (unmatched.has(token.index)) {
        piece.push(token);
        continue;
      }
      if (piece.length > 0) pieces.push(piece);
      piece = [];
    }
    if (piece.length > 0) pieces.push(piece);
    return pieces;
  });
  const names: string[] = [];
  for (const kept of [...runs, ...parts]) {
    const text = question.slice(kept[0]?.start, kept[kept.length - 1]?.end).trim();
    if (text.length > 1 && text.length <= MAX_NAME_LENGTH && !names.includes(text)) names.push(text);
  }
  return names.slice(0, MAX_NAMES);
}

/**
 * Looks the names up in every text column that keeps no values, matching whole values without regard to case. The
 * catalog with what was found, or undefined when nothing was.
 */
export async function lookUpNames(catalog: Catalog, names: readonly string[], runner: QueryRunner, limits: QueryLimits): Promise<Catalog | undefined> {
  if (names.length === 0) return undefined;
  const model = schemaModel(catalog);
  const sql = new SqlWriter(catalog.dialect);
  const wanted = names.map((name) => sql.literal(name.toLowerCase())).join(', ');
  const found: FoundValue[] = [];
  const tables = [...model.tables.values()]
    .map((table) => ({ table, columns: table.columns.filter((column) => column.column.type === 'text' && column.column.values === undefined && ['label', 'category', 'key', 'text'].includes(column.role) && !column.textDate && !column.textNumber && (column.column.maxLength ?? 0) <= MAX_NAME_LENGTH) }))
    .filter(({ columns }) => columns.length > 0)
    .slice(0, MAX_TABLES);
  const deadline = Date.now() + Math.min(LOOKUP_BUDGET_MS, limits.timeoutMs);
  for (const { table, columns } of tables) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const matches = columns.map((column) => `LOWER(${sql.ident(column.column.name)}) IN (${wanted})`);
    const picked = columns.map((column, i) => `CASE WHEN ${matches[i]} THEN ${sql.ident(column.column.name)} END AS ${sql.ident(`c${i}`)}`);
    const text = `SELECT DISTINCT ${picked.join(', ')} FROM ${sql.relation(table.table, catalog.defaultSchema)} WHERE ${matches.join(' OR ')}`;
    let rows: unknown[][];
    try {
      const checked = validateSql(text, policyFor(catalog, runner.schema, MAX_FOUND));
      rows = (await runner.query(checked.sql, [], { timeoutMs: left, maxRows: MAX_FOUND })).rows;
    } catch {
      // A lookup only helps: a table that cannot be read (gone, too slow) leaves the question as it was.
      continue;
    }
    for (const row of rows) {
      row.forEach((value, i) => {
        const column = columns[i];
        if (typeof value !== 'string' || !column || found.some((known) => known.table === table.id && known.column === column.column.name && known.value === value)) return;
        found.push({ table: table.id, column: column.column.name, value });
      });
    }
  }
  if (found.length === 0 || found.length > MAX_FOUND) return undefined;
  return { ...catalog, foundValues: [...(catalog.foundValues ?? []), ...found] };
}

/**
 * The question planned, and when it is not answered, planned again with the names it holds looked up: what is found
 * stands when it answers the question or leaves fewer words not understood. With the catalog the plan reads.
 */
export async function planWithNames(question: string, catalog: Catalog, runner: QueryRunner, limits: QueryLimits, today: string): Promise<{ planned: PlannedQuestion; catalog: Catalog; names: string[] }> {
  const planned = planQuestion(question, catalog, { today });
  if (planned.status === 'answered') return { planned, catalog, names: [] };
  const names = namesToLookUp(question, planned.words);
  const withNames = await lookUpNames(catalog, names, runner, limits);
  const replanned = withNames ? planQuestion(question, withNames, { today }) : undefined;
  if (withNames && replanned && (replanned.status === 'answered' || replanned.unmatched.length < planned.unmatched.length)) return { planned: replanned, catalog: withNames, names };
  return { planned, catalog, names };
}
