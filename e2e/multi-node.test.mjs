// Two server processes on one PostgreSQL, as behind a load balancer: live events cross nodes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startServer, tempDataDir } from './support/server.mjs';

const PASSWORD = 'Quarry!2026pass';
let nodeA;
let nodeB;

// Nodes of one deployment share their secrets (docs/deploy.md): a token from one is good on the other.
const SHARED = { JWT_SECRET: 'two-nodes-share-this-secret-of-enough-length', SECRET_KEY: 'two-nodes-share-this-key', DEMO_DATA: 'false' };

before(async () => {
  // Node A starts the embedded PostgreSQL; node B uses it through DATABASE_URL, as a second app node would.
  const dataDir = tempDataDir('node-a');
  nodeA = await startServer({ dataDir, env: SHARED });
  const { port, password } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/quarry`;
  nodeB = await startServer({ env: { ...SHARED, DATABASE_URL: databaseUrl } });
});

after(async () => {
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

test('a task moved through node A reaches a graphql-ws subscriber on node B', async () => {
  const email = `two-nodes-${Date.now()}@example.com`;
  const { token } = await json(`${nodeA.url}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, first_name: 'Ada' }),
  });
  const project = await json(`${nodeA.url}/api/v1/projects/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Two nodes' }),
  });
  const task = await json(`${nodeA.url}/api/v1/tasks/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: 'Cross the nodes', project_id: project.id }),
  });

  const client = createClient({
    url: `${nodeB.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  try {
    const received = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('node B heard nothing within 5 s')), 5_000);
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
    await graphql(nodeA, token, 'mutation ($id: Int!) { moveTask(id: $id, status: IN_PROGRESS) { task { id status } } }', { id: task.id });
    const { event, at } = await received;
    assert.equal(event.task.id, task.id);
    assert.ok(at - movedAt < 2_000, `delivered after ${at - movedAt} ms`);
  } finally {
    await client.dispose();
  }
});
