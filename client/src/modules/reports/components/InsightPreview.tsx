import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { History, Plus, X } from 'lucide-react';
import { AddInsightToReportDocument, InsightQueryPreviewDocument, ReportDocument } from '../graphql/reports.generated';
import { chartSeries } from '../report-layout';
import { ReportChart, type ReportChartKind } from './ReportChart';

interface InsightPreviewProps {
  messageId: number;
  reportId: number | null;
  reportName: string | null;
  canEdit: boolean;
  onDone: () => void;
}

/** What a timeline message's dataLink opens: the query behind it, drawn now, ready to add to the open report. */
export function InsightPreview({ messageId, reportId, reportName, canEdit, onDone }: InsightPreviewProps) {
  const { data, loading, error } = useQuery(InsightQueryPreviewDocument, { variables: { messageId } });
  const { ref, width } = useElementSize();
  const [add, { loading: adding, error: addError }] = useMutation(AddInsightToReportDocument, {
    refetchQueries: reportId === null ? [] : [{ query: ReportDocument, variables: { id: reportId } }],
    awaitRefetchQueries: true,
  });
  const preview = data?.insightQuery;

  return (
    <Paper withBorder p="sm" radius="md" data-testid="insight-preview">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <History size={16} />
          <Text fw={600} fz="sm" truncate>
            From the timeline{preview ? `: ${preview.prompt}` : ''}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {canEdit && preview && reportId !== null ? (
            <Button
              size="xs"
              leftSection={<Plus size={14} />}
              loading={adding}
              onClick={() => void add({ variables: { messageId, reportId } }).then(onDone, () => undefined)}
            >
              Add to {reportName ?? 'report'}
            </Button>
          ) : null}
          <Button size="xs" variant="subtle" color="gray" leftSection={<X size={14} />} onClick={onDone}>
            Close
          </Button>
        </Group>
      </Group>
      <Stack ref={ref} gap="xs">
        {loading ? <Loader size="sm" /> : null}
        {error || addError ? <Alert color="red">{(error ?? addError)?.message}</Alert> : null}
        {preview && width > 0 ? (
          <ReportChart
            kind={preview.chartType.toLowerCase() as ReportChartKind}
            series={chartSeries(preview.data, preview.xKey, preview.yKey, null)}
            width={width}
            height={220}
            label={`${preview.title}: the query behind the timeline message`}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
