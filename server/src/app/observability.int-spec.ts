import { createTestApp, type TestApp } from '../../test/test-app';

describe('health, readiness and metrics', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('is ready while its database answers', async () => {
    const ready = await fetch(`${app.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves Prometheus metrics with request timings grouped by route, not by id', async () => {
    await fetch(`${app.baseUrl}/api/v1/projects/123456`);
    // A path no route has is one label, however many of them arrive.
    await fetch(`${app.baseUrl}/api/v1/nothing-here-4711`);
    await fetch(`${app.baseUrl}/api/v1/nothing-here-4712`);
    await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    const response = await fetch(`${app.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/quarry_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/projects",status="4xx"\} [1-9]/);
    expect(text).toMatch(/quarry_http_request_duration_seconds_count\{method="POST",route="\/graphql",status="2xx"\} [1-9]/);
    expect(text).toMatch(/quarry_db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('quarry_process_cpu_seconds_total');
    expect(text).not.toContain('123456');
    expect(text).not.toContain('nothing-here');
    expect(text).toMatch(/quarry_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/\(unknown\)",status="4xx"\} [2-9]/);
  });
});
