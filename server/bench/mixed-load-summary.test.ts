import { describe, expect, it } from 'vitest';
import { type MixedLoadCalls, printMixedLoad, speedUp, summarizeRun } from './mixed-load-summary.ts';

const worker = (calls: MixedLoadCalls['calls'], ordersAcknowledged: number): MixedLoadCalls => ({
  calls,
  ordersAcknowledged,
  failures: [],
  cpuMs: 100,
  elapsedSeconds: 10,
});
const run = (servers: number) => ({ servers, shoppers: 50, cpu: { loadGenerator: 5 } });

describe('summarizeRun', () => {
  it('states each call and the whole run per second, in the order of the mix, with the orders acknowledged', () => {
    const summary = summarizeRun(
      worker(
        {
          order_create: { latencies: [20, 30], errors: 1 },
          product_get: { latencies: Array.from({ length: 100 }, (_, i) => i + 1), errors: 0 },
          access_token_get: { latencies: [1, 2, 3], errors: 0 },
        },
        2,
      ),
      run(1),
    );
    expect(summary.calls.map((c) => c.call)).toEqual(['access_token_get', 'product_get', 'order_create']);
    expect(summary.calls[1]).toEqual({
      call: 'product_get',
      requestsPerSecond: 10,
      p50: 51,
      p95: 96,
      errors: 0,
    });
    expect(summary).toMatchObject({
      requestsPerSecond: 11,
      ordersPerSecond: 0.2,
      ordersPlaced: 2,
      errors: 1,
      cpu: { loadGenerator: 5 },
    });
  });
});

describe('speedUp', () => {
  it('divides the second run by the first, for requests and orders', () => {
    const one = summarizeRun(
      worker({ product_get: { latencies: Array(100).fill(1), errors: 0 } }, 4),
      run(1),
    );
    const two = summarizeRun(
      worker({ product_get: { latencies: Array(150).fill(1), errors: 0 } }, 5),
      run(2),
    );
    expect(speedUp(one, two)).toEqual({ requests: 1.5, orders: 1.25 });
  });

  it('prints both runs side by side with the speed-up', () => {
    const lines: string[] = [];
    const info = console.info;
    console.info = (line: string) => lines.push(line);
    try {
      const one = summarizeRun(worker({ cart_get: { latencies: Array(10).fill(5), errors: 0 } }, 0), run(1));
      const two = summarizeRun(worker({ cart_get: { latencies: Array(20).fill(5), errors: 0 } }, 0), run(2));
      printMixedLoad([one, two]);
    } finally {
      console.info = info;
    }
    expect(lines[0]).toContain('req/s (2 servers)');
    expect(lines.at(-1)).toContain('×2 requests');
  });
});
