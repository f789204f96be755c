// The signed-in dashboard (/dashboard) in Chromium against the built server with the demo data, offline: chat with
// typed-out thinking and charts, a follow-up with memory, an upload with progress, the explorer's filters, saved views
// and CSV export, the hub tooltip, the early-access popup, and screenshots of every tab on desktop and phone.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { graphqlAt, registerUserAt } from './support/accounts.mjs';
import { artifactsDir, launchBrowser } from './support/browser.mjs';
import { startServer } from './support/server.mjs';
import { datasetsDir } from './support/datasets.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TABS = ['chat', 'integrations', 'profiles', 'explorer', 'reports', 'insights', 'timeline', 'pulse'];
const northwind = path.join(datasetsDir, 'northwind');

let server;
let browser;
let ada;
let page;
const foreignRequests = [];

const graphql = (query, variables, token) => graphqlAt(server.url, query, variables, token);
const registerUser = (firstName) => registerUserAt(server.url, firstName);

/** The demo source is installed in the background on first start; questions wait for it. */
async function waitForDemo(token) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { data } = await graphql('{ dataSources { name status } }', {}, token);
    if (data?.dataSources?.some((source) => source.status === 'READY')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo source was not ready in time');
}

async function openAs(user, url = '/dashboard', viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const newPage = await context.newPage();
  newPage.setDefaultTimeout(15_000);
  newPage.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) foreignRequests.push(request.url());
  });
  newPage.on('pageerror', (error) => console.error('page error:', error.message));
  await newPage.goto(`${server.url}/login`);
  await newPage.evaluate(({ token, user: stored }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('subscribed', 'false');
  }, user);
  await newPage.goto(`${server.url}${url}`);
  return newPage;
}

