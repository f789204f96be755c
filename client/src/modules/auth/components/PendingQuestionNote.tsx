import { Alert } from '@mantine/core';
import { MessageSquare } from 'lucide-react';
import { readPendingQuestion } from '../../setup/pending-question';

/** Reminds a visitor who asked on the home page that their question is waiting. */
export function PendingQuestionNote() {
  const question = readPendingQuestion();
  if (!question) return null;
  return (
    <Alert variant="light" color="quarry" icon={<MessageSquare size={18} />} title="Your question is saved">
      “{question}” will be answered as soon as your account is ready.
    </Alert>
  );
}
