import { useMutation, useQuery } from '@apollo/client/react';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, type FormEvent } from 'react';
import { getToken } from '../../../app/auth';
import { LoadState } from '../../dev-dashboard/components/LoadState';
import { ModalFooter } from '../../dev-dashboard/components/ModalFooter';
import { useWorkItemForm } from '../../dev-dashboard/hooks/useWorkItemForm';
import { loadError, saveError, TEXT } from '../../dev-dashboard/messages';
import {
  CreateProjectDocument,
  ProjectDocument,
  ProjectsDocument,
  UpdateProjectDocument,
  type ProjectItemFragment,
} from '../graphql/projects.generated';

interface ProjectModalProps {
  /** Edit mode when given, create mode otherwise. */
  project?: ProjectItemFragment | null;
  onClose: () => void;
  onSaved: (project: ProjectItemFragment, created: boolean) => void;
}

/** SPEC §2 Project modal, create and edit. Name required and trimmed; an empty description is sent as null. */
export function ProjectModal({ project = null, onClose, onSaved }: ProjectModalProps) {
  const editing = project !== null;
  const form = useWorkItemForm({ title: project?.name ?? '', description: project?.description ?? '' }, TEXT.projectNameRequired);
  // Edit mode shows the project as the server has it now, not as the list last saw it.
  const { data, loading, error } = useQuery(ProjectDocument, { variables: { id: project?.id ?? 0 }, skip: !editing, fetchPolicy: 'network-only' });
  const { reset } = form;
  useEffect(() => {
    if (data) reset({ title: data.project.name, description: data.project.description ?? '' });
  }, [data, reset]);
  const [createProject] = useMutation(CreateProjectDocument, {
    // The new project must be in the list before it is selected, or the selection would fall back to the first.
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: ProjectsDocument }, (list) => (list ? { projects: [...list.projects, data.createProject] } : list));
    },
  });
  const [updateProject] = useMutation(UpdateProjectDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.touchTitle();
    if (!form.canSubmit) return;
    if (!getToken()) {
      form.setError(TEXT.authTokenNotFound);
      return;
    }
    const input = { name: form.values.title.trim(), description: form.values.description.trim() || null };
    form.setSaving(true);
    form.setError(null);
    try {
      if (project) {
        const { data } = await updateProject({ variables: { id: project.id, input } });
        if (data) onSaved(data.updateProject, false);
      } else {
        const { data } = await createProject({ variables: { input } });
        if (data) onSaved(data.createProject, true);
      }
    } catch (failure) {
      form.setError(saveError(failure, editing ? TEXT.failedUpdateProject : TEXT.failedCreateProject));
      form.setSaving(false);
    }
  }

  return (
    <Modal opened onClose={() => !form.saving && onClose()} title={editing ? 'Edit Project' : 'New Project'} centered size="lg">
      <LoadState loading={editing && loading} error={error ? loadError(error, TEXT.failedLoadProject) : null} label="Loading project">
        <form onSubmit={(event) => void submit(event)} aria-label={editing ? 'Edit project' : 'New project'} noValidate>
          <Stack gap="sm">
            <TextInput
              size="sm"
              label="Project name"
              required
              value={form.values.title}
              onChange={(event) => form.set('title', event.currentTarget.value)}
              onBlur={form.touchTitle}
              error={form.titleError}
              disabled={form.busy}
              data-autofocus
            />
            <Textarea
              size="sm"
              label="Description"
              rows={4}
              value={form.values.description}
              onChange={(event) => form.set('description', event.currentTarget.value)}
              disabled={form.busy}
            />
            <ModalFooter
              error={form.error}
              submitLabel={editing ? 'Save Changes' : 'Create Project'}
              canSubmit={form.canSubmit}
              saving={form.saving}
              onCancel={onClose}
            />
          </Stack>
        </form>
      </LoadState>
    </Modal>
  );
}
