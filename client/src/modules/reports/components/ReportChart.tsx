import { useComputedColorScheme } from '@mantine/core';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryGroup, VictoryLegend, VictoryLine, VictoryPie, VictoryScatter, VictoryTooltip, VictoryVoronoiContainer } from 'victory';
import type { ChartSeries } from '../report-layout';

export type ReportChartKind = 'line' | 'bar' | 'pie';

interface ReportChartProps {
  kind: ReportChartKind;
  series: ChartSeries[];
  width: number;
  height: number;
  /** What the chart shows, for screen readers. */
  label: string;
}

export const CHART_PALETTE = ['#7382e1', '#38bdf8', '#34d399', '#fbbf24', '#f472b6', '#a78bfa', '#fb923c', '#94a3b8'];
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

interface Datum {
  x: string;
  y: number;
}

/** One card's chart, drawn with victory at the card's measured size. */
export function ReportChart({ kind, series, width, height, label }: ReportChartProps) {
  const dark = useComputedColorScheme('dark') === 'dark';
  const ink = dark ? '#c1c2c5' : '#495057';
  const grid = dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.08)';
  const points = series[0]?.points ?? [];
  const tooltip = <VictoryTooltip flyoutStyle={{ fill: dark ? '#25262b' : '#fff', stroke: grid }} style={{ fill: ink, fontSize: 11 }} />;
  const format = ({ datum }: { datum: Datum }) => `${datum.x}: ${COMPACT.format(datum.y)}`;

  if (kind === 'pie') {
    const radius = Math.max(40, Math.min(width, height) / 2 - 36);
    const total = points.reduce((sum, point) => sum + Math.max(0, point.y), 0);
    // Thin slices keep their tooltip but not a label, which would overlap its neighbours.
    const pieLabel = ({ datum }: { datum: Datum }) => (total > 0 && datum.y / total < 0.04 ? '' : format({ datum }));
    return (
      <div role="img" aria-label={label} data-chart-type="pie" className="report-chart">
        <VictoryPie
          standalone
          width={width}
          height={height}
          radius={radius}
          innerRadius={radius * 0.45}
          padAngle={1}
          data={points}
          colorScale={CHART_PALETTE}
          labels={pieLabel}
          labelRadius={radius + 14}
          style={{ labels: { fill: ink, fontSize: 10 } }}
        />
      </div>
    );
  }

  const many = (series[0]?.points.length ?? 0) > 10;
  const step = Math.max(1, Math.ceil((series[0]?.points.length ?? 1) / Math.max(2, Math.floor(width / 90))));
  const axis = { axis: { stroke: grid }, tickLabels: { fill: ink, fontSize: 10, padding: 4 }, grid: { stroke: grid } };
  const legend = series.length > 1 && series.every((s) => s.name !== null);
  const top = legend ? 34 : 14;
  // Bars get a width from the room each category has, and half of it as padding at both ends, so a few wide bars
  // neither cover the axis nor run past the chart.
  const plotWidth = Math.max(60, width - 74);
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(3, Math.min(56, (slot * 0.6) / Math.max(1, series.length)));
  const marks = series.map((s, index) => {
    const color = CHART_PALETTE[index % CHART_PALETTE.length] ?? '#7382e1';
    if (kind === 'bar') return <VictoryBar key={s.name ?? index} data={s.points} barWidth={barWidth} cornerRadius={{ top: 2 }} style={{ data: { fill: color } }} />;
    return <VictoryLine key={s.name ?? index} data={s.points} style={{ data: { stroke: color, strokeWidth: 2 } }} />;
  });

  return (
    <div role="img" aria-label={label} data-chart-type={kind} className="report-chart">
      <VictoryChart
        width={width}
        height={height}
        padding={{ top, bottom: 40, left: 56, right: 18 }}
        domainPadding={kind === 'bar' ? { x: Math.min(plotWidth / 4, Math.max(barWidth * series.length, slot / 2)) } : { x: 6 }}
        containerComponent={<VictoryVoronoiContainer voronoiDimension="x" labels={format} labelComponent={tooltip} />}
      >
        {legend ? (
          <VictoryLegend
            x={56}
            y={4}
            orientation="horizontal"
            gutter={14}
            style={{ labels: { fill: ink, fontSize: 10 } }}
            data={series.slice(0, 8).map((s, index) => ({ name: s.name ?? '', symbol: { fill: CHART_PALETTE[index % CHART_PALETTE.length] } }))}
          />
        ) : null}
        <VictoryAxis
          style={{ ...axis, grid: { stroke: 'none' } }}
          tickFormat={(tick: string, index: number) => (many && index % step !== 0 ? '' : String(tick).slice(0, 12))}
        />
        <VictoryAxis dependentAxis style={axis} tickFormat={(tick: number) => COMPACT.format(tick)} />
        {kind === 'bar' && series.length > 1 ? <VictoryGroup offset={barWidth}>{marks}</VictoryGroup> : marks}
        {kind === 'line' && series.length === 1 && points.length <= 40 ? <VictoryScatter data={points} size={2.5} style={{ data: { fill: CHART_PALETTE[0] } }} /> : null}
      </VictoryChart>
    </div>
  );
}
