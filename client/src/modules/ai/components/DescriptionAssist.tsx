import { Alert, Button, Group } from '@mantine/core';
import { CircleAlert, ListChecks, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useSuggestText } from '../hooks/useSuggest';
import { appendCriteria } from '../suggestion-text';

interface DescriptionAssistProps {
  title: string;
  description: string;
  onDescription: (value: string) => void;
  /** SPEC §5, e.g. 'Please enter an Epic title first.' */
  titleFirstText: string;
  withCriteria?: boolean;
  disabled?: boolean;
  /** Lets the modal disable its fields while the AI works (SPEC §5). */
  onBusyChange?: (busy: boolean) => void;
}

/** AI buttons under a description: draft it from the title, or append acceptance criteria. */
export function DescriptionAssist({ title, description, onDescription, titleFirstText, withCriteria = false, disabled, onBusyChange }: DescriptionAssistProps) {
  const [suggest, loading] = useSuggestText();
  const [running, setRunning] = useState<'DESCRIPTION' | 'CRITERIA' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(kind: 'DESCRIPTION' | 'CRITERIA') {
    if (!title.trim()) {
      setError(titleFirstText);
      return;
    }
    setError(null);
    setRunning(kind);
    onBusyChange?.(true);
    const outcome = await suggest(kind, { title: title.trim(), description });
    setRunning(null);
    onBusyChange?.(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    onDescription(kind === 'DESCRIPTION' ? (outcome.items[0] ?? description) : appendCriteria(description, outcome.items));
  }

  return (
    <>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<Sparkles size={14} />}
          onClick={() => void run('DESCRIPTION')}
          loading={running === 'DESCRIPTION'}
          disabled={disabled || loading}
        >
          Suggest description
        </Button>
        {withCriteria ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<ListChecks size={14} />}
            onClick={() => void run('CRITERIA')}
            loading={running === 'CRITERIA'}
            disabled={disabled || loading}
          >
            Suggest acceptance criteria
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={16} />} p="xs">
          {error}
        </Alert>
      ) : null}
    </>
  );
}
