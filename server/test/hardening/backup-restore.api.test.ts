import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/database.ts';
import { createEmptyPostgres } from '../test-database.ts';
import { brokenInvariants } from './invariants.ts';
import { newShopDatabase } from './shop-database.ts';
import { callOver, spawnServer, stopServer } from './spawned-server.ts';
import { driveWrites, emptyAcknowledged } from './write-load.ts';

/*
 * The backup drill as an operator runs it: `npm run backup` while shoppers place orders, then
 * `npm run restore` into a fresh store with the server stopped. Every order acknowledged before
 * the backup started must be in the restored store, and every invariant must hold there.
 */

const root = new URL('../../../', import.meta.url).pathname;
const run = promisify(execFile);
const JWT_SECRET = 'hardening-tests-shared-secret-0123456789';

function npm(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return run('npm', ['run', '--silent', script, '--', file], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', JWT_SECRET, DATABASE_URL: '', ...env },
  });
}

async function rows(database: Database, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 60_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
}

/** Variants with plenty of stock, so the load is orders and not refusals. */
async function stockedVariants(database: Database): Promise<number[]> {
  const found = await rows(database, sql`SELECT id FROM variants WHERE inventory >= 40 ORDER BY id LIMIT 12`);
  return found.map((r) => Number(r.id));
}

// Three server starts, a backup and a restore: minutes on a busy machine.
describe('backup under write load, then restore into a fresh store', () => {
  it('has every order acknowledged before the backup started, and every invariant', async () => {
    const shop = await newShopDatabase('backup');
    const work = mkdtempSync(join(tmpdir(), 'shop-backup-drill-'));
    const file = join(work, 'shop.backup');
    const restoredDir = join(work, 'restored');
    const fresh =
      shop.kind === 'postgres'
        ? await createEmptyPostgres(process.env.TEST_DATABASE_URL as string, `shop_restored_${process.pid}`)
        : undefined;
    const store: Record<string, string> = fresh ? { DATABASE_URL: fresh.url } : { DATA_DIR: restoredDir };
    let variantIds: number[] = [];
    const readVariants = async () => {
      const database = await shop.open();
      variantIds = await stockedVariants(database);
      await database.close();
    };
    // PGlite is read before the server holds it; PostgreSQL once the server seeded it.
    if (shop.kind === 'pglite') await readVariants();
    const server = spawnServer(shop);
    try {
      const address = await server.ready;
      if (shop.kind === 'postgres') await readVariants();
      const acked = emptyAcknowledged();
      let stop = false;
      const load = driveWrites(address, { variantIds, registrations: 2, stop: () => stop }, acked);
      await until(() => acked.orders.length >= 5);

      const ackedBeforeBackup = [...acked.orders];
      const shopEnv: Record<string, string> = shop.url
        ? { DATABASE_URL: shop.url }
        : { DATA_DIR: shop.dataDir, BACKUP_SERVER_URL: address };
      const backup = await npm('backup', file, shopEnv);
      expect(backup.stdout).toContain('backup written');
      const ordersDuringBackup = acked.orders.length - ackedBeforeBackup.length;
      stop = true;
      await load;
      expect(await stopServer(server)).toBe(0);
      expect(statSync(file).size).toBeGreaterThan(0);
      // The load really ran while the backup was taken: some orders were acknowledged meanwhile.
      expect(ordersDuringBackup).toBeGreaterThan(0);

      await npm('restore', file, store);
      const restored = fresh ? openPostgres(fresh.url, 2) : await openPglite(restoredDir);
      try {
        const numbers = new Set(
          (await rows(restored, sql`SELECT order_number FROM orders`)).map((r) => String(r.order_number)),
        );
        expect(ackedBeforeBackup.filter((o) => !numbers.has(o.orderNumber))).toEqual([]);
        expect(await brokenInvariants(restored.db)).toEqual({});
        const recorded = await rows(restored, sql`SELECT trigger FROM backups`);
        expect(recorded).toEqual([]);
      } finally {
        await restored.close();
      }

      // The restored store serves: a server starts on it and answers.
      const again = spawnServer(
        fresh ? { dataDir: join(work, 'again'), url: fresh.url } : { dataDir: restoredDir },
      );
      const againAddress = await again.ready;
      expect((await callOver(againAddress, 'shop_info_get')).body.status).toBe(1);
      expect(await stopServer(again)).toBe(0);

      // Restoring over a store that holds data is refused, and leaves it as it was.
      await expect(npm('restore', file, store)).rejects.toThrow(/already holds/);
    } finally {
      if (server.child.exitCode === null) await stopServer(server);
      await fresh?.drop();
      await shop.drop();
      rmSync(work, { recursive: true, force: true });
    }
  }, 300_000);
});
