import { useQuery } from '@apollo/client/react';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { getStoredUser } from '../../../app/auth';
import { displayName, initials } from '../../auth/display-name';
import { useLogout } from '../../auth/hooks/useLogout';
import { DashboardMeDocument } from '../graphql/dashboard.generated';

/** SPEC §2 profile menu: Profile and Settings open the settings pages; Logout signs out. */
export function ProfileMenu() {
  const logout = useLogout();
  const { data } = useQuery(DashboardMeDocument);
  const user = data?.me ?? getStoredUser();
  const name = user ? displayName(user) : 'Account';
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Profile menu" style={{ borderRadius: 999, padding: 2 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar radius="xl" size={34} color="quarry" variant="filled" src={data?.me.profilePictureUrl ?? undefined} alt="">
              {initials(name)}
            </Avatar>
            <Text fz="sm" fw={500} visibleFrom="md" maw={160} truncate>
              {name}
            </Text>
            <ChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.email ?? ''}</Menu.Label>
        <Menu.Item component={Link} to="/settings?tab=profile" leftSection={<UserRound size={14} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<Settings size={14} />}>
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<LogOut size={14} />} onClick={logout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
