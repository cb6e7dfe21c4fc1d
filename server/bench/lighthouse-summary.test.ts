import { describe, expect, it } from 'vitest';
import { type LighthouseRun, median, medianRun, missedTargets } from './lighthouse-summary.ts';

const fast: LighthouseRun = {
  performance: 98,
  accessibility: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 40,
  cls: 0.01,
};

describe('median', () => {
  it('takes the middle of an odd count whatever the order', () => {
    expect(median([90, 40, 70])).toBe(70);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('refuses no values rather than inventing one', () => {
    expect(() => median([])).toThrow();
  });
});

describe('medianRun', () => {
  it('takes each figure its own median, so one slow run does not set the row', () => {
    const slow = { ...fast, performance: 60, lcpMs: 4000, tbtMs: 900 };
    const shifted = { ...fast, performance: 95, cls: 0.2 };
    expect(medianRun([fast, slow, shifted])).toEqual({ ...fast, performance: 95 });
  });
});

describe('missedTargets', () => {
  it('names nothing when every target is met, the limits included', () => {
    expect(missedTargets(fast, true)).toEqual([]);
    const onTheLimits = { performance: 95, accessibility: 95, seo: 100, lcpMs: 2000, tbtMs: 150, cls: 0.049 };
    expect(missedTargets(onTheLimits, true)).toEqual([]);
  });

  it('names each missed target', () => {
    const slow = { performance: 70, accessibility: 94, seo: 92, lcpMs: 2001, tbtMs: 151, cls: 0.05 };
    expect(missedTargets(slow, true)).toEqual(['performance', 'accessibility', 'SEO', 'LCP', 'TBT', 'CLS']);
  });

  it('holds a page kept out of search engines to no SEO score', () => {
    expect(missedTargets({ ...fast, seo: 66 }, false)).toEqual([]);
  });
});
