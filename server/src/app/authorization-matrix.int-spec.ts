import { type ExecutionResult, GraphQLError, type GraphQLSchema, parse, subscribe } from 'graphql';
import { ACTORS, GRAPHQL_MATRIX, REST_MATRIX, runHttpCall, seedWorld, tokenOf, type Actor, type CallResult, type Call, type MatrixEntry, type World } from '../../test/authorization-matrix';
import { expressRoutes } from '../../test/express-routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildAppSchema } from './build-schema';
import type { GraphQLContext } from './context';
import { DomainError } from './errors';
import { createLogger } from './logger';
import { resolveViewer } from './viewer';

/** Every root field of the built schema, as Query.x, Mutation.x and Subscription.x. */
function schemaOperations(schema: GraphQLSchema): string[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : [],
  );
}

const silent = createLogger('silent');

/** Subscriptions run in-process: the subscribe step (where access is checked) either starts a stream or fails. */
async function runSubscription(world: World, schema: GraphQLSchema, call: Call, token: string | undefined): Promise<CallResult> {
  if (call.kind !== 'graphql') throw new Error('a subscription is a GraphQL call');
  let viewer;
  try {
    viewer = await resolveViewer(world.app.services, token ? `Bearer ${token}` : undefined);
  } catch {
    return { outcome: 401, status: 401, text: '' };
  }
  const contextValue: GraphQLContext = { viewer, services: world.app.services, logger: silent };
  const result = await subscribe({ schema, document: parse(call.query), variableValues: call.variables, contextValue });
  if (Symbol.asyncIterator in result) {
    await result.return?.();
    return { outcome: 'ok', status: 200, text: '' };
  }
  const error = (result as ExecutionResult).errors?.[0];
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  const code = original instanceof DomainError ? original.code : String(error?.extensions?.code);
  const outcome = code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : `${code}: ${error?.message}`;
  return { outcome, status: 0, text: JSON.stringify(result.errors ?? []) };
}

/** The response without the texts the caller sent (an error may quote them: "Data source "x" not found."). */
function withoutEcho(text: string, call: Call): string {
  const sent: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') sent.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(call.kind === 'graphql' ? call.variables : call.json);
  return sent.filter((value) => value.length > 3).reduce((rest, value) => rest.split(JSON.stringify(value).slice(1, -1)).join(''), text);
}

interface Mismatch {
  operation: string;
  actor: Actor;
  expected: string;
  got: string;
}

describe('authorization matrix: every GraphQL operation and /api/v1 route, for every kind of caller', () => {
  let app: TestApp;
  let schema: GraphQLSchema;
  let world: World;

  beforeAll(async () => {
    app = await createTestApp({ listen: true });
    schema = await buildAppSchema(app.services.pubSub);
    world = await seedWorld(app);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
    await app?.close();
  });

  it('has an entry for every GraphQL operation, and no entry for one that no longer exists', () => {
    const operations = schemaOperations(schema).sort();
    expect({ missing: operations.filter((name) => !(name in GRAPHQL_MATRIX)), stale: Object.keys(GRAPHQL_MATRIX).filter((name) => !operations.includes(name)) }).toEqual({
      missing: [],
      stale: [],
    });
  });

  it('has an entry for every REST route, and no entry for one that no longer exists', () => {
    const routes = expressRoutes(app.http.app).sort();
    expect(routes.length).toBeGreaterThan(40);
    expect({ missing: routes.filter((route) => !(route in REST_MATRIX)), stale: Object.keys(REST_MATRIX).filter((route) => !routes.includes(route)) }).toEqual({ missing: [], stale: [] });
  });

  async function check(name: string, entry: MatrixEntry, actor: Actor): Promise<Mismatch[]> {
    const call = await entry.call(world, actor);
    const token = call.token === null ? undefined : (call.token ?? tokenOf(world, actor));
    const result = name.startsWith('Subscription.') ? await runSubscription(world, schema, call, token) : await runHttpCall(world, call, token);
    await entry.after?.(world, actor);
    const mismatches: Mismatch[] = [];
    const expected = entry.expect[actor];
    if (result.outcome !== expected) mismatches.push({ operation: name, actor, expected: String(expected), got: String(result.outcome) });
    // No response crosses workspaces: the stranger never sees the seeded workspace's names, nor its members the stranger's.
    const foreign = actor === 'stranger' ? world.marker : actor === 'anonymous' ? undefined : world.otherMarker;
    if (foreign && withoutEcho(result.text, call).includes(foreign)) mismatches.push({ operation: name, actor, expected: 'no data of another workspace', got: result.text.slice(0, 300) });
    return mismatches;
  }

  async function runAll(entries: [string, MatrixEntry][]): Promise<Mismatch[]> {
    const mismatches: Mismatch[] = [];
    const parallel = entries.filter(([, entry]) => !entry.serial);
    const serial = entries.filter(([, entry]) => entry.serial);
    // A few entries at a time; each entry's callers in order (fresh targets are made per call).
    const queue = [...parallel];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [name, entry] = next;
        for (const actor of ACTORS) mismatches.push(...(await check(name, entry, actor)));
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    for (const [name, entry] of serial) for (const actor of ACTORS) mismatches.push(...(await check(name, entry, actor)));
    return mismatches;
  }

  it('answers every GraphQL operation as the matrix expects, for every caller', async () => {
    const mismatches = await runAll(Object.entries(GRAPHQL_MATRIX));
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('answers every REST route as the matrix expects, for every caller', async () => {
    const mismatches = await runAll(Object.entries(REST_MATRIX));
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('refuses an X-Workspace-Id the caller does not belong to, and a bad token, the same way everywhere', async () => {
    const foreign = { authorization: `Bearer ${world.stranger.token}`, 'x-workspace-id': String(world.workspaceId) };
    const rest = await fetch(`${app.baseUrl}/api/v1/projects/`, { headers: foreign });
    expect(rest.status).toBe(404);
    const graphql = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { ...foreign, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ projects { id name } }' }) });
    const text = await graphql.text();
    expect(text).not.toContain(world.marker);
    expect(JSON.parse(text).errors[0].extensions.code).toBe('NOT_FOUND');
    const forged = await fetch(`${app.baseUrl}/api/v1/projects/`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.status).toBe(401);
  });
});
