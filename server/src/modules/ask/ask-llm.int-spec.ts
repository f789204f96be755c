import path from 'node:path';
import { DATASETS, restUpload } from '../../../test/data-source-helpers';
import { startFakeChatCompletionsServer, type FakeChatCompletionsServer } from '../../../test/fake-chat-completions-server';
import { registerUser } from '../../../test/factories';
import { restClient } from '../../../test/rest-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AskAnswerRecord } from './ask-answer.entity';

interface Answer {
  rows: unknown[][];
  sql: string | null;
  engine: string;
  status: string;
  answer_id: string;
  interpretation: { kind: string; text: string }[];
  unmatched: string[];
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

  const GERMAN_TOP_THREE =
    "SELECT c.company_name, count(*) AS orders FROM orders o JOIN customers c ON c.customer_id = o.customer_id " +
    "WHERE o.ship_country = 'Germany' AND o.order_date >= '1997-01-01' AND o.order_date < '1998-01-01' " +
    'GROUP BY c.company_name ORDER BY orders DESC LIMIT 3';
  const germanTokens = [
    { kind: 'measure', text: 'count of orders' },
    { kind: 'group', text: 'by company_name' },
    { kind: 'filter', text: 'ship_country = Germany' },
    { kind: 'time', text: 'order_date from 1997-01-01 and before 1998-01-01' },
    { kind: 'order', text: 'highest count of orders first' },
    { kind: 'limit', text: 'top 3' },
    { kind: 'join', text: 'orders.customer_id → customers.customer_id' },
  ];

  it('keeps the answer contract: the interpretation is read back from the model’s SQL, and the answer is stored', async () => {
    fake.script(sqlReply(GERMAN_TOP_THREE));
    const { body } = await ask('Which 3 German customers ordered most in 1997?');
    expect(body).toMatchObject({ engine: 'llm', status: 'answered', sql: GERMAN_TOP_THREE });
    expect(body.rows).toHaveLength(3);
    expect(body.interpretation).toEqual(germanTokens);
    const record = await app.dataSource.getRepository(AskAnswerRecord).findOneByOrFail({ id: body.answer_id });
    expect(record).toMatchObject({ engine: 'llm', status: 'answered', sql: GERMAN_TOP_THREE, interpretation: germanTokens });
  });

  it('still reports the words the offline linker could not place, over REST and GraphQL', async () => {
    fake.script(sqlReply("SELECT count(*) AS n FROM orders WHERE ship_country = 'Germany'"));
    const { body } = await ask('How many orders went to Germany from customers who like jazz?');
    expect(body).toMatchObject({ engine: 'llm', status: 'answered', rows: [[122]] });
    expect(body.unmatched).toContain('jazz');
    expect(body.interpretation).toEqual([
      { kind: 'measure', text: 'count of orders' },
      { kind: 'filter', text: 'ship_country = Germany' },
    ]);
    fake.script(sqlReply(GERMAN_TOP_THREE));
    const { data, errors } = await app.graphql<{ ask: { engine: string; status: string; answerId: string; interpretation: { kind: string; text: string }[]; unmatched: string[] } }>(
      'mutation ($q: String!) { ask(question: $q, memory: false) { engine status answerId interpretation { kind text } unmatched } }',
      { q: 'Which 3 customers in Germany who like jazz ordered most in 1997?' },
      token,
    );
    expect(errors).toBeUndefined();
    expect(data?.ask).toMatchObject({ engine: 'llm', status: 'ANSWERED' });
    expect(data?.ask.unmatched).toContain('jazz');
    expect(data?.ask.interpretation).toEqual(germanTokens.map((token) => ({ ...token, kind: token.kind.toUpperCase() })));
    expect(data?.ask.answerId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
