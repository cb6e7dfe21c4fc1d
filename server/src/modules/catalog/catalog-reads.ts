import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { readOnlyRows } from '../../db/read-only-rows.ts';
import { catalogVersion, categories, productCategories, products, variants } from './catalog.tables.ts';

/**
 * SQL pieces of the catalog that other domains put inside their own single statements (the cart's
 * snapshot, opening an order), so those calls keep one round trip and the tables stay this domain's.
 */

/** The catalog version (see CatalogCache) as a scalar subquery. */
export const catalogVersionSql = () =>
  sql<number>`(SELECT ${catalogVersion.version} FROM ${catalogVersion} WHERE ${catalogVersion.id})`;

export type VariantRow = typeof variants.$inferSelect;

/** Variants as a read-only subquery under `name` (the cart joins gift variants under a second name). */
export const variantRowsAs = <N extends string>(name: N) => readOnlyRows(variants, name);
export const productRowsAs = <N extends string>(name: N) => readOnlyRows(products, name);

/** Joined under the tables' own names, so raw SQL written against `variants` and `products` reads them. */
export const variantRows = variantRowsAs('variants');
export const productRows = productRowsAs('products');

/**
 * Whether the `variantRows` row is the variant a call names: a variant by its id, or a product with
 * exactly one variant by the product's id. A variant id wins when both readings exist.
 */
export const isVariantNamedBy = (ref: SQLWrapper): SQL => sql`(${variantRows.id} = ${ref} OR (
    ${variantRows.productId} = ${ref}
    AND NOT EXISTS (SELECT 1 FROM ${variants} named WHERE named.id = ${ref})
    AND (SELECT count(*) FROM ${variants} one WHERE one.product_id = ${ref}) = 1))`;

/** The category and its sub-categories among `productIds`: a coupon scoped to a top category covers the whole tree. */
export async function productsInCategoryTree(
  db: Db,
  categoryId: number,
  productIds: number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: productCategories.productId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(
      and(
        inArray(productCategories.productId, productIds),
        or(eq(categories.id, categoryId), eq(categories.parentId, categoryId)),
      ),
    );
  return new Set(rows.map((r) => r.productId));
}
