import { resolve } from 'node:path';
import { loadConfig } from '../src/config/env.ts';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { type Database, openPglite, openPostgres } from '../src/db/database.ts';
import { backupCommandKey, makeBackup } from '../src/modules/operations/index.ts';

/*
 * npm run backup -- <file>: a backup of the shop's database while it runs (docs/deploy.md).
 * PostgreSQL: pg_dump, from here. PGlite: only the running server can open its data directory, so
 * it is asked over the loopback (POST /ops/backup with the backup command's key); with no server
 * running, the directory is opened here.
 */

const config = loadConfig();

async function withDatabase(open: () => Promise<Database>, file: string) {
  const database = await open();
  try {
    return await makeBackup(database.db, file, 'command');
  } finally {
    await database.close();
  }
}

/** The running server's loopback addresses: BACKUP_SERVER_URL, else PORT on IPv4 then IPv6. */
function serverUrls(): string[] {
  if (process.env.BACKUP_SERVER_URL) return [process.env.BACKUP_SERVER_URL.replace(/\/$/, '')];
  return [`http://127.0.0.1:${config.port}`, `http://[::1]:${config.port}`];
}

async function askRunningServer(file: string): Promise<{ file: string; sizeBytes: number }> {
  let reason = '';
  for (const url of serverUrls()) {
    let res: Response;
    try {
      res = await fetch(`${url}/ops/backup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${backupCommandKey(config)}` },
        body: JSON.stringify({ file }),
      });
    } catch (error) {
      reason = `${url}: ${(error as Error).message}`;
      continue;
    }
    const answer = (await res.json()) as { status: number; size_bytes?: number; error?: string };
    if (res.ok && answer.status === 1) return { file, sizeBytes: answer.size_bytes ?? 0 };
    throw new Error(
      res.status === 404
        ? `${url} refused: run this with the same DATA_DIR (or JWT_SECRET) as the server`
        : `the server could not write the backup: ${answer.error ?? res.status}`,
    );
  }
  throw new Error(`the shop's server holds ${config.dataDir} but could not be reached (${reason})`);
}

async function backup(file: string) {
  if (config.databaseUrl)
    return withDatabase(async () => openPostgres(config.databaseUrl as string, 1), file);
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return askRunningServer(file);
    throw error;
  }
  try {
    return await withDatabase(() => openPglite(config.dataDir), file);
  } finally {
    release();
  }
}

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: npm run backup -- <file>');
    return 2;
  }
  const made = await backup(resolve(target));
  console.info(`backup written: ${made.file} (${made.sizeBytes} bytes)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('backup failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
