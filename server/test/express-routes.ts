import type { Express } from 'express';

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

function stackOf(value: unknown): RouterLayer[] {
  const stack = (value as { stack?: unknown } | undefined)?.stack;
  return Array.isArray(stack) ? (stack as RouterLayer[]) : [];
}

/** Every route of an Express 5 app under `prefix`, as 'METHOD /path/:param' (Express 5's router keeps each layer's raw path). */
export function expressRoutes(app: Express, prefix = '/api/'): string[] {
  const routes: string[] = [];
  const walk = (layers: RouterLayer[], mountedAt: string) => {
    for (const layer of layers) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const method of Object.keys(layer.route.methods).filter((name) => name !== '_all')) routes.push(`${method.toUpperCase()} ${mountedAt}${layer.route.path}`);
      } else if (layer.handle && stackOf(layer.handle).length > 0) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(stackOf(layer.handle), `${mountedAt}${mount}`);
      }
    }
  };
  walk(stackOf((app as unknown as { router: unknown }).router), '');
  return [...new Set(routes.filter((route) => route.split(' ')[1]?.startsWith(prefix)))];
}
