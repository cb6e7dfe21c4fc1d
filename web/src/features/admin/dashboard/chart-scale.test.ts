import { describe, expect, it } from 'vitest';
import { axisStep, axisTicks, bands, labelEvery, spacedLabels } from './chart-scale.ts';

describe('chart scale', () => {
  it('picks tidy steps that cover the largest value', () => {
    expect(axisStep(3_800)).toBe(1_000);
    expect(axisStep(9)).toBe(5);
    expect(axisStep(0)).toBe(1);
    expect(axisTicks(3_800)).toEqual([0, 1_000, 2_000, 3_000, 4_000]);
    expect(axisTicks(1_001)).toEqual([0, 500, 1_000, 1_500]);
    expect(axisTicks(0)).toEqual([0, 1]);
  });

  it('spreads bands evenly with the bar centred in its band', () => {
    const layout = bands(4, 400, 0.5);
    expect(layout.band).toBe(100);
    expect(layout.bar).toBe(50);
    expect([0, 3].map(layout.x)).toEqual([25, 325]);
  });

  it('labels every n-th day counting back from today', () => {
    const show = labelEvery(30, 6);
    const shown = Array.from({ length: 30 }, (_, i) => i).filter(show);
    expect(shown.at(-1)).toBe(29);
    expect(shown.length).toBeLessThanOrEqual(6);
  });

  it('keeps the zero label and drops labels crowding it', () => {
    const lines = spacedLabels([
      { v: 1_000, at: 20 },
      { v: 0, at: 150 },
      { v: -200, at: 160 },
      { v: -400, at: 170 },
    ]);
    expect(lines.filter((line) => line.labelled).map((line) => line.v)).toEqual([1_000, 0, -400]);
  });
});
