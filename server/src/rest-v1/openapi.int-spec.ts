import { randomBytes } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { expressRoutes } from '../../test/express-routes';
import { PNG_BYTES, STRONG_PASSWORD, addWorkspaceMember, uniqueEmail } from '../../test/factories';
import { plantedOrdersCsv } from '../../test/report-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { WorkspaceRole } from '../modules/workspaces/workspace-role';
import { OPENAPI_DOCUMENT } from './openapi';

const SCHEMA_BASE = 'https://quarry.test/components';

/** 'GET /api/v1/projects/:id' → 'GET /api/v1/projects/{id}' */
function openApiRoute(expressRoute: string): string {
  return expressRoute.replace(/:(\w+)/g, '{$1}');
}

function documentedRoutes(): string[] {
  return Object.entries(OPENAPI_DOCUMENT.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
}

/** Every response of the document as a JSON schema Ajv can compile: component refs point at one shared schema. */
function createValidators() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  const rewrite = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${SCHEMA_BASE}#/$defs/`)) as T;
  ajv.addSchema({ $id: SCHEMA_BASE, $defs: rewrite(OPENAPI_DOCUMENT.components.schemas ?? {}) });
  const cache = new Map<string, ValidateFunction>();
  return (key: string, schema: OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject): ValidateFunction => {
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(rewrite(schema));
      cache.set(key, validate);
    }
    return validate;
  };
}

interface CallOptions {
  params?: Record<string, string | number>;
  token?: string;
  workspaceId?: number;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
}

interface CallResult {
  status: number;
  body: unknown;
}

/**
 * Calls a documented route and checks the answer against the document: the status must be documented for the
 * operation, the content type must be one it lists, and a JSON body must validate against its schema.
 */
class DocumentedApi {
  readonly mismatches: string[] = [];
  readonly covered = new Set<string>();
  private readonly validator = createValidators();

  constructor(private readonly baseUrl: string) {}

  async call(route: string, options: CallOptions = {}): Promise<CallResult> {
    const [method = '', template = ''] = route.split(' ');
    const url = template.replace(/\{(\w+)\}/g, (_match, name: string) => String(options.params?.[name] ?? `{${name}}`));
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.workspaceId !== undefined) headers['x-workspace-id'] = String(options.workspaceId);
    let body: string | FormData | URLSearchParams | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = new URLSearchParams(options.form);
    else if (options.multipart) body = options.multipart;
    const response = await fetch(`${this.baseUrl}${url}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim();
    const parsed = contentType === 'application/json' && text !== '' ? (JSON.parse(text) as unknown) : text;
    this.check(route, response.status, contentType, parsed);
    return { status: response.status, body: parsed };
  }

  /** Like call, for a success that the rest of the walk depends on. */
  async ok<T>(route: string, options: CallOptions = {}): Promise<T> {
    const result = await this.call(route, options);
    if (result.status >= 400) throw new Error(`${route}: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body as T;
  }

  private check(route: string, status: number, contentType: string | undefined, body: unknown): void {
    const [method = '', template = ''] = route.split(' ');
    const operation = OPENAPI_DOCUMENT.paths[template]?.[method.toLowerCase() as 'get'];
    if (!operation) {
      this.mismatches.push(`${route}: not in the document`);
      return;
    }
    const documented = operation.responses?.[String(status)];
    if (!documented) {
      this.mismatches.push(`${route}: status ${status} is not documented (${JSON.stringify(body).slice(0, 200)})`);
      return;
    }
    this.covered.add(`${route} ${status}`);
    const response = '$ref' in documented ? OPENAPI_DOCUMENT.components.responses?.[documented.$ref.split('/').pop() ?? ''] : documented;
    if (!response || '$ref' in response) {
      this.mismatches.push(`${route} ${status}: unresolvable response`);
      return;
    }
    if (!response.content) return;
    const media = contentType ? response.content[contentType] : undefined;
    if (!media) {
      this.mismatches.push(`${route} ${status}: content type ${contentType ?? 'none'} is not documented`);
      return;
    }
    if (contentType !== 'application/json' || !media.schema) return;
    const validate = this.validator(`${route} ${status}`, media.schema);
    if (!validate(body)) {
      this.mismatches.push(`${route} ${status}: ${JSON.stringify(validate.errors?.slice(0, 5))} in ${JSON.stringify(body).slice(0, 300)}`);
    }
  }
}

/** The documented success responses (2xx and redirects) the walk must have seen. */
function documentedSuccesses(): string[] {
  return Object.entries(OPENAPI_DOCUMENT.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) =>
      Object.keys(operation.responses ?? {})
        .filter((status) => /^[23]\d\d$/.test(status))
        .map((status) => `${method.toUpperCase()} ${path} ${status}`),
    ),
  );
}

