import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { SubscriptionRow } from './subscriptions.repo.ts';
import { subscriptions } from './subscriptions.tables.ts';

/** A renewal stops retrying here: the subscription is paused and the member told (docs/subscriptions.md). */
const MAX_FAILED_RENEWALS = 3;

const dueBy = (lastDay: string) =>
  and(eq(subscriptions.status, 'active'), lte(subscriptions.nextDate, lastDay));

/** The active subscriptions whose next delivery is on or before `lastDay` (HK today + the cut-off). */
export async function dueSubscriptionIds(db: Db, lastDay: string): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(dueBy(lastDay))
    .orderBy(asc(subscriptions.nextDate), asc(subscriptions.id));
  return rows.map((r) => r.id);
}

/**
 * The subscription, locked for its renewal, while it is still due. SKIP LOCKED: a renewal another
 * run holds is that run's, and once it commits next_date has moved on, so no run finds it due again.
 */
export async function lockDueSubscription(
  tx: Db,
  id: number,
  lastDay: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), dueBy(lastDay)))
    .for('update', { skipLocked: true });
  return row;
}

/**
 * The write that moves a renewed subscription on to its next delivery, as a part of the order's one
 * statement (orders' writeOrder `alongside`), guarded by the date it renewed. With no next day that
 * can be booked (its slot was removed) it is paused instead, until the member resumes it.
 */
export function renewedSubscription(tx: Db, renewed: SubscriptionRow, nextDate: string | null, at: Date) {
  const moved = nextDate === null ? { status: 'paused' as const } : { nextDate };
  return tx
    .update(subscriptions)
    .set({ ...moved, failedAttempts: 0, updatedAt: at })
    .where(and(eq(subscriptions.id, renewed.id), eq(subscriptions.nextDate, renewed.nextDate!)));
}

/**
 * A renewal that could not be made: one more failure in a row, and the delivery moved to `movedTo`,
 * or the subscription paused at the limit (or when no later day can be booked). Answers the row as
 * written, or undefined when the subscription changed meanwhile (its date or status).
 */
export async function recordFailedRenewal(
  tx: Db,
  failed: SubscriptionRow,
  movedTo: string | null,
  at: Date,
): Promise<SubscriptionRow | undefined> {
  const attempts = failed.failedAttempts + 1;
  const pause = movedTo === null || attempts >= MAX_FAILED_RENEWALS;
  const [row] = await tx
    .update(subscriptions)
    .set({
      failedAttempts: attempts,
      updatedAt: at,
      ...(pause ? { status: 'paused' as const } : { nextDate: movedTo }),
    })
    .where(
      and(
        eq(subscriptions.id, failed.id),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.nextDate, failed.nextDate!),
      ),
    )
    .returning();
  return row;
}

/**
 * Marks as reminded up to `limit` active subscriptions whose delivery is `day` and which were not
 * reminded of it yet, answering them: the mark is what a second run would have to match again.
 * SKIP LOCKED: a subscription being changed or renewed is left to the next batch or run.
 */
export function claimReminders(tx: Db, day: string, limit: number): Promise<SubscriptionRow[]> {
  const due = tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.nextDate, day),
        sql`${subscriptions.remindedFor} IS DISTINCT FROM ${subscriptions.nextDate}`,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(subscriptions)
    .set({ remindedFor: sql`${subscriptions.nextDate}` })
    .where(inArray(subscriptions.id, due))
    .returning();
}
