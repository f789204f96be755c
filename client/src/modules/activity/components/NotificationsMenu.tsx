import { useQuery } from '@apollo/client/react';
import { ActionIcon, Indicator, Loader, Menu, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDashboard } from '../../dev-dashboard/DashboardContext';
import { describeActivity, timeAgo } from '../activity-text';
import { RecentActivityDocument } from '../graphql/activity.generated';
import classes from './NotificationsMenu.module.css';

const POLL_MS = 30_000;
const SEEN_KEY = 'quarry.activitySeen';

function readSeen(): string | null {
  try {
    return window.localStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
}

function writeSeen(id: string): void {
  try {
    window.localStorage.setItem(SEEN_KEY, id);
  } catch {
    // Not remembering what was read only means the dot shows again after a reload.
  }
}

/** Top-bar bell: recent activity on the workspace's projects, from the activity history. */
export function NotificationsMenu() {
  const { viewerId, dispatch } = useDashboard();
  const { data, loading, error, refetch } = useQuery(RecentActivityDocument, { variables: { limit: 20 }, pollInterval: POLL_MS, fetchPolicy: 'cache-and-network' });
  const [seen, setSeen] = useState(readSeen);
  const [opened, setOpened] = useState(false);
  const entries = data?.recentActivity ?? [];
  const newest = entries[0]?.id ?? null;
  // While the menu is open everything in it counts as read, including what its refetch brings in.
  useEffect(() => {
    if (opened && newest !== null) {
      writeSeen(newest);
      setSeen(newest);
    }
  }, [opened, newest]);
  // Ids grow with time; only other people's changes count as news.
  const unseen = entries.filter((entry) => entry.actorId !== viewerId && (seen === null || BigInt(entry.id) > BigInt(seen))).length;

  return (
    <Menu
      position="bottom-end"
      width={360}
      shadow="lg"
      opened={opened}
      onChange={(next) => {
        setOpened(next);
        if (next) void refetch();
      }}
    >
      <Menu.Target>
        <Tooltip label="Notifications">
          <Indicator disabled={unseen === 0} label={unseen > 9 ? '9+' : unseen} size={16} offset={4} color="red">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={unseen > 0 ? `Notifications (${unseen} new)` : 'Notifications'}>
              <Bell size={18} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Recent activity</Menu.Label>
        {loading && !data ? (
          <Stack align="center" py="md" role="status" aria-label="Loading activity">
            <Loader size="xs" />
          </Stack>
        ) : null}
        {error && !data ? (
          <Text fz="sm" c="red" px="sm" py="xs" role="alert">
            Could not load recent activity.
          </Text>
        ) : null}
        {data && entries.length === 0 ? (
          <Text fz="sm" c="dimmed" px="sm" py="md">
            Nothing has happened on your projects yet.
          </Text>
        ) : null}
        {entries.length > 0 ? (
          <ScrollArea.Autosize mah={380} type="auto">
            {entries.map((entry) => (
              <Menu.Item key={entry.id} onClick={() => dispatch({ type: 'selectProject', id: entry.projectId })} className={classes.item}>
                <span className={classes.entry}>
                  <Text fz="sm" lh={1.35}>
                    {describeActivity(entry, viewerId)}
                  </Text>
                  <Text fz={11} c="dimmed">
                    {entry.projectName} · {timeAgo(entry.createdAt)}
                  </Text>
                </span>
              </Menu.Item>
            ))}
          </ScrollArea.Autosize>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
