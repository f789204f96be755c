import { useQuery } from '@apollo/client/react';
import type { Permission, WorkspaceRole } from '../../gql/graphql.generated';
import { SettingsTeamDocument } from './graphql/settings.generated';

/** The signed-in user's role and permissions in the active workspace (what the server enforces). */
export function useWorkspaceAccess(): { role: WorkspaceRole | null; can: (permission: Permission) => boolean; loading: boolean } {
  const { data, loading } = useQuery(SettingsTeamDocument);
  const permissions = data?.team.yourPermissions ?? [];
  return { role: data?.team.yourRole ?? null, can: (permission) => permissions.includes(permission), loading };
}

export const SAVED_TEXT = 'Settings saved successfully!';

/** "3 min ago", "2 days ago": for last-used and last-active times. */
export function timeAgo(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return 'Never';
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  const units: [number, string][] = [
    [31536000, 'year'],
    [2592000, 'month'],
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'min'],
  ];
  for (const [size, name] of units) {
    if (seconds >= size) {
      const count = Math.floor(seconds / size);
      return `${count} ${name}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'Just now';
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
