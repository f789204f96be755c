import { Button, Drawer, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { Bot, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ReportMessageFieldsFragment } from '../graphql/reports.generated';
import classes from './ReportsTab.module.css';

interface AssistantPanelProps {
  opened: boolean;
  onClose: () => void;
  reportName: string;
  messages: readonly ReportMessageFieldsFragment[];
  canEdit: boolean;
  sending: boolean;
  onSend: (content: string) => Promise<void>;
}

/** SPEC's assistant panel: a chat about the current report (role user or ai, and content). It can add cards. */
export function AssistantPanel({ opened, onClose, reportName, messages, canEdit, sending, onSend }: AssistantPanelProps) {
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length, opened]);

  const send = async (text: string) => {
    const content = text.trim();
    if (!content || sending) return;
    setDraft('');
    await onSend(content);
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={<Group gap="xs"><Bot size={18} /><Text fw={600}>AI Assistant · {reportName}</Text></Group>}>
      <Stack h="calc(100dvh - 90px)" gap="sm">
        <ScrollArea flex={1} viewportRef={viewport}>
          <div className={classes.messages} aria-live="polite">
            {messages.length === 0 ? (
              <Text c="dimmed" fz="sm">
                Ask about this report, say "summarize this report", or "add revenue by month" to add a chart.
              </Text>
            ) : null}
            {messages.map((message) => (
              <div key={message.id} className={message.role === 'user' ? classes.userBubble : classes.aiBubble} data-role={message.role}>
                {message.content}
                {message.role === 'ai' && message.options.length > 0 ? (
                  <Group gap={4} mt={6}>
                    {message.options.map((option) => (
                      <Button key={option} size="compact-xs" variant="light" onClick={() => void send(option)} disabled={!canEdit || sending}>
                        {option}
                      </Button>
                    ))}
                  </Group>
                ) : null}
              </div>
            ))}
          </div>
        </ScrollArea>
        {canEdit ? (
          <Group gap="xs" wrap="nowrap" component="form" onSubmit={(event) => { event.preventDefault(); void send(draft); }}>
            <TextInput flex={1} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} placeholder="Ask about this report…" aria-label="Message to the assistant" disabled={sending} />
            <Button type="submit" leftSection={<Send size={14} />} disabled={!draft.trim() || sending} loading={sending}>
              Send
            </Button>
          </Group>
        ) : (
          <Text c="dimmed" fz="xs">Your role can read this conversation but not add to it.</Text>
        )}
      </Stack>
    </Drawer>
  );
}
