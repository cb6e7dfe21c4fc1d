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
import { type DaySales, dailySales, paymentsWaiting } from '../orders/index.ts';
import { beansByDay } from '../points/index.ts';
import { restockWaiting } from '../restock/index.ts';

const money = (c: number) => toWire(cents(c));

/** The last `count` Hong Kong days, oldest first, ending with today. */
function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/** The products sold most over `days` by units (then by id), each day's units and amounts added up. */
function topProducts(days: DaySales[], count: number) {
  const sums = new Map<number, DaySales['products'][number]>();
  for (const p of days.flatMap((d) => d.products)) {
    const sum = sums.get(p.productId);
    sums.set(
      p.productId,
      sum
        ? {
            ...sum,
            nameEn: sum.nameEn > p.nameEn ? sum.nameEn : p.nameEn,
            nameZh: sum.nameZh > p.nameZh ? sum.nameZh : p.nameZh,
            quantity: sum.quantity + p.quantity,
            salesCents: sum.salesCents + p.salesCents,
          }
        : p,
    );
  }
  return [...sums.values()]
    .filter((p) => p.quantity > 0)
    .sort((a, b) => b.quantity - a.quantity || a.productId - b.productId)
    .slice(0, count);
}

/** Every one of the last 30 days is present (0 when nothing happened), so charts need no gap logic. */
export async function readDashboard(db: Db, now = new Date()): Promise<CallOutput<typeof adminDashboardGet>> {
  const days = lastDays(hongKongNow(now).day, DASHBOARD_DAYS);
  const since = new Date(hongKongMidnight(days[0]!));
  const [sales, waiting, beans, restock] = [
    await dailySales(db, days),
    await paymentsWaiting(db),
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
    top_products: topProducts(sales, TOP_PRODUCTS).map((p) => ({
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
