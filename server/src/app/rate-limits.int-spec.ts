import { randomInt } from 'node:crypto';
import { STRONG_PASSWORD, registerUser, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Redis } from 'ioredis';
import { loadConfig } from './config';
import { RateLimitedError, RateLimits } from './rate-limits';

/** A made-up client address per test (the app trusts X-Forwarded-For from loopback here), so runs never share counters. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

describe('rate limits (PostgreSQL store), with low limits', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      listen: true,
      env: { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_ASK_PER_MINUTE: '2', RATE_LIMIT_AI_PER_MINUTE: '2', TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(() => app.close());

  const login = (ip: string, username: string, password = 'Wrong!password1') =>
    fetch(`${app.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'x-forwarded-for': ip }, body: new URLSearchParams({ username, password }) });
  const register = (ip: string, email = uniqueEmail('limited')) =>
    fetch(`${app.baseUrl}/api/v1/register`, { method: 'POST', headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: STRONG_PASSWORD }) });
  const graphql = (ip: string, query: string, variables: Record<string, unknown>, token?: string) =>
    fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });

  it('stores its counters in PostgreSQL', async () => {
    await login(someIp(), uniqueEmail('counted'));
    const rows: { count: string }[] = await app.dataSource.query(`SELECT count(*) FROM rate_limits WHERE key LIKE 'login_account:%'`);
    expect(Number(rows[0]?.count)).toBeGreaterThan(0);
  });

  it('limits sign-in attempts per account, from any address, with a clear 429; the right password does not get past it', async () => {
    const { email } = await registerUser(app.services);
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(someIp(), email)).status).toBe(401);
    const refused = await login(someIp(), email, STRONG_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);
  });

  it('limits sign-in attempts per address, whichever accounts they name', async () => {
    const ip = someIp();
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(ip, uniqueEmail('guess'))).status).toBe(401);
    expect((await login(ip, uniqueEmail('guess'))).status).toBe(429);
    // Another address is not affected.
    expect((await login(someIp(), uniqueEmail('guess'))).status).toBe(401);
  });

  it('limits sign-ups per address, and answers GraphQL with RATE_LIMITED and HTTP 429', async () => {
    const ip = someIp();
    for (let attempt = 0; attempt < 3; attempt++) expect((await register(ip)).status).toBe(201);
    expect((await register(ip)).status).toBe(429);
    const response = await graphql(ip, 'mutation ($input: RegisterInput!) { register(input: $input) { token } }', { input: { email: uniqueEmail('gql'), password: STRONG_PASSWORD } });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await response.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Too many sign-up attempts\./), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } });
  });

  it('limits sign-ups per account (the same email from several addresses)', async () => {
    const email = uniqueEmail('again');
    expect((await register(someIp(), email)).status).toBe(201);
    expect((await register(someIp(), email)).status).toBe(409);
    expect((await register(someIp(), email)).status).toBe(409);
    expect((await register(someIp(), email)).status).toBe(429);
  });

  it('limits questions per user, over REST and GraphQL alike, and not other users', async () => {
    const { token } = await registerUser(app.services);
    const ask = () =>
      fetch(`${app.baseUrl}/api/v1/ask`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ question: 'how many orders' }) });
    expect((await ask()).status).not.toBe(429);
    expect((await ask()).status).not.toBe(429);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Too many questions in a minute\./);
    const overGraphql = await graphql(someIp(), 'mutation { ask(question: "how many orders") { answer } }', {}, token);
    expect(overGraphql.status).toBe(429);
    expect(((await overGraphql.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('RATE_LIMITED');
    const other = await registerUser(app.services);
    const theirs = await fetch(`${app.baseUrl}/api/v1/ask`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'how many orders' }),
    });
    expect(theirs.status).not.toBe(429);
  });

  it('limits AI calls per user (drafting, suggestions, thinking) and the anonymous registration chat per address', async () => {
    const { token } = await registerUser(app.services);
    const suggest = () =>
      fetch(`${app.baseUrl}/api/v1/ai/suggestions/epics`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ project_name: 'Online store' }),
      });
    expect((await suggest()).status).toBe(200);
    expect((await suggest()).status).toBe(200);
    expect((await suggest()).status).toBe(429);
    const draft = await graphql(someIp(), 'mutation { draftText(prompt: "Describe: Checkout") }', {}, token);
    expect(((await draft.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('RATE_LIMITED');

    const ip = someIp();
    const echo = () =>
      fetch(`${app.baseUrl}/api/v1/echo-chat`, {
        method: 'POST',
        headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Ada', context: { currentStep: 'firstName' } }),
      });
    expect((await echo()).status).toBe(200);
    expect((await echo()).status).toBe(200);
    expect((await echo()).status).toBe(429);
  });
});

describe('rate limit settings', () => {
  it('default to 10 sign-ins or sign-ups, 30 questions and 60 AI calls a minute, and are off under NODE_ENV=test unless set', () => {
    expect(loadConfig({ DATA_DIR: process.env.TEST_DATA_DIR, JWT_SECRET: 'x', SECRET_KEY: 'y' }).rateLimits).toEqual({ authPerMinute: 10, askPerMinute: 30, aiPerMinute: 60 });
    expect(loadConfig({ DATA_DIR: process.env.TEST_DATA_DIR, JWT_SECRET: 'x', SECRET_KEY: 'y', NODE_ENV: 'test' }).rateLimits).toEqual({ authPerMinute: 0, askPerMinute: 0, aiPerMinute: 0 });
    expect(loadConfig({ DATA_DIR: process.env.TEST_DATA_DIR, JWT_SECRET: 'x', SECRET_KEY: 'y', RATE_LIMIT_AI_PER_MINUTE: 'off', RATE_LIMIT_ASK_PER_MINUTE: '5' }).rateLimits).toMatchObject({
      askPerMinute: 5,
      aiPerMinute: 0,
    });
    expect(() => loadConfig({ DATA_DIR: process.env.TEST_DATA_DIR, JWT_SECRET: 'x', SECRET_KEY: 'y', RATE_LIMIT_AUTH_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_AUTH_PER_MINUTE/);
  });
});

describe('rate limits (Redis store, when REDIS_URL or a local Redis answers)', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  async function redisAnswers(): Promise<boolean> {
    const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  }

  it('counts sign-in attempts per account in Redis and refuses the one over the limit', async () => {
    if (!(await redisAnswers())) {
      console.log(`skipped: no Redis answers at ${url}; the Redis rate-limit store was not tested`);
      return;
    }
    const limits = new RateLimits({ authPerMinute: 2, askPerMinute: 0, aiPerMinute: 0 }, { kind: 'redis', url });
    const redis = new Redis(url);
    const account = uniqueEmail('redis-limited');
    const warmUp = uniqueEmail('redis-warm-up');
    try {
      // Until its client has connected, the store counts in memory (the insurance limiter): wait for Redis to count.
      for (let attempt = 0; attempt < 40 && !(await redis.exists(`login_account:${warmUp}`)); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await limits.consume('login', { account: warmUp }).catch(() => undefined);
      }
      await limits.consume('login', { account, ip: someIp() });
      await limits.consume('login', { account, ip: someIp() });
      await expect(limits.consume('login', { account, ip: someIp() })).rejects.toThrow(RateLimitedError);
      expect(Number(await redis.get(`login_account:${account}`))).toBeGreaterThanOrEqual(3);
    } finally {
      await redis.del(`login_account:${account}`, `login_account:${warmUp}`);
      redis.disconnect();
      await limits.close();
    }
  });
});
