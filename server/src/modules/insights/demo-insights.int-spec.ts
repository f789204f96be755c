import { registerUser } from '../../../test/factories';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolated-database';
import { dataOf } from '../../../test/project-helpers';
import { dayPlus, viewerFor } from '../../../test/report-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createLogger } from '../../app/logger';
import { DEMO_SCHEMA } from '../data-sources/demo/demo-source.service';
import { DAILY_CAP, DemoLiveFeed, SIMULATED_ID_START } from './demo-live-feed';

const REPORTS = '{ reports { id name cards { title chartType status message xKey yKey data } } }';

interface ReportData {
  id: number;
  name: string;
  cards: { title: string; chartType: string; status: string; message: string | null; xKey: string; yKey: string; data: Record<string, unknown>[] }[];
}

// The demo data set is installed into every workspace of a database, so this runs on a database of its own.
describe('the demo: sample reports, the live feed and insights over it', () => {
  let database: IsolatedDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createIsolatedDatabase('demo_insights');
    app = await createTestApp({ databaseUrl: database.url, env: { DEMO_DATA: 'true' } });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('starts a workspace with Conversion Rate (line) and Lead Sources (bar), which resolve once the demo is ready', async () => {
    const owner = await registerUser(app.services);
    const waiting = dataOf(await app.graphql<{ reports: ReportData[] }>(REPORTS, {}, owner.token)).reports;
    expect(waiting.map((report) => report.name)).toEqual(['Sales overview']);
    expect(waiting[0]?.cards.map((card) => [card.title, card.chartType, card.status])).toEqual([
      ['Conversion Rate', 'LINE', 'PENDING'],
      ['Lead Sources', 'BAR', 'PENDING'],
    ]);
    const reportId = waiting[0]?.id ?? 0;
    // Opening it while the demo installs leaves the cards waiting, with a reason.
    const stillWaiting = dataOf(await app.graphql<{ report: ReportData }>(`query ($id: Int!) { report(id: $id) { id name cards { title chartType status message xKey yKey data } } }`, { id: reportId }, owner.token)).report;
    expect(stillWaiting.cards.every((card) => card.status === 'PENDING' && card.message === 'Waiting for the data source to finish importing.')).toBe(true);

    await app.services.demoSource.install();

    const ready = dataOf(await app.graphql<{ report: ReportData }>(`query ($id: Int!) { report(id: $id) { id name cards { title chartType status message xKey yKey data } } }`, { id: reportId }, owner.token)).report;
    const [conversion, sources] = ready.cards;
    // The rate is named after the status it counts ('converted'): the card draws whatever column the engine names.
    expect(conversion).toMatchObject({ title: 'Conversion Rate', chartType: 'LINE', status: 'READY', xKey: 'month', yKey: expect.stringMatching(/rate_pct$/) });
    const rate = conversion?.yKey ?? '';
    expect(conversion?.data.length).toBeGreaterThanOrEqual(24);
    expect(conversion?.data.every((row) => Number(row[rate]) > 0 && Number(row[rate]) < 100)).toBe(true);
    expect(sources).toMatchObject({ title: 'Lead Sources', chartType: 'BAR', status: 'READY', xKey: 'lead_source', yKey: 'number_of_leads' });
    const [{ leads }] = await app.dataSource.query(`SELECT count(*)::int AS leads FROM ${DEMO_SCHEMA}.leads`);
    expect(sources?.data.reduce((sum, row) => sum + Number(row.number_of_leads), 0)).toBe(leads);
  }, 180_000);

  it('feeds simulated orders into the demo, bounded, and the detectors read them', async () => {
    const logger = createLogger('silent');
    const today = new Date().toISOString().slice(0, 10);
    const earlyMorning = new Date(`${today}T00:30:00Z`);
    const feed = new DemoLiveFeed(app.dataSource, logger, () => earlyMorning);
    const first = await feed.tick();
    expect(first).toBeGreaterThan(0);
    const [{ latest }] = await app.dataSource.query(`SELECT max(order_date)::text AS latest FROM ${DEMO_SCHEMA}.orders`);
    expect(latest).toBe(today);
    // Yesterday got orders from the gap fill, each order its lines.
    const [{ yesterday }] = await app.dataSource.query(`SELECT count(*)::int AS yesterday FROM ${DEMO_SCHEMA}.orders WHERE order_date = $1::date`, [dayPlus(today, -1)]);
    expect(yesterday).toBeGreaterThan(0);
    const [{ orphans }] = await app.dataSource.query(
      `SELECT count(*)::int AS orphans FROM ${DEMO_SCHEMA}.orders o WHERE o.order_id >= $1 AND NOT EXISTS (SELECT 1 FROM ${DEMO_SCHEMA}.order_items i WHERE i.order_id = o.order_id)`,
      [SIMULATED_ID_START],
    );
    expect(orphans).toBe(0);

    // Early in the day only a quarter of the day's cap arrives, one order a tick, however often it ticks.
    for (let tick = 0; tick < 40; tick++) await feed.tick();
    const [{ todays }] = await app.dataSource.query(`SELECT count(*)::int AS todays FROM ${DEMO_SCHEMA}.orders WHERE order_date = $1::date`, [today]);
    expect(todays).toBe(Math.round(DAILY_CAP * (0.25 + 0.75 / 48)));

    const owner = await registerUser(app.services);
    const [{ workspaceId }] = await app.dataSource.query('SELECT workspace_id AS "workspaceId" FROM workspace_members WHERE user_id = $1', [owner.user.id]);
    const posted = [];
    for (let scan = 0; scan < 20; scan++) {
      const threads = await app.services.insightEngine.scanWorkspace(workspaceId);
      if (threads.length === 0) break;
      posted.push(...threads);
    }
    process.stdout.write(`demo insights:\n${posted.map((thread) => `  ${thread.title} [${thread.tags.join(', ')}]`).join('\n')}\n`);
    expect(posted.length).toBeGreaterThan(0);
    expect(posted.every((thread) => thread.tags.includes('Demo CRM & Sales') && thread.messages.length > 0)).toBe(true);
    // A second workspace over the same shared tables gets its own threads.
    const other = await registerUser(app.services);
    const [{ otherWorkspace }] = await app.dataSource.query('SELECT workspace_id AS "otherWorkspace" FROM workspace_members WHERE user_id = $1', [other.user.id]);
    expect((await app.services.insightEngine.scanWorkspace(otherWorkspace)).length).toBeGreaterThan(0);
  }, 180_000);

  it('answers a repeated question from its cached result until the live feed moves the data set’s stamp', async () => {
    await app.services.demoSource.install();
    const owner = await registerUser(app.services);
    const viewer = await viewerFor(app.services, owner.token);
    const orderCount = async (): Promise<number> => {
      const answer = await app.services.ask.ask(viewer, { question: 'How many orders are there?', memory: false });
      expect(answer.sql).toMatch(/count\(\*\)[\s\S]*FROM "orders"/i);
      return Number(answer.rows[0]?.[0]);
    };
    const [{ orders }] = await app.dataSource.query(`SELECT count(*)::int AS orders FROM ${DEMO_SCHEMA}.orders`);
    expect(await orderCount()).toBe(orders);

    // A row written behind the feed's back does not move the stamp: the same question is answered from the cache.
    await app.dataSource.query(`DELETE FROM ${DEMO_SCHEMA}.orders WHERE order_id = (SELECT min(order_id) FROM ${DEMO_SCHEMA}.orders)`);
    expect(await orderCount()).toBe(orders);

    // The feed's new orders move it: the next answer counts them, and no longer the row removed above.
    const today = new Date().toISOString().slice(0, 10);
    const feed = new DemoLiveFeed(app.dataSource, createLogger('silent'), () => new Date(`${today}T23:59:00Z`));
    // A tick adds nothing while the app's own feed holds the lock; the next one does.
    let added = 0;
    for (let tick = 0; tick < 20 && added === 0; tick++) added = await feed.tick();
    expect(added).toBeGreaterThan(0);
    expect(await orderCount()).toBe(orders - 1 + added);
  }, 180_000);
});
