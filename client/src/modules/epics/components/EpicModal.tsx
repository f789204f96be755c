import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { EpicStatus } from '../../../gql/graphql.generated';
import { WorkItemFormModal, type WorkItemValues } from '../../dev-dashboard/components/WorkItemFormModal';
import { loadError, saveError, TEXT } from '../../dev-dashboard/messages';
import { EPIC_STATUSES } from '../epic-status';
import { CreateEpicDocument, EpicDocument, EpicsDocument, UpdateEpicDocument, type EpicItemFragment } from '../graphql/epics.generated';

export const EPIC_DESCRIPTION_ROWS = 4;

interface EpicModalProps {
  /** Edit mode when given. */
  epicId?: number | null;
  projectId: number | null;
  /** A chosen AI suggestion fills the title of a new epic. */
  initialTitle?: string;
  onClose: () => void;
  onSaved: (epic: EpicItemFragment, created: boolean) => void;
}

/** SPEC §2 Epic modal (create and edit), description rows 4. */
export function EpicModal({ epicId = null, projectId, initialTitle = '', onClose, onSaved }: EpicModalProps) {
  const editing = epicId !== null;
  const { data, loading, error } = useQuery(EpicDocument, { variables: { id: epicId ?? 0 }, skip: !editing, fetchPolicy: 'network-only' });
  const loaded = useMemo<WorkItemValues<EpicStatus> | null>(
    () => (data ? { title: data.epic.title, description: data.epic.description ?? '', status: data.epic.status } : null),
    [data],
  );
  const [createEpic] = useMutation(CreateEpicDocument, {
    update(cache, { data: created }) {
      if (!created) return;
      cache.updateQuery({ query: EpicsDocument, variables: { projectId: created.createEpic.projectId } }, (list) =>
        list ? { epics: [...list.epics, created.createEpic] } : list,
      );
    },
  });
  const [updateEpic] = useMutation(UpdateEpicDocument);

  async function save(values: WorkItemValues<EpicStatus>): Promise<string | null> {
    const input = { title: values.title, description: values.description || null, status: values.status };
    try {
      if (epicId !== null) {
        const result = await updateEpic({ variables: { id: epicId, input } });
        if (result.data) onSaved(result.data.updateEpic, false);
        return null;
      }
      if (projectId === null) return TEXT.projectContextMissing;
      const result = await createEpic({ variables: { input: { ...input, projectId } } });
      if (result.data) onSaved(result.data.createEpic, true);
      return null;
    } catch (failure) {
      return saveError(failure, editing ? TEXT.failedUpdateEpic : TEXT.failedCreateEpic);
    }
  }

  return (
    <WorkItemFormModal
      modalTitle={editing ? 'Edit Epic' : 'New Epic'}
      titleLabel="Epic title"
      descriptionRows={EPIC_DESCRIPTION_ROWS}
      statuses={EPIC_STATUSES}
      initial={{ title: initialTitle, description: '', status: 'TO_DO' }}
      loaded={loaded}
      loading={editing && loading}
      loadError={error ? loadError(error, TEXT.failedLoadEpic) : null}
      titleRequiredText={TEXT.epicTitleRequired}
      aiTitleFirstText={TEXT.aiEpicTitleFirst}
      submitLabel={editing ? 'Save Changes' : 'Create Epic'}
      onSubmit={save}
      onClose={onClose}
    />
  );
}
