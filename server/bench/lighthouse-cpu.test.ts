import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, requestedSlowdown } from './lighthouse-cpu.ts';

describe('the CPU slowdown Lighthouse audits with', () => {
  it("is Lighthouse's own 4x on the host it was chosen for, and scales with the host's speed", () => {
    expect(calibratedSlowdown(1750)).toBe(4);
    expect(calibratedSlowdown(1130)).toBe(2.6);
    expect(calibratedSlowdown(2600)).toBe(5.9);
  });

  it('never speeds a host up, and refuses a missing index', () => {
    expect(calibratedSlowdown(300)).toBe(1);
    expect(() => calibratedSlowdown(0)).toThrow(/benchmark index/);
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/benchmark index/);
  });

  it('is calibrated unless a factor is asked for', () => {
    expect(requestedSlowdown('')).toBeUndefined();
    expect(requestedSlowdown('calibrated')).toBeUndefined();
    expect(requestedSlowdown('4')).toBe(4);
    expect(() => requestedSlowdown('fast')).toThrow(/BENCH_LIGHTHOUSE_CPU/);
    expect(() => requestedSlowdown('0.5')).toThrow(/BENCH_LIGHTHOUSE_CPU/);
  });
});
