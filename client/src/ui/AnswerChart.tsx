import { useComputedColorScheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryLine, VictoryPie, VictoryScatter, VictoryTooltip, VictoryVoronoiContainer } from 'victory';

export interface ChartSeries {
  type: 'line' | 'bar' | 'pie';
  points: { x: string; y: number }[];
  /** What the chart shows, read out to screen readers. */
  label: string;
  height?: number;
  /** A small chart without axes text crowding it. */
  compact?: boolean;
}

const PALETTE = ['#7382e1', '#38bdf8', '#34d399', '#fbbf24', '#f472b6', '#a78bfa', '#fb923c', '#94a3b8'];
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** One victory chart of a result: line over time, bars by category, or a pie of shares. Lazy-loaded with victory. */
export function AnswerChart({ type, points, label, height = 240, compact = false }: ChartSeries) {
  const dark = useComputedColorScheme('dark') === 'dark';
  const ink = dark ? '#c1c2c5' : '#495057';
  const grid = dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.08)';
  const axis = {
    axis: { stroke: grid },
    tickLabels: { fill: ink, fontSize: compact ? 9 : 10, padding: 4, fontFamily: 'inherit' },
    grid: { stroke: grid },
  };
  // Drawn at the width it is shown at, so labels keep their size on a phone instead of shrinking with the chart.
  const { ref, width: measured } = useElementSize();
  const width = Math.max(280, Math.round(measured) || 640);
  const many = points.length > (width < 480 ? 6 : 12);
  return (
    <div ref={ref} role="img" aria-label={label} data-chart-type={type} style={{ width: '100%' }}>
      {type === 'pie' ? (
        <VictoryPie
          data={points}
          height={height}
          width={width}
          colorScale={PALETTE}
          innerRadius={height / 5}
          padAngle={1}
          labels={({ datum }: { datum: { x: string; y: number } }) => `${datum.x}: ${COMPACT.format(datum.y)}`}
          style={{ labels: { fill: ink, fontSize: 10 } }}
        />
      ) : (
        <VictoryChart
          height={height}
          width={width}
          padding={{ top: 16, bottom: compact ? 24 : 48, left: 56, right: 20 }}
          domainPadding={type === 'bar' ? { x: Math.min(60, Math.max(18, (width - 80) / (points.length * 2))) } : { x: 6 }}
          containerComponent={<VictoryVoronoiContainer voronoiDimension="x" labels={({ datum }: { datum: { x: string; y: number } }) => `${datum.x}: ${COMPACT.format(datum.y)}`} labelComponent={<VictoryTooltip flyoutStyle={{ fill: dark ? '#25262b' : '#fff', stroke: grid }} style={{ fill: ink, fontSize: 10 }} />} />}
        >
          <VictoryAxis
            style={{ ...axis, grid: { stroke: 'none' } }}
            tickFormat={(tick: string, index: number) => (many && index % Math.ceil(points.length / (width < 480 ? 4 : 8)) !== 0 ? '' : String(tick).slice(0, width < 480 ? 9 : 12))}
            tickLabelComponent={undefined}
          />
          <VictoryAxis dependentAxis style={axis} tickFormat={(tick: number) => COMPACT.format(tick)} />
          {type === 'line' ? <VictoryLine data={points} style={{ data: { stroke: PALETTE[0], strokeWidth: 2 } }} /> : null}
          {type === 'line' && points.length <= 36 ? <VictoryScatter data={points} size={2.5} style={{ data: { fill: PALETTE[0] } }} /> : null}
          {type === 'bar' ? <VictoryBar data={points} barWidth={Math.max(4, Math.min(36, ((width - 80) / points.length) * 0.55))} cornerRadius={{ top: 3 }} style={{ data: { fill: PALETTE[0] } }} /> : null}
        </VictoryChart>
      )}
    </div>
  );
}
