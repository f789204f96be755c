import { registerUser } from '../../../test/factories';
import { addMember, dataOf, errorOf, graphqlIn } from '../../../test/project-helpers';
import { uploadCsv, viewerFor } from '../../../test/report-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { WorkspaceRole } from '../workspaces/workspace-role';

const SALES_CSV = [
  'sale_id,sale_date,region,product_category,amount,customer_id,rep_id',
  ...Array.from({ length: 240 }, (_unused, i) => {
    const month = String(1 + (i % 12)).padStart(2, '0');
    const region = ['North', 'South', 'East', 'West'][i % 4];
    const category = ['Hardware', 'Software', 'Services'][i % 3];
    return `${i + 1},2025-${month}-${String(1 + (i % 27)).padStart(2, '0')},${region},${category},${(100 + (i % 7) * 25).toFixed(2)},${1 + (i % 20)},${1 + (i % 5)}`;
  }),
].join('\n');
const TICKETS_CSV = ['ticket_id,opened_date,status', ...Array.from({ length: 30 }, (_unused, i) => `${i + 1},2025-03-${String(1 + (i % 27)).padStart(2, '0')},${['Open', 'Closed'][i % 2]}`)].join('\n');
const SALES_STATUS_CSV = ['sale_id,status', ...Array.from({ length: 240 }, (_unused, i) => `${i + 1},${['Paid', 'Refunded'][i % 2]}`)].join('\n');
// Customers and sales reps both have a country, so 'sales by country' has two readings.
const CUSTOMERS_CSV = ['customer_id,customer_name,country', ...Array.from({ length: 20 }, (_unused, i) => `${i + 1},Customer ${i + 1},${['France', 'Spain', 'Italy'][i % 3]}`)].join('\n');
const REPS_CSV = ['rep_id,rep_name,country', ...Array.from({ length: 5 }, (_unused, i) => `${i + 1},Rep ${i + 1},${['France', 'Germany'][i % 2]}`)].join('\n');

const CARD = 'id title prompt chartType xKey yKey seriesKey sql sourceId data transform transformError { message line } status message position widthPercent height refreshedAt';
const GENERATE = `mutation ($reportId: Int!, $prompt: String!) { generateReportCard(reportId: $reportId, prompt: $prompt) { messages { id role content cardId options } card { ${CARD} } } }`;
const REPORT = `query ($id: Int!) { report(id: $id) { id name cards { ${CARD} } messages { role content cardId } } }`;

interface Card {
  id: number;
  title: string;
  prompt: string;
  chartType: string;
  xKey: string | null;
  yKey: string | null;
  sql: string | null;
  sourceId: number | null;
  data: Record<string, unknown>[];
  transform: string | null;
  transformError: { message: string; line: number | null } | null;
  status: string;
  message: string | null;
  position: number;
  widthPercent: number;
  height: number;
}
interface Turn {
  messages: { id: number; role: string; content: string; cardId: number | null; options: string[] }[];
  card: Card | null;
}

