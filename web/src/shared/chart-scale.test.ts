import { describe, expect, it } from 'vitest';
import {
  areaPath,
  axisStep,
  axisTicks,
  bands,
  labelEvery,
  linearScale,
  spacedLabels,
  stepPath,
  timeTicks,
} from './chart-scale.ts';

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

describe('timeTicks', () => {
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
