import { createHash } from 'node:crypto';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inlineScriptHashes } from './security-headers';

function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => words.length > 0 && words[0] !== '')
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers, CORS and body limits', () => {
  let app: TestApp;
  let open: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ listen: true });
    open = await createTestApp({ listen: true, env: { CORS_ORIGINS: 'https://app.example.com' } });
  });
  afterAll(async () => {
    await app.close();
    await open.close();
  });

  it('sends helmet’s headers and a CSP that allows only this origin for scripts, connections, workers and frames', async () => {
    for (const path of ['/healthz', '/api/v1/projects/', '/graphql?query=%7B__typename%7D', '/login']) {
      const response = await fetch(`${app.baseUrl}${path}`);
      const csp = directives(response.headers.get('content-security-policy'));
      for (const name of ['script-src', 'connect-src', 'worker-src', 'frame-src', 'frame-ancestors', 'default-src']) expect(csp.get(name)).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('gives GraphiQL its own CSP: its inline scripts by hash, never unsafe-inline scripts', async () => {
    const response = await fetch(`${app.baseUrl}/graphiql`);
    const html = await response.text();
    const scriptSrc = directives(response.headers.get('content-security-policy')).get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    expect(scriptSrc).toEqual(["'self'", ...hashes]);
    const config = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(hashes[0]).toBe(`'sha256-${createHash('sha256').update(config).digest('base64')}'`);
    expect((await fetch(`${app.baseUrl}/graphiql/static/ruru.js`)).status).toBe(200);
  });

  it('keeps CORS closed by default: no Access-Control-Allow-Origin for another site, preflight or not', async () => {
    const simple = await fetch(`${app.baseUrl}/api/v1/ai/status`, { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${app.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('opens CORS to the origins of CORS_ORIGINS only', async () => {
    const preflight = await fetch(`${open.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,x-workspace-id' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-workspace-id');
    const allowed = await fetch(`${open.baseUrl}/api/v1/projects/`, { headers: { origin: 'https://app.example.com' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const other = await fetch(`${open.baseUrl}/api/v1/projects/`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses bodies over the limit of each parser with 413 and a clear message', async () => {
    const big = (bytes: number) => JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(bytes) });
    const rest = await fetch(`${app.baseUrl}/api/v1/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big(1024 * 1024 + 10) });
    expect(rest.status).toBe(413);
    expect(await rest.json()).toEqual({ detail: 'The request body is too large.' });
    const drafting = await fetch(`${app.baseUrl}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big(300 * 1024) });
    expect(drafting.status).toBe(413);
    const login = await fetch(`${app.baseUrl}/api/v1/auth/login`, { method: 'POST', body: new URLSearchParams({ username: 'a@example.com', password: 'x'.repeat(20_000) }) });
    expect(login.status).toBe(413);
    expect(((await login.json()) as { detail: string }).detail).toBe('The request body is too large.');
    const graphql = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1024 * 1024 + 10) } }),
    });
    expect(graphql.status).toBe(413);
  });

  it('closes a WebSocket that sends a message over 1 MB', async () => {
    // graphql-ws reports the refused frame on the console; the close code is what matters here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const socket = new WebSocket(`${app.baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(1024 * 1024 + 10) } }));
    expect(await closed).toBe(1009);
    quiet.mockRestore();
  });
});
