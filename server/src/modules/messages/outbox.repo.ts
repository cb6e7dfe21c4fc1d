import { and, asc, desc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type Channel, outbox } from './outbox.tables.ts';
import { MAX_ATTEMPTS, retryDelaySeconds } from './retry.ts';

export interface NewMessage {
  channel: Channel;
  to: string;
  subject?: string;
  body: string;
  sensitive?: boolean;
  /** Extra email headers (List-Unsubscribe on marketing mail). */
  headers?: Record<string, string>;
  /** The text of a QR code the email shows as a picture (an order's FPS code). */
  qrCode?: string | undefined;
}

export interface ClaimedMessage {
  id: number;
  channel: Channel;
  to: string;
  subject: string;
  body: string;
  headers: Record<string, string> | null;
  qrCode: string | null;
  attempts: number;
}

/** The message's INSERT, not yet run: a caller may send it inside a larger statement (a WITH). */
export function messageInsert(db: Db, message: NewMessage) {
  return db.insert(outbox).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject ?? '',
    body: message.body,
    sensitive: message.sensitive ?? false,
    headers: message.headers ?? null,
    qrCode: message.qrCode ?? null,
  });
}

/** Call with the transaction of the change that causes the message: both commit, or neither. */
/** The insert of `messageInsert`, answering the queued message's id (to rewrite it later in the transaction). */
export function messageInsertWithId(db: Db, message: NewMessage) {
  return messageInsert(db, message).returning({ id: outbox.id });
}

/** Rewrites a queued message's body, as long as the transaction that queued it has not committed. */
export function messageBodyUpdate(db: Db, messageId: number, body: string) {
  return db.update(outbox).set({ body }).where(eq(outbox.id, messageId));
}

export async function enqueueMessage(tx: Db, message: NewMessage): Promise<void> {
  await messageInsert(tx, message);
}

/**
 * Takes up to `limit` due messages for this sender. SKIP LOCKED lets several servers claim at once
 * without waiting for or taking each other's rows, and the lease (a later next_attempt_at) keeps
 * a claimed message from being picked again while it is being sent, or after its sender died.
 */
export async function claimDueMessages(
  db: Db,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedMessage[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      channel: outbox.channel,
      to: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      headers: outbox.headers,
      qrCode: outbox.qrCode,
      attempts: outbox.attempts,
    });
}

/**
 * Marks a batch sent in one statement. In production a sent code or reset link is blanked: the table
 * should not hold live secrets.
 */
export async function markSent(db: Db, ids: number[], redactSensitive: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lastError: null,
      body: redactSensitive
        ? sql`CASE WHEN ${outbox.sensitive} THEN '[redacted after sending]' ELSE ${outbox.body} END`
        : sql`${outbox.body}`,
    })
    .where(inArray(outbox.id, ids));
}

export async function markFailed(db: Db, message: ClaimedMessage, error: string): Promise<void> {
  const giveUp = message.attempts >= MAX_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
      lastError: error.slice(0, 500),
    })
    .where(eq(outbox.id, message.id));
}

/** Newest first; the development outbox page and tests read codes and links from here. */
export async function listRecentMessages(db: Db, to: string | undefined, limit: number) {
  return db
    .select({
      channel: outbox.channel,
      to: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      headers: outbox.headers,
      created_at: outbox.createdAt,
    })
    .from(outbox)
    .where(to === undefined ? undefined : sql`lower(${outbox.recipient}) = lower(${to})`)
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** Finished messages are kept for a month, for questions like "did my code go out?". */
export async function pruneFinishedMessages(db: Db): Promise<void> {
  await db
    .delete(outbox)
    .where(and(ne(outbox.status, 'pending'), lt(outbox.createdAt, sql`now() - interval '30 days'`)));
}
