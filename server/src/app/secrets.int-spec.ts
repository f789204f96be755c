import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { STRONG_PASSWORD, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Secrets never reach logs, errors or responses (issue 10): a known JWT secret, encryption key, account password,
 * database-source password and API key go through sign-up, sign-in, API-key calls, database sources (saved, tested,
 * refused, profiled, asked) and failures, with debug logging captured to a file; then every response and the whole log
 * are searched for them.
 */
const JWT_SECRET = `jwt-${randomBytes(24).toString('hex')}`;
const SECRET_KEY = `key-${randomBytes(24).toString('hex')}`;
const DB_PASSWORD = `Db-${randomBytes(12).toString('hex')}!`;
const DB_ROLE = `quarry_secret_${randomBytes(4).toString('hex')}`;

describe('secrets stay out of logs, errors and responses', () => {
  let app: TestApp;
  let logDir: string;
  let logFile: string;
  const responses: { what: string; text: string }[] = [];
  const shared = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x');

  beforeAll(async () => {
    // A database role of our own, so the source's password is one only this test knows.
    const admin = new pg.Client({ connectionString: shared.href });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE ${DB_ROLE} LOGIN PASSWORD '${DB_PASSWORD}'`);
      await admin.query(`CREATE SCHEMA ${DB_ROLE} AUTHORIZATION ${DB_ROLE}`);
      await admin.query(`CREATE TABLE ${DB_ROLE}.customers (id integer PRIMARY KEY, name text, country text)`);
      await admin.query(`INSERT INTO ${DB_ROLE}.customers VALUES (1, 'Ada', 'UK'), (2, 'Grace', 'US')`);
      await admin.query(`GRANT USAGE ON SCHEMA ${DB_ROLE} TO ${DB_ROLE}; GRANT SELECT ON ALL TABLES IN SCHEMA ${DB_ROLE} TO ${DB_ROLE}`);
    } finally {
      await admin.end();
    }
    logDir = mkdtempSync(path.join(tmpdir(), 'quarry-secrets-'));
    logFile = path.join(logDir, 'server.log');
    app = await createTestApp({ listen: true, env: { JWT_SECRET, SECRET_KEY, LOG_LEVEL: 'debug', LOG_FILE: logFile } });
  });

  afterAll(async () => {
    await app?.close();
    const admin = new pg.Client({ connectionString: shared.href });
    await admin.connect();
    try {
      await admin.query(`DROP SCHEMA IF EXISTS ${DB_ROLE} CASCADE`);
      await admin.query(`DROP OWNED BY ${DB_ROLE}`);
      await admin.query(`DROP ROLE IF EXISTS ${DB_ROLE}`);
    } finally {
      await admin.end();
    }
    rmSync(logDir, { recursive: true, force: true });
  });

  async function call(what: string, url: string, init: RequestInit = {}): Promise<{ status: number; text: string; json: () => unknown }> {
    const response = await fetch(`${app.baseUrl}${url}`, init);
    const text = await response.text();
    responses.push({ what, text });
    return { status: response.status, text, json: () => JSON.parse(text) };
  }
  const json = (body: unknown, token?: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const graphql = (what: string, query: string, variables: Record<string, unknown>, token?: string) => call(what, '/graphql', json({ query, variables }, token));

  it('runs every flow that handles a secret, and none of them shows up in a response, an error or the debug log', async () => {
    const email = uniqueEmail('secret');
    const connection = { kind: 'postgres', host: shared.hostname, port: Number(shared.port || 5432), database: decodeURIComponent(shared.pathname.slice(1)), user: DB_ROLE, password: DB_PASSWORD, schema: DB_ROLE };

    // Accounts: sign-up, sign-in (right and wrong), GraphQL twins, a bad bearer.
    const registered = (await call('register', '/api/v1/register', json({ email, password: STRONG_PASSWORD }))).json() as { token: string };
    const token = registered.token;
    await call('login', '/api/v1/auth/login', { method: 'POST', body: new URLSearchParams({ username: email, password: STRONG_PASSWORD }) });
    await call('login (wrong password)', '/api/v1/auth/login', { method: 'POST', body: new URLSearchParams({ username: email, password: `${STRONG_PASSWORD}x` }) });
    await graphql('login over GraphQL', 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: email, p: STRONG_PASSWORD });
    await call('a forged token', '/api/v1/user/profile', { headers: { authorization: `Bearer ${token.slice(0, -4)}AAAA` } });
    await graphql('change password (wrong current)', 'mutation ($i: ChangePasswordInput!) { changePassword(input: $i) }', { i: { currentPassword: 'nope-nope-1!', newPassword: STRONG_PASSWORD } }, token);

    // API keys: made once, used on REST and GraphQL, refused when altered.
    const created = (await graphql('create API key', 'mutation { createApiKey(name: "Secrets test") { key apiKey { id keyPrefix } } }', {}, token)).json() as { data: { createApiKey: { key: string } } };
    const apiKey = created.data.createApiKey.key;
    expect(apiKey).toMatch(/^qry_/);
    await call('team with the API key', '/api/v1/team', { headers: { authorization: `Bearer ${apiKey}` } });
    await graphql('API keys list', '{ apiKeys { id name keyPrefix } me { email } }', {}, apiKey);
    await call('an altered API key', '/api/v1/team', { headers: { authorization: `Bearer ${apiKey.slice(0, -3)}xyz` } });

    // Database sources: a connection test, a refusal with the wrong password, a saved source, its catalog and a question.
    expect((await call('test connection', '/api/v1/data-sources/test-connection', json(connection, token))).json()).toMatchObject({ ok: true });
    await call('test connection (wrong password)', '/api/v1/data-sources/test-connection', json({ ...connection, password: `${DB_PASSWORD}-wrong` }, token));
    await call('test connection (closed port)', '/api/v1/data-sources/test-connection', json({ ...connection, port: 1 }, token));
    const source = (await call('save the source', '/api/v1/data-sources/connections', json({ ...connection, name: 'Live customers' }, token))).json() as { id: number };
    expect(source.id).toEqual(expect.any(Number));
    await graphql('save over GraphQL', 'mutation ($i: DatabaseSourceInput!) { createDatabaseSource(input: $i) { id name } }', { i: { ...connection, kind: 'POSTGRES', name: 'Live twice' } }, token);
    await graphql('save with the wrong password', 'mutation ($i: DatabaseSourceInput!) { createDatabaseSource(input: $i) { id } }', { i: { ...connection, kind: 'POSTGRES', password: 'wrong-pass', name: 'Wrong' } }, token);
    await call('the source', `/api/v1/data-sources/${source.id}`, { headers: { authorization: `Bearer ${token}` } });
    await call('all sources', '/api/v1/data-sources', { headers: { authorization: `Bearer ${token}` } });
    await graphql('sources over GraphQL', '{ dataSources { id name kind status tables { name } } }', {}, token);
    await call('refresh', `/api/v1/data-sources/${source.id}/refresh`, json({}, token));
    await call('ask', '/api/v1/ask', json({ question: 'how many customers', data_source_id: source.id }, token));

    // Whatever else the server says: a request it cannot parse, an unknown route.
    await call('bad JSON', '/api/v1/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"password": ' });
    await call('no route', `/api/v1/${JWT_SECRET.slice(0, 3)}`, {});

    // Stored at rest encrypted: the row never holds the password in clear.
    const rows: unknown[] = await app.dataSource.query('SELECT * FROM data_sources WHERE id = $1', [source.id]);
    expect(JSON.stringify(rows)).not.toContain(DB_PASSWORD);

    const log = readFileSync(logFile, 'utf8');
    expect(log.split('\n').length).toBeGreaterThan(20);
    expect(app.config.logLevel).toBe('debug');

    const inLog = [JWT_SECRET, SECRET_KEY, DB_PASSWORD, STRONG_PASSWORD, apiKey, token].filter((secret) => log.includes(secret));
    expect(inLog.map((secret) => secret.slice(0, 6))).toEqual([]);
    expect(log).not.toMatch(/eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}/);
    expect(log).not.toMatch(/qry_[\w-]{40,}/);

    for (const { what, text } of responses) {
      for (const secret of [JWT_SECRET, SECRET_KEY, DB_PASSWORD, STRONG_PASSWORD]) expect({ what, leaks: text.includes(secret) }).toEqual({ what, leaks: false });
      // The key is shown once, to whoever made it, and never again.
      if (what !== 'create API key') expect({ what, leaks: text.includes(apiKey) }).toEqual({ what, leaks: false });
    }
  });
});
