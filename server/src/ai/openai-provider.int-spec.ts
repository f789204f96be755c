import pino from 'pino';
import { startFakeChatCompletionsServer, type FakeChatCompletionsServer, type RecordedRequest } from '../../test/fake-chat-completions-server';
import { AiProviderError, type NamedJsonSchema } from './ai-provider';
import { OpenAiCompatibleProvider, parseJsonLoosely, type OpenAiCompatibleConfig } from './openai-provider';

const API_KEY = 'sk-test-secret-4242';
const MODEL = 'test-model';
const ITEMS_SCHEMA: NamedJsonSchema = {
  name: 'suggestions',
  schema: { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } }, required: ['items'] },
};

let fake: FakeChatCompletionsServer;

beforeAll(async () => {
  fake = await startFakeChatCompletionsServer();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

function provider(overrides: Partial<OpenAiCompatibleConfig> = {}): OpenAiCompatibleProvider {
  return new OpenAiCompatibleProvider({ baseUrl: fake.baseUrl, apiKey: API_KEY, model: MODEL, ...overrides });
}

/** The AiProviderError a promise rejects with; fails the test when it resolves or rejects with anything else. */
async function failureOf(promise: Promise<unknown>): Promise<AiProviderError> {
  let outcome: unknown;
  try {
    outcome = await promise;
  } catch (error) {
    if (error instanceof AiProviderError) return error;
    throw new Error(`expected an AiProviderError, got ${String(error)}`);
  }
  throw new Error(`expected a rejection, got ${JSON.stringify(outcome)}`);
}

function responseFormats(requests: RecordedRequest[]): unknown[] {
  return requests.map((request) => request.body?.response_format);
}

function systemMessage(request: RecordedRequest | undefined): string {
  const messages = request?.body?.messages;
  if (!Array.isArray(messages)) return '';
  const system: unknown = messages.find((m: unknown) => typeof m === 'object' && m !== null && 'role' in m && m.role === 'system');
  return typeof system === 'object' && system !== null && 'content' in system && typeof system.content === 'string' ? system.content : '';
}

describe('OpenAiCompatibleProvider.complete', () => {
  it('returns the first choice trimmed and sends model, messages and the API key', async () => {
    fake.script({ reply: '  Three epics for Apollo.\n' });

    const answer = await provider().complete('Suggest epics', { system: 'You are terse.' });

    expect(answer).toBe('Three epics for Apollo.');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body).toMatchObject({
      model: MODEL,
      messages: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: 'Suggest epics' },
      ],
    });
    expect(request?.body?.response_format).toBeUndefined();
  });

  it('sends only the user message without a system prompt, and a placeholder key when none is configured', async () => {
    fake.script({ reply: 'hi' });

    await expect(provider({ apiKey: undefined }).complete('Hello')).resolves.toBe('hi');

    expect(fake.requests[0]?.body?.messages).toEqual([{ role: 'user', content: 'Hello' }]);
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer not-needed');
  });

  it('rejects an empty answer as bad_output', async () => {
    fake.script({ reply: '   \n ' });
    expect((await failureOf(provider().complete('Hello'))).kind).toBe('bad_output');
  });

  it('rejects a malformed response body as bad_output', async () => {
    fake.script({ malformed: true });
    expect((await failureOf(provider().complete('Hello'))).kind).toBe('bad_output');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('OpenAiCompatibleProvider.completeJson', () => {
  it('asks for json_schema and parses the answer', async () => {
    fake.script({ reply: '{"items": ["Login", "Billing", "Reports"]}' });

    const result = await provider().completeJson('Suggest epics', ITEMS_SCHEMA);

    expect(result).toEqual({ items: ['Login', 'Billing', 'Reports'] });
    expect(responseFormats(fake.requests)).toEqual([
      { type: 'json_schema', json_schema: { name: 'suggestions', schema: ITEMS_SCHEMA.schema, strict: false } },
    ]);
  });

  it('falls back to json_object when json_schema is refused, and remembers it', async () => {
    const ai = provider();
    fake.script(
      { status: 400, error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", type: 'invalid_request_error', param: 'response_format' } },
      { reply: '{"items": ["a"]}' },
      { reply: '{"items": ["b"]}' },
    );

    await expect(ai.completeJson('first', ITEMS_SCHEMA, { system: 'Be brief.' })).resolves.toEqual({ items: ['a'] });
    await expect(ai.completeJson('second', ITEMS_SCHEMA)).resolves.toEqual({ items: ['b'] });

    expect(fake.requests).toHaveLength(3);
    expect(responseFormats(fake.requests).map((format) => (format as { type?: string } | undefined)?.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
    // The schema travels in the system message instead, after the caller's own instructions.
    const system = systemMessage(fake.requests[1]);
    expect(system.startsWith('Be brief.')).toBe(true);
    expect(system).toContain(JSON.stringify(ITEMS_SCHEMA.schema));
    expect(ai.currentJsonMode).toBe('json_object');
  });

  it('falls back to plain instructions when both JSON modes are refused, and remembers it', async () => {
    const ai = provider();
    fake.script(
      { status: 400, error: { message: 'response_format json_schema is unsupported', type: 'invalid_request_error', param: 'response_format' } },
      { status: 400, error: { message: 'response_format json_object is unsupported', type: 'invalid_request_error', param: 'response_format' } },
      { reply: '{"items": ["x"]}' },
      { reply: '{"items": ["y"]}' },
    );

    await expect(ai.completeJson('first', ITEMS_SCHEMA)).resolves.toEqual({ items: ['x'] });
    await expect(ai.completeJson('second', ITEMS_SCHEMA)).resolves.toEqual({ items: ['y'] });

    expect(fake.requests).toHaveLength(4);
    expect(responseFormats(fake.requests).map((format) => (format as { type?: string } | undefined)?.type)).toEqual([
      'json_schema',
      'json_object',
      undefined,
      undefined,
    ]);
    expect(systemMessage(fake.requests[3])).toContain('Answer with JSON only');
    expect(systemMessage(fake.requests[3])).toContain(JSON.stringify(ITEMS_SCHEMA.schema));
  });

  it('does not fall back on a 400 that is not about response_format', async () => {
    fake.script({ status: 400, error: { message: 'The model `nope` does not exist', type: 'invalid_request_error', param: 'model' } });

    const error = await failureOf(provider().completeJson('Suggest', ITEMS_SCHEMA));

    expect(error.kind).toBe('configuration');
    expect(fake.requests).toHaveLength(1);
  });

  it('finds the JSON inside prose', async () => {
    fake.script({ reply: 'Sure! Here you go: {"items": ["a","b","c"]} Hope it helps' });
    await expect(provider().completeJson('Suggest', ITEMS_SCHEMA)).resolves.toEqual({ items: ['a', 'b', 'c'] });
  });

  it('finds the JSON inside a ```json fence', async () => {
    fake.script({ reply: 'Here:\n```json\n["one", "two {not a brace}"]\n```\nDone.' });
    await expect(provider().completeJson('Suggest', ITEMS_SCHEMA)).resolves.toEqual(['one', 'two {not a brace}']);
  });

  it('rejects an answer without JSON as bad_output', async () => {
    fake.script({ reply: 'I would suggest Login, Billing and Reports.' });
    expect((await failureOf(provider().completeJson('Suggest', ITEMS_SCHEMA))).kind).toBe('bad_output');
  });

  it('rejects a malformed response body as bad_output', async () => {
    fake.script({ malformed: true });
    expect((await failureOf(provider().completeJson('Suggest', ITEMS_SCHEMA))).kind).toBe('bad_output');
  });
});

describe('parseJsonLoosely', () => {
  it('takes the first balanced value that parses and ignores braces inside strings', () => {
    expect(parseJsonLoosely('{oops} then {"a": "}{", "b": [1, {"c": 2}]} and [3]')).toEqual({ a: '}{', b: [1, { c: 2 }] });
    expect(parseJsonLoosely('[1, 2')).toBeUndefined();
    expect(parseJsonLoosely('')).toBeUndefined();
  });
});

describe('retries', () => {
  it('retries once after a 429 and succeeds', async () => {
    fake.script({ status: 429 }, { reply: 'done' });
    await expect(provider().complete('Hello')).resolves.toBe('done');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up with rate_limited after a second 429', async () => {
    fake.script({ status: 429 }, { status: 429 }, { reply: 'never reached' });
    expect((await failureOf(provider().complete('Hello'))).kind).toBe('rate_limited');
    expect(fake.requests).toHaveLength(2);
  });

  it('waits for Retry-After before retrying', async () => {
    fake.script({ status: 429, retryAfter: 1 }, { reply: 'done' });
    const started = Date.now();
    await expect(provider().complete('Hello')).resolves.toBe('done');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('caps a long Retry-After at about 2 s', async () => {
    fake.script({ status: 429, retryAfter: 3600 }, { reply: 'done' });
    const started = Date.now();
    await expect(provider().complete('Hello')).resolves.toBe('done');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    expect(elapsed).toBeLessThan(3_500);
  });

  it('retries once after a 500 and succeeds', async () => {
    fake.script({ status: 500 }, { reply: 'done' });
    await expect(provider().complete('Hello')).resolves.toBe('done');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up with server after a second 5xx', async () => {
    fake.script({ status: 500 }, { status: 503 }, { reply: 'never reached' });
    expect((await failureOf(provider().complete('Hello'))).kind).toBe('server');
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry other 4xx: a refused key is a configuration error', async () => {
    fake.script({ status: 401, error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }, { reply: 'never reached' });
    expect((await failureOf(provider().complete('Hello'))).kind).toBe('configuration');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('timeouts, cancellation and network failures', () => {
  it('rejects with timeout when the answer is slower than timeoutMs, without retrying', async () => {
    fake.script({ delayMs: 3_000 });
    const started = Date.now();

    const error = await failureOf(provider().complete('Hello', { timeoutMs: 200 }));

    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fake.requests).toHaveLength(1);
  });

  it('uses the configured timeout when the call gives none', async () => {
    fake.script({ delayMs: 3_000 });
    const error = await failureOf(provider({ timeoutMs: 200 }).completeJson('Hello', ITEMS_SCHEMA));
    expect(error.kind).toBe('timeout');
  });

  it('rejects with cancelled when the signal aborts mid-call', async () => {
    fake.script({ delayMs: 3_000 });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);

    const error = await failureOf(provider().complete('Hello', { signal: controller.signal }));

    expect(error.kind).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects with cancelled without calling the server when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failureOf(provider().complete('Hello', { signal: controller.signal }))).kind).toBe('cancelled');
    expect(fake.requests).toHaveLength(0);
  });

  it('cancels during the retry wait', async () => {
    fake.script({ status: 429, retryAfter: 2 }, { reply: 'never reached' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    expect((await failureOf(provider().complete('Hello', { signal: controller.signal }))).kind).toBe('cancelled');
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects with network when nothing listens', async () => {
    const closed = await startFakeChatCompletionsServer();
    await closed.close();
    const error = await failureOf(provider({ baseUrl: closed.baseUrl }).complete('Hello'));
    expect(error.kind).toBe('network');
  });

  it('rejects with network when the server drops the connection', async () => {
    fake.script({ dropConnection: true });
    expect((await failureOf(provider().complete('Hello'))).kind).toBe('network');
  });
});

describe('OpenAiCompatibleProvider.ping', () => {
  it('lists the models', async () => {
    await expect(provider().ping()).resolves.toBeUndefined();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models']);
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('falls back to a one-token completion when /models is missing', async () => {
    fake.script({ status: 404, error: { message: 'Not found' } }, { reply: 'p' });
    await expect(provider().ping()).resolves.toBeUndefined();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models', 'POST /v1/chat/completions']);
    expect(fake.requests[1]?.body).toMatchObject({ model: MODEL, max_tokens: 1 });
  });

  it('rejects with a mapped error when the server fails', async () => {
    fake.script({ status: 502 }, { status: 502 });
    expect((await failureOf(provider().ping())).kind).toBe('server');
    expect(fake.requests).toHaveLength(2);
  });

  it('rejects with network when nothing listens', async () => {
    const closed = await startFakeChatCompletionsServer();
    await closed.close();
    expect((await failureOf(provider({ baseUrl: closed.baseUrl }).ping())).kind).toBe('network');
  });
});

describe('configuration and logging', () => {
  it('refuses a bad base URL or an empty model', () => {
    expect(() => provider({ baseUrl: 'not a url' })).toThrow(AiProviderError);
    expect(() => provider({ model: '  ' })).toThrow(AiProviderError);
  });

  it('logs failures at warn with the kind, never the key or the prompt', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    fake.script({ status: 401, error: { message: `Incorrect API key provided: ${API_KEY}`, type: 'invalid_request_error' } });

    const error = await failureOf(provider({ logger }).complete('TOP-SECRET-PROMPT'));

    expect(error.message).not.toContain(API_KEY);
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; kind?: string }).filter((entry) => entry.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.kind).toBe('configuration');
    const everything = lines.join('\n');
    expect(everything).not.toContain(API_KEY);
    expect(everything).not.toContain('TOP-SECRET-PROMPT');
  });
});
