/**
 * Fan-out benchmark: how long one board event takes to reach 2,000 graphql-ws subscribers, next to a raw `ws`
 * server broadcasting the same message to 2,000 clients (the limit), in the same run.
 *
 *   npm run bench:fanout        (see docs/benchmarks.md)
 *
 * Two Quarry servers run as real processes (the built server, embedded PostgreSQL in a temp directory each), one with
 * the default pub/sub (PUBSUB=postgres: events go through PostgreSQL LISTEN/NOTIFY, as with several nodes) and one
 * with PUBSUB=memory; both are seeded alike through the API (an owner, 9 invited analysts, one project of 20 tasks).
 * A third process is the raw broadcast: node:http + `ws`, whose POST /publish sends the body to every client.
 *
 * Each round takes the three in turn (the first rotates): it opens 2,000 WebSocket connections, for Quarry each
 * signed in (connection_init with one of the 10 members' tokens, checked on connect) and subscribed to
 * `boardChanged` of the project with the client's own BoardChanged document; one untimed move makes sure every
 * subscription is live. Then, 5 times, one task move is sent (the moveTask mutation over HTTP, by the owner) and every
 * subscriber's time of arrival is taken from the moment the request left; the raw side is sent the same message text
 * (the one Quarry delivered) the same way. Deliveries of all events of a round make its p50, p99 and max. The
 * latencies include the sender's request (for Quarry, the move's transaction) and this process reading 2,000
 * messages, on both sides. Settings: BENCH_SUBSCRIBERS (2000), BENCH_EVENTS (5), BENCH_ROUNDS (3), BENCH_PROFILE_DIR
 * (writes each Quarry server's CPU profile there).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { cpuSeconds, ensureServerBuild, graphql, installClone, median, percentile, repoRoot, startServer, type ServerProcess } from './lib/server-process';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 2000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MEMBERS = 10;
const PASSWORD = 'Bench!2026password';
const HOST = '127.0.0.1';
const GOAL_P99_MS = 250;
const GOAL_RATIO = 2;
const STATUSES = ['TO_DO', 'IN_PROGRESS', 'REVIEW', 'DONE', 'BACKLOG'];

// ---------------------------------------------------------------------------------------------------------------
// Role: raw — node:http + ws; POST /publish sends the request body to every connected client.
// ---------------------------------------------------------------------------------------------------------------

async function serveRaw(): Promise<void> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const message = Buffer.concat(chunks).toString();
      for (const client of wss.clients) client.send(message);
      res.writeHead(204).end();
    });
  });
  const wss = new WebSocketServer({ server, path: '/graphql' });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.once('disconnect', () => {
    for (const client of wss.clients) client.terminate();
    server.close();
    process.exit(0);
  });
}

function startRaw(): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, [], { env: { ...process.env, BENCH_ROLE: 'raw' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (message: { port: number }) => resolve({ child, url: `http://${HOST}:${message.port}` }));
    child.once('exit', (code) => reject(new Error(`raw server exited early (code ${code})`)));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Seeding, subscribers, events
// ---------------------------------------------------------------------------------------------------------------

/** The client's own BoardChanged subscription, with the TaskCard fragment it spreads. */
function boardChangedDocument(): string {
  const text = readFileSync(path.join(repoRoot, 'client/src/modules/tasks/graphql/tasks.graphql'), 'utf8');
  const pick = (pattern: RegExp): string => {
    const match = pattern.exec(text);
    if (!match) throw new Error(`client tasks.graphql has no ${pattern.source}`);
    return match[0];
  };
  return `${pick(/subscription BoardChanged[\s\S]*?\n}\n/)}\n${pick(/fragment TaskCard[\s\S]*?\n}\n/)}`;
}

interface Seeded {
  ownerToken: string;
  memberTokens: string[];
  projectId: number;
  taskIds: number[];
}

