import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type PickupStore, pickupStoreRows, type TimeslotRow, timeslotRows } from '../lookups/index.ts';
import { orderLines, orders } from './orders.tables.ts';

/** What the pick list shows of an order: read alone, since a day's orders are hundreds at a busy shop. */
const pickOrder = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  deliveryMethod: orders.deliveryMethod,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  billing: orders.billing,
  shipping: orders.shipping,
};
const pickLine = {
  orderId: orderLines.orderId,
  sku: orderLines.sku,
  nameEn: orderLines.nameEn,
  nameZh: orderLines.nameZh,
  options: orderLines.options,
  quantity: orderLines.quantity,
  refundedQuantity: orderLines.refundedQuantity,
};

export type PickOrderRow = {
  order: { [K in keyof typeof pickOrder]: (typeof orders.$inferSelect)[K] };
  slot: TimeslotRow;
  store: PickupStore | null;
};
export type PickLineRow = { [K in keyof typeof pickLine]: (typeof orderLines.$inferSelect)[K] };

/** The console's pick list: the day's orders still to hand over (neither cancelled nor refunded) and their lines. */
export async function ordersForDay(
  db: Db,
  day: string,
): Promise<{ rows: PickOrderRow[]; lines: PickLineRow[] }> {
  const rows = await db
    .select({
      order: pickOrder,
      slot: timeslotRows._.selectedFields,
      store: pickupStoreRows._.selectedFields,
    })
    .from(orders)
    .innerJoin(timeslotRows, eq(timeslotRows.id, orders.timeslotId))
    .leftJoin(pickupStoreRows, eq(pickupStoreRows.id, orders.pickupStoreId))
    .where(and(eq(orders.fulfilmentDate, day), notInArray(orders.status, ['cancelled', 'refunded'])))
    .orderBy(
      asc(pickupStoreRows.sortOrder),
      asc(pickupStoreRows.id),
      asc(timeslotRows.startTime),
      asc(timeslotRows.id),
      asc(orders.orderNumber),
    );
  const lines =
    rows.length === 0
      ? []
      : await db
          .select(pickLine)
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((r) => r.order.id),
            ),
          )
          .orderBy(asc(orderLines.sku), asc(orderLines.id));
  return { rows, lines };
}
