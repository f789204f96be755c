import { useDocumentTitle } from '@mantine/hooks';
import { productName, productTagline } from '../app/theme';
import { AuthFooter } from '../modules/auth/components/AuthFooter';
import { LoginForm } from '../modules/auth/components/LoginForm';
import { AuthCard } from '../ui/AuthCard';

/** /login, and every unknown path (SPEC §2). */
export function LoginPage() {
  useDocumentTitle(`Log in · ${productName}`);
  return (
    <AuthCard
      productName={productName}
      tagline={productTagline}
      title="Log in to your account"
      description="Welcome back. Enter your email and password to continue."
      footer={<AuthFooter />}
    >
      <LoginForm />
    </AuthCard>
  );
}
