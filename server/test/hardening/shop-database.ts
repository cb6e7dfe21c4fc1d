import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject as provided } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/database.ts';
import { createEmptyPostgres, type TestDbKind } from '../test-database.ts';

/**
 * A database for real server processes: on PGlite a data directory copied from the migrated
 * template, on PostgreSQL a new empty database that the first server migrates and seeds.
 */
export interface ShopDatabase {
  kind: TestDbKind;
  dataDir: string;
  url: string | undefined;
  /** A connection of the test's own; on PGlite only while no server holds the directory. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function newShopDatabase(label: string): Promise<ShopDatabase> {
  const kind = (process.env.TEST_DB ?? 'pglite') as TestDbKind;
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${label}-`));
  if (kind === 'pglite') {
    cpSync(provided('dbTemplate'), dataDir, { recursive: true });
    return {
      kind,
      dataDir,
      url: undefined,
      open: () => openPglite(dataDir),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const empty = await createEmptyPostgres(serverUrl, `shop_${label}_${process.pid}`);
  return {
    kind,
    dataDir,
    url: empty.url,
    open: async () => openPostgres(empty.url, 2),
    drop: async () => {
      await empty.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
