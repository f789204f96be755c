import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, getToken } from '../../../app/auth';
import { restartRealtime } from '../../../app/apollo-client';
import { LogoutDocument } from '../graphql/auth.generated';

/** SPEC §4: logout removes the stored session and goes to /login. The server ends the session too. */
export function useLogout(): () => void {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = getToken();
    clearSession();
    restartRealtime();
    if (token) {
      // Ends the session on the server so the token stops working even where it was copied; nobody waits for it.
      void client.mutate({ mutation: LogoutDocument, context: { headers: { authorization: `Bearer ${token}` } } }).catch(() => undefined);
    }
    // Drop cached data of the previous user; nothing is refetched because the queries unmount.
    void client.clearStore();
    void navigate('/login', { replace: true });
  }, [client, navigate]);
}
