import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CircleAlert, Pencil, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { getToken } from '../../../app/auth';
import type { TaskPriority, TaskStatus } from '../../../gql/graphql.generated';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { LoadState } from '../../dev-dashboard/components/LoadState';
import { ModalFooter } from '../../dev-dashboard/components/ModalFooter';
import { StatusBadge } from '../../dev-dashboard/components/StatusBadge';
import { WorkItemFields } from '../../dev-dashboard/components/WorkItemFields';
import { useWorkItemForm } from '../../dev-dashboard/hooks/useWorkItemForm';
import { detailOr, enumLabel, loadError, saveError, TEXT } from '../../dev-dashboard/messages';
import { ProjectUserStoriesDocument } from '../../user-stories/graphql/user-stories.generated';
import { withTaskPlaced, withTaskRemoved, type Board } from '../board-cache';
import {
  CreateTaskDocument,
  DeleteTaskDocument,
  ProjectBoardDocument,
  TaskDocument,
  UpdateTaskDocument,
  type TaskCardFragment,
} from '../graphql/tasks.generated';
import { PRIORITY_COLOR, TASK_PRIORITIES, TASK_STATUSES } from '../task-status';

export const TASK_DESCRIPTION_ROWS = 3;

export interface Person {
  id: number;
  name: string;
}

interface TaskValues {
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string;
  userStoryId: string | null;
  assigneeIds: string[];
}

interface TaskModalProps {
  /** An existing task opens read-only; without one the modal creates a task in edit mode. */
  taskId?: number | null;
  projectId: number | null;
  /** A new task's story: the one selected on the dashboard. */
  defaultStoryId?: number | null;
  initialTitle?: string;
  /** People who can be assigned (the viewer and anyone already assigned on the board). */
  people: readonly Person[];
  onClose: () => void;
}

function valuesOf(task: TaskCardFragment): TaskValues {
  return {
    title: task.title,
    description: task.description ?? '',
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate ?? '',
    userStoryId: task.userStoryId === null ? null : String(task.userStoryId),
    assigneeIds: task.assignees.map((person) => String(person.id)),
  };
}

/** SPEC §3: user_story_id an integer or null; assignee_ids integers with non-numbers dropped. */
function toInput(values: TaskValues) {
  const story = values.userStoryId === null ? NaN : Number.parseInt(values.userStoryId, 10);
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    status: values.status,
    priority: values.priority,
    dueDate: values.dueDate || null,
    userStoryId: Number.isInteger(story) ? story : null,
    assigneeIds: values.assigneeIds.map((id) => Number.parseInt(id, 10)).filter(Number.isInteger),
  };
}

