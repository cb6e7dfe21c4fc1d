import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { isVariantNamedBy, productRows, type VariantRow, variantRows } from '../catalog/index.ts';
import { cartLines } from './cart.tables.ts';
import { type AddRefusal, type ProductInfo, productInfo, refusalToHold } from './cart-rules.ts';

export interface CartLine {
  variant: VariantRow;
  product: ProductInfo;
  quantity: number;
}

/** The lines in the order they were first added. */
export async function loadCartLines(db: Db, cartId: number): Promise<CartLine[]> {
  return db
    .select({ variant: variantRows._.selectedFields, product: productInfo, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(variantRows, eq(variantRows.id, cartLines.variantId))
    .innerJoin(productRows, eq(productRows.id, variantRows.productId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.variantId));
}

export async function loadVariants(db: Db, ids: number[]): Promise<Omit<CartLine, 'quantity'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ variant: variantRows._.selectedFields, product: productInfo })
    .from(variantRows)
    .innerJoin(productRows, eq(productRows.id, variantRows.productId))
    .where(inArray(variantRows.id, ids));
}

/** The variant a cart call names (the catalog's isVariantNamedBy), with its product. */
export async function lookupVariant(db: Db, ref: number): Promise<Omit<CartLine, 'quantity'> | undefined> {
  const [found] = await db
    .select({ variant: variantRows._.selectedFields, product: productInfo })
    .from(variantRows)
    .innerJoin(productRows, eq(productRows.id, variantRows.productId))
    .where(isVariantNamedBy(sql`${ref}::int`));
  return found;
}

export async function findVariant(db: Db, ref: number): Promise<Omit<CartLine, 'quantity'>> {
  const found = await lookupVariant(db, ref);
  if (!found) throw new ApiError('NOT_FOUND', { en: 'This product was not found.', zh: '找不到這件產品。' });
  return found;
}

/** Why the cart may not hold `wanted` units of the variant (cart-rules.ts, refusalToHold), or null. */
export async function refusalToHoldOf(
  db: Db,
  variantId: number,
  memberId: number | null,
  wanted: number,
): Promise<AddRefusal | null> {
  const [row] = await db
    .select({ refusal: refusalToHold(sql`${memberId}`, sql`${wanted}`) })
    .from(variantRows)
    .innerJoin(productRows, eq(productRows.id, variantRows.productId))
    .where(eq(variantRows.id, variantId));
  return row?.refusal ?? null;
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
