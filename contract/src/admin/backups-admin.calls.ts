import { z } from 'zod';
import { defineCall } from '../calls.ts';

export const backupRecord = z.object({
  /** `nightly` (the job runner) or `command` (npm run backup). */
  trigger: z.enum(['nightly', 'command']),
  started_at: z.string(),
  finished_at: z.string(),
  file: z.string(),
  /** Null when the backup failed. */
  size_bytes: z.number().int().nullable(),
  ok: z.boolean(),
  error: z.string().nullable(),
});
export type BackupRecord = z.infer<typeof backupRecord>;

/** Owners only: the last backup the shop made, and whether nightly backups are on (BACKUP_DIR). */
export const adminBackupStatusGet = defineCall({
  name: 'admin_backup_status_get',
  auth: 'staff',
  role: 'owner',
  input: z.object({}),
  output: z.object({ nightly: z.boolean(), last: backupRecord.nullable() }),
});
