import fc from 'fast-check';
import { registerUser } from '../../test/factories';
import { REST_MATRIX } from '../../test/authorization-matrix';
import { uploadCsv, viewerFor } from '../../test/report-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Fuzzing (issue 10) with fast-check over HTTP: REST bodies, form fields and query strings, GraphQL arguments,
 * uploads and CSV imports. Whatever arrives, the server answers within a time limit, never with a 5xx, and every
 * error carries a clear message (`detail` on REST, `errors[].message` on GraphQL) without stack traces or database
 * internals. Run counts are kept small so the suite stays within a minute or two; a failure prints its seed.
 */

const TIMEOUT_MS = 15_000;
/** What must never reach a client: stack frames, file paths, driver and PostgreSQL error texts. */
const INTERNAL_TEXT =
  /\bat (?:async )?[\w$.<>]+ \(|node_modules|\.[jt]s:\d+|QueryFailedError|TypeError|ReferenceError|RangeError|Cannot read properties|is not a function|does not exist|violates [\w ]*constraint|syntax error at or near|invalid input syntax|out of range for type|Internal server error|ECONNREFUSED|EntityNotFound|typeorm/i;

const NASTY = [
  '',
  ' ',
  '\u0000',
  '\t\n\r',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '%00%ff',
  '\uD800',
  '😀🚀',
  '1e309',
  'NaN',
  '-1',
  '0',
  '9007199254740993',
  'null',
  '{}',
  '[]',
  'a'.repeat(5000),
  '$1',
  '\\',
  'ＳＥＬＥＣＴ',
];

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...NASTY));
const integer = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER));
const value = fc.oneof(text, integer, fc.boolean(), fc.constant(null), fc.double(), fc.array(fc.oneof(text, integer), { maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }));

/** Field names the REST layer reads, so fuzzed bodies reach validation and the services, not only "unknown key". */
const KEYS = [
  'email', 'password', 'first_name', 'last_name', 'username', 'name', 'description', 'title', 'status', 'priority', 'due_date', 'user_story_id',
  'assignee_ids', 'project_id', 'epic_id', 'user_input', 'memory_enabled', 'data_sources', 'question', 'data_source_id', 'conversation_id',
  'message', 'context', 'kind', 'company', 'phone', 'invites', 'role', 'billing_email', 'cancel_at_period_end', 'table', 'filters', 'format',
  'term', 'column', 'expression', 'port', 'database', 'user', 'ssl', 'schema', 'project_name', 'story_title', 'search', 'sort', 'source',
];
const body = fc.oneof(fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }), fc.jsonValue({ maxDepth: 3 }));
const pathParam = fc.oneof(integer.map(String), text.map((raw) => encodeURIComponent(raw.replace(/[\uD800-\uDFFF]/g, '?'))), fc.constantFrom('1', '%', '..', '%2e%2e', 'null'));

interface Checked {
  status: number;
  problem?: string;
}

/** Fetches with a deadline: a hung request is a failure, not a slow test. */
async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`no answer within ${TIMEOUT_MS} ms (or the connection broke): ${init.method ?? 'GET'} ${url}: ${String(error)}`);
  }
}

/** A REST answer: below 500; an error has `detail` (a text, or field issues) and no internal text. */
async function checkRest(response: Response): Promise<Checked> {
  const status = response.status;
  const raw = await response.text();
  if (status >= 500) return { status, problem: `status ${status}: ${raw.slice(0, 300)}` };
  if (status < 400) return { status };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { status, problem: `error ${status} is not JSON: ${raw.slice(0, 200)}` };
  }
  const detail = (parsed as { detail?: unknown }).detail;
  const clear =
    (typeof detail === 'string' && detail.trim().length > 0) ||
    (Array.isArray(detail) && detail.length > 0 && detail.every((issue) => typeof issue?.msg === 'string' && issue.msg.length > 0 && Array.isArray(issue.loc)));
  if (!clear) return { status, problem: `error ${status} without a clear detail: ${raw.slice(0, 300)}` };
  if (INTERNAL_TEXT.test(raw)) return { status, problem: `error ${status} leaks internals: ${raw.slice(0, 300)}` };
  return { status };
}

