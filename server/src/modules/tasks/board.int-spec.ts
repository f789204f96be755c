import { generateNKeysBetween } from 'fractional-indexing';
import { Client } from 'pg';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedProject } from '../../../test/factories';
import { addMember, BOARD, CREATE_TASK, createTask, dataOf, errorOf, MOVE_TASK, seedWithStranger, type TaskData } from '../../../test/project-helpers';
import { WorkspaceRole } from '../workspaces/workspace-role';

const STATUSES = ['BACKLOG', 'TO_DO', 'IN_PROGRESS', 'REVIEW', 'DONE'] as const;
type Status = (typeof STATUSES)[number];

interface BoardTask {
  id: number;
  title: string;
  status: Status;
  rank: string;
  projectId: number;
  assignees: { id: number; email: string }[];
}
interface BoardData {
  projectBoard: {
    projectId: number;
    projectName: string;
    columns: { status: Status; count: number; wipLimit: { status: Status; limit: number; enforcement: string } | null; tasks: BoardTask[] }[];
  };
}
interface MoveData {
  moveTask: { warnings: string[]; task: TaskData };
}

const SET_WIP = `mutation ($projectId: Int!, $limits: [WipLimitInput!]!) {
  setWipLimits(projectId: $projectId, input: { limits: $limits }) { id wipLimits { status limit enforcement } }
}`;
const UPDATE_TASK = `mutation ($id: Int!, $input: TaskUpdateInput!) { updateTask(id: $id, input: $input) { id status rank } }`;
const ACTIVITY = `query ($itemId: Int!) { activity(itemType: TASK, itemId: $itemId) { id action field } }`;

/** Deterministic pseudo-random numbers, so a failing sequence can be replayed. */
function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

function byteOrdered(ranks: readonly string[]): boolean {
  return ranks.every((rank, i) => i === 0 || Buffer.compare(Buffer.from(ranks[i - 1]), Buffer.from(rank)) < 0);
}

