import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { registerUser } from '../../../test/factories';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolated-database';
import { addMember, dataOf, errorOf, graphqlIn } from '../../../test/project-helpers';
import { plantedOrdersCsv, uploadCsv, viewerFor } from '../../../test/report-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { WorkspaceRole } from '../workspaces/workspace-role';
import { InsightThread } from './insight-thread.entity';

const INSIGHT_ADDED = `subscription ($workspaceId: Int!) {
  insightAdded(workspaceId: $workspaceId) { id title tags author isResolved createdAt lastUpdated workspaceId messages { id type content dataLink generatedAt } }
}`;
const THREAD_FIELDS = 'id title tags author isResolved createdAt lastUpdated messages { id type content dataLink question askedBy generatedAt }';

interface ThreadData {
  id: number;
  title: string;
  tags: string[];
  author: string;
  isResolved: boolean;
  workspaceId: number;
  messages: { id: number; type: string; content: string; dataLink: string | null; question?: string | null; askedBy?: string | null }[];
}

/** A live insightAdded subscription that collects what arrives. */
class Watcher {
  readonly threads: ThreadData[] = [];
  readonly errors: unknown[] = [];

  constructor(client: Client, workspaceId: number) {
    client.subscribe<{ insightAdded: ThreadData }>(
      { query: INSIGHT_ADDED, variables: { workspaceId } },
      {
        next: (result) => {
          if (result.errors) this.errors.push(...result.errors);
          if (result.data?.insightAdded) this.threads.push(result.data.insightAdded);
        },
        error: (error) => this.errors.push(error),
        complete: () => undefined,
      },
    );
  }

  real(): ThreadData[] {
    return this.threads.filter((thread) => thread.id > 0);
  }