async function seed(url: string): Promise<Seeded> {
  const tag = randomBytes(3).toString('hex');
  const owner = await graphql<{ register: { token: string } }>(url, 'mutation ($input: RegisterInput!) { register(input: $input) { token } }', {
    input: { email: `fanout-${tag}-owner@example.com`, password: PASSWORD, firstName: 'Owner', lastName: 'Fanout' },
  });
  const token = owner.register.token;
  const invites = Array.from({ length: MEMBERS - 1 }, (_, m) => ({ email: `fanout-${tag}-m${m}@example.com`, name: `Member ${m}`, role: 'ANALYST' }));
  const sent = await graphql<{ inviteTeamMembers: { acceptUrl: string }[] }>(
    url,
    'mutation ($input: InviteTeamMembersInput!) { inviteTeamMembers(input: $input) { acceptUrl } }',
    { input: { invites } },
    token,
  );
  const memberTokens = [token];
  for (const invitation of sent.inviteTeamMembers) {
    const accepted = await graphql<{ acceptInvitation: { token: string } }>(
      url,
      'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { token } }',
      { input: { token: invitation.acceptUrl.split('/invite/')[1], password: PASSWORD, firstName: 'Member', lastName: 'Fanout' } },
    );
    memberTokens.push(accepted.acceptInvitation.token);
  }
  const project = await graphql<{ createProject: { id: number } }>(url, 'mutation { createProject(input: { name: "Fan-out board" }) { id } }', {}, token);
  const projectId = project.createProject.id;
  const taskIds: number[] = [];
  for (let i = 0; i < 20; i++) {
    const created = await graphql<{ createTask: { id: number } }>(
      url,
      'mutation ($input: TaskCreateInput!) { createTask(input: $input) { id } }',
      { input: { projectId, title: `Fan-out task ${i + 1}`, priority: 'MEDIUM' } },
      token,
    );
    taskIds.push(created.createTask.id);
  }
  return { ownerToken: token, memberTokens, projectId, taskIds };
}

/** An event to cause: what its message contains (to tell it from an earlier one), and how to send it. */
interface Publication {
  marker: string | undefined;
  send: () => Promise<void>;
}

/** 2,000 WebSocket clients, and each one's time of arrival of the next event. */
class Subscribers {
  private readonly sockets: WebSocket[] = [];
  /** Sockets that have received any event (a live subscription). */
  private readonly live = new Set<WebSocket>();
  private waiting: { marker: string | undefined; arrivals: Map<WebSocket, number>; done: () => void } | undefined;
  /** The text of the last event message received (what the raw side is asked to send). */
  lastMessage = '';

  async open(wsUrl: string, count: number, setup: ((socket: WebSocket, index: number) => Promise<void>) | undefined): Promise<void> {
    // 100 at a time: each Quarry connection is authenticated (a token check and two queries) as it opens.
    for (let start = 0; start < count; start += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, count - start) }, async (_, offset) => {
          const socket = new WebSocket(wsUrl, setup ? 'graphql-transport-ws' : undefined);
          this.sockets.push(socket);
          await new Promise<void>((resolve, reject) => {
            socket.once('open', () => resolve());
            socket.once('error', reject);
          });
          if (setup) await setup(socket, start + offset);
          socket.on('message', (data: Buffer) => {
            const at = performance.now();
            const text = data.toString();
            if (!text.includes('"next"')) return;
            this.live.add(socket);
            this.lastMessage = text;
            const waiting = this.waiting;
            if (!waiting || (waiting.marker !== undefined && !text.includes(waiting.marker)) || waiting.arrivals.has(socket)) return;
            waiting.arrivals.set(socket, at);
            if (waiting.arrivals.size === this.sockets.length) waiting.done();
          });
        }),
      );
    }
  }

  /** Until every client has had an event: a subscription is live only once the server's subscribe resolver is done. */
  async prime(next: () => Publication): Promise<void> {
    for (let attempt = 0; this.live.size < this.sockets.length; attempt++) {
      if (attempt === 60) throw new Error(`only ${this.live.size} of ${this.sockets.length} subscriptions became live`);
      await next().send();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Let the last priming event finish arriving everywhere before anything is timed.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  /** Sends one event; resolves with every client's time of arrival (ms after the send started) and the send's own time. */
  async deliver(publication: Publication, timeoutMs = 60_000): Promise<{ latencies: number[]; sendMs: number }> {
    const arrivals = new Map<WebSocket, number>();
    const arrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${arrivals.size} of ${this.sockets.length} subscribers got the event`)), timeoutMs);
      this.waiting = {
        marker: publication.marker,
        arrivals,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    });
    const start = performance.now();
    await publication.send();
    const sendMs = performance.now() - start;
    await arrived;
    this.waiting = undefined;
    return { latencies: [...arrivals.values()].map((at) => at - start), sendMs };
  }

  async close(): Promise<void> {
    await Promise.all(
      this.sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            socket.close();
          }),
      ),
    );
    this.sockets.length = 0;
    this.live.clear();
  }
}

/** graphql-transport-ws: connection_init with the token, wait for the ack, then subscribe. */
function graphqlWsSetup(tokens: string[], query: string, projectId: number): (socket: WebSocket, index: number) => Promise<void> {
  return async (socket, index) => {
    const acked = new Promise<void>((resolve, reject) => {
      const onMessage = (data: Buffer): void => {
        const message = JSON.parse(data.toString()) as { type: string };
        if (message.type === 'connection_ack') {
          socket.off('message', onMessage);
          resolve();
        }
      };
      socket.on('message', onMessage);
      socket.once('close', (code, reason) => reject(new Error(`subscriber ${index} closed: ${code} ${reason.toString()}`)));
    });
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${tokens[index % tokens.length]}` } }));
    await acked;
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables: { projectId } } }));
  };
}

