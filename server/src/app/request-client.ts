import type { Request } from 'express';
import type { RequestClient } from './context';

/** The caller's browser, address and the origin it reached us at (PUBLIC_URL wins over the origin for links). */
export function requestClientOf(req: Request): RequestClient {
  const host = req.get('host');
  return { userAgent: req.get('user-agent'), ip: req.ip, origin: host ? `${req.protocol}://${host}` : undefined };
}

const SECRET_QUERY_KEYS = new Set(['code', 'state', 'token', 'access_token', 'id_token']);

/**
 * A request URL fit for a log line: invitation links and sign-in callbacks carry one-time secrets in the path or the
 * query, which are replaced by [redacted].
 */
export function scrubUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(/^\/invite\/[^/]+/, '/invite/[redacted]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.has(key)) params.set(key, '[redacted]');
  return `${safePath}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}`;
}
