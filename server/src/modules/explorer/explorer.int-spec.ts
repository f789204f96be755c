import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DATASETS, restUpload } from '../../../test/data-source-helpers';
import { addWorkspaceMember, registerUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { resolveViewer, type Viewer } from '../../app/viewer';
import { WorkspaceRole } from '../workspaces/workspace-role';

const northwindFiles = readdirSync(path.join(DATASETS, 'northwind'))
  .filter((file) => file.endsWith('.csv'))
  .map((file) => path.join(DATASETS, 'northwind', file));

async function viewerFor(app: TestApp, token: string): Promise<Viewer> {
  const viewer = await resolveViewer(app.services, `Bearer ${token}`);
  if (!viewer) throw new Error('a fresh token must resolve to a viewer');
  return viewer;
}

// Explorer, profiles, pulse, stats, favorites, preferences and Enhance on an uploaded Northwind.
describe('dashboard data on Northwind', () => {
  let app: TestApp;
  let token: string;
  let viewer: Viewer;
  let sourceId: number;

  beforeAll(async () => {
    app = await createTestApp({ listen: true });
    const owner = await registerUser(app.services);
    token = owner.token;
    viewer = await viewerFor(app, token);
    const upload = await restUpload(app, token, 'Northwind', northwindFiles);
    expect(upload.status).toBe(201);
    sourceId = upload.body.id as number;
  }, 120_000);

  afterAll(() => app.close());

  const selection = (overrides: Record<string, unknown> = {}) => ({ dataSourceId: sourceId, table: 'orders', filters: [], ...overrides });

  it('pages and sorts rows on the server, filters by values and reports the total', async () => {
    const info = await app.services.explorer.tableInfo(viewer, sourceId, 'orders');
    expect(info.facets.map((facet) => facet.column)).toContain('ship_country');
    const brazil = await app.services.explorer.rows(viewer, selection({ filters: [{ column: 'ship_country', operator: 'in', values: ['Brazil'] }] }), 0, 25);
    expect(brazil.total).toBe(83);
    expect(brazil.rows).toHaveLength(25);
    const shipCountry = brazil.columns.findIndex((column) => column.name === 'ship_country');
    expect(brazil.rows.every((row) => row[shipCountry] === 'Brazil')).toBe(true);
    const last = await app.services.explorer.rows(viewer, selection({ filters: [{ column: 'ship_country', operator: 'in', values: ['Brazil'] }] }), 75, 25);
    expect(last.rows).toHaveLength(8);
    const sorted = await app.services.explorer.rows(viewer, selection({ sort: { column: 'freight', descending: true } }), 0, 3);
    const freight = sorted.columns.findIndex((column) => column.name === 'freight');
    const values = sorted.rows.map((row) => Number(row[freight]));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBeCloseTo(1007.64, 1);
    const cheap = await app.services.explorer.rows(viewer, selection({ filters: [{ column: 'freight', operator: 'lt', values: ['1'] }] }), 0, 200);
    expect(cheap.rows.every((row) => Number(row[freight]) < 1)).toBe(true);
    const summary = await app.services.explorer.summary(viewer, selection({ filters: [{ column: 'ship_country', operator: 'in', values: ['Brazil'] }] }));
    expect(summary.matchingRows).toBe(83);
    expect(summary.stats.map((stat) => stat.label)).toEqual(expect.arrayContaining(['Matching rows', 'Total freight']));
  });

  it('refuses tables, columns and values outside the catalog, and injection stays a value', async () => {
    await expect(app.services.explorer.rows(viewer, selection({ table: 'pg_user' }), 0, 10)).rejects.toThrow('not in this data source');
    await expect(app.services.explorer.rows(viewer, selection({ sort: { column: 'freight; DROP TABLE orders', descending: false } }), 0, 10)).rejects.toThrow('has no column');
    await expect(app.services.explorer.rows(viewer, selection({ filters: [{ column: 'freight', operator: 'gt', values: ['1 OR 1=1'] }] }), 0, 10)).rejects.toThrow('is not a number');
    const injected = await app.services.explorer.rows(viewer, selection({ filters: [{ column: 'ship_country', operator: 'in', values: ["Brazil' OR '1'='1"] }] }), 0, 10);
    expect(injected.total).toBe(0);
  });

  it('saves views with a name (an empty name is refused), and a Viewer may read but not save them', async () => {
    const filters = [{ column: 'ship_country', operator: 'in', values: ['Germany'] }];
    await expect(app.services.explorer.saveView(viewer, selection({ filters }), '   ')).rejects.toThrow('Give the view a name.');
    // Found by the fuzz test: a search longer than the saved column was a 500.
    await expect(app.services.explorer.saveView(viewer, selection({ filters, search: 'a'.repeat(501) }), 'Long search')).rejects.toThrow('A saved search can be at most 500 characters.');
    const saved = await app.services.explorer.saveView(viewer, selection({ filters }), 'German orders');
    const { data } = await app.graphql<{ explorerViews: { label: string; table: string; filters: { column: string; values: string[] }[] }[] }>(
      'query ($id: Int!) { explorerViews(dataSourceId: $id, table: "orders") { label table filters { column values } } }',
      { id: sourceId },
      token,
    );
    expect(data?.explorerViews).toEqual([{ label: 'German orders', table: 'orders', filters: [{ column: 'ship_country', values: ['Germany'] }] }]);

    const reader = await registerUser(app.services);
    await addWorkspaceMember(app.dataSource, viewer.workspaceId, (await viewerFor(app, reader.token)).userId, WorkspaceRole.VIEWER);
    const readerViewer = { ...viewer, userId: (await viewerFor(app, reader.token)).userId, role: WorkspaceRole.VIEWER };
    expect((await app.services.explorer.listViews(readerViewer, sourceId, 'orders')).map((view) => view.label)).toEqual(['German orders']);
    await expect(app.services.explorer.saveView(readerViewer, selection({ filters }), 'Mine')).rejects.toThrow('Your role cannot save views.');
    await expect(app.services.explorer.deleteView(readerViewer, saved.id)).rejects.toThrow('Your role cannot save views.');

    const stranger = await registerUser(app.services);
    await expect(app.services.explorer.listViews(await viewerFor(app, stranger.token), sourceId, 'orders')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(app.services.explorer.rows(await viewerFor(app, stranger.token), selection(), 0, 10)).rejects.toThrow('Data source not found.');
  });

  it('exports the filtered rows as CSV and JSON over REST', async () => {
    const post = (body: Record<string, unknown>) =>
      fetch(`${app.baseUrl}/api/v1/explorer/export`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const csv = await post({ data_source_id: sourceId, table: 'customers', format: 'csv', filters: [{ column: 'country', operator: 'in', values: ['Brazil'] }] });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('customers.csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('customer_id,company_name,contact_name,contact_title,address,city,region,postal_code,country,phone,fax');
    expect(lines).toHaveLength(1 + 9);
    expect(lines.slice(1).every((line) => line.includes('Brazil'))).toBe(true);
    const json = await post({ data_source_id: sourceId, table: 'orders', format: 'json', filters: [{ column: 'ship_country', operator: 'in', values: ['Brazil'] }] });
    const rows = (await json.json()) as { ship_country: string }[];
    expect(rows).toHaveLength(83);
    expect(rows[0]?.ship_country).toBe('Brazil');
    const bad = await post({ data_source_id: sourceId, table: 'nope', format: 'csv' });
    expect(bad.status).toBe(422);
    const anonymous = await fetch(`${app.baseUrl}/api/v1/explorer/export`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
  });

  it('turns a question into filters on the table, or answers it', async () => {
    const filtered = await app.services.explorer.ask(viewer, selection(), 'orders shipped to Brazil');
    expect(filtered.kind).toBe('filters');
    expect(filtered.filters).toEqual([{ column: 'ship_country', operator: 'in', values: ['Brazil'] }]);
    const answered = await app.services.explorer.ask(viewer, selection(), 'Top 5 customers by number of orders');
    expect(answered.kind).toBe('answer');
    expect(answered.answer?.rows[0]).toEqual(['Save-a-lot Markets', 31]);
  });

  it('profiles a customer from their orders: lifetime value, frequency, recency and a trend', async () => {
    const choices = await app.services.profiles.customers(viewer, sourceId, 'ernst', 10);
    expect(choices).toEqual([{ key: 'ERNSH', name: 'Ernst Handel', detail: 'Austria' }]);
    const profile = await app.services.profiles.profile(viewer, sourceId, 'ERNSH');
    expect(profile.name).toBe('Ernst Handel');
    const [{ total }] = await app.dataSource.query(
      `SELECT sum(d.unit_price * d.quantity * (1 - d.discount))::float AS total FROM ds_${sourceId}.order_details d JOIN ds_${sourceId}.orders o ON o.order_id = d.order_id WHERE o.customer_id = 'ERNSH'`,
    );
    expect(profile.lifetimeValue).toBeCloseTo(total, 0);
    expect(profile.predictedLifetimeValue ?? 0).toBeGreaterThanOrEqual(profile.lifetimeValue ?? 0);
    expect(profile.traits.find((fact) => fact.label === 'Orders')?.value).toBe('30');
    expect(profile.traits.map((fact) => fact.label)).toEqual(expect.arrayContaining(['Order frequency', 'Recency', 'Average order value', 'Top category name']));
    expect(profile.predictions.map((fact) => fact.label)).toEqual(expect.arrayContaining(['Trend', 'Next 12 months', 'Churn risk']));
    expect(profile.demographics.find((fact) => fact.label === 'Country')?.value).toBe('Austria');
    expect(profile.matchConfidence).toBeNull();
    await expect(app.services.profiles.profile(viewer, sourceId, 'NOPE!')).rejects.toThrow('Customer not found.');
  });

  it('scores a match across sources by the share of key fields that agree', async () => {
    const crm = 'customer_id,company_name,country,city,phone\nC1,Ernst Handel,Austria,Graz,7675-3425\nC2,Somebody Else,Chile,Santiago,1\n';
    const upload = await restUpload(app, token, 'Second CRM', [{ name: 'customers.csv', data: crm }]);
    expect(upload.status).toBe(201);
    const profile = await app.services.profiles.profile(viewer, sourceId, 'ERNSH');
    expect(profile.matches).toEqual([{ sourceName: 'Second CRM', name: 'Ernst Handel', matchedFields: 4, comparedFields: 4, fields: ['name', 'city', 'country', 'phone'] }]);
    expect(profile.matchConfidence).toBe(1);
  });

  it('pulses the latest 30 days against the 30 before, ending at the data’s last date', async () => {
    const pulse = await app.services.pulse.pulse(viewer, sourceId, 30);
    const titles = pulse.cards.map((card) => card.title);
    expect(titles).toEqual(expect.arrayContaining(['Revenue', 'Orders', 'Active customers']));
    const orders = pulse.cards.find((card) => card.title === 'Orders');
    const [{ current, previous }] = await app.dataSource.query(
      `SELECT count(*) FILTER (WHERE order_date >= '1998-04-07' AND order_date < '1998-05-07')::int AS current,
              count(*) FILTER (WHERE order_date >= '1998-03-08' AND order_date < '1998-04-07')::int AS previous FROM ds_${sourceId}.orders`,
    );
    expect(orders).toMatchObject({ group: 'Operations', current, previous });
    expect(orders?.status).toBe(current > previous * 1.02 ? 'positive' : current < previous * 0.98 ? 'negative' : 'neutral');
    expect(pulse.cards.every((card) => ['Financial', 'Customer Metrics', 'Operations'].includes(card.group))).toBe(true);
  });

  it('counts the workspace for the metrics panel', async () => {
    await app.services.ask.ask(viewer, { question: 'How many orders?' });
    const stats = await app.services.workspaceStats.stats(viewer);
    expect(stats.sources).toBeGreaterThanOrEqual(1);
    expect(stats.tables).toBeGreaterThanOrEqual(11);
    expect(stats.rows).toBeGreaterThan(3000);
    expect(stats.questionsAsked).toBeGreaterThanOrEqual(1);
    expect(stats.storageBytes).toBeGreaterThan(100_000);
    expect(stats.largestTables[0]?.table).toBe('order_details');
  });

  it('keeps favorites and preferences per user, and Enhance keeps the answer the same', async () => {
    const first = await app.services.chat.addFavorite(viewer, '  How many orders were shipped to Brazil?  ');
    const again = await app.services.chat.addFavorite(viewer, 'how many orders were shipped to brazil?');
    expect(again.id).toBe(first.id);
    expect((await app.services.chat.listFavorites(viewer)).map((f) => f.question)).toEqual(['How many orders were shipped to Brazil?']);
    await app.services.chat.removeFavorite(viewer, first.id);
    expect(await app.services.chat.listFavorites(viewer)).toEqual([]);

    expect(await app.services.chat.preferencesOf(viewer)).toMatchObject({ chatTypingSpeed: 'normal', chatShowSql: true, updatesPromptDismissed: false });
    await app.services.chat.updatePreferences(viewer, { updatesPromptDismissed: true });
    await app.services.chat.updatePreferences(viewer, { chatTypingSpeed: 'fast' });
    expect(await app.services.chat.preferencesOf(viewer)).toMatchObject({ chatTypingSpeed: 'fast', updatesPromptDismissed: true });
    await expect(app.services.chat.updatePreferences(viewer, { chatTypingSpeed: 'ludicrous' })).rejects.toThrow('Typing speed');

    for (const question of ['orders to brazil', 'Top 5 customers by number of orders', 'revenue by month']) {
      const enhanced = await app.services.chat.enhance(viewer, question, [sourceId]);
      const before = await app.services.ask.ask(viewer, { question, dataSourceIds: [sourceId] });
      const after = await app.services.ask.ask(viewer, { question: enhanced.question, dataSourceIds: [sourceId] });
      expect({ question: enhanced.question, sql: after.sql }).toEqual({ question: enhanced.question, sql: before.sql });
    }
  });

  it('serves the structured answer beside SPEC’s Markdown on /api/v1/chat', async () => {
    const response = await fetch(`${app.baseUrl}/api/v1/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ user_input: 'How many orders were shipped to Brazil?', memory_enabled: false, data_sources: ['Northwind'] }),
    });
    const body = (await response.json()) as { response: string; answer: { rows: unknown[][]; chart: { type: string } } };
    expect(body.response).toContain('83');
    expect(body.answer.rows).toEqual([[83]]);
    expect(body.answer.chart.type).toBe('number');
  });
});