describe('reports', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function seed() {
    const owner = await registerUser(app.services);
    const viewer = await viewerFor(app.services, owner.token);
    const source = await uploadCsv(app.services, viewer, 'Sales', { 'sales.csv': SALES_CSV, 'tickets.csv': TICKETS_CSV, 'sale_statuses.csv': SALES_STATUS_CSV, 'customers.csv': CUSTOMERS_CSV, 'reps.csv': REPS_CSV });
    const report = dataOf(await app.graphql<{ createReport: { id: number; name: string } }>('mutation { createReport(name: "Quarterly") { id name } }', {}, owner.token)).createReport;
    return { owner, viewer, source, report };
  }

  async function generate(token: string, reportId: number, prompt: string): Promise<Turn> {
    return dataOf(await app.graphql<{ generateReportCard: Turn }>(GENERATE, { reportId, prompt }, token)).generateReportCard;
  }

  it('generates line, bar and pie cards from prompts, titled with the prompt’s first 20 characters', async () => {
    const { owner, source, report } = await seed();
    const line = await generate(owner.token, report.id, 'total amount by month of sale date');
    expect(line.messages.map((message) => message.role)).toEqual(['user', 'ai']);
    expect(line.messages[0]?.content).toBe('total amount by month of sale date');
    expect(line.card).toMatchObject({ title: 'total amount by mont', chartType: 'LINE', sourceId: source.id, status: 'READY', position: 0, widthPercent: 100, height: 300 });
    expect(line.messages[1]?.cardId).toBe(line.card?.id);
    expect(line.card?.data).toHaveLength(12);
    expect(line.card?.sql).toMatch(/^SELECT/);

    const bar = await generate(owner.token, report.id, 'total amount by region');
    expect(bar.card).toMatchObject({ chartType: 'BAR', xKey: 'region', position: 1 });
    expect(bar.card?.data.map((row) => row.region).sort()).toEqual(['East', 'North', 'South', 'West']);

    const pie = await generate(owner.token, report.id, 'share of amount by product category');
    expect(pie.card).toMatchObject({ chartType: 'PIE', position: 2 });
    const shares = (pie.card?.data ?? []).map((row) => Number(row[pie.card?.yKey ?? '']));
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
  });

  it('answers a clarification, an unanswerable prompt or a single number in the messages, with no card', async () => {
    const { owner, report } = await seed();
    const unclear = await generate(owner.token, report.id, 'number of sales by country');
    expect(unclear.card).toBeNull();
    expect(unclear.messages[1]).toMatchObject({ role: 'ai', cardId: null });
    expect(unclear.messages[1]?.content).toMatch(/more than one/);
    expect(unclear.messages[1]?.options.length).toBeGreaterThanOrEqual(2);

    const nonsense = await generate(owner.token, report.id, 'zebra quantum flapjack');
    expect(nonsense.card).toBeNull();
    expect(nonsense.messages[1]?.content).toMatch(/can't answer/);

    const single = await generate(owner.token, report.id, 'total amount');
    expect(single.card).toBeNull();
    expect(single.messages[1]?.content).toMatch(/single number/);
    const stored = dataOf(await app.graphql<{ report: { cards: Card[]; messages: { role: string }[] } }>(REPORT, { id: report.id }, owner.token)).report;
    expect(stored.cards).toEqual([]);
    expect(stored.messages.map((message) => message.role)).toEqual(['user', 'ai', 'user', 'ai', 'user', 'ai']);
  });

  it('keeps order and sizes on the server, refreshes, and deletes', async () => {
    const { owner, report } = await seed();
    const a = (await generate(owner.token, report.id, 'total amount by region')).card;
    const b = (await generate(owner.token, report.id, 'total amount by month of sale date')).card;
    const c = (await generate(owner.token, report.id, 'total amount by product category')).card;
    if (!a || !b || !c) throw new Error('three cards expected');
    const reordered = dataOf(
      await app.graphql<{ reorderReportCards: Card[] }>('mutation ($reportId: Int!, $ids: [Int!]!) { reorderReportCards(reportId: $reportId, cardIds: $ids) { id position } }', { reportId: report.id, ids: [c.id, a.id, b.id] }, owner.token),
    ).reorderReportCards;
    expect(reordered.map((card) => card.id)).toEqual([c.id, a.id, b.id]);
    const resized = dataOf(await app.graphql<{ resizeReportCard: Card }>('mutation ($id: Int!) { resizeReportCard(id: $id, widthPercent: 50, height: 240) { id widthPercent height } }', { id: a.id }, owner.token)).resizeReportCard;
    expect(resized).toEqual({ id: a.id, widthPercent: 50, height: 240 });
    expect(errorOf(await app.graphql('mutation ($id: Int!) { resizeReportCard(id: $id, widthPercent: 50, height: 120) { id } }', { id: a.id }, owner.token))).toEqual({
      message: "A card's height is from 200 to 1200 pixels.",
      code: 'BAD_USER_INPUT',
    });
    expect(errorOf(await app.graphql('mutation ($reportId: Int!, $ids: [Int!]!) { reorderReportCards(reportId: $reportId, cardIds: $ids) { id } }', { reportId: report.id, ids: [a.id, b.id] }, owner.token)).code).toBe('BAD_USER_INPUT');

    // Another device (a fresh read) sees the same layout.
    const fresh = dataOf(await app.graphql<{ report: { cards: Card[] } }>(REPORT, { id: report.id }, owner.token)).report.cards;
    expect(fresh.map((card) => [card.id, card.position, card.widthPercent, card.height])).toEqual([
      [c.id, 0, 100, 300],
      [a.id, 1, 50, 240],
      [b.id, 2, 100, 300],
    ]);

    const refreshed = dataOf(await app.graphql<{ refreshReportCard: Card & { refreshedAt: string } }>(`mutation ($id: Int!) { refreshReportCard(id: $id) { ${CARD} } }`, { id: a.id }, owner.token)).refreshReportCard;
    expect(refreshed.data).toEqual(a.data);
    expect(refreshed.status).toBe('READY');

    expect(dataOf(await app.graphql<{ deleteReportCard: number }>('mutation ($id: Int!) { deleteReportCard(id: $id) }', { id: c.id }, owner.token)).deleteReportCard).toBe(c.id);
    const left = dataOf(await app.graphql<{ report: { cards: Card[] } }>(REPORT, { id: report.id }, owner.token)).report.cards;
    expect(left.map((card) => [card.id, card.position])).toEqual([
      [a.id, 0],
      [b.id, 1],
    ]);
  });

  it('runs a transform on the server for every viewer, and reports errors with their line', async () => {
    const { owner, report, viewer } = await seed();
    const card = (await generate(owner.token, report.id, 'total amount by region')).card;
    if (!card?.yKey) throw new Error('a card expected');
    const SET = `mutation ($id: Int!, $transform: String) { setReportCardTransform(id: $id, transform: $transform) { card { ${CARD} } error { message line } } }`;
    const body = `return rows\n  .filter((row) => row.region !== 'North')\n  .map((row) => ({ ...row, ${card.yKey}: row.${card.yKey} * 2 }));`;
    const applied = dataOf(await app.graphql<{ setReportCardTransform: { card: Card; error: null } }>(SET, { id: card.id, transform: body }, owner.token)).setReportCardTransform;
    expect(applied.error).toBeNull();
    expect(applied.card.transform).toBe(body);
    expect(applied.card.data.map((row) => row.region)).not.toContain('North');
    const original = new Map(card.data.map((row) => [row.region, Number(row[card.yKey ?? ''])]));
    for (const row of applied.card.data) expect(Number(row[card.yKey])).toBeCloseTo(2 * (original.get(row.region) ?? 0), 6);

    // A member reading the report sees the transformed rows too.
    const analyst = await addMember(app, viewer.workspaceId, WorkspaceRole.VIEWER);
    const seen = dataOf(await graphqlIn<{ report: { cards: Card[] } }>(app, analyst.token, viewer.workspaceId, REPORT, { id: report.id })).report.cards[0];
    expect(seen?.data).toEqual(applied.card.data);

    const broken = dataOf(await app.graphql<{ setReportCardTransform: { card: Card; error: { message: string; line: number } } }>(SET, { id: card.id, transform: 'const a = 1;\nreturn rows.map((row) => row.missing.field);' }, owner.token)).setReportCardTransform;
    expect(broken.error).toMatchObject({ line: 2, message: expect.stringMatching(/^TypeError/) });
    expect(broken.card.transform).toBe(body);
    const removed = dataOf(await app.graphql<{ setReportCardTransform: { card: Card } }>(SET, { id: card.id, transform: null }, owner.token)).setReportCardTransform;
    expect(removed.card.transform).toBeNull();
    expect(removed.card.data).toEqual(card.data);
  });

  it('exports a report as JSON and imports it back, queries run again', async () => {
    const { owner, report } = await seed();
    const card = (await generate(owner.token, report.id, 'total amount by region')).card;
    await generate(owner.token, report.id, 'total amount by month of sale date');
    if (!card) throw new Error('a card expected');
    await app.graphql('mutation ($id: Int!) { resizeReportCard(id: $id, widthPercent: 40, height: 260) { id } }', { id: card.id }, owner.token);
    await app.graphql('mutation ($id: Int!, $t: String) { setReportCardTransform(id: $id, transform: $t) { error { message } } }', { id: card.id, t: 'rows.slice(0, 2)' }, owner.token);
    const exported = dataOf(await app.graphql<{ exportReport: Record<string, unknown> & { cards: Record<string, unknown>[] } }>('query ($id: Int!) { exportReport(id: $id) }', { id: report.id }, owner.token)).exportReport;
    expect(exported).toMatchObject({ format: 'quarry-report', version: 1, name: 'Quarterly' });
    expect(exported.cards[0]).toMatchObject({ title: 'total amount by regi', chartType: 'bar', transform: 'rows.slice(0, 2)', layout: { position: 0, widthPercent: 40, height: 260 }, query: { sourceName: 'Sales' } });
    expect((exported.cards[0]?.query as { sql: string }).sql).toMatch(/^SELECT/);

    const imported = dataOf(await app.graphql<{ importReport: { id: number; name: string; cards: Card[] } }>(`mutation ($json: JSON!) { importReport(json: $json) { id name cards { ${CARD} } } }`, { json: exported }, owner.token)).importReport;
    expect(imported.id).not.toBe(report.id);
    expect(imported.name).toBe('Quarterly');
    expect(imported.cards.map((c) => [c.chartType, c.widthPercent, c.height, c.status, c.data.length])).toEqual([
      ['BAR', 40, 260, 'READY', 2],
      ['LINE', 100, 300, 'READY', 12],
    ]);
    expect(errorOf(await app.graphql('mutation ($json: JSON!) { importReport(json: $json) { id } }', { json: { hello: 1 } }, owner.token)).message).toBe('This is not a Quarry report file (Export Dashboard → JSON).');
  });

  it('lets the assistant summarise the report and add a card', async () => {
    const { owner, report } = await seed();
    await generate(owner.token, report.id, 'total amount by region');
    const SEND = `mutation ($reportId: Int!, $content: String!) { sendReportMessage(reportId: $reportId, content: $content) { messages { role content cardId } card { id chartType title } } }`;
    const summary = dataOf(await app.graphql<{ sendReportMessage: Turn }>(SEND, { reportId: report.id, content: 'Summarize this report' }, owner.token)).sendReportMessage;
    expect(summary.card).toBeNull();
    expect(summary.messages[1]?.content).toMatch(/^"Quarterly" has 1 card: total amount by regi \(bar, 4 groups, highest/);
    const added = dataOf(await app.graphql<{ sendReportMessage: Turn }>(SEND, { reportId: report.id, content: 'add a chart of total amount by product category' }, owner.token)).sendReportMessage;
    expect(added.card).toMatchObject({ chartType: 'BAR', title: 'total amount by prod' });
    const answered = dataOf(await app.graphql<{ sendReportMessage: Turn }>(SEND, { reportId: report.id, content: 'which region has the highest total amount?' }, owner.token)).sendReportMessage;
    expect(answered.card).toBeNull();
    expect(answered.messages[1]?.role).toBe('ai');
  });

  it('counts the header stats, and keeps reports to their workspace and roles', async () => {
    const { owner, report, viewer } = await seed();
    const stats = dataOf(await app.graphql<{ reportStats: Record<string, number> }>('{ reportStats { activeReports realtimeUpdates aiSuggestions } }', {}, owner.token)).reportStats;
    expect(stats).toEqual({ activeReports: 1, realtimeUpdates: 0, aiSuggestions: 0 });

    const reader = await addMember(app, viewer.workspaceId, WorkspaceRole.VIEWER);
    expect((await graphqlIn(app, reader.token, viewer.workspaceId, REPORT, { id: report.id })).errors).toBeUndefined();
    expect(errorOf(await graphqlIn(app, reader.token, viewer.workspaceId, GENERATE, { reportId: report.id, prompt: 'total amount by region' })).code).toBe('FORBIDDEN');

    const stranger = await registerUser(app.services);
    expect(errorOf(await app.graphql(REPORT, { id: report.id }, stranger.token))).toEqual({ message: 'Report not found.', code: 'NOT_FOUND' });
    expect(errorOf(await app.graphql(GENERATE, { reportId: report.id, prompt: 'x' }, stranger.token)).code).toBe('NOT_FOUND');
    expect(dataOf(await app.graphql<{ reports: unknown[] }>('{ reports { id } }', {}, stranger.token)).reports).toEqual([]);
  });
});
