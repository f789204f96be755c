/**
 * Board benchmark: requests per second for the GraphQL `projectBoard` query served by the real app, next to a
 * raw node:http + pg handler running the same board SQL and writing the same JSON (the limit), as a ratio.
 *
 *   npm run bench            (see docs/benchmarks.md)
 *
 * One file, three roles. Without BENCH_ROLE it orchestrates: starts an embedded PostgreSQL in a temp directory
 * (or uses DATABASE_URL), migrates, seeds one project with 5,000 tasks, forks itself twice (BENCH_ROLE=app: the
 * real app as main.ts composes it; BENCH_ROLE=raw: the hand-written handler), checks that both answer the same,
 * warms both up, then loads them in turn with autocannon, 3 rounds, and prints the table and the median ratio.
 * Each server is its own Node process, so both get the same single event loop; autocannon runs here.
 *
 * Settings (environment): BENCH_TASKS (5000), BENCH_CONNECTIONS (8), BENCH_DURATION seconds per run (15),
 * BENCH_WARMUP seconds (6), BENCH_ROUNDS (3); BENCH_PROFILE_DIR=dir writes app.cpuprofile and raw.cpuprofile there.
 */
import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { generateNKeysBetween } from 'fractional-indexing';
import { Pool } from 'pg';
import { buildAppSchema } from '../server/src/app/build-schema';
import { loadConfig } from '../server/src/app/config';
import { createDataSource } from '../server/src/app/data-source';
import { openDatabase } from '../server/src/app/database';
import { startEmbeddedPostgres } from '../server/src/app/embedded-postgres';
import { createHttpApp } from '../server/src/app/http-app';
import { createLogger } from '../server/src/app/logger';
import { createServices } from '../server/src/app/services';
import { resolveViewer } from '../server/src/app/viewer';
import { BOARD_SQL } from '../server/src/modules/tasks/board.service';

