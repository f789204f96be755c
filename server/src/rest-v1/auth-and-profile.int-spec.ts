import { SignJWT } from 'jose';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';
import { JPEG_BYTES, PNG_BYTES, registerUser, STRONG_PASSWORD, uniqueEmail } from '../../test/factories';

describe('REST /api/v1 accounts and profile (over HTTP)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterAll(() => app.close());

  const api = (path: string, init: RequestInit = {}) => fetch(`${app.baseUrl}/api/v1${path}`, init);
  const json = (body: unknown, token?: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = (username: string, password: string) =>
    api('/auth/login', { method: 'POST', body: new URLSearchParams({ username, password }) });

  it('POST /register returns {token}; the same email again is a 409 with a detail', async () => {
    const email = uniqueEmail('rest');
    const response = await api('/register', json({ email, password: STRONG_PASSWORD, first_name: 'Ann', last_name: 'Lee', phone: '+44 20 7946 0958', company: 'Acme', position: 'CFO', referral_code: 'no', permission: 'user' }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { token: string };
    expect(Object.keys(body)).toEqual(['token']);

    const profile = await (await api('/user/profile', { headers: bearer(body.token) })).json();
    expect(profile).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email,
      timezone: 'UTC',
      theme: 'dark',
      notificationEmail: true,
      notificationSlack: false,
      notificationBrowser: true,
      profilePictureUrl: null,
    });

    const again = await api('/register', json({ email: email.toUpperCase(), password: STRONG_PASSWORD }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: 'An account with this email already exists.' });
  });

  it('answers missing or malformed fields with 422 and a detail list', async () => {
    const missing = await api('/register', json({ first_name: 'NoEmail' }));
    expect(missing.status).toBe(422);
    const body = (await missing.json()) as { detail: { loc: string[]; msg: string; type: string }[] };
    expect(body.detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'email'], msg: 'Field required', type: 'missing' },
        { loc: ['body', 'password'], msg: 'Field required', type: 'missing' },
      ]),
    );
    const notJson = await api('/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(notJson.status).toBe(422);
    expect(await notJson.json()).toEqual({ detail: [{ loc: ['body'], msg: 'The request body is not valid JSON.', type: 'json_invalid' }] });
    const notObject = await api('/register', json(['a']));
    expect(notObject.status).toBe(422);
    const wrongType = await api('/register', json({ email: 42, password: STRONG_PASSWORD }));
    expect(wrongType.status).toBe(422);
  });

  it('POST /auth/login takes form fields and returns SPEC’s shape; bad credentials are 401', async () => {
    const { email } = await registerUser(app.services, { firstName: 'Lin' });
    const response = await login(email, STRONG_PASSWORD);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'bearer', subscribed_to_updates: false, user: { email, first_name: 'Lin', permission: 'user' } });
    expect(typeof body.access_token).toBe('string');
    expect(JSON.stringify(body)).not.toContain('password');

    const wrong = await login(email, 'Nope!12345');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: 'Incorrect email or password.' });

    const empty = await api('/auth/login', { method: 'POST', body: new URLSearchParams({ username: email }) });
    expect(empty.status).toBe(422);
  });

  it('PUT /user/profile saves form fields and a picture, served back by the app', async () => {
    const { token } = await registerUser(app.services);
    const form = new FormData();
    form.set('first_name', 'Grace');
    form.set('last_name', 'Hopper');
    form.set('timezone', 'PST');
    form.set('theme', 'system');
    form.set('notification_email', 'false');
    form.set('notification_slack', 'true');
    form.set('profile_picture', new Blob([JPEG_BYTES]), 'portrait.gif');
    const response = await api('/user/profile', { method: 'PUT', headers: bearer(token), body: form });
    expect(response.status).toBe(200);
    const profile = (await response.json()) as Record<string, unknown>;
    expect(profile).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', timezone: 'PST', theme: 'system', notificationEmail: false, notificationSlack: true, notificationBrowser: true });
    const picture = await fetch(`${app.baseUrl}${String(profile.profilePictureUrl)}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await picture.arrayBuffer()).equals(JPEG_BYTES)).toBe(true);

    const replaced = new FormData();
    replaced.set('profile_picture', new Blob([PNG_BYTES]), 'new.png');
    const second = (await (await api('/user/profile', { method: 'PUT', headers: bearer(token), body: replaced })).json()) as Record<string, unknown>;
    expect(second.profilePictureUrl).not.toBe(profile.profilePictureUrl);
    expect((await fetch(`${app.baseUrl}${String(profile.profilePictureUrl)}`)).status).toBe(404);
    expect(second.firstName).toBe('Grace');
  });

  it('refuses a 3 MB picture with 413 and a text file named .png with 415, changing nothing', async () => {
    const { token } = await registerUser(app.services, { firstName: 'Kept' });
    const big = new FormData();
    big.set('first_name', 'Changed');
    big.set('profile_picture', new Blob([PNG_BYTES, Buffer.alloc(3 * 1024 * 1024)]), 'big.png');
    const tooLarge = await api('/user/profile', { method: 'PUT', headers: bearer(token), body: big });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ detail: 'File size too large. Maximum 2MB allowed.' });

    const text = new FormData();
    text.set('first_name', 'Changed');
    text.set('profile_picture', new Blob(['hello, I am text']), 'photo.png');
    const wrongType = await api('/user/profile', { method: 'PUT', headers: bearer(token), body: text });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ detail: 'Unsupported file type. Please upload JPG, PNG, or GIF.' });

    const profile = (await (await api('/user/profile', { headers: bearer(token) })).json()) as Record<string, unknown>;
    expect(profile).toMatchObject({ firstName: 'Kept', profilePictureUrl: null });
  });

  it('rejects invalid profile values with 422', async () => {
    const { token } = await registerUser(app.services);
    const form = new FormData();
    form.set('timezone', 'Nowhere');
    const response = await api('/user/profile', { method: 'PUT', headers: bearer(token), body: form });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: [{ loc: ['body', 'timezone'], msg: 'Timezone must be one of UTC, EST, CST, MST, PST, GMT, CET.', type: 'isIn' }] });
  });

  it('POST /subscribe sets subscribed_to_updates, which login then reports', async () => {
    const { token, email } = await registerUser(app.services);
    const response = await api('/subscribe', { method: 'POST', headers: bearer(token) });
    expect(await response.json()).toEqual({ success: true, message: 'You are now subscribed to product updates.' });
    const body = (await (await login(email, STRONG_PASSWORD)).json()) as Record<string, unknown>;
    expect(body.subscribed_to_updates).toBe(true);
  });

  it('answers 401 without a token, with a forged token and with an expired token', async () => {
    const { token, user } = await registerUser(app.services);
    expect((await api('/user/profile')).status).toBe(401);
    expect((await api('/subscribe', { method: 'POST' })).status).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    const forgedResponse = await api('/user/profile', { headers: bearer(forged) });
    expect(forgedResponse.status).toBe(401);
    expect(await forgedResponse.json()).toEqual({ detail: 'Invalid token.' });
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('quarry')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const expiredResponse = await api('/user/profile', { headers: bearer(expired) });
    expect(expiredResponse.status).toBe(401);
    expect(((await expiredResponse.json()) as { detail: string }).detail).toBe('Your session has expired. Please log in again.');
    expect((await api('/user/profile', { headers: { authorization: 'Token abc' } })).status).toBe(401);
  });

  it('keeps each user to their own profile', async () => {
    const ann = await registerUser(app.services, { firstName: 'Ann' });
    const bob = await registerUser(app.services, { firstName: 'Bob' });
    const form = new FormData();
    form.set('first_name', 'Mallory');
    await api('/user/profile', { method: 'PUT', headers: bearer(bob.token), body: form });
    const annProfile = (await (await api('/user/profile', { headers: bearer(ann.token) })).json()) as Record<string, unknown>;
    const bobProfile = (await (await api('/user/profile', { headers: bearer(bob.token) })).json()) as Record<string, unknown>;
    expect(annProfile).toMatchObject({ firstName: 'Ann', email: ann.email });
    expect(bobProfile).toMatchObject({ firstName: 'Mallory', email: bob.email });
  });

  it('answers unknown routes and file ids with 404 JSON', async () => {
    const unknown = await api('/nothing-here');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { detail: string }).detail).toContain('No route');
    expect((await fetch(`${app.baseUrl}/files/not-a-uuid`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/files/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });
});
