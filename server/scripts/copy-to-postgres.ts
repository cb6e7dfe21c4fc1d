import { loadConfig } from '../src/config/env.ts';
import { copyPgliteToPostgres } from '../src/db/copy-to-postgres.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';

/*
 * npm run copy-to-postgres: copies the PGlite shop in DATA_DIR into the empty PostgreSQL database
 * at DATABASE_URL, with the server stopped (docs/deploy.md, "Moving from PGlite to PostgreSQL").
 * The PGlite directory is only read; start the shop on DATABASE_URL afterwards.
 */

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'Usage: DATA_DIR=<the PGlite shop> DATABASE_URL=<an empty database> npm run copy-to-postgres',
    );
    return 2;
  }
  const release = lockDataDir(config.dataDir);
  try {
    const counts = await copyPgliteToPostgres(config.dataDir, config.databaseUrl);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.info(
      `copied ${total} rows in ${Object.keys(counts).length} tables from ${config.dataDir}; start the shop on DATABASE_URL`,
    );
    return 0;
  } finally {
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('copy failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
