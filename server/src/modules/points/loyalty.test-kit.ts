import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { makeProduct, newAccessToken, shopper } from '../cart/testing.ts';
import { orders, pickupOrder, type ShopLookups } from '../orders/testing.ts';
import { issueCashCreditForPaidOrder } from './cash-credit.service.ts';
import { earnBeansForPaidOrder } from './order-earning.service.ts';
import { type OrderRefund, reverseOrderPoints } from './order-reversal.service.ts';

/** Helpers for the loyalty API tests: orders placed through the API, then paid and refunded as the shop console will. */
export type OrderRow = typeof orders.$inferSelect;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The tier the member's profile shows, by its English name. */
export const tierOf = async (t: TestApp, auth: Record<string, string>) =>
  (await t.call('profile_get', {}, auth)).body.profile.tier_name as string;

export async function orderByNumber(t: TestApp, orderNumber: string): Promise<OrderRow> {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order!;
}

/** A member's pickup order of the given variants (a fresh product when none), with credit applied if asked. */
export async function placeMemberOrder(
  t: TestApp,
  shop: ShopLookups,
  auth: Record<string, string>,
  what: { retailCents?: number; variantIds?: number[]; creditPoints?: number; coupon?: string },
): Promise<OrderRow> {
  const token = auth.authorization!.slice('Bearer '.length);
  const cart = shopper(t, await newAccessToken(t), token);
  const ids = what.variantIds ?? [
    (await makeProduct(t, { retailCents: what.retailCents ?? 10_000 })).variantId,
  ];
  for (const id of ids) expect((await cart('cart_add_product', { product_id: id })).statusCode).toBe(200);
  if (what.coupon) await cart('cart_coupon_code_apply', { coupon_code: what.coupon });
  if (what.creditPoints)
    await cart('cart_credit_apply', { points_to_burn: [{ point_type_id: 18, amount: what.creditPoints }] });
  const placed = await cart('order_create', pickupOrder(shop));
  expect(placed.statusCode).toBe(200);
  return orderByNumber(t, placed.body.order_number);
}

/** What confirm_payment does for points: mark paid, earn Beans, issue cash credit, in one transaction. */
export async function markPaid(t: TestApp, order: OrderRow, paidAt = new Date()) {
  return t.db.transaction(async (tx) => {
    await tx.update(orders).set({ paymentStatus: 'paid', paidAt }).where(eq(orders.id, order.id));
    const earned = await earnBeansForPaidOrder(tx, order, paidAt);
    const credit = await issueCashCreditForPaidOrder(tx, order.id, paidAt);
    return { ...earned, credit };
  });
}

type RefundedLines = OrderRefund['refundedLines'];

/** The points side of a refund alone, as a retried refund would run it again. */
export function reversePoints(
  t: TestApp,
  order: OrderRow,
  key: string,
  cashCents: number,
  lines: RefundedLines = [],
) {
  return t.db.transaction((tx) => reversal(tx, order, key, cashCents, lines));
}

/** A refund of the order as the lifecycle records it: the cash refunded on the order, then the points reversed. */
export function refund(
  t: TestApp,
  order: OrderRow,
  key: string,
  cashCents: number,
  lines: RefundedLines = [],
) {
  return t.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ refundedCashCents: sql`${orders.refundedCashCents} + ${cashCents}` })
      .where(eq(orders.id, order.id));
    return reversal(tx, order, key, cashCents, lines);
  });
}

function reversal(tx: Db, order: OrderRow, key: string, cashCents: number, lines: RefundedLines) {
  return reverseOrderPoints(tx, {
    orderId: order.id,
    memberId: order.memberId,
    orderNumber: order.orderNumber,
    refundKey: `${order.orderNumber}/${key}`,
    refundedCashCents: cashCents,
    refundedLines: lines,
  });
}
