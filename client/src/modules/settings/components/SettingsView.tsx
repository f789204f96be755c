import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { Bell, CreditCard, Plug, Shield, User, Users } from 'lucide-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useWorkspaceAccess } from '../hooks';
import { BillingTab } from './BillingTab';
import { IntegrationsTab } from './IntegrationsTab';
import { NotificationsTab } from './NotificationsTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { TeamTab } from './TeamTab';

const TABS = [
  { value: 'profile', label: 'Profile', icon: User },
  { value: 'security', label: 'Security', icon: Shield },
  { value: 'notifications', label: 'Notifications', icon: Bell },
  { value: 'team', label: 'Team', icon: Users },
  { value: 'integrations', label: 'Integrations', icon: Plug },
  { value: 'billing', label: 'Billing', icon: CreditCard },
] as const;

type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/**
 * Account settings: Profile, Security, Notifications, Team, Integrations and Billing (SPEC §2). Switching tabs is
 * local. Billing is shown to the Owner only, as the server allows no one else to see it.
 */
export function SettingsView({ layout }: { layout: 'top' | 'side' }) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const [tab, setTab] = useState<TabValue>(isTab(requested) ? requested : 'profile');
  const { can } = useWorkspaceAccess();
  const tabs = TABS.filter((item) => item.value !== 'billing' || can('MANAGE_BILLING'));
  const active = tabs.some((item) => item.value === tab) ? tab : 'profile';
  // The side layout folds into the top tabs on narrow screens.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const side = layout === 'side' && !narrow;

  return (
    <Container size={layout === 'side' ? 'lg' : 'md'} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Settings</Title>
          <Text c="dimmed">Your profile, security, notifications, team and workspace.</Text>
        </Stack>
        <Tabs
          value={active}
          onChange={(value) => isTab(value) && setTab(value)}
          orientation={side ? 'vertical' : 'horizontal'}
          variant={side ? 'pills' : 'default'}
          keepMounted={false}
          styles={side ? { list: { minWidth: 200, gap: 4 }, tab: { justifyContent: 'flex-start' }, panel: { paddingLeft: 'var(--mantine-spacing-lg)', minWidth: 0 } } : { list: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' }, panel: { paddingTop: 'var(--mantine-spacing-lg)' } }}
        >
          <Tabs.List aria-label="Settings sections">
            {tabs.map(({ value, label, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ProfileTab />
          </Tabs.Panel>
          <Tabs.Panel value="security">
            <SecurityTab />
          </Tabs.Panel>
          <Tabs.Panel value="notifications">
            <NotificationsTab />
          </Tabs.Panel>
          <Tabs.Panel value="team">
            <TeamTab />
          </Tabs.Panel>
          <Tabs.Panel value="integrations">
            <IntegrationsTab />
          </Tabs.Panel>
          <Tabs.Panel value="billing">
            {can('MANAGE_BILLING') ? <BillingTab /> : null}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
