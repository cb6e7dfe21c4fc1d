import type { OrderDetail } from '@shop/contract/orders/orders.calls';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderDetailByToken } from './order-read.repo.ts';
import { orders } from './orders.tables.ts';

/** Every order of a member in full, oldest first, for their data download. */
export async function memberOrderDetails(db: Db, memberId: number): Promise<OrderDetail[]> {
  const tokens = await db
    .select({ token: orders.orderToken })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(asc(orders.id));
  const details: OrderDetail[] = [];
  for (const { token } of tokens) {
    const detail = await orderDetailByToken(db, token);
    if (detail) details.push(detail);
  }
  return details;
}

/** What a deleted member's billing and shipping keep: the country, for the shop's tax records. */
const anonymised = (
  column: typeof orders.billing | typeof orders.shipping,
) => sql`CASE WHEN ${column} IS NULL THEN NULL ELSE
  jsonb_build_object(
    'firstName', 'Deleted', 'lastName', 'member', 'email', '', 'phone', '', 'address', '',
    'companyName', '', 'city', '', 'state', '', 'postalCode', '',
    'countryNameEn', ${column}->>'countryNameEn', 'countryNameZh', ${column}->>'countryNameZh'
  ) END`;

/**
 * Replaces the personal data in a deleted member's orders, in the caller's transaction. Amounts,
 * lines, dates and statuses stay: the accounts must still add up.
 */
export async function anonymiseMemberOrders(tx: Db, memberId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ billing: anonymised(orders.billing), shipping: anonymised(orders.shipping), additionalInfo: '' })
    .where(eq(orders.memberId, memberId));
}
