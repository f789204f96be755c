import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { UpdatePreferencesInput } from '../../../gql/graphql.generated';
import { DashboardPreferencesDocument, UpdateDashboardPreferencesDocument, type DashboardPreferencesFragment } from '../graphql/dashboard.generated';

const DEFAULTS: DashboardPreferencesFragment = { chatTypingSpeed: 'normal', chatShowSql: true, updatesPromptDismissed: false };

/** The user's dashboard preferences from the server, with defaults until they load; changes are saved at once. */
export function usePreferences(): { preferences: DashboardPreferencesFragment; loaded: boolean; update: (input: UpdatePreferencesInput) => Promise<void> } {
  const { data } = useQuery(DashboardPreferencesDocument);
  const [save] = useMutation(UpdateDashboardPreferencesDocument);
  const current = data?.preferences;
  const update = useCallback(
    async (input: UpdatePreferencesInput) => {
      const base = current ?? DEFAULTS;
      await save({
        variables: { input },
        optimisticResponse: {
          updatePreferences: {
            chatTypingSpeed: input.chatTypingSpeed ?? base.chatTypingSpeed,
            chatShowSql: input.chatShowSql ?? base.chatShowSql,
            updatesPromptDismissed: input.updatesPromptDismissed ?? base.updatesPromptDismissed,
          },
        },
        update: (cache, result) => {
          if (result.data) cache.writeQuery({ query: DashboardPreferencesDocument, data: { preferences: result.data.updatePreferences } });
        },
      });
    },
    [current, save],
  );
  return { preferences: current ?? DEFAULTS, loaded: data !== undefined, update };
}
