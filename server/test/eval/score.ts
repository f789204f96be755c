/**
 * Execution accuracy as ../shared/eval/README.md defines it: the answer's rows match the gold rows, each gold row by
 * a distinct answer row holding all its values in any column order; numbers within 1e-3 relative or 0.01 absolute,
 * text case-insensitively after trimming, dates on their ISO date part; order only where the item says so. A month
 * written 'YYYY-MM' and the first day of that month are the same month: gold queries write months either way
 * (substr(date, 1, 7) or date_trunc('month', date)).
 */
export interface EvalItem {
  id: string;
  q: string;
  sql: string;
  columns: string[];
  rows: unknown[][];
  order?: boolean;
  loose_labels?: boolean;
}

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})([t ].*)?$/i;
const MONTH = /^\d{4}-\d{2}$/;

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

export function valuesMatch(gold: unknown, answer: unknown): boolean {
  if (gold === null || gold === undefined) return answer === null || answer === undefined;
  const goldNumber = typeof gold === 'number' ? gold : undefined;
  if (goldNumber !== undefined) {
    const answerNumber = asNumber(answer);
    if (answerNumber === undefined) return false;
    const difference = Math.abs(goldNumber - answerNumber);
    return difference <= 0.01 || difference <= 1e-3 * Math.abs(goldNumber);
  }
  const goldText = String(gold).trim().toLowerCase();
  if (answer === null || answer === undefined) return false;
  const answerText = String(answer).trim().toLowerCase();
  const goldDate = ISO_DATE.exec(goldText);
  const answerDate = ISO_DATE.exec(answerText);
  if (goldDate && answerDate) return goldDate[1] === answerDate[1];
  if (goldDate && MONTH.test(answerText)) return goldDate[1] === `${answerText}-01`;
  if (answerDate && MONTH.test(goldText)) return answerDate[1] === `${goldText}-01`;
  return goldText === answerText;
}

/** Whether one answer row holds every value of one gold row, each in a different column. */
function rowContains(goldRow: unknown[], answerRow: unknown[], looseLabels: boolean, anyText = true): boolean {
  const free = answerRow.map((_, i) => i);
  const numbersFirst = [...goldRow].sort((a, b) => Number(typeof b === 'number') - Number(typeof a === 'number'));
  for (const gold of numbersFirst) {
    const at = free.findIndex((i) => valuesMatch(gold, answerRow[i]));
    if (at >= 0) {
      free.splice(at, 1);
      continue;
    }
    // Loose labels: a text value may take another form (full name against last name) when it is contained in one.
    if (looseLabels && typeof gold === 'string') {
      const loose = free.findIndex((i) => typeof answerRow[i] === 'string' && looselyEqual(gold, String(answerRow[i])));
      if (loose >= 0) {
        free.splice(loose, 1);
        continue;
      }
      if (anyText && free.some((i) => typeof answerRow[i] === 'string')) {
        free.splice(free.findIndex((i) => typeof answerRow[i] === 'string'), 1);
        continue;
      }
    }
    return false;
  }
  return true;
}

function looselyEqual(a: string, b: string): boolean {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  return x.includes(y) || y.includes(x);
}

export function resultMatches(item: EvalItem, rows: unknown[][]): boolean {
  if (rows.length !== item.rows.length) return false;
  const loose = Boolean(item.loose_labels);
  if (item.order) return item.rows.every((gold, i) => rowContains(gold, rows[i] ?? [], loose));
  // Greedy matching is enough here: gold rows are distinct, and a row that fits one gold row rarely fits another. Rows
  // whose labels agree are paired first, so that a label in another form only takes a row no label claims (two
  // averages within the tolerance of each other must not swap their labels).
  const used = new Set<number>();
  const pending: unknown[][] = [];
  for (const gold of item.rows) {
    const at = loose ? rows.findIndex((row, i) => !used.has(i) && rowContains(gold, row, loose, false)) : -1;
    if (at >= 0) used.add(at);
    else pending.push(gold);
  }
  for (const gold of pending) {
    const at = rows.findIndex((row, i) => !used.has(i) && rowContains(gold, row, loose));
    if (at < 0) return false;
    used.add(at);
  }
  return true;
}

export type JudgedItem = Omit<EvalItem, 'rows' | 'columns' | 'sql'> & { rows?: unknown[][]; columns?: string[]; sql?: string; answerable?: boolean };

export type Verdict = 'correct' | 'wrong' | 'abstained';

/**
 * An answer's verdict. Answerable: correct when the rows match, abstained on a decline or a question back, else
 * wrong. Unanswerable (`answerable: false`): correct when declined or asked back; any answer is wrong.
 */
export function judge(item: JudgedItem, status: 'answered' | 'clarification' | 'declined', rows: unknown[][]): Verdict {
  if (item.answerable === false) return status === 'answered' ? 'wrong' : 'correct';
  if (status !== 'answered') return 'abstained';
  return resultMatches({ ...item, rows: item.rows ?? [], columns: item.columns ?? [], sql: item.sql ?? '' }, rows) ? 'correct' : 'wrong';
}
