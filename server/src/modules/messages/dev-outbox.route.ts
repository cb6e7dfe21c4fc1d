import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { listRecentMessages } from './outbox.repo.ts';

const query = z.object({
  // An unencoded "+" in ?to=+852… arrives as a space: it can only have meant the "+".
  to: z
    .string()
    .max(320)
    .transform((to) => to.replace(/^ (?=\d)/, '+').trim())
    .optional(),
});

/**
 * The pinned shape {channel, to, subject, body, created_at}; only a message sent with extra headers
 * (marketing mail's List-Unsubscribe) adds them, so tests can read those too.
 */
function devOutboxEntry({
  headers,
  created_at,
  ...message
}: Awaited<ReturnType<typeof listRecentMessages>>[number]) {
  return { ...message, created_at: created_at.toISOString(), ...(headers ? { headers } : {}) };
}

/**
 * GET /dev/outbox[?to=…]: the latest messages, newest first. Registered only outside production:
 * it shows one-time codes and reset links, which is what developers and tests need it for.
 */
export function registerDevOutboxRoute(app: FastifyInstance, db: Db) {
  app.get('/dev/outbox', async (request) => {
    const { to } = query.parse(request.query);
    const rows = await listRecentMessages(db, to || undefined, 100);
    return { messages: rows.map(devOutboxEntry) };
  });
  app.log.warn(
    'GET /dev/outbox is on: it shows one-time codes and reset links. Set NODE_ENV=production on a public server.',
  );
}
