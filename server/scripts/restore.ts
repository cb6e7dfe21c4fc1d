import { resolve } from 'node:path';
import { loadConfig } from '../src/config/env.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { dumpFormatOf, postgresHasNoTables, restorePglite, restorePostgres } from '../src/db/dump.ts';

/*
 * npm run restore -- <file>: loads a backup into an empty store, with the server stopped
 * (docs/deploy.md, "The restore drill"). A PGlite backup goes into DATA_DIR; a pg_dump backup
 * into DATABASE_URL. To move a PGlite shop to PostgreSQL, restore it into a DATA_DIR and run
 * npm run copy-to-postgres.
 */

const config = loadConfig();

async function restore(file: string): Promise<string> {
  const format = dumpFormatOf(file);
  if (config.databaseUrl) {
    if (format !== 'pg_dump') {
      throw new Error('this is a PGlite backup: restore it into a DATA_DIR, then npm run copy-to-postgres');
    }
    if (!(await postgresHasNoTables(config.databaseUrl))) {
      throw new Error('DATABASE_URL already holds tables; restore into a new, empty database');
    }
    await restorePostgres(file, config.databaseUrl);
    return 'DATABASE_URL';
  }
  if (format !== 'pglite')
    throw new Error('this is a PostgreSQL backup: set DATABASE_URL to an empty database');
  // Held while restoring, so a server cannot open the directory half-written.
  const release = lockDataDir(config.dataDir);
  try {
    await restorePglite(file, config.dataDir);
  } finally {
    release();
  }
  return config.dataDir;
}

async function main(): Promise<number> {
  const source = process.argv[2];
  if (!source) {
    console.error('Usage: npm run restore -- <file>');
    return 2;
  }
  const into = await restore(resolve(source));
  console.info(`restored ${source} into ${into}; start the shop as usual`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('restore failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
