import { ActionIcon, AppShell, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { LogOut, Menu as MenuIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandMark } from './BrandMark';
import classes from './PageShell.module.css';

export interface NavItem {
  label: string;
  to: string;
}

interface PageShellProps {
  productName: string;
  homePath: string;
  navItems: readonly NavItem[];
  /** Who is signed in, shown next to Logout on wide screens. */
  userLabel?: string | null;
  onLogout: () => void;
  children: ReactNode;
}

/** Signed-in frame: brand, navigation and Logout in the header, the page below. */
export function PageShell({ productName, homePath, navItems, userLabel, onLogout, children }: PageShellProps) {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Menu position="bottom-start" width={200}>
              <Menu.Target>
                <ActionIcon hiddenFrom="sm" variant="subtle" color="gray" size="lg" aria-label="Open navigation">
                  <MenuIcon size={20} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {navItems.map((item) => (
                  <Menu.Item key={item.to} component={Link} to={item.to}>
                    {item.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <UnstyledButton component={Link} to={homePath} aria-label={`${productName} home`} className={classes.brand}>
              <BrandMark name={productName} />
            </UnstyledButton>
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
              {navItems.map((item) => (
                <UnstyledButton key={item.to} component={NavLink} to={item.to} className={classes.navLink}>
                  {item.label}
                </UnstyledButton>
              ))}
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {userLabel ? (
              <Text fz="sm" c="dimmed" visibleFrom="sm" truncate maw={240}>
                {userLabel}
              </Text>
            ) : null}
            <Button variant="default" size="sm" leftSection={<LogOut size={16} />} onClick={onLogout}>
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
    </AppShell>
  );
}
