import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { productName, productTagline } from '../app/theme';
import { AuthFooter } from '../modules/auth/components/AuthFooter';
import { PendingQuestionNote } from '../modules/auth/components/PendingQuestionNote';
import { RegisterForm } from '../modules/auth/components/RegisterForm';
import { RegisterVariantLinks } from '../modules/auth/components/RegisterVariantLinks';
import { RegistrationChat } from '../modules/auth/components/RegistrationChat';
import { PublicSettingsDocument } from '../modules/auth/graphql/auth.generated';
import { AuthCard } from '../ui/AuthCard';
import { CenteredLoader } from '../ui/CenteredLoader';

/** /register: the simple form or the chat. A link (?variant=chat|simple) chooses; else the server's REGISTRATION_VARIANT. */
export function RegisterPage() {
  useDocumentTitle(`Create account · ${productName}`);
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('variant');
  const { data, loading } = useQuery(PublicSettingsDocument, { skip: requested === 'chat' || requested === 'simple' });
  if (!requested && loading) return <CenteredLoader label="Loading registration" fullScreen />;
  const variant = requested === 'chat' || requested === 'simple' ? requested : data?.publicSettings.registrationVariant === 'chat' ? 'chat' : 'simple';

  if (variant === 'chat') {
    return (
      <AuthCard productName={productName} tagline={productTagline} title="Create your account" description="Answer eight quick questions and you're in." footer={<AuthFooter />} wide>
        <Stack gap="md">
          <PendingQuestionNote />
          <RegistrationChat />
          <RegisterVariantLinks current="chat" />
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      productName={productName}
      tagline={productTagline}
      title="Create your account"
      description="Start with your email and a password. Setup and goals come next."
      footer={<AuthFooter />}
    >
      <Stack gap="md">
        <PendingQuestionNote />
        <RegisterForm />
        <RegisterVariantLinks current="simple" />
      </Stack>
    </AuthCard>
  );
}
