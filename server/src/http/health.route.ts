import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { migrationsDone } from '../db/migration-state.ts';

/**
 * Two questions a load balancer or an orchestrator asks:
 * - GET /health/live: is the process up? 200 whenever it can answer at all; restart it when not.
 * - GET /health/ready (also GET /health): should shoppers be sent here? 200 when the database
 *   answers and holds every migration of this build; 503 otherwise, so the balancer stops sending
 *   shoppers to a server that could only fail them. Once shutting down (SIGTERM) Fastify itself
 *   answers 503 to every new request while the open ones finish.
 */
export function registerHealthRoute(app: FastifyInstance, db: Db) {
  app.get('/health/live', async () => ({ status: 'ok' }));

  const ready = async (): Promise<{ status: 'ok' } | { status: 'unavailable'; reason: string }> => {
    try {
      await db.execute(sql`SELECT 1`);
    } catch {
      return { status: 'unavailable', reason: 'database' };
    }
    const migrated = await migrationsDone(db).catch(() => false);
    return migrated ? { status: 'ok' } : { status: 'unavailable', reason: 'migrations' };
  };
  for (const url of ['/health', '/health/ready']) {
    app.get(url, async (_request, reply) => {
      const answer = await ready();
      return reply.status(answer.status === 'ok' ? 200 : 503).send(answer);
    });
  }
}
