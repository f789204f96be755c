import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { Briefcase, CircleAlert, HeartPulse, Home, Landmark, Megaphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_HINT, REGISTER_NO_TOKEN, register2ErrorMessage } from '../auth-errors';
import { RegisterDocument } from '../graphql/auth.generated';
import { useStartSession } from '../hooks/useStartSession';
import classes from './RegisterForm.module.css';
import { HaveAccountLink } from './RegisterVariantLinks';
import { RegistrationStepper } from './RegistrationStepper';

/** SPEC §2: the industry avatars of step 2. */
const AVATARS = [
  { value: 'Marketing', icon: Megaphone },
  { value: 'Healthcare', icon: HeartPulse },
  { value: 'Finance', icon: Landmark },
  { value: 'Real Estate', icon: Home },
] as const;

const STEP_LABELS = ['Username', 'About you', 'Account'] as const;

interface Fields {
  username: string;
  avatar: string;
  firstName: string;
  lastName: string;
  company: string;
  position: string;
  email: string;
  password: string;
  confirm: string;
}

const EMPTY: Fields = { username: '', avatar: '', firstName: '', lastName: '', company: '', position: '', email: '', password: '', confirm: '' };

/** SPEC §5: what each step needs before it may continue. */
function stepError(step: number, fields: Fields): string | null {
  if (step === 0) return fields.username.trim() ? null : 'Please enter a username.';
  if (step === 1) {
    const complete = [fields.avatar, fields.firstName, fields.lastName, fields.company, fields.position].every((value) => value.trim() !== '');
    return complete ? null : 'Please complete all fields.';
  }
  if (!fields.email.trim() || !fields.password || !fields.confirm) return 'Please complete all fields.';
  if (fields.password !== fields.confirm) return 'Passwords do not match.';
  return null;
}

/** /register2: username, then industry and profile, then email and password. Submits on step 3. */
export function ThreeStepRegisterForm() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [register, { loading }] = useMutation(RegisterDocument);
  const [step, setStep] = useState(0);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const problem = stepError(step, fields);
    setError(problem);
    if (problem) return;
    if (step < 2) {
      setStep(step + 1);
      return;
    }
    try {
      const { data } = await register({
        variables: {
          input: {
            username: fields.username.trim(),
            avatar: fields.avatar,
            firstName: fields.firstName.trim(),
            lastName: fields.lastName.trim(),
            company: fields.company.trim(),
            position: fields.position.trim(),
            email: fields.email.trim(),
            password: fields.password,
            permission: 'user',
          },
        },
      });
      const payload = data?.register;
      if (!payload?.token) {
        setError(REGISTER_NO_TOKEN);
        return;
      }
      startSession({ token: payload.token, user: payload.user, subscribed: payload.subscribedToUpdates });
      void navigate('/setup-wizard');
    } catch (caught: unknown) {
      setError(register2ErrorMessage(caught));
    }
  }

  return (
    <Stack gap="lg">
      <RegistrationStepper steps={STEP_LABELS} active={step} />

      <form onSubmit={(event) => void handleSubmit(event)} aria-label={`Registration step ${step + 1} of 3`} noValidate>
        <Stack gap="md">
          {step === 0 ? (
            <TextInput
              label="Username"
              description="How your team will see you."
              autoComplete="username"
              placeholder="ada"
              value={fields.username}
              onChange={(event) => set('username')(event.currentTarget.value)}
              data-autofocus
            />
          ) : null}
          {step === 1 ? (
            <>
              <div>
                <Text fz="md" fw={500} mb={6} id="avatar-label">
                  Your industry
                </Text>
                <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" role="radiogroup" aria-labelledby="avatar-label">
                  {AVATARS.map(({ value, icon: Icon }) => (
                    <UnstyledButton
                      key={value}
                      role="radio"
                      aria-checked={fields.avatar === value}
                      onClick={() => set('avatar')(value)}
                      className={classes.avatar}
                      data-selected={fields.avatar === value || undefined}
                    >
                      <Stack gap={6} align="center">
                        <Icon size={22} />
                        <Text fz="xs" fw={500}>
                          {value}
                        </Text>
                      </Stack>
                    </UnstyledButton>
                  ))}
                </SimpleGrid>
              </div>
              <SimpleGrid cols={2} spacing="sm">
                <TextInput label="First name" autoComplete="given-name" value={fields.firstName} onChange={(event) => set('firstName')(event.currentTarget.value)} />
                <TextInput label="Last name" autoComplete="family-name" value={fields.lastName} onChange={(event) => set('lastName')(event.currentTarget.value)} />
              </SimpleGrid>
              <TextInput label="Company" autoComplete="organization" leftSection={<Briefcase size={16} />} value={fields.company} onChange={(event) => set('company')(event.currentTarget.value)} />
              <TextInput label="Position" autoComplete="organization-title" value={fields.position} onChange={(event) => set('position')(event.currentTarget.value)} />
            </>
          ) : null}
          {step === 2 ? (
            <>
              <TextInput label="Email" type="email" autoComplete="email" placeholder="you@company.com" value={fields.email} onChange={(event) => set('email')(event.currentTarget.value)} disabled={loading} />
              <PasswordInput label="Password" description={PASSWORD_HINT} autoComplete="new-password" value={fields.password} onChange={(event) => set('password')(event.currentTarget.value)} disabled={loading} />
              <PasswordInput label="Confirm password" autoComplete="new-password" value={fields.confirm} onChange={(event) => set('confirm')(event.currentTarget.value)} disabled={loading} />
            </>
          ) : null}
          {error ? (
            <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />}>
              {error}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setError(null);
                setStep(step - 1);
              }}
              disabled={step === 0 || loading}
            >
              Back
            </Button>
            <Button type="submit" loading={loading}>
              {step === 2 ? 'Create Account' : 'Continue'}
            </Button>
          </Group>
        </Stack>
      </form>

      <HaveAccountLink />
    </Stack>
  );
}
