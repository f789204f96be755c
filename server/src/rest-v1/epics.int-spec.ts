import { ISO_TIMESTAMP as ISO, restClient, type Row } from '../../test/rest-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addWorkspaceMember, registerUser, seedProject } from '../../test/factories';
import { WorkspaceRole } from '../modules/workspaces/workspace-role';


describe('REST /api/v1/epics (over HTTP)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterAll(() => app.close());
  const call = restClient(() => app);


  it('POST /epics/ creates an epic (201): trimmed, description null when empty, status To Do by default', async () => {
    const { owner, project } = await seedProject(app.services);
    const created = await call('POST', '/epics/', owner.token, { title: '  Checkout  ', description: '   ', project_id: project.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: 'Checkout',
      description: null,
      status: 'To Do',
      project_id: project.id,
      created_at: ISO,
      updated_at: ISO,
    });
    const read = await call('GET', `/epics/${created.body.id}`, owner.token);
    expect(read).toEqual({ status: 200, body: created.body });

    // A numeric string is accepted as project_id; the path also answers without its trailing slash.
    const onHold = await call('POST', '/epics', owner.token, { title: 'Search', description: ' Find things ', status: 'On Hold', project_id: String(project.id) });
    expect(onHold.status).toBe(201);
    expect(onHold.body).toMatchObject({ title: 'Search', description: 'Find things', status: 'On Hold', project_id: project.id });
  });

  it('PATCH /epics/{id} changes only the fields sent and ignores project_id; an empty description clears it', async () => {
    const { owner, project } = await seedProject(app.services);
    const other = await call('POST', '/projects/', owner.token, { name: 'Other' });
    const epic = await call('POST', '/epics/', owner.token, { title: 'Billing', description: 'Invoices', project_id: project.id });

    const moved = await call('PATCH', `/epics/${epic.body.id}`, owner.token, { status: 'In Progress', project_id: other.body.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ ...epic.body, status: 'In Progress', updated_at: ISO });

    const retitled = await call('PATCH', `/epics/${epic.body.id}/`, owner.token, { title: ' Payments ', description: '' });
    expect(retitled.status).toBe(200);
    expect(retitled.body).toMatchObject({ title: 'Payments', description: null, status: 'In Progress', project_id: project.id });
    expect((await call('GET', `/epics/${epic.body.id}`, owner.token)).body).toMatchObject({ title: 'Payments', description: null, status: 'In Progress' });
    expect((await call<Row[]>('GET', `/projects/${other.body.id}/epics`, owner.token)).body).toEqual([]);
  });

  it('answers blank titles and a missing project with SPEC’s 400 texts', async () => {
    const { owner, project } = await seedProject(app.services);
    for (const title of [undefined, '', '    ', null]) {
      const response = await call('POST', '/epics/', owner.token, { title, project_id: project.id });
      expect(response).toEqual({ status: 400, body: { detail: 'Epic title is required.' } });
    }
    for (const body of [{ title: 'Orphan' }, { title: 'Orphan', project_id: null }]) {
      expect(await call('POST', '/epics/', owner.token, body)).toEqual({ status: 400, body: { detail: 'Project context is missing.' } });
    }
    const epic = await call('POST', '/epics/', owner.token, { title: 'Kept', project_id: project.id });
    expect(await call('PATCH', `/epics/${epic.body.id}`, owner.token, { title: '  ' })).toEqual({ status: 400, body: { detail: 'Epic title is required.' } });
    expect((await call<Row[]>('GET', `/projects/${project.id}/epics`, owner.token)).body.map((row) => row.title)).toEqual(['Kept']);
  });

  it('answers malformed epic bodies with 422 lists that name the REST field', async () => {
    const { owner, project } = await seedProject(app.services);
    const title = await call('POST', '/epics/', owner.token, { title: 5, project_id: project.id });
    expect(title).toEqual({ status: 422, body: { detail: [{ loc: ['body', 'title'], msg: 'title must be a string', type: 'isString' }] } });

    const status = await call('POST', '/epics/', owner.token, { title: 'x', status: 'Review', project_id: project.id });
    expect(status).toEqual({
      status: 422,
      body: { detail: [{ loc: ['body', 'status'], msg: 'status must be one of: To Do, In Progress, Done, On Hold, Archived', type: 'isIn' }] },
    });

    const projectId = await call('POST', '/epics/', owner.token, { title: 'x', project_id: 'abc' });
    expect(projectId).toEqual({ status: 422, body: { detail: [{ loc: ['body', 'project_id'], msg: 'project_id must be an integer number', type: 'isInt' }] } });

    expect((await call('POST', '/epics/', owner.token, 'Checkout')).status).toBe(422);
    const epic = await call('POST', '/epics/', owner.token, { title: 'Real', project_id: project.id });
    expect((await call('PATCH', `/epics/${epic.body.id}`, owner.token, { status: 'Paused' })).status).toBe(422);
    expect((await call<Row[]>('GET', `/projects/${project.id}/epics`, owner.token)).body).toEqual([{ ...epic.body }]);
  });

  it('GET /epics/{id}/user_stories lists the epic’s stories only, oldest first', async () => {
    const { owner, project } = await seedProject(app.services);
    const epicA = await call('POST', '/epics/', owner.token, { title: 'A', project_id: project.id });
    const epicB = await call('POST', '/epics/', owner.token, { title: 'B', project_id: project.id });
    const first = await call('POST', '/user_stories/', owner.token, { title: 'first', epic_id: epicA.body.id });
    await call('POST', '/user_stories/', owner.token, { title: 'in B', epic_id: epicB.body.id });
    const second = await call('POST', '/user_stories/', owner.token, { title: 'second', epic_id: epicA.body.id });
    await call('PATCH', `/user_stories/${first.body.id}`, owner.token, { status: 'Done' });

    for (const path of [`/epics/${epicA.body.id}/user_stories`, `/epics/${epicA.body.id}/user_stories/`]) {
      const list = await call<Row[]>('GET', path, owner.token);
      expect(list.status).toBe(200);
      expect(list.body.map((row) => [row.id, row.title, row.status])).toEqual([
        [first.body.id, 'first', 'Done'],
        [second.body.id, 'second', 'To Do'],
      ]);
    }
    const empty = await call('POST', '/epics/', owner.token, { title: 'Empty', project_id: project.id });
    expect(await call('GET', `/epics/${empty.body.id}/user_stories`, owner.token)).toEqual({ status: 200, body: [] });
  });

  it('DELETE /epics/{id} deletes its stories and their tasks, but no other task', async () => {
    const { owner, project } = await seedProject(app.services);
    const doomed = await call('POST', '/epics/', owner.token, { title: 'Doomed', project_id: project.id });
    const kept = await call('POST', '/epics/', owner.token, { title: 'Kept', project_id: project.id });
    const s1 = await call('POST', '/user_stories/', owner.token, { title: 'S1', epic_id: doomed.body.id });
    const s2 = await call('POST', '/user_stories/', owner.token, { title: 'S2', epic_id: doomed.body.id });
    const s3 = await call('POST', '/user_stories/', owner.token, { title: 'S3', epic_id: kept.body.id });
    const newTask = (title: string, userStoryId: number | null) =>
      call('POST', '/tasks/', owner.token, { title, project_id: project.id, user_story_id: userStoryId });
    const t1 = await newTask('T1', s1.body.id);
    const t2 = await newTask('T2', s1.body.id);
    const t3 = await newTask('T3', s2.body.id);
    const loose = await newTask('loose', null);
    const other = await newTask('other story', s3.body.id);

    const deleted = await call('DELETE', `/epics/${doomed.body.id}`, owner.token);
    expect(deleted).toEqual({ status: 200, body: { id: doomed.body.id, deleted: { epics: 1, user_stories: 2, tasks: 3 }, unlinked_tasks: 0 } });

    expect(await call('GET', `/epics/${doomed.body.id}`, owner.token)).toEqual({ status: 404, body: { detail: 'Epic not found.' } });
    for (const story of [s1, s2]) expect((await call('GET', `/user_stories/${story.body.id}`, owner.token)).status).toBe(404);
    for (const task of [t1, t2, t3]) expect((await call('GET', `/tasks/${task.body.id}`, owner.token)).status).toBe(404);
    expect((await call('GET', `/user_stories/${s3.body.id}`, owner.token)).status).toBe(200);
    expect((await call('GET', `/tasks/${other.body.id}`, owner.token)).body).toMatchObject({ user_story_id: s3.body.id });
    const board = await call<Row[]>('GET', `/projects/${project.id}/tasks`, owner.token);
    expect(board.body.map((row) => row.id)).toEqual([loose.body.id, other.body.id]);
    expect((await call<Row[]>('GET', `/projects/${project.id}/epics`, owner.token)).body.map((row) => row.id)).toEqual([kept.body.id]);
    expect((await call('DELETE', `/epics/${doomed.body.id}`, owner.token)).status).toBe(404);
  });

  it('answers a non-numeric or unknown epic id with 404 on every route', async () => {
    const { owner } = await seedProject(app.services);
    for (const id of ['abc', '12abc', '0', '99999999999', '2147483000']) {
      for (const [method, suffix] of [['GET', ''], ['PATCH', ''], ['DELETE', ''], ['GET', '/user_stories']]) {
        const response = await call(method, `/epics/${id}${suffix}`, owner.token, method === 'PATCH' ? { title: 'x' } : undefined);
        expect([id, method, suffix, response.status, response.body]).toEqual([id, method, suffix, 404, { detail: 'Epic not found.' }]);
      }
    }
    expect(await call('POST', '/epics/', owner.token, { title: 'x', project_id: 2147483000 })).toEqual({ status: 404, body: { detail: 'Project not found.' } });
  });

  it('hides another workspace’s epics: 404 on every id route and on POST into its project', async () => {
    const { owner, project } = await seedProject(app.services);
    const epic = await call('POST', '/epics/', owner.token, { title: 'Secret', project_id: project.id });
    const stranger = await registerUser(app.services);
    const attempts: [string, string, unknown, string][] = [
      ['GET', `/epics/${epic.body.id}`, undefined, 'Epic not found.'],
      ['PATCH', `/epics/${epic.body.id}`, { title: 'Hijacked' }, 'Epic not found.'],
      ['DELETE', `/epics/${epic.body.id}`, undefined, 'Epic not found.'],
      ['GET', `/epics/${epic.body.id}/user_stories`, undefined, 'Epic not found.'],
      ['POST', '/epics/', { title: 'Planted', project_id: project.id }, 'Project not found.'],
    ];
    for (const [method, path, body, detail] of attempts) {
      const response = await call(method, path, stranger.token, body);
      expect([method, path, response.status, response.body]).toEqual([method, path, 404, { detail }]);
    }
    expect((await call<Row[]>('GET', `/projects/${project.id}/epics`, owner.token)).body).toEqual([epic.body]);
  });

  it('lets a Viewer member read epics but answers 403 to every write', async () => {
    const { owner, project, workspaceId } = await seedProject(app.services);
    const epic = await call('POST', '/epics/', owner.token, { title: 'Shared', project_id: project.id });
    await call('POST', '/user_stories/', owner.token, { title: 'Story', epic_id: epic.body.id });
    const reader = await registerUser(app.services);
    await addWorkspaceMember(app.dataSource, workspaceId, reader.user.id, WorkspaceRole.VIEWER);

    expect(await call('GET', `/epics/${epic.body.id}`, reader.token)).toEqual({ status: 200, body: epic.body });
    expect((await call<Row[]>('GET', `/epics/${epic.body.id}/user_stories`, reader.token)).body.map((row) => row.title)).toEqual(['Story']);
    const forbidden = { status: 403, body: { detail: 'Viewers can read projects but not change them.' } };
    expect(await call('POST', '/epics/', reader.token, { title: 'Mine', project_id: project.id })).toEqual(forbidden);
    expect(await call('PATCH', `/epics/${epic.body.id}`, reader.token, { title: 'Renamed' })).toEqual(forbidden);
    expect(await call('DELETE', `/epics/${epic.body.id}`, reader.token)).toEqual(forbidden);
    expect((await call<Row[]>('GET', `/projects/${project.id}/epics`, owner.token)).body).toEqual([epic.body]);
    expect((await call<Row[]>('GET', `/epics/${epic.body.id}/user_stories`, owner.token)).body).toHaveLength(1);
  });

  it('answers 401 without a token on every epic route', async () => {
    const { owner, project } = await seedProject(app.services);
    const epic = await call('POST', '/epics/', owner.token, { title: 'x', project_id: project.id });
    const attempts: [string, string, unknown?][] = [
      ['POST', '/epics/', { title: 'x', project_id: project.id }],
      ['GET', `/epics/${epic.body.id}`],
      ['PATCH', `/epics/${epic.body.id}`, { title: 'y' }],
      ['DELETE', `/epics/${epic.body.id}`],
      ['GET', `/epics/${epic.body.id}/user_stories`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(method, path, undefined, body);
      expect([method, path, response.status, response.body]).toEqual([method, path, 401, { detail: 'Not authenticated.' }]);
    }
    expect((await call('GET', `/epics/${epic.body.id}`, owner.token)).body).toMatchObject({ title: 'x' });
  });
});
