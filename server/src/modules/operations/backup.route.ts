import { isAbsolute } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { makeBackup } from './backup.service.ts';
import { fromLoopback, isBackupCommandKey } from './backup-command.ts';

const body = z.object({ file: z.string().min(1).max(4096).refine(isAbsolute, 'an absolute path') });

/**
 * POST /ops/backup {"file": "/abs/path"}: what `npm run backup` asks of a running PGlite shop, whose
 * database only this process can open. It answers only on the loopback, and only with the backup
 * command's key; anyone else is told there is no such page.
 */
export function registerBackupRoute(app: FastifyInstance, config: Config, db: Db) {
  app.post('/ops/backup', async (request, reply) => {
    const key = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!fromLoopback(request.socket.remoteAddress) || !isBackupCommandKey(config, key)) {
      return reply.status(404).send({ status: 0, err_code: 'NOT_FOUND' });
    }
    const { file } = body.parse(request.body ?? {});
    try {
      const made = await makeBackup(db, file, 'command');
      return { status: 1, file: made.file, size_bytes: made.sizeBytes };
    } catch (error) {
      request.log.error({ err: error }, 'backup failed');
      return reply
        .status(500)
        .send({ status: 0, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