describe('the OpenAPI document of /api', () => {
  let app: TestApp;
  let api: DocumentedApi;
  const liveSchema = `openapi_live_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    app = await createTestApp({ listen: true });
    api = new DocumentedApi(app.baseUrl);
    // A small schema of the test database serves as the live database source.
    await app.dataSource.query(`CREATE SCHEMA ${liveSchema}`);
    await app.dataSource.query(`CREATE TABLE ${liveSchema}.customers (id integer PRIMARY KEY, name text NOT NULL)`);
    await app.dataSource.query(`INSERT INTO ${liveSchema}.customers VALUES (1, 'Ada'), (2, 'Grace')`);
  }, 60_000);

  afterAll(async () => {
    await app?.dataSource.query(`DROP SCHEMA IF EXISTS ${liveSchema} CASCADE`);
    await app?.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const checked = await SwaggerParser.validate(structuredClone(OPENAPI_DOCUMENT) as unknown as Parameters<typeof SwaggerParser.validate>[0]);
    expect(checked).toMatchObject({ openapi: '3.1.0' });
    // Every schema compiles under Ajv's strict JSON Schema 2020-12 (no OpenAPI 3.0 leftovers such as `nullable`).
    const validators = createValidators();
    for (const [name, schema] of Object.entries(OPENAPI_DOCUMENT.components.schemas ?? {})) expect(() => validators(name, schema)).not.toThrow();
  });

  it('is served at /api/v1/openapi.json to anyone', async () => {
    const response = await fetch(`${app.baseUrl}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)));
  });

  it('documents every route of the Express router, and no route that does not exist', () => {
    const routes = expressRoutes(app.http.app).map(openApiRoute).sort();
    expect(routes.length).toBeGreaterThan(40);
    const documented = documentedRoutes().sort();
    expect({ undocumented: routes.filter((route) => !documented.includes(route)), stale: documented.filter((route) => !routes.includes(route)) }).toEqual({
      undocumented: [],
      stale: [],
    });
  });

  it('describes what every route returns: each success and the errors met on the way validate against the document', async () => {
    await api.ok('GET /api/v1/openapi.json');

    // Accounts: register, sign in (and fail to), the registration chat, the sign-in redirects.
    const email = uniqueEmail('openapi');
    const { token } = await api.ok<{ token: string }>('POST /api/v1/register', { json: { email, password: STRONG_PASSWORD, first_name: 'Ada', last_name: 'Lovelace' } });
    await api.call('POST /api/v1/register', { json: { email, password: STRONG_PASSWORD } });
    await api.call('POST /api/v1/register', { json: { email: 'not-an-email', password: 'short' } });
    const login = await api.ok<{ user: { id: number } }>('POST /api/v1/auth/login', { form: { username: email, password: STRONG_PASSWORD } });
    await api.call('POST /api/v1/auth/login', { form: { username: email, password: 'Wrong!pass123' } });
    await api.call('GET /api/v1/auth/oidc/{provider}/start', { params: { provider: 'google' } });
    await api.call('GET /api/v1/auth/oidc/{provider}/callback', { params: { provider: 'github' } });
    await api.ok('POST /api/v1/echo-chat', { json: { message: 'Ada', context: { currentStep: 0, previousAnswers: {} } } });
    await api.call('POST /api/v1/echo-chat', { json: { message: 42 } });
    const newsletter = uniqueEmail('news');
    await api.ok('POST /api/v1/newsletter', { json: { email: newsletter, source: 'footer' } });
    await api.ok('POST /api/v1/newsletter', { json: { email: newsletter } });
    await api.ok('POST /api/v1/contact', { json: { kind: 'demo', name: 'Ada', email: newsletter, message: 'A demo, please.' } });

    // The profile, as JSON and as a form with a picture.
    await api.call('GET /api/v1/user/profile');
    await api.ok('GET /api/v1/user/profile', { token });
    await api.ok('PUT /api/v1/user/profile', { token, json: { timezone: 'CET', theme: 'light' } });
    const picture = new FormData();
    picture.set('first_name', 'Augusta');
    picture.set('notification_slack', 'true');
    picture.append('profile_picture', new Blob([Uint8Array.from(PNG_BYTES)], { type: 'image/png' }), 'ada.png');
    await api.ok('PUT /api/v1/user/profile', { token, multipart: picture });
    await api.call('PUT /api/v1/user/profile', { token, json: { timezone: 'Mars' } });
    await api.ok('POST /api/v1/subscribe', { token });

    // The team: an invitation, a member whose role changes and who is removed, billing.
    const team = await api.ok<{ workspace_id: number }>('GET /api/v1/team', { token });
    await api.ok('POST /api/v1/team/invitations', { token, json: { invites: [{ name: 'Ivy', email: uniqueEmail('ivy'), role: 'analyst' }] } });
    const viewerEmail = uniqueEmail('viewer');
    const { token: viewerToken } = await api.ok<{ token: string }>('POST /api/v1/register', { json: { email: viewerEmail, password: STRONG_PASSWORD } });
    const viewerLogin = await api.ok<{ user: { id: number } }>('POST /api/v1/auth/login', { form: { username: viewerEmail, password: STRONG_PASSWORD } });
    await addWorkspaceMember(app.dataSource, team.workspace_id, viewerLogin.user.id, WorkspaceRole.VIEWER);
    const members = (await api.ok<{ members: { id: number; user_id: number }[] }>('GET /api/v1/team', { token })).members;
    const membership = members.find((member) => member.user_id === viewerLogin.user.id);
    if (!membership) throw new Error('the viewer is not a member');
    await api.ok('PATCH /api/v1/team/members/{id}', { token, params: { id: membership.id }, json: { role: 'viewer' } });
    await api.call('PATCH /api/v1/team/members/{id}', { token, params: { id: membership.id }, json: { role: 'emperor' } });
    await api.call('GET /api/v1/billing', { token: viewerToken, workspaceId: team.workspace_id });
    await api.ok('GET /api/v1/billing', { token });
    await api.ok('PUT /api/v1/billing', { token, json: { billing_email: email, cancel_at_period_end: true } });

    // Projects, epics, stories and tasks, then their deletes.
    await api.call('POST /api/v1/projects', { token: viewerToken, workspaceId: team.workspace_id, json: { name: 'Not for viewers' } });
    const project = await api.ok<{ id: number }>('POST /api/v1/projects', { token, json: { name: 'OpenAPI', description: 'Documented' } });
    await api.call('POST /api/v1/projects', { token, json: { name: 7 } });
    await api.ok('GET /api/v1/projects', { token });
    await api.ok('GET /api/v1/projects/{id}', { token, params: { id: project.id } });
    await api.call('GET /api/v1/projects/{id}', { token, params: { id: 2_000_000_000 } });
    await api.ok('PATCH /api/v1/projects/{id}', { token, params: { id: project.id }, json: { description: null } });
    const epic = await api.ok<{ id: number }>('POST /api/v1/epics', { token, json: { title: 'Checkout', project_id: project.id } });
    await api.ok('GET /api/v1/epics/{id}', { token, params: { id: epic.id } });
    await api.ok('PATCH /api/v1/epics/{id}', { token, params: { id: epic.id }, json: { status: 'In Progress' } });
    const story = await api.ok<{ id: number }>('POST /api/v1/user_stories', { token, json: { title: 'Pay by card', epic_id: epic.id } });
    await api.ok('GET /api/v1/user_stories/{id}', { token, params: { id: story.id } });
    await api.ok('PATCH /api/v1/user_stories/{id}', { token, params: { id: story.id }, json: { status: 'Review' } });
    await api.ok('GET /api/v1/epics/{id}/user_stories', { token, params: { id: epic.id } });
    const task = await api.ok<{ id: number }>('POST /api/v1/tasks', {
      token,
      json: { title: 'Card form', project_id: project.id, user_story_id: story.id, assignee_ids: [login.user.id], due_date: '2026-12-01', priority: 'High' },
    });
    await api.call('POST /api/v1/tasks', { token, json: { title: 'Bad date', project_id: project.id, due_date: '2026-13-45' } });
    await api.ok('GET /api/v1/tasks/{id}', { token, params: { id: task.id } });
    await api.ok('PATCH /api/v1/tasks/{id}', { token, params: { id: task.id }, json: { status: 'In Progress', due_date: '' } });
    await api.ok('GET /api/v1/projects/{id}/epics', { token, params: { id: project.id } });
    await api.ok('GET /api/v1/projects/{id}/user_stories', { token, params: { id: project.id } });
    await api.ok('GET /api/v1/projects/{id}/tasks', { token, params: { id: project.id } });
    await api.ok('DELETE /api/v1/user_stories/{id}', { token, params: { id: story.id } });
    await api.ok('DELETE /api/v1/tasks/{id}', { token, params: { id: task.id } });
    await api.ok('DELETE /api/v1/epics/{id}', { token, params: { id: epic.id } });
    await api.ok('DELETE /api/v1/projects/{id}', { token, params: { id: project.id } });

    // AI.
    await api.ok('GET /api/v1/ai/status', { token });
    await api.ok('POST /api/v1/think', { token, json: { user_input: 'number of orders by channel' } });
    await api.ok('POST /api/v1/ai/suggestions/{kind}', { token, params: { kind: 'epics' }, json: { project_name: 'Online store', project_description: 'Shoes' } });
    await api.call('POST /api/v1/ai/suggestions/{kind}', { token, params: { kind: 'poems' }, json: { title: 'x' } });
    await api.ok('POST /api/chat', { token, json: { user_input: 'Write a description for the epic: Checkout' } });

    // Data sources: an upload, its synonyms and metrics, a live database; questions and the explorer's export.
    const upload = new FormData();
    upload.set('name', 'Shop orders');
    upload.append('files', new Blob([plantedOrdersCsv('2026-06-30')], { type: 'text/csv' }), 'orders.csv');
    const source = await api.ok<{ id: number }>('POST /api/v1/data-sources', { token, multipart: upload });
    const empty = new FormData();
    empty.set('name', 'Nothing');
    await api.call('POST /api/v1/data-sources', { token, multipart: empty });
    await api.ok('GET /api/v1/data-sources', { token });
    await api.ok('GET /api/v1/data-sources/{id}', { token, params: { id: source.id } });
    await api.ok('POST /api/v1/data-sources/{id}/refresh', { token, params: { id: source.id } });
    const synonym = await api.ok<{ id: number }>('POST /api/v1/data-sources/{id}/synonyms', { token, params: { id: source.id }, json: { term: 'sales', table: 'orders' } });
    await api.ok('GET /api/v1/data-sources/{id}/synonyms', { token, params: { id: source.id } });
    await api.ok('DELETE /api/v1/data-sources/{id}/synonyms/{synonymId}', { token, params: { id: source.id, synonymId: synonym.id } });
    const metric = await api.ok<{ id: number }>('POST /api/v1/data-sources/{id}/metrics', {
      token,
      params: { id: source.id },
      json: { name: 'revenue', table: 'orders', expression: 'sum(amount)', description: 'Order value' },
    });
    await api.ok('GET /api/v1/data-sources/{id}/metrics', { token, params: { id: source.id } });
    await api.ok('DELETE /api/v1/data-sources/{id}/metrics/{metricId}', { token, params: { id: source.id, metricId: metric.id } });
    await api.call('DELETE /api/v1/data-sources/{id}/metrics/{metricId}', { token, params: { id: source.id, metricId: metric.id } });

    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const connection = {
      kind: 'postgres',
      host: url.hostname,
      port: Number(url.port || 5432),
      database: url.pathname.slice(1),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      schema: liveSchema,
    };
    await api.ok('POST /api/v1/data-sources/test-connection', { token, json: connection });
    await api.call('POST /api/v1/data-sources/test-connection', { token, json: { ...connection, port: 'five' } });
    const live = await api.ok<{ id: number }>('POST /api/v1/data-sources/connections', { token, json: { ...connection, name: 'Live customers' } });
    await api.ok('DELETE /api/v1/data-sources/{id}', { token, params: { id: live.id } });

    const answered = await api.ok<{ status: string; interpretation: unknown[] }>('POST /api/v1/ask', { token, json: { question: 'number of orders by channel', data_source_id: source.id } });
    expect(answered.status).toBe('answered');
    expect(answered.interpretation.length).toBeGreaterThan(0);
    // A decline has the same documented shape: no SQL, no rows, the words that matched nothing.
    const declined = await api.ok<{ status: string; unmatched: string[] }>('POST /api/v1/ask', { token, json: { question: 'What is the weather on Mars?', data_source_id: source.id } });
    expect(declined.status).toBe('declined');
    expect(declined.unmatched).toContain('weather');
    await api.call('POST /api/v1/ask', { token, json: {} });
    await api.ok('POST /api/v1/chat', { token, json: { user_input: 'number of orders by channel', data_sources: ['Shop orders'] } });
    const selection = { data_source_id: source.id, table: 'orders', filters: [{ column: 'channel', operator: 'in', values: ['Web'] }] };
    await api.ok('POST /api/v1/explorer/export', { token, json: { ...selection, format: 'csv' } });
    await api.ok('POST /api/v1/explorer/export', { token, json: { ...selection, format: 'json' } });
    await api.call('POST /api/v1/explorer/export', { token, json: { ...selection, format: 'xml' } });

    // The member goes last: a removed Viewer gets a workspace of their own.
    await api.ok('DELETE /api/v1/team/members/{id}', { token, params: { id: membership.id } });

    expect(api.mismatches).toEqual([]);
    const missed = documentedSuccesses().filter((success) => !api.covered.has(success));
    expect(missed).toEqual([]);
  }, 120_000);
});
