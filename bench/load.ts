/**
 * Load benchmark: 200 connections, each a signed-in user, sending a mix of reads and writes as fast as the server
 * answers, for 60 s, against the built server as a real process (embedded PostgreSQL in a temp directory). Reports
 * throughput, p50, p99 and errors, overall and per kind of request.
 *
 *   npm run bench:load        (see docs/benchmarks.md)
 *
 * Seeding goes through the API, as users would: 20 workspaces, each an owner (register) who invites 9 analysts (who
 * accept, so 200 users with real sessions) and creates 3 projects; then, in bulk SQL, each project gets an epic, 8
 * user stories and 200 tasks over the five columns (fractional-index ranks, 1–3 assignees among the workspace's
 * members, some due dates). Every workspace has the demo source (installed by the server on its first start).
 *
 * Each connection is one user and cycles through 20 requests in its own order: the client's own GraphQL documents
 * (read from client/src/**\/graphql/*.graphql) and the REST calls the client makes:
 *   5 ProjectBoard, 2 Projects, 1 Project, 2 Me, 1 GET /api/v1/user/profile, 1 RecentActivity, 1 DashboardSources,
 *   1 GET /api/v1/projects/:id/tasks (reads, 14); 2 CreateTask, 3 MoveTask (writes, 5); 1 POST /api/v1/chat, a
 *   question to the demo source (the dashboard's chat).
 * A request is an error when it fails, times out, answers non-2xx, or answers a GraphQL error.
 *
 * Settings: BENCH_CONNECTIONS (200), BENCH_DURATION seconds (60), BENCH_WARMUP seconds (10), BENCH_ROUNDS (1),
 * BENCH_RATE (requests per second across all connections; unset, each connection sends its next request as soon as
 * the last is answered, which measures the server at saturation),
 * BENCH_WORKSPACES (20), BENCH_TASKS per project (200), BENCH_PROFILE_DIR (writes the server's CPU profile there),
 * BENCH_SERVER_ENV (extra server environment, e.g. "PUBSUB=memory LOG_LEVEL=warn").
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { generateNKeysBetween } from 'fractional-indexing';
import { Kind, parse, print, visit, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import pg from 'pg';
import { cpuSeconds, ensureServerBuild, graphql, installClone, median, percentile, repoRoot, startServer, type ServerProcess } from './lib/server-process';
import { withClient } from '../server/src/app/pg-client';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const RATE = Number(process.env.BENCH_RATE ?? 0);
const WORKSPACES = Number(process.env.BENCH_WORKSPACES ?? 20);
const MEMBERS_PER_WORKSPACE = Math.max(1, Math.ceil(CONNECTIONS / WORKSPACES));
const PROJECTS_PER_WORKSPACE = 3;
const TASKS_PER_PROJECT = Number(process.env.BENCH_TASKS ?? 200);
const PASSWORD = 'Bench!2026password';
const STATUSES = ['BACKLOG', 'TO_DO', 'IN_PROGRESS', 'REVIEW', 'DONE'] as const;
const STATUS_LABELS = ['Backlog', 'To Do', 'In Progress', 'Review', 'Done'];
const QUESTIONS = ['total revenue by month', 'top 5 products by revenue', 'How many customers are there?', 'revenue by region'];
const GOAL_P99_MS = 300;

// ---------------------------------------------------------------------------------------------------------------
// The client's own GraphQL documents
// ---------------------------------------------------------------------------------------------------------------

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** Named operations of client/src, each printed with the fragments it spreads. */
function clientOperations(): (name: string) => string {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations = new Map<string, OperationDefinitionNode>();
  for (const file of graphqlFiles(path.join(repoRoot, 'client/src'))) {
    for (const definition of parse(readFileSync(file, 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      else if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) operations.set(definition.name.value, definition);
    }
  }
  return (name) => {
    const operation = operations.get(name);
    if (!operation) throw new Error(`no operation ${name} in client/src`);
    const used = new Map<string, FragmentDefinitionNode>();
    const queue: (OperationDefinitionNode | FragmentDefinitionNode)[] = [operation];
    for (let node = queue.shift(); node; node = queue.shift()) {
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (!fragment) throw new Error(`no fragment ${spread.name.value}`);
          if (!used.has(spread.name.value)) {
            used.set(spread.name.value, fragment);
            queue.push(fragment);
          }
        },
      });
    }
    return [operation, ...used.values()].map((definition) => print(definition)).join('\n');
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------------------------

