// Reports and the timeline in Chromium against the built server with the demo data, offline: the sample report, a chart
// generated from a prompt, resize and reorder kept across a reload, a transform in the bundled Monaco editor, Export
// Dashboard as JSON and PNG, print styles, and a new insight arriving live on the timeline in two open tabs.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { artifactsDir, launchBrowser } from './support/browser.mjs';
import { plantedOrdersCsv } from './support/planted-orders.cjs';
import { startServer } from './support/server.mjs';

const PASSWORD = 'Quarry!2026pass';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let server;
let browser;
let ada;
let page;
const foreignRequests = [];
const allRequests = [];

async function graphql(query, variables = {}, token) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

async function registerUser(firstName) {
  const email = `e2e-${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const created = await fetch(`${server.url}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, first_name: firstName, last_name: 'Tester' }),
  });
  assert.equal(created.status, 201);
  const login = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', body: new URLSearchParams({ username: email, password: PASSWORD }) });
  const body = await login.json();
  return { email, token: body.access_token, user: body.user };
}

async function waitForDemo(token) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { data } = await graphql('{ dataSources { name status } }', {}, token);
    if (data?.dataSources?.some((source) => source.status === 'READY')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo source was not ready in time');
}

async function openAs(user, url, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const newPage = await context.newPage();
  newPage.setDefaultTimeout(20_000);
  newPage.on('request', (request) => {
    allRequests.push(request.url());
    const { protocol, hostname } = new URL(request.url());
    if (['data:', 'blob:'].includes(protocol)) return;
    if (!['127.0.0.1', 'localhost'].includes(hostname)) foreignRequests.push(request.url());
  });
  newPage.on('pageerror', (error) => console.error('page error:', error.message));
  await newPage.goto(`${server.url}/login`);
  await newPage.evaluate(({ token, user: stored }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('subscribed', 'true');
  }, user);
  await newPage.goto(`${server.url}${url}`);
  return newPage;
}

async function shot(p, name, fullPage = false) {
  await p.waitForTimeout(400);
  await p.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage });
}

const cards = (p) => p.getByTestId('report-card');

async function cardOrder(p) {
  return cards(p).evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-card-id'))));
}

async function cardBox(p, id) {
  return p.locator(`[data-card-id="${id}"]`).boundingBox();
}

before(async () => {
  server = await startServer({ env: { DEMO_DATA: 'true', INSIGHT_INTERVAL_MS: '2000' } });
  browser = await launchBrowser();
  ada = await registerUser('Ada');
  await waitForDemo(ada.token);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a new workspace starts with Conversion Rate (line) and Lead Sources (bar) from the demo data', async () => {
  page = await openAs(ada, '/dashboard?tab=reports');
  await page.getByText('Active reports').waitFor();
  await page.locator('[data-card-id] [data-chart-type="line"]').first().waitFor({ timeout: 30_000 });
  await page.locator('[data-card-id] [data-chart-type="bar"]').first().waitFor();
  assert.deepEqual(await cards(page).locator('p').first().textContent(), 'Conversion Rate');
  assert.equal(await cards(page).count(), 2);
  assert.equal(await page.getByRole('group', { name: 'Lead Sources chart' }).count(), 1);
  assert.equal(await page.getByTestId('stat-Active reports').textContent(), '1');
  await shot(page, 'reports-sample');
});

test('Generate (Enter) adds a chart from the demo data, and an unanswerable prompt is answered in words', async () => {
  const prompt = page.getByRole('textbox', { name: 'Chart prompt' });
  await prompt.fill('revenue by month');
  await prompt.press('Enter');
  // The card shows before its data: wait for the chart itself (on a busy machine the query takes a moment).
  await page.getByRole('group', { name: 'revenue by month chart' }).locator('[data-chart-type="line"]').waitFor({ timeout: 30_000 });
  assert.equal(await page.getByRole('group', { name: 'revenue by month chart' }).locator('[data-chart-type="line"]').count(), 1);
  assert.equal(await prompt.inputValue(), '');

  await prompt.fill('share of revenue by product category');
  await page.getByRole('button', { name: 'Generate' }).click();
  // The title is the prompt's first 20 characters.
  await page.getByRole('group', { name: 'share of revenue by  chart' }).locator('[data-chart-type="pie"]').waitFor({ timeout: 30_000 });
  assert.equal(await page.getByRole('group', { name: 'share of revenue by  chart' }).locator('[data-chart-type="pie"]').count(), 1);

  await prompt.fill('zebra quantum flapjack');
  await prompt.press('Enter');
  await page.getByTestId('assistant-reply').waitFor();
  assert.match(await page.getByTestId('assistant-reply').textContent(), /can't answer that/);
  assert.equal(await cards(page).count(), 4);

  await page.getByRole('button', { name: 'Open AI Assistant' }).first().click();
  const drawer = page.getByRole('dialog', { name: /AI Assistant/ });
  await drawer.waitFor();
  const roles = await drawer.locator('[data-role]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-role')));
  assert.deepEqual(roles.slice(-6), ['user', 'ai', 'user', 'ai', 'user', 'ai']);
  await drawer.getByRole('textbox', { name: 'Message to the assistant' }).fill('summarize this report');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await drawer.getByText(/"Sales overview" has 4 cards/).waitFor();
  await shot(page, 'reports-assistant');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await shot(page, 'reports-generated', true);
});

