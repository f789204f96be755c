import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, PasswordInput, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { getStoredUser, isSignedIn } from '../app/auth';
import { productName, productTagline } from '../app/theme';
import { serverMessage } from '../modules/auth/auth-errors';
import { AuthFooter } from '../modules/auth/components/AuthFooter';
import { AcceptInvitationDocument, InvitationPreviewDocument } from '../modules/auth/graphql/auth.generated';
import { useStartSession } from '../modules/auth/hooks/useStartSession';
import { roleLabel } from '../modules/settings/roles';
import { AuthCard } from '../ui/AuthCard';

const INVALID = 'This invitation is no longer valid. Ask for a new one.';
const PASSWORD_HINT = '8 or more characters with letters, numbers and symbols.';

/** /invite/:token: accept a team invitation, joining an existing account or creating one. */
export function InvitePage() {
  useDocumentTitle(`Join a workspace · ${productName}`);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const { data, loading, error } = useQuery(InvitationPreviewDocument, { variables: { token } });
  const [accept, { loading: accepting }] = useMutation(AcceptInvitationDocument);
  const [firstName, setFirstName] = useState<string | null>(null);
  const [lastName, setLastName] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const invitation = data?.invitation;
  const [defaultFirst = '', ...defaultRest] = (invitation?.name ?? '').split(/\s+/).filter(Boolean);
  const signedInAsInvitee = isSignedIn() && getStoredUser()?.email === invitation?.email;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!invitation || accepting) return;
    setFailure(null);
    try {
      const result = await accept({
        variables: {
          input: {
            token,
            password: signedInAsInvitee ? null : password,
            firstName: invitation.accountExists ? null : (firstName ?? defaultFirst).trim() || null,
            lastName: invitation.accountExists ? null : (lastName ?? defaultRest.join(' ')).trim() || null,
          },
        },
      });
      const payload = result.data?.acceptInvitation;
      if (!payload) throw new Error('No token returned');
      startSession({ token: payload.token, user: payload.user, subscribed: payload.subscribedToUpdates });
      void navigate(invitation.accountExists ? '/dashboard' : '/setup-wizard');
    } catch (caught: unknown) {
      setFailure(serverMessage(caught) ?? 'Could not accept the invitation. Please try again.');
    }
  }

  let body;
  if (loading) {
    body = (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={16} width="70%" />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  } else if (error || !invitation) {
    body = (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />}>
          {serverMessage(error) ?? INVALID}
        </Alert>
        <Anchor component={Link} to="/login" fw={500}>
          Go to log in
        </Anchor>
      </Stack>
    );
  } else {
    body = (
      <form onSubmit={(event) => void handleSubmit(event)} aria-label="Accept invitation">
        <Stack gap="md">
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              {invitation.invitedByName ?? 'A teammate'} invited <b>{invitation.email}</b> as
            </Text>
            <Badge variant="light">{roleLabel(invitation.role)}</Badge>
          </Group>
          {invitation.accountExists ? null : (
            <SimpleGrid cols={2} spacing="sm">
              <TextInput label="First name" value={firstName ?? defaultFirst} onChange={(event) => setFirstName(event.currentTarget.value)} disabled={accepting} />
              <TextInput label="Last name" value={lastName ?? defaultRest.join(' ')} onChange={(event) => setLastName(event.currentTarget.value)} disabled={accepting} />
            </SimpleGrid>
          )}
          {signedInAsInvitee ? null : (
            <PasswordInput
              label={invitation.accountExists ? 'Your password' : 'Choose a password'}
              description={invitation.accountExists ? `You already have an account as ${invitation.email}.` : PASSWORD_HINT}
              autoComplete={invitation.accountExists ? 'current-password' : 'new-password'}
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              disabled={accepting}
            />
          )}
          {failure ? (
            <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />}>
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={accepting}>
            {invitation.accountExists ? 'Join workspace' : 'Create account and join'}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <AuthCard
      productName={productName}
      tagline={productTagline}
      title={invitation ? `Join ${invitation.workspaceName}` : 'Join a workspace'}
      description={invitation ? 'Accept the invitation to start working with your team.' : undefined}
      footer={<AuthFooter />}
    >
      {body}
    </AuthCard>
  );
}
