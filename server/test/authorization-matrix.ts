import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { STRONG_PASSWORD, registerUser, uniqueEmail, PNG_BYTES } from './factories';
import { inviteAndAccept, invitationTokenOf } from './team-helpers';
import { uploadCsv, viewerFor } from './report-helpers';
import type { TestApp } from './test-app';
import { WorkspaceRole } from '../src/modules/workspaces/workspace-role';
import { addWorkspaceMember } from './factories';
import { createEmptyDatabase } from './isolated-database';

/**
 * The authorization matrix (issue 10): every GraphQL root field and every /api/v1 route, with the outcome each kind of
 * caller must get. `authorization-matrix.int-spec.ts` enumerates the built schema and the Express router and fails
 * when an operation has no entry here, or an entry names something that no longer exists.
 *
 * Callers: anonymous (no token); stranger (the Owner of another workspace, using this workspace's ids); and a
 * Viewer, Analyst, Admin and the Owner of the seeded workspace. Outcomes: 'ok', 401, 403, or 404 (an id of a
 * workspace the caller is not in behaves as if it did not exist).
 */
export type Actor = 'anonymous' | 'stranger' | 'viewer' | 'analyst' | 'admin' | 'owner';
export const ACTORS: readonly Actor[] = ['anonymous', 'stranger', 'viewer', 'analyst', 'admin', 'owner'];
export type Outcome = 'ok' | 401 | 403 | 404;
export type Expectation = Readonly<Record<Actor, Outcome>>;

// --- Expectations (SPEC §6 and the project rules) ---

/** Open to anyone: registration, sign-in, the registration chat, newsletter and contact forms. */
const PUBLIC: Expectation = { anonymous: 'ok', stranger: 'ok', viewer: 'ok', analyst: 'ok', admin: 'ok', owner: 'ok' };
/** Any signed-in caller, acting on their own account or their own workspace (a stranger sees only theirs). */
const SIGNED_IN: Expectation = { anonymous: 401, stranger: 'ok', viewer: 'ok', analyst: 'ok', admin: 'ok', owner: 'ok' };
/** Reading an item of the workspace by id: every member; another workspace's caller gets "not found". */
const READ: Expectation = { anonymous: 401, stranger: 404, viewer: 'ok', analyst: 'ok', admin: 'ok', owner: 'ok' };
/** Changing an item of the workspace (EDIT_PROJECTS, CREATE_REPORTS): not for Viewers. */
const WRITE: Expectation = { anonymous: 401, stranger: 404, viewer: 403, analyst: 'ok', admin: 'ok', owner: 'ok' };
/** Creating something in one's own workspace with EDIT_PROJECTS or CREATE_REPORTS. */
const CREATE: Expectation = { anonymous: 401, stranger: 'ok', viewer: 403, analyst: 'ok', admin: 'ok', owner: 'ok' };
/** MANAGE_DATA_SOURCES or INVITE_MEMBERS in one's own workspace (Owner and Admin). */
const MANAGE: Expectation = { anonymous: 401, stranger: 'ok', viewer: 403, analyst: 403, admin: 'ok', owner: 'ok' };
/** MANAGE_DATA_SOURCES or INVITE_MEMBERS on an item of the workspace. */
const MANAGE_ITEM: Expectation = { anonymous: 401, stranger: 404, viewer: 403, analyst: 403, admin: 'ok', owner: 'ok' };
/** MANAGE_BILLING: the Owner of a workspace only. */
const OWNER_ONLY: Expectation = { anonymous: 401, stranger: 'ok', viewer: 403, analyst: 403, admin: 403, owner: 'ok' };
/** Something personal of the Owner (an API key, a session, a favorite): nobody else can even find it. */
const OWNERS_OWN: Expectation = { anonymous: 401, stranger: 404, viewer: 404, analyst: 404, admin: 404, owner: 'ok' };

// --- The seeded world ---

export interface Account {
  token: string;
  userId: number;
  email: string;
  /** The row in the seeded workspace's member list (absent for the stranger). */
  memberId: number;
}

export interface World {
  app: TestApp;
  /** Part of every name in the seeded workspace: a response to the stranger must never contain it. */
  marker: string;
  /** Part of every name in the stranger's workspace: a response to the seeded workspace must never contain it. */
  otherMarker: string;
  workspaceId: number;
  accounts: Record<Exclude<Actor, 'anonymous' | 'stranger'>, Account>;
  stranger: Account & { workspaceId: number };
  /** An account of its own, for sign-in calls (its name belongs to no workspace of the matrix). */
  loginEmail: string;
  projectId: number;
  epicId: number;
  storyId: number;
  taskId: number;
  sourceId: number;
  sourceName: string;
  table: string;
  synonymId: number;
  metricId: number;
  reportId: number;
  cardId: number;
  threadId: number;
  messageId: number;
  viewId: number;
  customerKey: string;
  /** A live PostgreSQL database for database sources (dropped at the end). */
  live: { host: string; port: number; user: string; password: string; database: string };
  /** Fresh items in the seeded workspace, made as its Owner, for operations that consume or change what they touch. */
  fresh: Fresh;
  close(): Promise<void>;
}

export interface Fresh {
  project(): Promise<number>;
  epic(): Promise<number>;
  story(): Promise<number>;
  task(): Promise<number>;
  report(): Promise<number>;
  card(): Promise<number>;
  upload(): Promise<number>;
  synonym(): Promise<number>;
  metric(): Promise<number>;
  view(): Promise<number>;
  favorite(): Promise<number>;
  apiKey(): Promise<number>;
  /** Another session of the Owner: its id. */
  ownerSession(): Promise<string>;
  /** A new session of `actor` (a token to spend on logout). */
  sessionOf(actor: Actor): Promise<string | undefined>;
  /** A pending invitation: its id and accept token. */
  invitation(): Promise<{ id: number; token: string }>;
  /** A new member of the seeded workspace with `role`: its member id and token. */
  member(role: WorkspaceRole): Promise<{ memberId: number; token: string }>;
}

// --- Calls ---

export interface UploadFile {
  name: string;
  data: Buffer | string;
}

export interface GraphQLCall {
  kind: 'graphql';
  query: string;
  variables?: Record<string, unknown>;
  /** A multipart request: the files go into `variables[variable]` (a list, or one file). */
  upload?: { variable: string; list: boolean; files: UploadFile[] };
  /** Another token than the actor's (e.g. a spare session to log out); null for none. */
  token?: string | null;
}

export interface RestCall {
  kind: 'rest';
  method: string;
  path: string;
  json?: unknown;
  urlencoded?: Record<string, string>;
  multipart?: { fields: Record<string, string>; files: { field: string; file: UploadFile }[] };
  token?: string | null;
}

export type Call = GraphQLCall | RestCall;

export interface MatrixEntry {
  expect: Expectation;
  call(world: World, actor: Actor): Promise<Call> | Call;
  /** Undoes what an allowed call changed that later entries rely on. */
  after?(world: World, actor: Actor): Promise<void>;
  /** Run alone, after the others: the call changes sessions or roles that concurrent calls rely on. */
  serial?: boolean;
}

const SALES_CSV = (marker: string) =>
  [
    'sale_id,sale_date,region,customer_id,amount',
    ...Array.from({ length: 120 }, (_unused, i) => {
      const month = String(1 + (i % 12)).padStart(2, '0');
      return `${i + 1},2025-${month}-${String(1 + (i % 27)).padStart(2, '0')},${['North', 'South', 'East', 'West'][i % 4]},${1 + (i % 6)},${(100 + (i % 7) * 25).toFixed(2)}`;
    }),
  ].join('\n') + `\n121,2025-12-28,${marker},1,1.00\n`;

