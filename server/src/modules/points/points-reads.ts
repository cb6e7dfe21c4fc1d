import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cashCreditProducts, POINT_TYPE, pointBalances, pointTypes } from './points.tables.ts';

/**
 * What other domains read of points: the cart prices credit and judges cash credit packs inside its
 * own single statements, and the console's product list leaves the packs out.
 */

/** The member's credit balance and what one point pays, in cents. */
export async function creditState(db: Db, memberId: number) {
  const [balance] = await db
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(and(eq(pointBalances.memberId, memberId), eq(pointBalances.pointTypeId, POINT_TYPE.credit)));
  const [type] = await db
    .select({ rate: pointTypes.cashValueCents })
    .from(pointTypes)
    .where(eq(pointTypes.id, POINT_TYPE.credit));
  return { balance: balance?.balance ?? 0, rateCents: type?.rate ?? 0 };
}

const packOf = (
  variantId: SQLWrapper,
  column: typeof cashCreditProducts.id | typeof cashCreditProducts.active,
) => sql`(SELECT ${column} FROM ${cashCreditProducts} WHERE ${cashCreditProducts.variantId} = ${variantId})`;

/** The cash credit pack a variant sells, or NULL: a scalar subquery. */
export const creditPackIdOf = (variantId: SQLWrapper): SQL<number | null> =>
  sql<number | null>`${packOf(variantId, cashCreditProducts.id)}`;

/** Whether a variant sells an active cash credit pack (false for any other variant). */
export const creditPackOnSaleOf = (variantId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`coalesce(${packOf(variantId, cashCreditProducts.active)}, false)`;

/** The variants that sell a cash credit pack, as a subquery for `IN (...)`. */
export const creditPackVariantIds = (): SQL =>
  sql`SELECT ${cashCreditProducts.variantId} FROM ${cashCreditProducts} WHERE ${cashCreditProducts.variantId} IS NOT NULL`;