const TASKS = Number(process.env.BENCH_TASKS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MEMBERS = 20;
/** Which PostGraphile this run measures (its package.json is not among the package's exports). */
const POSTGRAPHILE_VERSION = (JSON.parse(readFileSync(path.join(__dirname, '..', 'node_modules', 'postgraphile', 'package.json'), 'utf8')) as { version: string }).version;
const HOST = '127.0.0.1';

/** What a real board screen selects. */
export const BOARD_QUERY = `query Board($projectId: Int!) {
  projectBoard(projectId: $projectId) {
    projectName
    columns {
      status
      count
      wipLimit { limit enforcement }
      tasks {
        id title status priority dueDate userStoryId rank
        assignees { id firstName lastName profilePictureUrl }
      }
    }
  }
}`;

// ---------------------------------------------------------------------------------------------------------------
// Role: app — the real server, composed exactly as server/src/main.ts does it.
// ---------------------------------------------------------------------------------------------------------------

async function serveApp(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  const services = createServices(database.dataSource, config, logger);
  const http = await createHttpApp({ config, logger, services, schema: await buildAppSchema(services.pubSub) });
  const port = await http.listen(0, HOST);
  process.send?.({ port });
  process.once('disconnect', () => {
    void http.close().finally(() => database.close().finally(() => process.exit(0)));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Role: raw — the best by hand: the same board SQL through a pg Pool, shaped once in JS, JSON.stringify, no cache.
// ---------------------------------------------------------------------------------------------------------------

const STATUS_NAMES: Record<string, string> = { Backlog: 'BACKLOG', 'To Do': 'TO_DO', 'In Progress': 'IN_PROGRESS', Review: 'REVIEW', Done: 'DONE' };
const PRIORITY_NAMES: Record<string, string> = { Low: 'LOW', Medium: 'MEDIUM', High: 'HIGH' };
const STATUS_ORDER = Object.keys(STATUS_NAMES);

interface RawAssignee {
  id: number;
  firstName: string | null;
  lastName: string | null;
  profilePictureUrl: string | null;
}
interface RawTask {
  id: number;
  title: string;
  status: string;
  priority: string;
  dueDate: string | null;
  userStoryId: number | null;
  rank: string;
  assigneeIds: number[];
}
/** BOARD_SQL's rows: one per non-empty column, none without access. */
interface RawBoardRow {
  name: string;
  wip_limits: { status: string; limit: number; enforcement: string }[];
  status: string | null;
  count: number | null;
  tasks: RawTask[] | null;
  people: RawAssignee[] | null;
}

async function serveRaw(): Promise<void> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const userId = Number(process.env.BENCH_USER_ID);
  const server = createServer((req, res) => {
    const projectId = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('projectId'));
    pool.query<RawBoardRow>(BOARD_SQL, [projectId, userId]).then(
      ({ rows }) => {
        if (rows.length === 0) {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Project not found."}');
          return;
        }
        const { name, wip_limits: wipLimits, people } = rows[0];
        const byId = new Map<number, RawAssignee>();
        for (const person of people ?? []) {
          byId.set(person.id, { id: person.id, firstName: person.firstName, lastName: person.lastName, profilePictureUrl: person.profilePictureUrl });
        }
        const columns = STATUS_ORDER.map((status) => {
          const row = rows.find((candidate) => candidate.status === status);
          const limit = wipLimits.find((wip) => wip.status === status);
          return {
            status: STATUS_NAMES[status],
            count: row?.count ?? 0,
            wipLimit: limit ? { limit: limit.limit, enforcement: limit.enforcement } : null,
            tasks: (row?.tasks ?? []).map((task) => ({
              id: task.id,
              title: task.title,
              status: STATUS_NAMES[task.status],
              priority: PRIORITY_NAMES[task.priority],
              dueDate: task.dueDate,
              userStoryId: task.userStoryId,
              rank: task.rank,
              assignees: task.assigneeIds.map((userId) => byId.get(userId)),
            })),
          };
        });
        const project = { name };
        const body = JSON.stringify({ data: { projectBoard: { projectName: project.name, columns } } });
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.once('disconnect', () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Role: postgraphile — PostGraphile 5 (Amber preset) over the same tables, with the same token and access in SQL.
// ---------------------------------------------------------------------------------------------------------------

/** The role PostGraphile's requests run as: row-level security lets it see its own workspaces' rows only. */
const POSTGRAPHILE_ROLE = 'bench_board_reader';

/**
 * Access for PostGraphile the way PostGraphile does it: a role with row-level security policies keyed on the token's
 * subject (PgLazyJWTPreset sets `jwt.claims.sub` for the request's transaction). The app connects as the superuser,
 * which RLS does not apply to, so Quarry and the raw handler are unaffected.
 */
const POSTGRAPHILE_ACCESS_SQL = `
  CREATE ROLE ${POSTGRAPHILE_ROLE} NOLOGIN;
  GRANT USAGE ON SCHEMA public TO ${POSTGRAPHILE_ROLE};
  GRANT SELECT ON projects, tasks, task_assignees, users, workspace_members TO ${POSTGRAPHILE_ROLE};
  ALTER TABLE projects ENABLE ROW LEVEL SECURITY;
  ALTER TABLE tasks ENABLE ROW LEVEL SECURITY;
  ALTER TABLE task_assignees ENABLE ROW LEVEL SECURITY;
  ALTER TABLE users ENABLE ROW LEVEL SECURITY;
  CREATE POLICY bench_member ON projects FOR SELECT TO ${POSTGRAPHILE_ROLE}
    USING (workspace_id IN (SELECT workspace_id FROM workspace_members WHERE user_id = NULLIF(current_setting('jwt.claims.sub', true), '')::int));
  CREATE POLICY bench_member ON tasks FOR SELECT TO ${POSTGRAPHILE_ROLE} USING (project_id IN (SELECT id FROM projects));
  CREATE POLICY bench_member ON task_assignees FOR SELECT TO ${POSTGRAPHILE_ROLE} USING (task_id IN (SELECT id FROM tasks));
  CREATE POLICY bench_member ON users FOR SELECT TO ${POSTGRAPHILE_ROLE}
    USING (id IN (SELECT b.user_id FROM workspace_members a JOIN workspace_members b ON b.workspace_id = a.workspace_id
                   WHERE a.user_id = NULLIF(current_setting('jwt.claims.sub', true), '')::int));
`;

/** The board as PostGraphile's generated schema serves it: one filtered, ranked connection per column. */
const POSTGRAPHILE_COLUMNS = [
  ['backlog', 'BACKLOG'],
  ['toDo', 'TO_DO'],
  ['inProgress', 'IN_PROGRESS'],
  ['review', 'REVIEW'],
  ['done', 'DONE'],
] as const;
export const POSTGRAPHILE_BOARD_QUERY = `query Board($projectId: Int!) {
  projectByRowId(rowId: $projectId) {
    name
    wipLimits
${POSTGRAPHILE_COLUMNS.map(([alias, status]) => `    ${alias}: tasksByProjectId(condition: { status: ${status} }, orderBy: RANK_ASC) { totalCount nodes { ...BoardTask } }`).join('\n')}
  }
}
fragment BoardTask on Task {
  rowId title status priority dueDate userStoryId rank
  taskAssigneesByTaskId { nodes { userByUserId { rowId firstName lastName profilePictureId } } }
}`;

/** The same task fields as BOARD_SQL's, under PostGraphile's names. */
interface PostGraphileTask extends Omit<RawTask, 'id' | 'assigneeIds'> {
  rowId: number;
  taskAssigneesByTaskId: { nodes: { userByUserId: { rowId: number; firstName: string | null; lastName: string | null; profilePictureId: string | null } }[] };
}
type PostGraphileProject = { name: string; wipLimits: { status: string; limit: number; enforcement: string }[] } & Record<
  (typeof POSTGRAPHILE_COLUMNS)[number][0],
  { totalCount: number; nodes: PostGraphileTask[] }
>;
interface PostGraphileBoardResponse {
  data?: { projectByRowId: PostGraphileProject | null };
  errors?: unknown;
}

/** PostGraphile's answer in the app's board shape (the picture URL is the app's `/files/<id>`), to compare them. */
function boardFromPostGraphile(project: PostGraphileProject): unknown {
  return {
    projectName: project.name,
    columns: POSTGRAPHILE_COLUMNS.map(([alias, status], i) => {
      const limit = project.wipLimits.find((wip) => wip.status === STATUS_ORDER[i]);
      return {
        status,
        count: project[alias].totalCount,
        wipLimit: limit ? { limit: limit.limit, enforcement: limit.enforcement } : null,
        tasks: project[alias].nodes.map((task) => ({
          id: task.rowId,
          title: task.title,
          status: task.status,
          priority: task.priority,
          dueDate: task.dueDate,
          userStoryId: task.userStoryId,
          rank: task.rank,
          assignees: task.taskAssigneesByTaskId.nodes.map(({ userByUserId: user }) => ({
            id: user.rowId,
            firstName: user.firstName,
            lastName: user.lastName,
            profilePictureUrl: user.profilePictureId === null ? null : `/files/${user.profilePictureId}`,
          })),
        })),
      };
    }),
  };
}

/** PostGraphile 5 wants Node 22's Promise.withResolvers; on Node 20 this process (only) gets it. */
function installPromiseWithResolvers(): void {
  if (typeof Reflect.get(Promise, 'withResolvers') === 'function') return;
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>(this: PromiseConstructor) {
      const resolvers: { promise?: Promise<T>; resolve?: (value: T | PromiseLike<T>) => void; reject?: (reason?: unknown) => void } = {};
      resolvers.promise = new this<T>((resolve, reject) => {
        resolvers.resolve = resolve;
        resolvers.reject = reject;
      });
      return resolvers;
    },
  });
}

/**
 * The app's enum labels have spaces ('To Do'), which PostGraphile 5 keeps as they are and GraphQL refuses; this names
 * them as the app's schema does (TO_DO, IN_PROGRESS), so both answer with the same values.
 */
const CONSTANT_CASE_ENUMS: GraphileConfig.Plugin = {
  name: 'BenchConstantCaseEnums',
  version: '1.0.0',
  inflection: {
    replace: {
      enumValue(previous, _preset, value, codec) {
        const name = value.trim().replace(/\s+/g, '_').toUpperCase();
        return previous ? previous.call(this, name, codec) : name;
      },
    },
  },
};

async function servePostGraphile(): Promise<void> {
  installPromiseWithResolvers();
  const { postgraphile } = await import('postgraphile');
  const { PostGraphileAmberPreset } = await import('postgraphile/presets/amber');
  const { PgLazyJWTPreset } = await import('postgraphile/presets/lazy-jwt');
  const { makePgService } = await import('postgraphile/adaptors/pg');
  const { grafserv } = await import('postgraphile/grafserv/node');
  const preset: GraphileConfig.Preset = {
    extends: [PostGraphileAmberPreset, PgLazyJWTPreset],
    plugins: [CONSTANT_CASE_ENUMS],
    pgServices: [makePgService({ connectionString: process.env.DATABASE_URL, schemas: ['public'], poolConfig: { max: 20 } })],
    // The same HS256 token the app takes (issuer quarry, no audience), checked on every request.
    grafserv: { graphqlPath: '/graphql', graphiql: false, pgJwtSecret: process.env.JWT_SECRET, pgJwtVerifyOptions: { issuer: 'quarry', audience: undefined } },
    // The role for row-level security, next to the claims PgLazyJWTPreset put there (the context replaces pgSettings).
    // BENCH_POSTGRAPHILE_RLS=off keeps the superuser (no row-level security), to see what access costs it.
    grafast: {
      context: (_request, args) =>
        process.env.BENCH_POSTGRAPHILE_RLS === 'off' ? {} : { pgSettings: { ...args.contextValue.pgSettings, role: POSTGRAPHILE_ROLE } },
      explain: false,
    },
  };
  const pgl = postgraphile(preset);
  const serv = pgl.createServ(grafserv);
  const server = createServer();
  serv.addTo(server);
  await pgl.getSchema();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.once('disconnect', () => {
    server.close();
    void Promise.resolve(pgl.release()).finally(() => process.exit(0));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Role: orchestrator.
// ---------------------------------------------------------------------------------------------------------------

interface Seeded {
  projectId: number;
  userId: number;
  token: string;
}

/** One registered owner (through the real service, so the token is real) plus bulk SQL for everything else. */
async function seed(url: string, dataDir: string, jwtSecret: string): Promise<Seeded> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: jwtSecret, LOG_LEVEL: 'silent' });
    const services = createServices(dataSource, config, createLogger(config.logLevel));
    const tag = randomBytes(4).toString('hex');
    const session = await services.users.register({ email: `bench-owner-${tag}@example.com`, password: 'Bench!2026password', firstName: 'Bench', lastName: 'Owner' });
    const viewer = await resolveViewer(services, `Bearer ${session.token}`);
    if (!viewer) throw new Error('the fresh token did not resolve');
    const project = await services.projects.create(viewer, { name: 'Benchmark board' });

    await dataSource.transaction(async (m) => {
      await m.query(
        `UPDATE projects SET wip_limits = '[{"status":"In Progress","limit":1200,"enforcement":"SOFT"},{"status":"Review","limit":1500,"enforcement":"HARD"}]'
          WHERE id = $1`,
        [project.id],
      );
      // 19 more members (20 with the owner); every other one with a profile picture.
      const others: { id: number }[] = await m.query(
        `INSERT INTO users (email, password_hash, first_name, last_name, profile_picture_id)
         SELECT 'bench-' || $1 || '-' || i || '@example.com', 'not-a-hash', 'Member' || i, 'Surname' || i,
                CASE WHEN i % 2 = 0 THEN gen_random_uuid() END
           FROM generate_series(1, $2::int) AS i
         RETURNING id`,
        [tag, MEMBERS - 1],
      );
      const memberIds = [viewer.userId, ...others.map((row) => row.id)];
      await m.query(`INSERT INTO workspace_members (workspace_id, user_id, role) SELECT $1, unnest($2::int[]), 'ANALYST'`, [
        viewer.workspaceId,
        memberIds.slice(1),
      ]);
      const [epic]: { id: number }[] = await m.query(`INSERT INTO epics (title, project_id) VALUES ('Benchmark epic', $1) RETURNING id`, [project.id]);
      const stories: { id: number }[] = await m.query(
        `INSERT INTO user_stories (title, epic_id, project_id) SELECT 'Story ' || i, $1, $2 FROM generate_series(1, 10) AS i RETURNING id`,
        [epic.id, project.id],
      );
      // TASKS spread evenly over the 5 statuses, each column ranked with real fractional-index keys.
      const perColumn = Math.ceil(TASKS / STATUS_ORDER.length);
      const ranks = generateNKeysBetween(null, null, perColumn);
      await m.query(
        `INSERT INTO tasks (title, description, status, priority, due_date, user_story_id, project_id, rank)
         SELECT 'Task ' || i || ': ' || md5(i::text), 'Description of task ' || i,
                ($2::text[])[(i - 1) / $4 + 1]::task_status,
                (ARRAY['Low','Medium','High'])[i % 3 + 1]::task_priority,
                CASE WHEN i % 3 = 0 THEN DATE '2026-01-01' + (i % 365) END,
                CASE WHEN i % 2 = 0 THEN ($3::int[])[i % 10 + 1] END,
                $1, ($5::text[])[(i - 1) % $4 + 1]
           FROM generate_series(1, $6::int) AS i`,
        [project.id, STATUS_ORDER, stories.map((s) => s.id), perColumn, ranks, TASKS],
      );
      // 10% of tasks unassigned, the rest 1–3 distinct members.
      await m.query(
        `INSERT INTO task_assignees (task_id, user_id)
         SELECT t.id, ($2::int[])[(t.id + j * 7) % $3 + 1]
           FROM tasks t CROSS JOIN generate_series(0, 2) AS j
          WHERE t.project_id = $1 AND t.id % 10 <> 0 AND j < 1 + t.id % 3`,
        [project.id, memberIds, memberIds.length],
      );
    });
    await dataSource.query('ANALYZE');
    const [counts]: { tasks: number; assignments: number }[] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM tasks WHERE project_id = $1) AS tasks,
              (SELECT count(*)::int FROM task_assignees ta JOIN tasks t ON t.id = ta.task_id WHERE t.project_id = $1) AS assignments`,
      [project.id],
    );
    console.log(`seeded project ${project.id}: ${counts.tasks} tasks, ${counts.assignments} assignments, ${MEMBERS} members`);
    return { projectId: project.id, userId: viewer.userId, token: session.token };
  } finally {
    await dataSource.destroy();
  }
}

function startRole(role: 'app' | 'raw' | 'postgraphile', env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    // stdout ignored: the app logs one line per request at info, as in production.
    const profileDir = process.env.BENCH_PROFILE_DIR;
    const execArgv = profileDir ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`, `--cpu-prof-name=${role}.cpuprofile`] : process.execArgv;
    // Grafast's production mode, said explicitly (it warns when GRAPHILE_ENV is unset).
    const child = fork(__filename, [], { env: { ...env, BENCH_ROLE: role, GRAPHILE_ENV: 'production' }, execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`${role} server exited early (code ${code})`)));
  });
}

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  bodyBytes: number;
}

