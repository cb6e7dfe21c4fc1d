import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pickupStores, timeslots } from '../lookups/lookups.tables.ts';
import { orderLines, orders } from './orders.tables.ts';

export type PickOrderRow = {
  order: typeof orders.$inferSelect;
  slot: typeof timeslots.$inferSelect;
  store: typeof pickupStores.$inferSelect | null;
};
export type PickLineRow = typeof orderLines.$inferSelect;

/** The console's pick list: the day's orders still to hand over (neither cancelled nor refunded) and their lines. */
export async function ordersForDay(
  db: Db,
  day: string,
): Promise<{ rows: PickOrderRow[]; lines: PickLineRow[] }> {
  const rows = await db
    .select({ order: orders, slot: timeslots, store: pickupStores })
    .from(orders)
    .innerJoin(timeslots, eq(timeslots.id, orders.timeslotId))
    .leftJoin(pickupStores, eq(pickupStores.id, orders.pickupStoreId))
    .where(and(eq(orders.fulfilmentDate, day), notInArray(orders.status, ['cancelled', 'refunded'])))
    .orderBy(
      asc(pickupStores.sortOrder),
      asc(pickupStores.id),
      asc(timeslots.startTime),
      asc(timeslots.id),
      asc(orders.orderNumber),
    );
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
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
