import { useQuery } from '@apollo/client/react';
import { Button, Chip, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { SetupGoalSuggestionsDocument } from '../graphql/setup.generated';
import type { KeyboardEvent } from 'react';

interface GoalsStepProps {
  goals: string;
  onChange: (goals: string) => void;
  onBack: () => void;
  onFinish: () => void;
  saving: boolean;
  error: string | null;
}

/** The wizard's goals step: free text, six clickable suggestions, Back and Finish Setup (Enter submits). */
export function GoalsStep({ goals, onChange, onBack, onFinish, saving, error }: GoalsStepProps) {
  // SPEC §9's six suggestions, from the server that turns goals into suggested questions.
  const { data } = useQuery(SetupGoalSuggestionsDocument);
  const canFinish = goals.trim() !== '' && !saving;
  const chosen = (suggestion: string) => goals.toLowerCase().includes(suggestion);

  function toggle(suggestion: string) {
    if (chosen(suggestion)) {
      onChange(
        goals
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && part.toLowerCase() !== suggestion)
          .join(', '),
      );
      return;
    }
    onChange(goals.trim() ? `${goals.trim().replace(/,$/, '')}, ${suggestion}` : suggestion);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canFinish) onFinish();
    }
  }

  return (
    <Stack gap="md">
      <Textarea
        label="What do you want to achieve with Quarry?"
        description="Your goals shape the questions Quarry suggests. Press Enter to finish, Shift+Enter for a new line."
        placeholder="e.g. understand which campaigns bring our best customers"
        autosize
        minRows={3}
        maxRows={6}
        value={goals}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        error={error}
        disabled={saving}
        data-autofocus
      />
      <div>
        <Text fz="sm" c="dimmed" mb={8}>
          Or pick from common goals:
        </Text>
        <Group gap="xs">
          {data ? null : <Skeleton height={30} width="70%" radius="xl" />}
          {(data?.goalSuggestions ?? []).map((suggestion) => (
            <Chip key={suggestion} checked={chosen(suggestion)} onChange={() => toggle(suggestion)} variant="outline" disabled={saving}>
              {suggestion}
            </Chip>
          ))}
        </Group>
      </div>
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={onBack} disabled={saving}>
          Back
        </Button>
        <Button onClick={onFinish} disabled={!canFinish} loading={saving}>
          Finish Setup
        </Button>
      </Group>
    </Stack>
  );
}
