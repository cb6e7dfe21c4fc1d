import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { productRows, variantRows } from '../catalog/index.ts';
import { subscriptionPlans, subscriptions } from './subscriptions.tables.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** The plans a shopper can subscribe to: active, on a product still for sale. */
export function activePlans(db: Db) {
  return db
    .select({
      productId: subscriptionPlans.productId,
      frequenciesWeeks: subscriptionPlans.frequenciesWeeks,
      discountPercent: subscriptionPlans.discountPercent,
    })
    .from(subscriptionPlans)
    .innerJoin(productRows, eq(productRows.id, subscriptionPlans.productId))
    .where(and(eq(subscriptionPlans.active, true), eq(productRows.active, true)))
    .orderBy(asc(subscriptionPlans.productId));
}

/** A variant with its price now and its product's active plan, or undefined when it cannot be subscribed to. */
export async function subscribableVariant(db: Db, variantId: number) {
  const [row] = await db
    .select({
      variantId: variantRows.id,
      productId: variantRows.productId,
      priceCents: variantRows.salePriceCents,
      frequenciesWeeks: subscriptionPlans.frequenciesWeeks,
      discountPercent: subscriptionPlans.discountPercent,
    })
    .from(variantRows)
    .innerJoin(productRows, eq(productRows.id, variantRows.productId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.productId, variantRows.productId))
    .where(
      and(eq(variantRows.id, variantId), eq(productRows.active, true), eq(subscriptionPlans.active, true)),
    );
  return row;
}
export type SubscribableVariant = NonNullable<Awaited<ReturnType<typeof subscribableVariant>>>;

/** Inserts the subscription unless the member already used its idempotency key; its id, or undefined. */
export async function insertSubscription(db: Db, values: NewSubscription): Promise<number | undefined> {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: [subscriptions.memberId, subscriptions.idempotencyKey] })
    .returning({ id: subscriptions.id });
  return row?.id;
}

export async function subscriptionIdForKey(db: Db, memberId: number, key: string) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.memberId, memberId), eq(subscriptions.idempotencyKey, key)));
  return row?.id;
}

/**
 * The member's subscription, locked until the transaction ends: the renewal job locks it too, so a
 * change and the order it makes never cross (a change lands before the order or after it).
 */
export async function lockMemberSubscription(tx: Db, memberId: number, id: number) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.memberId, memberId)))
    .for('update');
  return row;
}

export async function updateSubscription(tx: Db, id: number, set: Partial<NewSubscription>) {
  await tx
    .update(subscriptions)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(subscriptions.id, id));
}

/** Subscriptions with what they deliver (product names, the variant's options and picture). */
function subscriptionsShown(db: Db, where: SQL | undefined) {
  return db
    .select({
      subscription: subscriptions,
      productId: productRows.id,
      nameEn: productRows.nameEn,
      nameZh: productRows.nameZh,
      options: variantRows.options,
      images: variantRows.images,
    })
    .from(subscriptions)
    .innerJoin(variantRows, eq(variantRows.id, subscriptions.variantId))
    .innerJoin(productRows, eq(productRows.id, variantRows.productId))
    .where(where);
}
export type ShownSubscription = Awaited<ReturnType<typeof subscriptionsShown>>[number];

export async function shownSubscription(db: Db, id: number): Promise<ShownSubscription | undefined> {
  const [row] = await subscriptionsShown(db, eq(subscriptions.id, id));
  return row;
}

/** subscription_get: the member's subscriptions, newest first, and how many they have. */
export async function memberSubscriptions(db: Db, memberId: number, page: { limit: number; offset: number }) {
  const rows = await subscriptionsShown(db, eq(subscriptions.memberId, memberId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(eq(subscriptions.memberId, memberId));
  return { rows, total: total?.n ?? 0 };
}