const CUSTOMERS_CSV = (marker: string) =>
  ['customer_id,customer_name,country,city', ...Array.from({ length: 6 }, (_unused, i) => `${i + 1},Customer ${marker} ${i + 1},Norway,Oslo`)].join('\n');

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** One GraphQL request over HTTP as a signed-in caller; throws on errors (for seeding). */
async function must<T>(app: TestApp, token: string, query: string, variables: Record<string, unknown> = {}, workspaceId?: number): Promise<T> {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(workspaceId ? { 'x-workspace-id': String(workspaceId) } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLResponse<T>;
  if (body.errors?.length || !body.data) throw new Error(`seeding failed: ${query}\n${JSON.stringify(body.errors)}`);
  return body.data;
}

async function createLiveDatabase(marker: string): Promise<{ info: World['live']; drop(): Promise<void> }> {
  const database = await createEmptyDatabase('matrix_live');
  const live = new pg.Client({ connectionString: database.url });
  await live.connect();
  try {
    await live.query('CREATE TABLE customers (id integer PRIMARY KEY, name text NOT NULL)');
    await live.query('INSERT INTO customers VALUES (1, $1), (2, $2)', [`Live ${marker} 1`, `Live ${marker} 2`]);
  } finally {
    await live.end();
  }
  const url = new URL(database.url);
  return {
    info: { host: url.hostname, port: Number(url.port || 5432), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password), database: url.pathname.slice(1) },
    drop: database.drop,
  };
}

/** Seeds a workspace with one person per role and one item of every kind, and a stranger with a workspace of their own. */
export async function seedWorld(app: TestApp): Promise<World> {
  const marker = `HOME${randomUUID().slice(0, 8)}`;
  const otherMarker = `OTHER${randomUUID().slice(0, 8)}`;
  const owner = await registerUser(app.services, { firstName: `Owner ${marker}` });
  const invited = {
    admin: await inviteAndAccept(app, owner.token, WorkspaceRole.ADMIN, `Admin ${marker}`),
    analyst: await inviteAndAccept(app, owner.token, WorkspaceRole.ANALYST, `Analyst ${marker}`),
    viewer: await inviteAndAccept(app, owner.token, WorkspaceRole.VIEWER, `Viewer ${marker}`),
  };
  const team = await must<{ team: { workspaceId: number; members: { id: number; userId: number }[] } }>(app, owner.token, '{ team { workspaceId members { id userId } } }');
  const workspaceId = team.team.workspaceId;
  const memberIdOf = (userId: number) => {
    const member = team.team.members.find((candidate) => Number(candidate.userId) === userId);
    if (!member) throw new Error(`user ${userId} is not a member`);
    return Number(member.id);
  };
  const accounts: World['accounts'] = {
    owner: { token: owner.token, userId: owner.user.id, email: owner.email, memberId: memberIdOf(owner.user.id) },
    admin: { token: invited.admin.token, userId: invited.admin.userId, email: invited.admin.email, memberId: memberIdOf(invited.admin.userId) },
    analyst: { token: invited.analyst.token, userId: invited.analyst.userId, email: invited.analyst.email, memberId: memberIdOf(invited.analyst.userId) },
    viewer: { token: invited.viewer.token, userId: invited.viewer.userId, email: invited.viewer.email, memberId: memberIdOf(invited.viewer.userId) },
  };

  // The stranger: the Owner of another workspace with items of its own.
  const strangerUser = await registerUser(app.services, { firstName: `Stranger ${otherMarker}` });
  const strangerViewer = await viewerFor(app.services, strangerUser.token);
  await must(app, strangerUser.token, 'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }', { input: { name: `Project ${otherMarker}` } });
  await uploadCsv(app.services, strangerViewer, `Sales ${otherMarker}`, { 'sales.csv': SALES_CSV(otherMarker), 'customers.csv': CUSTOMERS_CSV(otherMarker) });
  await must(app, strangerUser.token, 'mutation ($name: String!) { createReport(name: $name) { id } }', { name: `Report ${otherMarker}` });
  const stranger = { token: strangerUser.token, userId: strangerUser.user.id, email: strangerUser.email, memberId: 0, workspaceId: strangerViewer.workspaceId };

  const token = owner.token;
  const ownerViewer = await viewerFor(app.services, token);
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) => must<T>(app, token, query, variables);

  const newProject = async (name = `Project ${marker}`) => (await gql<{ createProject: { id: number } }>('mutation ($input: ProjectInput!) { createProject(input: $input) { id } }', { input: { name } })).createProject.id;
  const projectId = await newProject();
  const newEpic = async () =>
    (await gql<{ createEpic: { id: number } }>('mutation ($input: EpicCreateInput!) { createEpic(input: $input) { id } }', { input: { projectId, title: `Epic ${marker}` } })).createEpic.id;
  const epicId = await newEpic();
  const newStory = async () =>
    (await gql<{ createUserStory: { id: number } }>('mutation ($input: UserStoryCreateInput!) { createUserStory(input: $input) { id } }', { input: { epicId, title: `Story ${marker}` } }))
      .createUserStory.id;
  const storyId = await newStory();
  const newTask = async () =>
    (await gql<{ createTask: { id: number } }>('mutation ($input: TaskCreateInput!) { createTask(input: $input) { id } }', { input: { projectId, title: `Task ${marker}`, userStoryId: storyId } }))
      .createTask.id;
  const taskId = await newTask();

  const sourceName = `Sales ${marker}`;
  const source = await uploadCsv(app.services, ownerViewer, sourceName, { 'sales.csv': SALES_CSV(marker), 'customers.csv': CUSTOMERS_CSV(marker) });
  const sourceId = source.id;
  const table = 'sales';
  let term = 0;
  const newSynonym = async () =>
    (
      await gql<{ addSynonym: { id: number } }>('mutation ($input: AddSynonymInput!) { addSynonym(input: $input) { id } }', {
        input: { dataSourceId: sourceId, term: `turnover${++term}`, table, column: 'amount' },
      })
    ).addSynonym.id;
  const newMetric = async () =>
    (
      await gql<{ addMetric: { id: number } }>('mutation ($input: AddMetricInput!) { addMetric(input: $input) { id } }', {
        input: { dataSourceId: sourceId, name: `revenue${++term}`, table, expression: 'sum(amount)' },
      })
    ).addMetric.id;
  const synonymId = await newSynonym();
  const metricId = await newMetric();

  const newReport = async () => (await gql<{ createReport: { id: number } }>('mutation ($name: String!) { createReport(name: $name) { id } }', { name: `Report ${marker}` })).createReport.id;
  const reportId = await newReport();
  const newCard = async () => {
    const turn = await gql<{ generateReportCard: { card: { id: number; sql: string; yKey: string } | null } }>(
      'mutation ($reportId: Int!, $prompt: String!) { generateReportCard(reportId: $reportId, prompt: $prompt) { card { id sql yKey } } }',
      { reportId, prompt: 'total amount by region' },
    );
    if (!turn.generateReportCard.card) throw new Error('no card generated');
    return turn.generateReportCard.card;
  };
  const card = await newCard();

  const [thread] = await app.services.insights.record(
    workspaceId,
    sourceId,
    [
      {
        fingerprint: `matrix-${marker}`,
        title: `Thread ${marker}`,
        tags: ['matrix'],
        strength: 1,
        messages: [{ content: `Amount by region moved (${marker}).`, query: { sourceId, sql: card.sql, chartType: 'bar', xKey: 'region', yKey: card.yKey, title: 'Amount by region', prompt: 'total amount by region' } }],
      },
    ],
    1,
  );
  const message = thread?.messages?.[0];
  if (!thread || !message) throw new Error('no insight thread recorded');

  const newView = async () =>
    (
      await gql<{ saveExplorerView: { id: number } }>('mutation ($selection: ExplorerSelectionInput!, $label: String!) { saveExplorerView(selection: $selection, label: $label) { id } }', {
        selection: { dataSourceId: sourceId, table },
        label: `View ${marker} ${++term}`,
      })
    ).saveExplorerView.id;
  const viewId = await newView();

  const live = await createLiveDatabase(marker);

  const fresh: Fresh = {
    project: () => newProject(),
    epic: newEpic,
    story: newStory,
    task: newTask,
    report: newReport,
    card: async () => (await newCard()).id,
    upload: async () => (await uploadCsv(app.services, ownerViewer, `Upload ${marker} ${++term}`, { 'sales.csv': SALES_CSV(marker) })).id,
    synonym: newSynonym,
    metric: newMetric,
    view: newView,
    favorite: async () =>
      (await gql<{ addFavoriteQuestion: { id: number } }>('mutation ($q: String!) { addFavoriteQuestion(question: $q) { id } }', { q: `total amount by region ${++term}` })).addFavoriteQuestion.id,
    apiKey: async () => Number((await gql<{ createApiKey: { apiKey: { id: number } } }>('mutation { createApiKey(name: "Matrix") { apiKey { id } } }')).createApiKey.apiKey.id),
    ownerSession: async () => {
      const spare = await app.services.sessions.start(accounts.owner.userId, 'password');
      const viewer = await viewerFor(app.services, spare);
      if (!viewer.sessionId) throw new Error('a session token has a session');
      return viewer.sessionId;
    },
    sessionOf: async (actor) => {
      if (actor === 'anonymous') return undefined;
      const userId = actor === 'stranger' ? stranger.userId : accounts[actor].userId;
      return app.services.sessions.start(userId, 'password');
    },
    invitation: async () => {
      const sent = await gql<{ inviteTeamMembers: { acceptUrl: string; invitation: { id: number } }[] }>(
        'mutation ($input: InviteTeamMembersInput!) { inviteTeamMembers(input: $input) { acceptUrl invitation { id } } }',
        { input: { invites: [{ name: 'Invitee', email: uniqueEmail('invitee'), role: 'VIEWER' }] } },
      );
      const [first] = sent.inviteTeamMembers;
      if (!first) throw new Error('no invitation');
      return { id: Number(first.invitation.id), token: invitationTokenOf(first.acceptUrl) };
    },
    member: async (role) => {
      const person = await registerUser(app.services);
      await addWorkspaceMember(app.dataSource, workspaceId, person.user.id, role);
      const members = await gql<{ team: { members: { id: number; userId: number }[] } }>('{ team { members { id userId } } }');
      const row = members.team.members.find((candidate) => Number(candidate.userId) === person.user.id);
      if (!row) throw new Error('new member missing');
      return { memberId: Number(row.id), token: person.token };
    },
  };

  const [customerRow] = await must<{ customerChoices: { key: string }[] }>(app, token, 'query ($id: Int!) { customerChoices(dataSourceId: $id) { key } }', { id: sourceId }).then(
    (data) => data.customerChoices,
  );

  return {
    app,
    marker,
    otherMarker,
    workspaceId,
    accounts,
    stranger,
    loginEmail: (await registerUser(app.services)).email,
    projectId,
    epicId,
    storyId,
    taskId,
    sourceId,
    sourceName,
    table,
    synonymId,
    metricId,
    reportId,
    cardId: card.id,
    threadId: thread.id,
    messageId: message.id,
    viewId,
    customerKey: customerRow?.key ?? '1',
    live: live.info,
    fresh,
    close: live.drop,
  };
}

