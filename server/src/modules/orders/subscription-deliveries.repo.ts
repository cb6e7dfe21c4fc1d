import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders } from './orders.tables.ts';

/** The latest delivery date an order was made for on this subscription, or null before the first. */
export async function lastSubscriptionDelivery(db: Db, subscriptionId: number): Promise<string | null> {
  const [row] = await db
    .select({ day: max(orders.subscriptionDate) })
    .from(orders)
    .where(eq(orders.subscriptionId, subscriptionId));
  return row?.day ?? null;
}
