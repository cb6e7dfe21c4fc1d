import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database.ts';

export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/** Any fixed number: every server process agrees on it, so only one migrates or seeds at a time. */
const SETUP_LOCK = 4_704_247;

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that several servers starting together
 * against one database migrate and seed it once. PGlite has one process by construction.
 */
export async function withSetupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`);
    return work();
  });
}
