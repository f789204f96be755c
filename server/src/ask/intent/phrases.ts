/**
 * The question as a sequence of items: structure words (operators), phrases that name things in the catalog (with
 * every reading the linker found), and the words left over. A phrase is the longest strongest run of linked words;
 * operator words give way to a longer name that contains them ('total_amount', 'last_name', 'room rate').
 */
import type { Link } from '../links/link';
import type { Target } from '../links/lexicon';
import type { Token } from '../tokens/tokenize';
import type { Operator, OperatorSpan } from './operators';

export interface Reading {
  target: Target;
  score: number;
  via: Link['via'];
  corrections?: { from: string; to: string }[];
}

export type Item =
  | { kind: 'op'; start: number; end: number; operator: Operator }
  | { kind: 'ref'; start: number; end: number; readings: Reading[] }
  | { kind: 'word'; start: number; end: number; token: Token };

/** Operators a longer name may swallow: 'total' in 'total amount', 'last' in 'last name', 'rate' in 'room rate'. */
const YIELDING = new Set(['aggregate', 'rate', 'superlative', 'list', 'each', 'grain', 'growth', 'time', 'filler', 'who', 'order', 'chart', 'how_much', 'distinct']);
const OVERRIDE_SCORE = 0.85;

/** Words that name a time of year or a period by themselves. */
const TIME_NAME_WORDS = /^(spring|summer|fall|autumn|winter|q[1-4]|h[12]|fy|fiscal|jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t|tember)?|oct(ober)?|nov(ember)?|dec(ember)?|quarter|half|year|month|week|term|semester|season)$/;

function yields(span: OperatorSpan, links: readonly Link[], tokens: readonly Token[]): boolean {
  // A hyphenated word is one word: 'no-show' is a status, not 'no' and 'show'.
  const glued = (start: number, end: number) => {
    for (let i = start + 1; i < end; i++) if ((tokens[i]?.start ?? 0) !== (tokens[i - 1]?.end ?? -1)) return false;
    return end - start > 1;
  };
  if (links.some((link) => link.start <= span.start && link.end >= span.end && link.end - link.start > span.end - span.start && glued(link.start, link.end) && link.score >= 0.8)) return true;
  // 'no shows' for the status NS: a value whose name begins with the negating word takes it in.
  if ((span.operator.op === 'negate' || span.operator.op === 'without') && links.some((link) => link.start === span.start && link.end > span.end && link.target.kind === 'value' && link.via === 'value' && link.score >= 0.85)) return true;
  // 'GTX Plus Pro', 'Bread and Butter Co': a word inside a name, with name words on both sides, is part of the name.
  if (links.some((link) => link.start < span.start && link.end > span.end && link.score >= 0.9)) return true;
  // 'Core Set 2025': a year that ends a name stored as a value is part of the name, unless the words before it say a
  // time of their own ('Spring 2026' is a term and a year).
  const timeWord = (token: Token | undefined) => token !== undefined && TIME_NAME_WORDS.test(token.lower);
  if (span.operator.op === 'time' && links.some((link) => link.target.kind === 'value' && link.via === 'value' && link.score >= 0.9 && link.start < span.start && link.end === span.end && !tokens.slice(link.start, span.start).some(timeWord))) return true;
  // A count said after its noun ('order count') stands before the noun, out of the way of its name; it yields only to
  // a name that takes the word 'count' in ('guest count' for guest_cnt).
  if (span.start === span.end && span.operator.op === 'aggregate') {
    return links.some((link) => link.start <= span.start && link.end > span.start && link.score >= 0.8 && tokens.slice(link.start, link.end).some((token) => token.lower === 'count' || token.lower === 'counts'));
  }
  if (!YIELDING.has(span.operator.op) || (span.operator.op === 'filler' && span.operator.firm)) return false;
  // A one-word time or grain ('2017', 'monthly') yields only to a column named with it ('monthly rent' for mo_rent):
  // another name that swallows it is a coincidence.
  if ((span.operator.op === 'time' || span.operator.op === 'grain') && span.end - span.start <= 1) {
    // Nor to the whole of a longer value it starts ('Weekly Full Service', a plan): three words or more, said as stored.
    const startsValue = links.some((link) => link.target.kind === 'value' && link.via === 'value' && link.score >= 0.95 && link.start === span.start && link.end - link.start >= 3);
    return span.operator.op === 'grain' && (startsValue || links.some((link) => link.target.kind === 'column' && link.score >= 0.9 && link.start <= span.start && link.end > span.end));
  }
  return links.some(
    (link) =>
      link.score >= OVERRIDE_SCORE &&
      link.start <= span.start &&
      link.end >= span.end &&
      link.end - link.start > span.end - span.start &&
      link.target.kind !== 'value',
  );
}

/** Chooses non-overlapping linked phrases over the words no operator holds: the best total of score × length. */
function chooseSpans(tokens: readonly Token[], links: readonly Link[], held: readonly boolean[]): { start: number; end: number }[] {
  const n = tokens.length;
  const bestAt: number[] = new Array<number>(n + 1).fill(0);
  const choice: ({ start: number; end: number } | undefined)[] = new Array(n + 1).fill(undefined);
  const bySpan = new Map<string, number>();
  for (const link of links) {
    const key = `${link.start}:${link.end}`;
    bySpan.set(key, Math.max(bySpan.get(key) ?? 0, link.score));
  }
  for (let end = 1; end <= n; end++) {
    bestAt[end] = bestAt[end - 1] ?? 0;
    choice[end] = undefined;
    for (const [key, score] of bySpan) {
      const [start, stop] = key.split(':').map(Number) as [number, number];
      if (stop !== end) continue;
      let free = true;
      for (let k = start; k < stop; k++) if (held[k]) free = false;
      if (!free) continue;
      const length = stop - start;
      const value = (bestAt[start] ?? 0) + score * length ** 1.3;
      if (value > (bestAt[end] ?? 0) + 1e-9) {
        bestAt[end] = value;
        choice[end] = { start, end: stop };
      }
    }
  }
  const spans: { start: number; end: number }[] = [];
  for (let end = n; end > 0; ) {
    const chosen = choice[end];
    if (chosen) {
      spans.push(chosen);
      end = chosen.start;
    } else end--;
  }
  return spans.reverse();
}

export function buildItems(tokens: readonly Token[], operators: readonly OperatorSpan[], links: readonly Link[]): Item[] {
  const kept = operators.filter((span) => !yields(span, links, tokens));
  const held = tokens.map((_, i) => kept.some((span) => span.start <= i && i < span.end));
  const spans = chooseSpans(tokens, links, held);
  const items: Item[] = kept.map((span) => ({ kind: 'op', start: span.start, end: span.end, operator: span.operator }));
  for (const span of spans) {
    const readings = links
      .filter((link) => link.start === span.start && link.end === span.end)
      .map((link) => ({ target: link.target, score: link.score, via: link.via, ...(link.corrections && { corrections: link.corrections }) }))
      .sort((a, b) => b.score - a.score);
    items.push({ kind: 'ref', start: span.start, end: span.end, readings });
  }
  tokens.forEach((token, i) => {
    if (held[i] || spans.some((span) => span.start <= i && i < span.end)) return;
    items.push({ kind: 'word', start: i, end: i + 1, token });
  });
  // Zero-width operators (a grain implied by 'year over year') sort with the words they came from.
  return items.sort((a, b) => a.start - b.start || a.end - b.end);
}