async function shot(p, name) {
  await p.waitForTimeout(400);
  await p.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

/** Picks an option of a Mantine Select by its label. */
async function choose(p, label, option) {
  await p.locator('input').and(p.getByLabel(label, { exact: true })).first().click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

const aiMessages = (p) => p.locator('[data-message="ai"]');

before(async () => {
  server = await startServer({ env: { DEMO_DATA: 'true' } });
  browser = await launchBrowser();
  ada = await registerUser('Ada');
  await waitForDemo(ada.token);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the early-access popup shows on load, and once closed it stays away', async () => {
  page = await openAs(ada);
  const popup = page.getByRole('dialog', { name: 'Early access' });
  await popup.waitFor();
  await shot(page, 'dashboard-popup');
  await popup.getByRole('button', { name: 'Not now' }).click();
  await popup.waitFor({ state: 'hidden' });
  await page.waitForTimeout(500);
  await page.reload();
  await page.getByRole('heading', { name: 'What do you want to work on today?' }).waitFor();
  await page.waitForTimeout(1_000);
  assert.equal(await page.getByRole('dialog', { name: 'Early access' }).count(), 0);
});

test('chat: the thinking types out, then the answer with a line chart; a follow-up with memory on', async () => {
  // The welcome state: heading, one input and Send; blank sends do nothing.
  await page.getByRole('heading', { name: 'What do you want to work on today?' }).waitFor();
  const input = page.getByRole('textbox', { name: 'Message' });
  assert.equal(await input.getAttribute('placeholder'), 'Type your message...');
  await input.fill('   ');
  await page.getByRole('button', { name: 'Send' }).click();
  assert.equal(await page.locator('[data-message]').count(), 0);

  await input.fill('total revenue by month');
  await page.getByRole('button', { name: 'Send' }).click();
  // While pending: input and button disabled, the button reads Thinking...
  const thinkingButton = page.getByRole('button', { name: 'Thinking...' });
  await thinkingButton.waitFor();
  assert.equal(await thinkingButton.isDisabled(), true);
  assert.equal(await page.getByRole('textbox', { name: 'Message' }).isDisabled(), true);
  // The thinking text grows character by character.
  const thinking = page.locator('[data-thinking-text]').first();
  await thinking.waitFor();
  const early = (await thinking.textContent()).length;
  await page.waitForTimeout(250);
  const later = (await thinking.textContent()).length;
  assert.ok(later > early, `thinking grew from ${early} to ${later} characters`);
  await page.getByText('Source: Demo CRM & Sales.').waitFor();

  const first = aiMessages(page).first();
  await first.locator('[data-chart-type="line"]').waitFor({ timeout: 30_000 });
  assert.match(await first.textContent(), /Revenue by month: \d+ periods/);
  await page.getByRole('button', { name: 'Send' }).waitFor();
  await shot(page, 'dashboard-chat-answer');

  // Follow-up with memory on: the previous question is refined to the last year.
  assert.equal(await page.getByRole('button', { name: 'Memory On' }).getAttribute('aria-pressed'), 'true');
  await page.getByRole('textbox', { name: 'Message' }).fill('only last year');
  await page.getByRole('button', { name: 'Send' }).click();
  const second = aiMessages(page).nth(1);
  await second.locator('[data-chart-type="line"]').waitFor({ timeout: 30_000 });
  assert.match(await second.textContent(), /Revenue by month \(.*last.*year.*\): 1[23] periods/);

  // The SQL sits in a fold.
  await second.getByRole('button', { name: 'SQL' }).click();
  await second.getByText(/SELECT/).first().waitFor();
});

test('chat: a word the data does not know is shown plainly, and no numbers are', async () => {
  await page.getByRole('button', { name: 'Send' }).waitFor();
  const before = await aiMessages(page).count();
  await page.getByRole('textbox', { name: 'Message' }).fill('How many deals in Germany that like jazz?');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForFunction((count) => document.querySelectorAll('[data-message="ai"]').length > count, before, { timeout: 30_000 });
  const reply = aiMessages(page).last();
  const unknown = reply.getByRole('group', { name: 'Words not understood' });
  await unknown.waitFor({ timeout: 30_000 });
  assert.match(await unknown.textContent(), /Not understood:\s*“jazz”/);
  assert.ok(['clarification', 'declined'].includes(await reply.getAttribute('data-status')), 'the answer is a question back or a decline');
  await page.getByRole('button', { name: 'Send' }).waitFor();
  // Nothing was counted: no figure, no rows, no chart, and no number anywhere in the reply.
  assert.equal(await reply.getByLabel('Answer figure').count(), 0);
  assert.equal(await reply.getByRole('table', { name: 'Answer rows' }).count(), 0);
  assert.equal(await reply.locator('[data-chart-type]').count(), 0);
  assert.doesNotMatch(await reply.textContent(), /\d/);
  await reply.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-chat-not-understood');
});

test('upload Northwind with a progress bar, pick it, and ask how many orders went to Brazil', async () => {
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload data' });
  await dialog.waitFor();
  const files = readdirSync(northwind).filter((file) => file.endsWith('.csv')).map((file) => path.join(northwind, file));
  await dialog.locator('input[type="file"]').setInputFiles(files);
  await dialog.getByRole('textbox', { name: 'Source name' }).fill('Northwind');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await dialog.getByRole('progressbar').waitFor({ timeout: 10_000 });
  await shot(page, 'dashboard-upload-progress');
  await dialog.waitFor({ state: 'hidden', timeout: 60_000 });

  await choose(page, 'Data source', 'All Sources');
  await choose(page, 'Data source', 'Northwind');
  await page.getByRole('textbox', { name: 'Message' }).fill('How many orders were shipped to Brazil?');
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = aiMessages(page).last();
  await answer.getByLabel('Answer figure').waitFor({ timeout: 30_000 });
  assert.equal(await answer.getByLabel('Answer figure').textContent(), '83');
  await shot(page, 'dashboard-chat-northwind');

  // Favorites keep the question on the server and put it back in the input.
  await page.getByRole('button', { name: 'Send' }).waitFor();
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Save current question' }).click();
  await page.getByText('Saved to favorites.').waitFor();
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await page.getByRole('menuitem', { name: /How many orders were shipped to Brazil\?/ }).click();
  assert.equal(await page.getByRole('textbox', { name: 'Message' }).inputValue(), 'How many orders were shipped to Brazil?');

  // Enhance rewrites the typed question with the catalog's names.
  await page.getByRole('textbox', { name: 'Message' }).fill('revenue per month');
  await page.getByRole('button', { name: 'Enhance' }).click();
  await page.getByText('Question enhanced').waitFor();
  assert.notEqual(await page.getByRole('textbox', { name: 'Message' }).inputValue(), 'revenue per month');

  // The transcript downloads the conversation as Markdown.
  const [transcript] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Transcript' }).click()]);
  assert.match(transcript.suggestedFilename(), /^quarry-chat-\d{4}-\d{2}-\d{2}\.md$/);
  const markdown = readFileSync(await transcript.path(), 'utf8');
  assert.match(markdown, /\*\*You:\*\* total revenue by month/);
  assert.match(markdown, /\*\*Assistant:\*\* .*\*\*83\*\*/);
});

test('explorer: filter by Source and Status, save a view, export the filtered rows as CSV', async () => {
  await page.getByRole('tab', { name: 'Explorer' }).click();
  assert.match(page.url(), /tab=explorer/);
  await page.getByRole('heading', { name: 'Data explorer' }).waitFor();
  await choose(page, 'Explorer source', 'Demo CRM & Sales');
  await choose(page, 'Explorer table', 'leads');
  await page.getByRole('table', { name: 'leads rows' }).waitFor();
  await choose(page, 'Source', 'Web');
  await choose(page, 'Status', 'Converted');
  await page.getByText('lead source: Web').waitFor();
  // The table shows only converted web leads once the filtered page has loaded.
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('table[aria-label="leads rows"] tbody tr')];
    return rows.length > 0 && rows.every((row) => row.textContent.includes('Converted') && row.textContent.includes('Web'));
  });
  const matching = Number((await page.getByText(/^[\d,]+ matching rows$/).textContent()).replace(/[^\d]/g, ''));
  assert.ok(matching > 0);

  // An empty name saves nothing; a named view is kept on the server.
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.getByRole('dialog', { name: 'Save view' }).getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(300);
  assert.equal(await page.getByText('none yet').count(), 1);
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.getByRole('textbox', { name: 'View name' }).fill('Converted web leads');
  await page.getByRole('dialog', { name: 'Save view' }).getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Converted web leads', exact: true }).waitFor();
  await shot(page, 'dashboard-explorer');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  assert.equal(download.suggestedFilename(), 'leads.csv');
  const text = readFileSync(await download.path(), 'utf8').trim();
  const [header, ...rows] = text.split('\r\n');
  assert.equal(header, 'lead_id,created_date,lead_source,campaign_id,customer_id,status,converted_date');
  assert.equal(rows.length, matching);
  assert.ok(rows.every((row) => row.split(',')[2] === 'Web' && row.split(',')[5] === 'Converted'));

  // The view survives a reload and applies its filters.
  await page.reload();
  await choose(page, 'Explorer table', 'leads');
  await page.getByRole('button', { name: 'Converted web leads', exact: true }).click();
  await page.getByText('status: Converted').waitFor();
});

