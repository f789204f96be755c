import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './WidgetCard.module.css';

interface WidgetCardProps {
  /** Small uppercase label above the title, e.g. "Epics". */
  eyebrow: string;
  title: string;
  /** Buttons on the right of the header. */
  actions?: ReactNode;
  /** Content between the header and the body (a suggestion panel, an alert). */
  banner?: ReactNode;
  children: ReactNode;
  labelledBy: string;
}

/** A dashboard widget: a titled card, an action row and a scrolling body. */
export function WidgetCard({ eyebrow, title, actions, banner, children, labelledBy }: WidgetCardProps) {
  return (
    <Paper component="section" withBorder radius="lg" className={classes.card} aria-labelledby={labelledBy}>
      <Stack gap={0} h="100%">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" className={classes.header}>
          {/* On a narrow screen the actions wrap under the title rather than squeezing it. */}
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 180px' }}>
            <Text fz={11} fw={700} c="dimmed" tt="uppercase" className={classes.eyebrow}>
              {eyebrow}
            </Text>
            <Title order={2} fz="lg" id={labelledBy} lineClamp={1}>
              {title}
            </Title>
          </Stack>
          <Group gap={6} wrap="nowrap">
            {actions}
          </Group>
        </Group>
        {banner}
        <div className={classes.body}>{children}</div>
      </Stack>
    </Paper>
  );
}