interface BenchUser {
  token: string;
  workspace: number;
}
interface BenchWorkspace {
  id: number;
  projectIds: number[];
  memberIds: number[];
  demoSourceName: string;
  /** Task ids per project, for moves; tasks created during the run are added. */
  taskIds: number[][];
}

async function pooled<T, R>(items: T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index], index);
      }
    }),
  );
  return results;
}

async function seedWorkspace(url: string, tag: string, w: number): Promise<{ users: string[]; projectIds: number[] }> {
  const owner = await graphql<{ register: { token: string } }>(
    url,
    'mutation ($input: RegisterInput!) { register(input: $input) { token } }',
    { input: { email: `load-${tag}-w${w}-owner@example.com`, password: PASSWORD, firstName: `Owner${w}`, lastName: 'Bench' } },
  );
  const invites = Array.from({ length: MEMBERS_PER_WORKSPACE - 1 }, (_, m) => ({ email: `load-${tag}-w${w}-m${m}@example.com`, name: `Member ${m}`, role: 'ANALYST' }));
  const sent = await graphql<{ inviteTeamMembers: { acceptUrl: string }[] }>(
    url,
    'mutation ($input: InviteTeamMembersInput!) { inviteTeamMembers(input: $input) { acceptUrl } }',
    { input: { invites } },
    owner.register.token,
  );
  const members: string[] = [];
  for (const [m, invitation] of sent.inviteTeamMembers.entries()) {
    const token = invitation.acceptUrl.split('/invite/')[1];
    const accepted = await graphql<{ acceptInvitation: { token: string } }>(
      url,
      'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { token } }',
      { input: { token, password: PASSWORD, firstName: `Member${m}`, lastName: `W${w}` } },
    );
    members.push(accepted.acceptInvitation.token);
  }
  const projectIds: number[] = [];
  for (let p = 0; p < PROJECTS_PER_WORKSPACE; p++) {
    const created = await graphql<{ createProject: { id: number } }>(
      url,
      'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
      { input: { name: `Project ${p + 1} of workspace ${w}`, description: 'Seeded by bench/load.ts' } },
      owner.register.token,
    );
    projectIds.push(created.createProject.id);
  }
  return { users: [owner.register.token, ...members], projectIds };
}

