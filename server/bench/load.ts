import autocannon from 'autocannon';
import type { CpuPerCall } from './cpu-meter.ts';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Calls that succeeded, for the checks after the load. */
  succeeded: number;
  /** Every timed call's milliseconds, so alternating rounds can be summed up as one load. */
  latencies: number[];
  /** CPU milliseconds the load generator's thread used, when it ran in a thread of its own. */
  loadGeneratorMs?: number;
  /** CPU per call, for the loads that measured it (cpu-meter.ts). */
  cpu?: CpuPerCall;
}

/** Percentiles of a list of milliseconds, to one decimal (search is measured against 20 ms). */
export function latencySummary(latencies: number[]): Pick<LoadResult, 'p50' | 'p95' | 'p99'> {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => {
    const ms = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
    return Math.round(ms * 10) / 10;
  };
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Drives one POST endpoint for a fixed time with a fixed number of connections. */
export async function load(
  name: string,
  url: string,
  body: unknown,
  seconds = 5,
  connections = 20,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        duration: seconds,
        connections,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  return {
    name,
    requestsPerSecond: Math.round(latencies.length / result.duration),
    ...latencySummary(latencies),
    errors: result.errors + result.non2xx,
    succeeded: result['2xx'],
    latencies,
  };
}

export function printTable(header: string[], rows: (string | number)[][]): void {
  const lines = rows.map((row) => row.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.info(fmt(header));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.info(fmt(line));
}
