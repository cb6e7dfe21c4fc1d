import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { brokenInvariants, lastOrderId, stockNotMatchingOrders, stockSnapshot } from './invariants.ts';
import { newShopDatabase, type ShopDatabase } from './shop-database.ts';
import { callOver, killHard, spawnServer, stopServer } from './spawned-server.ts';
import { type Acknowledged, driveWrites, emptyAcknowledged } from './write-load.ts';

/*
 * The real server process under a write load, killed with SIGKILL several times and restarted on
 * the same database (PGlite's data directory, or PostgreSQL). Whatever it acknowledged before
 * dying must be there afterwards, and the database must be consistent.
 */
const KILLS = 3;
/** Acknowledged writes to wait for in each life of the server before it is killed. */
const WRITES_PER_LIFE = 6;

async function rows(database: Database, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

const total = (acked: Acknowledged) =>
  acked.orders.length + acked.registrations.length + acked.transfers.length;

/** Waits for `count` acknowledged writes in all, at least one of each kind among them. */
async function whenWritten(acked: Acknowledged, count: number): Promise<void> {
  const enough = () =>
    total(acked) >= count &&
    acked.orders.length > 0 &&
    acked.registrations.length > 0 &&
    acked.transfers.length > 0;
  for (let waited = 0; !enough() && waited < 30_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Variants with plenty of stock, so the load is orders and not refusals. */
async function stockedVariants(database: Database): Promise<number[]> {
  const found = await rows(database, sql`SELECT id FROM variants WHERE inventory >= 40 ORDER BY id LIMIT 12`);
  return found.map((r) => Number(r.id));
}

async function missingAfterCrashes(shop: ShopDatabase, acked: Acknowledged) {
  const database = await shop.open();
  try {
    const orders = await rows(
      database,
      sql`SELECT o.order_number, k.key FROM orders o JOIN idempotency_keys k ON k.order_id = o.id`,
    );
    const keyOf = new Map(orders.map((r) => [String(r.order_number), String(r.key)]));
    const members = new Set(
      (await rows(database, sql`SELECT lower(email) AS email FROM members WHERE email IS NOT NULL`)).map(
        (r) => r.email,
      ),
    );
    const balances = new Set(
      (
        await rows(
          database,
          sql`SELECT l.balance_after FROM point_ledger l JOIN members m ON m.id = l.member_id
              WHERE m.email = 'demo@example.com' AND l.reason = 'credit_exchange' AND l.amount < 0`,
        )
      ).map((r) => Number(r.balance_after)),
    );
    return {
      orders: acked.orders.filter((o) => keyOf.get(o.orderNumber) !== o.idempotencyKey),
      registrations: acked.registrations.filter((email) => !members.has(email)),
      transfers: acked.transfers.filter((balance) => !balances.has(balance)),
      invariants: await brokenInvariants(database.db),
    };
  } finally {
    await database.close();
  }
}

describe('a server killed with SIGKILL under write load', () => {
  it('keeps every acknowledged order, sign-up and Beans exchange, and every invariant, across restarts', async () => {
    const shop = await newShopDatabase('crash');
    const acked = emptyAcknowledged();
    let stockBefore = new Map<number, number>();
    let variantIds: number[] = [];
    let ordersBefore = 0;
    const takeSnapshot = async () => {
      const database = await shop.open();
      stockBefore = await stockSnapshot(database.db);
      variantIds = await stockedVariants(database);
      ordersBefore = await lastOrderId(database.db);
      await database.close();
    };
    try {
      // PGlite is read before the first server holds it; PostgreSQL once the first server seeded it.
      if (shop.kind === 'pglite') await takeSnapshot();
      for (let life = 0; life < KILLS; life += 1) {
        const server = spawnServer(shop);
        const address = await server.ready;
        if (life === 0 && shop.kind === 'postgres') await takeSnapshot();
        expect(variantIds.length).toBeGreaterThan(0);
        let dead = false;
        const load = driveWrites(address, { variantIds, registrations: 4, stop: () => dead }, acked);
        await whenWritten(acked, total(acked) + WRITES_PER_LIFE);
        await killHard(server);
        dead = true;
        await load;
      }
      expect(acked.orders.length).toBeGreaterThan(0);
      expect(acked.registrations.length).toBeGreaterThan(0);
      expect(acked.transfers.length).toBeGreaterThan(0);

      const survivor = spawnServer(shop);
      const address = await survivor.ready;
      const shopInfo = await callOver(address, 'shop_info_get');
      expect(shopInfo.body.status).toBe(1);
      expect(await stopServer(survivor)).toBe(0);

      expect(await missingAfterCrashes(shop, acked)).toEqual({
        orders: [],
        registrations: [],
        transfers: [],
        invariants: {},
      });
      const database = await shop.open();
      expect(await stockNotMatchingOrders(database.db, stockBefore, ordersBefore)).toEqual([]);
      await database.close();
    } finally {
      await shop.drop();
    }
  }, 240_000);
});
