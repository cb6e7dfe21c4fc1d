import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './retry.ts';

describe('outbox retry delays', () => {
  it('double from 30 s after each failed try', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
  });

  it('never exceed six hours', () => {
    expect(retryDelaySeconds(9)).toBe(30 * 256);
    expect(retryDelaySeconds(11)).toBe(6 * 60 * 60);
    expect(retryDelaySeconds(60)).toBe(6 * 60 * 60);
  });
});
