import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DATASETS, restUpload } from '../../../test/data-source-helpers';
import { registerUser } from '../../../test/factories';
import { restClient } from '../../../test/rest-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AskAnswerRecord } from './ask-answer.entity';

interface Token {
  kind: string;
  text: string;
}

interface RestAnswer {
  answer_id: string;
  status: string;
  answer: string;
  sql: string | null;
  rows: unknown[][];
  clarification: { question: string; options: string[] } | null;
  interpretation: Token[];
  unmatched: string[];
  suggestions: string[];
  conversation_id: string;
  [key: string]: unknown;
}

interface GraphQLAnswer {
  answerId: string;
  status: string;
  sql: string | null;
  rows: unknown[][];
  clarification: { question: string; options: string[] } | null;
  interpretation: Token[];
  unmatched: string[];
  suggestions: string[];
  conversationId: string;
}

const ASK = `mutation ($question: String!, $ids: [Int!]) {
  ask(question: $question, dataSourceIds: $ids, memory: false) {
    answerId status sql rows clarification { question options } interpretation { kind text } unmatched suggestions conversationId
  }
}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const northwindFiles = readdirSync(path.join(DATASETS, 'northwind'))
  .filter((file) => file.endsWith('.csv'))
  .map((file) => path.join(DATASETS, 'northwind', file));

// The answer contract of POST /api/v1/ask and GraphQL ask: status, interpretation, unmatched words and answer id.
describe('the ask answer contract over REST and GraphQL', () => {
  let app: TestApp;
  let token: string;
  let sourceId: number;
  const call = restClient(() => app);
  const rest = async (question: string) => (await call<RestAnswer>('POST', '/ask', token, { question, data_source_id: sourceId, memory_enabled: false })).body;
  const graphql = async (question: string) => {
    const { data, errors } = await app.graphql<{ ask: GraphQLAnswer }>(ASK, { question, ids: [sourceId] }, token);
    expect(errors).toBeUndefined();
    if (!data) throw new Error('no data');
    return data.ask;
  };
  const stored = (id: string) => app.dataSource.getRepository(AskAnswerRecord).findOneByOrFail({ id });

  beforeAll(async () => {
    app = await createTestApp({ listen: true });
    token = (await registerUser(app.services)).token;
    const upload = await restUpload(app, token, 'Northwind', northwindFiles);
    expect(upload.status).toBe(201);
    sourceId = upload.body.id as number;
  }, 120_000);

  afterAll(() => app.close());

  const TOP_FIVE = 'Top 5 customers by number of orders';
  const expectedTokens: Token[] = [
    { kind: 'measure', text: 'count of orders' },
    { kind: 'group', text: 'by company_name' },
    { kind: 'order', text: 'highest number of orders first' },
    { kind: 'limit', text: 'top 5' },
    { kind: 'join', text: 'orders.customer_id → customers.customer_id' },
  ];

  it('answered: rows, the interpretation of the plan that ran, no unmatched words, and a stored answer id (REST)', async () => {
    const body = await rest(TOP_FIVE);
    expect(body).toMatchObject({ status: 'answered', unmatched: [], clarification: null });
    expect(body.rows).toHaveLength(5);
    expect(body.interpretation).toEqual(expectedTokens);
    expect(body.answer_id).toMatch(UUID);
    const record = await stored(body.answer_id);
    expect(record).toMatchObject({ question: TOP_FIVE, sourceId, status: 'answered', engine: 'offline', sql: body.sql, interpretation: expectedTokens, unmatched: [], conversationId: body.conversation_id });
  });

  it('answered over GraphQL: the same contract in camelCase, the kinds and status as enums', async () => {
    const answer = await graphql(TOP_FIVE);
    expect(answer).toMatchObject({ status: 'ANSWERED', unmatched: [], clarification: null });
    expect(answer.interpretation).toEqual(expectedTokens.map((token) => ({ ...token, kind: token.kind.toUpperCase() })));
    expect(answer.answerId).toMatch(UUID);
    expect(await stored(answer.answerId)).toMatchObject({ status: 'answered', sql: answer.sql, conversationId: answer.conversationId });
  });

  it('filters and time are tokens of their own kinds', async () => {
    const body = await rest('Total freight by ship country in 1997, top 3');
    expect(body.status).toBe('answered');
    expect(body.interpretation.map((token) => token.kind)).toEqual(['measure', 'group', 'time', 'order', 'limit']);
    expect(body.interpretation[0]).toEqual({ kind: 'measure', text: 'sum of freight' });
    const brazil = await rest('How many orders were shipped to Brazil?');
    expect(brazil.interpretation).toContainEqual({ kind: 'filter', text: 'ship_country = Brazil' });
  });

  it('clarification: a question back with options, nothing run, and the words that bound to nothing', async () => {
    const ambiguous = await rest('Number of orders by country');
    expect(ambiguous).toMatchObject({ status: 'clarification', sql: null, rows: [], interpretation: [] });
    expect(ambiguous.clarification?.options.length).toBeGreaterThanOrEqual(2);
    const jazz = await rest('How many orders went to Germany from customers who like jazz?');
    expect(jazz).toMatchObject({ status: 'clarification', sql: null, rows: [], interpretation: [] });
    expect(jazz.unmatched).toContain('jazz');
    expect(await stored(jazz.answer_id)).toMatchObject({ status: 'clarification', sql: null, unmatched: jazz.unmatched, interpretation: [] });
    const overGraphql = await graphql('How many orders went to Germany from customers who like jazz?');
    expect(overGraphql).toMatchObject({ status: 'CLARIFICATION', sql: null, unmatched: jazz.unmatched, interpretation: [] });
    expect(overGraphql.clarification?.question).toContain('jazz');
  });

  it('declined: no SQL, the unmatched words, and questions the data can answer', async () => {
    const body = await rest('What is the weather on Mars?');
    expect(body).toMatchObject({ status: 'declined', sql: null, rows: [], interpretation: [], unmatched: ['weather', 'Mars'] });
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(await stored(body.answer_id)).toMatchObject({ status: 'declined', question: 'What is the weather on Mars?', unmatched: ['weather', 'Mars'] });
    const overGraphql = await graphql('What is the weather on Mars?');
    expect(overGraphql).toMatchObject({ status: 'DECLINED', sql: null, unmatched: ['weather', 'Mars'] });
  });

  it('a workspace with no data declines, and every answer gets its own id', async () => {
    const stranger = await registerUser(app.services);
    const { body } = await call<RestAnswer>('POST', '/ask', stranger.token, { question: 'How many orders?' });
    expect(body).toMatchObject({ status: 'declined', interpretation: [], unmatched: [] });
    expect((await stored(body.answer_id)).sourceId).toBeNull();
    const again = await rest('How many orders were shipped to Brazil?');
    const twice = await rest('How many orders were shipped to Brazil?');
    expect(again.answer_id).not.toBe(twice.answer_id);
  });
});