test('integrations: hovering a hub node shows its card with the real state', async () => {
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await page.getByText('ACTIVE INTEGRATIONS').waitFor();
  await page.getByRole('complementary', { name: 'Workspace metrics' }).getByText('Questions asked').waitFor();
  await page.locator('[data-node="crm-sales"]').hover();
  const card = page.locator('[data-hub-tooltip="crm-sales"]');
  await card.waitFor();
  assert.match(await card.textContent(), /Sales CRM.*Connected.*Demo CRM & Sales/s);
  const box = await card.boundingBox();
  assert.equal(Math.round(box.width), 350);
  await shot(page, 'dashboard-hub-tooltip');
  await page.locator('[data-node="document"]').hover();
  assert.match(await page.locator('[data-hub-tooltip="document"]').textContent(), /Disconnected/);
  // SPEC's spelling of the key, and an unknown key, both show the integrations view.
  await page.goto(`${server.url}/dashboard?tab=intergrations`);
  await page.getByText('ACTIVE INTEGRATIONS').waitFor();
  await page.goto(`${server.url}/dashboard?tab=nowhere`);
  await page.getByText('ACTIVE INTEGRATIONS').waitFor();
  await page.goBack();
  await page.getByText('ACTIVE INTEGRATIONS').waitFor();
});

