import { Badge, Group, Text } from '@mantine/core';
import { CircleHelp, CircleSlash } from 'lucide-react';
import type { ChatAnswer } from '../chat-api';

interface AnswerStatusNoteProps {
  answer: ChatAnswer;
}

/**
 * What sits above an answer's text when the engine did not simply answer: the words it could not place, and whether
 * it is asking back or declining. Shown plainly, so a question the data cannot answer never reads as an answer.
 */
export function AnswerStatusNote({ answer }: AnswerStatusNoteProps) {
  const declined = answer.status === 'declined';
  const asking = answer.status === 'clarification';
  if (!declined && !asking && answer.unmatched.length === 0) return null;
  return (
    <Group gap={6} mb={6} wrap="wrap" data-answer-status={answer.status}>
      {declined ? (
        <Badge color="yellow" variant="light" radius="sm" leftSection={<CircleSlash size={12} aria-hidden />}>
          Not answered
        </Badge>
      ) : null}
      {asking ? (
        <Badge color="blue" variant="light" radius="sm" leftSection={<CircleHelp size={12} aria-hidden />}>
          Question back
        </Badge>
      ) : null}
      {answer.unmatched.length > 0 ? (
        <Group gap={4} wrap="wrap" role="group" aria-label="Words not understood">
          <Text fz="xs" c="dimmed">
            Not understood:
          </Text>
          {answer.unmatched.map((word, index) => (
            <Badge key={`${word}-${index}`} color="orange" variant="outline" radius="sm" tt="none" fw={500}>
              “{word}”
            </Badge>
          ))}
        </Group>
      ) : null}
    </Group>
  );
}
