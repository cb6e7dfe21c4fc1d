import type { UnpaidOrderRules } from '@shop/contract/admin/settings-admin.calls';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { orderLines, orders } from './orders.tables.ts';
import { awaitingTransfer } from './payment-deadline.repo.ts';
import { type Holder, judgeUnpaidLimits } from './unpaid-limits.ts';

/** The first key of the advisory locks below: keeps them apart from any other advisory lock. */
const LOCK_SPACE = 17_017;

const emailOf = sql<string>`lower(${orders.billing}->>'email')`;

/**
 * Refuses an order that would take the shopper past the shop's limits on orders waiting for a
 * transfer (409, naming the limit). Called inside order_create's transaction, before its writes:
 * it first takes a transaction-long advisory lock for each way of telling the shopper (in one order,
 * so two checkouts never wait on each other crosswise), so two checkouts by one shopper take turns
 * and the second counts the first's order.
 */
export async function checkUnpaidLimits(
  tx: Db,
  holder: Holder,
  units: number,
  rules: UnpaidOrderRules,
): Promise<void> {
  const keys = [
    holder.accessTokenId === null ? null : `token:${holder.accessTokenId}`,
    holder.memberId === null ? null : `member:${holder.memberId}`,
    `email:${holder.email}`,
    holder.addressKey === null ? null : `address:${holder.addressKey}`,
  ]
    .filter((k): k is string => k !== null)
    .sort();
  for (const key of keys)
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`);

  const sameShopper: SQL[] = [eq(emailOf, holder.email)];
  if (holder.accessTokenId !== null) sameShopper.push(eq(orders.accessTokenId, holder.accessTokenId));
  if (holder.memberId !== null) sameShopper.push(eq(orders.memberId, holder.memberId));
  if (holder.addressKey !== null) sameShopper.push(eq(orders.addressKey, holder.addressKey));
  const held = await tx
    .select({
      accessTokenId: orders.accessTokenId,
      memberId: orders.memberId,
      email: emailOf,
      addressKey: orders.addressKey,
      units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(awaitingTransfer, or(...sameShopper)))
    .groupBy(orders.id);
  const refusal = judgeUnpaidLimits(held, holder, units, rules);
  if (refusal) throw new ApiError(refusal.code, refusal.message);
}
