import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, STRONG_PASSWORD } from '../../../test/factories';
import { inviteAndAccept } from '../../../test/team-helpers';
import { WorkspaceRole } from '../workspaces/workspace-role';

const CREATE_KEY = 'mutation ($name: String!) { createApiKey(name: $name) { key apiKey { id name keyPrefix lastUsedAt } } }';
const KEYS = '{ apiKeys { id name keyPrefix lastUsedAt } }';
const SESSIONS = '{ mySessions { id current userAgent method } }';
const CHANGE_PASSWORD = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }';

describe('account security: API keys, password change and sessions (over HTTP, real PostgreSQL)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterAll(() => app.close());

  async function overHttp<T>(token: string, query: string, variables: Record<string, unknown> = {}, userAgent = 'jest') {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'user-agent': userAgent },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } };
  }
  const rest = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });

  it('a key is shown once with the qry_ prefix, stored only as a hash, and acts with its creator’s role on GraphQL and REST', async () => {
    const owner = await registerUser(app.services);
    const analyst = await inviteAndAccept(app, owner.token, WorkspaceRole.ANALYST);
    const created = await overHttp<{ createApiKey: { key: string; apiKey: { id: number; name: string; keyPrefix: string; lastUsedAt: string | null } } }>(
      analyst.token,
      CREATE_KEY,
      { name: 'CI pipeline' },
    );
    const payload = created.body.data?.createApiKey;
    expect(payload?.key).toMatch(/^qry_[A-Za-z0-9_-]{43}$/);
    expect(payload?.apiKey).toMatchObject({ name: 'CI pipeline', lastUsedAt: null });
    expect(payload?.key.startsWith(payload?.apiKey.keyPrefix ?? 'x')).toBe(true);
    const key = payload?.key ?? '';
    const stored: { key_hash: string }[] = await app.dataSource.query('SELECT key_hash FROM api_keys WHERE id = $1', [payload?.apiKey.id]);
    expect(stored[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key.slice(4));
    // Listing never shows the key again.
    const listed = await overHttp<{ apiKeys: Record<string, unknown>[] }>(analyst.token, KEYS);
    expect(JSON.stringify(listed.body)).not.toContain(key.slice(4));

    // GraphQL and REST with the key: the analyst's workspace and role.
    const team = await overHttp<{ team: { yourRole: string; workspaceId: number } }>(key, '{ team { yourRole workspaceId } }');
    expect(team.body.data?.team.yourRole).toBe('ANALYST');
    expect((await rest(key, '/projects', { method: 'POST', body: JSON.stringify({ name: 'By key' }) })).status).toBe(201);
    expect((await rest(key, '/billing')).status).toBe(403);
    expect((await rest(key, '/team/invitations', { method: 'POST', body: JSON.stringify({ invites: [{ email: 'x@example.com', role: 'viewer' }] }) })).status).toBe(403);
    const profile = (await (await rest(key, '/user/profile')).json()) as { email: string };
    expect(profile.email).toBe(analyst.email);

    // Keys cannot make keys or change passwords.
    expect((await overHttp(key, CREATE_KEY, { name: 'nested' })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await overHttp(key, CHANGE_PASSWORD, { input: { currentPassword: STRONG_PASSWORD, newPassword: 'Another!pass42' } })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const used = await overHttp<{ apiKeys: { lastUsedAt: string | null }[] }>(analyst.token, KEYS);
    expect(used.body.data?.apiKeys[0]?.lastUsedAt).not.toBeNull();

    // Revoked: refused at once, everywhere.
    await overHttp(analyst.token, 'mutation ($id: Int!) { revokeApiKey(id: $id) }', { id: payload?.apiKey.id });
    const afterGraphql = await overHttp(key, '{ team { yourRole } }');
    expect(afterGraphql.status).toBe(401);
    const afterRest = await rest(key, '/user/profile');
    expect(afterRest.status).toBe(401);
    expect(await afterRest.json()).toEqual({ detail: 'This API key is not valid or has been revoked.' });
    expect((await rest('qry_not-a-real-key', '/user/profile')).status).toBe(401);
  });

  it('a key follows its creator’s role changes and stops when they leave the workspace', async () => {
    const owner = await registerUser(app.services);
    const admin = await inviteAndAccept(app, owner.token, WorkspaceRole.ADMIN);
    const key = (await overHttp<{ createApiKey: { key: string } }>(admin.token, CREATE_KEY, { name: 'sync' })).body.data?.createApiKey.key ?? '';
    expect((await rest(key, '/data-sources/test-connection', { method: 'POST', body: JSON.stringify({ kind: 'postgres', host: '127.0.0.1', port: 1, database: 'x', user: 'x', password: 'x' }) })).status).toBe(200);
    const members = (await overHttp<{ team: { members: { id: number; userId: number }[] } }>(owner.token, '{ team { members { id userId } } }')).body.data?.team.members ?? [];
    const memberId = members.find((member) => member.userId === admin.userId)?.id;
    await overHttp(owner.token, 'mutation ($id: Int!) { updateMemberRole(memberId: $id, role: VIEWER) { role } }', { id: memberId });
    expect((await rest(key, '/projects', { method: 'POST', body: JSON.stringify({ name: 'no' }) })).status).toBe(403);
    await overHttp(owner.token, 'mutation ($id: Int!) { removeMember(memberId: $id) }', { id: memberId });
    expect((await rest(key, '/projects')).status).toBe(401);
  });

  it('changing the password needs the current one and the rule, and ends every other session', async () => {
    const user = await registerUser(app.services);
    const laptop = (await app.services.users.login(user.email, STRONG_PASSWORD, { userAgent: 'Laptop' })).token;

    const wrong = await overHttp(user.token, CHANGE_PASSWORD, { input: { currentPassword: 'Nope!12345', newPassword: 'Brand!new2027' } });
    expect(wrong.body.errors?.[0]?.message).toBe('Your current password is not correct.');
    const weak = await overHttp(user.token, CHANGE_PASSWORD, { input: { currentPassword: STRONG_PASSWORD, newPassword: 'password' } });
    expect(weak.body.errors?.[0]?.message).toBe('Password must be at least 8 characters and include letters, numbers and symbols.');

    const changed = await overHttp<{ changePassword: number }>(user.token, CHANGE_PASSWORD, { input: { currentPassword: STRONG_PASSWORD, newPassword: 'Brand!new2027' } });
    expect(changed.body.data?.changePassword).toBe(1);
    expect((await rest(laptop, '/user/profile')).status).toBe(401);
    expect((await rest(user.token, '/user/profile')).status).toBe(200);
    await expect(app.services.users.login(user.email, STRONG_PASSWORD)).rejects.toMatchObject({ message: 'Incorrect email or password.' });
    await expect(app.services.users.login(user.email, 'Brand!new2027')).resolves.toMatchObject({ user: { email: user.email } });
  });

  it('lists sessions with the current one marked; a revoked session’s token stops working at once', async () => {
    const user = await registerUser(app.services);
    const phone = (await app.services.users.login(user.email, STRONG_PASSWORD, { userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari' })).token;
    const listed = await overHttp<{ mySessions: { id: string; current: boolean; userAgent: string | null; method: string }[] }>(user.token, SESSIONS);
    const sessions = listed.body.data?.mySessions ?? [];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = sessions.find((session) => session.userAgent?.includes('iPhone'));
    expect(phoneSession).toMatchObject({ current: false, method: 'password' });

    expect((await rest(phone, '/user/profile')).status).toBe(200);
    await overHttp(user.token, 'mutation ($id: ID!) { revokeSession(id: $id) }', { id: phoneSession?.id });
    const refused = await rest(phone, '/user/profile');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ detail: 'Your session has ended. Please log in again.' });
    expect((await overHttp(phone, '{ me { id } }')).status).toBe(401);
    expect((await overHttp(user.token, 'mutation ($id: ID!) { revokeSession(id: $id) }', { id: 'not-a-session' })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Others' sessions are not yours to end.
    const stranger = await registerUser(app.services);
    const current = sessions.find((session) => session.current);
    expect((await overHttp(stranger.token, 'mutation ($id: ID!) { revokeSession(id: $id) }', { id: current?.id })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Logging out ends the calling session only.
    const other = (await app.services.users.login(user.email, STRONG_PASSWORD)).token;
    expect((await overHttp<{ logout: boolean }>(user.token, 'mutation { logout }')).body.data?.logout).toBe(true);
    expect((await rest(user.token, '/user/profile')).status).toBe(401);
    expect((await rest(other, '/user/profile')).status).toBe(200);
    const third = (await app.services.users.login(user.email, STRONG_PASSWORD)).token;
    expect((await overHttp<{ revokeOtherSessions: number }>(other, 'mutation { revokeOtherSessions }')).body.data?.revokeOtherSessions).toBe(1);
    expect((await rest(third, '/user/profile')).status).toBe(401);
  });
});
