import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './database.ts';
import { migrationsFolder } from './migrate.ts';

const newestMigration = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));

/**
 * Whether the database holds every migration this build ships. False while another server is still
 * migrating a shared database to this version (or one was rolled back under a newer build), so a
 * load balancer sends this server no shopper until its tables are there.
 */
export async function migrationsDone(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`);
  const { rows } = result as unknown as { rows: { newest: string | number | null }[] };
  return Number(rows[0]?.newest ?? 0) >= newestMigration;
}
