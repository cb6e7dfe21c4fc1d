import { inArray } from 'drizzle-orm';
import { products } from '../../../modules/catalog/catalog.tables.ts';
import { subscriptionPlans } from '../../../modules/subscriptions/subscriptions.tables.ts';
import type { Db } from '../../database.ts';

/** The demo coffees a member can subscribe to: two single origins, the house espresso and the decaf. */
export const SUBSCRIBABLE_SLUGS = [
  'ethiopia-yirgacheffe-kochere',
  'colombia-huila-pitalito',
  'harbour-house-espresso',
  'night-ferry-swiss-water-decaf',
];

/** Every one, two or four weeks, 10% off for subscribers. Runs after the catalog. */
export async function seedSubscriptionPlans(tx: Db): Promise<void> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.slug, SUBSCRIBABLE_SLUGS));
  await tx
    .insert(subscriptionPlans)
    .values(rows.map((p) => ({ productId: p.id, frequenciesWeeks: [1, 2, 4], discountPercent: 10 })));
}
