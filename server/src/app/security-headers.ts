import { createHash } from 'node:crypto';
import cors from 'cors';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The app's Content Security Policy: scripts, connections (HTTP and the same-origin WebSocket), workers (Monaco's
 * bundled worker chunks) and frames from this origin only. Mantine and Monaco set style attributes and inject
 * <style> elements, hence 'unsafe-inline' for styles (never for scripts). Images may be data: or blob: URLs (chart
 * PNG export, previews of a picture before upload).
 */
export const APP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'manifest-src': ["'self'"],
};

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * helmet with APP_CSP. No upgrade-insecure-requests: a self-hosted Quarry is often reached over plain HTTP on an
 * internal address, where upgrading every request to https would break the page.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    // Profile pictures and exports are read by this origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/** The sha256 sources of every inline <script> of a page, for a CSP that allows exactly those scripts. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
}

/**
 * GraphiQL (ruru) is one HTML page with two inline scripts (its config and Monaco's worker setup); they are allowed
 * by hash, so the page keeps script-src free of 'unsafe-inline'. Its assets and workers come from /graphiql/static.
 */
export function graphiqlCsp(html: string): string {
  return serialize({ ...APP_CSP, 'script-src': ["'self'", ...inlineScriptHashes(html)] });
}

/** Allowed headers of a cross-origin call: the bearer, the workspace, Apollo's CSRF preflight header, JSON. */
const CORS_HEADERS = ['Authorization', 'Content-Type', 'X-Workspace-Id', 'X-Request-Id', 'X-Quarry-Tab', 'Apollo-Require-Preflight'];

/**
 * CORS is closed unless CORS_ORIGINS lists origins ('*' for any): a browser on another site may not read
 * responses. Tokens travel in the Authorization header, never in cookies, so no credentials mode is offered.
 */
export function corsPolicy(origins: readonly string[]): RequestHandler {
  const any = origins.includes('*');
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && (any || origins.includes(origin))),
    allowedHeaders: CORS_HEADERS,
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