describe('the task board over GraphQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function board(token: string, projectId: number): Promise<BoardData['projectBoard']> {
    return dataOf(await app.graphql<BoardData>(BOARD, { projectId }, token)).projectBoard;
  }

  async function move(token: string, id: number, status: Status, afterId: number | null = null, beforeId: number | null = null) {
    return app.graphql<MoveData>(MOVE_TASK, { id, status, afterId, beforeId }, token);
  }

  it('shows every column in SPEC order with counts, tasks in rank order and their assignees', async () => {
    const { owner, workspaceId, project } = await seedProject(app.services, 'Board');
    const analyst = await addMember(app, workspaceId, WorkspaceRole.ANALYST);
    const first = await createTask(app, owner.token, { projectId: project.id, title: 'First' });
    const second = await createTask(app, owner.token, { projectId: project.id, title: 'Second', assigneeIds: [analyst.user.id, owner.user.id] });
    const review = await createTask(app, owner.token, { projectId: project.id, title: 'In review', status: 'REVIEW', assigneeIds: [analyst.user.id] });
    // Put Second on top of Backlog: the board must follow the rank, not the id.
    dataOf(await move(owner.token, second.id, 'BACKLOG', null, first.id));

    const result = await board(owner.token, project.id);
    expect(result.projectId).toBe(project.id);
    expect(result.projectName).toBe('Board');
    expect(result.columns.map((column) => [column.status, column.count])).toEqual([
      ['BACKLOG', 2],
      ['TO_DO', 0],
      ['IN_PROGRESS', 0],
      ['REVIEW', 1],
      ['DONE', 0],
    ]);
    const [backlog, todo, , reviewColumn] = result.columns;
    expect(backlog.tasks.map((task) => task.id)).toEqual([second.id, first.id]);
    expect(byteOrdered(backlog.tasks.map((task) => task.rank))).toBe(true);
    expect(todo.tasks).toEqual([]);
    expect(backlog.tasks[0].assignees).toEqual(
      [
        { id: owner.user.id, email: owner.email },
        { id: analyst.user.id, email: analyst.email },
      ].sort((a, b) => a.id - b.id),
    );
    expect(backlog.tasks[1].assignees).toEqual([]);
    expect(reviewColumn.tasks).toEqual([expect.objectContaining({ id: review.id, status: 'REVIEW', assignees: [{ id: analyst.user.id, email: analyst.email }] })]);
    expect(result.columns.every((column) => column.wipLimit === null)).toBe(true);
  });

  it('shows an empty board as five empty columns', async () => {
    const { owner, project } = await seedProject(app.services);
    const result = await board(owner.token, project.id);
    expect(result.columns).toEqual(STATUSES.map((status) => ({ status, count: 0, wipLimit: null, tasks: [] })));
  });

  it('serves dates and ids of board tasks like the task query does', async () => {
    const { owner, project } = await seedProject(app.services);
    const task = await createTask(app, owner.token, { projectId: project.id, title: 'Dated', dueDate: '2026-07-14' });
    const result = await app.graphql<{ projectBoard: { columns: { tasks: { id: number; dueDate: string; createdAt: string; updatedAt: string }[] }[] } }>(
      'query ($projectId: Int!) { projectBoard(projectId: $projectId) { columns { tasks { id dueDate createdAt updatedAt } } } }',
      { projectId: project.id },
      owner.token,
    );
    const single = await app.graphql<{ task: { createdAt: string; updatedAt: string } }>('query ($id: Int!) { task(id: $id) { createdAt updatedAt } }', { id: task.id }, owner.token);
    expect(dataOf(result).projectBoard.columns[0].tasks).toEqual([{ id: task.id, dueDate: '2026-07-14', ...dataOf(single).task }]);
  });

  describe('WIP limits', () => {
    it('warns when a soft limit is passed but makes the move', async () => {
      const { owner, project } = await seedProject(app.services);
      const limits = dataOf(
        await app.graphql<{ setWipLimits: { wipLimits: unknown[] } }>(SET_WIP, { projectId: project.id, limits: [{ status: 'IN_PROGRESS', limit: 1, enforcement: 'SOFT' }] }, owner.token),
      ).setWipLimits.wipLimits;
      expect(limits).toEqual([{ status: 'IN_PROGRESS', limit: 1, enforcement: 'SOFT' }]);
      const a = await createTask(app, owner.token, { projectId: project.id, title: 'A' });
      const b = await createTask(app, owner.token, { projectId: project.id, title: 'B' });

      const within = dataOf(await move(owner.token, a.id, 'IN_PROGRESS')).moveTask;
      expect(within.warnings).toEqual([]);
      const over = dataOf(await move(owner.token, b.id, 'IN_PROGRESS', a.id)).moveTask;
      expect(over.task.status).toBe('IN_PROGRESS');
      expect(over.warnings).toHaveLength(1);
      expect(over.warnings[0]).toMatch(/In Progress.*WIP limit of 1/);

      const inProgress = (await board(owner.token, project.id)).columns[2];
      expect(inProgress).toMatchObject({ status: 'IN_PROGRESS', count: 2, wipLimit: { status: 'IN_PROGRESS', limit: 1, enforcement: 'SOFT' } });
      expect(inProgress.tasks.map((task) => task.id)).toEqual([a.id, b.id]);
    });

    it('refuses a move over a hard limit with a clear CONFLICT and leaves the task as it was', async () => {
      const { owner, project } = await seedProject(app.services);
      dataOf(await app.graphql(SET_WIP, { projectId: project.id, limits: [{ status: 'REVIEW', limit: 2, enforcement: 'HARD' }] }, owner.token));
      const r1 = await createTask(app, owner.token, { projectId: project.id, title: 'R1', status: 'REVIEW' });
      const r2 = await createTask(app, owner.token, { projectId: project.id, title: 'R2', status: 'REVIEW' });
      const waiting = await createTask(app, owner.token, { projectId: project.id, title: 'Waiting', status: 'IN_PROGRESS' });

      const refused = errorOf(await move(owner.token, waiting.id, 'REVIEW', r1.id, r2.id));
      expect(refused).toEqual({ message: 'The Review column has a hard WIP limit of 2 tasks; finish or move one first.', code: 'CONFLICT' });
      const after = dataOf(await app.graphql<{ task: TaskData }>('query ($id: Int!) { task(id: $id) { id status rank } }', { id: waiting.id }, owner.token)).task;
      expect(after).toEqual({ id: waiting.id, status: 'IN_PROGRESS', rank: waiting.rank });
      // The other ways into the column are refused too.
      expect(errorOf(await app.graphql(UPDATE_TASK, { id: waiting.id, input: { status: 'REVIEW' } }, owner.token)).code).toBe('CONFLICT');
      expect(errorOf(await app.graphql(CREATE_TASK, { input: { projectId: project.id, title: 'New', status: 'REVIEW' } }, owner.token)).code).toBe('CONFLICT');

      // Reordering inside the full column is fine, and once a task leaves, the move goes through.
      expect(dataOf(await move(owner.token, r2.id, 'REVIEW', null, r1.id)).moveTask.warnings).toEqual([]);
      dataOf(await move(owner.token, r1.id, 'DONE'));
      const moved = dataOf(await move(owner.token, waiting.id, 'REVIEW')).moveTask;
      expect(moved).toMatchObject({ warnings: [], task: { status: 'REVIEW' } });
      const reviewColumn = (await board(owner.token, project.id)).columns[3];
      expect(reviewColumn.tasks.map((task) => task.id)).toEqual([r2.id, waiting.id]);
    });

    it('allows one limit per status only', async () => {
      const { owner, project } = await seedProject(app.services);
      const limits = [
        { status: 'DONE', limit: 3, enforcement: 'SOFT' },
        { status: 'DONE', limit: 4, enforcement: 'HARD' },
      ];
      expect(errorOf(await app.graphql(SET_WIP, { projectId: project.id, limits }, owner.token))).toEqual({
        message: 'Each status may have only one WIP limit.',
        code: 'BAD_USER_INPUT',
      });
      expect(errorOf(await app.graphql(SET_WIP, { projectId: project.id, limits: [{ status: 'DONE', limit: 0 }] }, owner.token)).code).toBe('BAD_USER_INPUT');
    });
  });

  describe('ordering', () => {
    it('keeps a total order through 200 random moves, matching what each move asked for', async () => {
      const { owner, project } = await seedProject(app.services);
      const random = prng(20_260_101);
      const model = new Map<Status, number[]>(STATUSES.map((status) => [status, []]));
      for (let i = 0; i < 24; i++) {
        const status = STATUSES[i % STATUSES.length];
        const task = await createTask(app, owner.token, { projectId: project.id, title: `T${i}`, status });
        model.get(status)!.push(task.id);
      }

      async function expectBoardMatchesModel(step: number) {
        const current = await board(owner.token, project.id);
        const seen: number[] = [];
        for (const column of current.columns) {
          const ranks = column.tasks.map((task) => task.rank);
          expect({ step, status: column.status, ordered: byteOrdered(ranks), ids: column.tasks.map((task) => task.id) }).toEqual({
            step,
            status: column.status,
            ordered: true,
            ids: model.get(column.status),
          });
          expect(column.count).toBe(column.tasks.length);
          seen.push(...column.tasks.map((task) => task.id));
        }
        expect(seen).toHaveLength(24);
        expect(new Set(seen).size).toBe(24);
      }

      for (let step = 0; step < 200; step++) {
        const all = [...model.values()].flat();
        const id = all[Math.floor(random() * all.length)];
        const status = STATUSES[Math.floor(random() * STATUSES.length)];
        for (const ids of model.values()) if (ids.includes(id)) ids.splice(ids.indexOf(id), 1);
        const target = model.get(status)!;
        const position = Math.floor(random() * (target.length + 1));
        const style = random();
        // Mostly both neighbours; sometimes only one, or none (the end of the column).
        let afterId: number | null = target[position - 1] ?? null;
        let beforeId: number | null = target[position] ?? null;
        let expectedPosition = position;
        if (style < 0.15) {
          afterId = null;
          beforeId = null;
          expectedPosition = target.length;
        } else if (style < 0.3) afterId = null;
        else if (style < 0.45) beforeId = null;
        if (afterId === null && beforeId === null) expectedPosition = target.length;

        const result = await move(owner.token, id, status, afterId, beforeId);
        expect({ step, errors: result.errors }).toEqual({ step, errors: undefined });
        target.splice(expectedPosition, 0, id);
        if (step % 10 === 9) await expectBoardMatchesModel(step);
      }
      await expectBoardMatchesModel(200);

      const [duplicates]: { n: number }[] = await app.dataSource.query(
        'SELECT count(*)::int AS n FROM (SELECT status, rank FROM tasks WHERE project_id = $1 GROUP BY status, rank HAVING count(*) > 1) d',
        [project.id],
      );
      expect(duplicates.n).toBe(0);
    });

    it('re-keys a few neighbours in the database when moves keep landing in one gap, keeping order and short keys', async () => {
      const { owner, project } = await seedProject(app.services);
      const anchor = await createTask(app, owner.token, { projectId: project.id, title: 'Anchor', status: 'TO_DO' });
      const pool: number[] = [];
      for (let i = 0; i < 20; i++) pool.push((await createTask(app, owner.token, { projectId: project.id, title: `P${i}`, status: 'TO_DO' })).id);
      let order = [anchor.id, ...pool];
      let rekeyedMoves = 0;
      let previous = new Map((await board(owner.token, project.id)).columns[1].tasks.map((task) => [task.id, task.rank]));
      for (let step = 0; step < 250; step++) {
        const id = pool[step % pool.length];
        order = order.filter((candidate) => candidate !== id);
        const beforeId = order[1] ?? null;
        dataOf(await move(owner.token, id, 'TO_DO', anchor.id, beforeId));
        order.splice(1, 0, id);
        const column = (await board(owner.token, project.id)).columns[1];
        expect({ step, ids: column.tasks.map((task) => task.id) }).toEqual({ step, ids: order });
        expect(byteOrdered(column.tasks.map((task) => task.rank))).toBe(true);
        const changedNeighbours = column.tasks.filter((task) => task.id !== id && previous.get(task.id) !== task.rank);
        expect(changedNeighbours.length).toBeLessThanOrEqual(16);
        if (changedNeighbours.length > 0) rekeyedMoves++;
        expect(Math.max(...column.tasks.map((task) => task.rank.length))).toBeLessThanOrEqual(24);
        previous = new Map(column.tasks.map((task) => [task.id, task.rank]));
      }
      expect(rekeyedMoves).toBeGreaterThan(0);
    });

    it('lands two concurrent moves into the same gap between the neighbours, the later commit after the earlier', async () => {
      const { owner, workspaceId, project } = await seedProject(app.services);
      const analyst = await addMember(app, workspaceId, WorkspaceRole.ANALYST);
      for (let round = 0; round < 4; round++) {
        const left = await createTask(app, owner.token, { projectId: project.id, title: `L${round}`, status: 'TO_DO' });
        const right = await createTask(app, owner.token, { projectId: project.id, title: `R${round}`, status: 'TO_DO' });
        const x = await createTask(app, owner.token, { projectId: project.id, title: `X${round}` });
        const y = await createTask(app, owner.token, { projectId: project.id, title: `Y${round}` });

        const [mx, my] = await Promise.all([move(owner.token, x.id, 'TO_DO', left.id, right.id), move(analyst.token, y.id, 'TO_DO', left.id, right.id)]);
        const rankX = dataOf(mx).moveTask.task.rank;
        const rankY = dataOf(my).moveTask.task.rank;
        expect(rankX).not.toBe(rankY);

        const column = (await board(owner.token, project.id)).columns[1];
        const ids = column.tasks.map((task) => task.id);
        expect(byteOrdered(column.tasks.map((task) => task.rank))).toBe(true);
        const between = ids.slice(ids.indexOf(left.id) + 1, ids.indexOf(right.id));
        expect(between.sort()).toEqual([x.id, y.id].sort());

        // Which one committed first: the activity log's ids follow the board lock's order.
        const movedId = async (taskId: number) => {
          const events = dataOf(await app.graphql<{ activity: { id: string; action: string; field: string }[] }>(ACTIVITY, { itemId: taskId }, owner.token)).activity;
          return BigInt(events.find((event) => event.action === 'MOVED')!.id);
        };
        const [earlier, later] = (await movedId(x.id)) < (await movedId(y.id)) ? [x.id, y.id] : [y.id, x.id];
        expect({ round, between: ids.slice(ids.indexOf(left.id) + 1, ids.indexOf(right.id)) }).toEqual({ round, between: [earlier, later] });
      }
    });
  });

  it('reads a 5,000-task board with its assignees in at most 3 SQL statements', async () => {
    const { owner, workspaceId, project } = await seedProject(app.services, 'Big board');
    const members = [owner.user.id];
    for (let i = 0; i < 3; i++) members.push((await addMember(app, workspaceId, WorkspaceRole.ANALYST)).user.id);
    const ranks = generateNKeysBetween(null, null, 5000);
    await app.dataSource.query(
      `INSERT INTO tasks (title, status, priority, project_id, rank)
       SELECT 'Task ' || k.n, (ARRAY['Backlog', 'To Do', 'In Progress', 'Review', 'Done']::task_status[])[1 + (k.n % 5)], 'Medium', $1, k.rank
         FROM unnest($2::text[]) WITH ORDINALITY AS k(rank, n)`,
      [project.id, ranks],
    );
    // Three tasks in four get one to three assignees.
    await app.dataSource.query(
      `INSERT INTO task_assignees (task_id, user_id)
       SELECT t.id, m.user_id
         FROM tasks t
         JOIN unnest($2::int[]) WITH ORDINALITY AS m(user_id, n) ON m.n <= 1 + (t.id % 3)
        WHERE t.project_id = $1 AND t.id % 4 <> 0`,
      [project.id, members],
    );
    const [{ assignments }]: { assignments: number }[] = await app.dataSource.query(
      'SELECT count(*)::int AS assignments FROM task_assignees ta JOIN tasks t ON t.id = ta.task_id WHERE t.project_id = $1',
      [project.id],
    );
    expect(assignments).toBeGreaterThan(5000);

    const spy = jest.spyOn(Client.prototype, 'query');
    let result: Awaited<ReturnType<typeof app.graphql<BoardData>>>;
    let statements: number;
    try {
      result = await app.graphql<BoardData>(BOARD, { projectId: project.id }, owner.token);
      statements = spy.mock.calls.length; // read before mockRestore, which clears the calls
    } finally {
      spy.mockRestore();
    }
    expect(statements).toBeGreaterThan(0); // the spy really sees TypeORM's queries
    expect(statements).toBeLessThanOrEqual(3);

    const columns = dataOf(result).projectBoard.columns;
    expect(columns.map((column) => column.count)).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(columns.reduce((sum, column) => sum + column.tasks.length, 0)).toBe(5000);
    for (const column of columns) expect(byteOrdered(column.tasks.map((task) => task.rank))).toBe(true);
    expect(columns.reduce((sum, column) => sum + column.tasks.reduce((n, task) => n + task.assignees.length, 0), 0)).toBe(assignments);
  });

  it('is not found for another workspace and readable by a Viewer', async () => {
    const { owner, workspaceId, project, stranger } = await seedWithStranger(app);
    await createTask(app, owner.token, { projectId: project.id, title: 'Secret' });
    expect(errorOf(await app.graphql(BOARD, { projectId: project.id }, stranger.owner.token))).toEqual({ message: 'Project not found.', code: 'NOT_FOUND' });
    const viewer = await addMember(app, workspaceId, WorkspaceRole.VIEWER);
    expect((await board(viewer.token, project.id)).columns[0].count).toBe(1);
  });
});
