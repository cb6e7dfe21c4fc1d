import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { readOnlyRows } from '../../db/read-only-rows.ts';
import { couponUses, orderEvents, orderLines, orders } from './orders.tables.ts';

/**
 * Orders as other domains join them into their own statements: the console's order list and order
 * page, and the coupon list with how often each coupon was used. Read-only, under the tables' own
 * names, so the raw SQL of a filter reads them alike.
 */

export const orderRows = readOnlyRows(orders, 'orders');
export const orderLineRows = readOnlyRows(orderLines, 'order_lines');
export const orderEventRows = readOnlyRows(orderEvents, 'order_events');

/** The units on an order, as a scalar subquery. */
export const itemCountOf = (orderId: SQLWrapper): SQL<number> =>
  sql<number>`(SELECT coalesce(sum(${orderLines.quantity}), 0)::int FROM ${orderLines}
  WHERE ${orderLines.orderId} = ${orderId})`;

/** Per coupon: the orders that used it and the discount they got, in cents. */
export const couponUseTotals = new QueryBuilder()
  .select({
    couponId: couponUses.couponId,
    times: sql<number>`count(*)::int`.as('times'),
    discountCents: sql<number>`sum(${couponUses.discountCents})::int`.as('discount_cents'),
  })
  .from(couponUses)
  .groupBy(couponUses.couponId)
  .as('coupon_use_totals');
