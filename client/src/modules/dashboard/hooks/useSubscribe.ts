import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, getToken, SUBSCRIBED_KEY } from '../../../app/auth';

export type SubscribeState = 'prompt' | 'loading' | 'subscribed';

// SPEC §6 and §8, verbatim.
export const LOGIN_TO_SUBSCRIBE = 'Please login to subscribe';
export const SUBSCRIBE_FALLBACK = 'Failed to subscribe';
export const SUBSCRIPTION_UNCONFIRMED = 'Could not confirm subscription.';

function remember(): void {
  try {
    window.localStorage.setItem(SUBSCRIBED_KEY, 'true');
  } catch {
    // The server keeps the subscription anyway.
  }
}

async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The early-access popup's call: POST /api/v1/subscribe with the stored token, and SPEC's alerts on failure. */
export function useSubscribe(): { state: SubscribeState; message: string; subscribe: () => Promise<void> } {
  const navigate = useNavigate();
  const [state, setState] = useState<SubscribeState>('prompt');
  const [message, setMessage] = useState('');

  const subscribe = useCallback(async () => {
    const token = getToken();
    if (!token) {
      window.alert(LOGIN_TO_SUBSCRIBE);
      void navigate('/login');
      return;
    }
    setState('loading');
    try {
      const response = await fetch('/api/v1/subscribe', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      const body = await bodyOf(response);
      if (!response.ok) {
        const detail = typeof body.detail === 'string' && body.detail ? body.detail : null;
        window.alert(detail ?? SUBSCRIBE_FALLBACK);
        setState('prompt');
        if (response.status === 401) {
          clearSession();
          void navigate('/login');
        }
        return;
      }
      if (body.success !== true) {
        window.alert(`Subscription Info: ${typeof body.message === 'string' && body.message ? body.message : SUBSCRIPTION_UNCONFIRMED}`);
        setState('prompt');
        return;
      }
      remember();
      setMessage(typeof body.message === 'string' ? body.message : 'You are now subscribed to product updates.');
      setState('subscribed');
    } catch (error) {
      window.alert(error instanceof Error && error.message ? error.message : SUBSCRIBE_FALLBACK);
      setState('prompt');
    }
  }, [navigate]);

  return { state, message, subscribe };
}
