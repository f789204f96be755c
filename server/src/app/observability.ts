import type { Express, Request, RequestHandler } from 'express';
import type { HealthService } from './health';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { OPENAPI_DOCUMENT } from '../rest-v1/openapi';

/**
 * Health and metrics for load balancers and Prometheus: /healthz says the process answers, /readyz that it can serve
 * (its database answers), /metrics the process's and the app's figures in Prometheus' text format.
 */
export function createObservability(health: HealthService) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'quarry_' });
  const requests = new Histogram({
    name: 'quarry_http_request_duration_seconds',
    help: 'HTTP requests by method, route group and status class.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const failures = new Counter({ name: 'quarry_http_server_errors_total', help: 'Responses with a 5xx status.', registers: [registry] });
  new Gauge({
    name: 'quarry_db_pool_connections',
    help: 'Connections of the app’s PostgreSQL pool by state.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const current = health.pool();
      this.set({ state: 'total' }, current.totalCount);
      this.set({ state: 'idle' }, current.idleCount);
      this.set({ state: 'waiting' }, current.waitingCount);
    },
  });

  /** Times every request; routes are grouped by their first path segments so ids do not explode the label set. */
  const measure: RequestHandler = (req, res, next) => {
    const stop = requests.startTimer();
    // Read now: routers mounted on a prefix (/graphql, /api/v1) strip it from req.url while they handle the request.
    const route = routeGroup(req.path);
    res.on('finish', () => {
      const status = `${Math.floor(res.statusCode / 100)}xx`;
      stop({ method: req.method, route, status });
      if (res.statusCode >= 500) failures.inc();
    });
    next();
  };

  function mount(app: Express): void {
    app.get('/readyz', async (_req, res) => {
      try {
        await health.ping();
        res.json({ status: 'ready' });
      } catch {
        res.status(503).json({ status: 'unavailable', detail: 'The database does not answer.' });
      }
    });
    app.get('/metrics', async (req, res, next) => {
      // A browser opening /metrics wants SPEC's marketing page of that name; scrapers and curl get the metrics.
      if (prefersHtml(req)) return next();
      res.setHeader('Content-Type', registry.contentType);
      res.send(await registry.metrics());
    });
  }

  return { registry, measure, mount };
}

/** True when the client ranks HTML above plain text (a browser's navigation), false for scrapers and curl. */
export function prefersHtml(req: Request): boolean {
  return req.accepts(['text/plain', 'application/openmetrics-text', 'html']) === 'html';
}

/** The REST resources (projects, user, ask, …) that have routes: the only /api/v1 groups, so labels stay bounded. */
const REST_RESOURCES = new Set(Object.keys(OPENAPI_DOCUMENT.paths).map((documented) => documented.split('/')[3]));

function routeGroup(path: string): string {
  if (path.startsWith('/api/v1/')) {
    const resource = path.split('/')[3] ?? '';
    return REST_RESOURCES.has(resource) ? `/api/v1/${resource}` : '/api/v1/(unknown)';
  }
  if (path.startsWith('/graphql')) return '/graphql';
  if (path.startsWith('/api/')) return '/api';
  if (path.startsWith('/files/')) return '/files';
  return ['/healthz', '/readyz', '/metrics', '/graphiql'].find((prefix) => path.startsWith(prefix)) ?? 'client';
}
