import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ArrowDown, ArrowUp, ArrowUpDown, Bookmark, CircleAlert, FileJson, FileSpreadsheet, Lightbulb, Search, Sparkles, X } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { ExplorerFilterInput, ExplorerSelectionInput, ExplorerSortInput } from '../../../gql/graphql.generated';
import { EmptyState } from '../../../ui/EmptyState';
import { serverMessage } from '../../auth/auth-errors';
import { asRows, cellText } from '../../chat/answer-view';
import { SourceSelect, TabHeader } from '../../dashboard/components/TabHeader';
import { DashboardInsightThreadsDocument, DashboardSourcesDocument } from '../../dashboard/graphql/dashboard.generated';
import { findingOf, newestFirst } from '../../dashboard/insight-summary';
import { exportRows } from '../explorer-export';
import { describeFilter, valuesOf, withValues } from '../filters';
import {
  DeleteExplorerViewDocument,
  ExplorerAskDocument,
  ExplorerRowsDocument,
  ExplorerSummaryDocument,
  ExplorerTableDocument,
  ExplorerViewsDocument,
  SaveExplorerViewDocument,
  type ExplorerAskMutation,
} from '../graphql/explorer.generated';

const PAGE_SIZE = 25;
const ALL = '__all__';

function defaultTable(tables: readonly { name: string }[]): string | null {
  return tables.find((table) => /customer|client|account/i.test(table.name))?.name ?? tables[0]?.name ?? null;
}

/** Drops the generated __typename so a saved view's filters can be sent back as input. */
function asInput(filters: readonly { column: string; operator: string; values: string[] }[]): ExplorerFilterInput[] {
  return filters.map(({ column, operator, values }) => ({ column, operator, values: [...values] }));
}

