import { shopSettings } from '../../modules/lookups/lookups.tables.ts';
import { backCashCreditPacks } from '../../modules/points/cash-credit-catalog.ts';
import type { Db } from '../database.ts';
import { seedStaff } from './admin/staff.seed.ts';
import { seedCart } from './cart/cart.seed.ts';
import { seedCatalog } from './catalog/catalog.seed.ts';
import { seedContent } from './content/content.seed.ts';
import { seedLookups } from './lookups/lookups.seed.ts';
import { seedMembers } from './members/members.seed.ts';
import { seedReviews } from './reviews/reviews.seed.ts';
import { seedSubscriptionPlans } from './subscriptions/plans.seed.ts';

export interface SeedOptions {
  shopNameEn?: string | undefined;
  shopNameZh?: string | undefined;
}

/**
 * Loads the demo shop into an empty database, in one transaction: a failure leaves it empty, and the
 * next start tries again. A database that already has settings is never touched.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.select({ key: shopSettings.key }).from(shopSettings).limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    await seedLookups(tx, options);
    await seedCatalog(tx);
    await seedSubscriptionPlans(tx);
    await seedContent(tx);
    await seedMembers(tx);
    await backCashCreditPacks(tx);
    await seedCart(tx);
    await seedStaff(tx);
    await seedReviews(tx);
  });
  return true;
}
