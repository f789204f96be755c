import { Box, Group, Tabs, UnstyledButton } from '@mantine/core';
import { BarChart3, Gauge, History, Lightbulb, MessagesSquare, Table2, UserRound, Waypoints } from 'lucide-react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { productName } from '../../../app/theme';
import { BrandMark } from '../../../ui/BrandMark';
import { CenteredLoader } from '../../../ui/CenteredLoader';
import { TAB_KEYS, TAB_LABELS, tabFromParam, type TabKey } from '../tabs';
import classes from './DashboardShell.module.css';
import { ProfileMenu } from './ProfileMenu';
import { SubscribePopup } from './SubscribePopup';

function lazyTab<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// Each tab is its own chunk: d3, victory and the explorer load only when their tab opens.
const TAB_COMPONENTS: Record<TabKey, ComponentType> = {
  chat: lazyTab(() => import('../../chat/components/ChatTab'), 'ChatTab'),
  integrations: lazyTab(() => import('../../integrations/components/IntegrationsTab'), 'IntegrationsTab'),
  profiles: lazyTab(() => import('../../profiles/components/ProfilesTab'), 'ProfilesTab'),
  explorer: lazyTab(() => import('../../explorer/components/ExplorerTab'), 'ExplorerTab'),
  reports: lazyTab(() => import('../../reports/ReportsTab'), 'ReportsTab'),
  insights: lazyTab(() => import('./InsightsTab'), 'InsightsTab'),
  timeline: lazyTab(() => import('../../timeline/TimelineTab'), 'TimelineTab'),
  pulse: lazyTab(() => import('../../pulse/components/PulseTab'), 'PulseTab'),
};

const TAB_ICONS: Record<TabKey, ReactNode> = {
  chat: <MessagesSquare size={16} />,
  integrations: <Waypoints size={16} />,
  profiles: <UserRound size={16} />,
  explorer: <Table2 size={16} />,
  reports: <BarChart3 size={16} />,
  insights: <Lightbulb size={16} />,
  timeline: <History size={16} />,
  pulse: <Gauge size={16} />,
};

interface DashboardShellProps {
  /** 'top' puts the tabs under the header; 'side' (the /d2 variant) lists them down the left on wide screens. */
  layout?: 'top' | 'side';
}

/** The signed-in dashboard: eight tabs kept in the URL (?tab=), the profile menu and the early-access popup. */
export function DashboardShell({ layout = 'top' }: DashboardShellProps) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const Active = TAB_COMPONENTS[tab];
  const select = (value: string | null) => {
    if (!value) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', value);
      return next;
    });
  };
  const list = (orientation: 'horizontal' | 'vertical') => (
    <Tabs
      value={tab}
      onChange={select}
      orientation={orientation}
      variant={orientation === 'vertical' ? 'pills' : 'default'}
      activateTabWithKeyboard={false}
      styles={orientation === 'vertical' ? { tab: { justifyContent: 'flex-start' }, tabLabel: { textAlign: 'left' } } : undefined}
    >
      <Tabs.List aria-label="Dashboard" className={orientation === 'horizontal' ? classes.tabs : undefined} style={orientation === 'horizontal' ? { flexWrap: 'nowrap' } : { width: '100%' }}>
        {TAB_KEYS.map((key) => (
          <Tabs.Tab key={key} value={key} leftSection={TAB_ICONS[key]} style={{ flexShrink: 0 }}>
            {TAB_LABELS[key]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
  const side = layout === 'side';

  return (
    <Box mih="100dvh">
      <header className={classes.header}>
        <Group className={classes.bar} px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/dashboard" aria-label={`${productName} home`} className={classes.brand}>
            <BrandMark name={productName} />
          </UnstyledButton>
          <ProfileMenu />
        </Group>
        <Box px={{ base: 0, sm: 'md' }} hiddenFrom={side ? 'md' : undefined}>
          {list('horizontal')}
        </Box>
      </header>
      <Group align="flex-start" gap="md" wrap="nowrap" className={classes.main}>
        {side ? (
          <Box className={classes.side} visibleFrom="md">
            {list('vertical')}
          </Box>
        ) : null}
        <Box component="main" style={{ flex: 1, minWidth: 0 }} aria-label={TAB_LABELS[tab]} data-tab={tab}>
          <Suspense fallback={<CenteredLoader label={`Loading ${TAB_LABELS[tab]}`} />}>
            <Active />
          </Suspense>
        </Box>
      </Group>
      <SubscribePopup />
    </Box>
  );
}
