import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { UserStoryStatus } from '../../../gql/graphql.generated';
import { WorkItemFormModal, type WorkItemValues } from '../../dev-dashboard/components/WorkItemFormModal';
import { loadError, storySaveError, TEXT } from '../../dev-dashboard/messages';
import {
  CreateUserStoryDocument,
  EpicUserStoriesDocument,
  ProjectUserStoriesDocument,
  UpdateUserStoryDocument,
  UserStoryDocument,
  type UserStoryItemFragment,
} from '../graphql/user-stories.generated';
import { STORY_STATUSES } from '../story-status';

export const STORY_DESCRIPTION_ROWS = 6;

interface UserStoryModalProps {
  storyId?: number | null;
  epicId: number | null;
  initialTitle?: string;
  onClose: () => void;
  onSaved: (story: UserStoryItemFragment, created: boolean) => void;
}

/** SPEC §2 User Story modal (create and edit), description rows 6, with AI description and acceptance criteria. */
export function UserStoryModal({ storyId = null, epicId, initialTitle = '', onClose, onSaved }: UserStoryModalProps) {
  const editing = storyId !== null;
  const { data, loading, error } = useQuery(UserStoryDocument, { variables: { id: storyId ?? 0 }, skip: !editing, fetchPolicy: 'network-only' });
  const loaded = useMemo<WorkItemValues<UserStoryStatus> | null>(
    () => (data ? { title: data.userStory.title, description: data.userStory.description ?? '', status: data.userStory.status } : null),
    [data],
  );
  const [createStory] = useMutation(CreateUserStoryDocument, {
    update(cache, { data: created }) {
      if (!created) return;
      const story = created.createUserStory;
      cache.updateQuery({ query: EpicUserStoriesDocument, variables: { epicId: story.epicId } }, (list) =>
        list ? { userStories: [...list.userStories, story] } : list,
      );
      cache.updateQuery({ query: ProjectUserStoriesDocument, variables: { projectId: story.projectId } }, (list) =>
        list ? { userStories: [...list.userStories, story] } : list,
      );
    },
  });
  const [updateStory] = useMutation(UpdateUserStoryDocument);

  async function save(values: WorkItemValues<UserStoryStatus>): Promise<string | null> {
    const input = { title: values.title, description: values.description || null, status: values.status };
    try {
      if (storyId !== null) {
        const result = await updateStory({ variables: { id: storyId, input } });
        if (result.data) onSaved(result.data.updateUserStory, false);
        return null;
      }
      if (epicId === null) return TEXT.epicContextMissing;
      const result = await createStory({ variables: { input: { ...input, epicId } } });
      if (result.data) onSaved(result.data.createUserStory, true);
      return null;
    } catch (saveError) {
      return storySaveError(saveError, editing ? 'update' : 'create');
    }
  }

  return (
    <WorkItemFormModal
      modalTitle={editing ? 'Edit User Story' : 'New User Story'}
      titleLabel="User story title"
      descriptionRows={STORY_DESCRIPTION_ROWS}
      statuses={STORY_STATUSES}
      initial={{ title: initialTitle, description: '', status: 'TO_DO' }}
      loaded={loaded}
      loading={editing && loading}
      loadError={error ? loadError(error, TEXT.failedLoadStory) : null}
      titleRequiredText={TEXT.storyTitleRequired}
      aiTitleFirstText={TEXT.aiStoryTitleFirst}
      withCriteria
      submitLabel={editing ? 'Save Changes' : 'Create User Story'}
      onSubmit={save}
      onClose={onClose}
    />
  );
}
