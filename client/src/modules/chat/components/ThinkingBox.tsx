import { Group, Text, UnstyledButton } from '@mantine/core';
import { Brain, ChevronDown, ChevronUp } from 'lucide-react';
import { collapsedText, isCollapsible, type ChatMessage } from '../chat-state';
import classes from './Chat.module.css';

interface ThinkingBoxProps {
  message: ChatMessage;
  onToggle: (id: number) => void;
}

/** The plan in words, typed out; over 100 characters it folds to 4 lines and an ellipsis. */
export function ThinkingBox({ message, onToggle }: ThinkingBoxProps) {
  const content = message.content ?? '';
  const collapsible = isCollapsible(content) && !message.typing;
  const shown = collapsible && message.collapsed ? collapsedText(content) : content;
  return (
    <div className={classes.thinking} data-message="thinking" aria-label="Thinking">
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Brain size={14} aria-hidden />
          <Text fz="xs" fw={600} tt="uppercase" style={{ letterSpacing: '0.05em' }}>
            Thinking
          </Text>
        </Group>
        {collapsible ? (
          <UnstyledButton onClick={() => onToggle(message.id)} aria-expanded={!message.collapsed} fz="xs" c="dimmed">
            <Group gap={2} wrap="nowrap">
              {message.collapsed ? 'Expand' : 'Collapse'}
              {message.collapsed ? <ChevronDown size={14} aria-hidden /> : <ChevronUp size={14} aria-hidden />}
            </Group>
          </UnstyledButton>
        ) : null}
      </Group>
      <pre className={`${classes.thinkingText} ${message.typing ? classes.caret : ''}`} data-thinking-text>
        {shown}
      </pre>
    </div>
  );
}
