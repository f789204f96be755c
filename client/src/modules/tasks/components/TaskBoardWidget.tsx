import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { CircleAlert, KanbanSquare, Maximize2, Plus, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { getStoredUser } from '../../../app/auth';
import { EmptyState } from '../../../ui/EmptyState';
import { WidgetCard } from '../../../ui/WidgetCard';
import { SuggestionPanel } from '../../ai/components/SuggestionPanel';
import { useSuggestionPanel } from '../../ai/hooks/useSuggestionPanel';
import { displayName } from '../../auth/display-name';
import { useDashboard } from '../../dev-dashboard/DashboardContext';
import { listError, TEXT } from '../../dev-dashboard/messages';
import { ProjectUserStoriesDocument } from '../../user-stories/graphql/user-stories.generated';
import { ProjectBoardDocument, type TaskCardFragment } from '../graphql/tasks.generated';
import { useBoardLive } from '../hooks/useBoardLive';
import { TaskBoard } from './TaskBoard';
import { TaskModal, type Person } from './TaskModal';

type ModalState = { taskId: number | null; initialTitle?: string } | null;

function assigneeName(person: TaskCardFragment['assignees'][number]): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username || person.email;
}

/** SPEC §2 Task Board widget; expands into the full-screen board titled with the project's name. */
export function TaskBoardWidget() {
  const { selectedProject, selection, viewerId, search } = useDashboard();
  const projectId = selectedProject?.id ?? null;
  const { data, loading, error, refetch } = useQuery(ProjectBoardDocument, {
    variables: { projectId: projectId ?? 0 },
    skip: projectId === null,
    fetchPolicy: 'cache-and-network',
  });
  const stories = useQuery(ProjectUserStoriesDocument, { variables: { projectId: projectId ?? 0 }, skip: projectId === null, fetchPolicy: 'cache-and-network' });
  useBoardLive(projectId);
  const [modal, setModal] = useState<ModalState>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const suggestions = useSuggestionPanel('TASKS', 'tasks');

  const storyTitles = useMemo(() => new Map((stories.data?.userStories ?? []).map((story) => [story.id, story.title])), [stories.data]);
  const board = data?.projectBoard ?? null;
  const total = board?.columns.reduce((sum, column) => sum + column.count, 0) ?? 0;

  const people = useMemo<Person[]>(() => {
    const known = new Map<number, string>();
    const me = getStoredUser();
    if (me && viewerId !== null) known.set(viewerId, `${displayName(me)} (you)`);
    for (const task of board?.columns.flatMap((column) => column.tasks) ?? []) {
      for (const person of task.assignees) if (!known.has(person.id)) known.set(person.id, assigneeName(person));
    }
    return [...known].map(([id, name]) => ({ id, name }));
  }, [board, viewerId]);

  function suggest() {
    if (selection.storyId === null) {
      suggestions.fail(TEXT.aiSelectStoryFirst);
      return;
    }
    const story = stories.data?.userStories.find((candidate) => candidate.id === selection.storyId);
    if (!story?.title.trim()) {
      suggestions.fail(TEXT.aiStoryContextMissing);
      return;
    }
    void suggestions.open({ title: story.title, description: story.description });
  }

  const openTask = (task: TaskCardFragment) => setModal({ taskId: task.id });

  return (
    <>
      <WidgetCard
        eyebrow="Task Board"
        title={selectedProject?.name ?? ''}
        labelledBy="board-widget-title"
        actions={
          <>
            <Tooltip label="Suggest tasks for the selected user story">
              <Button size="xs" variant="subtle" leftSection={<Sparkles size={14} />} onClick={suggest} loading={suggestions.loading} aria-label="Suggest tasks">
                Suggest
              </Button>
            </Tooltip>
            <Button size="xs" variant="light" leftSection={<Plus size={14} />} onClick={() => setModal({ taskId: null })} aria-label="Add task">
              Add
            </Button>
            <Tooltip label="Full-screen board">
              <Button size="xs" variant="default" leftSection={<Maximize2 size={14} />} onClick={() => setFullScreen(true)} aria-label="Open full-screen board" disabled={!board}>
                Expand
              </Button>
            </Tooltip>
          </>
        }
        banner={
          <SuggestionPanel
            title="Suggested tasks"
            state={suggestions.state}
            onClose={suggestions.close}
            onChoose={(item) => {
              suggestions.close();
              setModal({ taskId: null, initialTitle: item });
            }}
          />
        }
      >
        {loading && !board ? (
          <Group gap="sm" p="md" wrap="nowrap" aria-busy="true" aria-label="Loading tasks">
            {[0, 1, 2, 3].map((key) => (
              <Stack key={key} gap={8} style={{ flex: 1 }}>
                <Skeleton height={18} width="50%" />
                <Skeleton height={64} />
                <Skeleton height={64} />
              </Stack>
            ))}
          </Group>
        ) : null}
        {error && !board ? (
          <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={16} />} m="sm">
            <Stack gap={6} align="flex-start">
              <Text fz="sm">{listError(error, TEXT.failedFetchTasks)}</Text>
              <Button size="compact-xs" variant="default" onClick={() => void refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {board && total === 0 ? (
          <EmptyState
            message={TEXT.noTasksForProject}
            icon={<KanbanSquare size={18} />}
            action={
              <Button size="xs" variant="light" leftSection={<Plus size={14} />} onClick={() => setModal({ taskId: null })}>
                New task
              </Button>
            }
          />
        ) : null}
        {board && total > 0 ? <TaskBoard board={board} search={search} storyTitles={storyTitles} onOpenTask={openTask} height="460px" compact /> : null}
      </WidgetCard>

      <Modal
        opened={fullScreen && board !== null}
        onClose={() => setFullScreen(false)}
        fullScreen
        title={
          <Group gap="sm">
            <KanbanSquare size={20} aria-hidden />
            <Text fw={650} fz="lg">
              {board?.projectName}
            </Text>
          </Group>
        }
        styles={{ body: { padding: 0 } }}
      >
        {board ? <TaskBoard board={board} search={search} storyTitles={storyTitles} onOpenTask={openTask} height="calc(100dvh - 72px)" /> : null}
      </Modal>

      {modal ? (
        <TaskModal
          taskId={modal.taskId}
          projectId={projectId}
          defaultStoryId={selection.storyId}
          initialTitle={modal.initialTitle}
          people={people}
          onClose={() => setModal(null)}
        />
      ) : null}
    </>
  );
}
