import { buildApp } from './app.ts';
import { ConfigError, checkServingConfig, loadConfig } from './config/env.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';

async function main() {
  const config = loadConfig();
  checkServingConfig(config);
  const database = await openDatabase(config);
  const app = await buildApp({ config, db: database.db, readPool: database.readPool });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ address, database: database.kind, dataDir: config.dataDir }, `shop ready at ${address}`);
  if (config.databaseUrl && !config.jwtSecret) {
    // Several servers on one database each generate a secret of their own: a shopper signed in on
    // one would be signed out on the next (docs/deploy.md).
    app.log.warn('JWT_SECRET is not set: set the same one on every server that shares this database');
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
