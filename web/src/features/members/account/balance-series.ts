import type { ChartPoint } from '../../../shared/chart-scale.ts';

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
