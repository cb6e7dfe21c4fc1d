import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { productRows, variantRows } from '../catalog/index.ts';
import { creditPackIdOf, creditPackOnSaleOf } from '../points/index.ts';

/**
 * What may be in a cart, written once as SQL so that both ways a cart changes judge it alike: the
 * one-statement fast path (cart-fast-path.ts) puts these expressions in its statement, and the locked
 * path (cart.service.ts through cart.repo.ts) selects them. Each reads the catalog's `variantRows` and
 * `productRows`, joined under the tables' own names.
 */

export interface ProductInfo {
  id: number;
  nameEn: string;
  nameZh: string;
  nameCn: string;
  /** For sale: an active product, or the hidden product behind an active cash credit pack. */
  active: boolean;
  /** Set when the line is a cash credit pack (docs/loyalty.md: no coupon, no credit, no gift). */
  creditPackId: number | null;
}

type ProductColumns = Record<'id' | 'nameEn' | 'nameZh' | 'nameCn' | 'active', AnyPgColumn>;

/** ProductInfo of a variant and its product, also when they are joined under an alias. */
export const productInfoOf = <P extends ProductColumns>(
  variantId: AnyPgColumn,
  product: P,
): Pick<P, 'id' | 'nameEn' | 'nameZh' | 'nameCn'> & {
  active: SQL<boolean>;
  creditPackId: SQL<number | null>;
} => ({
  id: product.id,
  nameEn: product.nameEn,
  nameZh: product.nameZh,
  nameCn: product.nameCn,
  active: sql<boolean>`(${product.active} OR ${creditPackOnSaleOf(variantId)})`,
  creditPackId: creditPackIdOf(variantId),
});

export const productInfo = productInfoOf(variantRows.id, productRows);

export type AddRefusal = 'not_for_sale' | 'members_only' | 'out_of_stock';

/**
 * Why the cart of `member` (NULL for a guest) may not hold `wanted` units of the variant, or NULL when
 * it may: the product is for sale, a cash credit pack goes only to a member (the credit needs a
 * balance to go to), and the stock covers the units.
 */
export const refusalToHold = (member: SQLWrapper, wanted: SQLWrapper): SQL<AddRefusal | null> =>
  sql<AddRefusal | null>`(CASE
    WHEN NOT ${productInfo.active} THEN 'not_for_sale'
    WHEN ${productInfo.creditPackId} IS NOT NULL AND ${member}::int IS NULL THEN 'members_only'
    WHEN ${variantRows.inventory} < ${wanted}::int THEN 'out_of_stock'
  END)`;
