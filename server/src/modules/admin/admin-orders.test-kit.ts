import { and, count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { filledBeforeTests, type TestApp } from '../../../test/test-app.ts';
import { grantCredit, makeProduct, newAccessToken, newMember, shopper } from '../cart/testing.ts';
import {
  billing,
  deliveryOrder,
  orderEvents,
  orders,
  pickupOrder,
  type ShopLookups,
  shopPerFile,
} from '../orders/testing.ts';
import { POINT_TYPE, pointBalances, pointLedger } from '../points/testing.ts';
import { type Auth, OWNER, staffAuth } from './admin.test-kit.ts';
import { auditLog } from './staff.tables.ts';

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  orderToken: string;
  memberId: number | null;
  email: string;
  variantIds: number[];
  /** The FPS QR code order_create answered, for an order waiting for a transfer. */
  fpsQr: string | undefined;
}

export interface OrderPlan {
  /** One line per price, each of `quantity` units from a fresh product holding `inventory`. */
  pricesCents?: number[];
  /** Or lines of these existing variants. */
  variants?: number[];
  quantity?: number;
  inventory?: number;
  method?: 'pickup' | 'delivery';
  payment?: 'pay_at_store' | 'bank_transfer' | 'fps';
  /** A member places it, burning this much credit (granted first); without it, a guest. */
  member?: { credit: number; coupon?: string };
  billing?: Record<string, unknown>;
  /** Fields of order_create to change (store, timeslot, date…). */
  order?: Record<string, unknown>;
}

/** Places an order through the storefront's own calls, as a shopper would. */
export async function placeOrder(t: TestApp, shop: ShopLookups, plan: OrderPlan): Promise<PlacedOrder> {
  const member = plan.member ? await newMember(t) : null;
  if (member && plan.member!.credit > 0) await grantCredit(t, member.id, plan.member!.credit);
  const cart = shopper(t, await newAccessToken(t), member?.token);
  const variantIds = [...(plan.variants ?? [])];
  for (const retailCents of plan.pricesCents ?? []) {
    variantIds.push((await makeProduct(t, { retailCents, inventory: plan.inventory ?? 20 })).variantId);
  }
  for (const variantId of variantIds) {
    const added = await cart('cart_add_product', { product_id: variantId, quantity: plan.quantity ?? 1 });
    expect(added.statusCode).toBe(200);
  }
  if (plan.member?.coupon) await cart('cart_coupon_code_apply', { coupon_code: plan.member.coupon });
  if (plan.member?.credit) {
    const burn = { points_to_burn: [{ point_type_id: POINT_TYPE.credit, amount: plan.member.credit }] };
    expect((await cart('cart_credit_apply', burn)).statusCode).toBe(200);
  }
  const method = plan.method ?? 'pickup';
  const overrides = {
    payment_method: plan.payment ?? (method === 'pickup' ? 'pay_at_store' : 'bank_transfer'),
    ...(plan.billing ? { billing: billing(plan.billing) } : {}),
    ...plan.order,
  };
  const body = method === 'pickup' ? pickupOrder(shop, overrides) : deliveryOrder(shop, overrides);
  const placed = await cart('order_create', body);
  expect(placed.statusCode).toBe(200);
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.body.order_number));
  return {
    orderId: row!.id,
    orderNumber: row!.orderNumber,
    orderToken: row!.orderToken,
    memberId: member?.id ?? null,
    email: row!.billing.email,
    variantIds,
    fpsQr: placed.body.fps_qr,
  };
}

export type { Auth };

/**
 * A test file's app with the lookups a checkout needs and the owner signed in, where the console's
 * order tests start: `t` stands for the app, `shop` and `owner` are filled in before the tests.
 */
export function orderConsolePerFile(): { t: TestApp; shop: ShopLookups; owner: Auth } {
  const { t, shop } = shopPerFile();
  return { t, shop, owner: filledBeforeTests(() => staffAuth(t, OWNER)) };
}

export function transition(t: TestApp, auth: Auth, orderId: number, action: string, extra = {}) {
  return t.call('admin_order_transition', { order_id: orderId, action, ...extra }, auth);
}

/** The member's balance of a point type, checked against the sum of their ledger rows. */
export async function pointsOf(t: TestApp, memberId: number, pointTypeId: number): Promise<number> {
  const [balance] = await t.db
    .select({ n: pointBalances.balance })
    .from(pointBalances)
    .where(and(eq(pointBalances.memberId, memberId), eq(pointBalances.pointTypeId, pointTypeId)));
  const [ledger] = await t.db
    .select({ n: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.pointTypeId, pointTypeId)));
  expect(balance?.n ?? 0).toBe(ledger!.n);
  return ledger!.n;
}

/** The ledger rows naming an order, oldest first. */
export async function ledgerFor(t: TestApp, orderNumber: string) {
  return t.db
    .select({ pointTypeId: pointLedger.pointTypeId, amount: pointLedger.amount, reason: pointLedger.reason })
    .from(pointLedger)
    .where(eq(pointLedger.reference, orderNumber))
    .orderBy(pointLedger.id);
}

/** What a transition writes about an order: events, audit rows, and the row itself. */
export async function writtenFor(t: TestApp, orderId: number) {
  const [events] = await t.db
    .select({ n: count() })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId));
  const [audits] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))));
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return { events: events!.n, audits: audits!.n, row };
}
