/** The subscriptions domain's helpers for other domains' tests: plans on test products, and the tables. */
import type { TestApp } from '../../../test/test-app.ts';
import { subscriptionPlans, subscriptions } from './subscriptions.tables.ts';

export { subscriptionPlans, subscriptions };

/** Opens `productId` to subscriptions (every 1, 2 or 4 weeks, 10% off unless told otherwise). */
export async function openPlan(
  t: Pick<TestApp, 'db'>,
  productId: number,
  plan: { frequenciesWeeks?: number[]; discountPercent?: number; active?: boolean } = {},
): Promise<void> {
  await t.db.insert(subscriptionPlans).values({
    productId,
    frequenciesWeeks: plan.frequenciesWeeks ?? [1, 2, 4],
    discountPercent: plan.discountPercent ?? 10,
    active: plan.active ?? true,
  });
}