export function tokenOf(world: World, actor: Actor): string | undefined {
  if (actor === 'anonymous') return undefined;
  if (actor === 'stranger') return world.stranger.token;
  return world.accounts[actor].token;
}

// --- Entry builders ---

const graphql = (query: string, variables: (world: World, actor: Actor) => Promise<Record<string, unknown>> | Record<string, unknown> = () => ({})) =>
  async (world: World, actor: Actor): Promise<GraphQLCall> => ({ kind: 'graphql', query, variables: await variables(world, actor) });

const rest = (method: string, path: (world: World, actor: Actor) => Promise<string> | string, json?: (world: World, actor: Actor) => unknown) =>
  async (world: World, actor: Actor): Promise<RestCall> => ({ kind: 'rest', method, path: await path(world, actor), json: json?.(world, actor) });

const selection = (world: World) => ({ dataSourceId: world.sourceId, table: world.table });
const connection = (world: World) => ({ kind: 'POSTGRES', host: world.live.host, port: world.live.port, database: world.live.database, user: world.live.user, password: world.live.password });
/** A closed local port: an allowed test answers ok: false at once. */
const CLOSED = { kind: 'POSTGRES', host: '127.0.0.1', port: 1, database: 'x', user: 'x', password: 'x' };
const csvFile = (world: World): UploadFile => ({ name: 'sales.csv', data: SALES_CSV(world.marker) });

