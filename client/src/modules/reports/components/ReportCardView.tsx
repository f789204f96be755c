import { ActionIcon, Badge, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { AlertTriangle, Code2, GripVertical, MoveDiagonal2, RotateCw, Trash2 } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import type { ReportCardFieldsFragment } from '../graphql/reports.generated';
import { cardWidthCss, chartSeries, sizeFromPixels } from '../report-layout';
import { ReportChart, type ReportChartKind } from './ReportChart';
import classes from './ReportsTab.module.css';

export const CARD_DRAG_TYPE = 'report-card';

interface DragItem {
  id: number;
  index: number;
}

interface ReportCardViewProps {
  card: ReportCardFieldsFragment;
  index: number;
  gridWidth: number;
  canEdit: boolean;
  refreshing: boolean;
  /** While dragging: show the card at `to`. */
  onHoverMove: (from: number, to: number) => void;
  /** The drag ended: save the order shown. */
  onDropped: () => void;
  /** Keyboard move by one place. */
  onMoveBy: (delta: -1 | 1) => void;
  onResize: (widthPercent: number, height: number) => void;
  onRefresh: () => void;
  onDelete: () => void;
  onEditTransform: () => void;
}

const HEADER_HEIGHT = 44;

/** A chart card: drag by its grip to reorder, resize from its corner (min 300×200), refresh, edit its transform, delete. */
export function ReportCardView({ card, index, gridWidth, canEdit, refreshing, onHoverMove, onDropped, onMoveBy, onResize, onRefresh, onDelete, onEditTransform }: ReportCardViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { ref: bodyRef, width: bodyWidth } = useElementSize();
  const [preview, setPreview] = useState<{ width: number; height: number } | null>(null);

  const [{ isDragging }, drag, dragPreview] = useDrag<DragItem, unknown, { isDragging: boolean }>(
    () => ({ type: CARD_DRAG_TYPE, item: { id: card.id, index }, canDrag: canEdit, end: () => onDropped(), collect: (monitor) => ({ isDragging: monitor.isDragging() }) }),
    [card.id, index, canEdit, onDropped],
  );
  const [, drop] = useDrop<DragItem>(
    () => ({
      accept: CARD_DRAG_TYPE,
      hover: (item, monitor) => {
        if (item.index === index) return;
        const rect = ref.current?.getBoundingClientRect();
        const pointer = monitor.getClientOffset();
        if (rect && pointer) {
          // Move only once the pointer has crossed the hovered card's middle (across a wide card, along a narrow
          // one), so cards of different sizes do not swap back and forth under it.
          const wide = gridWidth > 0 && rect.width > gridWidth * 0.6;
          const firstHalf = wide ? pointer.y < rect.top + rect.height / 2 : pointer.x < rect.left + rect.width / 2;
          if (item.index < index && firstHalf) return;
          if (item.index > index && !firstHalf) return;
        }
        onHoverMove(item.index, index);
        item.index = index;
      },
    }),
    [index, onHoverMove, gridWidth],
  );
  dragPreview(drop(ref));

  const widthPx = gridWidth > 0 ? (gridWidth * card.widthPercent) / 100 : 0;
  const height = preview?.height ?? card.height;
  const width = preview ? `${preview.width}px` : cardWidthCss(card.widthPercent);

  const startResize = (event: PointerEvent<HTMLButtonElement>) => {
    if (!canEdit || gridWidth <= 0) return;
    event.preventDefault();
    const startX = event.clientX;
    const startY = event.clientY;
    const startWidth = ref.current?.getBoundingClientRect().width ?? widthPx;
    const startHeight = card.height;
    let last = { width: startWidth, height: startHeight };
    const move = (e: globalThis.PointerEvent) => {
      const size = sizeFromPixels(startWidth + e.clientX - startX, startHeight + e.clientY - startY, gridWidth);
      last = { width: Math.min(gridWidth, Math.max(Math.min(300, gridWidth), startWidth + e.clientX - startX)), height: size.height };
      setPreview(last);
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      const size = sizeFromPixels(last.width, last.height, gridWidth);
      setPreview(null);
      if (size.widthPercent !== card.widthPercent || size.height !== card.height) onResize(size.widthPercent, size.height);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const resizeByKeys = (event: KeyboardEvent<HTMLButtonElement>) => {
    const steps: Record<string, [number, number]> = { ArrowLeft: [-5, 0], ArrowRight: [5, 0], ArrowUp: [0, -20], ArrowDown: [0, 20] };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const size = sizeFromPixels((gridWidth * (card.widthPercent + step[0])) / 100, card.height + step[1], gridWidth);
    onResize(size.widthPercent, size.height);
  };

  const series = chartSeries(card.data, card.xKey, card.yKey, card.seriesKey);
  const kind = card.chartType.toLowerCase() as ReportChartKind;
  const chartHeight = Math.max(120, height - HEADER_HEIGHT - 16);
  const pending = card.status === 'PENDING';

  return (
    <Paper
      ref={ref}
      withBorder
      radius="md"
      className={classes.card}
      data-testid="report-card"
      data-card-id={card.id}
      aria-label={`${card.title} chart`}
      role="group"
      style={{ width, height, opacity: isDragging ? 0.4 : 1 }}
    >
      <Group className={classes.cardHeader} justify="space-between" wrap="nowrap" gap={4}>
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          {canEdit ? (
            // The drag source is this wrapper: the tooltip hands its own ref to the button.
            <div
              ref={(node) => {
                drag(node);
              }}
              className={classes.grip}
            >
            <Tooltip label="Drag to reorder (Alt+←/→ moves)">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Move ${card.title}`}
                data-export-ignore
                onKeyDown={(event) => {
                  if (event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowUp')) onMoveBy(-1);
                  if (event.altKey && (event.key === 'ArrowRight' || event.key === 'ArrowDown')) onMoveBy(1);
                }}
              >
                <GripVertical size={14} />
              </ActionIcon>
            </Tooltip>
            </div>
          ) : null}
          <Text fw={600} fz="sm" truncate title={card.prompt}>
            {card.title}
          </Text>
          {card.transform ? (
            <Badge size="xs" variant="light" color="grape" title="This card's rows go through a transform">
              transform
            </Badge>
          ) : null}
        </Group>
        {canEdit ? (
          <Group gap={2} wrap="nowrap" data-export-ignore>
            <Tooltip label="Refresh: run the query again">
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Refresh ${card.title}`} onClick={onRefresh} loading={refreshing}>
                <RotateCw size={14} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Edit transform">
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Edit transform of ${card.title}`} onClick={onEditTransform}>
                <Code2 size={14} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete card">
              <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Delete ${card.title}`} onClick={onDelete}>
                <Trash2 size={14} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
      <div ref={bodyRef} className={classes.cardBody}>
        {pending ? (
          <Group h={chartHeight} justify="center" gap="xs">
            <Loader size="sm" />
            <Text c="dimmed" fz="sm">
              {card.message ?? 'Waiting for data…'}
            </Text>
          </Group>
        ) : series.length === 0 || series.every((s) => s.points.length === 0) ? (
          <Group h={chartHeight} justify="center" gap="xs">
            <Text c="dimmed" fz="sm">
              {card.status === 'FAILED' ? (card.message ?? 'The query failed.') : 'No rows to draw.'}
            </Text>
          </Group>
        ) : bodyWidth > 0 ? (
          <ReportChart kind={kind} series={series} width={bodyWidth} height={chartHeight} label={`${card.title}: ${kind} chart of ${card.yKey ?? 'values'} by ${card.xKey ?? 'label'}`} />
        ) : null}
        {card.status === 'FAILED' && series.length > 0 ? (
          <Group gap={4} className={classes.cardWarning}>
            <AlertTriangle size={12} />
            <Text fz="xs">{card.message}</Text>
          </Group>
        ) : null}
        {card.transformError ? (
          <Group gap={4} className={classes.cardWarning}>
            <AlertTriangle size={12} />
            <Text fz="xs">Transform failed{card.transformError.line ? ` (line ${card.transformError.line})` : ''}: {card.transformError.message}</Text>
          </Group>
        ) : null}
      </div>
      {canEdit ? (
        <Tooltip label="Drag to resize (arrow keys too)">
          <ActionIcon
            variant="transparent"
            color="gray"
            size="sm"
            className={classes.resizeHandle}
            aria-label={`Resize ${card.title}`}
            onPointerDown={startResize}
            onKeyDown={resizeByKeys}
            data-export-ignore
          >
            <MoveDiagonal2 size={14} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Paper>
  );
}
