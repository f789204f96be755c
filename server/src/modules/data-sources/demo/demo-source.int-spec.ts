import type { Services } from '../../../app/services';
import { resolveViewer, type Viewer } from '../../../app/viewer';
import { DEMO_SOURCE_NAME } from '../../../demo/demo-dataset';
import { registerUser } from '../../../../test/factories';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/isolated-database';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DataSourceKind, DataSourceStatus } from '../data-source.entity';
import { DEMO_SCHEMA } from './demo-source.service';

async function viewerOf(services: Services, token: string): Promise<Viewer> {
  const viewer = await resolveViewer(services, `Bearer ${token}`);
  if (!viewer) throw new Error('a fresh token must resolve to a viewer');
  return viewer;
}

// The installer gives every workspace of the database its demo source, so it runs on a database of its own.
describe('the demo source', () => {
  let database: IsolatedDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createIsolatedDatabase('demo');
    app = await createTestApp({ databaseUrl: database.url, env: { DEMO_DATA: 'true' } });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('waits as importing, is installed once, answers questions, and stays deleted once deleted', async () => {
    const { services, dataSource } = app;
    // A workspace that existed before the demo was switched on, and one registered while it installs.
    const disabled = await createTestApp({ databaseUrl: database.url, env: { DEMO_DATA: 'false' } });
    const older = await registerUser(disabled.services);
    await disabled.close();
    const early = await registerUser(services);
    const earlyViewer = await viewerOf(services, early.token);
    const [waiting] = await services.dataSources.list(earlyViewer);
    expect(waiting).toMatchObject({ name: DEMO_SOURCE_NAME, kind: DataSourceKind.DEMO, status: DataSourceStatus.IMPORTING, catalog: null });
    await expect(services.ask.ask(earlyViewer, { question: 'How many orders are there?' })).resolves.toBeDefined();

    await services.demoSource.install();

    const [ready] = await services.dataSources.list(earlyViewer);
    expect(ready?.status).toBe(DataSourceStatus.READY);
    expect(ready?.catalog?.tables.map((table) => table.name).sort()).toEqual(
      ['campaigns', 'customers', 'deals', 'leads', 'order_items', 'orders', 'products', 'regions', 'sales_reps'],
    );
    expect(ready?.synonyms.map((synonym) => synonym.term)).toContain('opportunity');
    expect(ready?.metrics.map((metric) => metric.name)).toEqual(['revenue', 'units sold']);

    // The older workspace got one too, and a workspace registered now gets it ready at once.
    const olderViewer = await viewerOf(services, older.token);
    expect((await services.dataSources.list(olderViewer)).map((source) => [source.kind, source.status])).toEqual([[DataSourceKind.DEMO, DataSourceStatus.READY]]);
    const late = await registerUser(services);
    const lateViewer = await viewerOf(services, late.token);
    const [lateSource] = await services.dataSources.list(lateViewer);
    expect(lateSource?.status).toBe(DataSourceStatus.READY);

    // Questions are answered from the shared tables, with the demo's own metric.
    const [expected] = await dataSource.query(
      `SELECT count(*)::int AS n FROM ${DEMO_SCHEMA}.orders WHERE order_date >= '2025-01-01' AND order_date < '2026-01-01'`,
    );
    const count = await services.ask.ask(lateViewer, { question: 'How many orders were placed in 2025?' });
    expect(count.rows).toEqual([[expected.n]]);
    const trend = await services.ask.ask(lateViewer, { question: 'revenue by month' });
    expect(trend.chart?.type).toBe('line');
    expect(trend.rows.length).toBe(24);
    const [total] = await dataSource.query(`SELECT sum(unit_price * quantity * (1 - discount))::float AS total FROM ${DEMO_SCHEMA}.order_items`);
    const summed = trend.rows.reduce((sum, row) => sum + Number(row[1]), 0);
    expect(summed).toBeCloseTo(total.total, 0);

    // Deleting one workspace's demo source keeps the shared tables for the others, and a second start does not
    // reinstall the data set nor bring the deleted source back.
    await services.dataSources.delete(earlyViewer, ready?.id ?? 0);
    expect(await services.dataSources.list(earlyViewer)).toEqual([]);
    const [{ updated_at: installedAt }] = await dataSource.query('SELECT updated_at FROM demo_datasets');
    await services.demoSource.install();
    const [{ updated_at: afterSecondStart }] = await dataSource.query('SELECT updated_at FROM demo_datasets');
    expect(afterSecondStart).toEqual(installedAt);
    expect(await services.dataSources.list(earlyViewer)).toEqual([]);
    const again = await services.ask.ask(lateViewer, { question: 'How many customers do we have?' });
    expect(again.rows[0]?.[0]).toBeGreaterThan(100);
  }, 120_000);
});