test('the subscribe popup: Subscribing..., subscribed, then never again; without a token it sends to /login', async () => {
  const bob = await registerUser('Bob');
  const bobPage = await openAs(bob);
  await bobPage.route('**/api/v1/subscribe', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const popup = bobPage.getByRole('dialog', { name: 'Early access' });
  await popup.waitFor();
  await popup.getByRole('button', { name: 'Subscribe' }).click();
  const busy = popup.getByRole('button', { name: 'Subscribing...' });
  await busy.waitFor();
  assert.equal(await busy.isDisabled(), true);
  await bobPage.getByText('Thanks for subscribing!').waitFor();
  await bobPage.getByRole('button', { name: 'Done' }).click();
  await bobPage.evaluate(() => localStorage.removeItem('subscribed'));
  await bobPage.reload();
  await bobPage.getByRole('heading', { name: 'What do you want to work on today?' }).waitFor();
  await bobPage.waitForTimeout(1_000);
  assert.equal(await bobPage.getByRole('dialog', { name: 'Early access' }).count(), 0);
  const { data } = await graphql('{ me { subscribedToUpdates } }', {}, bob.token);
  assert.equal(data.me.subscribedToUpdates, true);

  // A server failure shows its detail; signed out, the popup asks to log in first.
  const carol = await registerUser('Carol');
  const carolPage = await openAs(carol);
  const alerts = [];
  carolPage.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await carolPage.route('**/api/v1/subscribe', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Mail is down' }) }));
  const carolPopup = carolPage.getByRole('dialog', { name: 'Early access' });
  await carolPopup.waitFor();
  await carolPopup.getByRole('button', { name: 'Subscribe' }).click();
  await carolPage.waitForFunction(() => true);
  await carolPopup.getByRole('button', { name: 'Subscribe' }).waitFor();
  assert.deepEqual(alerts, ['Mail is down']);
  await carolPage.evaluate(() => localStorage.removeItem('token'));
  await carolPopup.getByRole('button', { name: 'Subscribe' }).click();
  await carolPage.waitForURL(/\/login$/);
  assert.deepEqual(alerts, ['Mail is down', 'Please login to subscribe']);
  await bobPage.context().close();
  await carolPage.context().close();
});

test('profile menu: Settings opens the settings page, Logout goes to /login', async () => {
  const eve = await registerUser('Eve');
  const evePage = await openAs(eve, '/dashboard?tab=pulse');
  await evePage.getByRole('dialog', { name: 'Early access' }).getByRole('button', { name: 'Not now' }).click();
  await evePage.getByRole('dialog', { name: 'Early access' }).waitFor({ state: 'hidden' });
  await evePage.getByRole('button', { name: 'Profile menu' }).click();
  await evePage.getByRole('menuitem', { name: 'Settings' }).click();
  await evePage.waitForURL(/\/settings$/);
  await evePage.goto(`${server.url}/dashboard?tab=pulse`);
  await evePage.getByRole('button', { name: 'Profile menu' }).click();
  await evePage.getByRole('menuitem', { name: 'Profile' }).click();
  await evePage.waitForURL(/\/settings\?tab=profile$/);
  await evePage.goto(`${server.url}/dashboard?tab=pulse`);
  await evePage.getByRole('button', { name: 'Profile menu' }).click();
  await evePage.getByRole('menuitem', { name: 'Logout' }).click();
  await evePage.waitForURL(/\/login$/);
  assert.equal(await evePage.evaluate(() => localStorage.getItem('token')), null);
  await evePage.context().close();
});

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  test(`every tab looks deliberate on ${label} (${viewport.width}×${viewport.height}), without horizontal overflow`, async () => {
    const view = await openAs(ada, '/dashboard', viewport);
    for (const tab of TABS) {
      await view.goto(`${server.url}/dashboard?tab=${tab}`);
      await view.locator(`main[data-tab="${tab}"]`).waitFor();
      await view.waitForLoadState('networkidle');
      if (tab === 'profiles') await view.getByRole('region', { name: 'Predictive Metrics' }).waitFor({ timeout: 20_000 });
      if (tab === 'pulse') await view.getByRole('region', { name: 'Financial' }).waitFor({ timeout: 20_000 });
      if (tab === 'explorer') await view.getByRole('table').first().waitFor();
      const overflow = await view.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      // Reports and timeline are issue 8's tabs, checked by its own suite.
      if (!['reports', 'timeline'].includes(tab)) assert.ok(overflow <= 1, `${tab} overflows by ${overflow}px on ${label}`);
      await shot(view, `dashboard-${label}-${tab}`);
      if (tab === 'chat') {
        await view.getByRole('textbox', { name: 'Message' }).fill('top 5 products by revenue');
        await view.getByRole('button', { name: 'Send' }).click();
        await view
          .locator('[data-message="ai"] [data-chart-type="bar"]')
          .waitFor({ timeout: 30_000 })
          .catch(async (error) => {
            await shot(view, `dashboard-${label}-chat-failed`);
            console.error('last reply:', await view.locator('[data-message]').last().textContent().catch(() => '(none)'));
            throw error;
          });
        await view.getByRole('button', { name: 'Send' }).waitFor();
        const chatOverflow = await view.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(chatOverflow <= 1, `the conversation overflows by ${chatOverflow}px on ${label}`);
        await shot(view, `dashboard-${label}-chat-conversation`);
      }
    }
    await view.goto(`${server.url}/d2?tab=pulse`);
    await view.getByRole('region', { name: 'Financial' }).waitFor({ timeout: 20_000 });
    await shot(view, `dashboard-${label}-d2`);
    await view.goto(`${server.url}/TestGraphPage`);
    await view.getByText('ACTIVE INTEGRATIONS').waitFor();
    await shot(view, `dashboard-${label}-testgraph`);
    await view.context().close();
  });
}

test('light theme is kept in the profile', async () => {
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole('textbox', { name: 'Message' }).fill('How many customers do we have?');
  await page.getByRole('button', { name: 'Send' }).click();
  await aiMessages(page).first().waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitem', { name: 'Light' }).click();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'light');
  await page.waitForTimeout(500);
  const { data } = await graphql('{ me { theme } }', {}, ada.token);
  assert.equal(data.me.theme, 'light');
  await shot(page, 'dashboard-light-chat');
  await page.goto(`${server.url}/dashboard?tab=pulse`);
  await page.getByRole('region', { name: 'Financial' }).waitFor({ timeout: 20_000 });
  await shot(page, 'dashboard-light-pulse');
});

test('no request left the machine', () => {
  assert.deepEqual(foreignRequests, []);
});
