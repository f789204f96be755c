import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot } from './support/browser.mjs';
import { startServer } from './support/server.mjs';

const PASSWORD = 'Quarry!2026pass';
let server;
let browser;
const foreignRequests = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function waitForStatus(url, token, status) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`${url} did not answer ${status}`);
}

async function newPage(viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) foreignRequests.push(request.url());
  });
  return page;
}

test('a protected route without a token redirects to /login', async () => {
  const page = await newPage();
  await page.goto(`${server.url}/dashboard`);
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  await screenshot(page, 'login-desktop');
  await page.context().close();
});

test('an unknown path shows the login screen', async () => {
  const page = await newPage();
  await page.goto(`${server.url}/no/such/page`);
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  assert.match(page.url(), /\/no\/such\/page$/);
  await page.context().close();
});

test('register, land on the wizard, log out, log in, reload a protected route', async () => {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const page = await newPage();

  await page.goto(`${server.url}/register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await screenshot(page, 'register-filled');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/setup-wizard');
  assert.ok(await page.evaluate(() => localStorage.getItem('token')), 'token stored after registration');
  await screenshot(page, 'setup-wizard-after-register');

  const registeredToken = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null, 'logout removes the token');
  // Logout also ends the session on the server: the old token stops working.
  await waitForStatus(`${server.url}/api/v1/user/profile`, registeredToken, 401);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Wrong!pass123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Incorrect email or password.').waitFor();
  await screenshot(page, 'login-wrong-password');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Login successful! Redirecting...').waitFor();
  await screenshot(page, 'login-success');
  await page.waitForURL('**/dashboard', { timeout: 5000 });
  await page.getByText(email).first().waitFor();
  const stored = await page.evaluate(() => ({ user: localStorage.getItem('user'), subscribed: localStorage.getItem('subscribed') }));
  assert.equal(JSON.parse(stored.user).email, email);
  assert.equal(stored.subscribed, 'false');

  await page.reload();
  await page.getByText(email).first().waitFor();
  assert.match(page.url(), /\/dashboard$/);
  await screenshot(page, 'dashboard-after-reload');
  await page.context().close();
});

test('registering an email twice shows SPEC’s text', async () => {
  const email = `e2e-dup-${randomUUID().slice(0, 8)}@example.com`;
  const created = await fetch(`${server.url}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  assert.equal(created.status, 201);

  const page = await newPage();
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('This email is already registered. Please use a different email or login.').waitFor();
  assert.match(page.url(), /\/register$/);
  await screenshot(page, 'register-duplicate');
  await page.context().close();
});

test('the login screen works on a phone-sized screen', async () => {
  const page = await newPage({ width: 390, height: 844 });
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  await screenshot(page, 'login-mobile');
  await page.context().close();
});

test('no request left this machine', () => {
  assert.deepEqual(foreignRequests, []);
});
