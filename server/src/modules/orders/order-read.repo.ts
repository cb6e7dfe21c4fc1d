import type { OrderDetail, OrderSummary, PurchasedItem } from '@shop/contract/orders/orders.calls';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pickupStoreRows, timeslotRows } from '../lookups/index.ts';
import { storefrontPaymentStatus } from './lifecycle/storefront-payment-status.ts';
import { amountFields, billingFields, shippingFields, toWireOrderProduct } from './order.wire.ts';
import { readFpsQr } from './order-fps-qr.ts';
import { orderLines, orders } from './orders.tables.ts';
import { paymentReceipts } from './payment-receipts.tables.ts';

type OrderRow = typeof orders.$inferSelect;

async function linesOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.sortOrder));
}

/** order_detail_get: the order token is the only key, so a guest's receipt link works without an account. */
export async function orderDetailByToken(db: Db, token: string): Promise<OrderDetail | undefined> {
  const [row] = await db
    .select({
      order: orders,
      slot: timeslotRows._.selectedFields,
      storeEn: pickupStoreRows.nameEn,
      storeZh: pickupStoreRows.nameZh,
      receiptAt: sql<
        string | null
      >`(SELECT max(${paymentReceipts.uploadedAt}) FROM ${paymentReceipts} WHERE ${paymentReceipts.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(timeslotRows, eq(timeslotRows.id, orders.timeslotId))
    .leftJoin(pickupStoreRows, eq(pickupStoreRows.id, orders.pickupStoreId))
    .where(eq(orders.orderToken, token));
  if (!row) return undefined;
  const { order } = row;
  return {
    ...summaryFields(order),
    timeslot_start: row.slot.startTime,
    timeslot_end: row.slot.endTime,
    pickup_store_name_en: row.storeEn ?? '',
    pickup_store_name_zh: row.storeZh ?? '',
    ...billingFields(order.billing),
    additional_info: order.additionalInfo,
    ...shippingFields(order.shipping),
    coupon_code: order.couponCode,
    payment_due_at: order.paymentDueAt?.toISOString() ?? null,
    total_point_used: order.creditPoints,
    fps_qr: await readFpsQr(db, order),
    receipt_uploaded_at: row.receiptAt === null ? null : new Date(row.receiptAt).toISOString(),
    order_products: (await linesOf(db, order.id)).map(toWireOrderProduct),
  };
}

function summaryFields(order: OrderRow) {
  return {
    order_number: order.orderNumber,
    order_token: order.orderToken,
    created_at: order.createdAt.toISOString(),
    delivery_method: order.deliveryMethod,
    date: order.fulfilmentDate,
    payment_method: order.paymentMethod,
    payment_status: storefrontPaymentStatus(order.paymentStatus),
    ...amountFields(order),
  };
}

interface Page {
  limit: number;
  offset: number;
}

/** order_get: the member's orders, newest first, each with how many items it holds. */
export async function memberOrders(
  db: Db,
  memberId: number,
  page: Page,
): Promise<{ orders: OrderSummary[]; total: number }> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, items: sql<number>`sum(${orderLines.quantity})::int` })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((o) => o.id),
            ),
          )
          .groupBy(orderLines.orderId);
  const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.memberId, memberId));
  return {
    orders: rows.map((o) => ({
      ...summaryFields(o),
      item_count: counts.find((c) => c.orderId === o.id)?.items ?? 0,
      subscription_id: o.subscriptionId,
    })),
    total: total?.n ?? 0,
  };
}

/** purchased_item_get: every line the member bought, newest order first. */
export async function memberPurchases(
  db: Db,
  memberId: number,
  page: Page,
): Promise<{ items: PurchasedItem[]; total: number }> {
  const rows = await db
    .select({
      line: orderLines,
      number: orders.orderNumber,
      token: orders.orderToken,
      createdAt: orders.createdAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.sortOrder))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.memberId, memberId));
  return {
    items: rows.map((r) => ({
      ...toWireOrderProduct(r.line),
      order_number: r.number,
      order_token: r.token,
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
