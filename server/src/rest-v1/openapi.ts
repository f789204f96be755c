import type { OpenAPIV3_1 } from 'openapi-types';
import { DraftKind } from '../ai/drafting';
import { ANSWER_STATUSES, INTERPRETATION_KINDS } from '../ask/answer/ask';
import { ContactRequestKind } from '../modules/marketing/marketing.entities';
import { DataSourceKind, DataSourceStatus } from '../modules/data-sources/data-source.entity';
import { DatabaseKind } from '../modules/data-sources/data-source.inputs';
import { FILTER_OPERATORS } from '../modules/explorer/explorer-sql';
import { EpicStatus } from '../modules/epics/epic.entity';
import { WipEnforcement } from '../modules/projects/wip-limit';
import { TaskPriority, TaskStatus } from '../modules/tasks/task-status';
import { THEMES, TIMEZONES } from '../modules/users/user.entity';
import { UserStoryStatus } from '../modules/user-stories/user-story.entity';
import { Permission, WorkspaceRole } from '../modules/workspaces/workspace-role';

/**
 * The OpenAPI 3.1 document of every /api route (served at GET /api/v1/openapi.json). Schemas are JSON Schema 2020-12;
 * response objects list every field (`additionalProperties: false`), so `openapi.int-spec.ts` catches a field added
 * to or dropped from a serializer. Enumerations come from the code's own enums.
 */

type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject;
type Operation = OpenAPIV3_1.OperationObject;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathItem = Partial<Record<Method, Operation>>;

/** The document's top level (openapi-types' 3.1 path item mixes in 3.0 operation types, so paths are typed here). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenAPIV3_1.InfoObject;
  servers: OpenAPIV3_1.ServerObject[];
  tags: OpenAPIV3_1.TagObject[];
  security: OpenAPIV3_1.SecurityRequirementObject[];
  paths: Record<string, PathItem>;
  components: OpenAPIV3_1.ComponentsObject;
}

export type SchemaName =
  | 'Error'
  | 'FieldIssue'
  | 'ValidationError'
  | 'User'
  | 'Profile'
  | 'Message'
  | 'Team'
  | 'Invitation'
  | 'Billing'
  | 'WipLimit'
  | 'Project'
  | 'Epic'
  | 'UserStory'
  | 'Assignee'
  | 'Task'
  | 'Deletion'
  | 'DeletedId'
  | 'AiStatus'
  | 'Answer'
  | 'DataSource'
  | 'ConnectionTest'
  | 'Synonym'
  | 'Metric'
  | 'DeletedItem'
  | 'DatabaseConnection';

// --- Schema helpers ---

const ref = (name: SchemaName): OpenAPIV3_1.ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
const text = (description?: string): OpenAPIV3_1.SchemaObject => ({ type: 'string', ...(description ? { description } : {}) });
const integer = (description?: string): OpenAPIV3_1.SchemaObject => ({ type: 'integer', ...(description ? { description } : {}) });
const boolean = (description?: string): OpenAPIV3_1.SchemaObject => ({ type: 'boolean', ...(description ? { description } : {}) });
const timestamp: OpenAPIV3_1.SchemaObject = { type: 'string', format: 'date-time' };
const listOf = (items: Schema, description?: string): OpenAPIV3_1.SchemaObject => ({ type: 'array', items, ...(description ? { description } : {}) });
const oneOfValues = (values: readonly string[], description?: string): OpenAPIV3_1.SchemaObject => ({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
/** A value or null. */
const orNull = (schema: Schema): OpenAPIV3_1.SchemaObject => ({ anyOf: [schema, { type: 'null' }] });

/** A response object: every property present (unless listed as optional) and nothing else. */
function record(properties: Record<string, Schema>, options: { optional?: string[]; description?: string } = {}): OpenAPIV3_1.SchemaObject {
  const optional = options.optional ?? [];
  return {
    type: 'object',
    ...(options.description ? { description: options.description } : {}),
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
    additionalProperties: false,
  };
}

