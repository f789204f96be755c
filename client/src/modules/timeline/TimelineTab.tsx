import { useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import { History } from 'lucide-react';
import { useState } from 'react';
import { CenteredLoader } from '../../ui/CenteredLoader';
import { EmptyState } from '../../ui/EmptyState';
import { ThreadCard } from './components/ThreadCard';
import { InsightAddedDocument, TimelineDocument } from './graphql/timeline.generated';
import { useNow } from './hooks';

/**
 * The timeline tab (SPEC §2): an Events feed of threads the insight engine opens on the workspace's data. New threads
 * arrive over the insightAdded subscription and are prepended in every open tab; times count up by themselves.
 */
export function TimelineTab() {
  const [tag, setTag] = useState<string | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const timeline = useQuery(TimelineDocument, { variables: { tag } });
  const workspaceId = timeline.data?.team.workspaceId;
  const canWrite = timeline.data?.team.yourPermissions.includes('CREATE_REPORTS') ?? false;

  const live = useSubscription(InsightAddedDocument, {
    variables: { workspaceId: workspaceId ?? 0 },
    skip: workspaceId === undefined,
    onData: ({ client, data }) => {
      const thread = data.data?.insightAdded;
      if (!thread) return;
      // Prepend to every cached view of the feed it belongs to (all threads, and the tag it carries).
      for (const variables of [{ tag: null }, ...thread.tags.map((name) => ({ tag: name }))]) {
        client.cache.updateQuery({ query: TimelineDocument, variables }, (current) =>
          current && !current.insightThreads.some((existing) => existing.id === thread.id)
            ? { ...current, insightThreads: [thread, ...current.insightThreads], insightTags: [...new Set([...current.insightTags, ...thread.tags])].sort() }
            : current,
        );
      }
      setFresh((previous) => new Set([...previous, thread.id]));
    },
  });

  const threads = timeline.data?.insightThreads ?? [];
  const now = useNow(threads[0]?.createdAt);

  return (
    <Stack p={{ base: 'sm', sm: 'md' }} gap="md" maw={920} mx="auto" w="100%">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <History size={20} />
          <Title order={2} fz="h3">
            Events
          </Title>
          <Badge variant="dot" color={live.error ? 'red' : 'green'} tt="none" title={live.error ? live.error.message : 'New findings appear here as they are found'}>
            {live.error ? 'Offline' : 'Live'}
          </Badge>
        </Group>
        <Select
          aria-label="Filter by tag"
          placeholder="All tags"
          clearable
          data={timeline.data?.insightTags ?? []}
          value={tag}
          onChange={setTag}
          w={220}
          searchable
        />
      </Group>
      <Text c="dimmed" fz="sm">
        The insight engine watches your data sources and posts what changes: week-over-week moves and their drivers, unusual days, new highs and lows, and shifts in the mix.
      </Text>
      {timeline.loading && !timeline.data ? <CenteredLoader label="Loading the timeline" /> : null}
      {timeline.error ? <Alert color="red" title="The timeline could not be loaded">{timeline.error.message}</Alert> : null}
      {timeline.data && threads.length === 0 ? (
        <EmptyState icon={<History size={20} />} message={tag ? `No threads tagged "${tag}".` : 'No events yet. Insights found in your data will appear here as they happen.'} />
      ) : null}
      <Stack gap="sm" data-testid="timeline-feed" aria-live="polite">
        {threads.map((thread) => (
          <ThreadCard key={thread.id} thread={thread} now={now} canWrite={canWrite} fresh={fresh.has(thread.id)} onTag={setTag} />
        ))}
      </Stack>
    </Stack>
  );
}
