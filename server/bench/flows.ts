import { CLIENT_ID } from '@shop/contract/client-id';
import type { CallResult } from '../test/test-app.ts';
import type { LoadResult } from './load.ts';

/** The storefront's way of calling the API, for flows that need a token or a cart per shopper. */
export function apiClient(address: string) {
  return {
    async call(name: string, body: Record<string, unknown> = {}): Promise<CallResult> {
      const res = await fetch(`${address}/api/${name}.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: CLIENT_ID, ...body }),
      });
      return { statusCode: res.status, body: await res.json() };
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Runs `step` in `workers` parallel loops for `seconds`; each step times only the call it measures
 * (returning its milliseconds, or undefined when it failed), so set-up calls do not count.
 */
export async function timedLoop<W>(
  name: string,
  { seconds, workers }: { seconds: number; workers: number },
  setup: (index: number) => Promise<W>,
  step: (worker: W) => Promise<number | undefined>,
): Promise<LoadResult> {
  const states = await Promise.all(Array.from({ length: workers }, (_, i) => setup(i)));
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    states.map(async (state) => {
      while (performance.now() < end) {
        const ms = await step(state);
        if (ms === undefined) errors++;
        else latencies.push(ms);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors,
  };
}

export async function timed(work: () => Promise<CallResult>): Promise<number | undefined> {
  const start = performance.now();
  const res = await work();
  return res.body.status === 1 ? performance.now() - start : undefined;
}
