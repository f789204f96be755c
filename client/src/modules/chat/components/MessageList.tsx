import { Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Markdown } from '../../../ui/Markdown';
import type { ChatMessage } from '../chat-state';
import { AnswerParts } from './AnswerParts';
import { AnswerStatusNote } from './AnswerStatusNote';
import classes from './Chat.module.css';
import { ThinkingBox } from './ThinkingBox';

interface MessageListProps {
  messages: readonly ChatMessage[];
  pending: boolean;
  showSql: boolean;
  onToggle: (id: number) => void;
  onAsk: (question: string) => void;
}

/** The conversation; it follows the newest message as text is typed out. */
export function MessageList({ messages, pending, showSql, onToggle, onAsk }: MessageListProps) {
  const list = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // Follows the bottom while the reader is there; scrolling up to read stops it until they come back down.
  const stick = useRef(true);
  const last = messages[messages.length - 1];
  const lastLength = last ? last.text.length + (last.content?.length ?? 0) : 0;
  useEffect(() => {
    const element = list.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  }, [messages.length, lastLength, pending]);
  useEffect(() => {
    const element = list.current;
    const inner = content.current;
    if (!element || !inner || typeof ResizeObserver === 'undefined') return undefined;
    // Charts and tables appear after the text and load lazily: keep following as they grow.
    const observer = new ResizeObserver(() => {
      if (stick.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  // SPEC §4: with a reply pending and no thinking box shown yet, a 'Loading...' box stands in.
  const thinkingShown = messages.some((message) => message.type === 'thinking' && (message.content ?? '') !== '');
  const waiting = pending && !thinkingShown;

  return (
    <div
      className={classes.list}
      ref={list}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      onScroll={(event) => {
        const element = event.currentTarget;
        stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
      }}
    >
      <Stack gap="md" ref={content}>
        {messages.map((message) => {
          if (message.type === 'user') {
            return (
              <div key={message.id} className={classes.user} data-message="user">
                <Text fz="sm">{message.text}</Text>
              </div>
            );
          }
          if (message.type === 'thinking') {
            return (message.content ?? '') === '' ? null : <ThinkingBox key={message.id} message={message} onToggle={onToggle} />;
          }
          if (message.hidden) return null;
          return (
            <div key={message.id} className={classes.ai} data-message="ai" data-error={message.error ? 'true' : undefined} data-status={message.answer?.status}>
              {message.answer ? <AnswerStatusNote answer={message.answer} /> : null}
              <div className={message.typing ? classes.caret : undefined}>
                {message.error ? <Text fz="sm" c="red.4">{message.text}</Text> : <Markdown text={message.text} />}
              </div>
              {message.answer && !message.typing ? <AnswerParts answer={message.answer} showSql={showSql} onAsk={onAsk} disabled={pending} /> : null}
            </div>
          );
        })}
        {waiting ? (
          <div className={classes.thinking} role="status">
            <Group gap="xs">
              <Loader size={12} />
              <Text fz="sm">Loading...</Text>
            </Group>
          </div>
        ) : null}
      </Stack>
    </div>
  );
}
