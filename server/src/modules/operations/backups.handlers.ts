import { adminBackupStatusGet } from '@shop/contract/admin/backups-admin.calls';
import { handle } from '../../http/call-handler.ts';
import { lastBackup } from './backup.service.ts';

export const backupsAdminHandlers = [
  handle(adminBackupStatusGet, async (_input, { db, config }) => {
    const last = await lastBackup(db);
    return {
      nightly: config.backupDir !== undefined,
      last: last
        ? {
            trigger: last.trigger as 'nightly' | 'command',
            started_at: last.startedAt.toISOString(),
            finished_at: last.finishedAt.toISOString(),
            file: last.file,
            size_bytes: last.sizeBytes,
            ok: last.error === null,
            error: last.error,
          }
        : null,
    };
  }),
];
