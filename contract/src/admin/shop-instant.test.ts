import { describe, expect, it } from 'vitest';
import { shopInstant } from './shop-instant.ts';

describe('shopInstant', () => {
  it('takes a moment of this century with its offset', () => {
    expect(shopInstant.safeParse('2026-11-24T09:30:00+08:00').success).toBe(true);
  });

  it('refuses a year far outside it and a time without an offset', () => {
    expect(shopInstant.safeParse('0023-11-30T06:56:37-10:15').success).toBe(false);
    expect(shopInstant.safeParse('2100-01-01T00:00:00Z').success).toBe(false);
    expect(shopInstant.safeParse('2026-11-24T09:30:00').success).toBe(false);
  });
});
