import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ArrowRight, CircleCheck, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { SuggestedQuestionsDocument } from '../graphql/setup.generated';
import { askPath, clearPendingQuestion } from '../pending-question';
import classes from './SetupWizard.module.css';

/** The wizard's last screen: questions shaped by the goals, and the visitor's saved question if there was one. */
export function FinishStep({ pendingQuestion }: { pendingQuestion: string | null }) {
  const { data, loading } = useQuery(SuggestedQuestionsDocument, { variables: { limit: 6 }, fetchPolicy: 'network-only' });
  const questions = data?.suggestedQuestions ?? [];
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" color="teal" variant="light" aria-hidden>
          <CircleCheck size={24} />
        </ThemeIcon>
        <div>
          <Title order={2} fz="xl">
            You’re all set!
          </Title>
          <Text c="dimmed" fz="sm">
            Your goals are saved. Here are questions your data can answer right now.
          </Text>
        </div>
      </Group>
      {pendingQuestion ? (
        <Alert variant="light" icon={<MessageSquare size={18} />} title="Your question from the home page">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">“{pendingQuestion}”</Text>
            <Button size="xs" component={Link} to={askPath(pendingQuestion)} onClick={clearPendingQuestion}>
              Ask it now
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Stack gap="xs" aria-label="Suggested questions">
        {loading ? (
          <>
            <Skeleton height={46} radius="md" />
            <Skeleton height={46} radius="md" />
            <Skeleton height={46} radius="md" />
          </>
        ) : questions.length === 0 ? (
          <Text c="dimmed" fz="sm">
            Add a data source to get suggested questions.
          </Text>
        ) : (
          questions.map((item) => (
            <Link key={`${item.sourceId}-${item.question}`} to={askPath(item.question)} className={classes.question}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fz="sm" fw={500}>
                  {item.question}
                </Text>
                <Group gap={6} wrap="nowrap">
                  {item.theme ? (
                    <Badge size="xs" variant="light">
                      {item.theme}
                    </Badge>
                  ) : null}
                  <ArrowRight size={14} />
                </Group>
              </Group>
            </Link>
          ))
        )}
      </Stack>
      <Group justify="flex-end">
        <Button component={Link} to="/dashboard" rightSection={<ArrowRight size={16} />}>
          Go to dashboard
        </Button>
      </Group>
    </Stack>
  );
}
