import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Tooltip } from '@mantine/core';
import { BookOpen, Plus, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { WidgetCard } from '../../../ui/WidgetCard';
import { SuggestionPanel } from '../../ai/components/SuggestionPanel';
import { useSuggestionPanel } from '../../ai/hooks/useSuggestionPanel';
import { ItemRow } from '../../dev-dashboard/components/ItemRow';
import { ListBody } from '../../dev-dashboard/components/ListBody';
import { StatusBadge } from '../../dev-dashboard/components/StatusBadge';
import { matchesSearch, useDashboard } from '../../dev-dashboard/DashboardContext';
import { useConfirmDelete } from '../../dev-dashboard/hooks/useConfirmDelete';
import { deleteFailed, listError, TEXT } from '../../dev-dashboard/messages';
import { EpicsDocument } from '../../epics/graphql/epics.generated';
import { ProjectBoardDocument } from '../../tasks/graphql/tasks.generated';
import {
  DeleteUserStoryDocument,
  EpicUserStoriesDocument,
  ProjectUserStoriesDocument,
  type UserStoryItemFragment,
} from '../graphql/user-stories.generated';
import { UserStoryModal } from './UserStoryModal';

type ModalState = { storyId: number | null; initialTitle?: string } | null;

export function storyDeleteMessage(title: string): string {
  return `Are you sure you want to delete the user story "${title}"? Its tasks will be unlinked and stay on the board. ${TEXT.cannotBeUndone}`;
}

/** SPEC §2 User Stories widget, titled with the selected epic's title. */
export function UserStoriesWidget() {
  const { selection, dispatch, search } = useDashboard();
  const { projectId, epicId } = selection;
  const epics = useQuery(EpicsDocument, { variables: { projectId: projectId ?? 0 }, skip: projectId === null });
  const epic = epics.data?.epics.find((candidate) => candidate.id === epicId) ?? null;
  const { data, loading, error, refetch } = useQuery(EpicUserStoriesDocument, {
    variables: { epicId: epicId ?? 0 },
    skip: epicId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [modal, setModal] = useState<ModalState>(null);
  const suggestions = useSuggestionPanel('STORIES', 'user stories');
  const [deleteStory] = useMutation(DeleteUserStoryDocument);

  useEffect(() => {
    if (data && epicId !== null) dispatch({ type: 'storiesLoaded', epicId, ids: data.userStories.map((story) => story.id) });
  }, [data, epicId, dispatch]);

  const deletion = useConfirmDelete<UserStoryItemFragment>(
    async (story) => {
      await deleteStory({
        variables: { id: story.id },
        update(cache) {
          const without = (list: { userStories: UserStoryItemFragment[] } | null) =>
            list ? { userStories: list.userStories.filter((candidate) => candidate.id !== story.id) } : list;
          cache.updateQuery({ query: EpicUserStoriesDocument, variables: { epicId: story.epicId } }, without);
          cache.updateQuery({ query: ProjectUserStoriesDocument, variables: { projectId: story.projectId } }, without);
        },
        // Its tasks stay, unlinked: the board shows them without the story.
        refetchQueries: [ProjectBoardDocument],
      });
    },
    (_story, failure) => deleteFailed('user story', failure),
  );

  function suggest() {
    if (!epic?.title.trim()) {
      suggestions.fail(TEXT.aiEpicContextMissing);
      return;
    }
    void suggestions.open({ title: epic.title, description: epic.description });
  }

  const stories = (data?.userStories ?? []).filter((story) => matchesSearch(story.title, search));
  return (
    <>
      <WidgetCard
        eyebrow="User Stories"
        title={epic?.title ?? 'No epic selected'}
        labelledBy="stories-widget-title"
        actions={
          <>
            <Tooltip label="Suggest user stories with AI">
              <Button
                size="xs"
                variant="subtle"
                leftSection={<Sparkles size={14} />}
                onClick={suggest}
                loading={suggestions.loading}
                aria-label="Suggest user stories"
              >
                Suggest
              </Button>
            </Tooltip>
            <Tooltip label={epic ? 'New user story' : 'Choose an epic first'}>
              <Button
                size="xs"
                variant="light"
                leftSection={<Plus size={14} />}
                onClick={() => setModal({ storyId: null })}
                disabled={epicId === null}
                aria-label="Add user story"
              >
                Add
              </Button>
            </Tooltip>
          </>
        }
        banner={
          <SuggestionPanel
            title="Suggested user stories"
            state={suggestions.state}
            onClose={suggestions.close}
            onChoose={(item) => {
              suggestions.close();
              setModal({ storyId: null, initialTitle: item });
            }}
          />
        }
      >
        {epicId === null ? (
          <EmptyState message="Choose an epic to see its user stories." icon={<BookOpen size={18} />} />
        ) : (
          <ListBody
            loading={loading && !data}
            error={error && !data ? listError(error, TEXT.failedFetchStories) : null}
            onRetry={() => void refetch()}
            empty={stories.length === 0}
            emptyMessage={search.trim() && (data?.userStories.length ?? 0) > 0 ? 'No user stories match your search.' : TEXT.noStories}
            emptyIcon={<BookOpen size={18} />}
            label="User stories"
          >
            {stories.map((story) => (
              <ItemRow
                key={story.id}
                label={story.title}
                thing="user story"
                selected={story.id === selection.storyId}
                onSelect={() => dispatch({ type: 'selectStory', id: story.id === selection.storyId ? null : story.id })}
                onEdit={() => setModal({ storyId: story.id })}
                onDelete={() => deletion.request(story)}
                trailing={<StatusBadge status={story.status} />}
              />
            ))}
          </ListBody>
        )}
      </WidgetCard>

      {modal ? (
        <UserStoryModal
          storyId={modal.storyId}
          epicId={epicId}
          initialTitle={modal.initialTitle}
          onClose={() => setModal(null)}
          onSaved={(story, created) => {
            setModal(null);
            if (created) dispatch({ type: 'selectStory', id: story.id });
          }}
        />
      ) : null}
      <ConfirmModal
        {...deletion.modal}
        title="Delete user story"
        message={deletion.target ? storyDeleteMessage(deletion.target.title) : ''}
        confirmText="Delete"
        danger
      />
    </>
  );
}