test('resized and reordered cards stay that way after a reload', async () => {
  const before = await cardOrder(page);
  const [first, second, third] = before;
  // Resize the first card to about half the grid and taller, from its corner.
  const handle = page.getByRole('button', { name: 'Resize Conversion Rate' });
  const start = await handle.boundingBox();
  const grid = await page.getByTestId('report-grid').boundingBox();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 - grid.width / 2 + 20, start.y + start.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  await page.waitForTimeout(600);
  const resized = await cardBox(page, first);
  assert.ok(Math.abs(resized.width - grid.width / 2) < 40, `about half the grid: ${resized.width} of ${grid.width}`);
  assert.ok(Math.abs(resized.height - 360) < 6, `taller: ${resized.height}`);

  // Drag the third card onto the first (react-dnd, HTML5 drag and drop), with both on screen.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await page.waitForTimeout(300);
  const grip = await page.getByRole('button', { name: /^Move / }).nth(2).boundingBox();
  const target = await cardBox(page, first);
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + 40, target.y + 40, { steps: 12 });
  await page.mouse.move(target.x + 30, target.y + 30, { steps: 3 });
  await page.mouse.up();
  await page.waitForTimeout(600);
  await page.setViewportSize(DESKTOP);
  const moved = await cardOrder(page);
  assert.equal(moved[0], third, `order after the drag: ${moved}`);

  await page.reload();
  await page.locator('[data-card-id] [data-chart-type]').first().waitFor();
  await page.waitForTimeout(500);
  assert.deepEqual(await cardOrder(page), moved);
  const afterReload = await cardBox(page, first);
  assert.ok(Math.abs(afterReload.width - resized.width) < 4 && Math.abs(afterReload.height - resized.height) < 4, 'the size is kept');
  assert.ok(moved.includes(second));
  await shot(page, 'reports-layout', true);
});

test('a transform runs on the server; an error shows its line under the Monaco editor', async () => {
  await page.getByRole('button', { name: 'Edit transform of Lead Sources' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transform: Lead Sources' });
  await dialog.waitFor();
  const editor = dialog.locator('.monaco-editor textarea');
  await editor.waitFor({ timeout: 30_000 });
  await editor.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('const top = rows.slice(0, 3);\nreturn top.map((row) => row.nothing.here);');
  await dialog.getByRole('button', { name: 'Apply transform' }).click();
  await dialog.getByTestId('transform-error').waitFor();
  assert.match(await dialog.getByTestId('transform-error').textContent(), /Line 2.*TypeError/);
  // Monaco keeps an empty minimap element when the minimap is off: it takes no room.
  const minimapWidth = await dialog.locator('.monaco-editor').evaluate((node) => node.querySelector('.minimap')?.getBoundingClientRect().width ?? 0);
  assert.equal(minimapWidth, 0, 'no minimap');
  await shot(page, 'reports-transform-error');

  await editor.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('return rows.slice(0, 3);');
  await dialog.getByRole('button', { name: 'Apply transform' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const card = page.getByRole('group', { name: 'Lead Sources chart' });
  await card.getByText('transform').waitFor();
  // Three bars are left, for every viewer: the stored rows say so.
  const { data } = await graphql('{ reports { id } }', {}, ada.token);
  const report = await graphql('query ($id: Int!) { report(id: $id) { cards { title data transform } } }', { id: data.reports[0].id }, ada.token);
  const lead = report.data.report.cards.find((c) => c.title === 'Lead Sources');
  assert.equal(lead.transform, 'return rows.slice(0, 3);');
  assert.equal(lead.data.length, 3);
  await shot(page, 'reports-transformed');
});

test('Export Dashboard downloads JSON (cards, queries, transforms, layout) and PNG; Print Report has a clean layout', async () => {
  await page.getByRole('button', { name: 'Export Dashboard' }).click();
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /JSON/ }).click()]);
  assert.equal(json.suggestedFilename(), 'sales-overview.json');
  const exported = JSON.parse(readFileSync(await json.path(), 'utf8'));
  assert.equal(exported.format, 'quarry-report');
  assert.equal(exported.cards.length, 4);
  const lead = exported.cards.find((card) => card.title === 'Lead Sources');
  assert.equal(lead.transform, 'return rows.slice(0, 3);');
  assert.match(lead.query.sql, /^SELECT/);
  assert.ok(exported.cards.every((card) => typeof card.layout.widthPercent === 'number' && typeof card.layout.position === 'number'));

  await page.getByRole('button', { name: 'Export Dashboard' }).click();
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /PNG/ }).click()]);
  assert.equal(png.suggestedFilename(), 'sales-overview.png');
  const bytes = readFileSync(await png.path());
  assert.equal(bytes.subarray(1, 4).toString(), 'PNG');

  // Import the JSON back as a new report.
  const original = new URL(page.url()).searchParams.get('report');
  await page.locator('input[type="file"]').setInputFiles(await json.path());
  await page.getByText('Report imported').waitFor();
  await page.waitForFunction((id) => new URL(location.href).searchParams.get('report') !== id, original);
  await page.waitForFunction(() => document.querySelectorAll('[data-card-id] [data-chart-type]').length === 4);
  assert.equal(await page.getByTestId('stat-Active reports').textContent(), '2');

  await page.emulateMedia({ media: 'print' });
  await shot(page, 'reports-print', true);
  await page.emulateMedia({ media: 'screen' });
});

