import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

// SPEC §8 texts, kept verbatim.
export const LOGIN_SUCCESS = 'Login successful! Redirecting...';
export const LOGIN_FALLBACK = 'Login failed. Please check credentials or server status.';
export const LOGIN_NO_TOKEN = 'Login failed: No access token received.';
export const REGISTER_CONFLICT = 'This email is already registered. Please use a different email or login.';
export const REGISTER_FALLBACK = 'Registration failed. Please try again.';
export const REGISTER_NO_TOKEN = 'No token returned';
export const REGISTER2_FALLBACK = 'Registration failed. Try again.';
export const PASSWORD_HINT = '8 or more characters with letters, numbers and symbols.';

export function endpointNotFound(url: string): string {
  return `API endpoint not found at ${url}. Please check the URL.`;
}

function stringField(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null || !(key in value)) return null;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' && field.trim() !== '' ? field : null;
}

/** A non-GraphQL error body may still carry `{detail}`, `{message}` or `{errors:[{message}]}`. */
function messageFromBody(bodyText: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return null;
  }
  const direct = stringField(body, 'detail') ?? stringField(body, 'message');
  if (direct) return direct;
  if (typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors)) {
    const first: unknown = body.errors[0];
    return stringField(first, 'message');
  }
  return null;
}

/** The server's own words: a GraphQL error message (the server's `detail`), or a detail in an HTTP error body. */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors.find((e) => e.message.trim() !== '');
    return first ? first.message : null;
  }
  if (ServerError.is(error)) return messageFromBody(error.bodyText);
  return null;
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === code);
}

/** SPEC §8 login order: server detail, else message, else 404 text, else the error text, else the fallback. */
export function loginErrorMessage(error: unknown, endpointUrl: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (ServerError.is(error) && error.statusCode === 404) {
    return endpointNotFound(error.response.url || endpointUrl);
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return LOGIN_FALLBACK;
}

/** SPEC §8 register: conflict text, else the server message, else the fallback. */
export function registerErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'CONFLICT') || (ServerError.is(error) && error.statusCode === 409)) {
    return REGISTER_CONFLICT;
  }
  return serverMessage(error) ?? REGISTER_FALLBACK;
}

/** SPEC §8 for the 3-step variant: the conflict texts, a refused field's message, else 'Registration failed. Try again.'. */
export function register2ErrorMessage(error: unknown): string {
  const fromServer = serverMessage(error);
  if (hasErrorCode(error, 'CONFLICT')) return fromServer && /username/i.test(fromServer) ? fromServer : REGISTER_CONFLICT;
  if (hasErrorCode(error, 'BAD_USER_INPUT') && fromServer) return fromServer;
  return REGISTER2_FALLBACK;
}
