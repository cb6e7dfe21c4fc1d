import type { Db } from '../../db/database.ts';
import type { PricedLine } from '../cart/cart-pricing.ts';
import { orderLines, orders } from './orders.tables.ts';

export type NewOrder = typeof orders.$inferInsert & {
  orderNumber: string;
  orderToken: string;
  billing: { email: string };
};

/** Writes the order and its lines as charged: names, options and prices are copied, so later catalogue edits leave it alone. */
export async function insertOrder(tx: Db, order: NewOrder, lines: PricedLine[]): Promise<number> {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  const orderId = row!.id;
  await tx.insert(orderLines).values(
    lines.map((l, i) => ({
      orderId,
      variantId: l.variant.id,
      productId: l.product.id,
      sku: l.variant.sku,
      nameEn: l.product.nameEn,
      nameZh: l.product.nameZh,
      nameCn: l.product.nameCn,
      options: l.variant.options,
      images: l.variant.images,
      retailPriceCents: l.variant.retailPriceCents,
      unitPriceCents: l.unitCents,
      quantity: l.quantity,
      isFreeProduct: l.isGift,
      sortOrder: i,
    })),
  );
  return orderId;
}
