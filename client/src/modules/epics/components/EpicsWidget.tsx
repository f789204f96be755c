import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Text, Tooltip } from '@mantine/core';
import { Layers, Plus, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { WidgetCard } from '../../../ui/WidgetCard';
import { SuggestionPanel } from '../../ai/components/SuggestionPanel';
import { useSuggestionPanel } from '../../ai/hooks/useSuggestionPanel';
import { ItemRow } from '../../dev-dashboard/components/ItemRow';
import { ListBody } from '../../dev-dashboard/components/ListBody';
import { StatusBadge } from '../../dev-dashboard/components/StatusBadge';
import { matchesSearch, useDashboard } from '../../dev-dashboard/DashboardContext';
import { useConfirmDelete } from '../../dev-dashboard/hooks/useConfirmDelete';
import { deleteFailed, listError, TEXT } from '../../dev-dashboard/messages';
import { ProjectBoardDocument } from '../../tasks/graphql/tasks.generated';
import { ProjectUserStoriesDocument } from '../../user-stories/graphql/user-stories.generated';
import { DeleteEpicDocument, EpicsDocument, type EpicItemFragment } from '../graphql/epics.generated';
import { EpicModal } from './EpicModal';

type ModalState = { epicId: number | null; initialTitle?: string } | null;

export function epicDeleteMessage(title: string): string {
  return `Are you sure you want to delete the epic "${title}"? All of its user stories and their tasks will be deleted. ${TEXT.cannotBeUndone}`;
}

/** SPEC §2 Epics widget, titled with the project's name. */
export function EpicsWidget() {
  const { selectedProject, selection, dispatch, search } = useDashboard();
  const projectId = selectedProject?.id ?? null;
  const { data, loading, error, refetch } = useQuery(EpicsDocument, {
    variables: { projectId: projectId ?? 0 },
    skip: projectId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [modal, setModal] = useState<ModalState>(null);
  const suggestions = useSuggestionPanel('EPICS', 'epics');
  const [deleteEpic] = useMutation(DeleteEpicDocument);

  useEffect(() => {
    if (data && projectId !== null) dispatch({ type: 'epicsLoaded', projectId, ids: data.epics.map((epic) => epic.id) });
  }, [data, projectId, dispatch]);

  const deletion = useConfirmDelete<EpicItemFragment>(
    async (epic) => {
      await deleteEpic({
        variables: { id: epic.id },
        update(cache) {
          cache.updateQuery({ query: EpicsDocument, variables: { projectId: epic.projectId } }, (list) =>
            list ? { epics: list.epics.filter((candidate) => candidate.id !== epic.id) } : list,
          );
        },
        // Its stories and their tasks went with it.
        refetchQueries: [ProjectBoardDocument, ProjectUserStoriesDocument],
      });
    },
    (_epic, failure) => deleteFailed('epic', failure),
  );

  function suggest() {
    if (!selectedProject?.name.trim()) {
      suggestions.fail(TEXT.aiProjectContextMissing);
      return;
    }
    void suggestions.open({ title: selectedProject.name, description: selectedProject.description });
  }

  const epics = (data?.epics ?? []).filter((epic) => matchesSearch(epic.title, search));
  return (
    <>
      <WidgetCard
        eyebrow="Epics"
        title={selectedProject?.name ?? ''}
        labelledBy="epics-widget-title"
        actions={
          <>
            <Tooltip label="Suggest epics with AI">
              <Button size="xs" variant="subtle" leftSection={<Sparkles size={14} />} onClick={suggest} loading={suggestions.loading} aria-label="Suggest epics">
                Suggest
              </Button>
            </Tooltip>
            <Button size="xs" variant="light" leftSection={<Plus size={14} />} onClick={() => setModal({ epicId: null })} aria-label="Add epic">
              Add
            </Button>
          </>
        }
        banner={
          <SuggestionPanel
            title="Suggested epics"
            state={suggestions.state}
            onClose={suggestions.close}
            onChoose={(item) => {
              suggestions.close();
              setModal({ epicId: null, initialTitle: item });
            }}
          />
        }
      >
        <ListBody
          loading={loading && !data}
          error={error && !data ? listError(error, TEXT.failedFetchEpics) : null}
          onRetry={() => void refetch()}
          empty={epics.length === 0}
          emptyMessage={search.trim() && (data?.epics.length ?? 0) > 0 ? 'No epics match your search.' : TEXT.noEpics}
          emptyIcon={<Layers size={18} />}
          label="Epics"
        >
          {epics.map((epic) => (
            <ItemRow
              key={epic.id}
              label={epic.title}
              thing="epic"
              selected={epic.id === selection.epicId}
              onSelect={() => dispatch({ type: 'selectEpic', id: epic.id })}
              onEdit={() => setModal({ epicId: epic.id })}
              onDelete={() => deletion.request(epic)}
              trailing={<StatusBadge status={epic.status} />}
            />
          ))}
        </ListBody>
        {data && data.epics.length > 0 && selection.epicId === null ? (
          <Text fz="xs" c="dimmed" px="md" pb="sm">
            Choose an epic to see its user stories.
          </Text>
        ) : null}
      </WidgetCard>

      {modal ? (
        <EpicModal
          epicId={modal.epicId}
          projectId={projectId}
          initialTitle={modal.initialTitle}
          onClose={() => setModal(null)}
          onSaved={(epic, created) => {
            setModal(null);
            if (created) dispatch({ type: 'selectEpic', id: epic.id });
          }}
        />
      ) : null}
      <ConfirmModal
        {...deletion.modal}
        title="Delete epic"
        message={deletion.target ? epicDeleteMessage(deletion.target.title) : ''}
        confirmText="Delete"
        danger
      />
    </>
  );
}
