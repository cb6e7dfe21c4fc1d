import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Config } from '../config/env.ts';
import type { PoolReading } from '../db/database.ts';
import { processRegistry } from '../lib/metrics.ts';
import { ApiError } from './api-error.ts';

/** The domains' readings a scrape asks for; app.ts wires them in, so http/ imports no domain. */
export interface MetricReadings {
  outbox(): Promise<{ pending: number; retrying: number; failed: number; oldestPendingSeconds: number }>;
  /** The database's connections; absent when the app was handed a bare Db (some tests). */
  pool?: () => PoolReading;
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Outside production anyone who reaches the server may read the metrics (they hold counts, never
 * personal data). In production they need METRICS_TOKEN as a Bearer token, and without one set the
 * route answers as if it did not exist.
 */
function checkAccess(request: FastifyRequest, config: Config) {
  if (!config.production) return;
  if (!config.metricsToken) throw new ApiError('NOT_FOUND');
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!sameSecret(given, config.metricsToken)) throw new ApiError('UNAUTHORIZED');
}

function appRegistry(readings: MetricReadings): { registry: Registry; newScrape(): void } {
  const registry = new Registry();
  // Both outbox gauges come from one query per scrape.
  let outboxReading: ReturnType<MetricReadings['outbox']> | undefined;
  const readOutbox = () => {
    outboxReading ??= readings.outbox();
    return outboxReading;
  };
  new Gauge({
    name: 'shop_outbox_messages',
    help: 'Outbox messages by state: pending (retries included), retrying (pending after a failed try), failed (given up).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      this.set({ state: 'pending' }, outbox.pending);
      this.set({ state: 'retrying' }, outbox.retrying);
      this.set({ state: 'failed' }, outbox.failed);
    },
  });
  new Gauge({
    name: 'shop_outbox_oldest_pending_seconds',
    help: 'Age of the oldest message waiting to be sent; 0 when none waits.',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).oldestPendingSeconds);
    },
  });
  const { pool } = readings;
  if (pool) {
    new Gauge({
      name: 'shop_database_connections',
      help: 'Database connections by state: total, idle, waiting (requests queued for one). PGlite reports its one connection as total.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const reading = pool();
        this.set({ state: 'total' }, reading.total);
        if (reading.idle !== undefined) this.set({ state: 'idle' }, reading.idle);
        if (reading.waiting !== undefined) this.set({ state: 'waiting' }, reading.waiting);
      },
    });
  }
  return {
    registry,
    newScrape() {
      outboxReading = undefined;
    },
  };
}

/** GET /metrics in the Prometheus text format: the process's counters and this app's readings. */
export function registerMetricsRoute(
  app: FastifyInstance,
  { config, readings }: { config: Config; readings: MetricReadings },
) {
  const own = appRegistry(readings);
  const registry = Registry.merge([processRegistry, own.registry]);
  app.get('/metrics', async (request, reply) => {
    checkAccess(request, config);
    own.newScrape();
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
