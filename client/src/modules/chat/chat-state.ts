import type { ChatAnswer } from './chat-api';

/** SPEC §3 chat message: id, type, text, hidden (ai not yet revealed), content and collapsed (thinking). */
export interface ChatMessage {
  id: number;
  type: 'user' | 'ai' | 'thinking';
  text: string;
  hidden?: boolean;
  content?: string;
  collapsed?: boolean;
  /** The structured answer, shown once the text has been typed out. */
  answer?: ChatAnswer | null;
  /** True while the text is still being typed out. */
  typing?: boolean;
  error?: boolean;
}

export interface ChatState {
  started: boolean;
  pending: boolean;
  messages: ChatMessage[];
  nextId: number;
}

export const initialChatState: ChatState = { started: false, pending: false, messages: [], nextId: 1 };

export type ChatAction =
  | { type: 'send'; text: string }
  | { type: 'thinking'; id: number; content: string; typing: boolean }
  | { type: 'reply'; id: number; text: string; answer: ChatAnswer | null; typing: boolean }
  | { type: 'fail'; thinkingId: number; aiId: number; message: string }
  | { type: 'done' }
  | { type: 'toggle'; id: number };

/** A thinking box longer than this can be collapsed (SPEC §9). */
export const COLLAPSIBLE_OVER = 100;
/** A collapsed box shows at most this many lines. */
export const COLLAPSED_LINES = 4;

/** The ids the next send gives its placeholders: the user message, then the thinking box, then the ai message. */
export function placeholderIds(state: ChatState): { user: number; thinking: number; ai: number } {
  return { user: state.nextId, thinking: state.nextId + 1, ai: state.nextId + 2 };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'send': {
      const ids = placeholderIds(state);
      const user: ChatMessage = { id: ids.user, type: 'user', text: action.text };
      // SPEC §4: an empty thinking message and a hidden ai message, in that order.
      const thinking: ChatMessage = { id: ids.thinking, type: 'thinking', text: '', content: '', collapsed: false, typing: true };
      const ai: ChatMessage = { id: ids.ai, type: 'ai', text: '', hidden: true };
      // The first send replaces the (empty) list with its one user message; later sends append.
      const before = state.started ? state.messages : [];
      return { started: true, pending: true, messages: [...before, user, thinking, ai], nextId: state.nextId + 3 };
    }
    case 'thinking':
      return { ...state, messages: state.messages.map((m) => (m.id === action.id ? { ...m, content: action.content, text: action.content, typing: action.typing } : m)) };
    case 'reply':
      return {
        ...state,
        messages: state.messages.map((m) => (m.id === action.id ? { ...m, hidden: false, text: action.text, answer: action.answer, typing: action.typing } : m)),
      };
    case 'fail': {
      const kept = state.messages.filter((m) => m.id !== action.thinkingId && m.id !== action.aiId);
      const error: ChatMessage = { id: state.nextId, type: 'ai', text: `⚠️ Error: ${action.message}`, error: true };
      return { ...state, pending: false, messages: [...kept, error], nextId: state.nextId + 1 };
    }
    case 'done':
      return { ...state, pending: false };
    case 'toggle':
      return { ...state, messages: state.messages.map((m) => (m.id === action.id && m.type === 'thinking' ? { ...m, collapsed: !m.collapsed } : m)) };
  }
}

/** What a collapsed thinking box shows: the first lines, with an ellipsis when anything is left out. */
export function collapsedText(content: string): string {
  const lines = content.split('\n');
  if (lines.length > COLLAPSED_LINES) return `${lines.slice(0, COLLAPSED_LINES).join('\n')}…`;
  return content;
}

export function isCollapsible(content: string): boolean {
  return content.length > COLLAPSIBLE_OVER;
}

/** The conversation as Markdown, for the Transcript download. */
export function transcriptMarkdown(messages: readonly ChatMessage[], title: string, at: Date = new Date()): string {
  const lines = [`# ${title}`, '', `_Exported ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC_`, ''];
  for (const message of messages) {
    if (message.hidden) continue;
    if (message.type === 'user') lines.push(`**You:** ${message.text}`, '');
    else if (message.type === 'thinking') {
      if (message.content) lines.push('> **Thinking**', ...message.content.split('\n').map((line) => `> ${line}`), '');
    } else {
      lines.push(`**Assistant:** ${message.text}`, '');
      if (message.answer?.sql) lines.push('```sql', message.answer.sql, '```', '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
