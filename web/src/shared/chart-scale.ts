/**
 * The arithmetic behind the shop's SVG charts (the console's bar charts, the account's Beans
 * balance), kept pure so the components only place shapes: tidy axis steps (1, 2, 2.5 or 5 times a
 * power of ten), evenly spaced bands, linear scales and step-line paths.
 */
const STEPS = [1, 2, 2.5, 5, 10];

/** A readable step so that `count` steps reach at least `max`: 3,800 in 4 steps → 1,000. */
export function axisStep(max: number, count = 4): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  // Whole numbers only: a count of orders never needs a 2.5 gridline.
  const factor = STEPS.find((step) => step * power >= raw && Number.isInteger(step * power)) ?? 10;
  return Math.max(1, factor * power);
}

/** The gridline values from 0 up to the first step at or above `max`. */
export function axisTicks(max: number, count = 4): number[] {
  const step = axisStep(max, count);
  const steps = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/** `n` bands across `width`, a gap of `gapRatio` of each band between them; x is a band's left edge. */
export function bands(n: number, width: number, gapRatio = 0.25) {
  const band = n > 0 ? width / n : width;
  const bar = band * (1 - gapRatio);
  return { band, bar, x: (i: number) => i * band + (band - bar) / 2 };
}

/** Pixels a day label needs beside the next one ("11月24日" is the widest), today's right-aligned. */
export const DAY_LABEL_ROOM = 84;

/** Which of `n` labels to print so that at most `room` fit, always including the last (today). */
export function labelEvery(n: number, room: number): (i: number) => boolean {
  const every = Math.max(1, Math.ceil(n / Math.max(1, room)));
  return (i) => (n - 1 - i) % every === 0;
}

/** Where a day's label sits under its bar: centred, but the last one (today) ends at the bar's edge. */
export function dayLabelAt(i: number, n: number, barX: number, barWidth: number) {
  return i === n - 1
    ? { x: barX + barWidth, textAnchor: 'end' as const }
    : { x: barX + barWidth / 2, textAnchor: 'middle' as const };
}

/**
 * Gridlines keep their line, but a label closer than `gap` px to one already kept (zero first)
 * is left off, so a short side of the Beans chart never prints figures over each other.
 */
export function spacedLabels<T extends { v: number; at: number }>(lines: T[], gap = 18) {
  const kept: number[] = [];
  const byPriority = [...lines].sort((a, b) => Number(a.v !== 0) - Number(b.v !== 0));
  const labelled = new Set<T>();
  for (const line of byPriority) {
    if (kept.every((at) => Math.abs(at - line.at) >= gap)) {
      kept.push(line.at);
      labelled.add(line);
    }
  }
  return lines.map((line) => ({ ...line, labelled: labelled.has(line) }));
}

/** A value at a moment, for a line over time. */
export interface ChartPoint {
  time: number;
  value: number;
}

/** Maps a domain onto a range; a domain of one value maps to the middle of the range. */
export function linearScale([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  if (d0 === d1) return () => (r0 + r1) / 2;
  return (value: number) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

type Scale = (value: number) => number;

const round = (n: number) => Math.round(n * 10) / 10;

/** A step line: a balance holds until the next change, so it moves across, then up or down. */
export function stepPath(points: readonly ChartPoint[], x: Scale, y: Scale): string {
  return points
    .map((p, i) =>
      i === 0 ? `M${round(x(p.time))} ${round(y(p.value))}` : `H${round(x(p.time))}V${round(y(p.value))}`,
    )
    .join('');
}

/** The step line closed down to the baseline, for the filled area under it. */
export function areaPath(points: readonly ChartPoint[], x: Scale, y: Scale, baseline: number): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  return `${stepPath(points, x, y)}V${round(baseline)}H${round(x(first.time))}Z`;
}

/** `count` evenly spaced moments from `start` to `end`, both included, for the time axis labels. */
export function timeTicks(start: number, end: number, count = 3): number[] {
  if (end <= start || count < 2) return [start];
  return Array.from({ length: count }, (_, i) => start + ((end - start) * i) / (count - 1));
}
