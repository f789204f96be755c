import { InputValidationError, type FieldIssue } from '../app/errors';
import type { Epic } from '../modules/epics/epic.entity';
import type { Project } from '../modules/projects/project.entity';
import type { DeletionSummary } from '../modules/projects/project.inputs';
import type { Task } from '../modules/tasks/task.entity';
import type { UserStory } from '../modules/user-stories/user-story.entity';
import { parseInput } from './validate-body';

/** SPEC §7's snake_case JSON for projects, epics, user stories and tasks, and the way back in. */

export function toRestProject(project: Project) {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    workspace_id: project.workspaceId,
    created_by_id: project.createdById,
    wip_limits: project.wipLimits.map((limit) => ({ status: limit.status, limit: limit.limit, enforcement: limit.enforcement })),
    created_at: project.createdAt,
    updated_at: project.updatedAt,
  };
}

export function toRestEpic(epic: Epic) {
  return {
    id: epic.id,
    title: epic.title,
    description: epic.description,
    status: epic.status,
    project_id: epic.projectId,
    created_at: epic.createdAt,
    updated_at: epic.updatedAt,
  };
}

export function toRestUserStory(story: UserStory) {
  return {
    id: story.id,
    title: story.title,
    description: story.description,
    status: story.status,
    epic_id: story.epicId,
    project_id: story.projectId,
    created_at: story.createdAt,
    updated_at: story.updatedAt,
  };
}

export function toRestTask(task: Task) {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    due_date: task.dueDate,
    user_story_id: task.userStoryId,
    project_id: task.projectId,
    rank: task.rank,
    assignees: task.assignees.map((assignee) => ({
      id: assignee.id,
      email: assignee.email,
      first_name: assignee.firstName,
      last_name: assignee.lastName,
      username: assignee.username,
      profile_picture_url: assignee.profilePictureUrl,
    })),
    assignee_ids: task.assignees.map((assignee) => assignee.id),
    created_at: task.createdAt,
    updated_at: task.updatedAt,
  };
}

export function toRestDeletion(summary: DeletionSummary) {
  return {
    id: summary.id,
    deleted: { epics: summary.epics, user_stories: summary.userStories, tasks: summary.tasks },
    unlinked_tasks: summary.unlinkedTasks,
  };
}

/** Path ids: anything but digits is an unknown item (404), never a 500. */
export function pathId(value: unknown, notFound: () => Error): number {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) throw notFound();
  return Number(value);
}

const INTEGER_TEXT = /^\s*-?\d+\s*$/;

/** A parent id (project_id, epic_id): numbers and numeric strings; missing stays missing so the service gives SPEC's text. */
export function parentId(value: unknown): unknown {
  if (typeof value === 'string' && INTEGER_TEXT.test(value)) return Number(value);
  return value;
}

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/** Ids are PostgreSQL integers (GraphQL's Int): a larger number is malformed input, not a database error. */
function int32(value: number, loc: (string | number)[]): number {
  if (value < INT32_MIN || value > INT32_MAX) {
    const name = loc.filter((part) => typeof part === 'string').join('.');
    throw new InputValidationError([{ loc: ['body', ...loc], msg: `${name} must be an integer between ${INT32_MIN} and ${INT32_MAX}.`, type: 'int_range' }]);
  }
  return value;
}

/** SPEC §5: user_story_id becomes an integer or null. Wrong types (booleans, objects, fractions) are left for validation. */
export function userStoryId(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'string') return typeof value === 'string' && INTEGER_TEXT.test(value) ? int32(Number(value), ['user_story_id']) : null;
  if (typeof value === 'number' && Number.isInteger(value)) return int32(value, ['user_story_id']);
  return value;
}

/** SPEC §5: assignee_ids become integers, non-numbers dropped. A present value must be a list (null clears). */
export function assigneeIds(value: unknown): number[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value)) {
    throw new InputValidationError([{ loc: ['body', 'assignee_ids'], msg: 'assignee_ids must be a list of user ids.', type: 'list_type' }]);
  }
  return value.flatMap((entry: unknown, index: number) => {
    if (typeof entry === 'number' && Number.isInteger(entry)) return [int32(entry, ['assignee_ids', index])];
    if (typeof entry === 'string' && INTEGER_TEXT.test(entry)) return [int32(Number(entry), ['assignee_ids', index])];
    return [];
  });
}

/** due_date: '' means no date; anything else is validated as YYYY-MM-DD. */
export function dueDate(value: unknown): unknown {
  return value === '' ? null : value;
}

/**
 * parseInput with REST names: `fields` maps each snake_case body key to [camelCase input key, converted value],
 * and any 422 issue points back at the REST key (loc ['body', 'due_date'], not 'dueDate').
 */
export function parseRestInput<T extends object>(InputClass: new () => T, fields: Record<string, [string, unknown]>): T {
  const values: Record<string, unknown> = {};
  const restNames: Record<string, string> = {};
  for (const [restName, [inputName, value]] of Object.entries(fields)) {
    values[inputName] = value;
    restNames[inputName] = restName;
  }
  try {
    return parseInput(InputClass, values);
  } catch (error) {
    if (!(error instanceof InputValidationError) || !error.issues) throw error;
    throw new InputValidationError(error.issues.map((issue): FieldIssue => renameLoc(issue, restNames)));
  }
}

function renameLoc(issue: FieldIssue, restNames: Record<string, string>): FieldIssue {
  const [root, field, ...rest] = issue.loc;
  if (typeof field !== 'string' || !Object.hasOwn(restNames, field)) return issue;
  const msg = issue.msg.startsWith(`${field} `) ? `${restNames[field]}${issue.msg.slice(field.length)}` : issue.msg;
  return { ...issue, loc: [root, restNames[field], ...rest], msg };
}
