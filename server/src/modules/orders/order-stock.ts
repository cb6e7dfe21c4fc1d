import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outOfStock } from '../cart/cart-messages.ts';
import type { PricedLine } from '../cart/cart-pricing.ts';
import { variants } from '../catalog/catalog.tables.ts';

/**
 * Takes every line's stock with a guarded UPDATE, in variant id order so two orders lock rows in the
 * same order and cannot deadlock. A paid line that no longer fits fails the order, naming what is
 * left; a gift that ran out is simply not given. Answers the lines the order keeps.
 */
export async function takeStock(tx: Db, lines: PricedLine[]): Promise<PricedLine[]> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.variant.id, (wanted.get(line.variant.id) ?? 0) + line.quantity);
  const giftsGone = new Set<number>();
  for (const [variantId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(variants)
      .set({ inventory: sql`${variants.inventory} - ${quantity}` })
      .where(and(eq(variants.id, variantId), gte(variants.inventory, quantity)))
      .returning({ id: variants.id });
    if (taken.length > 0) continue;
    const paid = lines.find((l) => l.variant.id === variantId && !l.isGift);
    if (!paid) {
      giftsGone.add(variantId);
      continue;
    }
    const [left] = await tx
      .select({ inventory: variants.inventory })
      .from(variants)
      .where(eq(variants.id, variantId));
    throw outOfStock({ ...paid, variant: { ...paid.variant, inventory: left?.inventory ?? 0 } }, 0);
  }
  return lines.filter((l) => !(l.isGift && giftsGone.has(l.variant.id)));
}
