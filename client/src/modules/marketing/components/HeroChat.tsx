import { ActionIcon, Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { ArrowUp } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isSignedIn } from '../../../app/auth';
import { askPath, savePendingQuestion } from '../../setup/pending-question';
import classes from './Marketing.module.css';

const EXAMPLES = ['Top 5 customers by revenue', 'Leads by source this quarter', 'Which campaigns convert best?'] as const;

/**
 * The hero's chat box. A visitor is sent to register with the question kept for after sign-up; a signed-in user
 * goes straight to the dashboard, where it is asked.
 */
export function HeroChat() {
  const navigate = useNavigate();
  const [question, setQuestion] = useState('');

  function ask(text: string) {
    const trimmed = text.trim();
    if (!trimmed) return;
    if (isSignedIn()) {
      void navigate(askPath(trimmed));
      return;
    }
    savePendingQuestion(trimmed);
    void navigate('/register');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ask(question);
  }

  return (
    <div>
      <form className={classes.heroChat} onSubmit={handleSubmit} aria-label="Ask Quarry">
        <Group gap="xs" wrap="nowrap">
          <TextInput
            variant="unstyled"
            size="lg"
            px="sm"
            style={{ flex: 1 }}
            aria-label="Ask a question about your data"
            placeholder="Ask anything about your business data…"
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
          />
          <ActionIcon type="submit" size={44} radius="md" aria-label="Ask" disabled={!question.trim()}>
            <ArrowUp size={20} />
          </ActionIcon>
        </Group>
      </form>
      <Group justify="center" gap="xs" mt="md">
        <Text fz="xs" c="dimmed">
          Try:
        </Text>
        {EXAMPLES.map((example) => (
          <UnstyledButton key={example} onClick={() => setQuestion(example)}>
            <Text fz="xs" c="quarry.3" td="underline" style={{ textUnderlineOffset: 3 }}>
              {example}
            </Text>
          </UnstyledButton>
        ))}
      </Group>
    </div>
  );
}
