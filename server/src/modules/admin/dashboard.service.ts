import {
  type adminDashboardGet,
  DASHBOARD_DAYS,
  RESTOCK_HINTS,
  TOP_PRODUCTS,
} from '@shop/contract/admin/dashboard.calls';
import type { CallOutput } from '@shop/contract/calls';
import { cents, toWire } from '@shop/contract/money';
import { addDays, hongKongMidnight, hongKongNow } from '@shop/contract/shop-calendar';
import type { Db } from '../../db/database.ts';
import { paymentsWaiting, salesByDay, topProducts } from '../orders/index.ts';
import { beansByDay } from '../points/index.ts';
import { restockWaiting } from '../restock/index.ts';

const money = (c: number) => toWire(cents(c));

/** The last `count` Hong Kong days, oldest first, ending with today. */
function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/** Every one of the last 30 days is present (0 when nothing happened), so charts need no gap logic. */
export async function readDashboard(db: Db, now = new Date()): Promise<CallOutput<typeof adminDashboardGet>> {
  const days = lastDays(hongKongNow(now).day, DASHBOARD_DAYS);
  const since = new Date(hongKongMidnight(days[0]!));
  const [sales, waiting, top, beans, restock] = [
    await salesByDay(db, since),
    await paymentsWaiting(db),
    await topProducts(db, since, TOP_PRODUCTS),
    await beansByDay(db, since),
    await restockWaiting(db, RESTOCK_HINTS),
  ];
  const salesOf = new Map(sales.map((s) => [s.day, s]));
  const beansOf = new Map(beans.map((b) => [b.day, b]));
  const salesByDayWire = days.map((day) => ({
    day,
    orders_count: salesOf.get(day)?.ordersCount ?? 0,
    sales_amount: money(salesOf.get(day)?.salesCents ?? 0),
  }));
  return {
    today: salesByDayWire.at(-1) ?? { day: days.at(-1) ?? '', orders_count: 0, sales_amount: 0 },
    payments_waiting: { orders_count: waiting.ordersCount, amount: money(waiting.cashCents) },
    sales_by_day: salesByDayWire,
    top_products: top.map((p) => ({
      product_id: p.productId,
      name_en: p.nameEn,
      name_zh: p.nameZh,
      quantity: p.quantity,
      sales_amount: money(p.salesCents),
    })),
    beans_by_day: days.map((day) => ({
      day,
      issued: beansOf.get(day)?.issued ?? 0,
      burnt: beansOf.get(day)?.burnt ?? 0,
    })),
    restock_waiting: restock,
  };
}
