import { startFakeChatCompletionsServer, type FakeChatCompletionsServer } from '../../test/fake-chat-completions-server';
import { registerUser } from '../../test/factories';
import { restClient } from '../../test/rest-client';
import { createTestApp, type TestApp } from '../../test/test-app';

type Body = Record<string, unknown>;
const STORY_FORM = /^As an? [^,]+, I want [^,]+.*, so that .+$/;
const PLAN_LINE_START = /^[\s.\-•*–—]/;

describe('AI routes with no LLM configured (built-in engine, over HTTP)', () => {
  let app: TestApp;
  const call = restClient(() => app);
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterAll(() => app.close());

  async function chat(token: string | undefined, body: unknown) {
    const response = await fetch(`${app.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Body };
  }

  it('reports the built-in provider as active and answering', async () => {
    const { token } = await registerUser(app.services);
    expect(await call<Body>('GET', '/ai/status', token)).toEqual({
      status: 200,
      body: { provider: 'builtin', model: 'quarry-offline', available: true, fallback: 'builtin', detail: null },
    });
    expect((await call('GET', '/ai/status')).status).toBe(401);
  });

  it('POST /api/chat drafts text for a prompt, specific to its title', async () => {
    const { token } = await registerUser(app.services);
    const ci = await chat(token, { user_input: 'Generate a concise description for a task titled "Set up CI pipeline".' });
    expect(ci.status).toBe(200);
    expect(ci.body.response).toMatch(/pipeline/i);
    const criteria = await chat(token, { user_input: 'Write acceptance criteria for the user story "As a shopper, I want to save my cart, so that I can buy later".' });
    const lines = String(criteria.body.response).split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.every((line) => line.startsWith('- '))).toBe(true);
    expect(criteria.body.response).toMatch(/cart/i);
    expect(ci.body.response).not.toEqual(criteria.body.response);
  });

  it('POST /api/chat needs a token and a user_input', async () => {
    const { token } = await registerUser(app.services);
    expect(await chat(undefined, { user_input: 'x' })).toEqual({ status: 401, body: { detail: 'Not authenticated.' } });
    expect(await chat(token, {})).toEqual({ status: 422, body: { detail: [{ loc: ['body', 'user_input'], msg: 'Field required', type: 'missing' }] } });
    expect(await chat(token, { user_input: '   ' })).toEqual({ status: 400, body: { detail: 'user_input must not be empty.' } });
    expect((await chat(token, { user_input: 42 })).status).toBe(422);
  });

  it('POST /api/v1/think answers a plan derived from the question, with no leading dots, dashes or bullets', async () => {
    const { token } = await registerUser(app.services);
    const { status, body } = await call<Body>('POST', '/think', token, { user_input: 'How many leads did we convert from LinkedIn last month?' });
    expect(status).toBe(200);
    const thinking = String(body.thinking);
    expect(thinking).toMatch(/lead/i);
    expect(thinking).toMatch(/LinkedIn/);
    expect(thinking).toMatch(/last month/i);
    expect(thinking.split('\n').some((line) => PLAN_LINE_START.test(line))).toBe(false);
    expect((await call<Body>('POST', '/think', token, { user_input: '  ' })).body).toEqual({ thinking: 'The assistant is evaluating...' });
    expect((await call('POST', '/think', undefined, { user_input: 'x' })).status).toBe(401);
  });

  it('POST /api/v1/ai/suggestions/{kind} drafts 3-5 items per SPEC’s rules', async () => {
    const { token } = await registerUser(app.services);
    const epics = await call<{ suggestions: string[]; provider: string }>('POST', '/ai/suggestions/epics', token, {
      project_name: 'Mobile banking app',
      project_description: 'Customers check balances, transfer money and pay bills',
    });
    expect(epics.status).toBe(200);
    expect(epics.body.provider).toBe('builtin');
    expect(epics.body.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(epics.body.suggestions.length).toBeLessThanOrEqual(5);
    expect(epics.body.suggestions.some((item) => /transfer|balance|payment|bill/i.test(item))).toBe(true);

    const stories = await call<{ suggestions: string[] }>('POST', '/ai/suggestions/stories', token, { epic_title: 'Subscription billing' });
    expect(stories.body.suggestions.every((story) => STORY_FORM.test(story))).toBe(true);
    const other = await call<{ suggestions: string[] }>('POST', '/ai/suggestions/stories', token, { epic_title: 'Mobile push notifications' });
    expect(other.body.suggestions.filter((story) => stories.body.suggestions.includes(story))).toEqual([]);

    const tasks = await call<{ suggestions: string[] }>('POST', '/ai/suggestions/tasks', token, { story_title: 'As a shopper, I want to save my cart, so that I can buy later' });
    expect(tasks.body.suggestions.every((task) => !/^\s*(\d+[.)]|[-*•])/.test(task))).toBe(true);
    expect(tasks.body.suggestions.some((task) => /cart/i.test(task))).toBe(true);

    // The same input gives the same output.
    expect((await call<{ suggestions: string[] }>('POST', '/ai/suggestions/stories', token, { epic_title: 'Subscription billing' })).body).toEqual(stories.body);
  });

  it('answers SPEC’s missing-context texts, and 404 for an unknown kind', async () => {
    const { token } = await registerUser(app.services);
    expect(await call('POST', '/ai/suggestions/epics', token, {})).toEqual({ status: 400, body: { detail: 'Project context missing.' } });
    expect(await call('POST', '/ai/suggestions/stories', token, { epic_title: '  ' })).toEqual({ status: 400, body: { detail: 'Epic context missing.' } });
    expect(await call('POST', '/ai/suggestions/tasks', token, { story_description: 'no title' })).toEqual({ status: 400, body: { detail: 'User Story context missing.' } });
    expect((await call('POST', '/ai/suggestions/poems', token, { title: 'x' })).status).toBe(404);
    expect((await call('POST', '/ai/suggestions/epics', undefined, { project_name: 'x' })).status).toBe(401);
  });

  it('POST /api/v1/echo-chat judges registration answers anonymously, as a JSON string reply', async () => {
    const verdict = async (message: string, currentStep: unknown, previousAnswers: Body = {}) => {
      const { status, body } = await call<{ reply: string }>('POST', '/echo-chat', undefined, { message, context: { currentStep, previousAnswers } });
      expect(status).toBe(200);
      return JSON.parse(body.reply) as { validity: string; reason: string; response: string };
    };
    expect(await verdict('ada', 0)).toMatchObject({ validity: 'real', response: expect.stringContaining('Ada') });
    expect((await verdict('asdf', 'firstName')).validity).toBe('fake');
    expect((await verdict('doe', 1, { firstName: 'john' })).validity).toBe('fake');
    const disposable = await verdict('ada@mailinator.com', 'email');
    expect(disposable).toMatchObject({ validity: 'fake', reason: 'disposable email domain' });
    expect(disposable.response).toMatch(/\?/);
    expect((await verdict('+1 415 555 2671', 5)).validity).toBe('real');
    expect((await verdict('yes', '7')).validity).toBe('real');
    expect((await verdict('maybe', 'permission')).validity).toBe('maybe_fake');

    expect(await call('POST', '/echo-chat', undefined, { message: 'ada', context: { currentStep: 12 } })).toEqual({
      status: 400,
      body: { detail: 'currentStep must be a question index (0-7) or key (firstName … permission).' },
    });
    expect((await call('POST', '/echo-chat', undefined, { context: { currentStep: 0 } })).status).toBe(422);
  });
});

describe('AI routes with an OpenAI-compatible server configured (local protocol double)', () => {
  let app: TestApp;
  let llm: FakeChatCompletionsServer;
  const call = restClient(() => app);
  beforeAll(async () => {
    llm = await startFakeChatCompletionsServer();
    app = await createTestApp({ listen: true, env: { AI_BASE_URL: llm.baseUrl, AI_API_KEY: 'sk-test-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '2000' } });
  });
  afterAll(async () => {
    await app.close();
    await llm.close();
  });
  beforeEach(() => llm.reset());

  it('reports the LLM as active, and as unavailable when it does not answer', async () => {
    const { token } = await registerUser(app.services);
    expect((await call<Body>('GET', '/ai/status', token)).body).toEqual({
      provider: 'openai-compatible',
      model: 'test-model',
      available: true,
      fallback: 'builtin',
      detail: null,
    });
    llm.script({ status: 500 }, { status: 500 });
    const down = await call<Body>('GET', '/ai/status', token);
    expect(down.body).toMatchObject({ provider: 'openai-compatible', available: false, detail: expect.stringMatching(/^server/) });
  });

  it('uses the LLM’s suggestions, cleaned to SPEC’s rules', async () => {
    const { token } = await registerUser(app.services);
    llm.script({ reply: JSON.stringify({ items: ['1. Account overview', '- Money transfers', '* Bill payments', 'Card controls'] }) });
    const { body } = await call<{ suggestions: string[]; provider: string }>('POST', '/ai/suggestions/epics', token, { project_name: 'Mobile banking app' });
    expect(body).toEqual({ suggestions: ['Account overview', 'Money transfers', 'Bill payments', 'Card controls'], provider: 'openai-compatible' });
    const sent = llm.requests.find((request) => request.path.endsWith('/chat/completions'));
    expect(sent?.headers.authorization).toBe('Bearer sk-test-key');
    expect(JSON.stringify(sent?.body)).toContain('Mobile banking app');
    expect(JSON.stringify(sent?.body)).toContain('test-model');
  });

  it('falls back to the built-in engine on unusable output, errors and timeouts', async () => {
    const { token } = await registerUser(app.services);
    const fallbacks: [string, () => void][] = [
      ['prose with no items', () => llm.script({ reply: 'I would love to help with that!' })],
      ['stories not in the SPEC form', () => llm.script({ reply: JSON.stringify({ items: ['Billing page', 'Invoices', 'Refunds'] }) })],
      ['500 twice', () => llm.script({ status: 500 }, { status: 500 })],
      ['a timeout', () => llm.script({ delayMs: 3_000 })],
    ];
    for (const [label, arrange] of fallbacks) {
      arrange();
      const { status, body } = await call<{ suggestions: string[]; provider: string }>('POST', '/ai/suggestions/stories', token, { epic_title: 'Subscription billing' });
      expect([label, status, body.provider]).toEqual([label, 200, 'builtin']);
      expect([label, llm.requests.length > 0]).toEqual([label, true]);
      expect(body.suggestions.every((story) => STORY_FORM.test(story))).toBe(true);
      llm.reset();
    }
  });

  it('POST /api/chat answers with the LLM’s text, or the built-in engine’s when the LLM fails', async () => {
    const { token } = await registerUser(app.services);
    const chat = async (userInput: string) => {
      const response = await fetch(`${app.baseUrl}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ user_input: userInput }),
      });
      return (await response.json()) as Body;
    };
    llm.script({ reply: 'A pipeline that runs tests on every pull request.' });
    expect(await chat('Generate a description for a task titled "Set up CI pipeline".')).toEqual({ response: 'A pipeline that runs tests on every pull request.' });
    llm.script({ status: 503 }, { status: 503 });
    const fallback = await chat('Generate a description for a task titled "Set up CI pipeline".');
    expect(fallback.response).toMatch(/pipeline/i);
    expect(fallback.response).not.toBe('A pipeline that runs tests on every pull request.');
  });

  it('lets the LLM judge unclear registration answers, never the clear ones', async () => {
    const verdict = async (message: string, currentStep: string) =>
      JSON.parse((await call<{ reply: string }>('POST', '/echo-chat', undefined, { message, context: { currentStep, previousAnswers: {} } })).body.reply) as Body;

    expect((await verdict('asdf', 'firstName')).validity).toBe('fake');
    expect((await verdict('ada@mailinator.com', 'email')).validity).toBe('fake');
    expect(llm.requests).toEqual([]);

    llm.script({ reply: JSON.stringify({ validity: 'real', reason: 'a playful but real job title', response: 'Love it, Wizard it is!' }) });
    expect(await verdict('wizard', 'position')).toEqual({ validity: 'real', reason: 'a playful but real job title', response: 'Love it, Wizard it is!' });
    expect(llm.requests).toHaveLength(1);

    llm.script({ reply: 'not json at all' });
    expect((await verdict('wizard', 'position')).validity).toBe('maybe_real');
  });
});
