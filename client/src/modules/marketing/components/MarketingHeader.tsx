import { ActionIcon, Button, Container, Group, Menu, UnstyledButton } from '@mantine/core';
import { Menu as MenuIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { isSignedIn } from '../../../app/auth';
import { productName } from '../../../app/theme';
import { BrandMark } from '../../../ui/BrandMark';
import { MARKETING_NAV } from '../content';
import classes from './Marketing.module.css';

/** Header and navigation of the marketing pages. */
export function MarketingHeader() {
  const signedIn = isSignedIn();
  return (
    <header className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Menu position="bottom-start" width={200}>
              <Menu.Target>
                <ActionIcon hiddenFrom="sm" variant="subtle" color="gray" size="lg" aria-label="Open navigation">
                  <MenuIcon size={20} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {MARKETING_NAV.map((item) => (
                  <Menu.Item key={item.to} component={Link} to={item.to}>
                    {item.label}
                  </Menu.Item>
                ))}
                {signedIn ? null : (
                  <>
                    <Menu.Divider />
                    <Menu.Item component={Link} to="/login">
                      Log in
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
            <UnstyledButton component={Link} to="/home" aria-label={`${productName} home`}>
              <BrandMark name={productName} />
            </UnstyledButton>
            <Group component="nav" aria-label="Main" gap={2} visibleFrom="sm" wrap="nowrap">
              {MARKETING_NAV.map((item) => (
                <NavLink key={item.to} to={item.to} className={classes.navLink}>
                  {item.label}
                </NavLink>
              ))}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {signedIn ? (
              <Button component={Link} to="/dashboard" size="sm">
                Open dashboard
              </Button>
            ) : (
              <>
                <Button component={Link} to="/login" variant="subtle" color="gray" size="sm" visibleFrom="xs">
                  Log in
                </Button>
                <Button component={Link} to="/register" size="sm">
                  Get started
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
