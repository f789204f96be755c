import type { SessionUserFragment } from '../modules/auth/graphql/auth.generated';

// SPEC §3: the client keeps the session in localStorage under exactly these keys.
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const SUBSCRIBED_KEY = 'subscribed';

export type SessionUser = SessionUserFragment;

export interface Session {
  token: string;
  user: SessionUser;
  subscribed: boolean;
}

// Storage can throw (disabled cookies, private mode quotas); a broken store means "signed out", not a crash.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing useful to do: the session simply will not survive a reload.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See write().
  }
}

export function saveSession(session: Session): void {
  write(TOKEN_KEY, session.token);
  write(USER_KEY, JSON.stringify(session.user));
  write(SUBSCRIBED_KEY, session.subscribed ? 'true' : 'false');
}

export function clearSession(): void {
  remove(TOKEN_KEY);
  remove(USER_KEY);
  remove(SUBSCRIBED_KEY);
}

/** Read on every request, so a login or logout in another tab is picked up without a reload. */
export function getToken(): string | null {
  const token = read(TOKEN_KEY);
  return token ? token : null;
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}

function isSessionUser(value: unknown): value is SessionUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    'email' in value &&
    typeof value.email === 'string' &&
    'id' in value &&
    typeof value.id === 'string'
  );
}

export function getStoredUser(): SessionUser | null {
  const raw = read(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function isSubscribed(): boolean {
  return read(SUBSCRIBED_KEY) === 'true';
}
