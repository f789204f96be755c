import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { productName } from '../../../app/theme';
import { serverMessage } from '../../auth/auth-errors';
import { downloadText } from '../../dashboard/format';
import { DashboardSourcesDocument } from '../../dashboard/graphql/dashboard.generated';
import { usePreferences } from '../../dashboard/hooks/usePreferences';
import { SuggestedQuestionsDocument } from '../../setup/graphql/setup.generated';
import { clearPendingQuestion, readPendingQuestion } from '../../setup/pending-question';
import { ALL_SOURCES } from '../chat-api';
import { transcriptMarkdown } from '../chat-state';
import { EnhanceQuestionDocument } from '../graphql/chat.generated';
import { useChat } from '../hooks/useChat';
import { typingSpeedOf } from '../typing';
import classes from './Chat.module.css';
import { ChatSettingsModal } from './ChatSettingsModal';
import { ChatToolbar } from './ChatToolbar';
import { MessageList } from './MessageList';
import { SourcesModal } from './SourcesModal';
import { UploadModal } from './UploadModal';

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  pending: boolean;
  autoFocus?: boolean;
}

/** The input and Send; while a reply is pending both are disabled and the button reads 'Thinking...'. */
function Composer({ value, onChange, onSubmit, pending, autoFocus }: ComposerProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} style={{ width: '100%' }}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Message"
          placeholder="Type your message..."
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          disabled={pending}
          style={{ flex: 1 }}
          size="md"
          radius="xl"
          autoFocus={autoFocus}
          maxLength={2000}
        />
        <Button type="submit" disabled={pending} size="md" radius="xl" rightSection={pending ? null : <SendHorizontal size={16} />}>
          {pending ? 'Thinking...' : 'Send'}
        </Button>
      </Group>
    </form>
  );
}

/** The chat tab: the welcome state, then the expanded window with the toolbar, the conversation and the input. */
export function ChatTab() {
  const [input, setInput] = useState('');
  const [memory, setMemory] = useState(true);
  const [source, setSource] = useState(ALL_SOURCES);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [listMode, setListMode] = useState<'datasets' | 'files' | null>(null);
  const { preferences } = usePreferences();
  const { data: sourcesData } = useQuery(DashboardSourcesDocument);
  const [enhance, { loading: enhancing }] = useMutation(EnhanceQuestionDocument);
  const { state, send, toggle } = useChat({ memory, source, speed: typingSpeedOf(preferences.chatTypingSpeed) });
  const sources = sourcesData?.dataSources ?? [];
  const sourceNames = [ALL_SOURCES, ...sources.filter((s) => s.status === 'READY').map((s) => s.name)];
  const lastQuestion = [...state.messages].reverse().find((message) => message.type === 'user')?.text ?? '';

  const submit = (text = input, sourceName?: string) => {
    if (text.trim() === '' || state.pending) return;
    if (sourceName) setSource(sourceName);
    send(text, sourceName);
    setInput('');
  };

  // Questions the workspace's data can answer, shaped by the goals given in the setup wizard.
  const { data: suggestionData } = useQuery(SuggestedQuestionsDocument, { variables: { limit: 4 } });
  const suggestions = suggestionData?.suggestedQuestions ?? [];

  // A question asked before arriving: from the home page's chat box (kept through sign-up) or a link with ?ask=.
  const [searchParams, setSearchParams] = useSearchParams();
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    const asked = searchParams.get('ask')?.trim() || readPendingQuestion();
    if (!asked) return;
    arrived.current = true;
    clearPendingQuestion();
    if (searchParams.has('ask')) {
      const rest = new URLSearchParams(searchParams);
      rest.delete('ask');
      setSearchParams(rest, { replace: true });
    }
    send(asked);
  }, [searchParams, setSearchParams, send]);

  const runEnhance = async () => {
    const question = input.trim() || lastQuestion;
    if (question === '') {
      notifications.show({ message: 'Type a question first, then Enhance rewrites it with the names in your data.' });
      return;
    }
    const selected = sources.find((s) => s.name === source);
    try {
      const result = await enhance({ variables: { question, dataSourceIds: selected ? [selected.id] : null } });
      const enhanced = result.data?.enhanceQuestion;
      if (!enhanced) return;
      setInput(enhanced.question);
      notifications.show({ title: enhanced.changed ? 'Question enhanced' : 'Nothing to enhance', message: enhanced.note });
    } catch (error) {
      notifications.show({ color: 'red', message: serverMessage(error) ?? 'The question could not be enhanced.' });
    }
  };

  const modals = (
    <>
      <UploadModal
        opened={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={(name) => {
          setSource(name);
          notifications.show({ color: 'teal', title: 'Upload ready', message: `${name} is ready. Questions now go to it.` });
        }}
      />
      <ChatSettingsModal opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <SourcesModal mode={listMode} onClose={() => setListMode(null)} />
    </>
  );

  if (!state.started) {
    return (
      <Stack className={classes.welcome} align="center" justify="center" gap="lg" px="md">
        <Stack gap={6} align="center" ta="center">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            What do you want to work on today?
          </Title>
          <Text c="dimmed" fz="sm" maw={520}>
            Ask {productName} about your data in plain words: totals, trends, rankings, comparisons.
          </Text>
        </Stack>
        <Paper withBorder radius="xl" p={6} w="100%" maw={680} shadow="sm">
          <Composer value={input} onChange={setInput} onSubmit={() => submit()} pending={state.pending} autoFocus />
        </Paper>
        {suggestions.length > 0 ? (
          <Stack gap={8} align="center" w="100%" maw={680} aria-label="Suggested questions" role="group">
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
              Suggested for your goals
            </Text>
            <Group gap="xs" justify="center">
              {suggestions.map((suggestion) => (
                <Button
                  key={`${suggestion.sourceId}:${suggestion.question}`}
                  variant="light"
                  radius="xl"
                  size="xs"
                  onClick={() => submit(suggestion.question, suggestion.sourceName)}
                  title={`Ask ${suggestion.sourceName}`}
                >
                  {suggestion.question}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : null}
        {modals}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="lg" className={classes.frame}>
      <ChatToolbar
        memory={memory}
        onMemory={setMemory}
        sources={sourceNames}
        source={sourceNames.includes(source) ? source : ALL_SOURCES}
        onSource={setSource}
        onUpload={() => setUploadOpen(true)}
        onEnhance={() => void runEnhance()}
        enhancing={enhancing}
        onTranscript={() => downloadText(transcriptMarkdown(state.messages, `${productName} chat transcript`), `${productName.toLowerCase()}-chat-${new Date().toISOString().slice(0, 10)}.md`, 'text/markdown')}
        onSettings={() => setSettingsOpen(true)}
        onDatasets={() => setListMode('datasets')}
        onFiles={() => setListMode('files')}
        currentQuestion={input.trim() || lastQuestion}
        onUseQuestion={setInput}
      />
      <MessageList messages={state.messages} pending={state.pending} showSql={preferences.chatShowSql} onToggle={toggle} onAsk={(question) => submit(question)} />
      <div className={classes.composer}>
        <Composer value={input} onChange={setInput} onSubmit={() => submit()} pending={state.pending} />
      </div>
      {modals}
    </Paper>
  );
}
