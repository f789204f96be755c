import { ISO_TIMESTAMP as ISO, restClient, type Row } from '../../test/rest-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addWorkspaceMember, registerUser, seedProject } from '../../test/factories';
import { WorkspaceRole } from '../modules/workspaces/workspace-role';

const DUE_DATE_ISSUE = { loc: ['body', 'due_date'], msg: 'due_date must be a date in YYYY-MM-DD form.', type: expect.any(String) };

describe('REST /api/v1/tasks (over HTTP)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterAll(() => app.close());
  const call = restClient(() => app);


  /** An owner with a project, an epic and a user story in it. */
  async function seedStory() {
    const seeded = await seedProject(app.services);
    const epic = await call('POST', '/epics/', seeded.owner.token, { title: 'Epic', project_id: seeded.project.id });
    const story = await call('POST', '/user_stories/', seeded.owner.token, { title: 'Story', epic_id: epic.body.id });
    return { ...seeded, epic: epic.body, story: story.body };
  }

  it('POST /tasks/ creates a task (201) with SPEC’s defaults: Backlog, Medium, no date, no story, no assignees', async () => {
    const { owner, project } = await seedStory();
    const created = await call('POST', '/tasks/', owner.token, { title: '  Write docs  ', description: '', project_id: project.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: 'Write docs',
      description: null,
      status: 'Backlog',
      priority: 'Medium',
      due_date: null,
      user_story_id: null,
      project_id: project.id,
      rank: expect.any(String),
      assignees: [],
      assignee_ids: [],
      created_at: ISO,
      updated_at: ISO,
    });
    expect(await call('GET', `/tasks/${created.body.id}`, owner.token)).toEqual({ status: 200, body: created.body });
    expect(await call('GET', `/projects/${project.id}/tasks`, owner.token)).toEqual({ status: 200, body: [created.body] });
  });

  it('POST /tasks/ takes every field, converting user_story_id and assignee_ids as SPEC says', async () => {
    const { owner, project, workspaceId, story } = await seedStory();
    const member = await registerUser(app.services, { firstName: 'Mia' });
    await addWorkspaceMember(app.dataSource, workspaceId, member.user.id, WorkspaceRole.ANALYST);
    const created = await call('POST', '/tasks', owner.token, {
      title: 'Ship it',
      description: ' Carefully ',
      status: 'In Progress',
      priority: 'High',
      due_date: '2026-03-15',
      user_story_id: String(story.id),
      assignee_ids: [String(member.user.id), 'x', owner.user.id, null, { id: 1 }],
      project_id: String(project.id),
    });
    expect(created.status).toBe(201);
    const assignees = [owner, member]
      .map(({ user }) => ({ id: user.id, email: user.email, first_name: user.firstName, last_name: null, username: null, profile_picture_url: null }))
      .sort((a, b) => a.id - b.id);
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: 'Ship it',
      description: 'Carefully',
      status: 'In Progress',
      priority: 'High',
      due_date: '2026-03-15',
      user_story_id: story.id,
      project_id: project.id,
      rank: expect.any(String),
      assignees,
      assignee_ids: assignees.map((assignee) => assignee.id),
      created_at: ISO,
      updated_at: ISO,
    });
    expect(assignees.map((assignee) => assignee.first_name).sort()).toEqual(['Mia', 'Test']);
    expect(await call('GET', `/tasks/${created.body.id}`, owner.token)).toEqual({ status: 200, body: created.body });
  });

  it('converts user_story_id to an integer or null: 12 and "12" link, null, "" and "abc" do not', async () => {
    const { owner, project, story } = await seedStory();
    const cases: [unknown, number | null][] = [
      [story.id, story.id],
      [String(story.id), story.id],
      [null, null],
      ['', null],
      ['abc', null],
    ];
    for (const [sent, stored] of cases) {
      const created = await call('POST', '/tasks/', owner.token, { title: 'T', user_story_id: sent, project_id: project.id });
      expect([sent, created.status, created.body.user_story_id]).toEqual([sent, 201, stored]);
    }
    const task = await call('POST', '/tasks/', owner.token, { title: 'Linked later', project_id: project.id });
    const linked = await call('PATCH', `/tasks/${task.body.id}`, owner.token, { user_story_id: String(story.id) });
    expect(linked.body).toMatchObject({ user_story_id: story.id });
    const kept = await call('PATCH', `/tasks/${task.body.id}`, owner.token, { title: 'Renamed' });
    expect(kept.body).toMatchObject({ title: 'Renamed', user_story_id: story.id });
    // Ids are 32-bit integers: a larger one is malformed input (422), never a database error (500).
    for (const tooLarge of [99999999999, '99999999999']) {
      expect(await call('PATCH', `/tasks/${task.body.id}`, owner.token, { user_story_id: tooLarge })).toEqual({
        status: 422,
        body: { detail: [{ loc: ['body', 'user_story_id'], msg: 'user_story_id must be an integer between -2147483648 and 2147483647.', type: 'int_range' }] },
      });
    }
    expect((await call('POST', '/tasks/', owner.token, { title: 'T', user_story_id: 2147483648, project_id: project.id })).status).toBe(422);
    expect(await call('PATCH', `/tasks/${task.body.id}`, owner.token, { user_story_id: 2147483000 })).toEqual({ status: 404, body: { detail: 'User story not found.' } });
    expect((await call('GET', `/tasks/${task.body.id}`, owner.token)).body).toMatchObject({ user_story_id: story.id });
    const unlinked = await call('PATCH', `/tasks/${task.body.id}`, owner.token, { user_story_id: 'abc' });
    expect(unlinked.body).toMatchObject({ user_story_id: null });
    expect((await call('GET', `/tasks/${task.body.id}`, owner.token)).body).toMatchObject({ user_story_id: null });
  });

  it('assignee_ids: numeric strings become ids, others are dropped; a non-list is 422; non-members are refused', async () => {
    const { owner, project, workspaceId } = await seedStory();
    const member = await registerUser(app.services);
    await addWorkspaceMember(app.dataSource, workspaceId, member.user.id, WorkspaceRole.VIEWER);
    const outsider = await registerUser(app.services);
    const ids = [owner.user.id, member.user.id].sort((a, b) => a - b);

    const task = await call('POST', '/tasks/', owner.token, { title: 'T', assignee_ids: [String(ids[0]), 'x', ids[1]], project_id: project.id });
    expect(task.status).toBe(201);
    expect(task.body.assignee_ids).toEqual(ids);
    expect((task.body.assignees as Row[]).map((assignee) => assignee.id)).toEqual(ids);

    for (const assigneeIds of [String(owner.user.id), 5, { 0: owner.user.id }]) {
      const response = await call('PATCH', `/tasks/${task.body.id}`, owner.token, { assignee_ids: assigneeIds });
      expect(response).toEqual({
        status: 422,
        body: { detail: [{ loc: ['body', 'assignee_ids'], msg: 'assignee_ids must be a list of user ids.', type: 'list_type' }] },
      });
    }
    expect(await call('PATCH', `/tasks/${task.body.id}`, owner.token, { assignee_ids: [outsider.user.id] })).toEqual({
      status: 400,
      body: { detail: 'Assignees must be members of this workspace.' },
    });
    expect(await call('PATCH', `/tasks/${task.body.id}`, owner.token, { assignee_ids: [String(owner.user.id), 99999999999] })).toEqual({
      status: 422,
      body: { detail: [{ loc: ['body', 'assignee_ids', 1], msg: 'assignee_ids must be an integer between -2147483648 and 2147483647.', type: 'int_range' }] },
    });
    expect((await call('GET', `/tasks/${task.body.id}`, owner.token)).body.assignee_ids).toEqual(ids);

    const untouched = await call('PATCH', `/tasks/${task.body.id}`, owner.token, { priority: 'Low' });
    expect(untouched.body).toMatchObject({ priority: 'Low', assignee_ids: ids });
    const one = await call('PATCH', `/tasks/${task.body.id}`, owner.token, { assignee_ids: ['abc', String(member.user.id)] });
    expect(one.body).toMatchObject({ assignee_ids: [member.user.id] });
    const cleared = await call('PATCH', `/tasks/${task.body.id}`, owner.token, { assignee_ids: [] });
    expect(cleared.body).toMatchObject({ assignees: [], assignee_ids: [] });
  });

  it('due_date: YYYY-MM-DD is kept, "" means none, anything else is a 422 on due_date', async () => {
    const { owner, project } = await seedStory();
    const empty = await call('POST', '/tasks/', owner.token, { title: 'T', due_date: '', project_id: project.id });
    expect(empty.status).toBe(201);
    expect(empty.body.due_date).toBeNull();

    for (const dueDate of ['2026-02-30', '15/03/2026', '2026-3-5', '2026-03-15T10:00:00Z', 20260315]) {
      const response = await call('POST', '/tasks/', owner.token, { title: 'T', due_date: dueDate, project_id: project.id });
      expect([dueDate, response.status, response.body]).toEqual([dueDate, 422, { detail: [DUE_DATE_ISSUE] }]);
    }

    const dated = await call('PATCH', `/tasks/${empty.body.id}`, owner.token, { due_date: '2028-02-29' });
    expect(dated).toMatchObject({ status: 200, body: { due_date: '2028-02-29' } });
    const kept = await call('PATCH', `/tasks/${empty.body.id}`, owner.token, { status: 'Review' });
    expect(kept.body).toMatchObject({ due_date: '2028-02-29', status: 'Review' });
    const cleared = await call('PATCH', `/tasks/${empty.body.id}`, owner.token, { due_date: '' });
    expect(cleared.body).toMatchObject({ due_date: null, status: 'Review' });
    expect((await call<Row[]>('GET', `/projects/${project.id}/tasks`, owner.token)).body).toHaveLength(1);
  });

  it('PATCH /tasks/{id} changes only the fields sent, ignores project_id, and clears an empty description', async () => {
    const { owner, project } = await seedStory();
    const other = await call('POST', '/projects/', owner.token, { name: 'Other' });
    const task = await call('POST', '/tasks/', owner.token, { title: 'T', description: 'About', priority: 'Low', project_id: project.id });

    const moved = await call('PATCH', `/tasks/${task.body.id}/`, owner.token, { priority: 'High', project_id: other.body.id });
    expect(moved).toEqual({ status: 200, body: { ...task.body, priority: 'High', updated_at: ISO } });
    const described = await call('PATCH', `/tasks/${task.body.id}`, owner.token, { title: ' New ', description: '' });
    expect(described.body).toMatchObject({ title: 'New', description: null, priority: 'High', status: 'Backlog', project_id: project.id });
    expect(await call('GET', `/projects/${other.body.id}/tasks`, owner.token)).toEqual({ status: 200, body: [] });
  });

  it('answers blank titles and a missing project with SPEC’s 400 texts', async () => {
    const { owner, project } = await seedStory();
    for (const title of [undefined, '', '   ', null]) {
      expect(await call('POST', '/tasks/', owner.token, { title, project_id: project.id })).toEqual({ status: 400, body: { detail: 'Task title is required.' } });
    }
    for (const body of [{ title: 'Orphan' }, { title: 'Orphan', project_id: null }]) {
      expect(await call('POST', '/tasks/', owner.token, body)).toEqual({ status: 400, body: { detail: 'Project ID is missing.' } });
    }
    const task = await call('POST', '/tasks/', owner.token, { title: 'Kept', project_id: project.id });
    expect(await call('PATCH', `/tasks/${task.body.id}`, owner.token, { title: ' ' })).toEqual({ status: 400, body: { detail: 'Task title is required.' } });
    expect((await call<Row[]>('GET', `/projects/${project.id}/tasks`, owner.token)).body.map((row) => row.title)).toEqual(['Kept']);
  });

  it('answers malformed task bodies with 422 lists that name the REST field', async () => {
    const { owner, project } = await seedStory();
    const cases: [Record<string, unknown>, { loc: string[]; msg: string; type: string }][] = [
      [{ title: 5 }, { loc: ['body', 'title'], msg: 'title must be a string', type: 'isString' }],
      [{ title: 'x', status: 'Blocked' }, { loc: ['body', 'status'], msg: 'status must be one of: Backlog, To Do, In Progress, Review, Done', type: 'isIn' }],
      [{ title: 'x', priority: 'Urgent' }, { loc: ['body', 'priority'], msg: 'priority must be one of: Low, Medium, High', type: 'isIn' }],
      [{ title: 'x', user_story_id: true }, { loc: ['body', 'user_story_id'], msg: 'user_story_id must be an integer number', type: 'isInt' }],
    ];
    for (const [fields, issue] of cases) {
      const response = await call('POST', '/tasks/', owner.token, { ...fields, project_id: project.id });
      expect(response).toEqual({ status: 422, body: { detail: [issue] } });
    }
    expect(await call('POST', '/tasks/', owner.token, { title: 'x', project_id: 'abc' })).toEqual({
      status: 422,
      body: { detail: [{ loc: ['body', 'project_id'], msg: 'project_id must be an integer number', type: 'isInt' }] },
    });
    expect((await call('POST', '/tasks/', owner.token, [{ title: 'x' }])).status).toBe(422);
    const task = await call('POST', '/tasks/', owner.token, { title: 'Real', project_id: project.id });
    expect((await call('PATCH', `/tasks/${task.body.id}`, owner.token, { status: 'Blocked' })).status).toBe(422);
    expect((await call('PATCH', `/tasks/${task.body.id}`, owner.token, 'Done')).status).toBe(422);
    expect(await call('GET', `/projects/${project.id}/tasks`, owner.token)).toEqual({ status: 200, body: [task.body] });
  });

  it('DELETE /tasks/{id} answers {id} and the task is gone', async () => {
    const { owner, project } = await seedStory();
    const doomed = await call('POST', '/tasks/', owner.token, { title: 'Doomed', project_id: project.id });
    const kept = await call('POST', '/tasks/', owner.token, { title: 'Kept', project_id: project.id });
    expect(await call('DELETE', `/tasks/${doomed.body.id}`, owner.token)).toEqual({ status: 200, body: { id: doomed.body.id } });
    expect(await call('GET', `/tasks/${doomed.body.id}`, owner.token)).toEqual({ status: 404, body: { detail: 'Task not found.' } });
    expect((await call<Row[]>('GET', `/projects/${project.id}/tasks`, owner.token)).body.map((row) => row.id)).toEqual([kept.body.id]);
    expect((await call('DELETE', `/tasks/${doomed.body.id}/`, owner.token)).status).toBe(404);
  });

  it('answers a non-numeric or unknown task id with 404 on every route', async () => {
    const { owner } = await seedStory();
    for (const id of ['abc', '7x', '0', '99999999999', '2147483000']) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const response = await call(method, `/tasks/${id}`, owner.token, method === 'PATCH' ? { title: 'x' } : undefined);
        expect([id, method, response.status, response.body]).toEqual([id, method, 404, { detail: 'Task not found.' }]);
      }
    }
    expect(await call('POST', '/tasks/', owner.token, { title: 'x', project_id: 2147483000 })).toEqual({ status: 404, body: { detail: 'Project not found.' } });
  });

  it('hides another workspace’s tasks: 404 on every id route, on POST into its project and on linking its story', async () => {
    const { owner, project, story } = await seedStory();
    const task = await call('POST', '/tasks/', owner.token, { title: 'Secret', project_id: project.id });
    const stranger = await seedProject(app.services);
    const token = stranger.owner.token;
    const attempts: [string, string, unknown, string][] = [
      ['GET', `/tasks/${task.body.id}`, undefined, 'Task not found.'],
      ['PATCH', `/tasks/${task.body.id}`, { title: 'Hijacked' }, 'Task not found.'],
      ['DELETE', `/tasks/${task.body.id}`, undefined, 'Task not found.'],
      ['POST', '/tasks/', { title: 'Planted', project_id: project.id }, 'Project not found.'],
      ['POST', '/tasks/', { title: 'Borrowed story', project_id: stranger.project.id, user_story_id: story.id }, 'User story not found.'],
    ];
    for (const [method, path, body, detail] of attempts) {
      const response = await call(method, path, token, body);
      expect([method, path, response.status, response.body]).toEqual([method, path, 404, { detail }]);
    }
    expect(await call('GET', `/projects/${project.id}/tasks`, owner.token)).toEqual({ status: 200, body: [task.body] });
    expect(await call('GET', `/projects/${stranger.project.id}/tasks`, token)).toEqual({ status: 200, body: [] });
  });

  it('lets a Viewer member read tasks but answers 403 to every write', async () => {
    const { owner, project, workspaceId } = await seedStory();
    const task = await call('POST', '/tasks/', owner.token, { title: 'Shared', project_id: project.id });
    const reader = await registerUser(app.services);
    await addWorkspaceMember(app.dataSource, workspaceId, reader.user.id, WorkspaceRole.VIEWER);

    expect(await call('GET', `/tasks/${task.body.id}`, reader.token)).toEqual({ status: 200, body: task.body });
    expect(await call('GET', `/projects/${project.id}/tasks`, reader.token)).toEqual({ status: 200, body: [task.body] });
    const forbidden = { status: 403, body: { detail: 'Viewers can read projects but not change them.' } };
    expect(await call('POST', '/tasks/', reader.token, { title: 'Mine', project_id: project.id })).toEqual(forbidden);
    expect(await call('PATCH', `/tasks/${task.body.id}`, reader.token, { title: 'Renamed' })).toEqual(forbidden);
    expect(await call('DELETE', `/tasks/${task.body.id}`, reader.token)).toEqual(forbidden);
    expect(await call('GET', `/projects/${project.id}/tasks`, owner.token)).toEqual({ status: 200, body: [task.body] });
  });

  it('answers 401 without a token on every task route', async () => {
    const { owner, project } = await seedStory();
    const task = await call('POST', '/tasks/', owner.token, { title: 'x', project_id: project.id });
    const attempts: [string, string, unknown?][] = [
      ['POST', '/tasks/', { title: 'x', project_id: project.id }],
      ['GET', `/tasks/${task.body.id}`],
      ['PATCH', `/tasks/${task.body.id}`, { title: 'y' }],
      ['DELETE', `/tasks/${task.body.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(method, path, undefined, body);
      expect([method, path, response.status, response.body]).toEqual([method, path, 401, { detail: 'Not authenticated.' }]);
    }
    expect(await call('GET', `/projects/${project.id}/tasks`, owner.token)).toEqual({ status: 200, body: [task.body] });
  });
});
