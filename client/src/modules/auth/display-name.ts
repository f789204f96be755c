import type { SessionUserFragment } from './graphql/auth.generated';

type NamedUser = Pick<SessionUserFragment, 'firstName' | 'lastName' | 'username' | 'email'>;

/** "First Last", else the username, else the email. */
export function displayName(user: NamedUser): string {
  const full = [user.firstName, user.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return full || user.username || user.email;
}

/** Up to two capital letters for an avatar. */
export function initials(name: string): string {
  const letters = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase());
  return letters.join('') || '?';
}
