// Durability: a server killed with SIGKILL in the middle of writes keeps every write it acknowledged, once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer, tempDataDir } from './support/server.mjs';

const PASSWORD = 'Quarry!2026pass';
const CLIENTS = 20;
const TASKS = 1_000;
const ROWS = 1_000_000;

async function register(url, email) {
  const response = await fetch(`${url}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  assert.equal(response.status, 201);
  return (await response.json()).token;
}

async function login(url, email) {
  const response = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', body: new URLSearchParams({ username: email, password: PASSWORD }) });
  assert.equal(response.status, 200);
  return (await response.json()).access_token;
}

function authorized(token) {
  return { 'content-type': 'application/json', authorization: `Bearer ${token}` };
}

test('every task creation acknowledged before a SIGKILL is there after the restart, exactly once', async () => {
  const dataDir = tempDataDir('durability');
  const first = await startServer({ dataDir, env: { DEMO_DATA: 'false' } });
  const email = `durable-${Date.now()}@example.com`;
  const token = await register(first.url, email);
  const project = await (await fetch(`${first.url}/api/v1/projects/`, { method: 'POST', headers: authorized(token), body: JSON.stringify({ name: 'Durable' }) })).json();

  const acknowledged = new Set();
  let next = 0;
  let killed = false;
  // Concurrent clients create tasks one after another; the server is killed once about half are acknowledged.
  const client = async () => {
    while (next < TASKS) {
      const title = `task-${String(next++).padStart(4, '0')}`;
      try {
        const response = await fetch(`${first.url}/api/v1/tasks/`, {
          method: 'POST',
          headers: authorized(token),
          body: JSON.stringify({ title, project_id: project.id }),
        });
        if (response.status === 201 || response.status === 200) {
          const body = await response.json();
          assert.equal(body.title, title);
          acknowledged.add(title);
        }
      } catch {
        // The connection died with the server: this write was not acknowledged.
      }
      if (!killed && acknowledged.size >= TASKS / 2) {
        killed = true;
        await first.stop('SIGKILL');
      }
      if (killed) return;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  assert.ok(killed, 'the server was killed mid-way');
  assert.ok(acknowledged.size >= TASKS / 2 && acknowledged.size < TASKS, `acknowledged ${acknowledged.size}`);

  // The same data directory: the embedded PostgreSQL recovers from the kill (stale pid, orphaned postmaster) itself.
  const second = await startServer({ dataDir, env: { DEMO_DATA: 'false' } });
  try {
    const fresh = await login(second.url, email);
    const stored = await (await fetch(`${second.url}/api/v1/projects/${project.id}/tasks`, { headers: authorized(fresh) })).json();
    const titles = stored.map((task) => task.title);
    const missing = [...acknowledged].filter((title) => !titles.includes(title));
    assert.deepEqual(missing, [], 'acknowledged writes lost');
    assert.equal(new Set(titles).size, titles.length, 'a write was stored twice');
    // Writes that were in flight at the kill may or may not have landed, but nothing else did.
    assert.ok(titles.every((title) => /^task-\d{4}$/.test(title)));
    assert.ok(titles.length <= acknowledged.size + CLIENTS, `${titles.length} stored for ${acknowledged.size} acknowledged`);
  } finally {
    await second.stop();
  }
});

test('an import cut short by a SIGKILL leaves no half source, and the file imports again', async () => {
  const dataDir = tempDataDir('import-kill');
  const first = await startServer({ dataDir, env: { DEMO_DATA: 'false' } });
  const email = `import-kill-${Date.now()}@example.com`;
  const token = await register(first.url, email);

  // A file big enough to be mid-import when the kill comes.
  const lines = ['event_id,event_date,category,amount'];
  for (let i = 1; i <= ROWS; i++) lines.push(`${i},2025-${String((i % 12) + 1).padStart(2, '0')}-15,cat-${i % 17},${(i % 1000) / 10}`);
  const csv = Buffer.from(`${lines.join('\n')}\n`);
  const form = () => {
    const body = new FormData();
    body.set('name', 'Events');
    body.append('files', new Blob([csv]), 'events.csv');
    return body;
  };
  const pending = fetch(`${first.url}/api/v1/data-sources`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form() }).catch(() => undefined);
  // Wait until the import is under way (the source row exists, importing), then kill.
  const deadline = Date.now() + 30_000;
  let status;
  while (status === undefined && Date.now() < deadline) {
    const sources = await (await fetch(`${first.url}/api/v1/data-sources`, { headers: { authorization: `Bearer ${token}` } })).json();
    status = sources.find((source) => source.name === 'Events')?.status;
    if (status === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await first.stop('SIGKILL');
  await pending;
  assert.equal(status, 'importing', 'the kill came while the import ran');

  const second = await startServer({ dataDir, env: { DEMO_DATA: 'false' } });
  try {
    const fresh = await login(second.url, email);
    const headers = { authorization: `Bearer ${fresh}` };
    const after = await (await fetch(`${second.url}/api/v1/data-sources`, { headers })).json();
    assert.deepEqual(after.filter((source) => source.name === 'Events' && source.status !== 'ready'), [], 'no half-made source');

    const again = await fetch(`${second.url}/api/v1/data-sources`, { method: 'POST', headers, body: form() });
    const body = await again.json();
    assert.equal(again.status, 201, JSON.stringify(body));
    assert.equal(body.tables[0].row_count, ROWS);
  } finally {
    await second.stop();
  }
});
