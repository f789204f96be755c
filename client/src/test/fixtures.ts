import type { EpicItemFragment } from '../modules/epics/graphql/epics.generated';
import type { ProjectItemFragment } from '../modules/projects/graphql/projects.generated';
import type { TaskCardFragment } from '../modules/tasks/graphql/tasks.generated';
import type { UserStoryItemFragment } from '../modules/user-stories/graphql/user-stories.generated';

// Objects as the server sends them, __typename included, so the mocked cache stores them like the real one.

export function project(id: number, name: string): ProjectItemFragment & { __typename: 'Project' } {
  return { __typename: 'Project', id, name, description: null };
}

export function epic(id: number, projectId: number, title: string): EpicItemFragment & { __typename: 'Epic' } {
  return { __typename: 'Epic', id, projectId, title, description: null, status: 'TO_DO' };
}

export function story(id: number, epicId: number, projectId: number, title: string): UserStoryItemFragment & { __typename: 'UserStory' } {
  return { __typename: 'UserStory', id, epicId, projectId, title, description: null, status: 'TO_DO' };
}

export function task(id: number, title: string, overrides: Partial<TaskCardFragment> = {}): TaskCardFragment & { __typename: 'Task' } {
  return {
    __typename: 'Task',
    id,
    title,
    description: null,
    status: 'BACKLOG',
    priority: 'MEDIUM',
    dueDate: null,
    userStoryId: null,
    projectId: 1,
    rank: 'a0',
    updatedAt: '2026-11-01T10:00:00.000Z',
    assignees: [],
    ...overrides,
  };
}
