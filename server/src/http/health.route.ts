import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

/**
 * GET /health for a load balancer: 200 when this server can reach its database, 503 when it cannot,
 * so the balancer stops sending shoppers to a server that could only fail them.
 */
export function registerHealthRoute(app: FastifyInstance, db: Db) {
  app.get('/health', async (_request, reply) => {
    try {
      await db.execute(sql`SELECT 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
