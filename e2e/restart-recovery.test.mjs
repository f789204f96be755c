import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { startServer, tempDataDir } from './support/server.mjs';

const PASSWORD = 'Quarry!2026pass';

async function register(url, email) {
  const response = await fetch(`${url}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  assert.equal(response.status, 201);
}

async function canLogIn(url, email) {
  const response = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', body: new URLSearchParams({ username: email, password: PASSWORD }) });
  return response.status === 200;
}

function postmasterPid(dataDir) {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

test('a SIGKILLed server (PostgreSQL left orphaned) starts again on the same data', async () => {
  const dataDir = tempDataDir('kill');
  const first = await startServer({ dataDir });
  await register(first.url, 'kept@example.com');
  const orphan = postmasterPid(dataDir);
  await first.stop('SIGKILL');

  const second = await startServer({ dataDir });
  try {
    assert.ok(await canLogIn(second.url, 'kept@example.com'), 'the account survived the crash');
    assert.notEqual(postmasterPid(dataDir), orphan, 'the orphaned postmaster was replaced');
  } finally {
    await second.stop();
  }
});

test('a stale postmaster.pid from a machine crash does not stop the next start', async () => {
  const dataDir = tempDataDir('stale');
  const first = await startServer({ dataDir });
  await register(first.url, 'stale@example.com');
  const postmaster = postmasterPid(dataDir);
  // Kill both at once, as a power cut would: nothing gets to clean up, postmaster.pid stays behind.
  await first.stop('SIGKILL');
  execFileSync('kill', ['-9', String(postmaster)]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.ok(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')));

  const second = await startServer({ dataDir });
  try {
    assert.ok(await canLogIn(second.url, 'stale@example.com'));
  } finally {
    await second.stop();
  }
});

test('SIGTERM stops PostgreSQL cleanly', async () => {
  const dataDir = tempDataDir('term');
  const server = await startServer({ dataDir });
  const postmaster = postmasterPid(dataDir);
  const { code } = await server.stop('SIGTERM');
  assert.equal(code, 0);
  assert.equal(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')), false, 'postgres removed its pid file on a clean stop');
  assert.throws(() => process.kill(postmaster, 0), 'the postmaster is gone');
});
