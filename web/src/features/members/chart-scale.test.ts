import { describe, expect, it } from 'vitest';
import {
  areaPath,
  balanceSeries,
  linearScale,
  niceCeiling,
  stepPath,
  ticks,
  timeTicks,
} from './chart-scale.ts';

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

describe('axis', () => {
  it('rounds the top up to a tidy number', () => {
    expect(niceCeiling(5800)).toBe(6000);
    expect(niceCeiling(2050)).toBe(2500);
    expect(niceCeiling(200)).toBe(200);
    expect(niceCeiling(7)).toBe(8);
    expect(niceCeiling(1001)).toBe(1200);
    expect(niceCeiling(0)).toBe(1);
  });

  it('divides it into equal ticks from 0', () => {
    expect(ticks(6000)).toEqual([0, 1500, 3000, 4500, 6000]);
  });

  it('spreads the time labels from the first change to now', () => {
    expect(timeTicks(0, 100, 3)).toEqual([0, 50, 100]);
    expect(timeTicks(5, 5)).toEqual([5]);
  });
});

describe('linearScale', () => {
  it('maps a domain onto a range, also upside down for SVG y', () => {
    const y = linearScale([0, 6000], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(3000)).toBe(100);
    expect(y(6000)).toBe(0);
  });

  it('puts a single value in the middle', () => {
    expect(linearScale([5, 5], [0, 100])(5)).toBe(50);
  });
});

describe('paths', () => {
  const points = [
    { time: 0, value: 0 },
    { time: 10, value: 100 },
    { time: 20, value: 50 },
  ];
  const x = linearScale([0, 20], [0, 200]);
  const y = linearScale([0, 100], [100, 0]);

  it('draws steps: across to the next change, then up or down', () => {
    expect(stepPath(points, x, y)).toBe('M0 100H100V0H200V50');
  });

  it('closes the area down to the baseline', () => {
    expect(areaPath(points, x, y, 100)).toBe('M0 100H100V0H200V50V100H0Z');
    expect(areaPath([], x, y, 100)).toBe('');
  });
});
