import { CLIENT_ID } from '@shop/contract/client-id';
import type { CallResult } from '../test/test-app.ts';
import { type LoadResult, latencySummary } from './load.ts';

/** The storefront's way of calling the API, for flows that need a token or a cart per shopper. */
export function apiClient(address: string) {
  return {
    async call(
      name: string,
      body: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ): Promise<CallResult> {
      const res = await fetch(`${address}/api/${name}.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ client_id: CLIENT_ID, ...body }),
      });
      return { statusCode: res.status, body: await res.json() };
    },
  };
}

/**
 * Runs `step` in `workers` parallel loops for `seconds`, loop i on `states[i % states.length]`
 * (several loops on one state make them race for it); each step times only the call it measures
 * (returning its milliseconds, or undefined when it failed), so set-up calls do not count.
 */
export async function timedLoop<S>(
  name: string,
  { seconds, workers }: { seconds: number; workers: number },
  states: readonly S[],
  step: (state: S) => Promise<number | undefined>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, i) => {
      const state = states[i % states.length]!;
      while (performance.now() < end) {
        const ms = await step(state);
        if (ms === undefined) errors++;
        else latencies.push(ms);
      }
    }),
  );
  return {
    name,
    requestsPerSecond: Math.round(latencies.length / seconds),
    ...latencySummary(latencies),
    errors,
    succeeded: latencies.length,
    latencies,
  };
}

export async function timed(work: () => Promise<CallResult>): Promise<number | undefined> {
  const start = performance.now();
  const res = await work();
  return res.body.status === 1 ? performance.now() - start : undefined;
}
