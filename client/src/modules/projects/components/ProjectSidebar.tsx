import { useMutation } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Group, ScrollArea, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { CircleAlert, FolderKanban, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { useDashboard } from '../../dev-dashboard/DashboardContext';
import { ItemRow } from '../../dev-dashboard/components/ItemRow';
import { useConfirmDelete } from '../../dev-dashboard/hooks/useConfirmDelete';
import { deleteFailed, listError, TEXT } from '../../dev-dashboard/messages';
import { DeleteProjectDocument, ProjectsDocument, type ProjectItemFragment } from '../graphql/projects.generated';
import { ProjectModal } from './ProjectModal';

type ModalState = { mode: 'create' } | { mode: 'edit'; project: ProjectItemFragment } | null;

export function projectDeleteMessage(name: string): string {
  return `Are you sure you want to delete the project "${name}"? All of its epics, user stories and tasks will be deleted. ${TEXT.cannotBeUndone}`;
}

/** SPEC §2 sidebar: My Projects, with add, and edit and delete on hover or keyboard focus. */
export function ProjectSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { projects, projectsLoading, projectsError, refetchProjects, selection, dispatch } = useDashboard();
  const [modal, setModal] = useState<ModalState>(null);
  const [deleteProject] = useMutation(DeleteProjectDocument);

  const deletion = useConfirmDelete<ProjectItemFragment>(
    async (project) => {
      await deleteProject({
        variables: { id: project.id },
        // Removing it from the list makes the selection fall to the first remaining project (SPEC §4).
        update(cache) {
          cache.updateQuery({ query: ProjectsDocument }, (list) =>
            list ? { projects: list.projects.filter((candidate) => candidate.id !== project.id) } : list,
          );
        },
      });
    },
    (_project, error) => deleteFailed('project', error),
  );

  return (
    <Stack gap="xs" h="100%">
      <Group justify="space-between" px="xs" pt="xs" wrap="nowrap">
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }} id="my-projects-heading">
          My Projects
        </Text>
        <Tooltip label="New project">
          <ActionIcon variant="light" size="md" onClick={() => setModal({ mode: 'create' })} aria-label="Add project">
            <Plus size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ScrollArea style={{ flex: 1 }} offsetScrollbars type="auto">
        {projectsLoading ? (
          <Stack gap={6} px="xs" aria-busy="true" aria-label="Loading projects">
            <Skeleton height={34} />
            <Skeleton height={34} />
            <Skeleton height={34} />
          </Stack>
        ) : null}
        {!projectsLoading && projectsError ? (
          <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={16} />} mx="xs" p="xs">
            <Stack gap={6} align="flex-start">
              <Text fz="sm">{listError(projectsError, TEXT.failedFetchProjects)}</Text>
              <Button size="compact-xs" variant="default" onClick={refetchProjects}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {!projectsLoading && !projectsError && projects.length === 0 ? (
          <EmptyState
            compact
            icon={<FolderKanban size={18} />}
            message="No projects yet. Create one to start planning."
            action={
              <Button size="xs" variant="light" leftSection={<Plus size={14} />} onClick={() => setModal({ mode: 'create' })}>
                New project
              </Button>
            }
          />
        ) : null}
        {projects.length > 0 ? (
          <Stack gap={2} component="ul" m={0} p={0} px={4} aria-labelledby="my-projects-heading">
            {projects.map((project) => (
              <ItemRow
                key={project.id}
                label={project.name}
                thing="project"
                selected={project.id === selection.projectId}
                onSelect={() => {
                  dispatch({ type: 'selectProject', id: project.id });
                  onNavigate?.();
                }}
                onEdit={() => setModal({ mode: 'edit', project })}
                onDelete={() => deletion.request(project)}
                leading={
                  <ThemeIcon size={22} radius="sm" variant="light" color={project.id === selection.projectId ? 'quarry' : 'gray'} aria-hidden>
                    <FolderKanban size={13} />
                  </ThemeIcon>
                }
              />
            ))}
          </Stack>
        ) : null}
      </ScrollArea>

      {modal ? (
        <ProjectModal
          project={modal.mode === 'edit' ? modal.project : null}
          onClose={() => setModal(null)}
          onSaved={(project, created) => {
            setModal(null);
            if (created) {
              dispatch({ type: 'selectProject', id: project.id });
              onNavigate?.();
            }
          }}
        />
      ) : null}
      <ConfirmModal
        {...deletion.modal}
        title="Delete project"
        message={deletion.target ? projectDeleteMessage(deletion.target.name) : ''}
        confirmText="Delete"
        danger
      />
    </Stack>
  );
}
