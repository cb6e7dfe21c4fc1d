import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/database.ts';
import type { Job } from '../../lib/job.ts';
import { makeBackup } from './backup.service.ts';
import { backupsToDelete } from './backup-retention.ts';

const HONG_KONG_MS = 8 * 60 * 60 * 1000;
const NIGHTLY_FILE = /^shop-(\d{4}-\d{2}-\d{2})\.backup$/;

/** The shop's calendar day (Hong Kong) at `now`, which names the night's backup file. */
export const shopDay = (now: Date) => new Date(now.getTime() + HONG_KONG_MS).toISOString().slice(0, 10);

/**
 * Once a shop day (its slot starts 03:00 Hong Kong time): a backup into `backupDir` named by the
 * day, then the retention rule (backup-retention.ts) deletes the nightly files it no longer keeps.
 * A failed backup throws, so the runner gives the day's slot back and the next hour tries again.
 */
export function nightlyBackupJob(backupDir: string): Job {
  return {
    name: 'nightly backup',
    every: 'day',
    async run(db: Db, now: Date) {
      mkdirSync(backupDir, { recursive: true });
      await makeBackup(db, join(backupDir, `shop-${shopDay(now)}.backup`), 'nightly');
      const nightly = readdirSync(backupDir)
        .map((name) => NIGHTLY_FILE.exec(name)?.[1])
        .filter((day): day is string => day !== undefined);
      for (const day of backupsToDelete(nightly))
        rmSync(join(backupDir, `shop-${day}.backup`), { force: true });
      return 1;
    },
  };
}