/** SPEC §2/§4 Task modal: new tasks open in edit mode; existing ones read-only with Edit Task and Cancel Edit. */
export function TaskModal({ taskId = null, projectId, defaultStoryId = null, initialTitle = '', people, onClose }: TaskModalProps) {
  const existing = taskId !== null;
  const [editing, setEditing] = useState(!existing);
  const form = useWorkItemForm<TaskValues>(
    {
      title: initialTitle,
      description: '',
      status: 'BACKLOG',
      priority: 'MEDIUM',
      dueDate: '',
      userStoryId: defaultStoryId === null ? null : String(defaultStoryId),
      assigneeIds: [],
    },
    TEXT.taskTitleRequired,
  );
  const { data, loading, error } = useQuery(TaskDocument, { variables: { id: taskId ?? 0 }, skip: !existing, fetchPolicy: 'network-only' });
  const stories = useQuery(ProjectUserStoriesDocument, { variables: { projectId: projectId ?? 0 }, skip: projectId === null });
  const loaded = data?.task ?? null;
  const { reset } = form;
  const restore = useCallback(() => {
    if (loaded) reset(valuesOf(loaded));
  }, [loaded, reset]);
  useEffect(restore, [restore]);

  const updateBoard = (cache: ApolloCache, change: (board: Board) => Board) => {
    if (projectId === null) return;
    cache.updateQuery({ query: ProjectBoardDocument, variables: { projectId } }, (board) => (board ? { projectBoard: change(board.projectBoard) } : board));
  };
  const [createTask] = useMutation(CreateTaskDocument, {
    update: (cache, { data: answer }) => answer && updateBoard(cache, (board) => withTaskPlaced(board, answer.createTask)),
  });
  const [updateTask] = useMutation(UpdateTaskDocument, {
    update: (cache, { data: answer }) => answer && updateBoard(cache, (board) => withTaskPlaced(board, answer.updateTask)),
  });
  const [deleteTask] = useMutation(DeleteTaskDocument, {
    update: (cache, { data: answer }) => answer && updateBoard(cache, (board) => withTaskRemoved(board, answer.deleteTask)),
  });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const storyOptions = useMemo(
    () => (stories.data?.userStories ?? []).map((story) => ({ value: String(story.id), label: story.title })),
    [stories.data],
  );
  const peopleOptions = useMemo(() => {
    const known = new Map(people.map((person) => [String(person.id), person.name]));
    for (const person of loaded?.assignees ?? []) known.set(String(person.id), person.email);
    return [...known].map(([value, label]) => ({ value, label }));
  }, [people, loaded]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.touchTitle();
    if (!form.canSubmit) return;
    if (projectId === null) return form.setError(TEXT.projectIdMissing);
    if (!getToken()) return form.setError(TEXT.authTokenMissing);
    form.setError(null);
    form.setSaving(true);
    try {
      if (taskId === null) {
        await createTask({ variables: { input: { ...toInput(form.values), projectId } } });
        onClose();
        return;
      }
      const result = await updateTask({ variables: { id: taskId, input: toInput(form.values) } });
      form.setSaving(false);
      if (result.data) {
        reset(valuesOf(result.data.updateTask));
        setEditing(false);
      }
    } catch (failure) {
      form.setError(saveError(failure, TEXT.failedSaveTask));
      form.setSaving(false);
    }
  }

  async function confirmDelete() {
    if (taskId === null) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteTask({ variables: { id: taskId } });
      setConfirming(false);
      onClose();
    } catch (failure) {
      // SPEC §8: a failed task delete is shown inline in the task modal, not as an alert.
      setConfirming(false);
      setDeleting(false);
      setDeleteError(detailOr(failure, TEXT.failedDeleteTask));
    }
  }

  const busy = form.busy || deleting;
  const storyTitle = storyOptions.find((option) => option.value === form.values.userStoryId)?.label ?? null;
  const modalTitle = !existing ? 'New Task' : editing ? 'Edit Task' : 'Task details';

  return (
    <>
      <Modal opened onClose={() => !busy && onClose()} title={modalTitle} centered size="lg">
        <LoadState loading={existing && loading} error={error ? loadError(error, TEXT.failedLoadTask) : null} label="Loading task">
          {deleteError ? (
            <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />} mb="sm">
              {deleteError}
            </Alert>
          ) : null}
          {!editing && loaded ? (
            <Stack gap="md">
              <Title order={3} fz="lg">
                {form.values.title}
              </Title>
              <Group gap="xs">
                <StatusBadge status={form.values.status} />
                <Badge size="xs" variant="light" color={PRIORITY_COLOR[form.values.priority]}>
                  {enumLabel(form.values.priority)} priority
                </Badge>
              </Group>
              <Text fz="sm" c={form.values.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
                {form.values.description || 'No description.'}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <Detail label="Due date" value={form.values.dueDate || 'None'} />
                <Detail label="User story" value={storyTitle ?? 'None'} />
                <Detail
                  label="Assignees"
                  value={peopleOptions.filter((option) => form.values.assigneeIds.includes(option.value)).map((option) => option.label).join(', ') || 'Nobody'}
                />
              </SimpleGrid>
              <Group justify="space-between" mt="xs">
                <Button variant="subtle" color="red" leftSection={<Trash2 size={16} />} onClick={() => setConfirming(true)} disabled={busy}>
                  Delete Task
                </Button>
                <Group gap="sm">
                  <Button variant="default" onClick={onClose}>
                    Close
                  </Button>
                  <Button leftSection={<Pencil size={16} />} onClick={() => setEditing(true)} disabled={busy}>
                    Edit Task
                  </Button>
                </Group>
              </Group>
            </Stack>
          ) : null}
          {editing ? (
            <form onSubmit={(event) => void submit(event)} aria-label={modalTitle} noValidate>
              <Stack gap="sm">
                <WorkItemFields
                  form={form}
                  titleLabel="Task title"
                  descriptionRows={TASK_DESCRIPTION_ROWS}
                  statuses={TASK_STATUSES}
                  aiTitleFirstText={TEXT.aiTaskTitleFirst}
                  disabled={busy}
                >
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <Select
                      size="sm"
                      label="Priority"
                      data={TASK_PRIORITIES.map((value) => ({ value, label: enumLabel(value) }))}
                      value={form.values.priority}
                      onChange={(value) => {
                        const next = TASK_PRIORITIES.find((candidate) => candidate === value);
                        if (next) form.set('priority', next);
                      }}
                      allowDeselect={false}
                      disabled={busy}
                      comboboxProps={{ zIndex: 400 }}
                    />
                    <TextInput
                      size="sm"
                      label="Due date"
                      type="date"
                      value={form.values.dueDate}
                      onChange={(event) => form.set('dueDate', event.currentTarget.value)}
                      disabled={busy}
                    />
                  </SimpleGrid>
                  <Select
                    size="sm"
                    label="User story"
                    placeholder="Not linked to a story"
                    data={storyOptions}
                    value={form.values.userStoryId}
                    onChange={(value) => form.set('userStoryId', value)}
                    clearable
                    searchable
                    disabled={busy}
                    error={stories.error ? TEXT.failedLoadStories : null}
                    comboboxProps={{ zIndex: 400 }}
                  />
                  <MultiSelect
                    size="sm"
                    label="Assignees"
                    placeholder={form.values.assigneeIds.length ? undefined : 'Nobody yet'}
                    data={peopleOptions}
                    value={form.values.assigneeIds}
                    onChange={(value) => form.set('assigneeIds', value)}
                    disabled={busy}
                    comboboxProps={{ zIndex: 400 }}
                  />
                </WorkItemFields>
                <ModalFooter
                  error={form.error}
                  submitLabel={existing ? 'Save Task' : 'Create Task'}
                  canSubmit={form.canSubmit && !deleting}
                  saving={form.saving}
                  cancelLabel={existing ? 'Cancel Edit' : 'Cancel'}
                  onCancel={() => {
                    if (!existing) return onClose();
                    restore();
                    setEditing(false);
                  }}
                />
              </Stack>
            </form>
          ) : null}
        </LoadState>
      </Modal>
      <ConfirmModal
        opened={confirming}
        title="Delete task"
        message={`Are you sure you want to delete the task "${loaded?.title ?? form.values.title}"? ${TEXT.cannotBeUndone}`}
        confirmText="Delete"
        danger
        processing={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz={11} fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.05em' }}>
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </Stack>
  );
}
