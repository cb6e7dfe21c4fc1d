import { statSync } from 'node:fs';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dumpDatabase } from '../../db/dump.ts';
import { backups } from './backups.tables.ts';

export type BackupTrigger = 'nightly' | 'command';

/**
 * Writes a backup of the shop's database to `file` and records how it went, success or failure.
 * A failure is recorded and then thrown, so the caller (the job runner, the backup command) sees it.
 */
export async function makeBackup(db: Db, file: string, trigger: BackupTrigger) {
  const startedAt = new Date();
  try {
    await dumpDatabase(db, file);
    const sizeBytes = statSync(file).size;
    await db.insert(backups).values({ trigger, startedAt, finishedAt: new Date(), file, sizeBytes });
    return { file, sizeBytes };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .insert(backups)
      .values({ trigger, startedAt, finishedAt: new Date(), file, error: reason.slice(0, 2000) });
    throw error;
  }
}

export async function lastBackup(db: Db) {
  const [row] = await db.select().from(backups).orderBy(desc(backups.startedAt), desc(backups.id)).limit(1);
  return row;
}
