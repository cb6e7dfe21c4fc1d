import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { CLIENT_ID } from '@shop/contract/client-id';
import type { CallResult } from '../test/test-app.ts';
import { type LoadResult, latencySummary } from './load.ts';

/** What a browser asks for over HTTPS, so the server compresses each answer as it would for one. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

function decoded(encoding: string | undefined, bytes: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  if (encoding === 'deflate') return inflateSync(bytes).toString();
  return bytes.toString();
}

/**
 * The storefront's way of calling the API, for flows that need a token or a cart per shopper. On
 * node:http with kept-alive connections rather than fetch: the load generator shares the server's
 * two cores, and fetch cost it four to five times the CPU per call (docs/performance.md).
 */
export function apiClient(address: string) {
  const agent = new Agent({ keepAlive: true });
  return {
    call(name: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      const payload = JSON.stringify({ client_id: CLIENT_ID, ...body });
      return new Promise<CallResult>((resolve, reject) => {
        const req = request(
          `${address}/api/${name}.php`,
          {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              'accept-encoding': ACCEPT_ENCODING,
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () => {
              try {
                const text = decoded(res.headers['content-encoding'], Buffer.concat(chunks));
                resolve({ statusCode: res.statusCode ?? 0, body: JSON.parse(text) });
              } catch (error) {
                reject(error);
              }
            });
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
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