/** GraphQL: one entry per root field, named Query.x, Mutation.x or Subscription.x. */
export const GRAPHQL_MATRIX: Record<string, MatrixEntry> = {
  // Accounts and sessions
  'Mutation.register': {
    expect: PUBLIC,
    call: graphql('mutation ($input: RegisterInput!) { register(input: $input) { token } }', () => ({ input: { email: uniqueEmail('matrix'), password: STRONG_PASSWORD } })),
  },
  'Mutation.login': {
    expect: PUBLIC,
    call: graphql('mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }', (world) => ({ email: world.loginEmail, password: STRONG_PASSWORD })),
  },
  'Mutation.logout': {
    expect: PUBLIC,
    call: async (world, actor) => ({ kind: 'graphql', query: 'mutation { logout }', token: (await world.fresh.sessionOf(actor)) ?? null }),
  },
  'Mutation.changePassword': {
    expect: SIGNED_IN,
    serial: true,
    call: graphql('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }', () => ({ input: { currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD } })),
  },
  'Mutation.revokeOtherSessions': { expect: SIGNED_IN, serial: true, call: graphql('mutation { revokeOtherSessions }') },
  'Mutation.revokeSession': { expect: OWNERS_OWN, call: graphql('mutation ($id: ID!) { revokeSession(id: $id) }', async (world) => ({ id: await world.fresh.ownerSession() })) },
  'Query.mySessions': { expect: SIGNED_IN, call: graphql('{ mySessions { id current } }') },
  'Query.me': { expect: SIGNED_IN, call: graphql('{ me { id email firstName } }') },
  'Mutation.updateProfile': {
    expect: SIGNED_IN,
    call: async () => ({
      kind: 'graphql',
      query: 'mutation ($input: UpdateProfileInput!, $picture: Upload) { updateProfile(input: $input, picture: $picture) { id profilePictureUrl } }',
      variables: { input: { timezone: 'CET' } },
      upload: { variable: 'picture', list: false, files: [{ name: 'me.png', data: PNG_BYTES }] },
    }),
  },
  'Mutation.completeSetup': { expect: SIGNED_IN, call: graphql('mutation ($input: SetupInput!) { completeSetup(input: $input) { id goals } }', () => ({ input: { goals: 'sales data insights' } })) },
  'Mutation.subscribe': { expect: SIGNED_IN, call: graphql('mutation { subscribe { success } }') },
  'Query.preferences': { expect: SIGNED_IN, call: graphql('{ preferences { chatShowSql } }') },
  'Mutation.updatePreferences': {
    expect: SIGNED_IN,
    call: graphql('mutation ($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { chatShowSql } }', () => ({ input: { chatShowSql: true } })),
  },
  'Query.apiKeys': { expect: SIGNED_IN, call: graphql('{ apiKeys { id name } }') },
  'Mutation.createApiKey': { expect: SIGNED_IN, call: graphql('mutation { createApiKey(name: "Matrix key") { apiKey { id } } }') },
  'Mutation.revokeApiKey': { expect: OWNERS_OWN, call: graphql('mutation ($id: Int!) { revokeApiKey(id: $id) }', async (world) => ({ id: await world.fresh.apiKey() })) },
  'Query.publicSettings': { expect: PUBLIC, call: graphql('{ publicSettings { registrationVariant } }') },
  'Query.goalSuggestions': { expect: PUBLIC, call: graphql('{ goalSuggestions }') },
  'Query.suggestedQuestions': { expect: SIGNED_IN, call: graphql('{ suggestedQuestions { question sourceName } }') },
  'Mutation.subscribeToNewsletter': {
    expect: PUBLIC,
    call: graphql('mutation ($input: NewsletterInput!) { subscribeToNewsletter(input: $input) { subscribed } }', () => ({ input: { email: uniqueEmail('news') } })),
  },
  'Mutation.submitContactRequest': {
    expect: PUBLIC,
    call: graphql('mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { message } }', () => ({
      input: { kind: 'DEMO', name: 'Grace Hopper', email: uniqueEmail('contact'), message: 'We would like a demo.' },
    })),
  },

  // Teams, invitations and billing
  'Query.team': { expect: SIGNED_IN, call: graphql('{ team { workspaceName members { name email } invitations { email } } }') },
  'Query.myWorkspaces': { expect: SIGNED_IN, call: graphql('{ myWorkspaces { role workspace { id name } } }') },
  'Mutation.switchWorkspace': { expect: READ, call: graphql('mutation ($id: Int!) { switchWorkspace(workspaceId: $id) }', (world) => ({ id: world.workspaceId })) },
  'Mutation.inviteTeamMembers': {
    expect: MANAGE,
    call: graphql('mutation ($input: InviteTeamMembersInput!) { inviteTeamMembers(input: $input) { acceptUrl } }', () => ({
      input: { invites: [{ name: 'New Person', email: uniqueEmail('invite'), role: 'ANALYST' }] },
    })),
  },
  'Mutation.renewInvitation': {
    expect: MANAGE_ITEM,
    call: graphql('mutation ($id: Int!) { renewInvitation(id: $id) { acceptUrl } }', async (world) => ({ id: (await world.fresh.invitation()).id })),
  },
  'Mutation.revokeInvitation': { expect: MANAGE_ITEM, call: graphql('mutation ($id: Int!) { revokeInvitation(id: $id) }', async (world) => ({ id: (await world.fresh.invitation()).id })) },
  'Query.invitation': { expect: PUBLIC, call: graphql('query ($token: String!) { invitation(token: $token) { email role } }', async (world) => ({ token: (await world.fresh.invitation()).token })) },
  'Mutation.acceptInvitation': {
    expect: PUBLIC,
    call: graphql('mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { token } }', async (world) => ({
      input: { token: (await world.fresh.invitation()).token, password: STRONG_PASSWORD },
    })),
  },
  'Mutation.updateMemberRole': {
    expect: MANAGE_ITEM,
    call: graphql('mutation ($id: Int!) { updateMemberRole(memberId: $id, role: ANALYST) { id role } }', async (world) => ({ id: (await world.fresh.member(WorkspaceRole.VIEWER)).memberId })),
  },
  'Mutation.removeMember': {
    expect: MANAGE_ITEM,
    call: graphql('mutation ($id: Int!) { removeMember(memberId: $id) }', async (world) => ({ id: (await world.fresh.member(WorkspaceRole.VIEWER)).memberId })),
  },
  'Mutation.transferOwnership': {
    expect: { anonymous: 401, stranger: 404, viewer: 403, analyst: 403, admin: 403, owner: 'ok' },
    serial: true,
    call: async (world) => {
      const heir = await world.fresh.member(WorkspaceRole.ADMIN);
      transferHeirs.set(world, heir);
      return { kind: 'graphql', query: 'mutation ($id: Int!) { transferOwnership(memberId: $id) { yourRole } }', variables: { id: heir.memberId } };
    },
    // Hands the workspace back, so later entries find the Owner where they left them.
    after: async (world, actor) => {
      const heir = transferHeirs.get(world);
      if (actor !== 'owner' || !heir) return;
      await must(world.app, heir.token, 'mutation ($id: Int!) { transferOwnership(memberId: $id) { yourRole } }', { id: world.accounts.owner.memberId }, world.workspaceId);
    },
  },
  'Query.billing': { expect: OWNER_ONLY, call: graphql('{ billing { plan billingEmail } }') },
  'Mutation.updateBilling': { expect: OWNER_ONLY, call: graphql('mutation ($input: BillingInput!) { updateBilling(input: $input) { plan } }', () => ({ input: { cancelAtPeriodEnd: false } })) },

  // AI
  'Query.aiStatus': { expect: SIGNED_IN, call: graphql('{ aiStatus { provider available } }') },
  'Mutation.suggest': {
    expect: SIGNED_IN,
    call: graphql('mutation ($context: DraftContextInput!) { suggest(kind: EPICS, context: $context) { items } }', () => ({ context: { title: 'Online store', description: 'Sell shoes online' } })),
  },
  'Mutation.draftText': { expect: SIGNED_IN, call: graphql('mutation { draftText(prompt: "Write a description for the epic: Checkout") }') },
  'Query.thinking': { expect: SIGNED_IN, call: graphql('{ thinking(question: "total amount by region") }') },
  'Mutation.checkRegistrationAnswer': {
    expect: PUBLIC,
    call: graphql('mutation ($input: RegistrationAnswerInput!) { checkRegistrationAnswer(input: $input) { validity } }', () => ({ input: { currentStep: 'firstName', message: 'Ada' } })),
  },

  // Asking, chat and the explorer
  'Mutation.ask': {
    expect: READ,
    call: graphql('mutation ($ids: [Int!]) { ask(question: "total amount by region", dataSourceIds: $ids) { answerId status answer rows interpretation { kind text } unmatched } }', (world) => ({ ids: [world.sourceId] })),
  },
  'Mutation.enhanceQuestion': {
    expect: READ,
    call: graphql('mutation ($ids: [Int!]) { enhanceQuestion(question: "total amount by region", dataSourceIds: $ids) { question } }', (world) => ({ ids: [world.sourceId] })),
  },
  'Query.favoriteQuestions': { expect: SIGNED_IN, call: graphql('{ favoriteQuestions { id question } }') },
  'Mutation.addFavoriteQuestion': { expect: CREATE, call: graphql('mutation { addFavoriteQuestion(question: "total amount by region") { id } }') },
  'Mutation.removeFavoriteQuestion': {
    expect: { ...OWNERS_OWN, viewer: 403 },
    call: graphql('mutation ($id: Int!) { removeFavoriteQuestion(id: $id) }', async (world) => ({ id: await world.fresh.favorite() })),
  },
  'Query.explorerTable': {
    expect: READ,
    call: graphql('query ($id: Int!, $table: String!) { explorerTable(dataSourceId: $id, table: $table) { table columns { name } } }', (world) => ({ id: world.sourceId, table: world.table })),
  },
  'Query.explorerRows': { expect: READ, call: graphql('query ($s: ExplorerSelectionInput!) { explorerRows(selection: $s) { total rows } }', (world) => ({ s: selection(world) })) },
  'Query.explorerSummary': { expect: READ, call: graphql('query ($s: ExplorerSelectionInput!) { explorerSummary(selection: $s) { totalRows } }', (world) => ({ s: selection(world) })) },
  'Query.explorerViews': {
    expect: READ,
    call: graphql('query ($id: Int!, $table: String!) { explorerViews(dataSourceId: $id, table: $table) { id label } }', (world) => ({ id: world.sourceId, table: world.table })),
  },
  'Mutation.saveExplorerView': {
    expect: WRITE,
    call: graphql('mutation ($s: ExplorerSelectionInput!) { saveExplorerView(selection: $s, label: "Matrix view") { id } }', (world) => ({ s: selection(world) })),
  },
  'Mutation.deleteExplorerView': { expect: WRITE, call: graphql('mutation ($id: Int!) { deleteExplorerView(id: $id) }', async (world) => ({ id: await world.fresh.view() })) },
  'Mutation.explorerAsk': {
    expect: READ,
    call: graphql('mutation ($s: ExplorerSelectionInput!) { explorerAsk(selection: $s, question: "only North") { kind } }', (world) => ({ s: selection(world) })),
  },
  'Query.customerChoices': { expect: READ, call: graphql('query ($id: Int!) { customerChoices(dataSourceId: $id) { key name } }', (world) => ({ id: world.sourceId })) },
  'Query.customerProfile': {
    expect: READ,
    call: graphql('query ($id: Int!, $key: String!) { customerProfile(dataSourceId: $id, key: $key) { name } }', (world) => ({ id: world.sourceId, key: world.customerKey })),
  },
  'Query.pulse': { expect: READ, call: graphql('query ($id: Int) { pulse(dataSourceId: $id) { sourceName } }', (world) => ({ id: world.sourceId })) },
  'Query.workspaceStats': { expect: SIGNED_IN, call: graphql('{ workspaceStats { sources largestTables { sourceName table } } }') },

  // Data sources
  'Query.dataSources': { expect: SIGNED_IN, call: graphql('{ dataSources { id name } }') },
  'Query.dataSource': { expect: READ, call: graphql('query ($id: Int!) { dataSource(id: $id) { id name } }', (world) => ({ id: world.sourceId })) },
  'Mutation.createUploadSource': {
    expect: MANAGE,
    call: (world) => ({
      kind: 'graphql',
      query: 'mutation ($name: String!, $files: [Upload!]!) { createUploadSource(name: $name, files: $files) { id } }',
      variables: { name: `Matrix upload ${randomUUID().slice(0, 8)}` },
      upload: { variable: 'files', list: true, files: [csvFile(world)] },
    }),
  },
  'Mutation.createDatabaseSource': {
    expect: MANAGE,
    call: graphql('mutation ($input: DatabaseSourceInput!) { createDatabaseSource(input: $input) { id } }', (world) => ({ input: { ...connection(world), name: `Live ${randomUUID().slice(0, 6)}` } })),
  },
  'Mutation.testConnection': { expect: MANAGE, call: graphql('mutation ($input: DatabaseConnectionInput!) { testConnection(input: $input) { ok } }', () => ({ input: CLOSED })) },
  'Mutation.deleteDataSource': { expect: MANAGE_ITEM, call: graphql('mutation ($id: Int!) { deleteDataSource(id: $id) }', async (world) => ({ id: await world.fresh.upload() })) },
  'Mutation.refreshCatalog': { expect: MANAGE_ITEM, call: graphql('mutation ($id: Int!) { refreshCatalog(id: $id) { id } }', (world) => ({ id: world.sourceId })) },
  'Mutation.addSynonym': {
    expect: MANAGE_ITEM,
    call: graphql('mutation ($input: AddSynonymInput!) { addSynonym(input: $input) { id } }', (world) => ({
      input: { dataSourceId: world.sourceId, term: `sales${randomUUID().slice(0, 6)}`, table: world.table },
    })),
  },
  'Mutation.removeSynonym': { expect: MANAGE_ITEM, call: graphql('mutation ($id: Int!) { removeSynonym(id: $id) }', async (world) => ({ id: await world.fresh.synonym() })) },
  'Mutation.addMetric': {
    expect: MANAGE_ITEM,
    call: graphql('mutation ($input: AddMetricInput!) { addMetric(input: $input) { id } }', (world) => ({
      input: { dataSourceId: world.sourceId, name: `m${randomUUID().slice(0, 6)}`, table: world.table, expression: 'sum(amount)' },
    })),
  },
  'Mutation.removeMetric': { expect: MANAGE_ITEM, call: graphql('mutation ($id: Int!) { removeMetric(id: $id) }', async (world) => ({ id: await world.fresh.metric() })) },
  'Subscription.importProgress': { expect: READ, call: graphql('subscription ($id: Int) { importProgress(sourceId: $id) { phase } }', (world) => ({ id: world.sourceId })) },

  // Reports and the timeline
  'Query.reports': { expect: SIGNED_IN, call: graphql('{ reports { id name } }') },
  'Query.report': { expect: READ, call: graphql('query ($id: Int!) { report(id: $id) { id name cards { id } } }', (world) => ({ id: world.reportId })) },
  'Query.reportStats': { expect: SIGNED_IN, call: graphql('{ reportStats { activeReports } }') },
  'Query.exportReport': { expect: READ, call: graphql('query ($id: Int!) { exportReport(id: $id) }', (world) => ({ id: world.reportId })) },
  'Mutation.createReport': { expect: CREATE, call: graphql('mutation { createReport(name: "Matrix report") { id } }') },
  'Mutation.importReport': {
    expect: CREATE,
    call: graphql('mutation ($json: JSON!) { importReport(json: $json) { id } }', () => ({ json: { format: 'quarry-report', version: 1, name: 'Imported', cards: [] } })),
  },
  'Mutation.renameReport': { expect: WRITE, call: graphql('mutation ($id: Int!) { renameReport(id: $id, name: "Renamed report") { id } }', async (world) => ({ id: await world.fresh.report() })) },
  'Mutation.deleteReport': { expect: WRITE, call: graphql('mutation ($id: Int!) { deleteReport(id: $id) }', async (world) => ({ id: await world.fresh.report() })) },
  'Mutation.generateReportCard': {
    expect: WRITE,
    call: graphql('mutation ($id: Int!) { generateReportCard(reportId: $id, prompt: "total amount by region") { card { id } } }', async (world) => ({ id: await world.fresh.report() })),
  },
  'Mutation.sendReportMessage': {
    expect: WRITE,
    call: graphql('mutation ($id: Int!) { sendReportMessage(reportId: $id, content: "total amount by region") { messages { id } } }', async (world) => ({ id: await world.fresh.report() })),
  },
  'Mutation.reorderReportCards': {
    expect: WRITE,
    call: graphql('mutation ($id: Int!, $cards: [Int!]!) { reorderReportCards(reportId: $id, cardIds: $cards) { id } }', (world) => ({ id: world.reportId, cards: [world.cardId] })),
  },
  'Mutation.resizeReportCard': { expect: WRITE, call: graphql('mutation ($id: Int!) { resizeReportCard(id: $id, widthPercent: 50, height: 300) { id } }', (world) => ({ id: world.cardId })) },
  'Mutation.refreshReportCard': { expect: WRITE, call: graphql('mutation ($id: Int!) { refreshReportCard(id: $id) { id } }', (world) => ({ id: world.cardId })) },
  'Mutation.setReportCardTransform': {
    expect: WRITE,
    call: graphql('mutation ($id: Int!) { setReportCardTransform(id: $id, transform: "return rows;") { error { message } } }', (world) => ({ id: world.cardId })),
  },
  'Mutation.deleteReportCard': { expect: WRITE, call: graphql('mutation ($id: Int!) { deleteReportCard(id: $id) }', async (world) => ({ id: await world.fresh.card() })) },
  'Query.insightThreads': { expect: SIGNED_IN, call: graphql('{ insightThreads { id title messages { content } } }') },
  'Query.insightTags': { expect: SIGNED_IN, call: graphql('{ insightTags }') },
  'Query.insightQuery': { expect: READ, call: graphql('query ($id: Int!) { insightQuery(messageId: $id) { sql } }', (world) => ({ id: world.messageId })) },
  'Mutation.postInsightFollowUp': {
    expect: WRITE,
    call: graphql('mutation ($id: Int!) { postInsightFollowUp(threadId: $id, question: "total amount by region") { id } }', (world) => ({ id: world.threadId })),
  },
  'Mutation.resolveInsightThread': { expect: WRITE, call: graphql('mutation ($id: Int!) { resolveInsightThread(threadId: $id, resolved: false) { id } }', (world) => ({ id: world.threadId })) },
  'Mutation.addInsightToReport': {
    expect: WRITE,
    call: graphql('mutation ($m: Int!, $r: Int!) { addInsightToReport(messageId: $m, reportId: $r) { id } }', (world) => ({ m: world.messageId, r: world.reportId })),
  },
  'Subscription.insightAdded': { expect: READ, call: graphql('subscription ($id: Int!) { insightAdded(workspaceId: $id) { id } }', (world) => ({ id: world.workspaceId })) },

  // The project area
  'Query.projects': { expect: SIGNED_IN, call: graphql('{ projects { id name } }') },
  'Query.project': { expect: READ, call: graphql('query ($id: Int!) { project(id: $id) { id name } }', (world) => ({ id: world.projectId })) },
  'Query.projectBoard': { expect: READ, call: graphql('query ($id: Int!) { projectBoard(projectId: $id) { projectName } }', (world) => ({ id: world.projectId })) },
  'Mutation.createProject': { expect: CREATE, call: graphql('mutation { createProject(input: { name: "Matrix project" }) { id } }') },
  'Mutation.updateProject': {
    expect: WRITE,
    call: graphql('mutation ($id: Int!) { updateProject(id: $id, input: { description: "Changed" }) { id } }', (world) => ({ id: world.projectId })),
  },
  'Mutation.setWipLimits': {
    expect: WRITE,
    call: graphql('mutation ($id: Int!) { setWipLimits(projectId: $id, input: { limits: [{ status: IN_PROGRESS, limit: 50 }] }) { id } }', (world) => ({ id: world.projectId })),
  },
  'Mutation.deleteProject': { expect: WRITE, call: graphql('mutation ($id: Int!) { deleteProject(id: $id) { id } }', async (world) => ({ id: await world.fresh.project() })) },
  'Query.epics': { expect: READ, call: graphql('query ($id: Int!) { epics(projectId: $id) { id title } }', (world) => ({ id: world.projectId })) },
  'Query.epic': { expect: READ, call: graphql('query ($id: Int!) { epic(id: $id) { id title } }', (world) => ({ id: world.epicId })) },
  'Mutation.createEpic': { expect: WRITE, call: graphql('mutation ($id: Int!) { createEpic(input: { projectId: $id, title: "Matrix epic" }) { id } }', (world) => ({ id: world.projectId })) },
  'Mutation.updateEpic': { expect: WRITE, call: graphql('mutation ($id: Int!) { updateEpic(id: $id, input: { status: IN_PROGRESS }) { id } }', (world) => ({ id: world.epicId })) },
  'Mutation.deleteEpic': { expect: WRITE, call: graphql('mutation ($id: Int!) { deleteEpic(id: $id) { id } }', async (world) => ({ id: await world.fresh.epic() })) },
  'Query.userStories': { expect: READ, call: graphql('query ($id: Int!) { userStories(epicId: $id) { id title } }', (world) => ({ id: world.epicId })) },
  'Query.userStory': { expect: READ, call: graphql('query ($id: Int!) { userStory(id: $id) { id title } }', (world) => ({ id: world.storyId })) },
  'Mutation.createUserStory': {
    expect: WRITE,
    call: graphql('mutation ($id: Int!) { createUserStory(input: { epicId: $id, title: "Matrix story" }) { id } }', (world) => ({ id: world.epicId })),
  },
  'Mutation.updateUserStory': { expect: WRITE, call: graphql('mutation ($id: Int!) { updateUserStory(id: $id, input: { status: REVIEW }) { id } }', (world) => ({ id: world.storyId })) },
  'Mutation.deleteUserStory': { expect: WRITE, call: graphql('mutation ($id: Int!) { deleteUserStory(id: $id) { id } }', async (world) => ({ id: await world.fresh.story() })) },
  'Query.tasks': { expect: READ, call: graphql('query ($id: Int!) { tasks(projectId: $id) { id title } }', (world) => ({ id: world.projectId })) },
  'Query.task': { expect: READ, call: graphql('query ($id: Int!) { task(id: $id) { id title } }', (world) => ({ id: world.taskId })) },
  'Mutation.createTask': { expect: WRITE, call: graphql('mutation ($id: Int!) { createTask(input: { projectId: $id, title: "Matrix task" }) { id } }', (world) => ({ id: world.projectId })) },
  'Mutation.updateTask': { expect: WRITE, call: graphql('mutation ($id: Int!) { updateTask(id: $id, input: { priority: HIGH }) { id } }', (world) => ({ id: world.taskId })) },
  'Mutation.moveTask': { expect: WRITE, call: graphql('mutation ($id: Int!) { moveTask(id: $id, status: TO_DO) { task { id } } }', (world) => ({ id: world.taskId })) },
  'Mutation.deleteTask': { expect: WRITE, call: graphql('mutation ($id: Int!) { deleteTask(id: $id) }', async (world) => ({ id: await world.fresh.task() })) },
  'Query.activity': { expect: READ, call: graphql('query ($id: Int!) { activity(itemType: TASK, itemId: $id) { id action } }', (world) => ({ id: world.taskId })) },
  'Query.recentActivity': { expect: SIGNED_IN, call: graphql('{ recentActivity { id itemTitle projectName } }') },
  'Subscription.boardChanged': { expect: READ, call: graphql('subscription ($id: Int!) { boardChanged(projectId: $id) { kind } }', (world) => ({ id: world.projectId })) },
};

