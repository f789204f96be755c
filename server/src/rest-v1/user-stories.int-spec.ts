import { ISO_TIMESTAMP as ISO, restClient, type Row } from '../../test/rest-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addWorkspaceMember, registerUser, seedProject } from '../../test/factories';
import { WorkspaceRole } from '../modules/workspaces/workspace-role';


describe('REST /api/v1/user_stories (over HTTP)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterAll(() => app.close());
  const call = restClient(() => app);


  /** An owner with a project and one epic in it. */
  async function seedEpic() {
    const seeded = await seedProject(app.services);
    const epic = await call('POST', '/epics/', seeded.owner.token, { title: 'Epic', project_id: seeded.project.id });
    return { ...seeded, epic: epic.body };
  }

  it('POST /user_stories/ creates a story (201) in the epic’s project, To Do by default, empty description as null', async () => {
    const { owner, project, epic } = await seedEpic();
    const created = await call('POST', '/user_stories/', owner.token, { title: '  As a buyer, I want to pay  ', description: '', epic_id: epic.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: 'As a buyer, I want to pay',
      description: null,
      status: 'To Do',
      epic_id: epic.id,
      project_id: project.id,
      created_at: ISO,
      updated_at: ISO,
    });
    expect(await call('GET', `/user_stories/${created.body.id}`, owner.token)).toEqual({ status: 200, body: created.body });

    const review = await call('POST', '/user_stories', owner.token, {
      title: 'Refunds',
      description: 'Acceptance Criteria:\n- money back',
      status: 'Review',
      epic_id: String(epic.id),
    });
    expect(review.status).toBe(201);
    expect(review.body).toMatchObject({ title: 'Refunds', description: 'Acceptance Criteria:\n- money back', status: 'Review', epic_id: epic.id });
  });

  it('PATCH /user_stories/{id} changes only the fields sent, ignores epic_id, and clears an empty description', async () => {
    const { owner, project, epic } = await seedEpic();
    const otherEpic = await call('POST', '/epics/', owner.token, { title: 'Other', project_id: project.id });
    const story = await call('POST', '/user_stories/', owner.token, { title: 'Story', description: 'Details', epic_id: epic.id });

    const backlog = await call('PATCH', `/user_stories/${story.body.id}`, owner.token, { status: 'Backlog', epic_id: otherEpic.body.id });
    expect(backlog).toEqual({ status: 200, body: { ...story.body, status: 'Backlog', updated_at: ISO } });

    const retitled = await call('PATCH', `/user_stories/${story.body.id}/`, owner.token, { title: ' Renamed ', description: '' });
    expect(retitled.status).toBe(200);
    expect(retitled.body).toMatchObject({ title: 'Renamed', description: null, status: 'Backlog', epic_id: epic.id });
    expect((await call('GET', `/user_stories/${story.body.id}`, owner.token)).body).toMatchObject({ title: 'Renamed', description: null });
    expect(await call('GET', `/epics/${otherEpic.body.id}/user_stories`, owner.token)).toEqual({ status: 200, body: [] });
  });

  it('answers blank titles and a missing epic with SPEC’s 400 texts', async () => {
    const { owner, project, epic } = await seedEpic();
    for (const title of [undefined, '', '  ', null]) {
      expect(await call('POST', '/user_stories/', owner.token, { title, epic_id: epic.id })).toEqual({
        status: 400,
        body: { detail: 'User story title is required.' },
      });
    }
    for (const body of [{ title: 'Orphan' }, { title: 'Orphan', epic_id: null }]) {
      expect(await call('POST', '/user_stories/', owner.token, body)).toEqual({ status: 400, body: { detail: 'Epic context is missing.' } });
    }
    const story = await call('POST', '/user_stories/', owner.token, { title: 'Kept', epic_id: epic.id });
    expect(await call('PATCH', `/user_stories/${story.body.id}`, owner.token, { title: '   ' })).toEqual({
      status: 400,
      body: { detail: 'User story title is required.' },
    });
    expect((await call<Row[]>('GET', `/projects/${project.id}/user_stories`, owner.token)).body.map((row) => row.title)).toEqual(['Kept']);
  });

  it('answers malformed story bodies with 422 lists that name the REST field', async () => {
    const { owner, project, epic } = await seedEpic();
    expect(await call('POST', '/user_stories/', owner.token, { title: ['x'], epic_id: epic.id })).toEqual({
      status: 422,
      body: { detail: [{ loc: ['body', 'title'], msg: 'title must be a string', type: 'isString' }] },
    });
    expect(await call('POST', '/user_stories/', owner.token, { title: 'x', status: 'On Hold', epic_id: epic.id })).toEqual({
      status: 422,
      body: { detail: [{ loc: ['body', 'status'], msg: 'status must be one of: To Do, In Progress, Review, Done, Backlog', type: 'isIn' }] },
    });
    expect(await call('POST', '/user_stories/', owner.token, { title: 'x', epic_id: 'first' })).toEqual({
      status: 422,
      body: { detail: [{ loc: ['body', 'epic_id'], msg: 'epic_id must be an integer number', type: 'isInt' }] },
    });
    expect((await call('POST', '/user_stories/', owner.token, null)).status).toBe(422);
    expect((await call<Row[]>('GET', `/projects/${project.id}/user_stories`, owner.token)).body).toEqual([]);
  });

  it('DELETE /user_stories/{id} keeps its tasks with user_story_id null and reports how many were unlinked', async () => {
    const { owner, project, epic } = await seedEpic();
    const story = await call('POST', '/user_stories/', owner.token, { title: 'Doomed', epic_id: epic.id });
    const kept = await call('POST', '/user_stories/', owner.token, { title: 'Kept', epic_id: epic.id });
    const t1 = await call('POST', '/tasks/', owner.token, { title: 'T1', project_id: project.id, user_story_id: story.body.id });
    const t2 = await call('POST', '/tasks/', owner.token, { title: 'T2', project_id: project.id, user_story_id: story.body.id });
    const t3 = await call('POST', '/tasks/', owner.token, { title: 'T3', project_id: project.id, user_story_id: kept.body.id });

    const deleted = await call('DELETE', `/user_stories/${story.body.id}`, owner.token);
    expect(deleted).toEqual({ status: 200, body: { id: story.body.id, deleted: { epics: 0, user_stories: 1, tasks: 0 }, unlinked_tasks: 2 } });

    expect(await call('GET', `/user_stories/${story.body.id}`, owner.token)).toEqual({ status: 404, body: { detail: 'User story not found.' } });
    for (const task of [t1, t2]) {
      const read = await call('GET', `/tasks/${task.body.id}`, owner.token);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: task.body.id, user_story_id: null });
    }
    expect((await call('GET', `/tasks/${t3.body.id}`, owner.token)).body).toMatchObject({ user_story_id: kept.body.id });
    expect((await call<Row[]>('GET', `/epics/${epic.id}/user_stories`, owner.token)).body.map((row) => row.id)).toEqual([kept.body.id]);
    expect((await call('DELETE', `/user_stories/${story.body.id}`, owner.token)).status).toBe(404);
  });

  it('answers a non-numeric or unknown story id with 404 on every route', async () => {
    const { owner } = await seedEpic();
    for (const id of ['abc', '3.0', '0', '99999999999', '2147483000']) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const response = await call(method, `/user_stories/${id}`, owner.token, method === 'PATCH' ? { title: 'x' } : undefined);
        expect([id, method, response.status, response.body]).toEqual([id, method, 404, { detail: 'User story not found.' }]);
      }
    }
    expect(await call('POST', '/user_stories/', owner.token, { title: 'x', epic_id: 2147483000 })).toEqual({ status: 404, body: { detail: 'Epic not found.' } });
  });

  it('hides another workspace’s stories: 404 on every id route and on POST into its epic', async () => {
    const { owner, project, epic } = await seedEpic();
    const story = await call('POST', '/user_stories/', owner.token, { title: 'Secret', epic_id: epic.id });
    const stranger = await registerUser(app.services);
    const attempts: [string, string, unknown, string][] = [
      ['GET', `/user_stories/${story.body.id}`, undefined, 'User story not found.'],
      ['PATCH', `/user_stories/${story.body.id}`, { title: 'Hijacked' }, 'User story not found.'],
      ['DELETE', `/user_stories/${story.body.id}`, undefined, 'User story not found.'],
      ['POST', '/user_stories/', { title: 'Planted', epic_id: epic.id }, 'Epic not found.'],
    ];
    for (const [method, path, body, detail] of attempts) {
      const response = await call(method, path, stranger.token, body);
      expect([method, path, response.status, response.body]).toEqual([method, path, 404, { detail }]);
    }
    expect((await call<Row[]>('GET', `/projects/${project.id}/user_stories`, owner.token)).body).toEqual([story.body]);
  });

  it('lets a Viewer member read stories but answers 403 to every write', async () => {
    const { owner, project, workspaceId, epic } = await seedEpic();
    const story = await call('POST', '/user_stories/', owner.token, { title: 'Shared', epic_id: epic.id });
    const reader = await registerUser(app.services);
    await addWorkspaceMember(app.dataSource, workspaceId, reader.user.id, WorkspaceRole.VIEWER);

    expect(await call('GET', `/user_stories/${story.body.id}`, reader.token)).toEqual({ status: 200, body: story.body });
    expect(await call('GET', `/projects/${project.id}/user_stories`, reader.token)).toEqual({ status: 200, body: [story.body] });
    const forbidden = { status: 403, body: { detail: 'Viewers can read projects but not change them.' } };
    expect(await call('POST', '/user_stories/', reader.token, { title: 'Mine', epic_id: epic.id })).toEqual(forbidden);
    expect(await call('PATCH', `/user_stories/${story.body.id}`, reader.token, { title: 'Renamed' })).toEqual(forbidden);
    expect(await call('DELETE', `/user_stories/${story.body.id}`, reader.token)).toEqual(forbidden);
    expect(await call('GET', `/epics/${epic.id}/user_stories`, owner.token)).toEqual({ status: 200, body: [story.body] });
  });

  it('answers 401 without a token on every story route', async () => {
    const { owner, epic } = await seedEpic();
    const story = await call('POST', '/user_stories/', owner.token, { title: 'x', epic_id: epic.id });
    const attempts: [string, string, unknown?][] = [
      ['POST', '/user_stories/', { title: 'x', epic_id: epic.id }],
      ['GET', `/user_stories/${story.body.id}`],
      ['PATCH', `/user_stories/${story.body.id}`, { title: 'y' }],
      ['DELETE', `/user_stories/${story.body.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(method, path, undefined, body);
      expect([method, path, response.status, response.body]).toEqual([method, path, 401, { detail: 'Not authenticated.' }]);
    }
    expect(await call('GET', `/epics/${epic.id}/user_stories`, owner.token)).toEqual({ status: 200, body: [story.body] });
  });
});
