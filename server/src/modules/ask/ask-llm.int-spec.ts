import path from 'node:path';
import { DATASETS, restUpload } from '../../../test/data-source-helpers';
import { startFakeChatCompletionsServer, type FakeChatCompletionsServer } from '../../../test/fake-chat-completions-server';
import { registerUser } from '../../../test/factories';
import { restClient } from '../../../test/rest-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

interface Answer {
  rows: unknown[][];
  sql: string | null;
  engine: string;
  [key: string]: unknown;
}

/** The chat-completions reply the model gives: JSON with the SQL. */
const sqlReply = (sql: string) => ({ reply: JSON.stringify({ sql }) });

describe('the ask engine with a language model configured', () => {
  let fake: FakeChatCompletionsServer;
  let app: TestApp;
  let token: string;
  const call = restClient(() => app);
  const ask = (question: string) => call<Answer>('POST', '/ask', token, { question });

  beforeAll(async () => {
    fake = await startFakeChatCompletionsServer();
    app = await createTestApp({ listen: true, env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' } });
    token = (await registerUser(app.services)).token;
    const files = ['orders.csv', 'customers.csv', 'shippers.csv'].map((file) => path.join(DATASETS, 'northwind', file));
    expect((await restUpload(app, token, 'Orders', files)).status).toBe(201);
  }, 120_000);

  afterEach(() => fake.reset());
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('runs the model’s SQL after checking it, with only the relevant tables in the prompt', async () => {
    fake.script(sqlReply('SELECT count(*) AS n FROM orders WHERE ship_country = \'Brazil\''));
    const { body } = await ask('How many orders went to Brazil?');
    expect(body).toMatchObject({ engine: 'llm', rows: [[83]] });
    const prompt = JSON.stringify(fake.requests[0]?.body?.messages);
    expect(prompt).toContain('orders');
    expect(prompt).toContain('ship_country');
  });

  it('retries once with the error, then uses the corrected SQL', async () => {
    fake.script(sqlReply('SELECT count(*) FROM ordrs'), sqlReply('SELECT count(*) AS n FROM orders'));
    const { body } = await ask('How many orders are there?');
    expect(body).toMatchObject({ engine: 'llm', rows: [[830]] });
    expect(JSON.stringify(fake.requests[1]?.body?.messages)).toContain('Did you mean');
  });

  it('refuses hostile SQL from the model and falls back to the offline engine', async () => {
    fake.script(sqlReply('DELETE FROM orders'), sqlReply('SELECT pg_sleep(5)'));
    const { body } = await ask('How many orders are there?');
    expect(body).toMatchObject({ engine: 'offline', rows: [[830]] });
    const still = await ask('How many orders are there?');
    expect(still.body.rows).toEqual([[830]]);
  });

  it('falls back to the offline engine when the model fails', async () => {
    fake.script({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    const { status, body } = await ask('How many customers are there?');
    expect(status).toBe(200);
    expect(body).toMatchObject({ engine: 'offline', rows: [[91]] });
  });
});
