import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { hasErrorCode, serverMessage } from '../auth/auth-errors';

// SPEC §5, §8 and §9 texts for the project dashboard, kept verbatim in one place.
export const TEXT = {
  noTasksForProject: 'No tasks found for this project.',
  selectProject: 'Select a project to view tasks.',
  noEpics: 'No epics found for this project. Ready to add the first one?',
  noStories: 'No user stories found for this epic.',
  noSuggestions: 'No suggestions generated.',
  noTasksInColumn: 'No tasks here',

  projectNameRequired: 'Project name is required.',
  epicTitleRequired: 'Epic title is required.',
  storyTitleRequired: 'User story title is required.',
  taskTitleRequired: 'Task title is required.',
  projectContextMissing: 'Project context is missing.',
  epicContextMissing: 'Epic context is missing.',
  projectIdMissing: 'Project ID is missing.',
  authTokenMissing: 'Auth token missing.',
  authTokenNotFound: 'Authentication token not found.',

  failedFetchProjects: 'Failed to fetch projects.',
  failedFetchEpics: 'Failed fetch epics.',
  failedFetchStories: 'Failed fetch stories.',
  failedFetchTasks: 'Failed fetch tasks.',
  failedProfile: 'Failed profile fetch.',
  failedLoadStories: 'Failed to load user stories.',
  failedLoadProject: 'Failed to load project details.',
  failedCreateProject: 'Failed to create project.',
  failedUpdateProject: 'Failed to update project.',
  failedLoadEpic: 'Failed to load epic details.',
  failedCreateEpic: 'Failed to create epic.',
  failedUpdateEpic: 'Failed to update epic.',
  failedLoadStory: 'Failed to load story details.',
  failedLoadTask: 'Failed to load task details.',
  failedSaveTask: 'Failed to save task.',
  failedDeleteTask: 'Failed to delete task.',

  aiEpicTitleFirst: 'Please enter an Epic title first.',
  aiStoryTitleFirst: 'Please enter a User Story title first.',
  aiTaskTitleFirst: 'Please enter a Task title first.',
  aiProjectContextMissing: 'Project context missing.',
  aiEpicContextMissing: 'Epic context missing.',
  aiStoryContextMissing: 'User Story context missing.',
  aiSelectStoryFirst: 'Please select a User Story first.',
  aiNoDescription: "AI couldn't generate a description based on the title.",
  aiNoCriteria: "AI couldn't generate criteria based on the input.",
  aiUnparseable: "AI provided a response, but it couldn't be parsed into suggestions.",

  cannotBeUndone: 'This action cannot be undone.',
  authError: 'Authentication error.',
  authErrorOnFetch: 'Auth error on fetch',
  authErrorOnSubmit: 'Auth error on submit',
} as const;

function unauthenticated(error: unknown): boolean {
  return hasErrorCode(error, 'UNAUTHENTICATED') || (ServerError.is(error) && error.statusCode === 401);
}

/** A list that failed to load: SPEC's fallback for it, or 'Authentication error.' when the session was refused. */
export function listError(error: unknown, fallback: string): string {
  return unauthenticated(error) ? TEXT.authError : fallback;
}

/** An item a modal could not load: 'Auth error on fetch', else the server's detail, else the fallback. */
export function loadError(error: unknown, fallback: string): string {
  return unauthenticated(error) ? TEXT.authErrorOnFetch : detailOr(error, fallback);
}

/** A save a modal could not make: 'Auth error on submit', else the server's detail, else the fallback. */
export function saveError(error: unknown, fallback: string): string {
  return unauthenticated(error) ? TEXT.authErrorOnSubmit : detailOr(error, fallback);
}

/** SPEC §8: the server's detail when it sent one, else the fallback. */
export function detailOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** The server's detail, else the error's own message (for texts of the form '...: <detail or message>'). */
export function detailOrMessage(error: unknown): string {
  const detail = serverMessage(error);
  if (detail) return detail;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'Unknown error';
}

/** SPEC §8: 'Failed to create user story. Status: <code>' (or update), when the server sent no detail. */
export function storySaveError(error: unknown, mode: 'create' | 'update'): string {
  if (unauthenticated(error)) return TEXT.authErrorOnSubmit;
  const issues = fieldIssues(error);
  if (issues) return issues;
  const detail = serverMessage(error);
  if (detail) return detail;
  const status = ServerError.is(error) ? String(error.statusCode) : 'network error';
  return `Failed to ${mode} user story. Status: ${status}`;
}

/** SPEC §8: a detail that is a list is shown as '<field>: <msg>' entries joined by '; '. */
function fieldIssues(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const entries = error.errors.flatMap((entry) => {
    const issues: unknown = entry.extensions?.['issues'];
    if (!Array.isArray(issues)) return [];
    return issues.flatMap((issue: unknown) => {
      if (typeof issue !== 'object' || issue === null || !('loc' in issue) || !('msg' in issue)) return [];
      const { loc, msg } = issue;
      const field = Array.isArray(loc) ? String(loc[loc.length - 1] ?? '') : '';
      return typeof msg === 'string' ? [`${field}: ${msg}`] : [];
    });
  });
  return entries.length > 0 ? entries.join('; ') : null;
}

export function deleteFailed(thing: 'project' | 'epic' | 'user story', error: unknown): string {
  return `Failed to delete ${thing}: ${detailOrMessage(error)}`;
}

/** Enum value to the words SPEC uses: IN_PROGRESS → In Progress, TO_DO → To Do. */
export function enumLabel(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
