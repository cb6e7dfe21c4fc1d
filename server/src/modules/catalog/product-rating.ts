import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { products } from './catalog.tables.ts';

/** A product's published reviews summed up: the average in tenths of a star and how many. */
export interface ProductRating {
  tenths: number;
  count: number;
}

/**
 * Locks the product row before its reviews change, so two moderations of one product take turns
 * and the second reads the first's reviews when it recomputes the average. False when there is no
 * such product.
 */
export async function lockProductRating(tx: Db, productId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('no key update');
  return row !== undefined;
}

/**
 * Keeps the product's rating: listings and the product page read it from the product row. Writing
 * the row raises the catalog version (trigger of migration 0012), so cached answers drop at once.
 * A rating that did not change is not written, so the caches stay.
 */
export async function setProductRating(tx: Db, productId: number, rating: ProductRating): Promise<void> {
  await tx
    .update(products)
    .set({ ratingTenths: rating.tenths, ratingCount: rating.count })
    .where(
      sql`${products.id} = ${productId} AND (${products.ratingTenths}, ${products.ratingCount}) IS DISTINCT FROM (${rating.tenths}, ${rating.count})`,
    );
}
