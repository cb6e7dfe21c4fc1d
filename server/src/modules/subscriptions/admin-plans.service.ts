import type {
  AdminSubscriptionPlan,
  adminSubscriptionPlanSave,
} from '@shop/contract/admin/subscriptions-admin.calls';
import type { CallParsedInput } from '@shop/contract/calls';
import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eqWhenGiven } from '../../db/filters.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { productRows, variantRows } from '../catalog/index.ts';
import { subscriptionPlans, subscriptions } from './subscriptions.tables.ts';

type PlanInput = CallParsedInput<typeof adminSubscriptionPlanSave>;

/** Console plans, every one or one product's, with how many subscriptions (not cancelled) each has. */
export async function listPlans(db: Db, productId?: number): Promise<AdminSubscriptionPlan[]> {
  const subscribers = db
    .select({ productId: variantRows.productId, count: sql<number>`count(*)::int`.as('count') })
    .from(subscriptions)
    .innerJoin(variantRows, eq(variantRows.id, subscriptions.variantId))
    .where(ne(subscriptions.status, 'cancelled'))
    .groupBy(variantRows.productId)
    .as('subscribers');
  const rows = await db
    .select({
      plan: subscriptionPlans,
      nameEn: productRows.nameEn,
      nameZh: productRows.nameZh,
      subscribers: subscribers.count,
    })
    .from(subscriptionPlans)
    .innerJoin(productRows, eq(productRows.id, subscriptionPlans.productId))
    .leftJoin(subscribers, eq(subscribers.productId, subscriptionPlans.productId))
    .where(eqWhenGiven(subscriptionPlans.productId, productId))
    .orderBy(asc(productRows.nameEn), asc(productRows.id));
  return rows.map((r) => ({
    product_id: r.plan.productId,
    product_name_en: r.nameEn,
    product_name_zh: r.nameZh,
    frequencies_weeks: r.plan.frequenciesWeeks,
    discount_percent: r.plan.discountPercent,
    active: r.plan.active,
    subscribers: r.subscribers ?? 0,
  }));
}

/**
 * Opens a product to subscriptions or changes its plan. The discount reaches new subscriptions only:
 * each subscription keeps the price it locked when it was made.
 */
export async function savePlan(db: Db, input: PlanInput, log: ChangeLog): Promise<AdminSubscriptionPlan> {
  const values = {
    frequenciesWeeks: [...new Set(input.frequencies_weeks)].sort((a, b) => a - b),
    discountPercent: input.discount_percent,
    active: input.active,
  };
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: productRows.id })
      .from(productRows)
      .where(eq(productRows.id, input.product_id));
    if (!product)
      throw new ApiError('NOT_FOUND', { en: 'This product does not exist.', zh: '找不到這件產品。' });
    const [before] = await listPlans(tx, input.product_id);
    await tx
      .insert(subscriptionPlans)
      .values({ productId: input.product_id, ...values })
      .onConflictDoUpdate({ target: subscriptionPlans.productId, set: { ...values, updatedAt: new Date() } });
    const [after] = await listPlans(tx, input.product_id);
    await log(tx, {
      action: before ? 'subscription_plan.update' : 'subscription_plan.create',
      entity: 'subscription_plan',
      entityId: input.product_id,
      before: before ?? null,
      after,
    });
    return after!;
  });
}
