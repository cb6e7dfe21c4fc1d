/**
 * Lighthouse slows the CPU by a fixed factor of the host's own speed (4× in its mobile preset),
 * chosen so that a high-end desktop (a `benchmarkIndex` of 1,500-2,000) plays a mid-tier phone.
 * On a slower host the same 4× plays a slower phone, and total blocking time grows with it: this
 * machine's hosts have read from about 1,100 to well over 2,000. So the bench measures the host's
 * index first and scales the factor to keep the phone the same: Lighthouse's own advice for
 * hosts outside that bracket (its docs/throttling.md, "Calibrating the CPU slowdown").
 */
export const LIGHTHOUSE_SLOWDOWN = 4;
/** The middle of the high-end desktop bracket, for which Lighthouse chose its 4×. */
export const REFERENCE_BENCHMARK_INDEX = 1750;

/** The slowdown that makes this host the phone Lighthouse's 4× makes of the reference host; never below 1×. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) throw new Error(`no benchmark index to calibrate on: ${benchmarkIndex}`);
  const scaled = (LIGHTHOUSE_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.max(1, Math.round(scaled * 10) / 10);
}

/**
 * The slowdown `BENCH_LIGHTHOUSE_CPU` asks for: a number is used as it is (`4` for Lighthouse's
 * preset as shipped); unset or `calibrated`, the bench calibrates on the host (undefined here).
 */
export function requestedSlowdown(wanted = process.env.BENCH_LIGHTHOUSE_CPU ?? ''): number | undefined {
  if (wanted === '' || wanted === 'calibrated') return undefined;
  const factor = Number(wanted);
  if (!(factor >= 1))
    throw new Error(`BENCH_LIGHTHOUSE_CPU: a slowdown of 1 or more, or "calibrated"; not ${wanted}`);
  return factor;
}
