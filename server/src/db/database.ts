import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { listenForCatalogWrites } from './announced-writes.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The connections a database handle holds, for the metrics. */
export interface PoolReading {
  total: number;
  /** Unknown for PGlite, which has no pool. */
  idle?: number;
  /** Requests waiting for a connection: above 0 for long, the pool is too small or a query hangs. */
  waiting?: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  readPool(): PoolReading;
  close(): Promise<void>;
}

/**
 * Opens the embedded database in `dir`. A directory that holds files but no PostgreSQL cluster is
 * refused rather than initialised over, so a mistyped DATA_DIR cannot bury someone's data.
 */
export async function openPglite(dir: string): Promise<Database> {
  const pgdata = join(dir, 'pgdata');
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0 && !existsSync(join(pgdata, 'PG_VERSION'))) {
    throw new Error(
      `${pgdata} holds files but no database this server can read; refusing to create a new one over it.`,
    );
  }
  const client = await PGlite.create({ dataDir: pgdata, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await listenForCatalogWrites(db, client);
  return {
    db,
    kind: 'pglite',
    // One connection inside the process: statements queue in PGlite itself, not in a pool.
    readPool: () => ({ total: 1 }),
    close: () => client.close(),
  };
}

export function openPostgres(url: string, max = 10): Database {
  // The shop's statements are short; a misestimated plan (a one-row table never analyzed yet) once
  // pushed one over jit_above_cost, and compiling it cost 60 ms on every call (docs/performance.md).
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client that errors (e.g. the server restarts) must not crash the process.
  pool.on('error', () => {});
  return {
    db: drizzleNodePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    readPool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
