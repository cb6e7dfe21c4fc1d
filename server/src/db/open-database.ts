import type { Config } from '../config/env.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { type Database, openPglite, openPostgres } from './database.ts';
import { migrate, withSetupLock } from './migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

/**
 * Opens the configured database, migrates it and seeds it when empty. With PGlite the data
 * directory is locked for this process; with PostgreSQL many servers may share one database.
 */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl);
    await prepare(database, config);
    return database;
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(config.dataDir);
    await prepare(database, config);
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function prepare(database: Database, config: Config): Promise<void> {
  await withSetupLock(database, async () => {
    await migrate(database);
    await seedIfEmpty(database.db, { shopNameEn: config.shopNameEn, shopNameZh: config.shopNameZh });
  });
}
