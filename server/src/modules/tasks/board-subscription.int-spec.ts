import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addMember, createTask, dataOf, MOVE_TASK, seedWithStranger } from '../../../test/project-helpers';
import { WorkspaceRole } from '../workspaces/workspace-role';

const BOARD_CHANGED = `subscription ($projectId: Int!) {
  boardChanged(projectId: $projectId) {
    kind projectId itemId actorId originTab warnings occurredAt
    task { id status title }
    userStory { id title }
    epic { id title status }
  }
}`;
const UPDATE_PROJECT = `mutation ($id: Int!, $name: String!) { updateProject(id: $id, input: { name: $name }) { id } }`;

interface BoardEventData {
  kind: string;
  projectId: number;
  itemId: number;
  actorId: number;
  originTab: string | null;
  warnings: string[];
  occurredAt: string;
  task: { id: number; status: string; title: string } | null;
  userStory: { id: number; title: string } | null;
  epic: { id: number; title: string; status: string } | null;
}

/** A live boardChanged subscription that collects what arrives, and waits for what should. */
class Watcher {
  readonly events: BoardEventData[] = [];
  readonly errors: unknown[] = [];
  completed = false;
  private waiters: (() => void)[] = [];
  readonly unsubscribe: () => void;

  constructor(client: Client, projectId: number) {
    this.unsubscribe = client.subscribe<{ boardChanged: BoardEventData }>(
      { query: BOARD_CHANGED, variables: { projectId } },
      {
        next: (result) => {
          if (result.errors) this.errors.push(...result.errors);
          if (result.data?.boardChanged) this.events.push(result.data.boardChanged);
          this.notify();
        },
        error: (error) => {
          this.errors.push(error);
          this.notify();
        },
        complete: () => {
          this.completed = true;
          this.notify();
        },
      },
    );
  }

