import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DATASETS, restUpload } from '../../test/data-source-helpers';
import { addWorkspaceMember, registerUser } from '../../test/factories';
import { restClient } from '../../test/rest-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { resolveViewer } from '../app/viewer';
import { WorkspaceRole } from '../modules/workspaces/workspace-role';

interface Answer {
  answer: string;
  thinking: string;
  sql: string | null;
  columns: string[];
  rows: unknown[][];
  chart: { type: string; x?: string; y?: string[] } | null;
  clarification: { question: string; options: string[] } | null;
  source_ids: number[];
  suggestions: string[];
  conversation_id: string;
  detail?: unknown;
  [key: string]: unknown;
}

const northwindFiles = readdirSync(path.join(DATASETS, 'northwind'))
  .filter((file) => file.endsWith('.csv'))
  .map((file) => path.join(DATASETS, 'northwind', file));

describe('asking questions of uploaded data over /api/v1', () => {
  let app: TestApp;
  let token: string;
  let workspaceId: number;
  let sourceId: number;
  const call = restClient(() => app);
  const ask = (body: Record<string, unknown>, as = token) => call<Answer>('POST', '/ask', as, body);

  beforeAll(async () => {
    app = await createTestApp({ listen: true });
    const user = await registerUser(app.services);
    token = user.token;
    const viewer = await resolveViewer(app.services, `Bearer ${token}`);
    workspaceId = viewer?.workspaceId ?? 0;
    const upload = await restUpload(app, token, 'Northwind', northwindFiles);
    expect(upload.status).toBe(201);
    sourceId = upload.body.id as number;
  }, 120_000);

  afterAll(() => app.close());

  it('answers "Top 5 customers by number of orders" with the right rows and a bar chart', async () => {
    const { status, body } = await ask({ question: 'Top 5 customers by number of orders' });
    expect(status).toBe(200);
    expect(body.rows).toEqual([
      ['Save-a-lot Markets', 31],
      ['Ernst Handel', 30],
      ['QUICK-Stop', 28],
      ['Folk och fä HB', 19],
      ['Hungry Owl All-Night Grocers', 19],
    ]);
    expect(body.chart).toMatchObject({ type: 'bar', x: body.columns[0], y: [body.columns[1]] });
    expect(body.answer).toContain('Save-a-lot Markets (31)');
    expect(body.sql).toMatch(/^SELECT/);
    expect(body.thinking).toMatch(/group by customer/i);
    expect(body.source_ids).toEqual([sourceId]);
  });

  it('answers a count as a number, with numbers as JSON numbers', async () => {
    const { body } = await ask({ question: 'How many orders were shipped to Brazil?', data_source_id: sourceId });
    expect(body.rows).toEqual([[83]]);
    expect(body.chart?.type).toBe('number');
    expect(body.answer).toContain('**83**');
  });

  it('returns dates as ISO strings and draws a series as a line', async () => {
    const { body } = await ask({ question: 'Orders per year' });
    expect(body.rows).toEqual([['1996', 152], ['1997', 408], ['1998', 270]]);
    expect(body.chart?.type).toBe('line');
    const list = await ask({ question: 'List employees and their hire date' });
    expect(list.body.rows.map((row) => row[row.length - 1])).toEqual(expect.arrayContaining(['1994-11-15']));
  });

  it('refines the previous question in a conversation, and not with memory off', async () => {
    const first = await ask({ question: 'How many orders were shipped to Germany?' });
    expect(first.body.rows).toEqual([[122]]);
    const followUp = await ask({ question: 'what about France?', conversation_id: first.body.conversation_id });
    expect(followUp.body.rows).toEqual([[77]]);
    const byYear = await ask({ question: 'and by year?', conversation_id: first.body.conversation_id });
    expect(byYear.body.rows).toEqual([['1996', 15], ['1997', 39], ['1998', 23]]);
    const pie = await ask({ question: 'show it as a pie', conversation_id: first.body.conversation_id });
    expect(pie.body.chart?.type).toBe('pie');
    const alone = await ask({ question: 'what about France?', conversation_id: first.body.conversation_id, memory_enabled: false });
    expect(alone.body.rows).not.toEqual([[77]]);
  });

  it('says plainly when the data cannot answer, and suggests questions it can', async () => {
    const { status, body } = await ask({ question: 'What is the weather on Mars?' });
    expect(status).toBe(200);
    expect(body.rows).toEqual([]);
    expect(body.sql).toBeNull();
    expect(body.answer).toMatch(/can't answer/);
    expect(body.suggestions.length).toBeGreaterThan(0);
  });

  it('SPEC chat: Markdown with the answer, a table and the SQL in a fold', async () => {
    const { status, body } = await call<{ response: string }>('POST', '/chat', token, {
      user_input: 'Number of customers per country',
      memory_enabled: false,
      data_sources: ['All Sources'],
    });
    expect(status).toBe(200);
    expect(body.response).toContain('| country |');
    expect(body.response).toContain('| USA | 13 |');
    expect(body.response).toContain('<details><summary>SQL</summary>');
    const named = await call<{ response: string }>('POST', '/chat', token, { user_input: 'How many products?', memory_enabled: true, data_sources: ['Northwind'] });
    expect(named.body.response).toContain('**77**');
    const unknown = await call<{ detail: string }>('POST', '/chat', token, { user_input: 'How many products?', memory_enabled: true, data_sources: ['Nowhere'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Data source "Nowhere" not found.');
  });

  it('think returns the engine’s plan for the question', async () => {
    const { body } = await call<{ thinking: string }>('POST', '/think', token, { user_input: 'Total freight in 1998' });
    expect(body.thinking).toContain('total freight');
    expect(body.thinking).toContain('in 1998');
  });

  it('checks input and who is asking', async () => {
    expect((await ask({})).status).toBe(422);
    expect((await ask({ question: '   ' })).status).toBe(400);
    expect((await ask({ question: 'How many orders?', data_source_id: 'x' })).status).toBe(422);
    expect((await call('POST', '/ask', undefined, { question: 'How many orders?' })).status).toBe(401);
    // Another workspace cannot reach this source, nor this conversation.
    const stranger = await registerUser(app.services);
    expect((await ask({ question: 'How many orders?', data_source_id: sourceId }, stranger.token)).status).toBe(404);
    const mine = await ask({ question: 'How many orders?' });
    expect((await ask({ question: 'and by year?', conversation_id: mine.body.conversation_id }, stranger.token)).status).toBe(404);
    const empty = await ask({ question: 'How many orders?' }, stranger.token);
    expect(empty.body.answer).toMatch(/no data to answer from/i);
    // A viewer may ask.
    const viewer = await registerUser(app.services);
    await addWorkspaceMember(app.dataSource, workspaceId, viewer.user.id, WorkspaceRole.VIEWER);
    const asViewer = await call<Answer>('POST', '/ask', viewer.token, { question: 'How many orders?' }, { 'x-workspace-id': String(workspaceId) });
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.rows).toEqual([[830]]);
  });
});
