import { formatValue } from '../../ask/answer/answer-text';
import type { ReportCard } from './report.entity';

export type AssistantIntent = { kind: 'summary' } | { kind: 'chart'; prompt: string } | { kind: 'question' };

const SUMMARY = /\b(summari[sz]e|summary|overview|recap)\b|\bwhat(?:'s| is) (?:in|on) (?:this|the|my) report\b|\bdescribe (?:this|the|my) report\b/i;
/** 'add revenue by month', 'plot leads by source', 'show orders by status as a chart'. */
const CHART_VERB = /^\s*(?:please\s+)?(?:add|chart|plot|graph|visuali[sz]e|draw|create|make|build)\b\s*/i;
const CHART_WORD = /\b(?:chart|graph|plot)\b/i;
const CHART_FILLER = /^(?:(?:me\s+)?(?:a|an|the|another|new)\s+)?(?:(?:line|bar|pie)\s+)?(?:chart|graph|plot|card|visuali[sz]ation)?\s*(?:of|for|showing|with|about)?\s*/i;

/** What a message to the report's assistant asks for: a summary of the report, a new card, or an answer in words. */
export function assistantIntent(text: string): AssistantIntent {
  if (SUMMARY.test(text)) return { kind: 'summary' };
  const verb = CHART_VERB.exec(text);
  if (verb || CHART_WORD.test(text)) {
    const rest = text.slice(verb ? verb[0].length : 0).replace(CHART_FILLER, '').replace(/\s+as\s+an?\s+(?:chart|graph)\s*$/i, '').trim();
    return { kind: 'chart', prompt: rest || text.trim() };
  }
  return { kind: 'question' };
}

function describeCard(card: ReportCard): string {
  const y = card.yKey;
  const x = card.xKey;
  const points = card.data.length;
  if (card.status !== 'ready') return `${card.title} (${card.chartType}, ${card.message ?? 'not ready yet'})`;
  if (points === 0 || !y || !x) return `${card.title} (${card.chartType}, no rows)`;
  const numeric = card.data.filter((row) => typeof row[y] === 'number');
  if (card.chartType === 'line') {
    const last = card.data[card.data.length - 1];
    return `${card.title} (line, ${points} points, latest ${formatValue(last?.[y])} at ${formatValue(last?.[x])})`;
  }
  const top = numeric.reduce<Record<string, unknown> | undefined>((best, row) => (best === undefined || Number(row[y]) > Number(best[y]) ? row : best), undefined);
  return `${card.title} (${card.chartType}, ${points} groups${top ? `, highest ${formatValue(top[x])} at ${formatValue(top[y])}` : ''})`;
}

/** The assistant's summary of a report: each card with its key number. */
export function summarizeReport(name: string, cards: readonly ReportCard[]): string {
  if (cards.length === 0) return `"${name}" has no cards yet. Type a question about your data to add a chart.`;
  return `"${name}" has ${cards.length} card${cards.length === 1 ? '' : 's'}: ${cards.map(describeCard).join('; ')}.`;
}
