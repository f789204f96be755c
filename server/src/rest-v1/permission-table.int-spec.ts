import { createTestApp, type TestApp } from '../../test/test-app';
import { registerUser, uniqueEmail } from '../../test/factories';
import { inviteAndAccept } from '../../test/team-helpers';
import { restClient } from '../../test/rest-client';
import { WorkspaceRole } from '../modules/workspaces/workspace-role';

type Role = 'OWNER' | 'ADMIN' | 'ANALYST' | 'VIEWER';
const ROLES: Role[] = ['OWNER', 'ADMIN', 'ANALYST', 'VIEWER'];

/** SPEC §6, row by row: which roles may. */
const TABLE: Record<string, Role[]> = {
  'View Reports': ['OWNER', 'ADMIN', 'ANALYST', 'VIEWER'],
  'Create Reports': ['OWNER', 'ADMIN', 'ANALYST'],
  'Manage Data Sources': ['OWNER', 'ADMIN'],
  'Invite Team Members': ['OWNER', 'ADMIN'],
  'Manage Billing': ['OWNER'],
};

/** A closed local port: a connection test that is allowed answers ok:false at once; a forbidden one never starts. */
const CONNECTION = { kind: 'POSTGRES', host: '127.0.0.1', port: 1, database: 'x', user: 'x', password: 'x' };

interface Operation {
  graphql(app: TestApp, token: string): Promise<{ errors?: readonly { extensions?: Record<string, unknown> }[] }>;
  rest(call: ReturnType<typeof restClient>, token: string): Promise<{ status: number }>;
}

const OPERATIONS: Record<string, Operation> = {
  'View Reports': {
    graphql: (app, token) => app.graphql('{ reports { id } dataSources { id } }', {}, token),
    rest: (call, token) => call('GET', '/data-sources', token),
  },
  // Reports have no REST routes (SPEC §7 lists none); over REST the same grant (Owner, Admin, Analyst) guards the
  // project area's writes.
  'Create Reports': {
    graphql: (app, token) => app.graphql('mutation { createReport(name: "Quarterly report") { id } }', {}, token),
    rest: (call, token) => call('POST', '/projects', token, { name: 'Quarterly report' }),
  },
  'Manage Data Sources': {
    graphql: (app, token) => app.graphql('mutation ($input: DatabaseConnectionInput!) { testConnection(input: $input) { ok } }', { input: CONNECTION }, token),
    rest: (call, token) => call('POST', '/data-sources/test-connection', token, { ...CONNECTION, kind: 'postgres' }),
  },
  'Invite Team Members': {
    graphql: (app, token) =>
      app.graphql('mutation ($input: InviteTeamMembersInput!) { inviteTeamMembers(input: $input) { acceptUrl } }', { input: { invites: [{ email: uniqueEmail(), role: 'VIEWER' }] } }, token),
    rest: (call, token) => call('POST', '/team/invitations', token, { invites: [{ name: 'New Person', email: uniqueEmail(), role: 'viewer' }] }),
  },
  'Manage Billing': {
    graphql: (app, token) => app.graphql('{ billing { plan priceMonthly } }', {}, token),
    rest: (call, token) => call('GET', '/billing', token),
  },
};

describe('SPEC §6 permission table, enforced over GraphQL and REST', () => {
  let app: TestApp;
  const call = restClient(() => app);
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    app = await createTestApp({ listen: true });
    const owner = await registerUser(app.services);
    tokens.set('OWNER', owner.token);
    for (const role of ['ADMIN', 'ANALYST', 'VIEWER'] as const) tokens.set(role, (await inviteAndAccept(app, owner.token, WorkspaceRole[role])).token);
  });
  afterAll(() => app.close());

  const tokenOf = (role: Role): string => {
    const token = tokens.get(role);
    if (!token) throw new Error(`no ${role}`);
    return token;
  };

  describe.each(Object.entries(TABLE))('%s', (capability, allowed) => {
    const operation = OPERATIONS[capability];
    it.each(ROLES)('%s over GraphQL', async (role) => {
      if (!operation) throw new Error(`no operation for ${capability}`);
      const result = await operation.graphql(app, tokenOf(role));
      if (allowed.includes(role)) expect(result.errors).toBeUndefined();
      else expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
    it.each(ROLES)('%s over REST', async (role) => {
      if (!operation) throw new Error(`no operation for ${capability}`);
      const { status } = await operation.rest(call, tokenOf(role));
      if (allowed.includes(role)) expect(status).toBeLessThan(300);
      else expect(status).toBe(403);
    });
  });

  it('each role’s permissions, as the team query shows them, match the table', async () => {
    const names: Record<string, string> = {
      'View Reports': 'VIEW_REPORTS',
      'Create Reports': 'CREATE_REPORTS',
      'Manage Data Sources': 'MANAGE_DATA_SOURCES',
      'Invite Team Members': 'INVITE_MEMBERS',
      'Manage Billing': 'MANAGE_BILLING',
    };
    for (const role of ROLES) {
      const { body } = await call<{ your_role: string; your_permissions: string[] }>('GET', '/team', tokenOf(role));
      expect(body.your_role).toBe(role);
      const expected = Object.entries(TABLE)
        .filter(([, allowed]) => allowed.includes(role))
        .map(([capability]) => names[capability]);
      expect(body.your_permissions.filter((permission) => permission !== 'EDIT_PROJECTS')).toEqual(expected);
    }
  });

  it('anonymous callers are refused everywhere with 401', async () => {
    for (const [method, path] of [['GET', '/team'], ['GET', '/billing'], ['POST', '/team/invitations']] as const) {
      expect((await call(method, path, undefined, method === 'POST' ? { invites: [] } : undefined)).status).toBe(401);
    }
  });
});