const transferHeirs = new WeakMap<World, { memberId: number; token: string }>();

const id = (value: number) => String(value);

/** REST: one entry per route of the /api/v1 router (and SPEC's POST /api/chat), named "METHOD /path/:param". */
export const REST_MATRIX: Record<string, MatrixEntry> = {
  // Public: the OpenAPI document, sign-up, sign-in, the registration chat, the marketing forms
  'GET /api/v1/openapi.json': { expect: PUBLIC, call: rest('GET', () => '/api/v1/openapi.json') },
  'POST /api/v1/register': { expect: PUBLIC, call: rest('POST', () => '/api/v1/register', () => ({ email: uniqueEmail('rest'), password: STRONG_PASSWORD, first_name: 'Rest' })) },
  'POST /api/v1/auth/login': {
    expect: PUBLIC,
    call: (world) => ({ kind: 'rest', method: 'POST', path: '/api/v1/auth/login', urlencoded: { username: world.loginEmail, password: STRONG_PASSWORD } }),
  },
  'GET /api/v1/auth/oidc/:provider/start': { expect: PUBLIC, call: rest('GET', () => '/api/v1/auth/oidc/google/start') },
  'GET /api/v1/auth/oidc/:provider/callback': { expect: PUBLIC, call: rest('GET', () => '/api/v1/auth/oidc/google/callback?code=x&state=y') },
  'POST /api/v1/echo-chat': {
    expect: PUBLIC,
    call: rest('POST', () => '/api/v1/echo-chat', () => ({ message: 'Ada', context: { currentStep: 'firstName', previousAnswers: {} } })),
  },
  'POST /api/v1/newsletter': { expect: PUBLIC, call: rest('POST', () => '/api/v1/newsletter', () => ({ email: uniqueEmail('news') })) },
  'POST /api/v1/contact': {
    expect: PUBLIC,
    call: rest('POST', () => '/api/v1/contact', () => ({ kind: 'contact', name: 'Grace Hopper', email: uniqueEmail('contact'), message: 'Hello there.' })),
  },

  // The signed-in user
  'GET /api/v1/user/profile': { expect: SIGNED_IN, call: rest('GET', () => '/api/v1/user/profile') },
  'PUT /api/v1/user/profile': {
    expect: SIGNED_IN,
    call: () => ({
      kind: 'rest',
      method: 'PUT',
      path: '/api/v1/user/profile',
      multipart: { fields: { timezone: 'CET', notification_email: 'true' }, files: [{ field: 'profile_picture', file: { name: 'me.png', data: PNG_BYTES } }] },
    }),
  },
  'POST /api/v1/subscribe': { expect: SIGNED_IN, call: rest('POST', () => '/api/v1/subscribe') },

  // Team and billing
  'GET /api/v1/team': { expect: SIGNED_IN, call: rest('GET', () => '/api/v1/team') },
  'POST /api/v1/team/invitations': {
    expect: MANAGE,
    call: rest('POST', () => '/api/v1/team/invitations', () => ({ invites: [{ name: 'New Person', email: uniqueEmail('invite'), role: 'viewer' }] })),
  },
  'PATCH /api/v1/team/members/:id': {
    expect: MANAGE_ITEM,
    call: rest('PATCH', async (world) => `/api/v1/team/members/${(await world.fresh.member(WorkspaceRole.VIEWER)).memberId}`, () => ({ role: 'analyst' })),
  },
  'DELETE /api/v1/team/members/:id': { expect: MANAGE_ITEM, call: rest('DELETE', async (world) => `/api/v1/team/members/${(await world.fresh.member(WorkspaceRole.VIEWER)).memberId}`) },
  'GET /api/v1/billing': { expect: OWNER_ONLY, call: rest('GET', () => '/api/v1/billing') },
  'PUT /api/v1/billing': { expect: OWNER_ONLY, call: rest('PUT', () => '/api/v1/billing', () => ({ cancel_at_period_end: false })) },

  // Projects, epics, user stories, tasks
  'GET /api/v1/projects': { expect: SIGNED_IN, call: rest('GET', () => '/api/v1/projects/') },
  'POST /api/v1/projects': { expect: CREATE, call: rest('POST', () => '/api/v1/projects/', () => ({ name: 'Matrix project', description: null })) },
  'GET /api/v1/projects/:id': { expect: READ, call: rest('GET', (world) => `/api/v1/projects/${id(world.projectId)}`) },
  'PATCH /api/v1/projects/:id': { expect: WRITE, call: rest('PATCH', (world) => `/api/v1/projects/${id(world.projectId)}`, () => ({ description: 'Changed over REST' })) },
  'DELETE /api/v1/projects/:id': { expect: WRITE, call: rest('DELETE', async (world) => `/api/v1/projects/${await world.fresh.project()}`) },
  'GET /api/v1/projects/:id/epics': { expect: READ, call: rest('GET', (world) => `/api/v1/projects/${world.projectId}/epics`) },
  'GET /api/v1/projects/:id/user_stories': { expect: READ, call: rest('GET', (world) => `/api/v1/projects/${world.projectId}/user_stories`) },
  'GET /api/v1/projects/:id/tasks': { expect: READ, call: rest('GET', (world) => `/api/v1/projects/${world.projectId}/tasks`) },
  'POST /api/v1/epics': { expect: WRITE, call: rest('POST', () => '/api/v1/epics/', (world) => ({ title: 'Matrix epic', project_id: world.projectId })) },
  'GET /api/v1/epics/:id': { expect: READ, call: rest('GET', (world) => `/api/v1/epics/${world.epicId}`) },
  'PATCH /api/v1/epics/:id': { expect: WRITE, call: rest('PATCH', (world) => `/api/v1/epics/${world.epicId}`, () => ({ status: 'In Progress' })) },
  'DELETE /api/v1/epics/:id': { expect: WRITE, call: rest('DELETE', async (world) => `/api/v1/epics/${await world.fresh.epic()}`) },
  'GET /api/v1/epics/:id/user_stories': { expect: READ, call: rest('GET', (world) => `/api/v1/epics/${world.epicId}/user_stories`) },
  'POST /api/v1/user_stories': { expect: WRITE, call: rest('POST', () => '/api/v1/user_stories/', (world) => ({ title: 'Matrix story', epic_id: world.epicId })) },
  'GET /api/v1/user_stories/:id': { expect: READ, call: rest('GET', (world) => `/api/v1/user_stories/${world.storyId}`) },
  'PATCH /api/v1/user_stories/:id': { expect: WRITE, call: rest('PATCH', (world) => `/api/v1/user_stories/${world.storyId}`, () => ({ status: 'Review' })) },
  'DELETE /api/v1/user_stories/:id': { expect: WRITE, call: rest('DELETE', async (world) => `/api/v1/user_stories/${await world.fresh.story()}`) },
  'POST /api/v1/tasks': { expect: WRITE, call: rest('POST', () => '/api/v1/tasks/', (world) => ({ title: 'Matrix task', project_id: world.projectId, priority: 'High' })) },
  'GET /api/v1/tasks/:id': { expect: READ, call: rest('GET', (world) => `/api/v1/tasks/${world.taskId}`) },
  'PATCH /api/v1/tasks/:id': { expect: WRITE, call: rest('PATCH', (world) => `/api/v1/tasks/${world.taskId}`, () => ({ priority: 'Low' })) },
  'DELETE /api/v1/tasks/:id': { expect: WRITE, call: rest('DELETE', async (world) => `/api/v1/tasks/${await world.fresh.task()}`) },

  // AI
  'GET /api/v1/ai/status': { expect: SIGNED_IN, call: rest('GET', () => '/api/v1/ai/status') },
  'POST /api/v1/think': { expect: SIGNED_IN, call: rest('POST', () => '/api/v1/think', () => ({ user_input: 'total amount by region' })) },
  'POST /api/v1/ai/suggestions/:kind': { expect: SIGNED_IN, call: rest('POST', () => '/api/v1/ai/suggestions/epics', () => ({ project_name: 'Online store', project_description: 'Shoes' })) },
  'POST /api/chat': { expect: SIGNED_IN, call: rest('POST', () => '/api/chat', () => ({ user_input: 'Write a description for the epic: Checkout' })) },

  // Asking and the explorer
  'POST /api/v1/ask': { expect: READ, call: rest('POST', () => '/api/v1/ask', (world) => ({ question: 'total amount by region', data_source_id: world.sourceId })) },
  'POST /api/v1/chat': {
    expect: READ,
    call: rest('POST', () => '/api/v1/chat', (world) => ({ user_input: 'total amount by region', memory_enabled: false, data_sources: [world.sourceName] })),
  },
  'POST /api/v1/explorer/export': {
    expect: READ,
    call: rest('POST', () => '/api/v1/explorer/export', (world) => ({ data_source_id: world.sourceId, table: world.table, format: 'json' })),
  },

  // Data sources
  'GET /api/v1/data-sources': { expect: SIGNED_IN, call: rest('GET', () => '/api/v1/data-sources') },
  'POST /api/v1/data-sources': {
    expect: MANAGE,
    call: (world) => ({ kind: 'rest', method: 'POST', path: '/api/v1/data-sources', multipart: { fields: { name: `Matrix upload ${randomUUID().slice(0, 8)}` }, files: [{ field: 'files', file: csvFile(world) }] } }),
  },
  'POST /api/v1/data-sources/test-connection': { expect: MANAGE, call: rest('POST', () => '/api/v1/data-sources/test-connection', () => ({ ...CLOSED, kind: 'postgres' })) },
  'POST /api/v1/data-sources/connections': {
    expect: MANAGE,
    call: rest('POST', () => '/api/v1/data-sources/connections', (world) => ({ ...connection(world), kind: 'postgres', name: `Live ${randomUUID().slice(0, 6)}` })),
  },
  'GET /api/v1/data-sources/:id': { expect: READ, call: rest('GET', (world) => `/api/v1/data-sources/${world.sourceId}`) },
  'DELETE /api/v1/data-sources/:id': { expect: MANAGE_ITEM, call: rest('DELETE', async (world) => `/api/v1/data-sources/${await world.fresh.upload()}`) },
  'POST /api/v1/data-sources/:id/refresh': { expect: MANAGE_ITEM, call: rest('POST', (world) => `/api/v1/data-sources/${world.sourceId}/refresh`) },
  'GET /api/v1/data-sources/:id/synonyms': { expect: READ, call: rest('GET', (world) => `/api/v1/data-sources/${world.sourceId}/synonyms`) },
  'POST /api/v1/data-sources/:id/synonyms': {
    expect: MANAGE_ITEM,
    call: rest('POST', (world) => `/api/v1/data-sources/${world.sourceId}/synonyms`, (world) => ({ term: `deals${randomUUID().slice(0, 6)}`, table: world.table })),
  },
  'DELETE /api/v1/data-sources/:id/synonyms/:synonymId': {
    expect: MANAGE_ITEM,
    call: rest('DELETE', async (world) => `/api/v1/data-sources/${world.sourceId}/synonyms/${await world.fresh.synonym()}`),
  },
  'GET /api/v1/data-sources/:id/metrics': { expect: READ, call: rest('GET', (world) => `/api/v1/data-sources/${world.sourceId}/metrics`) },
  'POST /api/v1/data-sources/:id/metrics': {
    expect: MANAGE_ITEM,
    call: rest('POST', (world) => `/api/v1/data-sources/${world.sourceId}/metrics`, (world) => ({ name: `m${randomUUID().slice(0, 6)}`, table: world.table, expression: 'sum(amount)' })),
  },
  'DELETE /api/v1/data-sources/:id/metrics/:metricId': {
    expect: MANAGE_ITEM,
    call: rest('DELETE', async (world) => `/api/v1/data-sources/${world.sourceId}/metrics/${await world.fresh.metric()}`),
  },
};

