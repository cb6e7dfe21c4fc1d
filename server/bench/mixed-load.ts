import { cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/members/index.ts';
import { pickupOrder, shopLookups } from '../src/modules/orders/order.test-kit.ts';
import { cpuMeter } from './cpu-shares.ts';
import { apiClient } from './flows.ts';
import { assertInvariants } from './invariants.ts';
import type { MixedLoadJob } from './mixed-load.worker.ts';
import {
  type CpuShares,
  type MixedLoadCalls,
  type MixedLoadRun,
  summarizeRun,
} from './mixed-load-summary.ts';
import { inWorker } from './off-thread.ts';
import { startOrderTally } from './order-tally.ts';
import { startServers } from './server-processes.ts';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 500);
const THINK_MEAN_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const STOCK = 1_000_000;
const PASSWORD = 'bench-shopper-password';
/** Searches a shopper types: a country, a Chinese name (beyond the trigram index), a style, a miss. */
const KEYWORDS = ['kenya', '耶加', 'ethiopia', 'espresso', 'blend', 'decaf', 'colombia', 'xyzzy'];
const MEMBER_EMAIL = (i: number) => `shopper-${i}@bench.example`;

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * One member per shopper of each run, written straight into the table as a migration would (signing
 * up thousands is not what is measured), all with one password hash made once: at the production
 * cost, so each sign-in costs the server what a real one does.
 */
async function seedMembers(db: Db, count: number): Promise<string[]> {
  const hash = await hashPassword(PASSWORD);
  await db.execute(sql`
    INSERT INTO members (email, password_hash, first_name, last_name, phone, country_id, email_verified_at)
    SELECT 'shopper-' || i || '@bench.example', ${hash}, 'Bench', 'Shopper ' || i, (60000000 + i)::text,
           (SELECT id FROM countries WHERE iso_code = 'HK'), now()
    FROM generate_series(0, ${count - 1}) AS i`);
  return Array.from({ length: count }, (_, i) => MEMBER_EMAIL(i));
}

/** What the shoppers browse and buy: the active coffees on sale (not credit), stocked for the whole run. */
async function catalogOf(db: Db) {
  const sellable = await rows<{ product_id: number; variant_id: number }>(
    db,
    sql`SELECT p.id AS product_id, v.id AS variant_id FROM products p JOIN variants v ON v.product_id = p.id
        WHERE p.active AND v.id NOT IN (SELECT variant_id FROM cash_credit_products)
        ORDER BY v.id LIMIT 500`,
  );
  const variantIds = sellable.map((row) => row.variant_id);
  await db.execute(
    sql`UPDATE variants SET inventory = ${STOCK} WHERE id IN (${sql.join(
      variantIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const categories = await rows<{ id: number }>(db, sql`SELECT id FROM categories ORDER BY id`);
  return {
    productIds: [...new Set(sellable.map((row) => row.product_id))],
    variantIds,
    categoryIds: categories.map((row) => row.id),
    keywords: KEYWORDS,
  };
}

/**
 * A server in production has run for a while: each fresh process first answers the catalog's calls
 * a few times, untimed, so the run does not measure its compiler warming up and its caches filling.
 */
async function warmUp(addresses: readonly string[], productId: number) {
  const calls: [string, Record<string, unknown>][] = [
    ['website_section_get', { limit: 999, offset: 0 }],
    ['section_product_get', { limit: 999, offset: 0 }],
    ['category_get', {}],
    ['product_get', { limit: 12, offset: 0 }],
    ['product_detail_get', { product_id: productId }],
  ];
  for (const address of addresses) {
    const api = apiClient(address);
    for (let round = 0; round < 20; round++)
      await Promise.all(calls.map(([call, body]) => api.call(call, body)));
  }
}

/**
 * `mixed_load` (docs/bench.md): SHOPPERS simulated shoppers with exponential pauses doing the
 * shopper mix against one real server, then two, each a process of its own on the bench's
 * PostgreSQL database, for `seconds` each. After each run: the orders written equal the orders
 * acknowledged, the stock taken equals the units on them, and the invariants hold.
 */
export async function mixedLoad(db: Db, databaseUrl: string, seconds: number): Promise<MixedLoadRun[]> {
  const serverCounts = [1, 2];
  const emails = await seedMembers(db, SHOPPERS * serverCounts.length);
  const catalog = await catalogOf(db);
  const runs: MixedLoadRun[] = [];
  for (const [round, servers] of serverCounts.entries()) {
    const processes = await startServers(servers, databaseUrl);
    try {
      await warmUp(processes.addresses, catalog.productIds[0]!);
      const { idempotency_key: _fresh, ...order } = pickupOrder(
        await shopLookups(apiClient(processes.addresses[0]!)),
      );
      const job: MixedLoadJob = {
        addresses: processes.addresses,
        seconds,
        shoppers: SHOPPERS,
        thinkMeanMs: THINK_MEAN_MS,
        ...catalog,
        // Fresh members each run, so no cart or session is carried over from the run before.
        memberEmails: emails.slice(round * SHOPPERS, (round + 1) * SHOPPERS),
        password: PASSWORD,
        order,
      };
      const tally = await startOrderTally(db, catalog.variantIds);
      const meter = await cpuMeter(db, processes.pids);
      const worker = await inWorker<MixedLoadCalls>(
        new URL('./mixed-load.worker.ts', import.meta.url),
        'mixed_load',
        job,
      );
      const cpu: CpuShares = await meter.shares(worker.cpuMs, cpus().length);
      for (const failure of worker.failures) console.info(`mixed_load, ${servers} server(s): ${failure}`);
      await tally.check(worker.ordersAcknowledged, `mixed_load on ${servers} server(s)`);
      await assertInvariants(db, `mixed_load on ${servers} server(s)`);
      runs.push(summarizeRun(worker, { servers, shoppers: SHOPPERS, cpu }));
    } finally {
      await processes.stop();
    }
  }
  return runs;
}
