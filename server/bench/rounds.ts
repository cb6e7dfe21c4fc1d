import { type LoadResult, latencySummary } from './load.ts';

/** Several short rounds of one load as if they were one: requests over the time of all rounds. */
export function combineRounds(rounds: readonly LoadResult[], secondsPerRound: number): LoadResult {
  const latencies = rounds.flatMap((r) => r.latencies);
  return {
    name: rounds[0]!.name,
    requestsPerSecond: Math.round(latencies.length / (secondsPerRound * rounds.length)),
    ...latencySummary(latencies),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    succeeded: rounds.reduce((sum, r) => sum + r.succeeded, 0),
    latencies,
  };
}

/** A call's share of its ceiling: over all rounds together, and the lowest and highest round. */
export interface RatioSpread {
  percent: number;
  min: number;
  max: number;
}

/** Each round pairs the call with the ceiling measured right after it, as `[call, ceiling]` req/s. */
export function ratioSpread(rounds: readonly (readonly [number, number])[]): RatioSpread {
  const percent = (call: number, ceiling: number) => Math.round((100 * call) / ceiling);
  const perRound = rounds.map(([call, ceiling]) => percent(call, ceiling));
  const sum = (i: 0 | 1) => rounds.reduce((total, round) => total + round[i], 0);
  return { percent: percent(sum(0), sum(1)), min: Math.min(...perRound), max: Math.max(...perRound) };
}

export const formatSpread = ({ percent, min, max }: RatioSpread): string => `${percent}% (${min}–${max})`;
