import { getToken } from '../../app/auth';

// SPEC §7 and §8: the chat's two calls and their error texts, verbatim.
export const THINKING_FALLBACK = 'The assistant is evaluating...';
export const CHAT_FALLBACK = '⚠️ Unable to get response.';
export const ALL_SOURCES = 'All Sources';

export interface ChatChart {
  type: string;
  x?: string | null;
  y?: string[] | null;
  series?: string | null;
}

/** How the engine dealt with the question: rows from the data, a question back, or a decline. */
export type AnswerStatus = 'answered' | 'clarification' | 'declined';

/** The structured answer the server sends beside SPEC's Markdown `response`. */
export interface ChatAnswer {
  status: AnswerStatus;
  /** Words of the question that matched nothing in the data. */
  unmatched: string[];
  answer: string;
  thinking: string;
  sql: string | null;
  columns: string[];
  rows: unknown[][];
  chart: ChatChart | null;
  clarification: { question: string; options: string[] } | null;
  suggestions: string[];
  truncated: boolean;
}

export interface ChatRequest {
  user_input: string;
  memory_enabled: boolean;
  data_sources: string[];
}

export interface ChatReply {
  response: string;
  answer: ChatAnswer | null;
}

function headers(): Record<string, string> {
  const token = getToken();
  return { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

function detailText(detail: unknown): string | null {
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  if (Array.isArray(detail)) {
    const parts = detail.map((item: unknown) => {
      if (typeof item !== 'object' || item === null) return String(item);
      const loc = Reflect.get(item, 'loc');
      const msg = Reflect.get(item, 'msg');
      return `${Array.isArray(loc) ? loc.join('.') : ''}: ${typeof msg === 'string' ? msg : ''}`;
    });
    return parts.length > 0 ? parts.join('; ') : null;
  }
  return null;
}

/** 'Thinking API Error (500): detail' — detail, else the status text, else the fallback; an unreadable body says so. */
async function failure(response: Response, api: 'Thinking' | 'Chat'): Promise<Error> {
  const kind = api.toLowerCase();
  let detail: string;
  try {
    const body: unknown = await response.json();
    const fromBody = typeof body === 'object' && body !== null ? detailText(Reflect.get(body, 'detail')) : null;
    detail = fromBody ?? (response.statusText || `Failed to get ${kind} response`);
  } catch {
    detail = `Failed to parse ${kind} error response`;
  }
  return new Error(`${api} API Error (${response.status}): ${detail}`);
}

/** Leading whitespace, dots, dashes and bullets are stripped (SPEC §5). */
export function cleanThinking(text: string): string {
  return text.replace(/^[\s.\-–—•*·]+/, '');
}

export async function fetchThinking(question: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch('/api/v1/think', { method: 'POST', headers: headers(), body: JSON.stringify({ user_input: question }), signal });
  if (!response.ok) throw await failure(response, 'Thinking');
  const body: unknown = await response.json();
  const thinking = typeof body === 'object' && body !== null ? Reflect.get(body, 'thinking') : undefined;
  return typeof thinking === 'string' && thinking.trim() !== '' ? cleanThinking(thinking) : THINKING_FALLBACK;
}

function isChatAnswer(value: unknown): value is ChatAnswer {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'answer') === 'string' && Array.isArray(Reflect.get(value, 'columns')) && Array.isArray(Reflect.get(value, 'rows'));
}

const STATUSES: readonly AnswerStatus[] = ['answered', 'clarification', 'declined'];

function statusOf(value: unknown, answer: ChatAnswer): AnswerStatus {
  const known = STATUSES.find((status) => status === value);
  if (known) return known;
  // A server that sends no status: a question back is a clarification, anything else an answer.
  return answer.clarification ? 'clarification' : 'answered';
}

function words(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((word: unknown): word is string => typeof word === 'string') : [];
}

export async function fetchChat(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply> {
  const response = await fetch('/api/v1/chat', { method: 'POST', headers: headers(), body: JSON.stringify(request), signal });
  if (!response.ok) throw await failure(response, 'Chat');
  const body: unknown = await response.json();
  const text = typeof body === 'object' && body !== null ? Reflect.get(body, 'response') : undefined;
  const answer = typeof body === 'object' && body !== null ? Reflect.get(body, 'answer') : undefined;
  const candidate = isChatAnswer(answer) ? answer : null;
  return {
    response: typeof text === 'string' && text.trim() !== '' ? text : CHAT_FALLBACK,
    answer: candidate
      ? {
          ...candidate,
          suggestions: Array.isArray(candidate.suggestions) ? candidate.suggestions : [],
          status: statusOf(Reflect.get(candidate, 'status'), candidate),
          unmatched: words(Reflect.get(candidate, 'unmatched')),
        }
      : null,
  };
}
