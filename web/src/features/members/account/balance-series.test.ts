import { describe, expect, it } from 'vitest';
import { balanceSeries } from './balance-series.ts';

const day = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);
const at = (days: number) => new Date(t0 + days * day).toISOString();

const rows = [
  { point_type_id: 17, amount: 1850, balance_after: 2050, created_at: at(15) },
  { point_type_id: 17, amount: 200, balance_after: 200, created_at: at(0) },
  { point_type_id: 18, amount: 50, balance_after: 50, created_at: at(20) },
  { point_type_id: 17, amount: -500, balance_after: 1550, created_at: at(30) },
];

describe('balanceSeries', () => {
  it('runs from the balance before the first change, oldest first, on to now', () => {
    expect(balanceSeries(rows, 17, t0 + 40 * day)).toEqual([
      { time: t0, value: 0 },
      { time: t0, value: 200 },
      { time: t0 + 15 * day, value: 2050 },
      { time: t0 + 30 * day, value: 1550 },
      { time: t0 + 40 * day, value: 1550 },
    ]);
  });

  it('keeps to one point type, and is empty without rows', () => {
    expect(balanceSeries(rows, 18, t0 + 20 * day).map((p) => p.value)).toEqual([0, 50]);
    expect(balanceSeries([], 17, t0)).toEqual([]);
  });
});
