import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { productName, productTagline } from '../app/theme';
import { AuthFooter } from '../modules/auth/components/AuthFooter';
import { PendingQuestionNote } from '../modules/auth/components/PendingQuestionNote';
import { RegisterVariantLinks } from '../modules/auth/components/RegisterVariantLinks';
import { ThreeStepRegisterForm } from '../modules/auth/components/ThreeStepRegisterForm';
import { AuthCard } from '../ui/AuthCard';

/** /register2: the 3-step registration variant. */
export function Register2Page() {
  useDocumentTitle(`Create account · ${productName}`);
  return (
    <AuthCard productName={productName} tagline={productTagline} title="Create your account" description="Three short steps: a username, a little about you, then your login." footer={<AuthFooter />}>
      <Stack gap="md">
        <PendingQuestionNote />
        <ThreeStepRegisterForm />
        <RegisterVariantLinks current="steps" />
      </Stack>
    </AuthCard>
  );
}
