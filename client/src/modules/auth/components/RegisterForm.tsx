import { useMutation } from '@apollo/client/react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { REGISTER_NO_TOKEN, registerErrorMessage } from '../auth-errors';
import { RegisterDocument } from '../graphql/auth.generated';
import { useStartSession } from '../hooks/useStartSession';
import { HaveAccountLink } from './RegisterVariantLinks';
import { RegistrationStepper } from './RegistrationStepper';

/** SPEC §2: the simple variant's step indicator; this form is step 1. */
const STEPS = ['Email & Password', 'Setup', 'Goals', 'Finish'] as const;

/** SPEC §4: registration leads to the setup wizard (hyphenated path, see the route table notes). */
const AFTER_REGISTER_PATH = '/setup-wizard';

export function RegisterForm() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [register] = useMutation(RegisterDocument);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      // SPEC §6: registration sends permission 'user'.
      const { data } = await register({
        variables: { input: { email: email.trim(), password, permission: 'user' } },
      });
      const payload = data?.register;
      if (!payload?.token) {
        setError(REGISTER_NO_TOKEN);
        setSubmitting(false);
        return;
      }
      startSession({ token: payload.token, user: payload.user, subscribed: payload.subscribedToUpdates });
      void navigate(AFTER_REGISTER_PATH);
    } catch (caught: unknown) {
      setError(registerErrorMessage(caught));
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="lg">
      <RegistrationStepper steps={STEPS} active={0} />

      <form onSubmit={(event) => void handleSubmit(event)} aria-label="Create account">
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
            disabled={submitting}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            placeholder="Choose a password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            disabled={submitting}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />}>
              {error}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={submitting} disabled={submitting}>
            Create account
          </Button>
        </Stack>
      </form>

      <HaveAccountLink />
    </Stack>
  );
}