test('a new insight arrives on the timeline in every open tab without a reload; follow-up, resolve, tags, dataLink', async () => {
  const first = await openAs(ada, '/dashboard?tab=timeline');
  const second = await openAs(ada, '/dashboard?tab=timeline');
  for (const p of [first, second]) await p.getByRole('heading', { name: 'Events' }).waitFor();
  // The demo's findings come in a few at a time; then an upload with a planted surge brings a new one.
  await first.getByTestId('thread').first().waitFor({ timeout: 30_000 });
  await shot(first, 'timeline-demo');

  const form = new FormData();
  form.set('name', 'Shop orders');
  form.append('files', new Blob([plantedOrdersCsv('2026-06-30')], { type: 'text/csv' }), 'orders.csv');
  const upload = await fetch(`${server.url}/api/v1/data-sources`, { method: 'POST', headers: { authorization: `Bearer ${ada.token}` }, body: form });
  assert.equal(upload.status, 201);

  const arrived = (p) => p.getByRole('article', { name: /^Number of orders up \d+% week over week$/ });
  await arrived(first).waitFor({ timeout: 30_000 });
  await arrived(second).waitFor({ timeout: 10_000 });
  assert.match(await arrived(first).locator('time').first().textContent(), /just now|secs? ago/);
  await shot(first, 'timeline-live');

  // Relative times move on by themselves.
  const stamp = arrived(first).locator('time').first();
  const earlier = await stamp.textContent();
  await first.waitForFunction((text) => document.querySelector('article[aria-label^="Number of orders up"] time')?.textContent !== text, earlier, { timeout: 5_000 });

  // A follow-up answered by the ask engine, then resolve.
  const thread = arrived(first);
  await thread.getByRole('button', { name: 'Follow up' }).click();
  await thread.getByRole('textbox', { name: /Follow-up question/ }).fill('number of orders by channel');
  await thread.getByRole('button', { name: 'Ask' }).click();
  await thread.getByText(/Number of orders by channel: 4 groups/).waitFor();
  await thread.getByRole('button', { name: 'Resolve' }).click();
  await thread.getByText('Resolved').waitFor();

  // Filter by a tag.
  await thread.getByRole('button', { name: 'Show threads tagged Shop orders' }).click();
  await first.waitForFunction(() => [...document.querySelectorAll('[data-testid="thread"]')].every((node) => node.textContent.includes('Shop orders')));
  await shot(first, 'timeline-thread', true);

  // The dataLink opens the reports tab with the query behind the message, ready to add.
  await thread.getByRole('link', { name: /Open the data behind/ }).first().click();
  await first.getByTestId('insight-preview').waitFor();
  await first.getByTestId('insight-preview').locator('[data-chart-type]').waitFor();
  await shot(first, 'reports-from-timeline');
  const before = await cards(first).count();
  await first.getByRole('button', { name: /^Add to / }).click();
  await first.getByTestId('insight-preview').waitFor({ state: 'hidden' });
  await first.waitForFunction((n) => document.querySelectorAll('[data-testid="report-card"]').length === n + 1, before);
  await first.context().close();
  await second.context().close();
});

test('reports and the timeline on a phone', async () => {
  const phone = await openAs(ada, '/dashboard?tab=reports', PHONE);
  const overflow = () => phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await phone.locator('[data-card-id] [data-chart-type]').first().waitFor();
  assert.ok((await overflow()) <= 1, 'the reports tab fits the phone');
  await shot(phone, 'reports-phone', true);
  await phone.goto(`${server.url}/dashboard?tab=timeline`);
  await phone.getByTestId('thread').first().waitFor();
  assert.ok((await overflow()) <= 1, 'the timeline fits the phone');
  await shot(phone, 'timeline-phone');
  await phone.context().close();
});

test('no request left localhost, and Monaco came from the app itself', () => {
  assert.deepEqual(foreignRequests, []);
  assert.ok(allRequests.some((url) => /editor\.api-[\w-]+\.js$/.test(url)), 'the editor chunk was loaded from the app');
  assert.ok(allRequests.length > 20);
});
