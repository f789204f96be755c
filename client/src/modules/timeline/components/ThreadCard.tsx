import { useMutation } from '@apollo/client/react';
import { Anchor, Avatar, Badge, Button, Collapse, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BarChart3, CheckCircle2, CornerDownRight, MessageSquarePlus, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PostInsightFollowUpDocument, ResolveInsightThreadDocument, type InsightThreadFieldsFragment } from '../graphql/timeline.generated';
import { relativeTime } from '../relative-time';
import classes from './TimelineTab.module.css';

interface ThreadCardProps {
  thread: InsightThreadFieldsFragment;
  now: number;
  canWrite: boolean;
  fresh: boolean;
  onTag: (tag: string) => void;
}

/** One thread of the Events feed: the finding, its messages (insights and follow-ups), a follow-up box, resolve. */
export function ThreadCard({ thread, now, canWrite, fresh, onTag }: ThreadCardProps) {
  const [asking, setAsking] = useState(false);
  const [question, setQuestion] = useState('');
  const [postFollowUp, posting] = useMutation(PostInsightFollowUpDocument);
  const [resolve, resolving] = useMutation(ResolveInsightThreadDocument);

  const ask = async () => {
    const text = question.trim();
    if (!text || posting.loading) return;
    try {
      await postFollowUp({ variables: { threadId: thread.id, question: text } });
      setQuestion('');
    } catch (error) {
      notifications.show({ color: 'red', title: 'The question could not be answered', message: error instanceof Error ? error.message : 'Please try again.' });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" className={fresh ? classes.fresh : undefined} data-testid="thread" data-thread-id={thread.id} component="article" aria-label={thread.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar color="quarry" radius="xl" size={32} aria-hidden>
            <Sparkles size={16} />
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} className={thread.isResolved ? classes.resolvedTitle : undefined}>
              {thread.title}
            </Text>
            <Text fz="xs" c="dimmed">
              {thread.author} · <time dateTime={thread.createdAt} title={new Date(thread.createdAt).toLocaleString()}>{relativeTime(thread.createdAt, now)}</time>
              {thread.lastUpdated !== thread.createdAt ? <> · updated {relativeTime(thread.lastUpdated, now)}</> : null}
            </Text>
          </div>
        </Group>
        {thread.isResolved ? (
          <Badge color="green" variant="light" leftSection={<CheckCircle2 size={12} />}>
            Resolved
          </Badge>
        ) : null}
      </Group>

      <Stack gap="xs" mt="sm" pl={{ base: 0, sm: 44 }}>
        {thread.messages.map((message) => (
          <div key={message.id} className={message.type === 'followup' ? classes.followup : classes.insight} data-type={message.type}>
            {message.type === 'followup' && message.question ? (
              <Text fz="sm" fw={500} mb={2}>
                <CornerDownRight size={12} /> {message.askedBy ? `${message.askedBy}: ` : ''}
                {message.question}
              </Text>
            ) : null}
            <Text fz="sm">{message.content}</Text>
            <Group gap="sm" mt={2}>
              <Text fz="xs" c="dimmed">
                {message.type === 'insight' ? 'Insight' : 'Follow-up'} · {relativeTime(message.generatedAt, now)}
              </Text>
              {message.dataLink ? (
                <Anchor component={Link} to={message.dataLink} fz="xs" aria-label={`Open the data behind: ${message.content.slice(0, 60)}`}>
                  <Group gap={4} component="span">
                    <BarChart3 size={12} /> Open data
                  </Group>
                </Anchor>
              ) : null}
            </Group>
          </div>
        ))}
      </Stack>

      <Group justify="space-between" mt="sm" pl={{ base: 0, sm: 44 }} gap="xs">
        <Group gap={4}>
          {thread.tags.map((tag) => (
            <Badge key={tag} variant="outline" color="gray" size="sm" tt="none" component="button" type="button" className={classes.tag} onClick={() => onTag(tag)} aria-label={`Show threads tagged ${tag}`}>
              {tag}
            </Badge>
          ))}
        </Group>
        {canWrite ? (
          <Group gap="xs">
            <Button size="compact-sm" variant="subtle" leftSection={<MessageSquarePlus size={14} />} onClick={() => setAsking((open) => !open)}>
              Follow up
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color={thread.isResolved ? 'gray' : 'green'}
              leftSection={thread.isResolved ? <RotateCcw size={14} /> : <CheckCircle2 size={14} />}
              loading={resolving.loading}
              onClick={() => void resolve({ variables: { threadId: thread.id, resolved: !thread.isResolved } })}
            >
              {thread.isResolved ? 'Reopen' : 'Resolve'}
            </Button>
          </Group>
        ) : null}
      </Group>
      <Collapse expanded={asking}>
        <Group gap="xs" mt="sm" pl={{ base: 0, sm: 44 }} wrap="nowrap" component="form" onSubmit={(event) => { event.preventDefault(); void ask(); }}>
          <TextInput flex={1} size="sm" placeholder="Ask a follow-up question about this…" aria-label={`Follow-up question about ${thread.title}`} value={question} onChange={(event) => setQuestion(event.currentTarget.value)} disabled={posting.loading} />
          <Button size="sm" type="submit" loading={posting.loading} disabled={!question.trim()}>
            Ask
          </Button>
        </Group>
      </Collapse>
    </Paper>
  );
}
