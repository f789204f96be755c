import { Anchor, Group, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { productName, productTagline } from '../app/theme';
import { AuthFooter } from '../modules/auth/components/AuthFooter';
import { AuthCard } from '../ui/AuthCard';

/** /register2: the 3-step registration variant, not built yet. */
export function Register2Page() {
  useDocumentTitle(`Create account · ${productName}`);
  return (
    <AuthCard
      productName={productName}
      tagline={productTagline}
      title="Create your account"
      description="A three-step registration (username, profile and industry, then email and password) will be here."
      footer={<AuthFooter />}
    >
      <Group justify="space-between">
        <Anchor component={Link} to="/register" fw={500}>
          Use the simple registration
        </Anchor>
        <Text fz="sm" c="dimmed">
          <Anchor component={Link} to="/login" fw={500}>
            Log in
          </Anchor>
        </Text>
      </Group>
    </AuthCard>
  );
}
