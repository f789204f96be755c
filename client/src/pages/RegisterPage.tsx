import { useDocumentTitle } from '@mantine/hooks';
import { productName, productTagline } from '../app/theme';
import { AuthFooter } from '../modules/auth/components/AuthFooter';
import { RegisterForm } from '../modules/auth/components/RegisterForm';
import { AuthCard } from '../ui/AuthCard';

/** /register, simple variant (SPEC §2). */
export function RegisterPage() {
  useDocumentTitle(`Create account · ${productName}`);
  return (
    <AuthCard
      productName={productName}
      tagline={productTagline}
      title="Create your account"
      description="Start with your email and a password. Setup and goals come next."
      footer={<AuthFooter />}
    >
      <RegisterForm />
    </AuthCard>
  );
}
