// Two server processes on one PostgreSQL, as behind a load balancer: live events cross nodes (through PostgreSQL
// LISTEN/NOTIFY, and through Redis when one answers), and the insight scan runs once per interval across both.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { plantedOrdersCsv } from './support/planted-orders.cjs';
import { startServer, tempDataDir } from './support/server.mjs';

const PASSWORD = 'Quarry!2026pass';
const REDIS_URL = 'redis://127.0.0.1:6379';
const INTERVAL_MS = 1_000;
let nodeA;
let nodeB;
let databaseUrl;
let db;

// Nodes of one deployment share their secrets (docs/deploy.md): a token from one is good on the other. A short
// insight interval lets the test watch several scan slots; info logs carry one 'insight scan done' line per scan.
const SHARED = {
  JWT_SECRET: 'two-nodes-share-this-secret-of-enough-length',
  SECRET_KEY: 'two-nodes-share-this-key',
  DEMO_DATA: 'false',
  INSIGHT_INTERVAL_MS: String(INTERVAL_MS),
  LOG_LEVEL: 'info',
};

before(async () => {
  // Node A starts the embedded PostgreSQL; node B uses it through DATABASE_URL, as a second app node would.
  const dataDir = tempDataDir('node-a');
  nodeA = await startServer({ dataDir, env: SHARED });
  const { port, password } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/quarry`;
  nodeB = await startServer({ env: { ...SHARED, DATABASE_URL: databaseUrl } });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

after(async () => {
  await db?.end();
  await nodeB?.stop();
  await nodeA?.stop();
});

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  assert.ok(response.ok, `${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function graphql(node, token, query, variables) {
  const body = await json(`${node.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data;
}

/** Registers on `from`, subscribes on `to`, moves a task through `from`: the event must reach `to` within 2 s. */
async function assertMoveCrosses(from, to) {
  const email = `two-nodes-${Date.now()}@example.com`;
  const { token } = await json(`${from.url}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, first_name: 'Ada' }),
  });
  const project = await json(`${from.url}/api/v1/projects/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Two nodes' }),
  });
  const task = await json(`${from.url}/api/v1/tasks/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: 'Cross the nodes', project_id: project.id }),
  });

  const client = createClient({
    url: `${to.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  try {
    const received = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the other node heard nothing within 5 s')), 5_000);
      client.subscribe(
        { query: 'subscription ($projectId: Int!) { boardChanged(projectId: $projectId) { kind task { id status } } }', variables: { projectId: project.id } },
        {
          next: ({ data, errors }) => {
            if (errors) reject(new Error(JSON.stringify(errors)));
            if (data?.boardChanged?.task?.status === 'IN_PROGRESS') {
              clearTimeout(timer);
              resolve({ event: data.boardChanged, at: Date.now() });
            }
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    // The subscription is set up once node B has acknowledged it; a short pause covers the round trip.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const movedAt = Date.now();
    await graphql(from, token, 'mutation ($id: Int!) { moveTask(id: $id, status: IN_PROGRESS) { task { id status } } }', { id: task.id });
    const { event, at } = await received;
    assert.equal(event.task.id, task.id);
    assert.ok(at - movedAt < 2_000, `delivered after ${at - movedAt} ms`);
  } finally {
    await client.dispose();
  }
}

async function register(node, label) {
  const { token } = await json(`${node.url}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${label}-${Date.now()}@example.com`, password: PASSWORD, first_name: 'Ada' }),
  });
  return token;
}

/** Job ids of the 'insight scan done' lines a node logged (pino JSON, one object per line). */
function scansLoggedBy(node) {
  return node.output
    .join('')
    .split('\n')
    .filter((line) => line.includes('"insight scan done"'))
    .map((line) => JSON.parse(line).job);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function redisAnswers() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 });
    const done = (up) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

test('a task moved through node A reaches a graphql-ws subscriber on node B', async () => {
  await assertMoveCrosses(nodeA, nodeB);
});

test('the insight scan runs once per interval across both nodes, and each finding is posted once', async () => {
  const token = await register(nodeA, 'two-nodes-insights');
  // Data whose last week surges: the scans find a week-over-week change, a weekly record and a share shift.
  const form = new FormData();
  form.set('name', 'Shop orders');
  form.append('files', new Blob([plantedOrdersCsv('2026-06-30')], { type: 'text/csv' }), 'orders.csv');
  const upload = await fetch(`${nodeA.url}/api/v1/data-sources`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  assert.equal(upload.status, 201, await upload.text());

  // Findings come two per scan; read them through node B until the three planted ones are there.
  const wanted = [/^Number of orders up \d+% week over week$/, /^Highest weekly number of orders in 8 weeks$/, /^Share of number of orders by channel: Partner up \d+ points$/];
  let titles = [];
  for (const deadline = Date.now() + 40_000; Date.now() < deadline; await sleep(500)) {
    titles = (await graphql(nodeB, token, '{ insightThreads { title } }')).insightThreads.map((thread) => thread.title);
    if (wanted.every((pattern) => titles.some((title) => pattern.test(title)))) break;
  }
  assert.ok(wanted.every((pattern) => titles.some((title) => pattern.test(title))), `threads: ${JSON.stringify(titles)}`);
  // A few more slots go by with both nodes offering a scan in each.
  await sleep(4 * INTERVAL_MS);

  const { rows: jobs } = await db.query(
    `SELECT id, state, singleton_on AS slot, extract(epoch FROM singleton_on)::bigint AS epoch, extract(epoch FROM created_on) AS created
     FROM pgboss.job WHERE name = 'insight-scan' ORDER BY created_on`,
  );
  assert.ok(jobs.length >= 5, `only ${jobs.length} scans`);
  // Whatever the slots say: no more scans than intervals went by (two nodes each enqueueing would make about twice).
  const span = Number(jobs.at(-1).created) - Number(jobs[0].created);
  assert.ok(jobs.length <= Math.floor(span / (INTERVAL_MS / 1000)) + 2, `${jobs.length} scans in ${span.toFixed(1)} s`);
  assert.ok(jobs.every((job) => job.slot !== null), 'every scan job belongs to a slot');
  const slots = jobs.map((job) => Number(job.epoch));
  assert.equal(new Set(slots).size, slots.length, `two scan jobs in one slot: ${JSON.stringify(slots)}`);
  // Never more scans than slots went by since the first one.
  assert.ok(jobs.length <= Math.max(...slots) - Math.min(...slots) + 1);

  // Each finished scan ran on exactly one node: its job id is in one node's log, once.
  await sleep(500);
  const logged = [...scansLoggedBy(nodeA), ...scansLoggedBy(nodeB)];
  assert.equal(new Set(logged).size, logged.length, 'a scan job ran twice');
  const completed = jobs.filter((job) => job.state === 'completed').map((job) => job.id);
  assert.ok(completed.length >= 4, `only ${completed.length} completed scans`);
  for (const id of completed) assert.ok(logged.includes(id), `completed scan ${id} was logged by neither node`);
  // Read again after the logs: a scan of the next slot may have started since the first query.
  const { rows: jobsNow } = await db.query(`SELECT id, extract(epoch FROM singleton_on)::bigint AS epoch FROM pgboss.job WHERE name = 'insight-scan'`);
  assert.ok(logged.every((id) => jobsNow.some((job) => job.id === id)), 'a node ran a scan job outside the slots');
  const slotsNow = jobsNow.map((job) => Number(job.epoch));
  assert.equal(new Set(slotsNow).size, slotsNow.length, `two scan jobs in one slot: ${JSON.stringify(slotsNow)}`);

  // No finding was posted twice, whichever node scanned.
  const { rows: threads } = await db.query(
    `SELECT t.title, t.fingerprint FROM insight_threads t JOIN data_sources s ON s.id = t.source_id WHERE s.name = 'Shop orders' AND t.workspace_id = s.workspace_id`,
  );
  assert.ok(threads.length >= 3);
  assert.equal(new Set(threads.map((thread) => thread.fingerprint)).size, threads.length, 'a finding was posted twice');
  for (const pattern of wanted) assert.equal(threads.filter((thread) => pattern.test(thread.title)).length, 1, `${pattern}: ${JSON.stringify(threads.map((thread) => thread.title))}`);
});

test('through Redis: a task moved through one node reaches a graphql-ws subscriber on the other', async (t) => {
  if (!(await redisAnswers())) {
    console.log(`skipped: no Redis answers at ${REDIS_URL}; the Redis variant of the two-node test did not run`);
    t.skip(`no Redis at ${REDIS_URL}`);
    return;
  }
  // Two more nodes on the same PostgreSQL, carrying live events through Redis (PUBSUB defaults to redis with REDIS_URL).
  const env = { ...SHARED, DATABASE_URL: databaseUrl, REDIS_URL, LOG_LEVEL: 'warn' };
  const [nodeC, nodeD] = await Promise.all([startServer({ env }), startServer({ env })]);
  // Listen on the nodes' channel too: the event must travel through Redis, not some other way.
  const listener = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await listener.connect();
    let relayed = 0;
    listener.on('message', () => {
      relayed += 1;
    });
    await listener.subscribe('quarry:events');
    await assertMoveCrosses(nodeC, nodeD);
    assert.ok(relayed > 0, 'no event crossed Redis');
  } finally {
    listener.disconnect();
    await Promise.all([nodeC.stop(), nodeD.stop()]);
  }
});
