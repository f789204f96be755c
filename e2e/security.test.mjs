// Security headers in a real browser: GraphiQL works under its own CSP, every page carries the app's CSP, and the
// browser reports no CSP violation (support/browser.mjs fails the file on any).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot } from './support/browser.mjs';
import { startServer } from './support/server.mjs';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('GraphiQL loads its bundled assets and workers under its CSP and runs a query', async () => {
  const registered = await fetch(`${server.url}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `graphiql-${Date.now()}@example.com`, password: 'Quarry!2026pass' }),
  });
  const { token } = await registered.json();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const response = await page.goto(`${server.url}/graphiql`);
  assert.match(response.headers()['content-security-policy'], /script-src 'self' 'sha256-/);
  await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor();
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  // insertText, not type: Monaco would close every brace typed.
  await page.keyboard.insertText('{ me { email } }');
  await page.locator('.graphiql-execute-button').click();
  try {
    await page.locator('.graphiql-response').getByText('graphiql-').first().waitFor();
  } finally {
    await screenshot(page, 'security-graphiql');
  }
  assert.deepEqual(browser.cspViolations, []);
  await context.close();
});

test('the app’s pages carry the CSP and load without violations', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  for (const path of ['/login', '/register', '/register2', '/features', '/pricing', '/contact']) {
    const response = await page.goto(`${server.url}${path}`);
    const csp = response.headers()['content-security-policy'];
    assert.match(csp, /script-src 'self';/, path);
    assert.match(csp, /connect-src 'self';/, path);
    await page.waitForLoadState('networkidle');
  }
  assert.deepEqual(browser.cspViolations, []);
  await page.close();
});
