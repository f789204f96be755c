import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { saveSession, type Session } from '../../../app/auth';
import { restartRealtime } from '../../../app/apollo-client';

/** Stores a fresh session and forgets anything cached for a previous user. */
export function useStartSession(): (session: Session) => void {
  const client = useApolloClient();
  return useCallback(
    (session: Session) => {
      saveSession(session);
      restartRealtime();
      void client.clearStore();
    },
    [client],
  );
}
