import type { GraphQLContext } from '../src/app/context';
import { createLogger } from '../src/app/logger';
import { resolveViewer } from '../src/app/viewer';
import type { WorkspaceRole } from '../src/modules/workspaces/workspace-role';
import { addWorkspaceMember, registerUser, seedProject } from './factories';
import type { GraphQLResult, TestApp } from './test-app';

export const PROJECT_FIELDS = 'id name description workspaceId createdById wipLimits { status limit enforcement }';
export const EPIC_FIELDS = 'id title description status projectId';
export const STORY_FIELDS = 'id title description status epicId projectId';
export const TASK_FIELDS = 'id title description status priority dueDate userStoryId projectId rank assignees { id email }';
export const SUMMARY_FIELDS = 'id epics userStories tasks unlinkedTasks';

export interface TaskData {
  id: number;
  title: string;
  description: string | null;
  status: string;
  priority: string;
  dueDate: string | null;
  userStoryId: number | null;
  projectId: number;
  rank: string;
  assignees: { id: number; email: string }[];
}

export const CREATE_TASK = `mutation ($input: TaskCreateInput!) { createTask(input: $input) { ${TASK_FIELDS} } }`;
export const MOVE_TASK = `mutation ($id: Int!, $status: TaskStatus!, $afterId: Int, $beforeId: Int) {
  moveTask(id: $id, status: $status, afterId: $afterId, beforeId: $beforeId) { warnings task { ${TASK_FIELDS} } }
}`;
export const BOARD = `query ($projectId: Int!) {
  projectBoard(projectId: $projectId) {
    projectId projectName
    columns { status count wipLimit { status limit enforcement } tasks { id title status rank projectId assignees { id email } } }
  }
}`;

const silent = createLogger('silent');

/**
 * Runs an operation as the holder of `token` in a chosen workspace (what X-Workspace-Id does over HTTP); the
 * test app's own helper always uses the caller's oldest workspace.
 */
export async function graphqlIn<TData = Record<string, unknown>>(
  app: TestApp,
  token: string,
  workspaceId: number,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResult<TData>> {
  const viewer = await resolveViewer(app.services, `Bearer ${token}`, String(workspaceId));
  const response = await app.http.apollo.executeOperation<TData>(
    { query, variables },
    { contextValue: { viewer, services: app.services, logger: silent } satisfies GraphQLContext },
  );
  if (response.body.kind !== 'single') throw new Error('Expected a single GraphQL result');
  return { data: response.body.singleResult.data, errors: response.body.singleResult.errors };
}

/** The data of a call that must succeed; fails the test with the errors otherwise. */
export function dataOf<TData>(result: GraphQLResult<TData>): TData {
  if (result.errors?.length || !result.data) throw new Error(`unexpected GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** The one error of a call that must fail. */
export function errorOf(result: GraphQLResult<unknown>): { message: string; code: unknown } {
  expect(result.errors).toHaveLength(1);
  const [error] = result.errors!;
  return { message: error.message, code: error.extensions?.code };
}

/** A registered user added to `workspaceId` with `role` (they also own their own, older workspace). */
export async function addMember(app: TestApp, workspaceId: number, role: WorkspaceRole) {
  const user = await registerUser(app.services);
  await addWorkspaceMember(app.dataSource, workspaceId, user.user.id, role);
  return user;
}

/** An owner with a project, plus a stranger: someone with a workspace (and a project) of their own. */
export async function seedWithStranger(app: TestApp) {
  const seeded = await seedProject(app.services);
  const stranger = await seedProject(app.services, 'Elsewhere');
  return { ...seeded, stranger };
}

export async function createTask(app: TestApp, token: string, input: Record<string, unknown>): Promise<TaskData> {
  return dataOf(await app.graphql<{ createTask: TaskData }>(CREATE_TASK, { input }, token)).createTask;
}
