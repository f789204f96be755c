import type { TestApp } from './test-app';

/** A JSON item as REST returns it. */
export interface Row {
  id: number;
  [key: string]: unknown;
}

/** Timestamps in REST bodies: ISO 8601 in UTC with milliseconds. */
export const ISO_TIMESTAMP = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/**
 * Calls /api/v1 on a listening test app; the JSON body is parsed whatever the status. Takes a getter because
 * suites create their app in beforeAll.
 */
export function restClient(appOf: () => TestApp) {
  return async function call<T = Row>(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${appOf().baseUrl}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}
