import type { Request } from 'express';
import type { RequestClient } from './context';

/** The caller's browser, address and the origin it reached us at (PUBLIC_URL wins over the origin for links). */
export function requestClientOf(req: Request): RequestClient {
  const host = req.get('host');
  return { userAgent: req.get('user-agent'), ip: req.ip, origin: host ? `${req.protocol}://${host}` : undefined };
}
