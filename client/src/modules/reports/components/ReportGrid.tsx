import { useApolloClient, useMutation } from '@apollo/client/react';
import { useElementSize } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { BarChart3 } from 'lucide-react';
import { forwardRef, useCallback, useMemo, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { EmptyState } from '../../../ui/EmptyState';
import {
  DeleteReportCardDocument,
  RefreshReportCardDocument,
  ReorderReportCardsDocument,
  ReportDocument,
  ResizeReportCardDocument,
  type ReportCardFieldsFragment,
} from '../graphql/reports.generated';
import { moveItem } from '../report-layout';
import { ReportCardView } from './ReportCardView';
import classes from './ReportsTab.module.css';
import { TransformModal } from './TransformModal';

interface ReportGridProps {
  reportId: number;
  reportName: string;
  cards: readonly ReportCardFieldsFragment[];
  canEdit: boolean;
}

function failed(title: string, error: unknown) {
  notifications.show({ color: 'red', title, message: error instanceof Error ? error.message : 'Please try again.' });
}

/** The cards in their saved order and sizes; drag to reorder (react-dnd), resize from a corner. Changes are saved at once. */
export const ReportGrid = forwardRef<HTMLDivElement, ReportGridProps>(function ReportGrid({ reportId, reportName, cards, canEdit }, printRef) {
  const client = useApolloClient();
  const { ref: gridRef, width: gridWidth } = useElementSize();
  const [dragOrder, setDragOrder] = useState<number[] | null>(null);
  const [refreshing, setRefreshing] = useState<number | null>(null);
  const [editing, setEditing] = useState<ReportCardFieldsFragment | null>(null);
  const [reorder] = useMutation(ReorderReportCardsDocument);
  const [resize] = useMutation(ResizeReportCardDocument);
  const [remove] = useMutation(DeleteReportCardDocument);
  const [refresh] = useMutation(RefreshReportCardDocument);

  const byId = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  const shown = dragOrder ? dragOrder.map((id) => byId.get(id)).filter((card): card is ReportCardFieldsFragment => card !== undefined) : cards;

  const writeOrder = useCallback(
    (ids: number[]) => {
      client.cache.updateQuery({ query: ReportDocument, variables: { id: reportId } }, (data) =>
        data
          ? {
              report: {
                ...data.report,
                cards: ids
                  .map((id) => data.report.cards.find((card) => card.id === id))
                  .filter((card): card is ReportCardFieldsFragment => card !== undefined)
                  .map((card, position) => ({ ...card, position })),
              },
            }
          : data,
      );
    },
    [client, reportId],
  );

  const saveOrder = useCallback(
    (ids: number[]) => {
      if (ids.join() === cards.map((card) => card.id).join()) return;
      writeOrder(ids);
      reorder({ variables: { reportId, cardIds: ids } }).catch((error: unknown) => {
        failed('The new order was not saved', error);
        void client.refetchQueries({ include: [ReportDocument] });
      });
    },
    [cards, writeOrder, reorder, reportId, client],
  );

  const onHoverMove = useCallback(
    (from: number, to: number) => setDragOrder((current) => moveItem(current ?? cards.map((card) => card.id), from, to)),
    [cards],
  );
  const onDropped = useCallback(() => {
    setDragOrder((current) => {
      if (current) saveOrder(current);
      return null;
    });
  }, [saveOrder]);

  if (cards.length === 0) {
    return <EmptyState icon={<BarChart3 size={20} />} message={canEdit ? 'No charts yet. Describe one above and press Generate.' : 'No charts in this report yet.'} />;
  }

  return (
    <DndProvider backend={HTML5Backend}>
      <div ref={printRef} className={classes.printArea}>
        <h1 className={classes.printTitle}>{reportName}</h1>
        <div ref={gridRef} className={classes.grid} data-testid="report-grid">
          {shown.map((card, index) => (
            <ReportCardView
              key={card.id}
              card={card}
              index={index}
              gridWidth={gridWidth}
              canEdit={canEdit}
              refreshing={refreshing === card.id}
              onHoverMove={onHoverMove}
              onDropped={onDropped}
              onMoveBy={(delta) => saveOrder(moveItem(cards.map((c) => c.id), index, index + delta))}
              onResize={(widthPercent, height) => {
                // The type name lets the cache apply the new size to the card at once.
                const optimistic = { __typename: 'ReportCard' as const, id: card.id, widthPercent, height };
                resize({
                  variables: { id: card.id, widthPercent, height },
                  optimisticResponse: { resizeReportCard: optimistic },
                }).catch((error: unknown) => failed('The new size was not saved', error));
              }}
              onRefresh={() => {
                setRefreshing(card.id);
                refresh({ variables: { id: card.id } })
                  .catch((error: unknown) => failed('The card could not be refreshed', error))
                  .finally(() => setRefreshing(null));
              }}
              onDelete={() => {
                remove({
                  variables: { id: card.id },
                  update: (cache) => {
                    cache.updateQuery({ query: ReportDocument, variables: { id: reportId } }, (data) =>
                      data ? { report: { ...data.report, cards: data.report.cards.filter((c) => c.id !== card.id).map((c, position) => ({ ...c, position })) } } : data,
                    );
                  },
                }).catch((error: unknown) => failed('The card could not be deleted', error));
              }}
              onEditTransform={() => setEditing(card)}
            />
          ))}
        </div>
      </div>
      {editing ? <TransformModal card={byId.get(editing.id) ?? editing} onClose={() => setEditing(null)} /> : null}
    </DndProvider>
  );
});
