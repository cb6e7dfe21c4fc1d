import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { categories, productCategories, products, variants } from '../catalog/catalog.tables.ts';
import { cashCreditProducts } from '../points/points.tables.ts';
import { cartLines } from './cart.tables.ts';

export type VariantRow = typeof variants.$inferSelect;

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

export interface CartLine {
  variant: VariantRow;
  product: ProductInfo;
  quantity: number;
}

type PackColumn = typeof cashCreditProducts.id | typeof cashCreditProducts.active;
const packOf = (variantId: AnyPgColumn, column: PackColumn) =>
  sql`(SELECT ${column} FROM ${cashCreditProducts} WHERE ${cashCreditProducts.variantId} = ${variantId})`;

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
  active: sql<boolean>`(${product.active} OR coalesce(${packOf(variantId, cashCreditProducts.active)}, false))`,
  creditPackId: sql<number | null>`${packOf(variantId, cashCreditProducts.id)}`,
});

export const productInfo = productInfoOf(variants.id, products);

/** The lines in the order they were first added. */
export async function loadCartLines(db: Db, cartId: number): Promise<CartLine[]> {
  return db
    .select({ variant: variants, product: productInfo, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.variantId));
}

export async function loadVariants(db: Db, ids: number[]): Promise<Omit<CartLine, 'quantity'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ variant: variants, product: productInfo })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, ids));
}

/**
 * Cart calls name a variant; a product with exactly one variant may be named by its own id
 * (server-contract.md). A variant id wins when both readings exist.
 */
export async function lookupVariant(db: Db, ref: number): Promise<Omit<CartLine, 'quantity'> | undefined> {
  const [byVariant] = await loadVariants(db, [ref]);
  if (byVariant) return byVariant;
  const ofProduct = await db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, ref))
    .limit(2);
  const [byProduct] = ofProduct.length === 1 ? await loadVariants(db, [ofProduct[0]!.id]) : [];
  return byProduct;
}

export async function findVariant(db: Db, ref: number): Promise<Omit<CartLine, 'quantity'>> {
  const found = await lookupVariant(db, ref);
  if (!found) throw new ApiError('NOT_FOUND', { en: 'This product was not found.', zh: '找不到這件產品。' });
  return found;
}

export async function setLineQuantity(
  db: Db,
  cartId: number,
  variantId: number,
  quantity: number,
): Promise<void> {
  await db
    .insert(cartLines)
    .values({ cartId, variantId, quantity })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: { quantity } });
}

export async function deleteLines(db: Db, cartId: number, variantIds?: number[]): Promise<void> {
  const which = variantIds
    ? and(eq(cartLines.cartId, cartId), inArray(cartLines.variantId, variantIds))
    : eq(cartLines.cartId, cartId);
  await db.delete(cartLines).where(which);
}

/** The category and its sub-categories: a coupon scoped to a top category covers the whole tree. */
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