/** Epics, stories and tasks in bulk SQL (the API would take minutes for 12,000 tasks). */
async function seedTasks(client: pg.Client, projectId: number, memberIds: number[]): Promise<number[]> {
  const perColumn = Math.ceil(TASKS_PER_PROJECT / STATUSES.length);
  const ranks = generateNKeysBetween(null, null, perColumn);
  const [epic] = (await client.query<{ id: number }>(`INSERT INTO epics (title, project_id) VALUES ('Release 1', $1) RETURNING id`, [projectId])).rows;
  const stories = (
    await client.query<{ id: number }>(`INSERT INTO user_stories (title, epic_id, project_id) SELECT 'Story ' || i, $1, $2 FROM generate_series(1, 8) AS i RETURNING id`, [
      epic.id,
      projectId,
    ])
  ).rows;
  const tasks = (
    await client.query<{ id: number }>(
      `INSERT INTO tasks (title, description, status, priority, due_date, user_story_id, project_id, rank)
       SELECT 'Task ' || i || ': ' || left(md5(i::text || $1::int::text), 12), 'Description of task ' || i,
              ($2::text[])[(i - 1) / $4 + 1]::task_status,
              (ARRAY['Low','Medium','High'])[i % 3 + 1]::task_priority,
              CASE WHEN i % 3 = 0 THEN DATE '2026-12-01' + (i % 90) END,
              CASE WHEN i % 2 = 0 THEN ($3::int[])[i % 8 + 1] END,
              $1::int, ($5::text[])[(i - 1) % $4 + 1]
         FROM generate_series(1, $6::int) AS i
       RETURNING id`,
      [projectId, STATUS_LABELS, stories.map((story) => story.id), perColumn, ranks, TASKS_PER_PROJECT],
    )
  ).rows.map((row) => row.id);
  await client.query(
    `INSERT INTO task_assignees (task_id, user_id)
     SELECT t.id, ($2::int[])[(t.id + j * 3) % $3 + 1]
       FROM unnest($1::int[]) AS t(id) CROSS JOIN generate_series(0, 2) AS j
      WHERE t.id % 10 <> 0 AND j < 1 + t.id % 3
     ON CONFLICT DO NOTHING`,
    [tasks, memberIds, memberIds.length],
  );
  return tasks;
}

