import type { ReactNode } from 'react';
import { bands, DAY_LABEL_ROOM, dayLabelAt, labelEvery } from '../../../shared/chart-scale.ts';
import { useChartWidth } from '../../../shared/ui/use-chart-width.ts';

export const CHART_HEIGHT = 220;

/** Room around the plot: the value labels sit in the left padding, the day labels in the bottom. */
export interface ChartPad {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The frame of a dashboard chart of one bar a day, drawn at its measured width: the plot inside the
 * padding, where each day's bar stands, and which days are labelled so labels never overlap.
 */
export function useDayBars(dayCount: number, pad: ChartPad) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const plotWidth = width - pad.left - pad.right;
  const layout = bands(dayCount, plotWidth);
  return {
    ref,
    width,
    plotHeight: CHART_HEIGHT - pad.top - pad.bottom,
    barX: (i: number) => pad.left + layout.x(i),
    barWidth: layout.bar,
    showLabel: labelEvery(dayCount, Math.floor(plotWidth / DAY_LABEL_ROOM)),
  };
}

/** A gridline across the plot at height `at`, its value (when given) in the left padding. */
export function Gridline({
  pad,
  width,
  at,
  label,
  className = 'chart__grid',
}: {
  pad: ChartPad;
  width: number;
  at: number;
  label?: string;
  className?: string;
}) {
  return (
    <g className={className}>
      <line x1={pad.left} x2={width - pad.right} y1={at} y2={at} />
      {label !== undefined && (
        <text x={pad.left - 6} y={at} dy="0.32em" textAnchor="end">
          {label}
        </text>
      )}
    </g>
  );
}

/** The day under the `i`th of `count` bars, on the axis below the plot. */
export function DayLabel({
  i,
  count,
  x,
  barWidth,
  children,
}: {
  i: number;
  count: number;
  x: number;
  barWidth: number;
  children: ReactNode;
}) {
  return (
    <text className="chart__label" y={CHART_HEIGHT - 8} {...dayLabelAt(i, count, x, barWidth)}>
      {children}
    </text>
  );
}
