import { addDays, hongKongMidnight, hongKongNow } from '@shop/contract/shop-calendar';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders } from '../orders/testing.ts';
import { orderConsolePerFile, type PlacedOrder, placeOrder, transition } from './admin-orders.test-kit.ts';

const opened = orderConsolePerFile();
const today = hongKongNow(new Date()).day;
const since = hongKongMidnight(addDays(today, -29));

/** The dashboard's figures as the console summed them from every order before days were kept. */
async function summedFromOrders() {
  const { t } = opened;
  const hkDay = sql`to_char((${orders.createdAt} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const sale = sql`${orders.status} NOT IN ('cancelled', 'refunded') AND ${orders.createdAt} >= ${since}::timestamptz`;
  const { rows: days } = (await t.db.execute(sql`
    SELECT ${hkDay} AS day, count(*)::int AS n, sum(${orders.totalCents})::bigint AS cents
    FROM ${orders} WHERE ${sale} GROUP BY 1`)) as unknown as {
    rows: { day: string; n: number; cents: string }[];
  };
  const sold = sql`(${orderLines.quantity} - ${orderLines.refundedQuantity})`;
  const { rows: top } = (await t.db.execute(sql`
    SELECT ${orderLines.productId} AS product_id, sum(${sold})::int AS quantity,
           sum(${sold} * ${orderLines.unitPriceCents})::bigint AS cents
    FROM ${orderLines} JOIN ${orders} ON ${orders.id} = ${orderLines.orderId}
    WHERE ${sale} AND ${orderLines.productId} IS NOT NULL AND NOT ${orderLines.isFreeProduct}
    GROUP BY 1 HAVING sum(${sold}) > 0 ORDER BY 2 DESC, 1 LIMIT 5`)) as unknown as {
    rows: { product_id: number; quantity: number; cents: string }[];
  };
  const byDay = new Map(days.map((d) => [d.day, d]));
  return {
    sales_by_day: Array.from({ length: 30 }, (_, i) => {
      const day = addDays(today, i - 29);
      const d = byDay.get(day);
      return { day, orders_count: d?.n ?? 0, sales_amount: Number(d?.cents ?? 0) / 100 };
    }),
    top_products: top.map((p) => ({
      product_id: p.product_id,
      quantity: p.quantity,
      sales_amount: Number(p.cents) / 100,
    })),
  };
}

async function dashboard() {
  const res = await opened.t.call('admin_dashboard_get', {}, opened.owner);
  expect(res.statusCode).toBe(200);
  return {
    sales_by_day: res.body.sales_by_day,
    top_products: res.body.top_products.map((p: Record<string, unknown>) => ({
      product_id: p.product_id,
      quantity: p.quantity,
      sales_amount: p.sales_amount,
    })),
  };
}

/** Moves an order to another moment, as if it had been placed then. */
async function placedAt(order: PlacedOrder, at: string | Date) {
  await opened.t.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, order.orderId));
}

const place = (pricesCents: number[], quantity: number, payment?: 'bank_transfer') =>
  placeOrder(opened.t, opened.shop, {
    pricesCents,
    quantity,
    ...(payment ? { payment, member: { credit: 0 } } : {}),
  });

describe('the dashboard keeps closed days and stays equal to summing the orders', () => {
  it('across days, Hong Kong midnight, cancellations and refunds', async () => {
    const { t, owner } = opened;
    // Each side of three Hong Kong midnights: between two kept days, a kept day and yesterday, yesterday and today.
    const edges = [addDays(today, -2), addDays(today, -1), today];
    for (const [n, day] of edges.entries()) {
      await placedAt(await place([1_000 + n * 100], 2), new Date(Date.parse(hongKongMidnight(day)) - 1));
      await placedAt(await place([2_000 + n * 100], 1), hongKongMidnight(day));
    }
    const toCancel = await place([3_300], 3);
    const toRefund = await place([4_400, 5_500], 2, 'bank_transfer');
    const toRefundInPart = await place([6_600, 7_700], 2, 'bank_transfer');
    for (const order of [toCancel, toRefund, toRefundInPart]) {
      await placedAt(order, `${addDays(today, -10)}T12:00:00+08:00`);
    }
    await placedAt(await place([8_800], 1), `${addDays(today, -31)}T12:00:00+08:00`);

    const first = await dashboard();
    expect(first).toEqual(await summedFromOrders());
    expect(first.sales_by_day.find((d: { day: string }) => d.day === addDays(today, -10)).orders_count).toBe(
      3,
    );

    expect((await transition(t, owner, toCancel.orderId, 'cancel')).statusCode).toBe(200);
    for (const order of [toRefund, toRefundInPart]) {
      expect((await transition(t, owner, order.orderId, 'confirm_payment')).statusCode).toBe(200);
    }
    expect((await transition(t, owner, toRefund.orderId, 'refund')).statusCode).toBe(200);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, toRefundInPart.orderId));
    const part = await transition(t, owner, toRefundInPart.orderId, 'refund', {
      lines: [{ order_line_id: line!.id, quantity: 1 }],
    });
    expect(part.statusCode).toBe(200);

    const second = await dashboard();
    expect(second).toEqual(await summedFromOrders());
    expect(second.sales_by_day.find((d: { day: string }) => d.day === addDays(today, -10)).orders_count).toBe(
      1,
    );
    expect(
      second.top_products.find((p: { product_id: number }) => p.product_id === line!.productId),
    ).toBeUndefined();
  });
});
