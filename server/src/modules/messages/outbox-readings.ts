import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outbox } from './outbox.tables.ts';

/** What a monitor needs to see that messages are piling up or failing. */
export interface OutboxReadings {
  /** Waiting to be sent, retries included. */
  pending: number;
  /** Waiting after at least one failed try: a provider is refusing or down. */
  retrying: number;
  /** Given up on after the last try; they stay until the monthly clean-up. */
  failed: number;
  /** Age of the oldest waiting message, 0 when none waits. */
  oldestPendingSeconds: number;
}

export async function readOutbox(db: Db): Promise<OutboxReadings> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${outbox.status} = 'pending')::int`,
      retrying: sql<number>`count(*) FILTER (WHERE ${outbox.status} = 'pending' AND ${outbox.attempts} > 0)::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${outbox.status} = 'failed')::int`,
      oldestPendingSeconds: sql<number>`coalesce(extract(epoch FROM now() - min(${outbox.createdAt}) FILTER (WHERE ${outbox.status} = 'pending')), 0)::float8`,
    })
    .from(outbox);
  return {
    pending: Number(row?.pending ?? 0),
    retrying: Number(row?.retrying ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestPendingSeconds: Number(row?.oldestPendingSeconds ?? 0),
  };
}
