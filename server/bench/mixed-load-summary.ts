import { latencySummary, printTable } from './load.ts';
import { SHOPPER_MIX } from './shopper-mix.ts';

/** Each call's timed milliseconds and failures, as the mixed load's worker posts them back. */
export interface MixedLoadCalls {
  calls: Record<string, { latencies: number[]; errors: number }>;
  ordersAcknowledged: number;
  /** A few failures' messages, to tell a broken flow from a slow one. */
  failures: string[];
  /** The CPU the worker's thread used, in ms (undefined off Linux). */
  cpuMs: number | undefined;
  /** From the first shopper's start to the last one's last answer: the load's length plus its tail. */
  elapsedSeconds: number;
}

/** Percent of the machine's cores over the load, by who used them. */
export interface CpuShares {
  loadGenerator?: number;
  servers?: number;
  database?: number;
  machine?: number;
}

export interface MixedLoadRun {
  servers: number;
  shoppers: number;
  /** The run's whole length, its tail included. */
  seconds: number;
  calls: { call: string; requestsPerSecond: number; p50: number; p95: number; errors: number }[];
  requestsPerSecond: number;
  ordersPerSecond: number;
  ordersPlaced: number;
  errors: number;
  cpu: CpuShares;
}

/** The visit's first call, then the mix's calls in the order the mix lists them. */
const CALL_ORDER = ['access_token_get', ...SHOPPER_MIX.map((entry) => entry.action)];
const inMixOrder = (names: Iterable<string>) =>
  [...new Set(names)].sort((a, b) => CALL_ORDER.indexOf(a) - CALL_ORDER.indexOf(b));
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * One run's calls per second of its whole length (the answers that came after the load's end
 * included, so a slow server is not flattered): per call and all together, and the orders acknowledged.
 */
export function summarizeRun(
  worker: MixedLoadCalls,
  run: Pick<MixedLoadRun, 'servers' | 'shoppers' | 'cpu'>,
): MixedLoadRun {
  const seconds = worker.elapsedSeconds;
  const names = inMixOrder(Object.keys(worker.calls));
  const calls = names.map((call) => {
    const { latencies, errors } = worker.calls[call]!;
    const { p50, p95 } = latencySummary(latencies);
    return { call, requestsPerSecond: oneDecimal(latencies.length / seconds), p50, p95, errors };
  });
  const requests = Object.values(worker.calls).reduce((sum, c) => sum + c.latencies.length, 0);
  return {
    ...run,
    seconds: oneDecimal(seconds),
    calls,
    requestsPerSecond: Math.round(requests / seconds),
    ordersPerSecond: oneDecimal(worker.ordersAcknowledged / seconds),
    ordersPlaced: worker.ordersAcknowledged,
    errors: calls.reduce((sum, c) => sum + c.errors, 0),
  };
}

/** How much more the second run did than the first, requests and orders, to two decimals. */
export function speedUp(one: MixedLoadRun, two: MixedLoadRun): { requests: number; orders: number } {
  const ratio = (a: number, b: number) => (b > 0 ? Math.round((100 * a) / b) / 100 : 0);
  return {
    requests: ratio(two.requestsPerSecond, one.requestsPerSecond),
    orders: ratio(two.ordersPerSecond, one.ordersPerSecond),
  };
}

/** Per call side by side for each run, then each run's totals with who used the CPU, then the speed-up. */
export function printMixedLoad(runs: readonly MixedLoadRun[]): void {
  const label = (run: MixedLoadRun) => (run.servers === 1 ? '1 server' : `${run.servers} servers`);
  const callNames = inMixOrder(runs.flatMap((run) => run.calls.map((c) => c.call)));
  printTable(
    [
      'call',
      ...runs.flatMap((run) => ['req/s', 'p50 ms', 'p95 ms', 'errors'].map((h) => `${h} (${label(run)})`)),
    ],
    callNames.map((name) => [
      name,
      ...runs.flatMap((run) => {
        const c = run.calls.find((row) => row.call === name);
        const cells: (string | number)[] = c
          ? [c.requestsPerSecond, c.p50, c.p95, c.errors]
          : ['', '', '', ''];
        return cells;
      }),
    ]),
  );
  const percent = (share?: number) => (share === undefined ? '' : `${share}%`);
  printTable(
    [
      'servers',
      'shoppers',
      'seconds',
      'req/s',
      'orders/s',
      'orders',
      'errors',
      'CPU: load generator',
      'servers',
      'PostgreSQL',
      'whole machine',
    ],
    runs.map((run) => [
      label(run),
      run.shoppers,
      run.seconds,
      run.requestsPerSecond,
      run.ordersPerSecond,
      run.ordersPlaced,
      run.errors,
      percent(run.cpu.loadGenerator),
      percent(run.cpu.servers),
      percent(run.cpu.database),
      percent(run.cpu.machine),
    ]),
  );
  const [one, two] = runs;
  if (one && two) {
    const { requests, orders } = speedUp(one, two);
    console.info(
      `Speed-up with ${two.servers} servers: ×${requests} requests, ×${orders} orders. The servers, ` +
        'PostgreSQL and the load generator share the same cores: read the speed-up beside the CPU shares.',
    );
  }
}
