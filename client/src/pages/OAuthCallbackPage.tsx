import { useApolloClient } from '@apollo/client/react';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { saveSession } from '../app/auth';
import { restartRealtime } from '../app/apollo-client';
import { productName } from '../app/theme';
import { MeDocument } from '../modules/auth/graphql/auth.generated';
import { CenteredLoader } from '../ui/CenteredLoader';

/** /oauth/callback: the server signed the user in with Google or GitHub and put the token in the URL fragment. */
export function OAuthCallbackPage() {
  useDocumentTitle(`Signing in · ${productName}`);
  const client = useApolloClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.hash.slice(1));
    const token = params.get('token');
    // The fragment leaves the address bar at once, so the token is not kept in history.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      void navigate('/login?sign_in_error=' + encodeURIComponent('No access token received.'), { replace: true });
      return;
    }
    client
      .query({ query: MeDocument, context: { headers: { authorization: `Bearer ${token}` } }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!data) throw new Error('no user');
        saveSession({ token, user: data.me, subscribed: data.me.subscribedToUpdates });
        restartRealtime();
        void navigate(params.get('new') === '1' ? '/setup-wizard' : '/dashboard', { replace: true });
      })
      .catch(() => void navigate('/login?sign_in_error=' + encodeURIComponent('Signing in did not work. Please try again.'), { replace: true }));
  }, [client, navigate]);

  return <CenteredLoader label="Signing you in" fullScreen />;
}
