import { createTestApp, type TestApp } from '../../../test/test-app';
import { startFakeOidcProvider } from '../../../test/fake-oidc-provider';

describe('Google sign-in through OpenID Connect (openid-client against a local provider)', () => {
  let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>;
  let app: TestApp;
  const email = `oidc-${Date.now()}@example.org`;

  beforeAll(async () => {
    provider = await startFakeOidcProvider('quarry-test', 'test-secret');
    app = await createTestApp({ listen: true, env: { OIDC_GOOGLE_CLIENT_ID: 'quarry-test', OIDC_GOOGLE_CLIENT_SECRET: 'test-secret', OIDC_GOOGLE_ISSUER: provider.issuer } });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  /** Follows the browser's path: our start → the provider → our callback, carrying the state cookie. */
  async function signIn(tamper?: (callback: URL) => void): Promise<string> {
    const start = await fetch(`${app.baseUrl}/api/v1/auth/oidc/google/start`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^quarry_oidc=/);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location') ?? '');
    expect(callback.href.startsWith(`${app.baseUrl}/api/v1/auth/oidc/google/callback?`)).toBe(true);
    tamper?.(callback);
    const finished = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(finished.status).toBe(302);
    return finished.headers.get('location') ?? '';
  }

  it('says which providers work', async () => {
    const result = await app.graphql<{ publicSettings: { registrationVariant: string; signInProviders: { id: string; enabled: boolean; startPath: string }[] } }>(
      '{ publicSettings { registrationVariant signInProviders { id enabled startPath } } }',
    );
    expect(result.data?.publicSettings).toEqual({
      registrationVariant: 'simple',
      signInProviders: [
        { id: 'google', enabled: true, startPath: '/api/v1/auth/oidc/google/start' },
        { id: 'github', enabled: false, startPath: '/api/v1/auth/oidc/github/start' },
      ],
    });
  });

  it('creates the account on the first sign-in and signs the same account in afterwards', async () => {
    provider.setUser({ email, email_verified: true, given_name: 'Ada', family_name: 'Byron' });
    const first = await signIn();
    const match = /^\/oauth\/callback#token=([^&]+)&new=1$/.exec(first);
    expect(match).not.toBeNull();
    const token = decodeURIComponent(match?.[1] ?? '');
    const me = await app.graphql<{ me: { email: string; firstName: string; lastName: string; hasPassword: boolean } }>('{ me { email firstName lastName hasPassword } }', {}, token);
    expect(me.data?.me).toEqual({ email, firstName: 'Ada', lastName: 'Byron', hasPassword: false });
    const sessions = await app.graphql<{ mySessions: { method: string }[] }>('{ mySessions { method } }', {}, token);
    expect(sessions.data?.mySessions.map((session) => session.method)).toEqual(['google']);
    // No password yet: the password form cannot be used to sign in, and setting one needs no current password.
    await expect(app.services.users.login(email, '')).rejects.toMatchObject({ message: 'Incorrect email or password.' });
    expect((await app.graphql('mutation { changePassword(input: { newPassword: "Chosen!pass1" }) }', {}, token)).errors).toBeUndefined();

    const second = await signIn();
    expect(second).toMatch(/^\/oauth\/callback#token=[^&]+$/);
  });

  it('refuses an unverified email, a changed state and a missing provider, sending the browser back to log in', async () => {
    provider.setUser({ email: `unverified-${Date.now()}@example.org`, email_verified: false });
    expect(decodeURIComponent(await signIn())).toBe('/login?sign_in_error=Your account with this provider has no verified email address.');
    provider.setUser({ email, email_verified: true });
    const tampered = await signIn((callback) => callback.searchParams.set('state', 'forged'));
    expect(decodeURIComponent(tampered)).toBe('/login?sign_in_error=Signing in with this provider did not work. Please try again.');
    const github = await fetch(`${app.baseUrl}/api/v1/auth/oidc/github/start`, { redirect: 'manual' });
    expect(decodeURIComponent(github.headers.get('location') ?? '')).toBe('/login?sign_in_error=This sign-in provider is not configured on this server.');
    const noCookie = await fetch(`${app.baseUrl}/api/v1/auth/oidc/google/callback?code=x&state=y`, { redirect: 'manual' });
    expect(decodeURIComponent(noCookie.headers.get('location') ?? '')).toBe('/login?sign_in_error=This sign-in attempt expired. Please try again.');
  });
});