// --- Running a call ---

export interface CallResult {
  outcome: Outcome | string;
  status: number;
  /** The raw response text, for the leak checks. */
  text: string;
}

function outcomeOfCode(code: unknown): Outcome | undefined {
  if (code === 'UNAUTHENTICATED') return 401;
  if (code === 'FORBIDDEN') return 403;
  if (code === 'NOT_FOUND') return 404;
  return undefined;
}

function blobOf(file: UploadFile): Blob {
  return new Blob([typeof file.data === 'string' ? Buffer.from(file.data) : Uint8Array.from(file.data)]);
}

export async function runHttpCall(world: World, call: GraphQLCall | RestCall, token: string | undefined): Promise<CallResult> {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (call.kind === 'graphql') {
    let init: RequestInit;
    if (call.upload) {
      const { variable, list, files } = call.upload;
      const form = new FormData();
      const variables = { ...call.variables, [variable]: list ? files.map(() => null) : null };
      form.set('operations', JSON.stringify({ query: call.query, variables }));
      form.set('map', JSON.stringify(Object.fromEntries(files.map((_file, i) => [String(i), [list ? `variables.${variable}.${i}` : `variables.${variable}`]]))));
      files.forEach((file, i) => form.set(String(i), blobOf(file), file.name));
      init = { method: 'POST', headers: { ...auth, 'apollo-require-preflight': 'true' }, body: form };
    } else {
      init = { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: call.query, variables: call.variables ?? {} }) };
    }
    const response = await fetch(`${world.app.baseUrl}/graphql`, init);
    const text = await response.text();
    const body = JSON.parse(text) as GraphQLResponse<unknown>;
    const error = body.errors?.[0];
    if (!error) return { outcome: 'ok', status: response.status, text };
    return { outcome: outcomeOfCode(error.extensions?.code) ?? `${String(error.extensions?.code)}: ${error.message}`, status: response.status, text };
  }
  const headers: Record<string, string> = { ...auth };
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.urlencoded) {
    body = new URLSearchParams(call.urlencoded);
  } else if (call.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(call.multipart.fields)) form.set(name, value);
    for (const { field, file } of call.multipart.files) form.append(field, blobOf(file), file.name);
    body = form;
  }
  const response = await fetch(`${world.app.baseUrl}${call.path}`, { method: call.method, headers, body, redirect: 'manual' });
  const text = await response.text();
  if (response.status < 400) return { outcome: 'ok', status: response.status, text };
  if (response.status === 401 || response.status === 403 || response.status === 404) return { outcome: response.status, status: response.status, text };
  return { outcome: `${response.status}: ${text.slice(0, 300)}`, status: response.status, text };
}