  async until(predicate: () => boolean, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error(`timed out; threads: ${JSON.stringify(this.threads.map((t) => t.title))}, errors: ${JSON.stringify(this.errors)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A thread object that is not stored anywhere: published only to learn that a subscription is live. */
function marker(workspaceId: number): InsightThread {
  return Object.assign(new InsightThread(), { id: -1, workspaceId, title: 'warm-up', tags: [], author: 'test', isResolved: false, createdAt: new Date(), lastUpdated: new Date(), messages: [] });
}

// The scan reads every workspace of its database, so it runs on a database of its own.
describe('the insight engine on its pg-boss schedule', () => {
  let database: IsolatedDatabase;
  let app: TestApp;
  const clients: Client[] = [];

  beforeAll(async () => {
    database = await createIsolatedDatabase('insights');
    app = await createTestApp({ databaseUrl: database.url, listen: true, env: { INSIGHT_INTERVAL_MS: '400' } });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await app?.close();
    await database?.drop();
  });

  function connect(token: string): Client {
    const client = createClient({ url: `${app.baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    clients.push(client);
    return client;
  }

  /** graphql-ws does not acknowledge a subscription: publish markers until the watcher hears one. */
  async function warmUp(watcher: Watcher, workspaceId: number): Promise<void> {
    for (let attempt = 0; attempt < 50 && watcher.threads.length === 0; attempt++) {
      app.services.pubSub.publish('INSIGHT_ADDED', workspaceId, marker(workspaceId));
      await watcher.until(() => watcher.threads.length > 0, 100).catch(() => undefined);
    }
    expect(watcher.threads.length).toBeGreaterThan(0);
  }

  it('runs the job, stores each finding once, and delivers it to every member watching and to no one else', async () => {
    const owner = await registerUser(app.services);
    const viewer = await viewerFor(app.services, owner.token);
    const analyst = await addMember(app, viewer.workspaceId, WorkspaceRole.ANALYST);
    const stranger = await registerUser(app.services);
    const strangerViewer = await viewerFor(app.services, stranger.token);

    const ownerWatch = new Watcher(connect(owner.token), viewer.workspaceId);
    const analystWatch = new Watcher(connect(analyst.token), viewer.workspaceId);
    const strangerOwn = new Watcher(connect(stranger.token), strangerViewer.workspaceId);
    const strangerPeek = new Watcher(connect(stranger.token), viewer.workspaceId);
    await warmUp(ownerWatch, viewer.workspaceId);
    await warmUp(analystWatch, viewer.workspaceId);
    await warmUp(strangerOwn, strangerViewer.workspaceId);
    await strangerPeek.until(() => strangerPeek.errors.length > 0, 5_000);
    expect(JSON.stringify(strangerPeek.errors)).toMatch(/Workspace not found/);

    const source = await uploadCsv(app.services, viewer, 'Shop orders', { 'orders.csv': plantedOrdersCsv('2026-06-30') });
    await app.services.insightJobs.start();

    // Scans post two threads at a time: wait for the planted change, the weekly record and the share shift.
    const wanted = [/^Number of orders up \d+% week over week$/, /^Highest weekly number of orders in 8 weeks$/, /^Share of number of orders by channel: Partner up \d+ points$/];
    await ownerWatch.until(() => wanted.every((pattern) => ownerWatch.real().some((thread) => pattern.test(thread.title))), 30_000);
    await analystWatch.until(() => analystWatch.real().length >= ownerWatch.real().length, 10_000);
    await app.services.insightJobs.stop();

    const stored: { id: number; title: string; fingerprint: string }[] = await app.dataSource.query('SELECT id, title, fingerprint FROM insight_threads WHERE workspace_id = $1 ORDER BY id', [viewer.workspaceId]);
    const received = ownerWatch.real();
    expect(received.map((thread) => thread.id).sort((a, b) => a - b)).toEqual(stored.map((row) => row.id).slice(0, received.length));
    expect(analystWatch.real().map((thread) => thread.id)).toEqual(received.map((thread) => thread.id));
    expect(new Set(stored.map((row) => row.fingerprint)).size).toBe(stored.length);

    const change = received.find((thread) => wanted[0]?.test(thread.title));
    expect(change).toMatchObject({ author: 'Quarry Insights', isResolved: false, workspaceId: viewer.workspaceId });
    expect(change?.tags).toEqual(['change', 'number of orders', 'Shop orders']);
    expect(change?.messages[0]?.content).toMatch(/^Number of orders was \d[\d,]* in the 7 days to 2026-06-30, up \d+% from \d[\d,]* in the 7 days before\.$/);
    expect(change?.messages[1]?.content).toMatch(/^Top contributors by channel: Partner \+/);
    expect(change?.messages.every((message) => message.type === 'insight' && /^\/dashboard\?tab=reports&insight=\d+$/.test(message.dataLink ?? ''))).toBe(true);

    // Nothing reached the stranger, and running the scan again posts nothing already posted.
    expect(strangerOwn.real()).toEqual([]);
    expect(strangerPeek.threads).toEqual([]);
    for (let scan = 0; scan < 10; scan++) {
      if ((await app.services.insightEngine.scanWorkspace(viewer.workspaceId)).length === 0) break;
    }
    expect(await app.services.insightEngine.scanWorkspace(viewer.workspaceId)).toEqual([]);
    const [{ count }] = await app.dataSource.query('SELECT count(*)::int AS count FROM insight_threads WHERE workspace_id = $1 AND source_id = $2', [viewer.workspaceId, source.id]);
    expect(count).toBeGreaterThanOrEqual(3);
  }, 90_000);

  it('reads threads by tag, answers follow-ups, resolves, and opens the query behind a message', async () => {
    const owner = await registerUser(app.services);
    const viewer = await viewerFor(app.services, owner.token);
    await uploadCsv(app.services, viewer, 'Shop orders', { 'orders.csv': plantedOrdersCsv('2026-06-30') });
    for (let scan = 0; scan < 10; scan++) if ((await app.services.insightEngine.scanWorkspace(viewer.workspaceId)).length === 0) break;

    const all = dataOf(await app.graphql<{ insightThreads: ThreadData[] }>(`{ insightThreads { ${THREAD_FIELDS} } }`, {}, owner.token)).insightThreads;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const tags = dataOf(await app.graphql<{ insightTags: string[] }>('{ insightTags }', {}, owner.token)).insightTags;
    expect(tags).toEqual(expect.arrayContaining(['change', 'mix', 'record', 'Shop orders', 'number of orders']));
    const mix = dataOf(await app.graphql<{ insightThreads: ThreadData[] }>(`query ($tag: String) { insightThreads(tag: $tag) { ${THREAD_FIELDS} } }`, { tag: 'mix' }, owner.token)).insightThreads;
    expect(mix.length).toBeGreaterThan(0);
    expect(mix.every((thread) => thread.tags.includes('mix'))).toBe(true);

    const thread = all[0];
    if (!thread) throw new Error('a thread expected');
    const followed = dataOf(
      await app.graphql<{ postInsightFollowUp: ThreadData }>(`mutation ($id: Int!, $q: String!) { postInsightFollowUp(threadId: $id, question: $q) { ${THREAD_FIELDS} } }`, { id: thread.id, q: 'number of orders by channel' }, owner.token),
    ).postInsightFollowUp;
    const answer = followed.messages.at(-1);
    expect(answer).toMatchObject({ type: 'followup', question: 'number of orders by channel', askedBy: 'Test' });
    expect(answer?.content).toMatch(/^Number of orders by channel: 4 groups\./);
    expect(answer?.dataLink).toMatch(/^\/dashboard\?tab=reports&insight=\d+$/);

    const resolved = dataOf(await app.graphql<{ resolveInsightThread: ThreadData }>(`mutation ($id: Int!) { resolveInsightThread(threadId: $id) { ${THREAD_FIELDS} } }`, { id: thread.id }, owner.token)).resolveInsightThread;
    expect(resolved.isResolved).toBe(true);
    const open = dataOf(await app.graphql<{ insightThreads: ThreadData[] }>(`{ insightThreads(includeResolved: false) { id } }`, {}, owner.token)).insightThreads;
    expect(open.map((t) => t.id)).not.toContain(thread.id);
    const stats = dataOf(await app.graphql<{ reportStats: Record<string, number> }>('{ reportStats { activeReports realtimeUpdates aiSuggestions } }', {}, owner.token)).reportStats;
    expect(stats).toEqual({ activeReports: 0, realtimeUpdates: expect.any(Number), aiSuggestions: all.length - 1 });
    expect(stats.realtimeUpdates).toBeGreaterThanOrEqual(all.length);

    // The dataLink opens the query behind the message, which can be added to a report as a card.
    const messageId = Number(/insight=(\d+)/.exec(thread.messages[0]?.dataLink ?? '')?.[1]);
    const preview = dataOf(await app.graphql<{ insightQuery: { chartType: string; data: unknown[]; sql: string } }>('query ($id: Int!) { insightQuery(messageId: $id) { chartType data sql title } }', { id: messageId }, owner.token)).insightQuery;
    expect(preview.data.length).toBeGreaterThan(0);
    expect(preview.sql).toMatch(/^SELECT/);
    const report = dataOf(await app.graphql<{ createReport: { id: number } }>('mutation { createReport(name: "From the timeline") { id } }', {}, owner.token)).createReport;
    const card = dataOf(await app.graphql<{ addInsightToReport: { chartType: string; status: string; data: unknown[] } }>('mutation ($m: Int!, $r: Int!) { addInsightToReport(messageId: $m, reportId: $r) { chartType status data } }', { m: messageId, r: report.id }, owner.token)).addInsightToReport;
    expect(card).toMatchObject({ chartType: preview.chartType, status: 'READY', data: preview.data });

    // Another workspace sees none of it; a Viewer reads but cannot post or resolve.
    const stranger = await registerUser(app.services);
    expect(dataOf(await app.graphql<{ insightThreads: unknown[] }>('{ insightThreads { id } }', {}, stranger.token)).insightThreads).toEqual([]);
    expect(errorOf(await app.graphql('mutation ($id: Int!) { resolveInsightThread(threadId: $id) { id } }', { id: thread.id }, stranger.token)).code).toBe('NOT_FOUND');
    expect(errorOf(await app.graphql('query ($id: Int!) { insightQuery(messageId: $id) { sql } }', { id: messageId }, stranger.token)).code).toBe('NOT_FOUND');
    const reader = await addMember(app, viewer.workspaceId, WorkspaceRole.VIEWER);
    expect((await graphqlIn<{ insightThreads: unknown[] }>(app, reader.token, viewer.workspaceId, '{ insightThreads { id } }')).data?.insightThreads.length).toBe(all.length);
    expect(errorOf(await graphqlIn(app, reader.token, viewer.workspaceId, 'mutation ($id: Int!) { resolveInsightThread(threadId: $id) { id } }', { id: thread.id })).code).toBe('FORBIDDEN');
  }, 60_000);
});
