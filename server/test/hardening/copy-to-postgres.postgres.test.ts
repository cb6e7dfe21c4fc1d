import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openPglite, openPostgres } from '../../src/db/database.ts';
import { pickupOrder, shopLookups } from '../../src/modules/orders/testing.ts';
import { createEmptyPostgres, createTemplate } from '../test-database.ts';
import { brokenInvariants } from './invariants.ts';
import { callOver, spawnServer, stopServer } from './spawned-server.ts';

/*
 * Moving a shop from PGlite to PostgreSQL: orders placed on the PGlite shop, the server stopped,
 * npm run copy-to-postgres, the shop started on PostgreSQL: the orders are there, readable by
 * their shoppers' links, and new orders continue the numbering.
 */

const root = new URL('../../../', import.meta.url).pathname;
const run = promisify(execFile);
const ORDERS = 3;

const caller = (address: string) => ({
  call: async (name: string, body: Record<string, unknown> = {}) => {
    const answer = await callOver(address, name, body);
    return { statusCode: answer.httpStatus, body: answer.body };
  },
});

async function placeOrder(address: string, variantId: number) {
  const shop = await shopLookups(caller(address));
  const token = (await callOver(address, 'access_token_get', { access_token: '' })).body.access_token;
  const added = await callOver(address, 'cart_add_product', {
    access_token: token,
    delivery_country_id: '',
    product_id: variantId,
    quantity: 1,
  });
  expect(added.httpStatus).toBe(200);
  const order = await callOver(address, 'order_create', {
    access_token: token,
    ...pickupOrder(shop, { idempotency_key: randomUUID() }),
  });
  expect(order.httpStatus).toBe(200);
  return order.body as { order_token: string; order_number: string };
}

it('copies a PGlite shop into an empty PostgreSQL database, orders and all', async () => {
  const work = mkdtempSync(join(tmpdir(), 'shop-copy-'));
  // A PGlite shop of its own: this project's template is a PostgreSQL database.
  const pgliteDir = await createTemplate('pglite', 'unused');
  const shop = await openPglite(pgliteDir);
  const stocked = await shop.db.execute(
    sql`SELECT id FROM variants WHERE inventory >= 10 ORDER BY id LIMIT 1`,
  );
  const variantId = Number((stocked as unknown as { rows: { id: number }[] }).rows[0]?.id);
  await shop.close();
  const target = await createEmptyPostgres(
    process.env.TEST_DATABASE_URL as string,
    `shop_copied_${process.pid}`,
  );
  try {
    const onPglite = spawnServer({ dataDir: pgliteDir });
    const placed = [];
    try {
      const address = await onPglite.ready;
      for (let i = 0; i < ORDERS; i += 1) placed.push(await placeOrder(address, variantId));
    } finally {
      await stopServer(onPglite);
    }

    const copy = await run('npm', ['run', '--silent', 'copy-to-postgres'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: pgliteDir, DATABASE_URL: target.url },
    });
    expect(copy.stdout).toMatch(/copied \d+ rows/);

    const onPostgres = spawnServer({ dataDir: join(work, 'pg'), url: target.url });
    try {
      const address = await onPostgres.ready;
      for (const order of placed) {
        const detail = await callOver(address, 'order_detail_get', { order_token: order.order_token });
        expect(detail.body.order?.order_number).toBe(order.order_number);
      }
      // Sequences came along: a new order gets a new id instead of colliding with a copied one.
      const next = await placeOrder(address, variantId);
      expect(placed.map((o) => o.order_number)).not.toContain(next.order_number);
    } finally {
      await stopServer(onPostgres);
    }
    const copied = openPostgres(target.url, 1);
    try {
      expect(await brokenInvariants(copied.db)).toEqual({});
    } finally {
      await copied.close();
    }

    // Copying again into the now full database is refused.
    await expect(
      run('npm', ['run', '--silent', 'copy-to-postgres'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: pgliteDir, DATABASE_URL: target.url },
      }),
    ).rejects.toThrow(/already holds tables/);
  } finally {
    await target.drop();
    rmSync(work, { recursive: true, force: true });
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}, 600_000);
