import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load.ts';
import { combineRounds, formatSpread, ratioSpread } from './rounds.ts';

const round = (latencies: number[], errors = 0): LoadResult => ({
  name: 'product_get',
  requestsPerSecond: 0,
  p50: 0,
  p95: 0,
  p99: 0,
  errors,
  succeeded: latencies.length,
  latencies,
});

describe('combineRounds', () => {
  it('counts the requests of every round over the time of all rounds', () => {
    const combined = combineRounds([round([1, 2, 3, 4], 1), round([5, 6], 2)], 2);
    expect(combined).toMatchObject({ name: 'product_get', requestsPerSecond: 2, errors: 3, succeeded: 6 });
    expect(combined.p50).toBe(4);
    expect(combined.p99).toBe(6);
  });
});

describe('ratioSpread', () => {
  it('states the share over all rounds with the lowest and highest round', () => {
    const spread = ratioSpread([
      [80, 100],
      [90, 100],
      [70, 100],
    ]);
    expect(spread).toEqual({ percent: 80, min: 70, max: 90 });
    expect(formatSpread(spread)).toBe('80% (70–90)');
  });
});
