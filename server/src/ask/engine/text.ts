import { singularWord } from '../../ai/offline/text';

/** Lower case, accents removed, punctuation turned into spaces (apostrophes dropped). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9.%$€£-]+/g, ' ')
    .replace(/(^|\s)[.-]+|[.-]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One word of the question, with its normalized and singular forms. */
export interface Token {
  text: string;
  singular: string;
  index: number;
}

export function tokenize(text: string): Token[] {
  const normalized = normalizeText(text);
  if (normalized === '') return [];
  return normalized.split(' ').map((word, index) => ({ text: word, singular: singularOf(word), index }));
}

/** 'orders' → 'order', 'categories' → 'category'; numbers and short words stay as they are. */
export function singularOf(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  return singularWord(word);
}

/** The words of a table or column name: 'order_details' → ['order', 'detail']; 'ShipCountry' → ['ship', 'country']. */
export function nameWords(name: string): string[] {
  return normalizeText(name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' '))
    .split(' ')
    .filter((word) => word !== '')
    .map(singularOf);
}

/** A human label for a name: 'order_details' → 'order details'. */
export function humanize(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase().trim();
}

/** Words that carry no meaning for matching names and values. */
export const STOP_WORDS = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'per', 'with', 'and', 'or', 'is', 'are', 'was',
  'were', 'be', 'been', 'do', 'does', 'did', 'we', 'our', 'us', 'i', 'me', 'my', 'you', 'your', 'have', 'has', 'had',
  'what', 'which', 'who', 'whom', 'whose', 'how', 'many', 'much', 'there', 'that', 'this', 'these', 'those', 'it',
  'its', 'their', 'they', 'them', 'all', 'any', 'each', 'every', 'show', 'list', 'give', 'tell', 'find', 'get',
  'please', 'can', 'could', 'would', 'should', 'will', 'as', 'than', 'more', 'less', 'most', 'least', 'top', 'bottom',
  'total', 'number', 'count', 'average', 'avg', 'mean', 'sum', 'me', 'so', 'far', 'ever', 'currently', 'current',
  'some', 'one', 'not', 'no', 'only', 'just', 'about', 'over', 'under', 'above', 'below', 'between', 'into',
  'up', 'out', 'when', 'where', 'why', 'if', 'then', 'also', 'again', 'same', 'value', 'amount', 'data', 'record',
  'row', 'table', 'entry', 'item', 'across', 'within', 'during', 'since', 'before', 'after', 'year', 'month',
  'quarter', 'week', 'day', 'date', 'time',
]);