/** The data explorer: a source table's rows with server-side paging, sorting, filters, saved views and exports. */
export function ExplorerTab() {
  const { data: sourcesData, loading: sourcesLoading } = useQuery(DashboardSourcesDocument);
  const sources = (sourcesData?.dataSources ?? []).filter((source) => source.status === 'READY');
  const [sourceId, setSourceId] = useState<number | null>(null);
  const source = sources.find((candidate) => candidate.id === sourceId) ?? sources[0];
  const [tableName, setTableName] = useState<string | null>(null);
  const table = source && tableName && source.tables.some((t) => t.name === tableName) ? tableName : source ? defaultTable(source.tables) : null;
  const [filters, setFilters] = useState<ExplorerFilterInput[]>([]);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, 300);
  const [sort, setSort] = useState<ExplorerSortInput | null>(null);
  const [page, setPage] = useState(1);
  const [question, setQuestion] = useState('');
  const [askResult, setAskResult] = useState<ExplorerAskMutation['explorerAsk'] | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  const [viewName, setViewName] = useState('');
  const [exporting, setExporting] = useState<'csv' | 'json' | null>(null);

  // A new table starts unfiltered.
  useEffect(() => {
    setFilters([]);
    setSearchText('');
    setSort(null);
    setPage(1);
    setAskResult(null);
  }, [source?.id, table]);
  useEffect(() => setPage(1), [filters, search, sort]);

  const selection: ExplorerSelectionInput | null = useMemo(
    () => (source && table ? { dataSourceId: source.id, table, filters, search: search.trim() || null, sort } : null),
    [source, table, filters, search, sort],
  );
  const skip = selection === null;
  const info = useQuery(ExplorerTableDocument, { variables: { dataSourceId: source?.id ?? 0, table: table ?? '' }, skip });
  const rows = useQuery(ExplorerRowsDocument, { variables: { selection: selection ?? { dataSourceId: 0, table: '', filters: [] }, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }, skip });
  const summary = useQuery(ExplorerSummaryDocument, { variables: { selection: selection ?? { dataSourceId: 0, table: '', filters: [] } }, skip });
  const views = useQuery(ExplorerViewsDocument, { variables: { dataSourceId: source?.id ?? 0, table: table ?? '' }, skip });
  const [saveView, { loading: saving }] = useMutation(SaveExplorerViewDocument, { refetchQueries: [ExplorerViewsDocument] });
  const [deleteView] = useMutation(DeleteExplorerViewDocument, { refetchQueries: [ExplorerViewsDocument] });
  const [ask, { loading: asking }] = useMutation(ExplorerAskDocument);
  const insights = useQuery(DashboardInsightThreadsDocument);
  const sourceInsights = newestFirst((insights.data?.insightThreads ?? []).filter((thread) => thread.sourceId === source?.id)).slice(0, 5);

  if (sourcesLoading && !sourcesData) return <Loader aria-label="Loading sources" />;
  if (!source || !table || !selection) {
    return <EmptyState icon={<Search size={18} />} message="No data source is ready yet. Upload files in the chat or connect a database to explore its rows." />;
  }

  const facets = info.data?.explorerTable.facets ?? [];
  const sourceFacet = facets.find((facet) => facet.role === 'source');
  const statusFacet = facets.find((facet) => facet.role === 'status');
  const otherFacets = facets.filter((facet) => facet !== sourceFacet && facet !== statusFacet).slice(0, 4);
  // The previous page stays (dimmed) while the next one loads, so the table does not flash empty.
  const page_ = rows.data?.explorerRows ?? rows.previousData?.explorerRows;
  const total = page_?.total ?? 0;

  const submitAsk = async (event: FormEvent) => {
    event.preventDefault();
    if (question.trim() === '') return;
    try {
      const result = await ask({ variables: { selection, question } });
      const outcome = result.data?.explorerAsk;
      if (!outcome) return;
      setAskResult(outcome);
      if (outcome.kind === 'filters') {
        setFilters(asInput(outcome.filters));
        setSort(outcome.sort ? { column: outcome.sort.column, descending: outcome.sort.descending } : null);
      }
    } catch (error) {
      notifications.show({ color: 'red', message: serverMessage(error) ?? 'The question could not be answered.' });
    }
  };

  const submitView = async (event: FormEvent) => {
    event.preventDefault();
    const label = viewName.trim();
    setSaveOpen(false);
    setViewName('');
    // SPEC §5: an empty name saves nothing.
    if (label === '') return;
    try {
      await saveView({ variables: { selection, label } });
      notifications.show({ color: 'teal', message: `View “${label}” saved.` });
    } catch (error) {
      notifications.show({ color: 'red', message: serverMessage(error) ?? 'The view could not be saved.' });
    }
  };

  const runExport = async (format: 'csv' | 'json') => {
    setExporting(format);
    try {
      await exportRows(selection, format);
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : 'The export failed.' });
    } finally {
      setExporting(null);
    }
  };

  const toggleSort = (column: string) => {
    setSort((current) => (current?.column !== column ? { column, descending: false } : current.descending ? null : { column, descending: true }));
  };

  const facetSelect = (facet: (typeof facets)[number], label: string) => (
    <Select
      key={facet.column}
      label={label}
      size="xs"
      w={{ base: 'calc(50% - 6px)', sm: 170 }}
      data={[{ value: ALL, label: 'All' }, ...facet.values.map((value) => ({ value, label: value }))]}
      value={valuesOf(filters, facet.column)[0] ?? ALL}
      onChange={(value) => setFilters((current) => withValues(current, facet.column, !value || value === ALL ? [] : [value]))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <Stack gap="md">
      <TabHeader title="Data explorer" description="Browse, filter and export the rows behind your answers.">
        <SourceSelect
          name="Explorer source"
          sources={sources}
          value={source.id}
          onChange={(id) => {
            setSourceId(id);
            setTableName(null);
          }}
        />
        <Select
          label="Table"
          aria-label="Explorer table"
          size="xs"
          w={{ base: '100%', xs: 180 }}
          searchable
          data={source.tables.map((t) => t.name)}
          value={table}
          onChange={(value) => setTableName(value)}
          allowDeselect={false}
        />
      </TabHeader>

      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" aria-label="Summary">
        {(summary.data?.explorerSummary.stats ?? []).map((stat) => (
          <Paper key={stat.label} withBorder radius="md" p="sm">
            <Text fz="xs" c="dimmed" truncate>
              {stat.label}
            </Text>
            <Text fz={stat.value.length > 14 ? 'sm' : 'lg'} fw={700} lineClamp={2} lh={stat.value.length > 14 ? 1.9 : undefined}>
              {stat.value}
            </Text>
            {stat.hint ? (
              <Text fz="xs" c="dimmed" truncate>
                {stat.hint}
              </Text>
            ) : null}
          </Paper>
        ))}
        {summary.loading && !summary.data ? <Loader size="sm" aria-label="Loading summary" /> : null}
      </SimpleGrid>

      <Paper withBorder radius="md" p="sm">
        <form onSubmit={(event) => void submitAsk(event)}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Ask the assistant anything"
              placeholder="Ask the assistant anything"
              leftSection={<Sparkles size={16} />}
              value={question}
              onChange={(event) => setQuestion(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={asking} disabled={question.trim() === ''}>
              Ask
            </Button>
          </Group>
        </form>
        {askResult ? (
          <Alert mt="xs" variant="light" color={askResult.kind === 'filters' ? 'quarry' : 'gray'} withCloseButton onClose={() => setAskResult(null)} title={askResult.kind === 'filters' ? 'Filters applied' : 'Answer'}>
            <Text fz="sm">{askResult.message}</Text>
            {askResult.answer && asRows(askResult.answer.rows).length > 1 ? (
              <Table fz="xs" mt="xs" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    {askResult.answer.columns.map((column) => (
                      <Table.Th key={column}>{column.replace(/_/g, ' ')}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {asRows(askResult.answer.rows).slice(0, 8).map((row, index) => (
                    <Table.Tr key={index}>
                      {row.map((value, column) => (
                        <Table.Td key={column}>{cellText(value)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </Alert>
        ) : null}
      </Paper>

      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="Search" size="xs" w={{ base: '100%', sm: 200 }} leftSection={<Search size={14} />} placeholder="Any text column" value={searchText} onChange={(event) => setSearchText(event.currentTarget.value)} />
        {sourceFacet ? facetSelect(sourceFacet, 'Source') : null}
        {statusFacet ? facetSelect(statusFacet, 'Status') : null}
        {otherFacets.map((facet) => (
          <MultiSelect
            key={facet.column}
            label={facet.label}
            size="xs"
            w={{ base: 'calc(50% - 6px)', sm: 190 }}
            placeholder="All"
            data={facet.values}
            value={valuesOf(filters, facet.column)}
            onChange={(values) => setFilters((current) => withValues(current, facet.column, values))}
            clearable
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        ))}
        <Group gap={6} ml="auto">
          <Button size="xs" variant="default" leftSection={<Bookmark size={14} />} onClick={() => setSaveOpen(true)}>
            Save view
          </Button>
          <Button size="xs" variant="default" leftSection={<FileSpreadsheet size={14} />} loading={exporting === 'csv'} onClick={() => void runExport('csv')}>
            Export CSV
          </Button>
          <Button size="xs" variant="default" leftSection={<FileJson size={14} />} loading={exporting === 'json'} onClick={() => void runExport('json')}>
            Export JSON
          </Button>
        </Group>
      </Group>

      {filters.length > 0 ? (
        <Group gap={6}>
          {filters.map((filter) => (
            <Badge
              key={`${filter.column}-${filter.operator}`}
              variant="light"
              rightSection={<CloseButton size="xs" aria-label={`Remove filter ${describeFilter(filter)}`} onClick={() => setFilters((current) => current.filter((f) => f !== filter))} />}
            >
              {describeFilter(filter)}
            </Badge>
          ))}
          <Button size="compact-xs" variant="subtle" onClick={() => setFilters([])}>
            Clear filters
          </Button>
        </Group>
      ) : null}

      <Group gap={6} aria-label="Saved views">
        <Text fz="xs" c="dimmed" fw={600}>
          Saved views:
        </Text>
        {(views.data?.explorerViews ?? []).length === 0 ? (
          <Text fz="xs" c="dimmed">
            none yet
          </Text>
        ) : (
          (views.data?.explorerViews ?? []).map((view) => (
            <Button.Group key={view.id}>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => {
                  setFilters(asInput(view.filters));
                  setSearchText(view.search ?? '');
                  setSort(view.sort ? { column: view.sort.column, descending: view.sort.descending } : null);
                }}
              >
                {view.label}
              </Button>
              <Button size="compact-xs" variant="light" aria-label={`Delete view ${view.label}`} onClick={() => void deleteView({ variables: { id: view.id } })}>
                <X size={12} />
              </Button>
            </Button.Group>
          ))
        )}
      </Group>

      <Paper withBorder radius="md">
        {rows.error ? (
          <Alert color="red" icon={<CircleAlert size={16} />} m="sm">
            {serverMessage(rows.error) ?? rows.error.message}
          </Alert>
        ) : !page_ ? (
          <Group justify="center" p="lg" role="status" aria-label="Loading rows">
            <Loader size="sm" />
          </Group>
        ) : asRows(page_.rows).length === 0 ? (
          <EmptyState message="No rows match these filters." />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover fz="xs" verticalSpacing={6} aria-label={`${table} rows`} style={{ opacity: rows.loading ? 0.6 : 1 }}>
              <Table.Thead>
                <Table.Tr>
                  {page_.columns.map((column) => {
                    const sorted = sort?.column === column.name ? (sort.descending ? 'descending' : 'ascending') : 'none';
                    return (
                      <Table.Th key={column.name} aria-sort={sorted} style={{ whiteSpace: 'nowrap' }}>
                        <UnstyledButton onClick={() => toggleSort(column.name)} fz="xs" fw={600}>
                          <Group gap={4} wrap="nowrap">
                            {column.name}
                            {sorted === 'ascending' ? <ArrowUp size={12} /> : sorted === 'descending' ? <ArrowDown size={12} /> : <ArrowUpDown size={12} opacity={0.4} />}
                          </Group>
                        </UnstyledButton>
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {asRows(page_.rows).map((row, index) => (
                  <Table.Tr key={index}>
                    {row.map((value, column) => (
                      <Table.Td key={column} style={{ whiteSpace: 'nowrap', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', textAlign: typeof value === 'number' ? 'right' : undefined }}>
                        {cellText(value)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" p="sm" gap="xs">
          <Text fz="xs" c="dimmed" aria-live="polite">
            {total.toLocaleString('en-US')} matching rows
          </Text>
          <Pagination size="sm" total={Math.max(1, Math.ceil(total / PAGE_SIZE))} value={page} onChange={setPage} siblings={1} boundaries={1} aria-label="Pages" />
        </Group>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Group gap="xs" mb="xs">
          <Lightbulb size={16} />
          <Text fw={600}>AI Insights</Text>
        </Group>
        {sourceInsights.length === 0 ? (
          <EmptyState compact message={`No insights for ${source.name} yet. Findings from the timeline's insight engine will be listed here.`} />
        ) : (
          <Stack gap="sm">
            {sourceInsights.map((thread) => (
              <Stack key={thread.id} gap={0}>
                <Text fz="sm" fw={500}>
                  {thread.title}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={2}>
                  {findingOf(thread)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Paper>

      <Modal opened={saveOpen} onClose={() => setSaveOpen(false)} title="Save view" centered size="sm">
        <form onSubmit={(event) => void submitView(event)}>
          <Stack gap="sm">
            <TextInput label="View name" placeholder="e.g. Active customers in Germany" value={viewName} onChange={(event) => setViewName(event.currentTarget.value)} maxLength={100} data-autofocus />
            <Text fz="xs" c="dimmed">
              Saves the filters{searchText ? ', search' : ''} and sort for everyone in the workspace.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSaveOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

