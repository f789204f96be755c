import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

export type RegisterVariant = 'simple' | 'chat' | 'steps';

const VARIANTS: { id: RegisterVariant; label: string; to: string }[] = [
  { id: 'simple', label: 'Email and password', to: '/register?variant=simple' },
  { id: 'chat', label: 'Guided chat', to: '/register?variant=chat' },
  { id: 'steps', label: 'Three steps', to: '/register2' },
];

/** Links between the registration variants (the server's REGISTRATION_VARIANT picks the default of /register). */
export function RegisterVariantLinks({ current }: { current: RegisterVariant }) {
  const others = VARIANTS.filter((variant) => variant.id !== current);
  return (
    <Text ta="center" fz="xs" c="dimmed">
      Other ways to sign up:{' '}
      {others.map((variant, index) => (
        <span key={variant.id}>
          {index > 0 ? ' · ' : null}
          <Anchor component={Link} to={variant.to} fz="xs">
            {variant.label}
          </Anchor>
        </span>
      ))}
    </Text>
  );
}

/** Under every registration form. */
export function HaveAccountLink() {
  return (
    <Text ta="center" fz="sm" c="dimmed">
      Already have an account?{' '}
      <Anchor component={Link} to="/login" fw={500}>
        Log in
      </Anchor>
    </Text>
  );
}
