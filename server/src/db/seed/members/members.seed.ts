import { formatCreditCents, formatPrice } from '@shop/contract/shop-money';
import { eq } from 'drizzle-orm';
import { coupons } from '../../../modules/cart/coupons.tables.ts';
import { categories } from '../../../modules/catalog/catalog.tables.ts';
import { countries } from '../../../modules/lookups/lookups.tables.ts';
import { hashPassword } from '../../../modules/members/index.ts';
import { members, tiers } from '../../../modules/members/members.tables.ts';
import {
  cashCreditProducts,
  creditExchangeOptions,
  POINT_TYPE,
  pointLedger,
  pointTypes,
} from '../../../modules/points/points.tables.ts';
import type { Db } from '../../database.ts';
import { COUPON_VALID_DAYS, COUPONS } from './coupons.data.ts';
import { DEMO_LEDGER, DEMO_MEMBER } from './demo-member.data.ts';
import { insertDemoOrders } from './demo-orders.seed.ts';
import {
  CASH_CREDIT_PRODUCTS,
  CREDIT_EXCHANGE_OPTIONS,
  CREDIT_VALUE_CENTS,
  POINT_TYPES,
  TIERS,
} from './loyalty.data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function insertTiers(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insert(tiers)
    .values([...TIERS])
    .returning({ id: tiers.id, code: tiers.code });
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function insertCreditShop(db: Db): Promise<void> {
  await db.insert(creditExchangeOptions).values(
    CREDIT_EXCHANGE_OPTIONS.map((o, i) => ({
      ...o,
      nameEn: `${formatCreditCents(o.toAmount * CREDIT_VALUE_CENTS)} credit`,
      nameZh: `${formatCreditCents(o.toAmount * CREDIT_VALUE_CENTS)} 購物額`,
      pointTypeFrom: POINT_TYPE.beans,
      pointTypeTo: POINT_TYPE.credit,
      thumbnail: `/media/art/credit-beans-${i + 1}.svg`,
      sortOrder: i,
    })),
  );
  await db.insert(cashCreditProducts).values(
    CASH_CREDIT_PRODUCTS.map((c, i) => ({
      ...c,
      nameEn: `${formatCreditCents(c.creditAmount * CREDIT_VALUE_CENTS)} credit for ${formatPrice(c.priceCents / 100)}`,
      nameZh: `${formatPrice(c.priceCents / 100)} 換 ${formatCreditCents(c.creditAmount * CREDIT_VALUE_CENTS)} 購物額`,
      pointTypeId: POINT_TYPE.credit,
      thumbnail: `/media/art/credit-cash-${i + 1}.svg`,
      sortOrder: i,
    })),
  );
}

/** A category-scoped coupon whose category the catalog does not have is left unscoped rather than dropped. */
async function categoryIdBySlug(db: Db, slug: string | undefined): Promise<number | null> {
  if (!slug) return null;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row?.id ?? null;
}

async function insertCoupons(db: Db, now: number): Promise<void> {
  for (const { categorySlug, ...coupon } of COUPONS) {
    await db.insert(coupons).values({
      ...coupon,
      categoryId: await categoryIdBySlug(db, categorySlug),
      startsAt: new Date(now),
      endsAt: new Date(now + COUPON_VALID_DAYS * DAY_MS),
    });
  }
}

async function insertDemoMember(db: Db, tierIds: Map<string, number>, now: number): Promise<number> {
  const { password, countryIsoCode, tierCode, joinedDaysAgo, ...profile } = DEMO_MEMBER;
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.isoCode, countryIsoCode));
  const [member] = await db
    .insert(members)
    .values({
      ...profile,
      passwordHash: await hashPassword(password),
      countryId: country?.id ?? null,
      tierId: tierIds.get(tierCode) ?? null,
      createdAt: new Date(now - joinedDaysAgo * DAY_MS),
      // The demo account stands for a member who proved both long ago: it signs in by code too.
      emailVerifiedAt: new Date(now - joinedDaysAgo * DAY_MS),
      phoneVerifiedAt: new Date(now - joinedDaysAgo * DAY_MS),
    })
    .returning({ id: members.id });
  return member!.id;
}

/**
 * Rows go in oldest first: the ledger trigger sets each balance_after from the running balance.
 * Beans earned on an order name it, as the shop's own earning does.
 */
async function insertDemoLedger(
  db: Db,
  memberId: number,
  now: number,
  orderNumbers: string[],
): Promise<void> {
  for (const { daysAgo, demoOrder, ...row } of DEMO_LEDGER) {
    const reference = demoOrder === undefined ? '' : orderNumbers[demoOrder]!;
    await db
      .insert(pointLedger)
      .values({ ...row, reference, memberId, balanceAfter: 0, createdAt: new Date(now - daysAgo * DAY_MS) });
  }
}

export async function seedMembers(db: Db): Promise<void> {
  const now = Date.now();
  await db.insert(pointTypes).values([...POINT_TYPES]);
  const tierIds = await insertTiers(db);
  await insertCreditShop(db);
  await insertCoupons(db, now);
  const memberId = await insertDemoMember(db, tierIds, now);
  await insertDemoLedger(db, memberId, now, await insertDemoOrders(db, memberId, now));
}