  private notify() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves once `predicate` holds, or fails after `ms`. */
  async until(predicate: () => boolean, ms = 5_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!predicate()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; events so far: ${JSON.stringify(this.events.map((event) => event.kind))}, errors: ${JSON.stringify(this.errors)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  next(predicate: (event: BoardEventData) => boolean): Promise<BoardEventData> {
    return this.until(() => this.events.some(predicate)).then(() => this.events.find(predicate)!);
  }
}

describe('boardChanged over graphql-ws', () => {
  let app: TestApp;
  const clients: Client[] = [];
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });
  afterAll(() => app.close());

  function connect(token: string): Client {
    const client = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  }

  /**
   * graphql-ws does not acknowledge a subscription, so nudge the project (a PROJECT_UPDATED event) until the
   * watcher hears one: from then on it surely receives everything.
   */
  async function warmUp(watcher: Watcher, token: string, projectId: number, name: string): Promise<void> {
    for (let attempt = 0; attempt < 50 && !watcher.events.some((event) => event.kind === 'PROJECT_UPDATED'); attempt++) {
      dataOf(await app.graphql(UPDATE_PROJECT, { id: projectId, name }, token));
      await watcher.until(() => watcher.events.some((event) => event.kind === 'PROJECT_UPDATED'), 100).catch(() => undefined);
    }
    expect(watcher.events.some((event) => event.kind === 'PROJECT_UPDATED')).toBe(true);
  }

  it('delivers one member’s task, story and epic changes to another member, with the actor', async () => {
    const { owner, workspaceId, project } = await seedWithStranger(app);
    const analyst = await addMember(app, workspaceId, WorkspaceRole.ANALYST);
    const ownerWatch = new Watcher(connect(owner.token), project.id);
    const analystWatch = new Watcher(connect(analyst.token), project.id);
    await warmUp(ownerWatch, owner.token, project.id, 'Live');
    await warmUp(analystWatch, owner.token, project.id, 'Live');

    // A move by the analyst reaches the owner, and carries the analyst as actor (the analyst sees its own echo).
    const task = await createTask(app, owner.token, { projectId: project.id, title: 'Watch me' });
    const created = await analystWatch.next((event) => event.kind === 'TASK_CREATED' && event.itemId === task.id);
    expect(created).toMatchObject({ projectId: project.id, actorId: owner.user.id, task: { id: task.id, status: 'BACKLOG', title: 'Watch me' }, warnings: [] });

    dataOf(await app.graphql(MOVE_TASK, { id: task.id, status: 'IN_PROGRESS' }, analyst.token));
    const moved = await ownerWatch.next((event) => event.kind === 'TASK_MOVED' && event.itemId === task.id);
    expect(moved).toMatchObject({ projectId: project.id, actorId: analyst.user.id, task: { id: task.id, status: 'IN_PROGRESS' } });
    expect(new Date(moved.occurredAt).getTime()).not.toBeNaN();
    const echo = await analystWatch.next((event) => event.kind === 'TASK_MOVED' && event.itemId === task.id);
    expect(echo.actorId).toBe(analyst.user.id);

    const epic = dataOf(
      await app.graphql<{ createEpic: { id: number } }>('mutation ($projectId: Int!) { createEpic(input: { projectId: $projectId, title: "Live epic" }) { id } }', { projectId: project.id }, owner.token),
    ).createEpic;
    expect(await ownerWatch.next((event) => event.kind === 'EPIC_CREATED' && event.itemId === epic.id)).toMatchObject({ epic: { id: epic.id, title: 'Live epic' } });
    dataOf(await app.graphql('mutation ($id: Int!) { updateEpic(id: $id, input: { status: DONE }) { id } }', { id: epic.id }, analyst.token));
    expect(await ownerWatch.next((event) => event.kind === 'EPIC_UPDATED' && event.itemId === epic.id)).toMatchObject({
      actorId: analyst.user.id,
      epic: { id: epic.id, status: 'DONE' },
    });

    const story = dataOf(
      await app.graphql<{ createUserStory: { id: number } }>('mutation ($epicId: Int!) { createUserStory(input: { epicId: $epicId, title: "Live story" }) { id } }', { epicId: epic.id }, analyst.token),
    ).createUserStory;
    expect(await ownerWatch.next((event) => event.kind === 'USER_STORY_CREATED' && event.itemId === story.id)).toMatchObject({
      actorId: analyst.user.id,
      userStory: { id: story.id, title: 'Live story' },
    });
    dataOf(await app.graphql('mutation ($id: Int!) { deleteUserStory(id: $id) { id } }', { id: story.id }, owner.token));
    expect(await analystWatch.next((event) => event.kind === 'USER_STORY_DELETED' && event.itemId === story.id)).toMatchObject({ actorId: owner.user.id });

    dataOf(await app.graphql('mutation ($id: Int!) { updateTask(id: $id, input: { title: "Renamed" }) { id } }', { id: task.id }, owner.token));
    expect(await analystWatch.next((event) => event.kind === 'TASK_UPDATED' && event.itemId === task.id)).toMatchObject({ task: { title: 'Renamed' } });
    dataOf(await app.graphql('mutation ($id: Int!) { deleteTask(id: $id) }', { id: task.id }, owner.token));
    expect(await analystWatch.next((event) => event.kind === 'TASK_DELETED' && event.itemId === task.id)).toMatchObject({ actorId: owner.user.id, task: null });
    expect(ownerWatch.errors).toEqual([]);
    expect(analystWatch.errors).toEqual([]);
  });

  it('refuses a subscription from another workspace, which then receives nothing', async () => {
    const { owner, project, stranger } = await seedWithStranger(app);
    const strangerClient = connect(stranger.owner.token);
    const refused = new Watcher(strangerClient, project.id);
    await refused.until(() => refused.errors.length > 0 || refused.completed);
    expect(JSON.stringify(refused.errors)).toMatch(/Project not found/);

    // The stranger's own board subscription works, and the owner's changes never reach it.
    const own = new Watcher(strangerClient, stranger.project.id);
    await warmUp(own, stranger.owner.token, stranger.project.id, 'Mine');
    const ownerWatch = new Watcher(connect(owner.token), project.id);
    await warmUp(ownerWatch, owner.token, project.id, 'Theirs');
    const task = await createTask(app, owner.token, { projectId: project.id, title: 'Private' });
    dataOf(await app.graphql(MOVE_TASK, { id: task.id, status: 'DONE' }, owner.token));
    await ownerWatch.next((event) => event.kind === 'TASK_MOVED' && event.itemId === task.id);
    // A later change of the stranger's own project arrives; nothing of the owner's arrived before it.
    const marker = await createTask(app, stranger.owner.token, { projectId: stranger.project.id, title: 'Marker' });
    await own.next((event) => event.kind === 'TASK_CREATED' && event.itemId === marker.id);
    expect(own.events.every((event) => event.projectId === stranger.project.id)).toBe(true);
    expect(refused.events).toEqual([]);
  });

  it('names the browser tab behind a change (X-Quarry-Tab), so that tab alone skips its echo', async () => {
    const { owner, project } = await seedWithStranger(app);
    const watcher = new Watcher(connect(owner.token), project.id);
    await warmUp(watcher, owner.token, project.id, 'Tabs');
    const createFrom = async (tab: string | undefined, title: string): Promise<number> => {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}`, ...(tab === undefined ? {} : { 'x-quarry-tab': tab }) },
        body: JSON.stringify({ query: 'mutation ($input: TaskCreateInput!) { createTask(input: $input) { id } }', variables: { input: { projectId: project.id, title } } }),
      });
      const body = (await response.json()) as { data: { createTask: { id: number } } };
      return body.data.createTask.id;
    };

    const fromTab = await createFrom('3f2a9c0e4b7d41e8a6c2d9f01b5e7a34', 'From a tab');
    const fromScript = await createFrom(undefined, 'From a script');
    const fromBadHeader = await createFrom('not a tab id!', 'From a bad header');
    expect((await watcher.next((event) => event.itemId === fromTab)).originTab).toBe('3f2a9c0e4b7d41e8a6c2d9f01b5e7a34');
    expect((await watcher.next((event) => event.itemId === fromScript)).originTab).toBeNull();
    expect((await watcher.next((event) => event.itemId === fromBadHeader)).originTab).toBeNull();
  });

  it('refuses a subscription without a token', async () => {
    const { project } = await seedWithStranger(app);
    const client = createClient({ url: `${app.baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    clients.push(client);
    const anonymous = new Watcher(client, project.id);
    await anonymous.until(() => anonymous.errors.length > 0 || anonymous.completed);
    expect(JSON.stringify(anonymous.errors)).toMatch(/UNAUTHENTICATED|Not authenticated/);
    expect(anonymous.events).toEqual([]);
  });
});
