import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../app/auth';
import { restartRealtime } from '../../../app/apollo-client';

/** SPEC §4: logout removes the stored session and goes to /login. */
export function useLogout(): () => void {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    restartRealtime();
    // Drop cached data of the previous user; nothing is refetched because the queries unmount.
    void client.clearStore();
    void navigate('/login', { replace: true });
  }, [client, navigate]);
}
