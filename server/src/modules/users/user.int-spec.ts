import { Readable } from 'node:stream';
import Upload from 'graphql-upload/Upload.mjs';
import { SignJWT } from 'jose';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { GIF_BYTES, PNG_BYTES, registerUser, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories';

const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { token subscribedToUpdates user { id email firstName permission timezone theme notificationEmail notificationSlack notificationBrowser } }
}`;
const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token user { email } } }`;
const ME = `{ me { id email firstName lastName timezone theme profilePictureUrl subscribedToUpdates } }`;
const UPDATE_PROFILE = `mutation Update($input: UpdateProfileInput!, $picture: Upload) {
  updateProfile(input: $input, picture: $picture) { firstName lastName timezone theme notificationSlack profilePictureUrl }
}`;

function uploadOf(bytes: Buffer, filename: string): Upload {
  const upload = new Upload();
  upload.resolve({ filename, mimetype: 'image/png', encoding: '7bit', createReadStream: () => Readable.from([bytes]) });
  return upload;
}

describe('accounts over GraphQL (in-process, real PostgreSQL)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('registers with SPEC defaults, creates an owned workspace, and signs in', async () => {
    const email = uniqueEmail('reg');
    const result = await app.graphql<{ register: { token: string; user: Record<string, unknown> } }>(REGISTER, {
      input: { email: email.toUpperCase(), password: STRONG_PASSWORD, firstName: 'Ada', permission: 'user' },
    });
    expect(result.errors).toBeUndefined();
    const { token, user } = result.data!.register;
    expect(token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({
      email,
      firstName: 'Ada',
      permission: 'user',
      timezone: 'UTC',
      theme: 'dark',
      notificationEmail: true,
      notificationSlack: false,
      notificationBrowser: true,
    });

    const workspaces = await app.graphql<{ myWorkspaces: { role: string; permissions: string[]; workspace: { name: string } }[] }>(
      '{ myWorkspaces { role permissions workspace { name } } }',
      {},
      token,
    );
    expect(workspaces.data?.myWorkspaces).toEqual([
      {
        role: 'OWNER',
        permissions: ['VIEW_REPORTS', 'CREATE_REPORTS', 'MANAGE_DATA_SOURCES', 'INVITE_MEMBERS', 'MANAGE_BILLING', 'EDIT_PROJECTS'],
        workspace: { name: "Ada's workspace" },
      },
    ]);

    const me = await app.graphql<{ me: { email: string } }>(ME, {}, token);
    expect(me.data?.me.email).toBe(email);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const { email } = await registerUser(app.services);
    const result = await app.graphql(REGISTER, { input: { email: email.toUpperCase(), password: STRONG_PASSWORD } });
    expect(result.errors?.[0]).toMatchObject({ message: 'An account with this email already exists.', extensions: { code: 'CONFLICT' } });
  });

  it('reports invalid fields with their messages', async () => {
    const result = await app.graphql(REGISTER, { input: { email: 'not-an-email', password: 'short' } });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toContain('Enter a valid email address.');
    expect(result.errors?.[0].message).toContain('Password must be at least 8 characters and include letters, numbers and symbols.');
  });

  it('rejects a missing required field before reaching the service', async () => {
    const result = await app.graphql(REGISTER, { input: { email: uniqueEmail() } });
    expect(result.errors?.[0].message).toMatch(/password/);
  });

  it('logs in with the right password only', async () => {
    const { email } = await registerUser(app.services);
    const ok = await app.graphql<{ login: { token: string; user: { email: string } } }>(LOGIN, { email: ` ${email.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(ok.data?.login.user.email).toBe(email);
    const wrong = await app.graphql(LOGIN, { email, password: 'Wrong!pass123' });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Incorrect email or password.', extensions: { code: 'UNAUTHENTICATED' } });
    const unknown = await app.graphql(LOGIN, { email: uniqueEmail('nobody'), password: STRONG_PASSWORD });
    expect(unknown.errors?.[0].message).toBe('Incorrect email or password.');
  });

  it('needs a token for me', async () => {
    const result = await app.graphql(ME);
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses forged and expired tokens', async () => {
    const { token, user } = await registerUser(app.services);
    const [header, payload] = token.split('.');
    await expect(app.graphql(ME, {}, `${header}.${payload}.forgedsignature`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('quarry')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86400)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    await expect(app.graphql(ME, {}, expired)).rejects.toMatchObject({ message: 'Your session has expired. Please log in again.' });
    const otherSecret = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).setIssuer('quarry').setExpirationTime('1h').sign(new TextEncoder().encode('another-secret'));
    await expect(app.graphql(ME, {}, otherSecret)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('updates only the caller’s profile, with a picture judged by its bytes', async () => {
    const ann = await registerUser(app.services, { firstName: 'Ann' });
    const bob = await registerUser(app.services, { firstName: 'Bob' });
    const result = await app.graphql<{ updateProfile: Record<string, unknown> }>(
      UPDATE_PROFILE,
      { input: { firstName: 'Annie', lastName: 'Lee', timezone: 'CET', theme: 'light', notificationSlack: true }, picture: uploadOf(GIF_BYTES, 'me.txt') },
      ann.token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateProfile).toMatchObject({ firstName: 'Annie', lastName: 'Lee', timezone: 'CET', theme: 'light', notificationSlack: true });
    const pictureUrl = String(result.data?.updateProfile.profilePictureUrl);
    expect(pictureUrl).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    expect(await app.services.files.read(pictureUrl.split('/').pop()!)).toMatchObject({ contentType: 'image/gif' });

    const bobMe = await app.graphql<{ me: { firstName: string; profilePictureUrl: string | null } }>(ME, {}, bob.token);
    expect(bobMe.data?.me).toMatchObject({ firstName: 'Bob', profilePictureUrl: null });
  });

  it('refuses a text file named .png and a picture over 2 MB', async () => {
    const { token } = await registerUser(app.services);
    const text = await app.graphql(UPDATE_PROFILE, { input: {}, picture: uploadOf(Buffer.from('just text'), 'fake.png') }, token);
    expect(text.errors?.[0]).toMatchObject({ message: 'Unsupported file type. Please upload JPG, PNG, or GIF.', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(3 * 1024 * 1024)]);
    const large = await app.graphql(UPDATE_PROFILE, { input: {}, picture: uploadOf(big, 'big.png') }, token);
    expect(large.errors?.[0]).toMatchObject({ message: 'File size too large. Maximum 2MB allowed.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('rejects values outside SPEC’s option lists', async () => {
    const { token } = await registerUser(app.services);
    const result = await app.graphql(UPDATE_PROFILE, { input: { timezone: 'Mars/Olympus', theme: 'neon' } }, token);
    expect(result.errors?.[0].message).toContain('Timezone must be one of UTC, EST, CST, MST, PST, GMT, CET.');
    expect(result.errors?.[0].message).toContain('Theme must be one of dark, light, system.');
  });

  it('subscribes to updates once', async () => {
    const { token } = await registerUser(app.services);
    const first = await app.graphql<{ subscribe: { success: boolean; message: string } }>('mutation { subscribe { success message } }', {}, token);
    expect(first.data?.subscribe).toEqual({ success: true, message: 'You are now subscribed to product updates.' });
    const second = await app.graphql<{ subscribe: { message: string } }>('mutation { subscribe { success message } }', {}, token);
    expect(second.data?.subscribe.message).toBe('You are already subscribed to product updates.');
    const me = await app.graphql<{ me: { subscribedToUpdates: boolean } }>(ME, {}, token);
    expect(me.data?.me.subscribedToUpdates).toBe(true);
  });

  it('keeps the email unique when a profile changes it', async () => {
    const ann = await registerUser(app.services);
    const bob = await registerUser(app.services);
    const result = await app.graphql(UPDATE_PROFILE, { input: { email: ann.email } }, bob.token);
    expect(result.errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});
