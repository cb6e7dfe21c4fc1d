import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { threadCpuMs } from './cpu-meter.ts';
import { apiClient, timed, timedLoop } from './flows.ts';
import { load } from './load.ts';

/** A load as the bench hands it to the worker thread: only data, no functions. */
export type LoadJob = { name: string; seconds: number } & (
  | { kind: 'post'; url: string; body: unknown }
  | { kind: 'cart_add_product'; address: string; tokens: string[]; variantId: number }
  | {
      kind: 'order_create';
      address: string;
      tokens: string[];
      variantId: number;
      order: Record<string, unknown>;
    }
  | { kind: 'point_transfer'; address: string; memberTokens: string[]; transfer: Record<string, unknown> }
);

/** One shopper per token, each looping over the timed call; the set-up calls are not timed. */
function run(job: LoadJob) {
  if (job.kind === 'post') return load(job.name, job.url, job.body, job.seconds);
  const api = apiClient(job.address);
  const loop = { seconds: job.seconds, workers: 20 };
  switch (job.kind) {
    case 'cart_add_product':
      return timedLoop(job.name, loop, job.tokens, (token) =>
        timed(() =>
          api.call('cart_add_product', { access_token: token, product_id: job.variantId, quantity: 1 }),
        ),
      );
    case 'order_create':
      return timedLoop(job.name, loop, job.tokens, async (token) => {
        await api.call('cart_add_product', { access_token: token, product_id: job.variantId, quantity: 1 });
        return timed(() =>
          api.call('order_create', { access_token: token, ...job.order, idempotency_key: randomUUID() }),
        );
      });
    case 'point_transfer':
      return timedLoop(job.name, loop, job.memberTokens, (token) =>
        timed(() => api.call('point_transfer', job.transfer, { authorization: `Bearer ${token}` })),
      );
  }
}

// Its own CPU goes with the result, so the bench can tell the server's share of the process from it.
const cpuBefore = threadCpuMs();
const result = await run(workerData as LoadJob);
const cpuAfter = threadCpuMs();
parentPort!.postMessage({
  ...result,
  loadGeneratorMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
});
