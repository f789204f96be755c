// Helpers for the registration and settings e2e tests (issue 9): REST sign-up and log-in, viewports and
// screenshots at both sizes.
import { screenshot } from './browser.mjs';

export const PASSWORD = 'Quarry!2026pass';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function uniqueEmail(label) {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@acme-analytics.com`;
}

export async function registerOverRest(server, body) {
  const response = await fetch(`${server.url}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD, ...body }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

export async function graphql(server, token, query, variables = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

/** Logs in through the form and waits for the dashboard redirect. */
export async function logInThroughForm(page, server, email, password = PASSWORD) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard', { timeout: 10_000 });
}

/** Waits until the workspace's demo source is ready (it installs in the background on a fresh server). */
export async function waitForReadySources(server, token, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { body } = await graphql(server, token, '{ dataSources { status } }');
    const sources = body.data?.dataSources ?? [];
    if (sources.length > 0 && sources.every((source) => source.status === 'READY')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('data sources were not ready in time');
}

/** The page as it looks now at desktop width, and again at phone width in a second context. */
export async function shootBoth(browser, page, name, { path, prepare } = {}) {
  // A full-page capture of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-desktop`);
  const storage = await page.context().storageState();
  const phone = await browser.newContext({ viewport: PHONE, storageState: storage });
  const phonePage = await phone.newPage();
  await phonePage.goto(path ?? page.url());
  if (prepare) await prepare(phonePage);
  await phonePage.waitForLoadState('networkidle');
  await screenshot(phonePage, `${name}-phone`);
  await phone.close();
}

/** A page in a fresh context that records every request leaving this machine into `foreign`. */
export async function newTrackedPage(browser, foreign, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  return page;
}
