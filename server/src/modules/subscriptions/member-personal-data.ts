import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type SubscriptionShipping, subscriptions } from './subscriptions.tables.ts';

/** What stays of a deleted member's delivery address: the shape a delivery needs, no person in it. */
const NO_ONE: SubscriptionShipping = { first_name: 'Deleted', last_name: 'member' };

/**
 * When a member deletes their account, in the caller's transaction: their subscriptions end (no
 * renewal is made for an account that no longer exists) and the address they delivered to goes.
 */
export async function endDeletedMemberSubscriptions(tx: Db, memberId: number, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({
      status: 'cancelled',
      nextDate: null,
      cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, ${now.toISOString()}::timestamptz)`,
      shipping: sql`CASE WHEN ${subscriptions.shipping} IS NULL THEN NULL ELSE ${JSON.stringify(NO_ONE)}::jsonb END`,
      updatedAt: now,
    })
    .where(eq(subscriptions.memberId, memberId));
}
