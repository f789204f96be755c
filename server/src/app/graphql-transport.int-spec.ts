import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PNG_BYTES, registerUser } from '../../test/factories';

/** End to end over the wire: GraphQL over HTTP (JSON and multipart) and over graphql-ws. */
describe('GraphQL transports', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterAll(() => app.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('serves me over HTTP with a bearer token, and answers a forged token with 401', async () => {
    const { token, email } = await registerUser(app.services);
    const ok = await post({ query: '{ me { email } }' }, { authorization: `Bearer ${token}` });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { me: { email } } });

    const forged = await post({ query: '{ me { email } }' }, { authorization: `Bearer ${token}x` });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ errors: [{ message: 'Invalid token.', extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('never leaks a stack trace, even for malformed queries', async () => {
    // A plain application/json client gets request errors with status 200 (GraphQL over HTTP), the newer media type 400.
    const response = await post({ query: '{ me { nope } ' });
    const body = JSON.stringify(await response.json());
    expect(response.status).toBe(200);
    expect(body).toContain('GRAPHQL_PARSE_FAILED');
    const modern = await post({ query: '{ me { nope } ' }, { accept: 'application/graphql-response+json' });
    expect(modern.status).toBe(400);
    expect(body).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it('accepts multipart uploads only with the preflight header', async () => {
    const { token } = await registerUser(app.services);
    const form = () => {
      const data = new FormData();
      data.set(
        'operations',
        JSON.stringify({
          query: 'mutation ($picture: Upload) { updateProfile(input: {firstName: "Pic"}, picture: $picture) { firstName profilePictureUrl } }',
          variables: { picture: null },
        }),
      );
      data.set('map', JSON.stringify({ 0: ['variables.picture'] }));
      data.set('0', new Blob([PNG_BYTES], { type: 'image/png' }), 'me.png');
      return data;
    };
    const blocked = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form() });
    expect(blocked.status).toBe(400);

    const allowed = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
      body: form(),
    });
    const body = (await allowed.json()) as { data: { updateProfile: { firstName: string; profilePictureUrl: string } } };
    expect(body.data.updateProfile.firstName).toBe('Pic');
    const picture = await fetch(`${app.baseUrl}${body.data.updateProfile.profilePictureUrl}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('runs operations over graphql-ws with the token from connection_init, and refuses a bad token', async () => {
    const { token, email } = await registerUser(app.services);
    const url = `${app.baseUrl.replace('http', 'ws')}/graphql`;
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    const result = await new Promise<unknown>((resolve, reject) => {
      client.subscribe({ query: '{ me { email } }' }, { next: resolve, error: reject, complete: () => undefined });
    });
    expect(result).toEqual({ data: { me: { email } } });
    await client.dispose();

    const rejected = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: 'Bearer not-a-token' }, retryAttempts: 0, lazy: false });
    const closeEvent = await new Promise<{ code: number }>((resolve) => {
      rejected.on('closed', (event) => resolve(event as { code: number }));
    });
    expect(closeEvent.code).toBe(4403);
    await rejected.dispose();
  });

  it('serves GraphiQL from the app itself, with no CDN', async () => {
    const page = await fetch(`${app.baseUrl}/graphiql`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<title>Quarry GraphiQL</title>');
    expect(html).not.toMatch(/https?:\/\/(unpkg|cdn|esm\.sh|jsdelivr)/);
    const script = await fetch(`${app.baseUrl}/graphiql/static/ruru.js`);
    expect(script.status).toBe(200);
  });
});
