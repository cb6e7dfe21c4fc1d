/** One Lighthouse run of one page: the three category scores and the three timings the targets name. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Issue #20's targets for every storefront page on a phone; SEO only where search engines may index the page. */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 95,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 150,
  /** CLS must stay strictly below this. */
  clsBelow: 0.05,
};

/** The middle value (the mean of the two middle ones for an even count): one slow run does not move it. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's own median over the runs (the runs' medians need not come from the same run). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

/** The targets a page's figures miss, by the names the table prints; empty when it meets them all. */
export function missedTargets(run: LighthouseRun, indexable: boolean): string[] {
  const t = LIGHTHOUSE_TARGETS;
  const misses: [boolean, string][] = [
    [run.performance < t.performance, 'performance'],
    [run.accessibility < t.accessibility, 'accessibility'],
    [indexable && run.seo < t.seo, 'SEO'],
    [run.lcpMs > t.lcpMs, 'LCP'],
    [run.tbtMs > t.tbtMs, 'TBT'],
    [run.cls >= t.clsBelow, 'CLS'],
  ];
  return misses.filter(([missed]) => missed).map(([, name]) => name);
}
