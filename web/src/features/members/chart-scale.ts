/**
 * The arithmetic of the Beans chart: a balance series from the point history, a tidy top for the
 * value axis, linear scales, and SVG paths. Pure, so the drawing component only lays things out.
 */
export interface ChartPoint {
  time: number;
  value: number;
}

export interface LedgerRow {
  point_type_id: number;
  amount: number;
  balance_after: number;
  created_at: string;
}

/**
 * The balance of one point type over time, oldest first. It starts just before the first row (its
 * balance before that change) and runs on to `now`, so today's balance reads at the right edge.
 */
export function balanceSeries(rows: readonly LedgerRow[], pointTypeId: number, now: number): ChartPoint[] {
  const own = rows
    .filter((row) => row.point_type_id === pointTypeId)
    .map((row) => ({ ...row, time: Date.parse(row.created_at) }))
    .filter((row) => Number.isFinite(row.time))
    .sort((a, b) => a.time - b.time);
  const first = own[0];
  const last = own.at(-1);
  if (!first || !last) return [];
  const points = [
    { time: first.time, value: first.balance_after - first.amount },
    ...own.map((row) => ({ time: row.time, value: row.balance_after })),
  ];
  if (now > last.time) points.push({ time: now, value: last.balance_after });
  return points;
}

/**
 * The smallest tidy number at least `value` (5,800 → 6,000): a power of ten times a factor that
 * splits into four readable ticks.
 */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((f) => f * power >= value) ?? 10;
  return step * power;
}

/** `count` equal steps from 0 to `max`, both included. */
export function ticks(max: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (max * i) / count);
}

/** Maps a domain onto a range; a domain of one value maps to the middle of the range. */
export function linearScale([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  if (d0 === d1) return () => (r0 + r1) / 2;
  return (value: number) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

type Scale = (value: number) => number;

const round = (n: number) => Math.round(n * 10) / 10;

/** A step line: a balance holds until the next change, so it moves across, then up or down. */
export function stepPath(points: readonly ChartPoint[], x: Scale, y: Scale): string {
  return points
    .map((p, i) =>
      i === 0 ? `M${round(x(p.time))} ${round(y(p.value))}` : `H${round(x(p.time))}V${round(y(p.value))}`,
    )
    .join('');
}

/** The step line closed down to the baseline, for the filled area under it. */
export function areaPath(points: readonly ChartPoint[], x: Scale, y: Scale, baseline: number): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  return `${stepPath(points, x, y)}V${round(baseline)}H${round(x(first.time))}Z`;
}

/** `count` evenly spaced moments from `start` to `end`, both included, for the time axis labels. */
export function timeTicks(start: number, end: number, count = 3): number[] {
  if (end <= start || count < 2) return [start];
  return Array.from({ length: count }, (_, i) => start + ((end - start) * i) / (count - 1));
}
