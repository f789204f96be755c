import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { BarChart3, Database, LayoutDashboard, MessageSquare, Settings } from 'lucide-react';
import classes from './Marketing.module.css';

const SIDEBAR = [
  { label: 'Dashboard', icon: LayoutDashboard },
  { label: 'AI Chat', icon: MessageSquare },
  { label: 'Reports', icon: BarChart3 },
  { label: 'Settings', icon: Settings },
] as const;

const METRICS = [
  { label: 'Revenue (30 days)', value: '$482k', change: '+12.4%' },
  { label: 'New leads', value: '1,284', change: '+8.1%' },
  { label: 'Win rate', value: '31%', change: '+2.3 pts' },
] as const;

const BARS = [38, 52, 44, 61, 58, 72, 66, 80, 74, 88, 83, 95];

const BOTTOM = [
  { label: 'AI Chat', icon: MessageSquare },
  { label: 'Reports', icon: BarChart3 },
  { label: 'Data Explorer', icon: Database },
] as const;

/** SPEC §2's static demo layout: a sidebar, a metrics panel and a bottom bar. Illustration only. */
export function DemoLayoutPreview() {
  return (
    <Box className={classes.demoFrame} role="img" aria-label="Quarry app preview: sidebar, metrics panel and bottom bar">
      <Group gap={6} px="md" py={10} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {['#ff5f57', '#febc2e', '#28c840'].map((color) => (
          <Box key={color} w={10} h={10} style={{ borderRadius: 5, background: color }} />
        ))}
      </Group>
      <Group gap={0} align="stretch" wrap="nowrap">
        <Stack gap={4} className={classes.demoSidebar}>
          {SIDEBAR.map(({ label, icon: Icon }, index) => (
            <Group key={label} gap={8} className={`${classes.demoNavItem} ${index === 0 ? classes.demoNavItemActive : ''}`} wrap="nowrap">
              <Icon size={15} />
              <span>{label}</span>
            </Group>
          ))}
        </Stack>
        <Stack gap="md" p="lg" style={{ flex: 1, minWidth: 0 }}>
          <SimpleGrid cols={3} spacing="sm">
            {METRICS.map((metric) => (
              <Box key={metric.label} p="sm" style={{ borderRadius: 10, border: '1px solid var(--mantine-color-default-border)' }}>
                <Text fz={11} c="dimmed" truncate>
                  {metric.label}
                </Text>
                <Text fw={700} fz="lg">
                  {metric.value}
                </Text>
                <Text fz={11} c="teal.4">
                  {metric.change}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          <Box p="sm" style={{ borderRadius: 10, border: '1px solid var(--mantine-color-default-border)' }}>
            <Text fz={12} c="dimmed" mb={8}>
              Revenue by month
            </Text>
            <Group gap={6} align="flex-end" h={110} wrap="nowrap">
              {BARS.map((height, index) => (
                <Box key={index} className={classes.bar} style={{ height: `${height}%` }} />
              ))}
            </Group>
          </Box>
        </Stack>
      </Group>
      <Group justify="center" gap="xl" className={classes.demoBottomBar}>
        {BOTTOM.map(({ label, icon: Icon }) => (
          <Group key={label} gap={6} wrap="nowrap">
            <Icon size={14} />
            <Text fz={12} c="dimmed">
              {label}
            </Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
