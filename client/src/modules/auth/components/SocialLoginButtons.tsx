import { useQuery } from '@apollo/client/react';
import { Button, SimpleGrid, Tooltip } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { GitHubIcon, GoogleIcon } from '../../../ui/ProviderIcons';
import { PublicSettingsDocument } from '../graphql/auth.generated';

const NOT_CONFIGURED = 'Not configured on this server';

const ICONS: Record<string, ReactNode> = { google: <GoogleIcon />, github: <GitHubIcon /> };
const DEFAULT_PROVIDERS = [
  { id: 'google', name: 'Google', enabled: false, startPath: '' },
  { id: 'github', name: 'GitHub', enabled: false, startPath: '' },
];

// Shown disabled unless the server has OIDC_* set for the provider. Disabled buttons use aria-disabled rather than
// `disabled` so they stay focusable and the tooltip explaining why can appear on hover and on keyboard focus.
function DisabledProviderButton({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <Tooltip label={NOT_CONFIGURED} events={{ hover: true, focus: true, touch: true }}>
      <Button
        type="button"
        variant="default"
        fullWidth
        leftSection={icon}
        data-disabled
        aria-disabled="true"
        aria-description={NOT_CONFIGURED}
        onClick={(event: MouseEvent<HTMLButtonElement>) => event.preventDefault()}
      >
        {label}
      </Button>
    </Tooltip>
  );
}

export function SocialLoginButtons() {
  const { data } = useQuery(PublicSettingsDocument);
  const providers = data?.publicSettings.signInProviders ?? DEFAULT_PROVIDERS;
  return (
    <SimpleGrid cols={2} spacing="sm">
      {providers.map((provider) =>
        provider.enabled ? (
          // A full page load: the server redirects to the provider and back.
          <Button key={provider.id} component="a" href={provider.startPath} variant="default" fullWidth leftSection={ICONS[provider.id]}>
            {provider.name}
          </Button>
        ) : (
          <DisabledProviderButton key={provider.id} label={provider.name} icon={ICONS[provider.id]} />
        ),
      )}
    </SimpleGrid>
  );
}
