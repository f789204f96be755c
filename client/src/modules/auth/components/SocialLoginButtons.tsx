import { Button, SimpleGrid, Tooltip } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { GitHubIcon, GoogleIcon } from '../../../ui/ProviderIcons';

const NOT_CONFIGURED = 'Not configured on this server';

// SPEC §2: the buttons are shown but do nothing. They use aria-disabled rather than `disabled` so they stay
// focusable and the tooltip explaining why can appear on hover and on keyboard focus (screen readers get
// the same text as the button's description).
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
  return (
    <SimpleGrid cols={2} spacing="sm">
      <DisabledProviderButton label="Google" icon={<GoogleIcon />} />
      <DisabledProviderButton label="GitHub" icon={<GitHubIcon />} />
    </SimpleGrid>
  );
}
