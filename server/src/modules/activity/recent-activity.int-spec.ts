import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedProject } from '../../../test/factories';
import { addMember, createTask, dataOf } from '../../../test/project-helpers';
import { TaskStatus } from '../tasks/task-status';
import { WorkspaceRole } from '../workspaces/workspace-role';

interface RecentData {
  projectName: string;
  itemType: string;
  itemTitle: string | null;
  action: string;
  field: string | null;
  newValue: string | null;
  actorId: number | null;
  actorName: string | null;
}

const RECENT = `query ($limit: Int) {
  recentActivity(limit: $limit) { id projectId projectName itemType itemId itemTitle action field oldValue newValue actorId actorName createdAt }
}`;
const CREATE_EPIC = `mutation ($input: EpicCreateInput!) { createEpic(input: $input) { id } }`;
const DELETE_TASK = `mutation ($id: Int!) { deleteTask(id: $id) }`;

describe('recentActivity (notifications)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function recent(token: string, limit?: number): Promise<RecentData[]> {
    return dataOf(await app.graphql<{ recentActivity: RecentData[] }>(RECENT, { limit }, token)).recentActivity;
  }

  it('lists the workspace’s changes newest first, one row per move, with titles and who did it', async () => {
    const { owner, workspaceId, project } = await seedProject(app.services, 'Launch');
    const analyst = await addMember(app, workspaceId, WorkspaceRole.ANALYST);
    const task = await createTask(app, owner.token, { projectId: project.id, title: 'Write copy' });
    const doomed = await createTask(app, owner.token, { projectId: project.id, title: 'Doomed' });
    dataOf(await app.graphql(CREATE_EPIC, { input: { projectId: project.id, title: 'Onboarding' } }, owner.token));
    // The analyst acts in their own (older) workspace by default; the service call names the shared one.
    const viewer = { userId: analyst.user.id, workspaceId, role: WorkspaceRole.ANALYST };
    await app.services.tasks.move(viewer, task.id, TaskStatus.IN_PROGRESS, null, null);
    await app.graphql(DELETE_TASK, { id: doomed.id }, owner.token);

    const events = await recent(owner.token);
    expect(events.map(({ itemType, itemTitle, action, field, newValue, actorId }) => ({ itemType, itemTitle, action, field, newValue, actorId }))).toEqual([
      { itemType: 'TASK', itemTitle: null, action: 'DELETED', field: null, newValue: null, actorId: owner.user.id },
      { itemType: 'TASK', itemTitle: 'Write copy', action: 'MOVED', field: 'status', newValue: 'In Progress', actorId: analyst.user.id },
      { itemType: 'EPIC', itemTitle: 'Onboarding', action: 'CREATED', field: null, newValue: null, actorId: owner.user.id },
      { itemType: 'TASK', itemTitle: null, action: 'CREATED', field: null, newValue: null, actorId: owner.user.id },
      { itemType: 'TASK', itemTitle: 'Write copy', action: 'CREATED', field: null, newValue: null, actorId: owner.user.id },
    ]);
    expect(events[1]).toMatchObject({ projectName: 'Launch', actorName: 'Test' });
    expect(await recent(owner.token, 2)).toHaveLength(2);
  });

  it('shows nothing from another workspace', async () => {
    const { owner, project } = await seedProject(app.services, 'Private');
    await createTask(app, owner.token, { projectId: project.id, title: 'Secret' });
    const stranger = await seedProject(app.services, 'Elsewhere');
    expect(await recent(stranger.owner.token)).toEqual([]);
  });
});
