import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { ProjectsDocument } from '../../projects/graphql/projects.generated';
import { EpicsDocument } from '../../epics/graphql/epics.generated';
import { EpicUserStoriesDocument, ProjectUserStoriesDocument } from '../../user-stories/graphql/user-stories.generated';
import { TAB_ID } from '../../../app/tab-id';
import { withTaskPlaced, withTaskRemoved } from '../board-cache';
import { BoardChangedDocument, ProjectBoardDocument } from '../graphql/tasks.generated';

/** Which lists to reload when someone else changes a story, an epic or the project. */
const REFETCH: Partial<Record<string, DocumentNode[]>> = {
  USER_STORY_CREATED: [EpicUserStoriesDocument, ProjectUserStoriesDocument],
  USER_STORY_UPDATED: [EpicUserStoriesDocument, ProjectUserStoriesDocument],
  USER_STORY_DELETED: [EpicUserStoriesDocument, ProjectUserStoriesDocument, ProjectBoardDocument],
  EPIC_CREATED: [EpicsDocument],
  EPIC_UPDATED: [EpicsDocument],
  EPIC_DELETED: [EpicsDocument, EpicUserStoriesDocument, ProjectUserStoriesDocument, ProjectBoardDocument],
  PROJECT_UPDATED: [ProjectsDocument, ProjectBoardDocument],
  PROJECT_DELETED: [ProjectsDocument],
};

/**
 * Applies board changes made elsewhere (boardChanged) to the cache, so they show without a reload: other people's,
 * and the viewer's own from another tab or through the API. This tab's own changes are already applied by their
 * mutations, so their echo is skipped (originTab).
 */
export function useBoardLive(projectId: number | null): void {
  const client = useApolloClient();
  useSubscription(BoardChangedDocument, {
    variables: { projectId: projectId ?? 0 },
    skip: projectId === null,
    onData: ({ data }) => {
      const event = data.data?.boardChanged;
      if (!event || projectId === null || event.originTab === TAB_ID) return;
      const { task } = event;
      if (task && event.kind !== 'TASK_DELETED') {
        client.cache.updateQuery({ query: ProjectBoardDocument, variables: { projectId } }, (board) =>
          board ? { projectBoard: withTaskPlaced(board.projectBoard, task) } : board,
        );
        return;
      }
      if (event.kind === 'TASK_DELETED') {
        client.cache.updateQuery({ query: ProjectBoardDocument, variables: { projectId } }, (board) =>
          board ? { projectBoard: withTaskRemoved(board.projectBoard, event.itemId) } : board,
        );
        return;
      }
      const include = REFETCH[event.kind];
      if (include) void client.refetchQueries({ include });
    },
  });
}
