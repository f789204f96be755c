import { ISO_TIMESTAMP as ISO, restClient, type Row } from '../../test/rest-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addWorkspaceMember, registerUser, seedProject } from '../../test/factories';
import { WorkspaceRole } from '../modules/workspaces/workspace-role';


describe('REST /api/v1/projects (over HTTP)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterAll(() => app.close());
  const call = restClient(() => app);


  it('POST /projects/ creates a project (201) with SPEC’s snake_case shape, trimmed, empty description as null', async () => {
    const { owner, workspaceId } = await seedProject(app.services);
    const created = await call('POST', '/projects/', owner.token, { name: '  Hermes  ', description: '' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Hermes',
      description: null,
      workspace_id: workspaceId,
      created_by_id: owner.user.id,
      wip_limits: [],
      created_at: ISO,
      updated_at: ISO,
    });

    const read = await call('GET', `/projects/${created.body.id}`, owner.token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const withDescription = await call('POST', '/projects', owner.token, { name: 'Iris', description: '  Rainbow work  ' });
    expect(withDescription.status).toBe(201);
    expect(withDescription.body).toMatchObject({ name: 'Iris', description: 'Rainbow work' });
  });

  it('GET /projects/ lists the workspace’s projects oldest first, with or without the trailing slash', async () => {
    const { owner, project } = await seedProject(app.services, 'First');
    const second = await call('POST', '/projects/', owner.token, { name: 'Second' });
    const third = await call('POST', '/projects/', owner.token, { name: 'Third' });
    // Touching the first must not move it: the order is by creation, not by last change.
    await call('PATCH', `/projects/${project.id}`, owner.token, { description: 'touched' });

    for (const path of ['/projects/', '/projects']) {
      const list = await call<Row[]>('GET', path, owner.token);
      expect(list.status).toBe(200);
      expect(list.body.map((row) => [row.id, row.name])).toEqual([
        [project.id, 'First'],
        [second.body.id, 'Second'],
        [third.body.id, 'Third'],
      ]);
    }
    const other = await registerUser(app.services);
    const otherList = await call<Row[]>('GET', '/projects/', other.token);
    expect(otherList.body).toEqual([]);
  });

  it('PATCH /projects/{id} changes only the fields sent; an empty description clears it', async () => {
    const { owner, project } = await seedProject(app.services, 'Apollo');
    const described = await call('PATCH', `/projects/${project.id}`, owner.token, { description: 'Moon shot' });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ id: project.id, name: 'Apollo', description: 'Moon shot' });

    const renamed = await call('PATCH', `/projects/${project.id}/`, owner.token, { name: '  Artemis ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Artemis', description: 'Moon shot' });

    const cleared = await call('PATCH', `/projects/${project.id}`, owner.token, { description: '' });
    expect(cleared.body).toMatchObject({ name: 'Artemis', description: null });
    expect((await call('GET', `/projects/${project.id}`, owner.token)).body).toMatchObject({ name: 'Artemis', description: null });
  });

  it('answers a blank or missing project name with SPEC’s 400 text, on create and on update', async () => {
    const { owner, project } = await seedProject(app.services, 'Kept');
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: null, description: 'x' }]) {
      const response = await call('POST', '/projects/', owner.token, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: 'Project name is required.' });
    }
    const update = await call('PATCH', `/projects/${project.id}`, owner.token, { name: ' \t ' });
    expect(update.status).toBe(400);
    expect(update.body).toEqual({ detail: 'Project name is required.' });
    expect((await call('GET', `/projects/${project.id}`, owner.token)).body).toMatchObject({ name: 'Kept' });
    expect((await call<Row[]>('GET', '/projects/', owner.token)).body).toHaveLength(1);
  });

  it('answers malformed bodies with 422 and a detail list naming the REST field', async () => {
    const { owner, project } = await seedProject(app.services);
    const wrongType = await call('POST', '/projects/', owner.token, { name: 5 });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body).toEqual({ detail: [{ loc: ['body', 'name'], msg: 'name must be a string', type: 'isString' }] });

    const notObject = await call('POST', '/projects/', owner.token, ['Apollo']);
    expect(notObject.status).toBe(422);
    expect(notObject.body).toEqual({ detail: [{ loc: ['body'], msg: 'The request body must be a JSON object.', type: 'model_type' }] });

    const badDescription = await call('PATCH', `/projects/${project.id}`, owner.token, { description: { text: 'x' } });
    expect(badDescription.status).toBe(422);
    expect(badDescription.body).toEqual({ detail: [{ loc: ['body', 'description'], msg: 'description must be a string', type: 'isString' }] });
    expect((await call('GET', `/projects/${project.id}`, owner.token)).body).toMatchObject({ description: null });

    const notJson = await fetch(`${app.baseUrl}/api/v1/projects/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: '{"name":',
    });
    expect(notJson.status).toBe(422);
  });

  it('DELETE /projects/{id} removes its epics, stories and tasks and reports the counts', async () => {
    const { owner, project } = await seedProject(app.services, 'Doomed');
    const keep = await call('POST', '/projects/', owner.token, { name: 'Survivor' });
    const epicA = await call('POST', '/epics/', owner.token, { title: 'A', project_id: project.id });
    const epicB = await call('POST', '/epics/', owner.token, { title: 'B', project_id: project.id });
    const story1 = await call('POST', '/user_stories/', owner.token, { title: 'S1', epic_id: epicA.body.id });
    const story2 = await call('POST', '/user_stories/', owner.token, { title: 'S2', epic_id: epicA.body.id });
    const story3 = await call('POST', '/user_stories/', owner.token, { title: 'S3', epic_id: epicB.body.id });
    const tasks = await Promise.all(
      [story1.body.id, story2.body.id, null].map((userStoryId, index) =>
        call('POST', '/tasks/', owner.token, { title: `T${index}`, project_id: project.id, user_story_id: userStoryId }),
      ),
    );
    const keptEpic = await call('POST', '/epics/', owner.token, { title: 'Other', project_id: keep.body.id });
    const keptTask = await call('POST', '/tasks/', owner.token, { title: 'Other task', project_id: keep.body.id });

    const deleted = await call('DELETE', `/projects/${project.id}`, owner.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: project.id, deleted: { epics: 2, user_stories: 3, tasks: 3 }, unlinked_tasks: 0 });

    expect(await call('GET', `/projects/${project.id}`, owner.token)).toEqual({ status: 404, body: { detail: 'Project not found.' } });
    for (const path of [`/epics/${epicA.body.id}`, `/epics/${epicB.body.id}`]) expect((await call('GET', path, owner.token)).status).toBe(404);
    for (const story of [story1, story2, story3]) expect((await call('GET', `/user_stories/${story.body.id}`, owner.token)).status).toBe(404);
    for (const task of tasks) expect((await call('GET', `/tasks/${task.body.id}`, owner.token)).status).toBe(404);
    expect((await call('GET', `/projects/${project.id}/tasks`, owner.token)).status).toBe(404);

    expect((await call('GET', `/epics/${keptEpic.body.id}`, owner.token)).status).toBe(200);
    expect((await call('GET', `/tasks/${keptTask.body.id}`, owner.token)).status).toBe(200);
    expect((await call<Row[]>('GET', '/projects/', owner.token)).body.map((row) => row.id)).toEqual([keep.body.id]);
    expect((await call('DELETE', `/projects/${project.id}`, owner.token)).status).toBe(404);
  });

  it('GET /projects/{id}/epics, /user_stories and /tasks list the project’s items only, oldest first (tasks in board order)', async () => {
    const { owner, project } = await seedProject(app.services);
    const other = await call('POST', '/projects/', owner.token, { name: 'Other' });
    const epic1 = await call('POST', '/epics/', owner.token, { title: 'E1', project_id: project.id });
    const epic2 = await call('POST', '/epics/', owner.token, { title: 'E2', project_id: project.id });
    await call('POST', '/epics/', owner.token, { title: 'Elsewhere', project_id: other.body.id });
    await call('PATCH', `/epics/${epic1.body.id}`, owner.token, { status: 'Done' });
    const story1 = await call('POST', '/user_stories/', owner.token, { title: 'S1', epic_id: epic2.body.id });
    const story2 = await call('POST', '/user_stories/', owner.token, { title: 'S2', epic_id: epic1.body.id });
    const done = await call('POST', '/tasks/', owner.token, { title: 'done', status: 'Done', project_id: project.id });
    const backlog1 = await call('POST', '/tasks/', owner.token, { title: 'backlog 1', project_id: project.id });
    const todo = await call('POST', '/tasks/', owner.token, { title: 'todo', status: 'To Do', project_id: project.id });
    const backlog2 = await call('POST', '/tasks/', owner.token, { title: 'backlog 2', project_id: project.id });
    await call('POST', '/tasks/', owner.token, { title: 'elsewhere', project_id: other.body.id });

    const epics = await call<Row[]>('GET', `/projects/${project.id}/epics`, owner.token);
    expect(epics.status).toBe(200);
    expect(epics.body.map((row) => row.title)).toEqual(['E1', 'E2']);
    expect(epics.body[0]).toEqual({ id: epic1.body.id, title: 'E1', description: null, status: 'Done', project_id: project.id, created_at: ISO, updated_at: ISO });

    const stories = await call<Row[]>('GET', `/projects/${project.id}/user_stories/`, owner.token);
    expect(stories.status).toBe(200);
    expect(stories.body.map((row) => [row.id, row.epic_id])).toEqual([
      [story1.body.id, epic2.body.id],
      [story2.body.id, epic1.body.id],
    ]);

    const tasks = await call<Row[]>('GET', `/projects/${project.id}/tasks`, owner.token);
    expect(tasks.status).toBe(200);
    expect(tasks.body.map((row) => row.id)).toEqual([backlog1.body.id, backlog2.body.id, todo.body.id, done.body.id]);

    // A status change sends the task to the end of its new column.
    await call('PATCH', `/tasks/${backlog1.body.id}`, owner.token, { status: 'To Do' });
    const reordered = await call<Row[]>('GET', `/projects/${project.id}/tasks`, owner.token);
    expect(reordered.body.map((row) => row.id)).toEqual([backlog2.body.id, todo.body.id, backlog1.body.id, done.body.id]);

    const empty = await seedProject(app.services);
    for (const kind of ['epics', 'user_stories', 'tasks']) {
      expect(await call('GET', `/projects/${empty.project.id}/${kind}`, empty.owner.token)).toEqual({ status: 200, body: [] });
    }
  });

  it('answers a non-numeric, out-of-range or unknown project id with 404, never 500', async () => {
    const { owner } = await seedProject(app.services);
    for (const id of ['abc', '1.5', '-1', '0', '99999999999', '2147483000', '1e3']) {
      for (const [method, suffix] of [['GET', ''], ['PATCH', ''], ['DELETE', ''], ['GET', '/epics'], ['GET', '/user_stories'], ['GET', '/tasks']]) {
        const response = await call(method, `/projects/${id}${suffix}`, owner.token, method === 'PATCH' ? { name: 'x' } : undefined);
        expect([id, method, suffix, response.status, response.body]).toEqual([id, method, suffix, 404, { detail: 'Project not found.' }]);
      }
    }
  });

  it('hides another workspace’s project: 404 on every id route, and nothing changes', async () => {
    const { owner, project } = await seedProject(app.services, 'Private');
    await call('POST', '/epics/', owner.token, { title: 'Secret epic', project_id: project.id });
    const stranger = await registerUser(app.services);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/projects/${project.id}`],
      ['PATCH', `/projects/${project.id}`, { name: 'Hijacked' }],
      ['DELETE', `/projects/${project.id}`],
      ['GET', `/projects/${project.id}/epics`],
      ['GET', `/projects/${project.id}/user_stories`],
      ['GET', `/projects/${project.id}/tasks`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(method, path, stranger.token, body);
      expect([method, path, response.status, response.body]).toEqual([method, path, 404, { detail: 'Project not found.' }]);
    }
    expect((await call('GET', `/projects/${project.id}`, owner.token)).body).toMatchObject({ name: 'Private' });
    expect((await call<Row[]>('GET', `/projects/${project.id}/epics`, owner.token)).body).toHaveLength(1);
  });

  it('lets a Viewer member read the project but answers 403 to every write', async () => {
    const { owner, project, workspaceId } = await seedProject(app.services, 'Shared');
    await call('POST', '/epics/', owner.token, { title: 'Visible epic', project_id: project.id });
    const reader = await registerUser(app.services);
    await addWorkspaceMember(app.dataSource, workspaceId, reader.user.id, WorkspaceRole.VIEWER);
    const inShared = { 'x-workspace-id': String(workspaceId) };

    expect((await call('GET', `/projects/${project.id}`, reader.token)).body).toMatchObject({ id: project.id, name: 'Shared' });
    const list = await call<Row[]>('GET', '/projects/', reader.token, undefined, inShared);
    expect(list.body.map((row) => row.id)).toEqual([project.id]);
    expect((await call<Row[]>('GET', `/projects/${project.id}/epics`, reader.token)).body.map((row) => row.title)).toEqual(['Visible epic']);
    expect((await call('GET', `/projects/${project.id}/user_stories`, reader.token)).status).toBe(200);
    expect((await call('GET', `/projects/${project.id}/tasks`, reader.token)).status).toBe(200);

    const forbidden = { detail: 'Viewers can read projects but not change them.' };
    expect(await call('POST', '/projects/', reader.token, { name: 'Mine' }, inShared)).toEqual({ status: 403, body: forbidden });
    expect(await call('PATCH', `/projects/${project.id}`, reader.token, { name: 'Renamed' })).toEqual({ status: 403, body: forbidden });
    expect(await call('DELETE', `/projects/${project.id}`, reader.token)).toEqual({ status: 403, body: forbidden });
    expect((await call('GET', `/projects/${project.id}`, owner.token)).body).toMatchObject({ name: 'Shared' });
    expect((await call<Row[]>('GET', '/projects/', owner.token)).body).toHaveLength(1);
  });

  it('answers 401 without a token on every project route', async () => {
    const { project } = await seedProject(app.services);
    const attempts: [string, string, unknown?][] = [
      ['GET', '/projects/'],
      ['POST', '/projects/', { name: 'x' }],
      ['GET', `/projects/${project.id}`],
      ['PATCH', `/projects/${project.id}`, { name: 'x' }],
      ['DELETE', `/projects/${project.id}`],
      ['GET', `/projects/${project.id}/epics`],
      ['GET', `/projects/${project.id}/user_stories`],
      ['GET', `/projects/${project.id}/tasks`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(method, path, undefined, body);
      expect([method, path, response.status, response.body]).toEqual([method, path, 401, { detail: 'Not authenticated.' }]);
    }
  });
});
