import { createTestApp, type TestApp } from '../../test/test-app';
import { restClient } from '../../test/rest-client';
import { uniqueEmail } from '../../test/factories';

describe('newsletter and contact forms (anonymous, real PostgreSQL)', () => {
  let app: TestApp;
  const call = restClient(() => app);
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterAll(() => app.close());

  it('subscribes an address once, whatever its case and spacing, and says so', async () => {
    const email = uniqueEmail('news');
    const first = await call('POST', '/newsletter', undefined, { email: `  ${email.toUpperCase()} `, source: '/home' });
    expect(first).toEqual({ status: 201, body: { subscribed: true, message: 'Thanks for subscribing! Look out for our next update.' } });
    const again = await call('POST', '/newsletter', undefined, { email });
    expect(again).toEqual({ status: 200, body: { subscribed: false, message: 'You’re already subscribed. Thanks for reading!' } });
    const rows: { email: string; source: string }[] = await app.dataSource.query('SELECT email, source FROM newsletter_subscriptions WHERE email = $1', [email]);
    expect(rows).toEqual([{ email, source: '/home' }]);

    const overGraphql = await app.graphql<{ subscribeToNewsletter: { subscribed: boolean } }>(
      'mutation ($input: NewsletterInput!) { subscribeToNewsletter(input: $input) { subscribed message } }',
      { input: { email } },
    );
    expect(overGraphql.data?.subscribeToNewsletter.subscribed).toBe(false);
  });

  it.each([['not-an-email'], [''], ['a@b'], ['two@@example.com'], [`${'x'.repeat(250)}@example.com`]])('refuses %j with a clear message', async (email) => {
    const response = await call<{ detail: { msg: string }[] }>('POST', '/newsletter', undefined, { email });
    expect(response.status).toBe(422);
    expect(response.body.detail[0]?.msg).toBe('Please enter a valid email address.');
  });

  it('refuses a missing or non-text email', async () => {
    expect((await call('POST', '/newsletter', undefined, {})).status).toBe(422);
    expect((await call('POST', '/newsletter', undefined, { email: 42 })).status).toBe(422);
    const graphql = await app.graphql('mutation { subscribeToNewsletter(input: { email: "nope" }) { subscribed } }');
    expect(graphql.errors?.[0]?.message).toBe('Please enter a valid email address.');
  });

  it('stores demo requests and messages, with SPEC-style validation', async () => {
    const email = uniqueEmail('demo');
    const demo = await call<{ message: string }>('POST', '/contact', undefined, { kind: 'demo', name: 'Dana', email, company: 'Acme', message: 'A demo for 5 analysts, please.' });
    expect(demo.status).toBe(201);
    expect(demo.body.message).toContain('demo request');
    const contact = await app.graphql<{ submitContactRequest: { message: string } }>(
      'mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { message } }',
      { input: { kind: 'CONTACT', name: 'Cai', email, message: 'Do you support Snowflake?' } },
    );
    expect(contact.data?.submitContactRequest.message).toContain('Thanks for your message');
    const rows: { kind: string; name: string }[] = await app.dataSource.query('SELECT kind, name FROM contact_requests WHERE email = $1 ORDER BY id', [email]);
    expect(rows).toEqual([
      { kind: 'demo', name: 'Dana' },
      { kind: 'contact', name: 'Cai' },
    ]);
    const blank = await call<{ detail: string | { msg: string }[] }>('POST', '/contact', undefined, { name: '  ', email, message: 'hi' });
    expect(blank.status).toBeGreaterThanOrEqual(400);
    const noMessage = await call('POST', '/contact', undefined, { name: 'X', email, message: '' });
    expect(noMessage.status).toBe(422);
  });
});

describe('/metrics: SPEC’s marketing page for browsers, Prometheus for scrapers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterAll(() => app.close());

  it('hands a browser’s navigation to the web client and a scraper the metrics', async () => {
    const browser = await fetch(`${app.baseUrl}/metrics`, { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    // The client's index.html, or the "not built yet" notice when the client has not been built.
    expect(browser.headers.get('content-type') ?? '').toMatch(/text\/(html|plain; charset=utf-8)/);
    expect(await browser.text()).not.toContain('# HELP');
    const scraper = await fetch(`${app.baseUrl}/metrics`, { headers: { accept: 'application/openmetrics-text;version=1.0.0;q=0.5,text/plain;version=0.0.4;q=0.4,*/*;q=0.1' } });
    expect(await scraper.text()).toContain('# HELP');
    expect(await (await fetch(`${app.baseUrl}/metrics`)).text()).toContain('# HELP');
  });
});
