import { useCallback, useEffect, useReducer, useRef } from 'react';
import { fetchChat, fetchThinking } from '../chat-api';
import { chatReducer, initialChatState, placeholderIds, type ChatState } from '../chat-state';
import { TYPING_SPEEDS, type TypingSpeed, typeOut } from '../typing';

export interface ChatOptions {
  memory: boolean;
  /** The selected source's name, or 'All Sources'. */
  source: string;
  speed: TypingSpeed;
}

export interface UseChat {
  state: ChatState;
  /** Sends a question (to `source` when given, else the selected one); blank text and sends while pending are ignored. */
  send: (text: string, source?: string) => void;
  toggle: (id: number) => void;
}

/**
 * The chat's state machine (SPEC §4): placeholders, the thinking call typed out, then the chat call typed out; on
 * any failure both placeholders go and an error message takes their place.
 */
export function useChat(options: ChatOptions): UseChat {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const pendingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback((raw: string, sourceOverride?: string) => {
    const text = raw.trim();
    if (text === '' || pendingRef.current) return;
    pendingRef.current = true;
    const ids = placeholderIds(stateRef.current);
    dispatch({ type: 'send', text });
    const abort = new AbortController();
    abortRef.current = abort;
    const { memory, speed } = optionsRef.current;
    const source = sourceOverride ?? optionsRef.current.source;
    const ms = TYPING_SPEEDS[speed];
    void (async () => {
      try {
        const thinking = await fetchThinking(text, abort.signal);
        await typeOut(thinking, ms.thinking, (shown) => dispatch({ type: 'thinking', id: ids.thinking, content: shown, typing: true }), abort.signal);
        dispatch({ type: 'thinking', id: ids.thinking, content: thinking, typing: false });
        const reply = await fetchChat({ user_input: text, memory_enabled: memory, data_sources: [source] }, abort.signal);
        // With the structured answer, the prose is typed and the table, chart and SQL follow it.
        const typed = reply.answer ? reply.answer.answer : reply.response;
        await typeOut(typed, ms.reply, (shown) => dispatch({ type: 'reply', id: ids.ai, text: shown, answer: reply.answer, typing: true }), abort.signal);
        dispatch({ type: 'reply', id: ids.ai, text: typed, answer: reply.answer, typing: false });
        dispatch({ type: 'done' });
      } catch (error) {
        if (abort.signal.aborted) return;
        const message = error instanceof Error && error.message ? error.message : String(error);
        dispatch({ type: 'fail', thinkingId: ids.thinking, aiId: ids.ai, message });
      } finally {
        pendingRef.current = false;
      }
    })();
  }, []);

  const toggle = useCallback((id: number) => dispatch({ type: 'toggle', id }), []);
  return { state, send, toggle };
}