/** A request body object: only `required` must be sent; unknown keys are ignored by the server. */
function input(properties: Record<string, Schema>, required: string[] = []): OpenAPIV3_1.SchemaObject {
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

// --- Component schemas ---

const SCHEMAS: Record<SchemaName, OpenAPIV3_1.SchemaObject> = {
  Error: {
    type: 'object',
    description: 'Every error but a malformed body: a text safe to show. Some errors add facts (e.g. the lines of a bad file).',
    properties: { detail: text() },
    required: ['detail'],
  },
  FieldIssue: record({
    loc: listOf({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, "Where: ['body', field, ...]."),
    msg: text('What is wrong, in words.'),
    type: text('A machine-readable kind, e.g. missing, string_type, json_invalid.'),
  }),
  ValidationError: {
    type: 'object',
    description: '422: a malformed body, one issue per bad field; or, as a text, content that cannot be processed (e.g. an upload with no file).',
    properties: { detail: { anyOf: [listOf(ref('FieldIssue')), text()] } },
    required: ['detail'],
  },
  User: record(
    {
      id: integer(),
      email: { type: 'string', format: 'email' },
      first_name: orNull(text()),
      last_name: orNull(text()),
      phone: orNull(text()),
      company: orNull(text()),
      position: orNull(text()),
      username: orNull(text()),
      avatar: orNull(text('The industry avatar chosen at registration.')),
      referral_code: orNull(text()),
      permission: text(),
      timezone: oneOfValues(TIMEZONES),
      theme: oneOfValues(THEMES),
      subscribed_to_updates: boolean(),
      profile_picture_url: orNull({ type: 'string', format: 'uri-reference' }),
    },
    { description: 'The signed-in user, as login returns it.' },
  ),
  Profile: record(
    {
      firstName: orNull(text()),
      lastName: orNull(text()),
      email: { type: 'string', format: 'email' },
      timezone: oneOfValues(TIMEZONES),
      theme: oneOfValues(THEMES),
      notificationEmail: boolean(),
      notificationSlack: boolean(),
      notificationBrowser: boolean(),
      profilePictureUrl: orNull({ type: 'string', format: 'uri-reference' }),
    },
    { description: "SPEC's profile (camelCase, as SPEC reads it)." },
  ),
  Message: record({ message: text() }),
  Team: record({
    workspace_id: integer(),
    workspace_name: text(),
    your_role: oneOfValues(Object.values(WorkspaceRole)),
    your_permissions: listOf(oneOfValues(Object.values(Permission))),
    members: listOf(
      record({ id: integer('The membership id.'), user_id: integer(), name: text(), email: { type: 'string', format: 'email' }, role: oneOfValues(Object.values(WorkspaceRole)), joined_at: timestamp }),
    ),
    invitations: listOf(record({ id: integer(), name: text(), email: { type: 'string', format: 'email' }, role: oneOfValues(Object.values(WorkspaceRole)), expires_at: timestamp }), 'Pending; empty unless you may invite.'),
  }),
  Invitation: record({
    id: integer(),
    email: { type: 'string', format: 'email' },
    name: text(),
    role: oneOfValues(Object.values(WorkspaceRole)),
    accept_url: { type: 'string', format: 'uri', description: 'The link to send (also mailed when SMTP_URL is set).' },
    emailed: boolean(),
  }),
  Billing: record({
    plan: text(),
    price_monthly: integer(),
    currency: text(),
    status: oneOfValues(['active', 'canceling']),
    billing_email: { type: 'string', format: 'email' },
    renews_on: timestamp,
    seats: integer(),
  }),
  WipLimit: record({ status: oneOfValues(Object.values(TaskStatus)), limit: integer(), enforcement: oneOfValues(Object.values(WipEnforcement)) }),
  Project: record({
    id: integer(),
    name: text(),
    description: orNull(text()),
    workspace_id: integer(),
    created_by_id: orNull(integer()),
    wip_limits: listOf(ref('WipLimit')),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  Epic: record({
    id: integer(),
    title: text(),
    description: orNull(text()),
    status: oneOfValues(Object.values(EpicStatus)),
    project_id: integer(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  UserStory: record({
    id: integer(),
    title: text(),
    description: orNull(text()),
    status: oneOfValues(Object.values(UserStoryStatus)),
    epic_id: integer(),
    project_id: integer(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  Assignee: record({
    id: integer(),
    email: { type: 'string', format: 'email' },
    first_name: orNull(text()),
    last_name: orNull(text()),
    username: orNull(text()),
    profile_picture_url: orNull({ type: 'string', format: 'uri-reference' }),
  }),
  Task: record({
    id: integer(),
    title: text(),
    description: orNull(text()),
    status: oneOfValues(Object.values(TaskStatus)),
    priority: oneOfValues(Object.values(TaskPriority)),
    due_date: orNull({ type: 'string', format: 'date' }),
    user_story_id: orNull(integer()),
    project_id: integer(),
    rank: text('Board order within the status column (fractional index, byte-wise).'),
    assignees: listOf(ref('Assignee')),
    assignee_ids: listOf(integer()),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  Deletion: record({
    id: integer(),
    deleted: record({ epics: integer(), user_stories: integer(), tasks: integer() }),
    unlinked_tasks: integer('Tasks kept but detached from a deleted user story.'),
  }),
  DeletedId: record({ id: integer() }),
  AiStatus: record({ provider: text('builtin or openai-compatible.'), model: text(), available: boolean(), fallback: text(), detail: orNull(text()) }),
  Answer: record({
    answer_id: { type: 'string', format: 'uuid', description: 'Identifies this answer (stored with its question, source, status, SQL and interpretation), for feedback.' },
    status: oneOfValues(ANSWER_STATUSES, 'answered: rows from the data; clarification: a question back (see clarification); declined: the data cannot answer it (see suggestions).'),
    answer: text('The answer in words, with its key numbers.'),
    thinking: text('The plan behind the answer.'),
    sql: orNull(text('The checked, read-only SELECT behind the rows.')),
    columns: listOf(text()),
    rows: listOf(listOf({}), 'Rows as arrays: numbers as numbers, dates as ISO strings.'),
    chart: orNull(record({ type: oneOfValues(['number', 'bar', 'line', 'pie', 'table']), x: text(), y: listOf(text()), series: text() }, { optional: ['x', 'y', 'series'] })),
    clarification: orNull(record({ question: text(), options: listOf(text()) })),
    interpretation: listOf(
      record({ kind: oneOfValues(INTERPRETATION_KINDS), text: text('In words: "sum of freight", "by ship_country", "order_date in 1997".') }),
      'What was understood, in order: measures, groupings, filters and time, order, limit, joins; from the plan that ran, or from the SQL the language model wrote. Empty when nothing ran.',
    ),
    unmatched: listOf(text(), 'Words of the question that bound to nothing in the data.'),
    source_ids: listOf(integer()),
    suggestions: listOf(text(), 'Questions the data can answer, offered when this one could not be.'),
    truncated: boolean('True when the rows were cut at 10,000.'),
    engine: oneOfValues(['offline', 'llm']),
    conversation_id: text('Send it back with the next question to refine this one.'),
  }),
  DataSource: record({
    id: integer(),
    name: text(),
    kind: oneOfValues(Object.values(DataSourceKind)),
    status: oneOfValues(Object.values(DataSourceStatus)),
    byte_size: { type: 'number', description: 'Bytes of the uploaded files (0 for a database).' },
    created_at: timestamp,
    updated_at: timestamp,
    tables: listOf(
      record({
        name: text(),
        row_count: integer(),
        description: orNull(text()),
        columns: listOf(record({ name: text(), type: text(), description: orNull(text()) })),
      }),
    ),
  }),
  ConnectionTest: record({ ok: boolean(), message: text(), server_version: orNull(text()), table_count: orNull(integer()) }),
  Synonym: record({ id: integer(), data_source_id: integer(), term: text(), table: text(), column: orNull(text()), created_at: timestamp }),
  Metric: record({ id: integer(), data_source_id: integer(), name: text(), table: text(), expression: text(), description: orNull(text()), created_at: timestamp }),
  DeletedItem: record({ id: integer(), deleted: { type: 'boolean', const: true } }),
  DatabaseConnection: input(
    {
      kind: oneOfValues(Object.values(DatabaseKind)),
      host: text(),
      port: { type: 'integer', minimum: 1, maximum: 65535 },
      database: text(),
      user: text(),
      password: text('May be empty. Stored encrypted (AES-256-GCM), never returned.'),
      ssl: boolean('Encrypt the connection (the certificate is not verified).'),
      schema: text('PostgreSQL only: the schema to read (default public).'),
    },
    ['kind', 'host', 'port', 'database', 'user', 'password'],
  ),
};

// --- Parameters, errors and operations ---

const ERROR_RESPONSES = {
  400: { description: 'A value the server refuses (e.g. a bad file or a duplicate name).', schema: 'Error' },
  401: { description: 'No valid bearer token (missing, expired, revoked, or unknown API key).', schema: 'Error' },
  403: { description: "The caller's role does not allow this (e.g. a Viewer writing).", schema: 'Error' },
  404: { description: 'No such item in the workspace (an id of another workspace is not found too).', schema: 'Error' },
  409: { description: 'A conflict (e.g. the email is taken, or a hard WIP limit).', schema: 'Error' },
  413: { description: 'The body or file is too large.', schema: 'Error' },
  415: { description: 'An unsupported file or content type.', schema: 'Error' },
  422: { description: 'A malformed body: `detail` lists each bad field (or says, as a text, what cannot be processed).', schema: 'ValidationError' },
  429: { description: 'Too many requests; `Retry-After` says when to try again.', schema: 'Error' },
} as const satisfies Record<number, { description: string; schema: SchemaName }>;

type ErrorStatus = keyof typeof ERROR_RESPONSES;

function errorResponse(status: ErrorStatus): OpenAPIV3_1.ResponseObject {
  const { description, schema } = ERROR_RESPONSES[status];
  return {
    description,
    ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } } : {}),
    content: { 'application/json': { schema: ref(schema) } },
  };
}

const idParam = (name: string, description: string): OpenAPIV3_1.ParameterObject => ({
  name,
  in: 'path',
  required: true,
  description: `${description} Anything but digits is not found (404).`,
  schema: { type: 'integer', minimum: 0 },
});

const WORKSPACE_HEADER: OpenAPIV3_1.ReferenceObject = { $ref: '#/components/parameters/WorkspaceId' };
const SIGNED_IN: OpenAPIV3_1.SecurityRequirementObject[] = [{ bearerToken: [] }, { apiKey: [] }];

interface OperationSpec {
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** Anonymous callers allowed (no security); otherwise a bearer token or API key is needed. */
  public?: boolean;
  params?: OpenAPIV3_1.ParameterObject[];
  body?: OpenAPIV3_1.RequestBodyObject;
  /** The success responses by status. */
  ok: Record<number, OpenAPIV3_1.ResponseObject>;
  errors: ErrorStatus[];
}

function operation(spec: OperationSpec): Operation {
  const errors = (spec.public ? spec.errors : [...new Set<ErrorStatus>([401, ...spec.errors])]).sort((a, b) => a - b);
  return {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    security: spec.public ? [] : SIGNED_IN,
    parameters: [...(spec.params ?? []), ...(spec.public ? [] : [WORKSPACE_HEADER])],
    ...(spec.body ? { requestBody: spec.body } : {}),
    responses: {
      ...Object.fromEntries(Object.entries(spec.ok).map(([status, response]) => [status, response])),
      ...Object.fromEntries(errors.map((status) => [String(status), { $ref: `#/components/responses/E${status}` }])),
    },
  };
}

const json = (schema: Schema, description = 'OK'): OpenAPIV3_1.ResponseObject => ({ description, content: { 'application/json': { schema } } });
const jsonBody = (schema: Schema, required = true): OpenAPIV3_1.RequestBodyObject => ({ required, content: { 'application/json': { schema } } });
const redirect = (description: string): OpenAPIV3_1.ResponseObject => ({ description, headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } } });

const projectId = idParam('id', 'The project id.');
const epicId = idParam('id', 'The epic id.');
const storyId = idParam('id', 'The user story id.');
const taskId = idParam('id', 'The task id.');
const sourceId = idParam('id', 'The data source id.');

const projectBody = input({ name: text('Required on create.'), description: orNull(text()) });
const epicBody = (create: boolean) =>
  input({ title: text(), description: orNull(text()), status: oneOfValues(Object.values(EpicStatus)), ...(create ? { project_id: integer() } : {}) }, create ? ['title', 'project_id'] : []);
const storyBody = (create: boolean) =>
  input({ title: text(), description: orNull(text()), status: oneOfValues(Object.values(UserStoryStatus)), ...(create ? { epic_id: integer() } : {}) }, create ? ['title', 'epic_id'] : []);
const taskBody = (create: boolean) =>
  input(
    {
      title: text(),
      description: orNull(text()),
      status: oneOfValues(Object.values(TaskStatus)),
      priority: oneOfValues(Object.values(TaskPriority)),
      due_date: orNull(text('YYYY-MM-DD; empty or null for none.')),
      user_story_id: orNull({ anyOf: [{ type: 'integer' }, { type: 'string' }], description: 'A story of the same project; a non-number clears it.' }),
      assignee_ids: orNull(listOf({ anyOf: [{ type: 'integer' }, { type: 'string' }] }, 'Members of the workspace; replaces the set. Non-numbers are dropped.')),
      ...(create ? { project_id: integer() } : {}),
    },
    create ? ['title', 'project_id'] : [],
  );

const PATHS: Record<string, PathItem> = {
  '/api/v1/openapi.json': {
    get: operation({ operationId: 'getOpenApi', tag: 'Meta', summary: 'This document.', public: true, ok: { 200: json({ type: 'object' }, 'The OpenAPI 3.1 document.') }, errors: [] }),
  },
  // --- Accounts ---
  '/api/v1/register': {
    post: operation({
      operationId: 'register',
      tag: 'Accounts',
      summary: 'Create an account (and its workspace, with you as Owner).',
      public: true,
      body: jsonBody(
        input(
          {
            email: { type: 'string', format: 'email' },
            password: text('At least 8 characters with letters, numbers and symbols.'),
            first_name: text(),
            last_name: text(),
            phone: text(),
            company: text(),
            position: text(),
            username: text(),
            avatar: text(),
            referral_code: text(),
            permission: { type: 'string', const: 'user' },
            subscribe_to_updates: boolean(),
          },
          ['email', 'password'],
        ),
      ),
      ok: { 201: json(record({ token: text('A bearer token, valid 7 days.') }), 'Created') },
      errors: [400, 409, 422, 429],
    }),
  },
  '/api/v1/auth/login': {
    post: operation({
      operationId: 'login',
      tag: 'Accounts',
      summary: 'Sign in with email and password (form-encoded, OAuth2 password style).',
      public: true,
      body: {
        required: true,
        content: { 'application/x-www-form-urlencoded': { schema: input({ username: text('The email.'), password: text() }, ['username', 'password']) } },
      },
      ok: { 200: json(record({ access_token: text(), token_type: { type: 'string', const: 'bearer' }, user: ref('User'), subscribed_to_updates: boolean() })) },
      errors: [401, 422, 429],
    }),
  },
  '/api/v1/auth/oidc/{provider}/start': {
    get: operation({
      operationId: 'oidcStart',
      tag: 'Accounts',
      summary: 'Start Google or GitHub sign-in (a browser redirect).',
      public: true,
      params: [{ name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: ['google', 'github'] } }],
      ok: { 302: redirect('To the provider, or to /login?sign_in_error=... when the provider is not configured.') },
      errors: [],
    }),
  },
  '/api/v1/auth/oidc/{provider}/callback': {
    get: operation({
      operationId: 'oidcCallback',
      tag: 'Accounts',
      summary: "The provider's redirect back; signs in or creates the account.",
      public: true,
      params: [{ name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: ['google', 'github'] } }],
      ok: { 302: redirect('To /oauth/callback#token=... (the token in the fragment), or to /login?sign_in_error=....') },
      errors: [],
    }),
  },
  '/api/v1/echo-chat': {
    post: operation({
      operationId: 'checkRegistrationAnswer',
      tag: 'Accounts',
      summary: "The registration chat's check of one answer (anonymous, before sign-up).",
      public: true,
      body: jsonBody(input({ message: text(), context: input({ currentStep: { anyOf: [{ type: 'integer' }, { type: 'string' }] }, previousAnswers: { type: 'object' } }) }, ['message'])),
      ok: { 200: json(record({ reply: text('A JSON string: {"validity":"real|maybe_real|maybe_fake|fake","reason":...,"response":...}.') })) },
      errors: [400, 422, 429],
    }),
  },
  '/api/v1/user/profile': {
    get: operation({ operationId: 'getProfile', tag: 'Accounts', summary: 'Your profile.', ok: { 200: json(ref('Profile')) }, errors: [] }),
    put: operation({
      operationId: 'updateProfile',
      tag: 'Accounts',
      summary: 'Change your profile; a multipart form may carry `profile_picture` (PNG, JPEG, GIF or WebP, 2 MB).',
      body: (() => {
        const fields = {
          first_name: text(),
          last_name: text(),
          email: { type: 'string', format: 'email' },
          timezone: oneOfValues(TIMEZONES),
          theme: oneOfValues(THEMES),
          notification_email: { anyOf: [{ type: 'boolean' }, { type: 'string' }] },
          notification_slack: { anyOf: [{ type: 'boolean' }, { type: 'string' }] },
          notification_browser: { anyOf: [{ type: 'boolean' }, { type: 'string' }] },
          goals: text(),
        } satisfies Record<string, Schema>;
        return {
          required: false,
          content: {
            'application/json': { schema: input(fields) },
            'multipart/form-data': { schema: input({ ...fields, profile_picture: { type: 'string', contentMediaType: 'application/octet-stream' } }) },
          },
        };
      })(),
      ok: { 200: json(ref('Profile')) },
      errors: [400, 409, 413, 415, 422],
    }),
  },
  '/api/v1/subscribe': {
    post: operation({ operationId: 'subscribeToUpdates', tag: 'Accounts', summary: 'Subscribe to product update emails.', ok: { 200: json(record({ success: boolean(), message: text() })) }, errors: [] }),
  },
  // --- Marketing ---
  '/api/v1/newsletter': {
    post: operation({
      operationId: 'subscribeToNewsletter',
      tag: 'Marketing',
      summary: "The footer's newsletter box.",
      public: true,
      body: jsonBody(input({ email: { type: 'string', format: 'email' }, source: text() }, ['email'])),
      ok: { 201: json(record({ subscribed: boolean(), message: text() }), 'Subscribed'), 200: json(record({ subscribed: boolean(), message: text() }), 'Already on the list') },
      errors: [422],
    }),
  },
  '/api/v1/contact': {
    post: operation({
      operationId: 'submitContactRequest',
      tag: 'Marketing',
      summary: 'The /demo and /contact forms.',
      public: true,
      body: jsonBody(
        input({ kind: oneOfValues(Object.values(ContactRequestKind)), name: text(), email: { type: 'string', format: 'email' }, company: text(), phone: text(), message: text() }, ['name', 'email', 'message']),
      ),
      ok: { 201: json(ref('Message'), 'Received') },
      errors: [422],
    }),
  },
  // --- Team ---
  '/api/v1/team': {
    get: operation({ operationId: 'getTeam', tag: 'Team', summary: "The active workspace's members and pending invitations.", ok: { 200: json(ref('Team')) }, errors: [] }),
  },
  '/api/v1/team/invitations': {
    post: operation({
      operationId: 'inviteTeamMembers',
      tag: 'Team',
      summary: 'Invite people (Owner and Admin).',
      body: jsonBody(
        input(
          { invites: listOf(input({ name: text(), email: { type: 'string', format: 'email' }, role: { type: 'string', enum: ['admin', 'analyst', 'viewer', 'ADMIN', 'ANALYST', 'VIEWER'] } }, ['email', 'role'])) },
          ['invites'],
        ),
      ),
      ok: { 201: json(record({ message: text(), invitations: listOf(ref('Invitation')) }), 'Invited') },
      errors: [400, 403, 409, 422],
    }),
  },
  '/api/v1/team/members/{id}': {
    patch: operation({
      operationId: 'changeMemberRole',
      tag: 'Team',
      summary: "Change a member's role (Owner and Admin; never the Owner's).",
      params: [idParam('id', 'The membership id.')],
      body: jsonBody(input({ role: { type: 'string', enum: ['admin', 'analyst', 'viewer', 'ADMIN', 'ANALYST', 'VIEWER'] } }, ['role'])),
      ok: { 200: json(record({ id: integer(), role: oneOfValues(Object.values(WorkspaceRole)) })) },
      errors: [400, 403, 404, 422],
    }),
    delete: operation({
      operationId: 'removeMember',
      tag: 'Team',
      summary: 'Remove a member (Owner and Admin; never the Owner).',
      params: [idParam('id', 'The membership id.')],
      ok: { 200: json(ref('DeletedId')) },
      errors: [400, 403, 404],
    }),
  },
  '/api/v1/billing': {
    get: operation({ operationId: 'getBilling', tag: 'Team', summary: 'The placeholder Pro plan (Owner only).', ok: { 200: json(ref('Billing')) }, errors: [403] }),
    put: operation({
      operationId: 'updateBilling',
      tag: 'Team',
      summary: 'Change the billing email or cancel at the period end (Owner only).',
      body: jsonBody(input({ billing_email: { type: 'string', format: 'email' }, cancel_at_period_end: boolean() })),
      ok: { 200: json(ref('Billing')) },
      errors: [403, 422],
    }),
  },
  // --- Projects ---
  '/api/v1/projects': {
    get: operation({ operationId: 'listProjects', tag: 'Projects', summary: "The active workspace's projects, newest first.", ok: { 200: json(listOf(ref('Project'))) }, errors: [] }),
    post: operation({ operationId: 'createProject', tag: 'Projects', summary: 'Create a project.', body: jsonBody(projectBody), ok: { 201: json(ref('Project'), 'Created') }, errors: [400, 403, 422] }),
  },
  '/api/v1/projects/{id}': {
    get: operation({ operationId: 'getProject', tag: 'Projects', summary: 'One project.', params: [projectId], ok: { 200: json(ref('Project')) }, errors: [404] }),
    patch: operation({ operationId: 'updateProject', tag: 'Projects', summary: 'Change a project.', params: [projectId], body: jsonBody(projectBody), ok: { 200: json(ref('Project')) }, errors: [400, 403, 404, 422] }),
    delete: operation({
      operationId: 'deleteProject',
      tag: 'Projects',
      summary: 'Delete a project with its epics, stories and tasks.',
      params: [projectId],
      ok: { 200: json(ref('Deletion')) },
      errors: [403, 404],
    }),
  },
  '/api/v1/projects/{id}/epics': {
    get: operation({ operationId: 'listProjectEpics', tag: 'Projects', summary: "A project's epics.", params: [projectId], ok: { 200: json(listOf(ref('Epic'))) }, errors: [404] }),
  },
  '/api/v1/projects/{id}/user_stories': {
    get: operation({ operationId: 'listProjectUserStories', tag: 'Projects', summary: "A project's user stories.", params: [projectId], ok: { 200: json(listOf(ref('UserStory'))) }, errors: [404] }),
  },
  '/api/v1/projects/{id}/tasks': {
    get: operation({ operationId: 'listProjectTasks', tag: 'Projects', summary: "A project's tasks, in board order.", params: [projectId], ok: { 200: json(listOf(ref('Task'))) }, errors: [404] }),
  },
  '/api/v1/epics': {
    post: operation({ operationId: 'createEpic', tag: 'Projects', summary: 'Create an epic in a project.', body: jsonBody(epicBody(true)), ok: { 201: json(ref('Epic'), 'Created') }, errors: [400, 403, 404, 422] }),
  },
  '/api/v1/epics/{id}': {
    get: operation({ operationId: 'getEpic', tag: 'Projects', summary: 'One epic.', params: [epicId], ok: { 200: json(ref('Epic')) }, errors: [404] }),
    patch: operation({ operationId: 'updateEpic', tag: 'Projects', summary: 'Change an epic.', params: [epicId], body: jsonBody(epicBody(false)), ok: { 200: json(ref('Epic')) }, errors: [400, 403, 404, 422] }),
    delete: operation({ operationId: 'deleteEpic', tag: 'Projects', summary: 'Delete an epic with its stories and their tasks.', params: [epicId], ok: { 200: json(ref('Deletion')) }, errors: [403, 404] }),
  },
  '/api/v1/epics/{id}/user_stories': {
    get: operation({ operationId: 'listEpicUserStories', tag: 'Projects', summary: "An epic's user stories.", params: [epicId], ok: { 200: json(listOf(ref('UserStory'))) }, errors: [404] }),
  },
  '/api/v1/user_stories': {
    post: operation({ operationId: 'createUserStory', tag: 'Projects', summary: 'Create a user story in an epic.', body: jsonBody(storyBody(true)), ok: { 201: json(ref('UserStory'), 'Created') }, errors: [400, 403, 404, 422] }),
  },
  '/api/v1/user_stories/{id}': {
    get: operation({ operationId: 'getUserStory', tag: 'Projects', summary: 'One user story.', params: [storyId], ok: { 200: json(ref('UserStory')) }, errors: [404] }),
    patch: operation({ operationId: 'updateUserStory', tag: 'Projects', summary: 'Change a user story.', params: [storyId], body: jsonBody(storyBody(false)), ok: { 200: json(ref('UserStory')) }, errors: [400, 403, 404, 422] }),
    delete: operation({ operationId: 'deleteUserStory', tag: 'Projects', summary: 'Delete a user story; its tasks stay, unlinked.', params: [storyId], ok: { 200: json(ref('Deletion')) }, errors: [403, 404] }),
  },
  '/api/v1/tasks': {
    post: operation({ operationId: 'createTask', tag: 'Projects', summary: 'Create a task (at the end of its column).', body: jsonBody(taskBody(true)), ok: { 201: json(ref('Task'), 'Created') }, errors: [400, 403, 404, 409, 422] }),
  },
  '/api/v1/tasks/{id}': {
    get: operation({ operationId: 'getTask', tag: 'Projects', summary: 'One task.', params: [taskId], ok: { 200: json(ref('Task')) }, errors: [404] }),
    patch: operation({
      operationId: 'updateTask',
      tag: 'Projects',
      summary: 'Change a task; a new status puts it at the end of that column (a hard WIP limit refuses with 409).',
      params: [taskId],
      body: jsonBody(taskBody(false)),
      ok: { 200: json(ref('Task')) },
      errors: [400, 403, 404, 409, 422],
    }),
    delete: operation({ operationId: 'deleteTask', tag: 'Projects', summary: 'Delete a task.', params: [taskId], ok: { 200: json(ref('DeletedId')) }, errors: [403, 404] }),
  },
  // --- AI ---
  '/api/v1/ai/status': {
    get: operation({ operationId: 'aiStatus', tag: 'AI', summary: 'Which AI provider is active and whether it answers.', ok: { 200: json(ref('AiStatus')) }, errors: [429] }),
  },
  '/api/v1/think': {
    post: operation({
      operationId: 'think',
      tag: 'AI',
      summary: "The plan for a question, in words (the chat's thinking step).",
      body: jsonBody(input({ user_input: text() }, ['user_input'])),
      ok: { 200: json(record({ thinking: text() })) },
      errors: [422, 429],
    }),
  },
  '/api/v1/ai/suggestions/{kind}': {
    post: operation({
      operationId: 'suggest',
      tag: 'AI',
      summary: 'Draft epics for a project, stories for an epic, or tasks for a story.',
      description: 'The context fields follow the kind: project_name/project_description, epic_title/epic_description, story_title/story_description (title/description work for all).',
      params: [{ name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: ['epics', 'stories', 'tasks'] } }],
      body: jsonBody(
        input({
          project_name: text(),
          project_description: text(),
          epic_title: text(),
          epic_description: text(),
          story_title: text(),
          story_description: text(),
          title: text(),
          description: text(),
        }),
      ),
      ok: { 200: json(record({ suggestions: listOf(text()), provider: text() })) },
      errors: [400, 404, 422, 429],
    }),
  },
  '/api/chat': {
    post: operation({
      operationId: 'draft',
      tag: 'AI',
      summary: "SPEC's drafting chat (outside /api/v1): a prompt in, text out.",
      body: jsonBody(input({ user_input: text() }, ['user_input'])),
      ok: { 200: json(record({ response: text() })) },
      errors: [422, 429],
    }),
  },
  // --- Questions ---
  '/api/v1/ask': {
    post: operation({
      operationId: 'ask',
      tag: 'Questions',
      summary: 'Ask a question of a data source (or of every source of the workspace).',
      body: jsonBody(input({ question: text(), data_source_id: { type: 'integer', minimum: 1 }, conversation_id: text(), memory_enabled: boolean() }, ['question'])),
      ok: { 200: json(ref('Answer')) },
      errors: [400, 404, 422, 429],
    }),
  },
  '/api/v1/chat': {
    post: operation({
      operationId: 'chat',
      tag: 'Questions',
      summary: "SPEC's chat: the answer as Markdown, with the structured answer beside it.",
      body: jsonBody(input({ user_input: text(), data_sources: listOf(text(), 'Source names; "All Sources" means all.'), memory_enabled: boolean() }, ['user_input'])),
      ok: { 200: json(record({ response: text('Markdown: the answer, a table of up to 10 rows and the SQL in a fold.'), answer: ref('Answer') })) },
      errors: [400, 404, 422, 429],
    }),
  },
  '/api/v1/explorer/export': {
    post: operation({
      operationId: 'exportExplorerRows',
      tag: 'Questions',
      summary: 'The filtered rows of one catalog table as a CSV or JSON download (streamed).',
      body: jsonBody(
        input(
          {
            data_source_id: integer(),
            table: text(),
            filters: listOf(input({ column: text(), operator: oneOfValues(FILTER_OPERATORS), values: listOf(text()) }, ['column'])),
            search: text(),
            sort: orNull(input({ column: text(), descending: boolean() })),
            format: { type: 'string', enum: ['csv', 'json'], default: 'csv' },
          },
          ['data_source_id', 'table'],
        ),
      ),
      ok: {
        200: {
          description: 'The rows, as an attachment.',
          headers: { 'Content-Disposition': { description: 'attachment; filename="<table>.<format>"', schema: { type: 'string' } } },
          content: { 'text/csv': { schema: { type: 'string' } }, 'application/json': { schema: listOf({ type: 'object' }, 'One object per row, keyed by column.') } },
        },
      },
      errors: [400, 403, 404, 422],
    }),
  },
  // --- Data sources ---
  '/api/v1/data-sources': {
    get: operation({ operationId: 'listDataSources', tag: 'Data sources', summary: "The workspace's sources, the demo included.", ok: { 200: json(listOf(ref('DataSource'))) }, errors: [] }),
    post: operation({
      operationId: 'uploadDataSource',
      tag: 'Data sources',
      summary: 'Upload CSV or XLSX files as a new source (one table per file or sheet); answers once imported.',
      description: 'Multipart: a `name` field and one or more `files` parts (UPLOAD_MAX_MB each). Owner and Admin.',
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: input({ name: text(), files: listOf({ type: 'string', contentMediaType: 'application/octet-stream' }) }, ['name', 'files']),
          },
        },
      },
      ok: { 201: json(ref('DataSource'), 'Imported') },
      errors: [400, 403, 409, 413, 415, 422],
    }),
  },
  '/api/v1/data-sources/test-connection': {
    post: operation({
      operationId: 'testConnection',
      tag: 'Data sources',
      summary: 'Try a database connection without saving it (Owner and Admin).',
      body: jsonBody(ref('DatabaseConnection')),
      ok: { 200: json(ref('ConnectionTest')) },
      errors: [400, 403, 422],
    }),
  },
  '/api/v1/data-sources/connections': {
    post: operation({
      operationId: 'createDatabaseSource',
      tag: 'Data sources',
      summary: 'Save a live PostgreSQL or MySQL/MariaDB database as a source (read-only; Owner and Admin).',
      body: jsonBody({ allOf: [ref('DatabaseConnection'), input({ name: text() }, ['name'])] }),
      ok: { 201: json(ref('DataSource'), 'Created') },
      errors: [400, 403, 409, 422],
    }),
  },
  '/api/v1/data-sources/{id}': {
    get: operation({ operationId: 'getDataSource', tag: 'Data sources', summary: 'One source with its tables and columns.', params: [sourceId], ok: { 200: json(ref('DataSource')) }, errors: [404] }),
    delete: operation({ operationId: 'deleteDataSource', tag: 'Data sources', summary: 'Delete a source and its data (Owner and Admin).', params: [sourceId], ok: { 200: json(ref('DeletedItem')) }, errors: [400, 403, 404] }),
  },
  '/api/v1/data-sources/{id}/refresh': {
    post: operation({ operationId: 'refreshCatalog', tag: 'Data sources', summary: "Read the source's tables and columns again.", params: [sourceId], ok: { 200: json(ref('DataSource')) }, errors: [400, 403, 404] }),
  },
  '/api/v1/data-sources/{id}/synonyms': {
    get: operation({ operationId: 'listSynonyms', tag: 'Data sources', summary: "A source's synonyms.", params: [sourceId], ok: { 200: json(listOf(ref('Synonym'))) }, errors: [404] }),
    post: operation({
      operationId: 'addSynonym',
      tag: 'Data sources',
      summary: 'Teach the engine a word for a table or column.',
      params: [sourceId],
      body: jsonBody(input({ term: text(), table: text(), column: orNull(text()) }, ['term', 'table'])),
      ok: { 201: json(ref('Synonym'), 'Created') },
      errors: [400, 403, 404, 409, 422],
    }),
  },
  '/api/v1/data-sources/{id}/synonyms/{synonymId}': {
    delete: operation({
      operationId: 'removeSynonym',
      tag: 'Data sources',
      summary: 'Remove a synonym.',
      params: [sourceId, idParam('synonymId', 'The synonym id.')],
      ok: { 200: json(ref('DeletedItem')) },
      errors: [403, 404],
    }),
  },
  '/api/v1/data-sources/{id}/metrics': {
    get: operation({ operationId: 'listMetrics', tag: 'Data sources', summary: "A source's defined metrics.", params: [sourceId], ok: { 200: json(listOf(ref('Metric'))) }, errors: [404] }),
    post: operation({
      operationId: 'addMetric',
      tag: 'Data sources',
      summary: 'Define a metric (an aggregate SQL expression over one table).',
      params: [sourceId],
      body: jsonBody(input({ name: text(), table: text(), expression: text('e.g. sum(quantity * unit_price)'), description: orNull(text()) }, ['name', 'table', 'expression'])),
      ok: { 201: json(ref('Metric'), 'Created') },
      errors: [400, 403, 404, 409, 422],
    }),
  },
  '/api/v1/data-sources/{id}/metrics/{metricId}': {
    delete: operation({
      operationId: 'removeMetric',
      tag: 'Data sources',
      summary: 'Remove a metric.',
      params: [sourceId, idParam('metricId', 'The metric id.')],
      ok: { 200: json(ref('DeletedItem')) },
      errors: [403, 404],
    }),
  },
};

export const OPENAPI_DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Quarry REST API',
    version: '1.0.0',
    summary: "The /api/v1 compatibility layer: SPEC's paths and snake_case payloads over the same services as GraphQL.",
    description:
      'GraphQL at /graphql is the full API (schema/schema.graphql); this layer covers accounts, the team, projects, questions and data sources. See docs/api.md for auth, errors and subscriptions.',
  },
  servers: [{ url: '/', description: 'This server' }],
  tags: ['Meta', 'Accounts', 'Marketing', 'Team', 'Projects', 'AI', 'Questions', 'Data sources'].map((name) => ({ name })),
  security: SIGNED_IN,
  paths: PATHS,
  components: {
    schemas: SCHEMAS,
    securitySchemes: {
      bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'From register or login; valid 7 days, ended by logout or a password change.' },
      apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'qry_…', description: "An API key (Settings → Security) sent as the bearer: its creator's role in its own workspace." },
    },
    parameters: {
      WorkspaceId: {
        name: 'X-Workspace-Id',
        in: 'header',
        required: false,
        description: 'Act in this workspace (one you belong to); otherwise the one chosen last. Another workspace answers 404.',
        schema: { type: 'integer' },
      },
    },
    responses: Object.fromEntries(Object.keys(ERROR_RESPONSES).map((status) => [`E${status}`, errorResponse(Number(status) as ErrorStatus)])),
  },
};
