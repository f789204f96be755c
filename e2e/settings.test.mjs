import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot } from './support/browser.mjs';
import { startServer } from './support/server.mjs';
import { DESKTOP, PASSWORD, graphql, logInThroughForm, registerOverRest, shootBoth, uniqueEmail } from './support/account-pages.mjs';

let server;
let browser;
const files = mkdtempSync(path.join(tmpdir(), 'quarry-settings-'));
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b1f5d50000000049454e44ae426082', 'hex');

// The owner's account and the invited analyst's accept link, shared by the tests in order.
const owner = { email: uniqueEmail('owner'), password: PASSWORD, token: '' };
let analystLink = '';
const analystEmail = uniqueEmail('analyst');

before(async () => {
  server = await startServer({ env: { DEMO_DATA: 'false' } });
  browser = await launchBrowser();
  owner.token = await registerOverRest(server, { email: owner.email, first_name: 'Olivia', last_name: 'Owner' });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(email = owner.email, password = owner.password) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await logInThroughForm(page, server, email, password);
  return page;
}

async function openTab(page, name, route = '/settings') {
  await page.goto(`${server.url}${route}`);
  try {
    await page.getByRole('tab', { name }).click({ timeout: 15_000 });
  } catch (error) {
    await screenshot(page, `settings-failed-${name.toLowerCase()}`);
    throw error;
  }
}

test('Profile: fields, timezone, theme, switches and a picture; SPEC’s saved text and the server’s 413 and 415', async () => {
  const page = await signedInPage();
  await openTab(page, 'Profile');
  await page.getByLabel('First name').fill('Olive');
  await page.getByLabel('Timezone').first().click();
  await page.getByRole('option', { name: 'PST' }).click();
  await page.getByText('Light', { exact: true }).click();
  await page.getByLabel('Slack notifications').check({ force: true });
  const picture = path.join(files, 'me.png');
  writeFileSync(picture, PNG);
  await page.locator('input[type="file"]').setInputFiles(picture);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Settings saved successfully!').waitFor();
  const profile = await (await fetch(`${server.url}/api/v1/user/profile`, { headers: { authorization: `Bearer ${owner.token}` } })).json();
  assert.equal(profile.firstName, 'Olive');
  assert.equal(profile.timezone, 'PST');
  assert.equal(profile.theme, 'light');
  assert.equal(profile.notificationSlack, true);
  assert.match(profile.profilePictureUrl, /^\/files\//);
  await screenshot(page, 'settings-profile-light-desktop');
  await page.getByText('Dark', { exact: true }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Settings saved successfully!').waitFor();
  await shootBoth(browser, page, 'settings-profile', { prepare: async (phone) => phone.getByLabel('First name').waitFor() });

  const big = path.join(files, 'big.png');
  writeFileSync(big, Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]));
  await page.locator('input[type="file"]').setInputFiles(big);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('File size too large. Maximum 2MB allowed.').waitFor();
  const text = path.join(files, 'notes.png');
  writeFileSync(text, 'just some text');
  await page.locator('input[type="file"]').setInputFiles(text);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Unsupported file type. Please upload JPG, PNG, or GIF.').waitFor();
  await screenshot(page, 'settings-profile-error-desktop');
  await page.context().close();
});

test('Security: password change with the current password, sessions revoked, and a real API key shown once', async () => {
  const page = await signedInPage();
  // Another device, signed in through the API.
  const other = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' }, body: new URLSearchParams({ username: owner.email, password: owner.password }) });
  const otherToken = (await other.json()).access_token;
  await openTab(page, 'Security');
  await page.getByText('8 or more characters with letters, numbers and symbols.').waitFor();
  await page.getByText('This device').waitFor();
  const phoneSession = page.locator('[aria-label="Session Safari on iOS"]');
  await phoneSession.first().waitFor();
  await shootBoth(browser, page, 'settings-security', { prepare: async (phone) => phone.getByRole('tab', { name: 'Security' }).click() });
  await phoneSession.first().getByRole('button', { name: 'Revoke' }).click();
  await page.locator('[aria-label="Session Safari on iOS"]').waitFor({ state: 'detached' });
  assert.equal((await fetch(`${server.url}/api/v1/user/profile`, { headers: { authorization: `Bearer ${otherToken}` } })).status, 401);

  // API key: generated on the server, shown once, works as a bearer, revocable.
  await page.getByLabel('Key name').fill('Nightly sync');
  await page.getByRole('button', { name: 'Generate key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key generated!' });
  await dialog.waitFor();
  const key = (await dialog.getByLabel('New API key').textContent()).trim();
  assert.match(key, /^qry_[A-Za-z0-9_-]{43}$/);
  await screenshot(page, 'settings-api-key-desktop');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const team = await (await fetch(`${server.url}/api/v1/team`, { headers: { authorization: `Bearer ${key}` } })).json();
  assert.equal(team.your_role, 'OWNER');
  const overGraphql = await graphql(server, key, '{ me { email } }');
  assert.equal(overGraphql.body.data.me.email, owner.email);
  await page.reload();
  await page.getByRole('tab', { name: 'Security' }).click();
  const row = page.locator('[aria-label="API key Nightly sync"]');
  await row.getByText(/Last used (just now|\d+ min)/).waitFor();
  assert.equal(await row.getByText(key).count(), 0, 'the key is never shown again');
  await row.getByRole('button', { name: 'Revoke Nightly sync' }).click();
  await row.waitFor({ state: 'detached' });
  assert.equal((await fetch(`${server.url}/api/v1/team`, { headers: { authorization: `Bearer ${key}` } })).status, 401);

  // Password: the current one is required; the rule is enforced by the server.
  await page.getByLabel('Current password').fill('Wrong!pass99');
  await page.getByLabel(/^New password/).fill('Another!pass42');
  await page.getByLabel('Confirm new password').fill('Another!pass42');
  await page.getByRole('button', { name: 'Update password' }).click();
  await page.getByText('Your current password is not correct.').waitFor();
  await page.getByLabel('Current password').fill(owner.password);
  await page.getByLabel(/^New password/).fill('weakpassword');
  await page.getByLabel('Confirm new password').fill('weakpassword');
  await page.getByRole('button', { name: 'Update password' }).click();
  await page.getByText('Password must be at least 8 characters and include letters, numbers and symbols.').waitFor();
  await page.getByLabel(/^New password/).fill('Another!pass42');
  await page.getByLabel('Confirm new password').fill('Another!pass42');
  await page.getByRole('button', { name: 'Update password' }).click();
  await page.getByText(/^Password updated\./).waitFor();
  // The owner's first token (from registration) is another session: it ended with the old password.
  assert.equal((await fetch(`${server.url}/api/v1/user/profile`, { headers: { authorization: `Bearer ${owner.token}` } })).status, 401);
  owner.password = 'Another!pass42';
  const relogin = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', body: new URLSearchParams({ username: owner.email, password: owner.password }) });
  owner.token = (await relogin.json()).access_token;
  assert.ok(owner.token);
  await page.context().close();
});

test('Notifications: preferences persist', async () => {
  const page = await signedInPage();
  await openTab(page, 'Notifications');
  await page.getByLabel('Weekly digest').uncheck({ force: true });
  await page.getByLabel('Product updates').check({ force: true });
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await page.getByText('Settings saved successfully!').waitFor();
  await shootBoth(browser, page, 'settings-notifications', { prepare: async (phone) => phone.getByRole('tab', { name: 'Notifications' }).click() });
  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  assert.equal(await page.getByLabel('Weekly digest').isChecked(), false);
  assert.equal(await page.getByLabel('Product updates').isChecked(), true);
  await page.context().close();
});

test('Integrations: add an upload, test it, delete it; a database that cannot be reached says so', async () => {
  const page = await signedInPage();
  await openTab(page, 'Integrations');
  const csv = path.join(files, 'orders.csv');
  writeFileSync(csv, 'order_id,region,amount\n1,North,120.5\n2,South,80\n3,North,42\n');
  await page.getByLabel('Name').fill('Orders export');
  await page.locator('input[type="file"]').setInputFiles(csv);
  await page.getByRole('button', { name: 'Upload and add' }).click();
  await page.getByText('Orders export is ready with 1 table.').waitFor({ timeout: 60_000 });
  const source = page.locator('[aria-label="Data source Orders export"]');
  await source.getByText('Ready').waitFor();
  await source.getByRole('button', { name: 'Test Orders export' }).click();
  await source.getByText('Connected · 1 table · 3 rows').waitFor();
  await shootBoth(browser, page, 'settings-integrations', { prepare: async (phone) => phone.getByRole('tab', { name: 'Integrations' }).click() });

  await page.getByText('PostgreSQL', { exact: true }).click();
  await page.getByLabel('Host').fill('127.0.0.1');
  await page.getByRole('textbox', { name: 'Port' }).fill('1');
  await page.getByLabel(/^Database\b(?! password)/).fill('sales');
  await page.getByLabel('User').fill('reader');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByRole('alert').filter({ hasText: /refused|reach|connect/i }).waitFor({ timeout: 30_000 });
  await screenshot(page, 'settings-integrations-db-test-desktop');

  await source.getByRole('button', { name: 'Delete Orders export' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await source.waitFor({ state: 'detached' });
  await page.context().close();
});

test('Billing: the Pro plan at $99/month, manageable by the Owner', async () => {
  const page = await signedInPage();
  await openTab(page, 'Billing');
  await page.getByText('$99/month').waitFor();
  await page.getByRole('heading', { name: 'Pro' }).waitFor();
  await page.getByLabel('Billing email').fill('billing@acme-analytics.com');
  await page.getByRole('button', { name: 'Save billing email' }).click();
  await page.getByText('Settings saved successfully!').waitFor();
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await page.getByText('Ends at period end').waitFor();
  await shootBoth(browser, page, 'settings-billing', { prepare: async (phone) => phone.getByRole('tab', { name: 'Billing' }).click() });
  await page.getByRole('button', { name: 'Resume plan' }).click();
  await page.getByText('Active', { exact: true }).waitFor();
  await page.context().close();
});

test('Team: the permission table, and the Add Team Members modal with five rows', async () => {
  const page = await signedInPage();
  await openTab(page, 'Team');
  const table = page.getByRole('table', { name: 'Role permissions' });
  for (const capability of ['View Reports', 'Create Reports', 'Manage Data Sources', 'Invite Team Members', 'Manage Billing']) await table.getByText(capability).waitFor();
  await page.getByRole('button', { name: 'Add Team Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Team Members' });
  for (let row = 1; row <= 5; row += 1) await dialog.getByLabel(`Email ${row}`).waitFor();
  await dialog.getByLabel('Name 1').fill('Ana Analyst');
  await dialog.getByLabel('Email 1').fill(analystEmail);
  await dialog.getByLabel('Role 1').click();
  await page.getByRole('option', { name: 'analyst' }).click();
  await dialog.getByLabel('Name 2').fill('Vic Viewer');
  await dialog.getByLabel('Email 2').fill(uniqueEmail('viewer'));
  await dialog.getByLabel('Role 2').click();
  await page.getByRole('option', { name: 'viewer' }).click();
  await screenshot(page, 'settings-team-invite-desktop');
  await dialog.getByRole('button', { name: 'Send Invitations' }).click();
  await dialog.getByText('Invitations sent to team members!').waitFor();
  analystLink = (await dialog.getByLabel(`Accept link for ${analystEmail}`).textContent()).trim();
  assert.match(analystLink, /\/invite\/[A-Za-z0-9_-]{43}$/);
  await screenshot(page, 'settings-team-links-desktop');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByText('Pending').first().waitFor();
  await shootBoth(browser, page, 'settings-team', { prepare: async (phone) => phone.getByRole('tab', { name: 'Team' }).click() });
  await page.context().close();
});

test('an invited analyst joins, can create work but cannot invite or see billing; the Owner changes roles and cannot be removed', async () => {
  assert.ok(analystLink, 'the Team test made the invitation');
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(analystLink);
  await page.getByRole('heading', { name: /^Join / }).waitFor();
  await page.getByText('Analyst', { exact: true }).waitFor();
  assert.equal(await page.getByLabel('First name').inputValue(), 'Ana');
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await shootBoth(browser, page, 'invite-accept', { prepare: async (phone) => phone.getByLabel('Choose a password').waitFor() });
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await page.waitForURL('**/setup-wizard');
  // Analysts cannot add data sources, so the wizard only shows the team's.
  await page.getByText('Your team’s Owner and Admins manage data sources.').waitFor();

  await page.goto(`${server.url}/settings`);
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByLabel('Your role: Analyst').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Add Team Members' }).count(), 0, 'no invite button');
  assert.equal(await page.getByRole('tab', { name: 'Billing' }).count(), 0, 'no billing tab');
  await page.getByText('Only the Owner and Admins can invite people or change roles.').waitFor();
  await shootBoth(browser, page, 'settings-team-analyst', { prepare: async (phone) => phone.getByRole('tab', { name: 'Team' }).click() });
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await page.getByText('Only the Owner and Admins can add, test or remove data sources.').waitFor();

  // The server agrees: the analyst may create work, may not invite, may not see billing.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const permissions = await graphql(server, token, '{ team { yourRole yourPermissions } }');
  assert.equal(permissions.body.data.team.yourRole, 'ANALYST');
  assert.ok(permissions.body.data.team.yourPermissions.includes('CREATE_REPORTS'));
  const report = await graphql(server, token, 'mutation { createReport(name: "Q3 pipeline") { id name } }');
  assert.equal(report.body.data?.createReport.name, 'Q3 pipeline', JSON.stringify(report.body.errors));
  const created = await fetch(`${server.url}/api/v1/projects/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ name: 'Q3 pipeline project' }) });
  assert.equal(created.status, 201);
  const invite = await graphql(server, token, 'mutation { inviteTeamMembers(input: { invites: [{ email: "x@acme-analytics.com", role: VIEWER }] }) { acceptUrl } }');
  assert.equal(invite.body.errors[0].extensions.code, 'FORBIDDEN');
  assert.equal((await fetch(`${server.url}/api/v1/billing`, { headers: { authorization: `Bearer ${token}` } })).status, 403);
  await context.close();

  // The Owner sees the new member, changes the role, and finds no way to remove or demote the Owner.
  const ownerPage = await signedInPage();
  await openTab(ownerPage, 'Team', '/settings2');
  const role = ownerPage.locator('input[aria-label="Role of Ana Analyst"]');
  await role.click();
  await ownerPage.getByRole('option', { name: 'Viewer' }).click();
  await ownerPage.waitForFunction(() => document.querySelector('input[aria-label="Role of Ana Analyst"]')?.value === 'Viewer');
  assert.equal(await ownerPage.getByLabel('Actions for Olive Owner').count(), 0, 'the Owner row has no remove action');
  await shootBoth(browser, ownerPage, 'settings2-team', { prepare: async (phone) => phone.getByRole('tab', { name: 'Team' }).click() });
  const after = await graphql(server, token, '{ team { yourRole } }');
  assert.equal(after.body.data.team.yourRole, 'VIEWER');
  const refused = await graphql(server, token, 'mutation { createReport(name: "Not allowed") { id } }');
  assert.equal(refused.body.errors[0].extensions.code, 'FORBIDDEN', 'a Viewer cannot create reports');
  await ownerPage.context().close();
});

test('/settings2 shows the same tabs down the side', async () => {
  const page = await signedInPage();
  await page.goto(`${server.url}/settings2`);
  for (const name of ['Profile', 'Security', 'Notifications', 'Team', 'Integrations', 'Billing']) await page.getByRole('tab', { name }).waitFor();
  await page.getByLabel('First name').waitFor();
  await shootBoth(browser, page, 'settings2-profile', { prepare: async (phone) => phone.getByLabel('First name').waitFor() });
  await page.context().close();
});