async function seed(server: ServerProcess): Promise<{ users: BenchUser[]; workspaces: BenchWorkspace[] }> {
  const started = Date.now();
  const tag = randomBytes(3).toString('hex');
  // Four workspaces at a time: sign-ups hash passwords (argon2), which is the slow part.
  const seeded = await pooled(
    Array.from({ length: WORKSPACES }, (_, w) => w),
    4,
    (w) => seedWorkspace(server.url, tag, w),
  );
  const client = new pg.Client({ connectionString: server.databaseUrl() });
  await client.connect();
  const users: BenchUser[] = [];
  const workspaces: BenchWorkspace[] = [];
  try {
    for (const [w, { users: tokens, projectIds }] of seeded.entries()) {
      const { rows } = await client.query<{ workspace_id: number; user_id: number }>(
        'SELECT p.workspace_id, m.user_id FROM projects p JOIN workspace_members m ON m.workspace_id = p.workspace_id WHERE p.id = $1 ORDER BY m.user_id',
        [projectIds[0]],
      );
      const memberIds = rows.map((row) => row.user_id);
      const taskIds: number[][] = [];
      for (const projectId of projectIds) taskIds.push(await seedTasks(client, projectId, memberIds));
      workspaces.push({ id: rows[0].workspace_id, projectIds, memberIds, demoSourceName: '', taskIds });
      for (const token of tokens) users.push({ token, workspace: w });
    }
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
  // The demo source of every workspace must be ready before questions go to it.
  for (const [w, workspace] of workspaces.entries()) {
    const owner = users.find((user) => user.workspace === w);
    for (let attempt = 0; ; attempt++) {
      const { dataSources } = await graphql<{ dataSources: { name: string; kind: string; status: string }[] }>(
        server.url,
        '{ dataSources { name kind status } }',
        {},
        owner?.token,
      );
      const demo = dataSources.find((source) => source.kind === 'DEMO');
      if (demo?.status === 'READY') {
        workspace.demoSourceName = demo.name;
        break;
      }
      if (attempt > 600) throw new Error(`workspace ${w}: the demo source is not ready (${JSON.stringify(dataSources)})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const tasks = workspaces.reduce((sum, workspace) => sum + workspace.taskIds.flat().length, 0);
  console.log(
    `seeded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${workspaces.length} workspaces, ${users.length} users, ` +
      `${workspaces.length * PROJECTS_PER_WORKSPACE} projects, ${tasks} tasks, the demo source ready in each`,
  );
  return { users, workspaces };
}

// ---------------------------------------------------------------------------------------------------------------
// The mix
// ---------------------------------------------------------------------------------------------------------------

const DEFAULT_MIX = {
  board: 5,
  projects: 2,
  project: 1,
  me: 2,
  profile: 1,
  activity: 1,
  sources: 1,
  tasksRest: 1,
  createTask: 2,
  moveTask: 3,
  ask: 1,
};
type Op = keyof typeof DEFAULT_MIX;
const OPS = Object.keys(DEFAULT_MIX) as Op[];
const isOp = (name: string): name is Op => (OPS as string[]).includes(name);

/** BENCH_MIX="board=1,me=1" replaces the mix (to see what one kind of request costs alone). */
function readMix(raw: string | undefined): Record<Op, number> {
  if (!raw) return DEFAULT_MIX;
  const mix: Record<Op, number> = { ...DEFAULT_MIX };
  for (const op of OPS) mix[op] = 0;
  for (const pair of raw.split(',')) {
    const [name, count] = pair.split('=');
    if (!isOp(name)) throw new Error(`BENCH_MIX: unknown request ${name} (one of ${OPS.join(', ')})`);
    mix[name] = Number(count ?? 1);
  }
  return mix;
}
const MIX = readMix(process.env.BENCH_MIX);
const WRITES: readonly Op[] = ['createTask', 'moveTask'];

interface OpStats {
  latencies: number[];
  errors: number;
  messages: Map<string, number>;
}

function newStats(): Record<Op, OpStats> {
  const fresh = (): OpStats => ({ latencies: [], errors: 0, messages: new Map<string, number>() });
  return {
    board: fresh(), projects: fresh(), project: fresh(), me: fresh(), profile: fresh(), activity: fresh(),
    sources: fresh(), tasksRest: fresh(), createTask: fresh(), moveTask: fresh(), ask: fresh(),
  };
}

/** A deterministic shuffle of the 20 requests, different for each connection. */
function schedule(slot: number): Op[] {
  const ops = OPS.flatMap((op) => Array.from({ length: MIX[op] }, () => op));
  let seed = slot * 2654435761 + 1;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = ops.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ops[i], ops[j]] = [ops[j], ops[i]];
  }
  return ops;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

interface RoundResult {
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  stats: Record<Op, OpStats>;
  /** CPU milliseconds per request: the server's Node process, PostgreSQL (its child processes), this load generator. */
  cpu: { server: number; postgres: number; generator: number };
}

async function runLoad(server: ServerProcess, users: BenchUser[], workspaces: BenchWorkspace[], seconds: number): Promise<RoundResult> {
  const url = server.url;
  const document = clientOperations();
  const documents = {
    board: document('ProjectBoard'),
    projects: document('Projects'),
    project: document('Project'),
    me: document('Me'),
    activity: document('RecentActivity'),
    sources: document('DashboardSources'),
    createTask: document('CreateTask'),
    moveTask: document('MoveTask'),
  };
  const stats = newStats();
  let nextSlot = 0;
  const gql = (query: string, variables: Record<string, unknown>): Pick<autocannon.Request, 'method' | 'path' | 'body'> => ({
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query, variables }),
  });

  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // BENCH_RATE: requests per second across all connections (an arrival rate), instead of as fast as answered.
    ...(RATE > 0 ? { overallRate: RATE } : {}),
    timeout: 30,
    setupClient(client) {
      const slot = nextSlot++;
      const user = users[slot % users.length];
      const workspace = workspaces[user.workspace];
      const ops = schedule(slot);
      let step = 0;
      let current: Op = ops[0];
      let projectIndex = 0;
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.token}` };
      const build = (op: Op): Pick<autocannon.Request, 'method' | 'path' | 'body'> => {
        const project = workspace.projectIds[projectIndex];
        switch (op) {
          case 'board':
            return gql(documents.board, { projectId: project });
          case 'projects':
            return gql(documents.projects, {});
          case 'project':
            return gql(documents.project, { id: project });
          case 'me':
            return gql(documents.me, {});
          case 'profile':
            return { method: 'GET', path: '/api/v1/user/profile', body: undefined };
          case 'activity':
            return gql(documents.activity, { limit: 20 });
          case 'sources':
            return gql(documents.sources, {});
          case 'tasksRest':
            return { method: 'GET', path: `/api/v1/projects/${project}/tasks`, body: undefined };
          case 'createTask':
            return gql(documents.createTask, {
              input: { projectId: project, title: `Load task from ${slot}`, priority: pick(['LOW', 'MEDIUM', 'HIGH']), status: pick(['BACKLOG', 'TO_DO']), assigneeIds: [pick(workspace.memberIds)] },
            });
          case 'moveTask':
            return gql(documents.moveTask, { id: pick(workspace.taskIds[projectIndex]), status: pick(STATUSES) });
          case 'ask':
            return { method: 'POST', path: '/api/v1/chat', body: JSON.stringify({ user_input: pick(QUESTIONS), data_sources: [workspace.demoSourceName], memory_enabled: false }) };
        }
      };
      client.setRequests([
        {
          headers,
          setupRequest(request) {
            current = ops[step++ % ops.length];
            // A user stays on one project for a while, as on the board screen.
            if (step % ops.length === 0) projectIndex = (projectIndex + 1) % workspace.projectIds.length;
            return { ...request, ...build(current), headers: { ...headers } };
          },
          onResponse(status, body) {
            const failed = status >= 400 || body.startsWith('{"errors"') || body.includes('"errors":[');
            if (failed) {
              const entry = stats[current];
              entry.errors++;
              const message = `${status} ${body.slice(0, 160)}`;
              entry.messages.set(message, (entry.messages.get(message) ?? 0) + 1);
            } else if (current === 'createTask') {
              const created = /"createTask":\{"id":(\d+)/.exec(body);
              if (created) workspace.taskIds[projectIndex].push(Number(created[1]));
            }
          },
        },
      ]);
      client.on('response', (_status, _bytes, responseTime) => {
        stats[current].latencies.push(responseTime);
      });
    },
  });
  const serverPid = server.child.pid ?? 0;
  const cpuBefore = cpuSeconds(serverPid);
  const generatorBefore = process.cpuUsage();
  const result = await instance;
  const cpuAfter = cpuSeconds(serverPid);
  const generator = process.cpuUsage(generatorBefore);
  const perRequest = (cpuSecondsUsed: number): number => (1000 * cpuSecondsUsed) / Math.max(1, result.requests.total);
  const latencies = OPS.flatMap((op) => stats[op].latencies);
  const graphqlErrors = OPS.reduce((sum, op) => sum + stats[op].errors, 0);
  return {
    requests: result.requests.total,
    rps: result.requests.total / seconds,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    // Failed connections and timeouts never reach onResponse; non-2xx and GraphQL errors are counted there.
    errors: result.errors + graphqlErrors,
    stats,
    cpu: {
      server: perRequest(cpuAfter.own - cpuBefore.own),
      postgres: perRequest(cpuAfter.descendants - cpuBefore.descendants),
      generator: perRequest((generator.user + generator.system) / 1e6),
    },
  };
}

function printRound(round: number, result: RoundResult): void {
  const ms = (value: number): string => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
  console.log(
    `round ${round}: ${result.requests} requests, ${result.rps.toFixed(0)} req/s, p50 ${ms(result.p50)} ms, p90 ${ms(result.p90)} ms, ` +
      `p99 ${ms(result.p99)} ms, max ${ms(result.max)} ms, errors ${result.errors}; CPU per request: server ${result.cpu.server.toFixed(2)} ms, ` +
      `PostgreSQL ${result.cpu.postgres.toFixed(2)} ms, load generator ${result.cpu.generator.toFixed(2)} ms`,
  );
  console.log('  | request | kind | count | p50 (ms) | p99 (ms) | errors |');
  console.log('  | --- | --- | ---: | ---: | ---: | ---: |');
  for (const op of OPS) {
    const entry = result.stats[op];
    const kind = WRITES.includes(op) ? 'write' : op === 'ask' ? 'ask' : 'read';
    console.log(`  | ${op} | ${kind} | ${entry.latencies.length} | ${ms(percentile(entry.latencies, 50))} | ${ms(percentile(entry.latencies, 99))} | ${entry.errors} |`);
  }
  for (const op of OPS) {
    for (const [message, count] of [...result.stats[op].messages].slice(0, 3)) console.log(`  ${op} error x${count}: ${message}`);
  }
}

interface Target {
  name: string;
  server: ServerProcess;
  users: BenchUser[];
  workspaces: BenchWorkspace[];
  results: RoundResult[];
}

async function idleCpu(server: ServerProcess, seconds: number): Promise<string> {
  const before = cpuSeconds(server.child.pid ?? 0);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const after = cpuSeconds(server.child.pid ?? 0);
  const share = (used: number): string => `${((100 * used) / seconds).toFixed(0)}% of a core`;
  return `server ${share(after.own - before.own)}, PostgreSQL ${share(after.descendants - before.descendants)}`;
}

function summary(target: Target): void {
  const results = target.results;
  console.log('');
  console.log(`${target.name}:`);
  console.log('| round | requests | req/s | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) | errors | server CPU/req (ms) | PostgreSQL CPU/req (ms) |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const row = (label: string, r: Omit<RoundResult, 'stats'>): void =>
    console.log(
      `| ${label} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p90.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.max.toFixed(0)} | ${r.errors} | ` +
        `${r.cpu.server.toFixed(2)} | ${r.cpu.postgres.toFixed(2)} |`,
    );
  for (const [i, r] of results.entries()) row(String(i + 1), r);
  if (results.length > 1) {
    const of = (pick: (r: RoundResult) => number): number => median(results.map(pick));
    row('median', {
      requests: of((r) => r.requests),
      rps: of((r) => r.rps),
      p50: of((r) => r.p50),
      p90: of((r) => r.p90),
      p99: of((r) => r.p99),
      max: of((r) => r.max),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      cpu: { server: of((r) => r.cpu.server), postgres: of((r) => r.cpu.postgres), generator: of((r) => r.cpu.generator) },
    });
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(
    `load benchmark: ${CONNECTIONS} connections, ${RATE > 0 ? `${RATE} requests/s in all` : 'each as fast as answered'}, ${DURATION} s per round, ${ROUNDS} round(s); ${cpus().length} cores, Node ${process.version}, ` +
      `load average ${loadavg()[0].toFixed(2)}`,
  );
  ensureServerBuild();
  // BENCH_BASELINE: another checkout's directory, or a git revision of this one (cloned and built for the run).
  const baselineSetting = process.env.BENCH_BASELINE;
  const baselineIsRevision = baselineSetting !== undefined && !existsSync(baselineSetting);
  const baseline = baselineSetting === undefined ? undefined : baselineIsRevision ? installClone(baselineSetting, 'server') : path.resolve(baselineSetting);
  if (baseline && !baselineIsRevision) ensureServerBuild(baseline);
  const extraEnv = Object.fromEntries(
    (process.env.BENCH_SERVER_ENV ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const pgStats = process.env.BENCH_PG_STATS === '1';
  // pg_stat_statements must be preloaded: a first start creates the cluster, which then restarts with it.
  const dataDir = pgStats ? mkdtempSync(path.join(tmpdir(), 'quarry-bench-')) : undefined;
  if (dataDir) {
    const first = await startServer({ dataDir, env: extraEnv });
    await withClient(first.databaseUrl(), (client) => client.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`));
    await first.stop();
  }
  const targets: Target[] = [];
  try {
    const server = await startServer({
      dataDir,
      env: extraEnv,
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`, '--cpu-prof-name=load-server.cpuprofile'] : [],
    });
    targets.push({ name: 'this checkout', server, users: [], workspaces: [], results: [] });
    if (pgStats) await withClient(server.databaseUrl(), (client) => client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'));
    // BENCH_BASELINE=<another checkout>: its server/dist, seeded the same way, loaded in turn with this one.
    if (baseline) targets.push({ name: `baseline ${baseline}`, server: await startServer({ checkout: baseline, env: extraEnv }), users: [], workspaces: [], results: [] });
    for (const target of targets) Object.assign(target, await seed(target.server));
    // What a server does with no requests (insight scans of every workspace's sources, the demo live feed).
    const idleSeconds = Number(process.env.BENCH_IDLE ?? 15);
    if (idleSeconds > 0) console.log(`idle for ${idleSeconds} s (background jobs only): ${await idleCpu(targets[0].server, idleSeconds)}`);
    for (const target of targets) {
      if (WARMUP <= 0) continue;
      const warm = await runLoad(target.server, target.users, target.workspaces, WARMUP);
      console.log(`warm-up of ${target.name} (${WARMUP} s): ${warm.rps.toFixed(0)} req/s, p99 ${warm.p99.toFixed(0)} ms, errors ${warm.errors}`);
    }
    if (pgStats) await withClient(server.databaseUrl(), (client) => client.query('SELECT pg_stat_statements_reset()'));
    for (let round = 1; round <= ROUNDS; round++) {
      // With a baseline, the side that goes first alternates.
      for (const target of round % 2 === 1 ? targets : [...targets].reverse()) {
        const result = await runLoad(target.server, target.users, target.workspaces, DURATION);
        target.results.push(result);
        if (baseline) console.log(`${target.name}:`);
        printRound(round, result);
      }
    }
    for (const target of targets) summary(target);
    if (baseline) {
      const [current, base] = targets;
      const ratio = (pick: (r: RoundResult) => number): string => median(current.results.map((r, i) => pick(r) / pick(base.results[i]))).toFixed(2);
      console.log('');
      console.log(
        `this checkout / baseline, median of the rounds' ratios: throughput ${ratio((r) => r.rps)}x, p99 ${ratio((r) => r.p99)}x, ` +
          `server CPU per request ${ratio((r) => r.cpu.server)}x, PostgreSQL CPU per request ${ratio((r) => r.cpu.postgres)}x`,
      );
    }
    const results = targets[0].results;
    const p99 = median(results.map((r) => r.p99));
    const errors = results.reduce((sum, r) => sum + r.errors, 0);
    console.log('');
    console.log(
      `goal 0 errors and p99 <= ${GOAL_P99_MS} ms: ${errors === 0 ? '0 errors' : `${errors} ERRORS`}, p99 ${p99.toFixed(0)} ms ` +
        `(${errors === 0 && p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}); load average now ${loadavg()[0].toFixed(2)}; took ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (pgStats) await printStatementStats(server.databaseUrl());
  } finally {
    for (const target of targets) await target.server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (baseline && baselineIsRevision) rmSync(baseline, { recursive: true, force: true });
  }
}


/** BENCH_PG_STATS=1: the statements that took PostgreSQL's time during the rounds (pg_stat_statements). */
async function printStatementStats(url: string): Promise<void> {
  const { rows } = await withClient(url, (client) =>
    client.query<{ calls: string; total: number; mean: number; share: number; rows: string; query: string }>(
      `SELECT calls, total_exec_time AS total, mean_exec_time AS mean, rows,
              100 * total_exec_time / sum(total_exec_time) OVER () AS share, regexp_replace(query, '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 20`,
    ),
  );
  console.log('');
  console.log('PostgreSQL time by statement during the rounds (pg_stat_statements):');
  for (const row of rows) {
    console.log(`  ${row.share.toFixed(1).padStart(5)}%  ${String(row.calls).padStart(7)} calls  mean ${row.mean.toFixed(2).padStart(7)} ms  ${row.query.slice(0, 150)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
