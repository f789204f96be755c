import { useApolloClient } from '@apollo/client/react';
import { useMantineColorScheme } from '@mantine/core';
import { useCallback } from 'react';
import { saveSession, type Session } from '../../../app/auth';
import { restartRealtime } from '../../../app/apollo-client';

/** Stores a fresh session, forgets anything cached for a previous user, and applies the user's saved theme. */
export function useStartSession(): (session: Session) => void {
  const client = useApolloClient();
  const { setColorScheme } = useMantineColorScheme();
  return useCallback(
    (session: Session) => {
      saveSession(session);
      restartRealtime();
      void client.clearStore();
      const theme = session.user.theme;
      setColorScheme(theme === 'light' ? 'light' : theme === 'system' ? 'auto' : 'dark');
    },
    [client, setColorScheme],
  );
}
