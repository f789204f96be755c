import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import type { TaskStatus } from '../../../gql/graphql.generated';
import { hasErrorCode } from '../../auth/auth-errors';
import { detailOrMessage, enumLabel } from '../../dev-dashboard/messages';
import { optimisticRank, withTaskPlaced } from '../board-cache';
import { MoveTaskDocument, ProjectBoardDocument, type TaskCardFragment } from '../graphql/tasks.generated';

/** Past this length the server may have re-keyed neighbours the client cannot see: reload the board. */
const LONG_RANK = 20;

export interface MoveRequest {
  task: TaskCardFragment;
  status: TaskStatus;
  after: TaskCardFragment | null;
  before: TaskCardFragment | null;
}

/**
 * Moves a card at once (optimistic) and persists it with moveTask. A refused move (hard WIP limit, network
 * error) rolls the optimistic board back, so the card snaps back, and a notification says why.
 */
export function useMoveTask(projectId: number) {
  const [mutate, { client }] = useMutation(MoveTaskDocument);

  return useCallback(
    async ({ task, status, after, before }: MoveRequest): Promise<boolean> => {
      const moved = { ...task, status, rank: optimisticRank(after?.rank ?? null, before?.rank ?? null) };
      const result = { __typename: 'MoveTaskResult' as const, warnings: [], task: moved };
      try {
        const { data } = await mutate({
          variables: { id: task.id, status, afterId: after?.id ?? null, beforeId: before?.id ?? null },
          optimisticResponse: { moveTask: result },
          update(cache, { data: answer }) {
            if (!answer) return;
            cache.updateQuery({ query: ProjectBoardDocument, variables: { projectId } }, (board) =>
              board ? { projectBoard: withTaskPlaced(board.projectBoard, answer.moveTask.task) } : board,
            );
          },
        });
        for (const warning of data?.moveTask.warnings ?? []) {
          notifications.show({ color: 'yellow', title: 'Over the WIP limit', message: warning });
        }
        if ((data?.moveTask.task.rank.length ?? 0) > LONG_RANK) {
          void client.refetchQueries({ include: [ProjectBoardDocument] });
        }
        return true;
      } catch (error) {
        const refused = hasErrorCode(error, 'CONFLICT');
        notifications.show({
          color: 'red',
          title: refused ? `Can't move to ${enumLabel(status)}` : 'The task could not be moved',
          message: refused ? detailOrMessage(error) : `${detailOrMessage(error)} It was put back where it was.`,
        });
        return false;
      }
    },
    [mutate, client, projectId],
  );
}
