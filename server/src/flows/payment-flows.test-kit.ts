import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { type OrderPlan, type PlacedOrder, placeOrder } from '../modules/admin/testing.ts';
import { outbox } from '../modules/messages/testing.ts';
import { orderEvents, orders, type ShopLookups } from '../modules/orders/testing.ts';

/**
 * What the payment flows' tests (deadlines, reminders, reconciliation) share: transfer orders and
 * what became of them. Each order is billed to an email of its own, as the unpaid-order limits
 * count per shopper.
 */
export const transferOrder = (t: TestApp, shop: ShopLookups, plan: OrderPlan = {}) =>
  placeOrder(t, shop, {
    pricesCents: [12_000],
    payment: 'bank_transfer',
    billing: { email: `payer-${randomUUID()}@example.com` },
    ...plan,
  });

export const orderRow = async (t: TestApp, placed: PlacedOrder) =>
  (await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]!;

export const orderEventsOf = (t: TestApp, placed: PlacedOrder) =>
  t.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId));

/** The emails queued for this address whose subject holds `subject`. */
export const mailsTo = (t: TestApp, email: string, subject: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.subject, `%${subject}%`)));
