import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, FileButton, Group, Menu, Modal, Select, Stack, Text, TextInput, useComputedColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Bot, ChevronDown, Download, FileJson, Image, MoreHorizontal, Pencil, Plus, Printer, Sparkles, Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { CenteredLoader } from '../../ui/CenteredLoader';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { AssistantPanel } from './components/AssistantPanel';
import { InsightPreview } from './components/InsightPreview';
import { ReportGrid } from './components/ReportGrid';
import classes from './components/ReportsTab.module.css';
import { ReportStatsBar } from './components/ReportStatsBar';
import {
  CreateReportDocument,
  DeleteReportDocument,
  ExportReportDocument,
  GenerateReportCardDocument,
  ImportReportDocument,
  RenameReportDocument,
  ReportDocument,
  ReportsOverviewDocument,
  SendReportMessageDocument,
  type GenerateReportCardMutation,
} from './graphql/reports.generated';
import { downloadJson, downloadPng } from './report-export';

type Turn = GenerateReportCardMutation['generateReportCard'];

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Please try again.';
}

/** The reports tab (SPEC §2): header stats, a prompt that adds charts from the workspace's data, the grid, the assistant. */
export function ReportsTab() {
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const overview = useQuery(ReportsOverviewDocument, { pollInterval: 30_000 });
  const reports = overview.data?.reports ?? [];
  const canEdit = overview.data?.team.yourPermissions.includes('CREATE_REPORTS') ?? false;
  const requested = Number(params.get('report'));
  const reportId = reports.find((report) => report.id === requested)?.id ?? reports[0]?.id ?? null;
  const insightMessage = Number(params.get('insight'));

  const report = useQuery(ReportDocument, { variables: { id: reportId ?? 0 }, skip: reportId === null });
  const current = report.data?.report;
  const pending = current?.cards.some((card) => card.status === 'PENDING') ?? false;
  const { refetch } = report;
  // Cards waiting for the demo data are run on the server when the report is read: read it again until they are.
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => void refetch(), 3_000);
    return () => clearInterval(timer);
  }, [pending, refetch]);

  const [prompt, setPrompt] = useState('');
  const [assistantOpen, setAssistantOpen] = useState(false);
  const [naming, setNaming] = useState<'new' | 'rename' | null>(null);
  const [name, setName] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [exporting, setExporting] = useState(false);
  const printRef = useRef<HTMLDivElement>(null);
  const dark = useComputedColorScheme('dark') === 'dark';

  const appendTurn = (turn: Turn) => {
    if (reportId === null) return;
    client.cache.updateQuery({ query: ReportDocument, variables: { id: reportId } }, (data) =>
      data
        ? {
            report: {
              ...data.report,
              cards: turn.card && !data.report.cards.some((card) => card.id === turn.card?.id) ? [...data.report.cards, turn.card] : data.report.cards,
              messages: [...data.report.messages, ...turn.messages.filter((message) => !data.report.messages.some((m) => m.id === message.id))],
            },
          }
        : data,
    );
  };
  const [generate, generating] = useMutation(GenerateReportCardDocument);
  const [send, sending] = useMutation(SendReportMessageDocument);
  const [createReport, creating] = useMutation(CreateReportDocument, { refetchQueries: [ReportsOverviewDocument], awaitRefetchQueries: true });
  const [renameReport] = useMutation(RenameReportDocument);
  const [deleteReport, deleting] = useMutation(DeleteReportDocument, { refetchQueries: [ReportsOverviewDocument], awaitRefetchQueries: true });
  const [importReport, importing] = useMutation(ImportReportDocument, { refetchQueries: [ReportsOverviewDocument], awaitRefetchQueries: true });
  const [lastReply, setLastReply] = useState<string | null>(null);

  const selectReport = (id: number | null, extra: Record<string, string | null> = {}) => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete('report');
      else next.set('report', String(id));
      for (const [key, value] of Object.entries(extra)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };

  const submitPrompt = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = prompt.trim();
    if (!text || reportId === null || generating.loading) return;
    try {
      const result = await generate({ variables: { reportId, prompt: text } });
      const turn = result.data?.generateReportCard;
      if (!turn) return;
      appendTurn(turn);
      setPrompt('');
      const reply = turn.messages.find((message) => message.role === 'ai');
      // A clarification or an unanswerable prompt adds no card: its answer is shown, and kept in the assistant panel.
      setLastReply(turn.card ? null : (reply?.content ?? null));
      void overview.refetch();
    } catch (error) {
      notifications.show({ color: 'red', title: 'The chart could not be generated', message: errorText(error) });
    }
  };

  const sendToAssistant = async (content: string) => {
    if (reportId === null) return;
    try {
      const result = await send({ variables: { reportId, content } });
      if (result.data) appendTurn(result.data.sendReportMessage);
    } catch (error) {
      notifications.show({ color: 'red', title: 'The assistant could not answer', message: errorText(error) });
    }
  };

  const exportJson = async () => {
    if (reportId === null || !current) return;
    setExporting(true);
    try {
      const result = await client.query({ query: ExportReportDocument, variables: { id: reportId }, fetchPolicy: 'network-only' });
      downloadJson(result.data?.exportReport, current.name);
    } catch (error) {
      notifications.show({ color: 'red', title: 'The report could not be exported', message: errorText(error) });
    } finally {
      setExporting(false);
    }
  };

  const exportPng = async () => {
    if (!printRef.current || !current) return;
    setExporting(true);
    try {
      await downloadPng(printRef.current, current.name, dark ? '#1a1b1e' : '#ffffff');
    } catch (error) {
      notifications.show({ color: 'red', title: 'The image could not be made', message: errorText(error) });
    } finally {
      setExporting(false);
    }
  };

  const importFile = async (file: File | null) => {
    if (!file) return;
    try {
      const json: unknown = JSON.parse(await file.text());
      const result = await importReport({ variables: { json } });
      const created = result.data?.importReport;
      if (created) {
        selectReport(created.id);
        notifications.show({ color: 'green', title: 'Report imported', message: `"${created.name}" is ready.` });
      }
    } catch (error) {
      notifications.show({ color: 'red', title: 'The report could not be imported', message: error instanceof SyntaxError ? 'The file is not valid JSON.' : errorText(error) });
    }
  };

  const saveName = async () => {
    const text = name.trim();
    if (!text) return;
    try {
      if (naming === 'new') {
        const result = await createReport({ variables: { name: text } });
        if (result.data) selectReport(result.data.createReport.id);
      } else if (naming === 'rename' && reportId !== null) {
        await renameReport({ variables: { id: reportId, name: text } });
        void overview.refetch();
      }
      setNaming(null);
    } catch (error) {
      notifications.show({ color: 'red', title: 'The report could not be saved', message: errorText(error) });
    }
  };

  if (overview.loading && !overview.data) return <CenteredLoader label="Loading reports" />;
  if (overview.error) return <Alert color="red" title="Reports could not be loaded">{overview.error.message}</Alert>;
  const stats = overview.data?.reportStats;

  return (
    <Stack className={classes.root} p={{ base: 'sm', sm: 'md' }}>
      {stats ? <ReportStatsBar activeReports={stats.activeReports} realtimeUpdates={stats.realtimeUpdates} aiSuggestions={stats.aiSuggestions} /> : null}

      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Select
            aria-label="Report"
            data={reports.map((r) => ({ value: String(r.id), label: r.name }))}
            value={reportId === null ? null : String(reportId)}
            onChange={(value) => selectReport(value === null ? null : Number(value))}
            allowDeselect={false}
            placeholder="No reports yet"
            w={{ base: 140, sm: 240 }}
          />
          {canEdit ? (
            <>
              <Button variant="default" leftSection={<Plus size={14} />} onClick={() => { setName(''); setNaming('new'); }}>
                New report
              </Button>
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="subtle" color="gray" px="xs" aria-label="More report actions" disabled={reportId === null}>
                    <MoreHorizontal size={16} />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<Pencil size={14} />} onClick={() => { setName(current?.name ?? ''); setNaming('rename'); }}>
                    Rename
                  </Menu.Item>
                  <Menu.Item color="red" leftSection={<Trash2 size={14} />} onClick={() => setConfirmDelete(true)}>
                    Delete report
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </>
          ) : null}
        </Group>
        <Group gap="xs" wrap="wrap">
          {canEdit ? (
            <FileButton onChange={(file) => void importFile(file)} accept="application/json,.json">
              {(props) => (
                <Button {...props} variant="default" leftSection={<Upload size={14} />} loading={importing.loading}>
                  Import
                </Button>
              )}
            </FileButton>
          ) : null}
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" leftSection={<Download size={14} />} rightSection={<ChevronDown size={14} />} loading={exporting} disabled={!current}>
                Export Dashboard
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<FileJson size={14} />} onClick={() => void exportJson()}>
                JSON (cards, queries, transforms, layout)
              </Menu.Item>
              <Menu.Item leftSection={<Image size={14} />} onClick={() => void exportPng()}>
                PNG image
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button variant="default" leftSection={<Printer size={14} />} onClick={() => window.print()} disabled={!current}>
            Print Report
          </Button>
          <Button leftSection={<Bot size={14} />} onClick={() => setAssistantOpen(true)} disabled={!current}>
            Open AI Assistant
          </Button>
        </Group>
      </Group>

      {canEdit && current ? (
        <form onSubmit={(event) => void submitPrompt(event)}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              value={prompt}
              onChange={(event) => setPrompt(event.currentTarget.value)}
              placeholder="Describe a chart, e.g. revenue by month or leads by lead source"
              aria-label="Chart prompt"
              leftSection={<Sparkles size={14} />}
              disabled={generating.loading}
            />
            <Button type="submit" loading={generating.loading} disabled={!prompt.trim()}>
              Generate
            </Button>
          </Group>
        </form>
      ) : null}
      {lastReply ? (
        <Alert color="blue" variant="light" withCloseButton onClose={() => setLastReply(null)} title="The assistant answered instead of adding a chart" data-testid="assistant-reply">
          <Text fz="sm">{lastReply}</Text>
          <Button size="compact-xs" variant="subtle" mt={4} onClick={() => setAssistantOpen(true)}>
            Open AI Assistant
          </Button>
        </Alert>
      ) : null}

      {Number.isInteger(insightMessage) && insightMessage > 0 ? (
        <InsightPreview messageId={insightMessage} reportId={reportId} reportName={current?.name ?? null} canEdit={canEdit} onDone={() => selectReport(reportId, { insight: null })} />
      ) : null}

      {reportId === null ? (
        <Text c="dimmed" ta="center" py="xl">
          {canEdit ? 'No reports yet: create one with New report, or import a report file.' : 'No reports yet.'}
        </Text>
      ) : report.loading && !current ? (
        <CenteredLoader label="Loading the report" />
      ) : report.error ? (
        <Alert color="red" title="The report could not be loaded">{report.error.message}</Alert>
      ) : current ? (
        <ReportGrid ref={printRef} reportId={current.id} reportName={current.name} cards={current.cards} canEdit={canEdit} />
      ) : null}

      {current ? (
        <AssistantPanel
          opened={assistantOpen}
          onClose={() => setAssistantOpen(false)}
          reportName={current.name}
          messages={current.messages}
          canEdit={canEdit}
          sending={sending.loading}
          onSend={sendToAssistant}
        />
      ) : null}

      <Modal opened={naming !== null} onClose={() => setNaming(null)} title={naming === 'new' ? 'New report' : 'Rename report'} size="sm">
        <form onSubmit={(event) => { event.preventDefault(); void saveName(); }}>
          <Stack gap="sm">
            <TextInput label="Report name" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={120} data-autofocus required />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setNaming(null)}>Cancel</Button>
              <Button type="submit" loading={creating.loading} disabled={!name.trim()}>Save</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmModal
        opened={confirmDelete}
        title="Delete report"
        message={`Delete "${current?.name ?? ''}" and its charts? This action cannot be undone.`}
        confirmText="Delete"
        danger
        processing={deleting.loading}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          if (reportId === null) return;
          void deleteReport({ variables: { id: reportId } }).then(() => {
            setConfirmDelete(false);
            selectReport(null);
          });
        }}
      />
    </Stack>
  );
}
