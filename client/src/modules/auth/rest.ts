import { getToken } from '../../app/auth';

/** SPEC §7's REST calls live under /api/v1. */
export const REST_BASE = '/api/v1';

/** A non-2xx answer: its status and the body's `detail` (a text, or field issues joined). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'RestError';
  }
}

function detailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  const detail: unknown = body.detail;
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const messages = detail.flatMap((issue: unknown) => (typeof issue === 'object' && issue !== null && 'msg' in issue && typeof issue.msg === 'string' ? [issue.msg] : []));
    return messages.length ? messages.join('; ') : null;
  }
  return null;
}

/** Calls /api/v1 with the stored bearer token (when asked), and returns the parsed JSON body. */
export async function restRequest<T>(path: string, init: RequestInit & { auth?: boolean } = {}): Promise<T> {
  const { auth = false, headers, ...rest } = init;
  const token = auth ? getToken() : null;
  const response = await fetch(`${REST_BASE}${path}`, {
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) throw new RestError(response.status, detailOf(body));
  return body as T;
}

export function postJson<T>(path: string, payload: unknown, auth = false): Promise<T> {
  return restRequest<T>(path, { method: 'POST', auth, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
}
