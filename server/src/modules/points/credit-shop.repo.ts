import { cents, toWire } from '@shop/contract/money';
import type {
  CashCreditProduct,
  CreditProduct,
  CreditSortOption,
} from '@shop/contract/points/credit-shop.calls';
import { and, asc, type Column, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eqWhenGiven } from '../../db/filters.ts';
import { variantRows as variants } from '../catalog/index.ts';
import { cashCreditProducts, creditExchangeOptions } from './points.tables.ts';

interface Page {
  limit: number;
  offset: number;
}

/** The id breaks ties, so a page boundary never shows one product twice or skips one. */
function ordering(sort: CreditSortOption, price: Column, sortOrder: Column, id: Column): SQL[] {
  if (sort === 'price_high_low') return [desc(price), asc(id)];
  if (sort === 'price_low_high') return [asc(price), asc(id)];
  return [asc(sortOrder), asc(id)];
}

/** Active Beans → credit options; their price is the Beans they cost. */
export async function listCreditProducts(
  db: Db,
  query: Page & { sort_by: CreditSortOption; point_type_from?: number; point_type_to?: number },
): Promise<{ products: CreditProduct[]; total: number }> {
  const o = creditExchangeOptions;
  const where = and(
    eq(o.active, true),
    eqWhenGiven(o.pointTypeFrom, query.point_type_from),
    eqWhenGiven(o.pointTypeTo, query.point_type_to),
  );
  const products = await db
    .select({
      id: o.id,
      name_en: o.nameEn,
      name_zh: o.nameZh,
      thumbnail: o.thumbnail,
      point_type_from: o.pointTypeFrom,
      point_type_to: o.pointTypeTo,
      from_amount: o.fromAmount,
      to_amount: o.toAmount,
    })
    .from(o)
    .where(where)
    .orderBy(...ordering(query.sort_by, o.fromAmount, o.sortOrder, o.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = await db.$count(o, where);
  return { products, total };
}

/** Active credit packs on sale (with their variant), at the price the cart will charge. */
export async function listCashCreditProducts(
  db: Db,
  query: Page & { sort_by: CreditSortOption; point_type_id?: number },
): Promise<{ products: CashCreditProduct[]; total: number }> {
  const c = cashCreditProducts;
  const where = and(eq(c.active, true), eqWhenGiven(c.pointTypeId, query.point_type_id));
  const rows = await db
    .select({
      id: c.id,
      name_en: c.nameEn,
      name_zh: c.nameZh,
      thumbnail: c.thumbnail,
      point_type_id: c.pointTypeId,
      priceCents: variants.retailPriceCents,
      credit_amount: c.creditAmount,
      variant_id: variants.id,
    })
    .from(c)
    .innerJoin(variants, eq(variants.id, c.variantId))
    .where(where)
    .orderBy(...ordering(query.sort_by, variants.retailPriceCents, c.sortOrder, c.id))
    .limit(query.limit)
    .offset(query.offset);
  // A pack without a variant is not on sale (the join above leaves it out).
  const total = await db.$count(c, and(where, isNotNull(c.variantId)));
  return {
    products: rows.map(({ priceCents, ...row }) => ({ ...row, price: toWire(cents(priceCents)) })),
    total,
  };
}