interface RoundResult {
  p50: number;
  p99: number;
  max: number;
  /** Median time of the request that caused each event (the move mutation, or the raw POST). */
  sendMs: number;
  /** Server CPU per event, in ms (Node process; and its PostgreSQL for Quarry). */
  cpuMs: number;
}

interface Side {
  name: string;
  /** Connects the subscribers and makes sure each one is live. */
  connect(subscribers: Subscribers): Promise<void>;
  /** The next event. */
  next(): Publication;
  pid: number;
}

function quarrySide(name: string, server: ServerProcess, seeded: Seeded, query: string): Side {
  let move = 0;
  // Each move takes the next task to the next status; its id and status mark its message.
  const next = (): Publication => {
    const taskId = seeded.taskIds[move % seeded.taskIds.length];
    const status = STATUSES[Math.floor(move / seeded.taskIds.length) % STATUSES.length];
    move++;
    return {
      marker: `"itemId":${taskId},`,
      send: async () => {
        await graphql(server.url, 'mutation ($id: Int!, $status: TaskStatus!) { moveTask(id: $id, status: $status) { task { id } } }', { id: taskId, status }, seeded.ownerToken);
      },
    };
  };
  return {
    name,
    pid: server.child.pid ?? 0,
    async connect(subscribers) {
      await subscribers.open(`ws://${HOST}:${server.port}/graphql`, SUBSCRIBERS, graphqlWsSetup(seeded.memberTokens, query, seeded.projectId));
      await subscribers.prime(next);
    },
    next,
  };
}

async function runRound(side: Side, withPostgres: boolean): Promise<{ result: RoundResult; message: string }> {
  const subscribers = new Subscribers();
  try {
    await side.connect(subscribers);
    const latencies: number[] = [];
    const sends: number[] = [];
    const before = cpuSeconds(side.pid);
    for (let event = 0; event < EVENTS; event++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const delivered = await subscribers.deliver(side.next());
      latencies.push(...delivered.latencies);
      sends.push(delivered.sendMs);
    }
    const after = cpuSeconds(side.pid);
    const cpu = after.own - before.own + (withPostgres ? after.descendants - before.descendants : 0);
    return {
      result: {
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: Math.max(...latencies),
        sendMs: median(sends),
        // The pauses between events are idle time, so this is close to the events' own cost.
        cpuMs: (1000 * cpu) / EVENTS,
      },
      message: subscribers.lastMessage,
    };
  } finally {
    await subscribers.close();
  }
}

