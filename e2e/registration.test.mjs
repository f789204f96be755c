import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot } from './support/browser.mjs';
import { startServer } from './support/server.mjs';
import { DESKTOP, PASSWORD, graphql, newTrackedPage, registerOverRest, shootBoth, uniqueEmail, waitForReadySources } from './support/account-pages.mjs';

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

const newPage = (viewport = DESKTOP) => newTrackedPage(browser, foreignRequests, viewport);

test('the public pages: home with every section and call to action, and the short pages with stored forms', async () => {
  const page = await newPage();
  await page.goto(`${server.url}/home`);
  await page.getByRole('heading', { name: /Ask your business data/ }).waitFor();
  for (const heading of ['It learns your business, not just your tables', 'Simple plans that grow with you', 'Your data never trains anyone else’s model', 'Built for the teams that live in their data', 'From a laptop to a cluster', '98.7% accuracy in 30 days', 'Questions, answered']) {
    await page.getByRole('heading', { name: heading }).waitFor();
  }
  for (const cta of ['Request Demo', 'View Dashboard', 'Schedule Demo', 'Compare Plans']) assert.ok((await page.getByRole('link', { name: cta }).count()) > 0, cta);
  for (const tier of ['Starter', 'Professional', 'Enterprise']) await page.getByRole('heading', { name: tier }).first().waitFor();
  await page.getByText('Most popular').first().waitFor();
  await page.getByRole('img', { name: /sidebar, metrics panel and bottom bar/ }).waitFor();
  await shootBoth(browser, page, 'home');

  // The newsletter box really subscribes: confirmed, de-duplicated, validated.
  const email = uniqueEmail('news');
  const box = page.getByLabel('Email for the newsletter');
  await box.fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText('Thanks for subscribing! Look out for our next update.').waitFor();
  await box.fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText('You’re already subscribed. Thanks for reading!').waitFor();
  await box.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText('Please enter a valid email address.').waitFor();
  await screenshot(page, 'home-newsletter');

  const pages = { solutions: 'One assistant for every team', demo: 'See Quarry on your own questions', cases: 'How teams use Quarry', contact: 'Talk to us', docs: 'Getting started', metrics: 'Quarry by the numbers', integrations: 'Bring the data you already have', privacy: 'Privacy policy', terms: 'Terms of service' };
  for (const [path, heading] of Object.entries(pages)) {
    await page.goto(`${server.url}/${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await shootBoth(browser, page, `page-${path}`);
  }

  // /demo and /contact store what is sent.
  await page.goto(`${server.url}/demo`);
  await page.getByLabel('Name').fill('Dana Demo');
  await page.getByLabel('Work email').fill(uniqueEmail('demo'));
  await page.getByLabel('Company').fill('Acme');
  await page.getByLabel('What would you like to see?').fill('Revenue questions for a team of 5.');
  await page.getByRole('button', { name: 'Request demo' }).click();
  await page.getByText(/Your demo request is in/).waitFor();
  await page.goto(`${server.url}/contact`);
  await page.getByLabel('Name').fill('Cai Contact');
  await page.getByLabel('Work email').fill(uniqueEmail('contact'));
  await page.getByLabel('Message').fill('Do you support MySQL 8?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText(/Thanks for your message/).waitFor();
  await screenshot(page, 'page-contact-sent');

  // /features and /pricing stay behind sign-in.
  await page.goto(`${server.url}/pricing`);
  await page.waitForURL('**/login');
  await page.context().close();
});

test('login: Google and GitHub disabled with a tooltip; a 200 without a token is refused with SPEC’s text', async () => {
  const page = await newPage();
  await page.goto(`${server.url}/login`);
  const google = page.getByRole('button', { name: 'Google' });
  assert.equal(await google.getAttribute('aria-disabled'), 'true');
  await google.hover();
  await page.getByRole('tooltip').getByText('Not configured on this server').waitFor();
  await page.getByRole('link', { name: 'Quarry home' }).waitFor();
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON();
    if (body?.operationName === 'Login') {
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { login: { __typename: 'AuthPayload', token: '', subscribedToUpdates: false, user: null } } }) });
    } else await route.continue();
  });
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Login failed: No access token received.').waitFor();
  await screenshot(page, 'login-no-token');
  await page.context().close();
});

test('home question → simple registration (4-step indicator) → wizard: demo data, goals with suggestions, suggested questions', async () => {
  const page = await newPage();
  await page.goto(`${server.url}/home`);
  await page.getByLabel('Ask a question about your data').fill('How many leads by lead source?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await page.waitForURL('**/register');
  await page.getByText('“How many leads by lead source?” will be answered as soon as your account is ready.').waitFor();
  for (const step of ['Email & Password', 'Setup', 'Goals', 'Finish']) await page.getByText(step, { exact: true }).first().waitFor();
  await shootBoth(browser, page, 'register-simple');

  const email = uniqueEmail('simple');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/setup-wizard');
  await page.getByRole('heading', { name: 'Connect your data' }).waitFor();
  await page.getByRole('radio', { name: /Keep the demo data/ }).waitFor();
  await page.getByRole('radio', { name: /Add my own data/ }).click();
  await page.getByRole('button', { name: 'Upload and add' }).waitFor();
  await shootBoth(browser, page, 'wizard-data', { prepare: async (phone) => phone.getByRole('heading', { name: 'Connect your data' }).waitFor() });
  await page.getByRole('radio', { name: /Keep the demo data/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  const finish = page.getByRole('button', { name: 'Finish Setup' });
  const goals = page.getByLabel('What do you want to achieve with Quarry?');
  await goals.waitFor();
  assert.equal(await finish.isDisabled(), true, 'Finish is disabled while the goal is empty');
  await goals.fill('   ');
  assert.equal(await finish.isDisabled(), true, 'Finish is disabled for blank text');
  for (const suggestion of ['optimize marketing performance', 'sales data insights', 'automate reporting', 'lead generation', 'customer feedback', 'product performance']) {
    await page.getByText(suggestion, { exact: true }).waitFor();
  }
  await page.getByText('lead generation', { exact: true }).click();
  await page.getByText('optimize marketing performance', { exact: true }).click();
  assert.equal(await goals.inputValue(), 'lead generation, optimize marketing performance');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('heading', { name: 'Connect your data' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await goals.fill('lead generation, optimize marketing performance');
  assert.equal(await finish.isDisabled(), false);
  await screenshot(page, 'wizard-goals-desktop');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await waitForReadySources(server, token);
  await goals.press('Enter');
  await page.getByRole('heading', { name: 'You’re all set!' }).waitFor();
  await page.getByText('“How many leads by lead source?”').waitFor();
  const suggestions = page.getByRole('link').filter({ hasText: /lead|campaign/i });
  await suggestions.first().waitFor();
  await screenshot(page, 'wizard-finish-desktop');
  const saved = await graphql(server, token, '{ me { goals setupCompletedAt } suggestedQuestions(limit: 3) { question theme } }');
  assert.equal(saved.body.data.me.goals, 'lead generation, optimize marketing performance');
  assert.ok(saved.body.data.me.setupCompletedAt);
  assert.ok(['marketing', 'leads'].includes(saved.body.data.suggestedQuestions[0].theme));
  const ask = page.getByRole('link', { name: 'Ask it now' });
  assert.match(await ask.getAttribute('href'), /\/dashboard\?ask=How%20many%20leads%20by%20lead%20source%3F/);
  // Both spellings of the wizard path work.
  await page.goto(`${server.url}/setupwizard`);
  await page.getByRole('heading', { name: 'Set up your workspace' }).waitFor();

  // Signed in, the features and pricing pages open.
  await page.goto(`${server.url}/features`);
  await page.getByRole('heading', { name: 'Six things Quarry does for you' }).waitFor();
  for (const feature of ['Chat with your data', 'Connect every source', 'Reports that update', 'Insights on a timeline', 'Private by design', 'Built for teams']) {
    await page.getByRole('heading', { name: feature }).waitFor();
  }
  for (const link of ['Solutions', 'Register', 'Login', 'Demo', 'Customer stories', 'Contact']) assert.ok((await page.getByRole('link', { name: link, exact: true }).count()) > 0, link);
  await shootBoth(browser, page, 'features');
  await page.goto(`${server.url}/pricing`);
  await page.getByRole('heading', { name: 'Enterprise capabilities' }).waitFor();
  await page.getByText('$49').waitFor();
  await page.getByText('Custom').first().waitFor();
  await shootBoth(browser, page, 'pricing');
  await page.context().close();
});

test('3-step registration: SPEC’s step messages, Back and Continue, Create Account, and the failure text', async () => {
  const page = await newPage();
  await page.goto(`${server.url}/register2`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Please enter a username.').waitFor();
  await page.getByLabel('Username').fill(`ada${Date.now()}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Your industry').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Please complete all fields.').waitFor();
  await page.getByRole('radio', { name: 'Finance' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company').fill('Analytical Engines');
  await page.getByLabel('Position').fill('Analyst');
  await shootBoth(browser, page, 'register2-step2', {
    prepare: async (phone) => {
      await phone.getByLabel('Username').fill('someone');
      await phone.getByRole('button', { name: 'Continue' }).click();
      await phone.getByText('Your industry').waitFor();
    },
  });
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Username').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  assert.equal(await page.getByLabel('First name').inputValue(), 'Ada', 'values survive Back');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('three'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('Different!123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Passwords do not match.').waitFor();
  await page.getByLabel('Confirm password').fill(PASSWORD);

  // A failed request shows the 3-step variant's own text.
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'Register') await route.abort('failed');
    else await route.continue();
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Registration failed. Try again.').waitFor();
  await screenshot(page, 'register2-failed-desktop');
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/setup-wizard');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await graphql(server, token, '{ me { username avatar firstName company position } }');
  assert.equal(me.body.data.me.avatar, 'Finance');
  assert.equal(me.body.data.me.company, 'Analytical Engines');
  await page.context().close();
});

async function answer(page, text) {
  const input = page.getByLabel(/Your answer|Password/);
  await input.fill(text);
  const started = Date.now();
  const lines = await page.locator('[role="log"] > div').count();
  await page.getByRole('button', { name: 'Send' }).click();
  // The user's line appears at once; the reply only after SPEC's 800 ms.
  await page.waitForFunction((count) => document.querySelectorAll('[role="log"] > div').length > count + 1 && !document.querySelector('[role="log"]')?.textContent?.includes('quarry is typing'), lines, { timeout: 10_000 });
  return Date.now() - started;
}

test('chat registration: eight questions, the four verdicts, lower-cased answers, summary, yes, password, then the wizard', async () => {
  const page = await newPage();
  await page.goto(`${server.url}/register?variant=chat`);
  const log = page.getByRole('log', { name: 'Registration chat' });
  await log.getByText("What's your first name?").waitFor();
  const send = page.getByRole('button', { name: 'Send' });
  assert.equal(await send.isDisabled(), true, 'Send is disabled for empty input');
  await page.getByLabel('Your answer').fill('   ');
  assert.equal(await send.isDisabled(), true, 'and for blank input');

  // fake: reply and repeat the question.
  const elapsed = await answer(page, 'asdfgh');
  assert.ok(elapsed >= 800, `the reply waited ${elapsed} ms`);
  await log.getByText('That looks like random typing.').waitFor();
  await answer(page, 'ADA');
  await log.getByText('Nice to meet you, Ada!').waitFor();
  assert.ok((await log.locator('div', { hasText: /^ada$/ }).count()) > 0, 'the answer is shown lower-cased');
  await answer(page, 'Lovelace');
  await answer(page, 'Analytical Engines');
  await answer(page, 'Data Lead');
  // maybe_fake: reply and ask again.
  await answer(page, 'ada@gmial.com');
  await log.getByText('Did you mean ada@gmail.com? Please type your email address again.').waitFor();
  // maybe_real: anything but confirm asks again; confirm accepts.
  const chatEmail = `info@acme${Date.now()}.com`;
  await answer(page, chatEmail);
  await log.getByText(/If that's right, type confirm/).first().waitFor();
  await answer(page, 'nope');
  await answer(page, chatEmail);
  await answer(page, 'confirm');
  await log.getByText('Got it.').waitFor();
  await answer(page, '+44 20 7946 0958');
  await answer(page, 'no');
  await answer(page, 'yes');
  await log.getByText(/Here's what I have:/).waitFor();
  await log.getByText('Is everything correct? Please answer yes or no.').waitFor();
  await screenshot(page, 'register-chat-summary-desktop');
  await answer(page, 'yes');
  await log.getByText(/Last step: choose a password/).waitFor();
  await answer(page, 'weak');
  await log.getByText('Password must be at least 8 characters and include letters, numbers and symbols.').waitFor();
  await answer(page, PASSWORD);
  await log.getByText('Registration complete! Welcome to Quarry, ada.').waitFor();
  await screenshot(page, 'register-chat-complete-desktop');
  await page.getByRole('button', { name: 'Continue to setup' }).click();
  await page.waitForURL('**/setup-wizard');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await graphql(server, token, '{ me { email firstName lastName company phone referralCode subscribedToUpdates } }');
  assert.deepEqual(me.body.data.me, { email: chatEmail, firstName: 'ada', lastName: 'lovelace', company: 'analytical engines', phone: '+44 20 7946 0958', referralCode: null, subscribedToUpdates: true });
  await page.context().close();
});

test('chat registration: anything but yes at the end cancels; the phone layout works', async () => {
  const page = await newPage({ width: 390, height: 844 });
  await page.goto(`${server.url}/register?variant=chat`);
  for (const text of ['Grace', 'Hopper', 'Navy Labs', 'Engineer', `grace${Date.now()}@navy-labs.com`, '+1 202 456 1111', 'no', 'no']) await answer(page, text);
  await answer(page, 'no');
  await page.getByText('Registration cancelled. Refresh to start again.').waitFor();
  assert.equal(await page.getByLabel('Your answer').isDisabled(), true);
  await screenshot(page, 'register-chat-cancelled-phone');
  await page.context().close();
});

test('a REGISTRATION_VARIANT-independent link picks the variant; the default is the simple form', async () => {
  const page = await newPage();
  await page.goto(`${server.url}/register`);
  await page.getByRole('button', { name: 'Create account' }).waitFor();
  await page.getByRole('link', { name: 'Guided chat' }).click();
  await page.getByRole('log', { name: 'Registration chat' }).waitFor();
  await page.getByRole('link', { name: 'Three steps' }).click();
  await page.waitForURL('**/register2');
  await page.context().close();
});

test('an email registered twice shows SPEC’s conflict text in the chat', async () => {
  const taken = `taken${Date.now()}@acme-analytics.com`;
  await registerOverRest(server, { email: taken });
  const page = await newPage();
  await page.goto(`${server.url}/register?variant=chat`);
  for (const text of ['Linus', 'Torvalds', 'Kernel Works', 'Engineer', taken, '+358 9 1234567', 'no', 'no', 'yes', PASSWORD]) await answer(page, text);
  await page.getByText('This email is already registered. Please use a different email or login.').waitFor();
  await page.context().close();
});

test('no request left this machine', () => {
  assert.deepEqual(foreignRequests, []);
});
