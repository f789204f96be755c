import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { graphqlEndpointUrl } from '../../../app/apollo-client';
import { LOGIN_NO_TOKEN, LOGIN_SUCCESS, loginErrorMessage } from '../auth-errors';
import { LoginDocument } from '../graphql/auth.generated';
import { useStartSession } from '../hooks/useStartSession';
import { SocialLoginButtons } from './SocialLoginButtons';

/** SPEC §9: login redirect delay. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

type LoginStatus =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'error'; message: string }
  | { kind: 'success' };

export function LoginForm() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [login] = useMutation(LoginDocument);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [searchParams] = useSearchParams();
  // A Google or GitHub sign-in that failed comes back here with the reason.
  const providerError = searchParams.get('sign_in_error');
  const [status, setStatus] = useState<LoginStatus>(providerError ? { kind: 'error', message: providerError } : { kind: 'idle' });

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = window.setTimeout(() => void navigate('/dashboard'), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status.kind, navigate]);

  // Stays busy after success too: the form must not be sent twice during the redirect delay.
  const busy = status.kind === 'submitting' || status.kind === 'success';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setStatus({ kind: 'submitting' });
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      const payload = data?.login;
      if (!payload?.token) {
        setStatus({ kind: 'error', message: LOGIN_NO_TOKEN });
        return;
      }
      startSession({ token: payload.token, user: payload.user, subscribed: payload.subscribedToUpdates });
      setStatus({ kind: 'success' });
    } catch (error: unknown) {
      setStatus({ kind: 'error', message: loginErrorMessage(error, graphqlEndpointUrl()) });
    }
  }

  return (
    <Stack gap="lg">
      <form onSubmit={(event) => void handleSubmit(event)} aria-label="Log in">
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            disabled={busy}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            disabled={busy}
          />
          {status.kind === 'error' ? (
            <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />}>
              {status.message}
            </Alert>
          ) : null}
          {status.kind === 'success' ? (
            <Alert color="teal" variant="light" role="status" icon={<CircleCheck size={18} />}>
              {LOGIN_SUCCESS}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={busy} disabled={busy}>
            Log in
          </Button>
        </Stack>
      </form>

      <Divider label="or continue with" labelPosition="center" />
      <SocialLoginButtons />

      <Text ta="center" fz="sm" c="dimmed">
        New to Quarry?{' '}
        <Anchor component={Link} to="/register" fw={500}>
          Register
        </Anchor>
      </Text>
    </Stack>
  );
}