async function orchestrate(): Promise<void> {
  const started = Date.now();
  console.log(
    `fan-out benchmark: ${SUBSCRIBERS} subscribers, ${EVENTS} events per round, ${ROUNDS} rounds; ${cpus().length} cores, Node ${process.version}, ` +
      `load average ${loadavg()[0].toFixed(2)}`,
  );
  ensureServerBuild();
  const query = boardChangedDocument();
  const servers: ServerProcess[] = [];
  let raw: ChildProcess | undefined;
  let baseline: string | undefined;
  try {
    // No demo data set: its install and live feed would only add background work to the timings.
    const sides: Side[] = [];
    // BENCH_BASELINE=<git revision>: that revision's server (cloned and built), with the default pub/sub, as a fourth side.
    const baselineRevision = process.env.BENCH_BASELINE;
    if (baselineRevision) baseline = installClone(baselineRevision, 'server');
    const variants: { name: string; pubSub: string; checkout?: string }[] = [
      { name: 'Quarry, PUBSUB=postgres', pubSub: 'postgres' },
      { name: 'Quarry, PUBSUB=memory', pubSub: 'memory' },
      ...(baseline ? [{ name: `baseline ${baselineRevision ?? ''}, PUBSUB=postgres`, pubSub: 'postgres', checkout: baseline }] : []),
    ];
    for (const variant of variants) {
      const profileDir = process.env.BENCH_PROFILE_DIR;
      const server = await startServer({
        checkout: variant.checkout,
        env: { PUBSUB: variant.pubSub, DEMO_DATA: 'false' },
        nodeArgs: profileDir && !variant.checkout ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`, `--cpu-prof-name=fanout-${variant.pubSub}.cpuprofile`] : [],
      });
      servers.push(server);
      const seeded = await seed(server.url);
      sides.push(quarrySide(variant.name, server, seeded, query));
    }
    const rawServer = await startRaw();
    raw = rawServer.child;
    // The raw side sends the very message Quarry delivered; the first Quarry round records it.
    let payload = '';
    sides.push({
      name: 'raw ws broadcast',
      pid: raw.pid ?? 0,
      async connect(subscribers) {
        await subscribers.open(`ws://${rawServer.url.slice('http://'.length)}/graphql`, SUBSCRIBERS, undefined);
      },
      next: () => ({
        marker: undefined,
        send: async () => {
          const response = await fetch(`${rawServer.url}/publish`, { method: 'POST', body: payload });
          await response.arrayBuffer();
        },
      }),
    });

    const rows: { round: number; results: Map<string, RoundResult> }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // The first round starts with Quarry (it records the message the raw side sends); later rounds rotate.
      const order = sides.map((_, i) => sides[(i + round - 1) % sides.length]);
      const results = new Map<string, RoundResult>();
      for (const side of order) {
        if (!payload && side.name === 'raw ws broadcast') throw new Error('no Quarry message recorded yet');
        const quarry = side.name !== 'raw ws broadcast';
        const { result, message } = await runRound(side, quarry);
        if (!payload && quarry) payload = message;
        results.set(side.name, result);
        console.log(
          `round ${round}, ${side.name}: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms ` +
            `(send ${result.sendMs.toFixed(1)} ms; server CPU ${result.cpuMs.toFixed(0)} ms per event)`,
        );
      }
      rows.push({ round, results });
    }
    console.log(`message: ${Buffer.byteLength(payload)} bytes, ${payload.slice(0, 120)}...`);

    console.log('');
    console.log('| round | side | p50 (ms) | p99 (ms) | max (ms) | send (ms) | server CPU per event (ms) | p99 / raw p99 |');
    console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    const ratios = new Map<string, number[]>();
    for (const { round, results } of rows) {
      const rawP99 = results.get('raw ws broadcast')?.p99 ?? Number.NaN;
      for (const side of sides) {
        const r = results.get(side.name);
        if (!r) continue;
        const ratio = r.p99 / rawP99;
        ratios.set(side.name, [...(ratios.get(side.name) ?? []), ratio]);
        console.log(`| ${round} | ${side.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.sendMs.toFixed(1)} | ${r.cpuMs.toFixed(0)} | ${ratio.toFixed(2)}x |`);
      }
    }
    console.log('');
    for (const side of sides.filter((candidate) => candidate.name !== 'raw ws broadcast')) {
      const p99 = median(rows.map(({ results }) => results.get(side.name)?.p99 ?? Number.NaN));
      const ratio = median(ratios.get(side.name) ?? []);
      const met = p99 <= GOAL_P99_MS && ratio <= GOAL_RATIO;
      console.log(
        `${side.name}: median p99 ${p99.toFixed(1)} ms, median p99 ratio to raw ${ratio.toFixed(2)}x ` +
          `(goal p99 <= ${GOAL_P99_MS} ms and <= ${GOAL_RATIO}x): ${met ? 'met' : 'NOT met'}`,
      );
    }
    console.log(`load average now ${loadavg()[0].toFixed(2)}; took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    if (raw && raw.exitCode === null) raw.disconnect();
    for (const server of servers) await server.stop();
    if (baseline) rmSync(baseline, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ROLE === 'raw') {
  serveRaw().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  orchestrate().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}
