import { useQuery } from '@apollo/client/react';
import { ActionIcon, Avatar, Burger, Button, CloseButton, Group, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { LogOut, PanelLeftClose, PanelLeftOpen, Search } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { getStoredUser } from '../../../app/auth';
import { productName } from '../../../app/theme';
import { BrandMark } from '../../../ui/BrandMark';
import { NotificationsMenu } from '../../activity/components/NotificationsMenu';
import { hasErrorCode } from '../../auth/auth-errors';
import { displayName } from '../../auth/display-name';
import { MeDocument } from '../../auth/graphql/auth.generated';
import { useLogout } from '../../auth/hooks/useLogout';
import { useDashboard } from '../DashboardContext';
import { TEXT } from '../messages';
import classes from './TopBar.module.css';

interface TopBarProps {
  mobileNavOpen: boolean;
  onToggleMobileNav: () => void;
  desktopNavOpen: boolean;
  onToggleDesktopNav: () => void;
}

/** SPEC §2 top bar: search, notifications, the user's initial and profile, logout. */
export function TopBar({ mobileNavOpen, onToggleMobileNav, desktopNavOpen, onToggleDesktopNav }: TopBarProps) {
  const { search, setSearch } = useDashboard();
  const logout = useLogout();
  const { data, error } = useQuery(MeDocument);
  const unauthenticated = hasErrorCode(error, 'UNAUTHENTICATED');
  useEffect(() => {
    if (unauthenticated) logout();
  }, [unauthenticated, logout]);

  const user = data?.me ?? getStoredUser();
  const name = user ? displayName(user) : '';
  const initial = (name.trim().charAt(0) || '?').toUpperCase();

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap">
        <Burger opened={mobileNavOpen} onClick={onToggleMobileNav} hiddenFrom="sm" size="sm" aria-label="Toggle projects sidebar" />
        <Tooltip label={desktopNavOpen ? 'Collapse sidebar' : 'Expand sidebar'}>
          <ActionIcon variant="subtle" color="gray" size="lg" visibleFrom="sm" onClick={onToggleDesktopNav} aria-label={desktopNavOpen ? 'Collapse sidebar' : 'Expand sidebar'}>
            {desktopNavOpen ? <PanelLeftClose size={18} /> : <PanelLeftOpen size={18} />}
          </ActionIcon>
        </Tooltip>
        <UnstyledButton component={Link} to="/dashboard" aria-label={`${productName} home`} visibleFrom="xs" className={classes.brand}>
          <BrandMark name={productName} />
        </UnstyledButton>
      </Group>
      <TextInput
        className={classes.search}
        placeholder="Search epics, stories and tasks"
        aria-label="Search epics, stories and tasks"
        leftSection={<Search size={16} />}
        rightSection={search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="sm"
        radius="xl"
        type="search"
      />
      <Group gap={6} wrap="nowrap">
        <NotificationsMenu />
        <Group gap="xs" wrap="nowrap" aria-label="Signed-in user" role="group">
          <Avatar radius="xl" size={34} color="quarry" variant="filled" src={data?.me.profilePictureUrl ?? undefined} alt={name} aria-label={`${name} (${initial})`}>
            {initial}
          </Avatar>
          <Stack gap={0} visibleFrom="md" className={classes.profile}>
            <Text fz="sm" fw={600} truncate>
              {error && !unauthenticated ? TEXT.failedProfile : name}
            </Text>
            {user && user.email !== name ? (
              <Text fz="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Button variant="default" size="sm" leftSection={<LogOut size={16} />} onClick={logout} visibleFrom="sm">
          Logout
        </Button>
        <Tooltip label="Logout">
          <ActionIcon variant="default" size="lg" onClick={logout} hiddenFrom="sm" aria-label="Logout">
            <LogOut size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
