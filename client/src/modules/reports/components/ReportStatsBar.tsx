import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Activity, BarChart3, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import classes from './ReportsTab.module.css';

interface ReportStatsBarProps {
  activeReports: number;
  realtimeUpdates: number;
  aiSuggestions: number;
}

function Stat({ label, value, hint, icon }: { label: string; value: number; hint: string; icon: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'sm' }} radius="md" className={classes.stat}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={36} radius="md" aria-hidden visibleFrom="sm">
          {icon}
        </ThemeIcon>
        <div>
          <Text fz="xl" fw={700} lh={1.1} data-testid={`stat-${label}`}>
            {value.toLocaleString('en-US')}
          </Text>
          <Text fz="xs" c="dimmed" title={hint}>
            {label}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** The header figures, counted on the server: reports, timeline updates of the last day, open AI findings. */
export function ReportStatsBar({ activeReports, realtimeUpdates, aiSuggestions }: ReportStatsBarProps) {
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'sm' }}>
      <Stat label="Active reports" value={activeReports} hint="Reports in this workspace" icon={<BarChart3 size={18} />} />
      <Stat label="Real-time updates" value={realtimeUpdates} hint="Timeline messages in the last 24 hours" icon={<Activity size={18} />} />
      <Stat label="AI suggestions" value={aiSuggestions} hint="Open findings of the insight engine" icon={<Sparkles size={18} />} />
    </SimpleGrid>
  );
}