async function load(target: Target, seconds: number): Promise<number> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${target.name}: ${failed} failed requests (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`);
  // Every answer must be the full board, not a short error body.
  const perResponse = result.throughput.total / Math.max(1, result.requests.total);
  if (perResponse < target.bodyBytes) throw new Error(`${target.name}: ${perResponse.toFixed(0)} bytes per response, expected at least ${target.bodyBytes}`);
  return result.requests.total / seconds;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function orchestrate(): Promise<void> {
  const started = Date.now();
  console.log(`board benchmark: ${TASKS} tasks, ${CONNECTIONS} connections, ${DURATION}s per run, ${ROUNDS} rounds; ${cpus().length} cores, Node ${process.version}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quarry-bench-'));
  const children: ChildProcess[] = [];
  let stopPostgres: (() => Promise<void>) | undefined;
  try {
    let url = process.env.DATABASE_URL;
    if (!url) {
      const postgres = await startEmbeddedPostgres(dataDir, createLogger('warn'));
      stopPostgres = postgres.stop;
      url = postgres.url;
    }
    const jwtSecret = randomBytes(32).toString('base64url');
    const seeded = await seed(url, dataDir, jwtSecret);

    const env = {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      BENCH_USER_ID: String(seeded.userId),
    };
    const app = await startRole('app', env);
    children.push(app.child);
    const raw = await startRole('raw', env);
    children.push(raw.child);
    const accessPool = new Pool({ connectionString: url, max: 1 });
    try {
      await accessPool.query(POSTGRAPHILE_ACCESS_SQL);
    } finally {
      await accessPool.end();
    }
    const postgraphileStarted = Date.now();
    const postgraphile = await startRole('postgraphile', env);
    children.push(postgraphile.child);
    console.log(`PostGraphile ${POSTGRAPHILE_VERSION} ready in ${((Date.now() - postgraphileStarted) / 1000).toFixed(1)} s (schema built from the database)`);

    const graphqlBody = JSON.stringify({ query: BOARD_QUERY, variables: { projectId: seeded.projectId } });
    const graphqlHeaders = { 'content-type': 'application/json', authorization: `Bearer ${seeded.token}` };
    const graphqlUrl = `http://${HOST}:${app.port}/graphql`;
    const rawUrl = `http://${HOST}:${raw.port}/board?projectId=${seeded.projectId}`;

    // Same content, same order, before any timing.
    const graphqlText = await (await fetch(graphqlUrl, { method: 'POST', headers: graphqlHeaders, body: graphqlBody })).text();
    const rawText = await (await fetch(rawUrl)).text();
    const graphqlJson = JSON.parse(graphqlText) as { data?: { projectBoard: { columns: { tasks: unknown[] }[] } }; errors?: unknown };
    const rawJson = JSON.parse(rawText) as { data: unknown };
    if (graphqlJson.errors) throw new Error(`GraphQL answered with errors: ${JSON.stringify(graphqlJson.errors)}`);
    const same = isDeepStrictEqual(graphqlJson.data, rawJson.data);
    const taskCount = graphqlJson.data?.projectBoard.columns.reduce((sum, column) => sum + column.tasks.length, 0) ?? 0;
    console.log(
      `check: GraphQL data ${same ? '==' : '!='} raw JSON (${taskCount} tasks; ${Buffer.byteLength(graphqlText)} vs ${Buffer.byteLength(rawText)} bytes)`,
    );
    if (!same || taskCount !== TASKS) throw new Error('GraphQL and raw responses differ');
    const postgraphileUrl = `http://${HOST}:${postgraphile.port}/graphql`;
    const postgraphileBody = JSON.stringify({ query: POSTGRAPHILE_BOARD_QUERY, variables: { projectId: seeded.projectId } });
    const postgraphileText = await (await fetch(postgraphileUrl, { method: 'POST', headers: graphqlHeaders, body: postgraphileBody })).text();
    const postgraphileJson = JSON.parse(postgraphileText) as PostGraphileBoardResponse;
    if (postgraphileJson.errors || !postgraphileJson.data?.projectByRowId) throw new Error(`PostGraphile answered with errors: ${postgraphileText.slice(0, 500)}`);
    const postgraphileSame = isDeepStrictEqual(boardFromPostGraphile(postgraphileJson.data.projectByRowId), graphqlJson.data?.projectBoard);
    console.log(
      `check: PostGraphile data ${postgraphileSame ? '==' : '!='} GraphQL data once reshaped (columns, counts, WIP limits, tasks in order, assignees; ` +
        `${Buffer.byteLength(postgraphileText)} bytes)`,
    );
    if (!postgraphileSame) throw new Error('PostGraphile and GraphQL boards differ');
    // Without the token, PostGraphile's role sees no project: access is enforced there too.
    const anonymous = (await (await fetch(postgraphileUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: postgraphileBody })).json()) as PostGraphileBoardResponse;
    if (anonymous.data?.projectByRowId !== null) throw new Error('PostGraphile served the board without a token');

    // Where a single, unloaded request spends its time: the statement inside PostgreSQL, then each whole request.
    const explainPool = new Pool({ connectionString: url, max: 1 });
    const sqlMs: number[] = [];
    try {
      for (let i = 0; i < 7; i++) {
        const { rows } = await explainPool.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${BOARD_SQL}`, [
          seeded.projectId,
          seeded.userId,
        ]);
        sqlMs.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
      }
    } finally {
      await explainPool.end();
    }
    const latency = async (fn: () => Promise<Response>): Promise<number> => {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const start = performance.now();
        await (await fn()).arrayBuffer();
        times.push(performance.now() - start);
      }
      return median(times);
    };
    const graphqlMs = await latency(() => fetch(graphqlUrl, { method: 'POST', headers: graphqlHeaders, body: graphqlBody }));
    const rawMs = await latency(() => fetch(rawUrl));
    const postgraphileMs = await latency(() => fetch(postgraphileUrl, { method: 'POST', headers: graphqlHeaders, body: postgraphileBody }));
    console.log(
      `unloaded, median of 7: board SQL ${median(sqlMs).toFixed(1)} ms inside PostgreSQL; whole request: raw ${rawMs.toFixed(1)} ms, ` +
        `GraphQL ${graphqlMs.toFixed(1)} ms, PostGraphile ${postgraphileMs.toFixed(1)} ms`,
    );

    const targets: Target[] = [
      { name: 'graphql', url: graphqlUrl, method: 'POST', headers: graphqlHeaders, body: graphqlBody, bodyBytes: Buffer.byteLength(graphqlText) },
      { name: 'raw', url: rawUrl, method: 'GET', headers: {}, bodyBytes: Buffer.byteLength(rawText) },
      { name: 'postgraphile', url: postgraphileUrl, method: 'POST', headers: graphqlHeaders, body: postgraphileBody, bodyBytes: Buffer.byteLength(postgraphileText) },
    ];
    for (const target of targets) await load(target, WARMUP);
    console.log(`warmed up (${WARMUP}s each)`);

    const rows: { round: number; graphql: number; raw: number; postgraphile: number; vsRaw: number; vsPostGraphile: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Rotate which side goes first, so none always runs on a warmer (or more tired) machine.
      const order = targets.map((_, i) => targets[(i + round - 1) % targets.length]);
      const rps: Record<string, number> = {};
      for (const target of order) rps[target.name] = await load(target, DURATION);
      const row = { round, graphql: rps.graphql, raw: rps.raw, postgraphile: rps.postgraphile, vsRaw: rps.graphql / rps.raw, vsPostGraphile: rps.graphql / rps.postgraphile };
      rows.push(row);
      console.log(
        `round ${round} (${order.map((target) => target.name).join(', ')}): graphql ${row.graphql.toFixed(1)} req/s, raw ${row.raw.toFixed(1)} req/s, ` +
          `postgraphile ${row.postgraphile.toFixed(1)} req/s; ratios ${row.vsRaw.toFixed(3)}x raw, ${row.vsPostGraphile.toFixed(2)}x PostGraphile`,
      );
    }

    console.log('');
    console.log('| round | GraphQL projectBoard (req/s) | raw pg handler (req/s) | PostGraphile (req/s) | GraphQL / raw | GraphQL / PostGraphile |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) {
      console.log(`| ${row.round} | ${row.graphql.toFixed(1)} | ${row.raw.toFixed(1)} | ${row.postgraphile.toFixed(1)} | ${row.vsRaw.toFixed(3)}x | ${row.vsPostGraphile.toFixed(2)}x |`);
    }
    const vsRaw = median(rows.map((row) => row.vsRaw));
    const vsPostGraphile = median(rows.map((row) => row.vsPostGraphile));
    console.log(
      `| median | ${median(rows.map((row) => row.graphql)).toFixed(1)} | ${median(rows.map((row) => row.raw)).toFixed(1)} | ` +
        `${median(rows.map((row) => row.postgraphile)).toFixed(1)} | ${vsRaw.toFixed(3)}x | ${vsPostGraphile.toFixed(2)}x |`,
    );
    console.log('');
    console.log(`median ratio to raw ${vsRaw.toFixed(2)}x (goal >= 0.40x): ${vsRaw >= 0.4 ? 'met' : 'NOT met'}`);
    console.log(`median ratio to PostGraphile ${vsPostGraphile.toFixed(2)}x (goal >= 1.30x): ${vsPostGraphile >= 1.3 ? 'met' : 'NOT met'}; took ${((Date.now() - started) / 1000).toFixed(0)}s`);
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            child.disconnect();
          }),
      ),
    );
    await stopPostgres?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const role = process.env.BENCH_ROLE;
const main = role === 'app' ? serveApp : role === 'raw' ? serveRaw : role === 'postgraphile' ? servePostGraphile : orchestrate;
main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
  if (role) process.exit(1);
});