/** A GraphQL answer: below 500; every error has a message and a code other than INTERNAL_SERVER_ERROR, and no internal text. */
async function checkGraphql(response: Response): Promise<Checked> {
  const status = response.status;
  const raw = await response.text();
  if (status >= 500) return { status, problem: `status ${status}: ${raw.slice(0, 300)}` };
  let parsed: { errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
  try {
    parsed = JSON.parse(raw) as typeof parsed;
  } catch {
    return { status, problem: `not JSON: ${raw.slice(0, 200)}` };
  }
  for (const error of parsed.errors ?? []) {
    if (typeof error.message !== 'string' || error.message.trim() === '') return { status, problem: `error without a message: ${raw.slice(0, 300)}` };
    if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') return { status, problem: `internal error: ${raw.slice(0, 300)}` };
  }
  if (parsed.errors && INTERNAL_TEXT.test(JSON.stringify(parsed.errors))) return { status, problem: `errors leak internals: ${raw.slice(0, 300)}` };
  return { status };
}

function assertClean(checked: Checked, what: string): void {
  if (checked.problem) throw new Error(`${what}\n${checked.problem}`);
}

describe('fuzzing: no 5xx, no hung request, every error clear', () => {
  let app: TestApp;
  let token: string;
  let sourceId: number;
  let projectId: number;
  let reportId: number;
  let cardId: number;
  let taskId: number;

  beforeAll(async () => {
    app = await createTestApp({ listen: true });
    const owner = await registerUser(app.services);
    token = owner.token;
    const viewer = await viewerFor(app.services, token);
    const csv = ['sale_id,sale_date,region,amount', ...Array.from({ length: 40 }, (_unused, i) => `${i + 1},2025-0${1 + (i % 9)}-1${i % 9},${['North', 'South'][i % 2]},${i * 3}.5`)].join('\n');
    sourceId = (await uploadCsv(app.services, viewer, 'Sales', { 'sales.csv': csv })).id;
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const result = await app.graphql<T>(query, variables, token);
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data;
    };
    projectId = (await gql<{ createProject: { id: number } }>('mutation { createProject(input: { name: "Fuzz" }) { id } }')).createProject.id;
    taskId = (await gql<{ createTask: { id: number } }>('mutation ($p: Int!) { createTask(input: { projectId: $p, title: "Fuzz task" }) { id } }', { p: projectId })).createTask.id;
    reportId = (await gql<{ createReport: { id: number } }>('mutation { createReport(name: "Fuzz") { id } }')).createReport.id;
    const turn = await gql<{ generateReportCard: { card: { id: number } | null } }>('mutation ($r: Int!) { generateReportCard(reportId: $r, prompt: "total amount by region") { card { id } } }', { r: reportId });
    cardId = turn.generateReportCard.card?.id ?? 0;
  }, 60_000);
  afterAll(() => app.close());

  const auth = (signedIn: boolean): Record<string, string> => (signedIn ? { authorization: `Bearer ${token}` } : {});

  // Every route of the REST matrix, as "METHOD /api/v1/path/:param"; connection routes are fuzzed on their own
  // below (a random host would wait on DNS and TCP timeouts rather than on Quarry).
  const routes = Object.keys(REST_MATRIX).filter((route) => !/test-connection|connections|oidc/.test(route));

  it('REST: random JSON bodies and path parameters on every route', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.array(pathParam, { minLength: 2, maxLength: 2 }), body, fc.boolean(), async (route, params, payload, signedIn) => {
        const [method = 'GET', template = '/'] = route.split(' ');
        let index = 0;
        const path = template.replace(/:\w+/g, () => params[index++ % params.length] ?? '1');
        const response = await request(`${app.baseUrl}${path}`, {
          method,
          headers: { ...auth(signedIn), ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
          body: method === 'GET' ? undefined : JSON.stringify(payload),
        });
        assertClean(await checkRest(response), `${method} ${path} ${JSON.stringify(payload).slice(0, 200)}`);
      }),
      // Earlier counterexamples run first, every time: a text where billing expects a boolean.
      { numRuns: 250, examples: [['PUT /api/v1/billing', ['1', '1'], { cancel_at_period_end: '' }, true]] },
    );
  }, 120_000);

  it('REST: malformed and mistyped bodies (broken JSON, forms, text) and random query strings', async () => {
    const kinds = fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/xml');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), kinds, fc.string({ unit: 'binary', maxLength: 300 }), fc.dictionary(text, text, { maxKeys: 4 }), async (route, kind, raw, query) => {
        const [method = 'GET', template = '/'] = route.split(' ');
        const path = `${template.replace(/:\w+/g, '1')}?${new URLSearchParams(query).toString()}`;
        const response = await request(`${app.baseUrl}${path}`, { method, headers: { ...auth(true), 'content-type': kind }, body: method === 'GET' ? undefined : raw });
        assertClean(await checkRest(response), `${method} ${path} (${kind}) ${JSON.stringify(raw).slice(0, 200)}`);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('forms: the sign-in form and the profile form with random fields', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.oneof(fc.constantFrom('username', 'password', 'grant_type'), text), text, { maxKeys: 4 }), async (fields) => {
        const response = await request(`${app.baseUrl}/api/v1/auth/login`, { method: 'POST', body: new URLSearchParams(fields) });
        assertClean(await checkRest(response), `login ${JSON.stringify(fields)}`);
      }),
      { numRuns: 60 },
    );
    const profileKeys = fc.constantFrom('first_name', 'last_name', 'email', 'timezone', 'theme', 'notification_email', 'notification_slack', 'notification_browser', 'goals');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.oneof(profileKeys, text), text, { maxKeys: 6 }), fc.option(fc.uint8Array({ maxLength: 3000 })), text, async (fields, picture, fileName) => {
        const form = new FormData();
        for (const [name, field] of Object.entries(fields)) form.append(name, field);
        if (picture) form.append('profile_picture', new Blob([Uint8Array.from(picture)]), fileName || 'x');
        const response = await request(`${app.baseUrl}/api/v1/user/profile`, { method: 'PUT', headers: auth(true), body: form });
        assertClean(await checkRest(response), `profile ${JSON.stringify(fields).slice(0, 200)} picture ${picture?.length ?? 0} bytes named ${JSON.stringify(fileName)}`);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('connection settings: random values reach validation and a local closed port, never a hang', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ kind: fc.oneof(fc.constantFrom('postgres', 'mysql', 'POSTGRES'), text), host: fc.constantFrom('127.0.0.1', '', 'localhost'), port: fc.oneof(fc.constant(1), integer, text), database: text, user: text, password: text, ssl: value, schema: value }),
        async (settings) => {
          const response = await request(`${app.baseUrl}/api/v1/data-sources/test-connection`, { method: 'POST', headers: { ...auth(true), 'content-type': 'application/json' }, body: JSON.stringify(settings) });
          assertClean(await checkRest(response), `test-connection ${JSON.stringify(settings).slice(0, 200)}`);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);

  it('GraphQL: random arguments to operations that read, write, plan, parse and sandbox', async () => {
    type Operation = [string, fc.Arbitrary<Record<string, unknown>>];
    const selection = fc.record({
      dataSourceId: fc.oneof(fc.constant(-1), integer).map((id) => (id === -1 ? sourceId : id)),
      table: fc.oneof(fc.constant('sales'), text),
      filters: fc.array(fc.record({ column: fc.oneof(fc.constantFrom('region', 'amount', 'sale_date'), text), operator: fc.oneof(fc.constantFrom('in', 'not_in', 'between', 'contains', '>', 'gte'), text), values: fc.array(text, { maxLength: 3 }) }), { maxLength: 2 }),
      search: fc.option(text),
      sort: fc.option(fc.record({ column: fc.oneof(fc.constant('amount'), text), descending: fc.boolean() })),
    });
    const int32 = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
    const UPDATE_PROFILE = 'mutation ($tz: String, $th: String, $f: String) { updateProfile(input: { timezone: $tz, theme: $th, firstName: $f }) { id } }';
    const REGISTER = 'mutation ($e: String!, $p: String!) { register(input: { email: $e, password: $p }) { token } }';
    const operations: Operation[] = [
      ['query ($id: Int!) { project(id: $id) { id } }', fc.record({ id: int32 })],
      ['mutation ($n: String, $d: String) { createProject(input: { name: $n, description: $d }) { id } }', fc.record({ n: fc.option(text), d: fc.option(text) })],
      ['mutation ($p: Int, $t: String, $due: String, $s: Int) { createTask(input: { projectId: $p, title: $t, dueDate: $due, userStoryId: $s }) { id } }', fc.record({ p: fc.constant(0).map(() => projectId), t: fc.option(text), due: fc.option(text), s: fc.option(int32) })],
      ['mutation ($id: Int!, $a: [Int!], $due: String) { updateTask(id: $id, input: { assigneeIds: $a, dueDate: $due }) { id } }', fc.record({ id: fc.constant(0).map(() => taskId), a: fc.option(fc.array(int32, { maxLength: 3 })), due: fc.option(text) })],
      ['mutation ($id: Int!, $a: Int, $b: Int) { moveTask(id: $id, status: TO_DO, afterId: $a, beforeId: $b) { task { id } } }', fc.record({ id: fc.constant(0).map(() => taskId), a: fc.option(int32), b: fc.option(int32) })],
      ['mutation ($q: String!, $ids: [Int!]) { ask(question: $q, dataSourceIds: $ids) { answer } }', fc.record({ q: text, ids: fc.option(fc.array(fc.oneof(fc.constant(0).map(() => sourceId), int32), { maxLength: 2 })) })],
      ['query ($q: String!) { thinking(question: $q) }', fc.record({ q: text })],
      ['mutation ($q: String!) { enhanceQuestion(question: $q) { question } }', fc.record({ q: text })],
      ['mutation ($t: String, $d: String) { suggest(kind: STORIES, context: { title: $t, description: $d }) { items } }', fc.record({ t: fc.option(text), d: fc.option(text) })],
      ['mutation ($p: String!) { draftText(prompt: $p) }', fc.record({ p: text })],
      ['query ($s: ExplorerSelectionInput!, $o: Int!, $l: Int!) { explorerRows(selection: $s, offset: $o, limit: $l) { total } }', fc.record({ s: selection, o: int32, l: int32 })],
      ['query ($s: ExplorerSelectionInput!) { explorerSummary(selection: $s) { totalRows } }', fc.record({ s: selection })],
      ['mutation ($s: ExplorerSelectionInput!, $q: String!) { explorerAsk(selection: $s, question: $q) { kind } }', fc.record({ s: selection, q: text })],
      ['mutation ($s: ExplorerSelectionInput!, $l: String!) { saveExplorerView(selection: $s, label: $l) { id } }', fc.record({ s: selection, l: text })],
      ['query ($id: Int!, $k: String!) { customerProfile(dataSourceId: $id, key: $k) { name } }', fc.record({ id: fc.constant(0).map(() => sourceId), k: text })],
      ['query ($id: Int, $d: Int!) { pulse(dataSourceId: $id, periodDays: $d) { sourceName } }', fc.record({ id: fc.option(fc.constant(0).map(() => sourceId)), d: int32 })],
      ['mutation ($n: String!, $t: String!, $e: String!) { addMetric(input: { dataSourceId: ' + '0, name: $n, table: $t, expression: $e }) { id } }', fc.record({ n: text, t: fc.oneof(fc.constant('sales'), text), e: fc.oneof(text, fc.constantFrom('sum(amount)', 'avg(amount) / count(*)', 'amount; drop table x', 'pg_sleep(10)', 'sum(amount) filter (where region = \'North\')')) })],
      ['mutation ($term: String!, $t: String!, $c: String) { addSynonym(input: { dataSourceId: 0, term: $term, table: $t, column: $c }) { id } }', fc.record({ term: text, t: fc.oneof(fc.constant('sales'), text), c: fc.option(text) })],
      ['mutation ($id: Int!, $t: String) { setReportCardTransform(id: $id, transform: $t) { error { message } } }', fc.record({ id: fc.constant(0).map(() => cardId), t: fc.option(fc.oneof(text, fc.constantFrom('return rows.map(r => ({...r}))', 'throw new Error("x")', 'return 1', 'return require("fs")', 'return process.env', 'return globalThis.fetch'))) })],
      ['mutation ($id: Int!, $w: Int!, $h: Int!) { resizeReportCard(id: $id, widthPercent: $w, height: $h) { id } }', fc.record({ id: fc.constant(0).map(() => cardId), w: int32, h: int32 })],
      ['mutation ($r: Int!, $p: String!) { generateReportCard(reportId: $r, prompt: $p) { card { id } } }', fc.record({ r: fc.constant(0).map(() => reportId), p: text })],
      ['mutation ($json: JSON!) { importReport(json: $json) { id } }', fc.record({ json: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record({ format: fc.constant('quarry-report'), version: fc.constant(1), name: text, cards: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }) })) })],
      ['mutation ($step: String!, $m: String!, $prev: JSONObject) { checkRegistrationAnswer(input: { currentStep: $step, message: $m, previousAnswers: $prev }) { validity } }', fc.record({ step: fc.oneof(fc.constantFrom('firstName', 'email', 'phone', 'permission'), text), m: text, prev: fc.option(fc.dictionary(text, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })) })],
      [REGISTER, fc.record({ e: fc.oneof(text, fc.emailAddress()), p: text })],
      ['mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', fc.record({ e: text, p: text })],
      ['mutation ($e: String!, $n: String, $r: WorkspaceRole!) { inviteTeamMembers(input: { invites: [{ email: $e, name: $n, role: $r }] }) { acceptUrl } }', fc.record({ e: fc.oneof(text, fc.emailAddress()), n: fc.option(text), r: fc.constantFrom('ADMIN', 'ANALYST', 'VIEWER', 'OWNER') })],
      [UPDATE_PROFILE, fc.record({ tz: fc.option(text), th: fc.option(text), f: fc.option(text) })],
      ['query ($tag: String) { insightThreads(tag: $tag) { id } }', fc.record({ tag: fc.option(text) })],
      ['query ($id: Int!) { activity(itemType: TASK, itemId: $id) { id } }', fc.record({ id: int32 })],
      ['query ($t: String!) { invitation(token: $t) { email } }', fc.record({ t: text })],
      ['mutation ($id: ID!) { revokeSession(id: $id) }', fc.record({ id: text })],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations).chain(([query, variables]) => fc.tuple(fc.constant(query.replaceAll('dataSourceId: 0', `dataSourceId: ${sourceId}`)), variables)),
        async ([query, variables]) => {
          const response = await request(`${app.baseUrl}/graphql`, { method: 'POST', headers: { ...auth(true), 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
          assertClean(await checkGraphql(response), `${query}\n${JSON.stringify(variables).slice(0, 300)}`);
        },
      ),
      // Earlier counterexamples run first, every time: an email that is not valid Unicode (a lone surrogate), and
      // explicit nulls for profile fields that cannot be empty.
      { numRuns: 300, examples: [[[REGISTER, { e: '\uD800', p: '' }]], [[UPDATE_PROFILE, { tz: null, th: null, f: null }]]] },
    );
  }, 180_000);

  it('GraphQL: random documents in GET query strings and POST bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(text, fc.constantFrom('{', '{ me', 'query { __schema { types { name } } }', 'mutation { logout }', '{ projects { id } } { x }', '#')), fc.option(text), async (document, variables) => {
        const get = await request(`${app.baseUrl}/graphql?${new URLSearchParams({ query: document, ...(variables === null ? {} : { variables }) })}`, { method: 'GET', headers: auth(true) });
        assertClean(await checkGraphql(get), `GET ${document} ${variables}`);
        const post = await request(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: document, variables }) });
        assertClean(await checkGraphql(post), `POST ${document} ${variables}`);
      }),
      { numRuns: 80 },
    );
  }, 120_000);

  const fileName = fc.oneof(text, fc.constantFrom('../../x.csv', 'a\u0000.csv', '.csv', `${'x'.repeat(300)}.csv`, 'données.xlsx', 'CON.csv', 'a/b\\c.csv', 'sheet.xlsx', 'data.tsv', ''));

  it('uploads: random file names and bytes, over REST and GraphQL multipart', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ name: fileName, data: fc.uint8Array({ maxLength: 2000 }) }), { minLength: 0, maxLength: 3 }), fc.option(text), fc.boolean(), async (files, sourceName, overGraphql) => {
        if (overGraphql) {
          const form = new FormData();
          form.set('operations', JSON.stringify({ query: 'mutation ($n: String!, $f: [Upload!]!) { createUploadSource(name: $n, files: $f) { id } }', variables: { n: sourceName ?? 'Fuzz', f: files.map(() => null) } }));
          form.set('map', JSON.stringify(Object.fromEntries(files.map((_file, i) => [String(i), [`variables.f.${i}`]]))));
          files.forEach((file, i) => form.set(String(i), new Blob([Uint8Array.from(file.data)]), file.name || 'x'));
          const response = await request(`${app.baseUrl}/graphql`, { method: 'POST', headers: { ...auth(true), 'apollo-require-preflight': 'true' }, body: form });
          assertClean(await checkGraphql(response), `GraphQL upload ${JSON.stringify(files.map((file) => [file.name, file.data.length]))}`);
          return;
        }
        const form = new FormData();
        if (sourceName !== null) form.set('name', sourceName);
        for (const file of files) form.append('files', new Blob([Uint8Array.from(file.data)]), file.name || 'x');
        const response = await request(`${app.baseUrl}/api/v1/data-sources`, { method: 'POST', headers: auth(true), body: form });
        assertClean(await checkRest(response), `REST upload ${JSON.stringify(files.map((file) => [file.name, file.data.length]))} name ${JSON.stringify(sourceName)}`);
      }),
      { numRuns: 40 },
    );
  }, 180_000);

  it('CSV imports: random headers, cells, quoting and line ends import cleanly or are refused with a reason', async () => {
    const header = fc.oneof(text, fc.constantFrom('', 'id', 'ID', 'select', 'order', '"quoted"', 'a,b', 'x'.repeat(100), 'ctid', 'oid', '_ds_row', 'Amount ($)', 'date'));
    const cell = fc.oneof(text, fc.integer().map(String), fc.double().map(String), fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)), fc.constantFrom('', 'NULL', '"', '\n', 'TRUE', '1,5', '1.5e10', '2025-02-30', '€12'));
    const quote = (field: string, always: boolean) => (always || /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);
    const csv = fc
      .record({
        headers: fc.array(header, { minLength: 1, maxLength: 6 }),
        rows: fc.array(fc.array(cell, { minLength: 0, maxLength: 7 }), { maxLength: 25 }),
        quoteAll: fc.boolean(),
        raw: fc.boolean(),
        eol: fc.constantFrom('\n', '\r\n', '\r'),
        bom: fc.boolean(),
      })
      .map(({ headers, rows, quoteAll, raw, eol, bom }) => {
        const line = (fields: string[]) => fields.map((field) => (raw ? field : quote(field, quoteAll))).join(',');
        return `${bom ? '\uFEFF' : ''}${[line(headers), ...rows.map(line)].join(eol)}`;
      });
    let imported = 0;
    await fc.assert(
      fc.asyncProperty(csv, fc.constantFrom('data.csv', 'Orders 2025.csv', 'ünïcode.csv', 'select.csv'), async (content, name) => {
        const form = new FormData();
        form.set('name', `Fuzz CSV ${Math.random().toString(36).slice(2, 10)}`);
        form.append('files', new Blob([content]), name);
        const response = await request(`${app.baseUrl}/api/v1/data-sources`, { method: 'POST', headers: auth(true), body: form });
        const copy = response.clone();
        assertClean(await checkRest(response), `CSV ${JSON.stringify(content).slice(0, 400)}`);
        if (copy.status !== 201) return;
        imported += 1;
        // An imported table can be read back through the explorer and asked about.
        const source = (await copy.json()) as { id: number; tables?: { name: string }[] };
        const table = source.tables?.[0]?.name ?? 'data';
        const rows = await request(`${app.baseUrl}/graphql`, {
          method: 'POST',
          headers: { ...auth(true), 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'query ($s: ExplorerSelectionInput!) { explorerRows(selection: $s) { total } }', variables: { s: { dataSourceId: source.id, table } } }),
        });
        assertClean(await checkGraphql(rows), `explorer on imported CSV ${JSON.stringify(content).slice(0, 400)}`);
        const ask = await request(`${app.baseUrl}/api/v1/ask`, { method: 'POST', headers: { ...auth(true), 'content-type': 'application/json' }, body: JSON.stringify({ question: 'how many rows', data_source_id: source.id }) });
        assertClean(await checkRest(ask), `ask on imported CSV ${JSON.stringify(content).slice(0, 400)}`);
        await request(`${app.baseUrl}/api/v1/data-sources/${source.id}`, { method: 'DELETE', headers: auth(true) });
      }),
      // About one random file in ten imports; a well-formed one always runs too, so that the read-back is exercised
      // in every run rather than in most.
      // The second example is a counterexample fuzzing found: header names with edge spaces.
      {
        numRuns: 40,
        examples: [
          ['id,Amount ($),date\r\n1,12.5,2025-01-31\r\n2,"1,5",2025-02-01', 'Orders 2025.csv'],
          [',"; DROP TABLE users; --,_ds_row,', 'data.csv'],
        ],
      },
    );
    expect(imported).toBeGreaterThan(0);
  }, 180_000);
});
