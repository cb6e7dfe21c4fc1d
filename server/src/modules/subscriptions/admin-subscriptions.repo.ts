import type {
  AdminSubscriptionRow,
  adminSubscriptionsGet,
} from '@shop/contract/admin/subscriptions-admin.calls';
import type { CallParsedInput } from '@shop/contract/calls';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { productRows, variantRows } from '../catalog/index.ts';
import { memberNames } from '../members/index.ts';
import { subscriptions } from './subscriptions.tables.ts';

type ListInput = CallParsedInput<typeof adminSubscriptionsGet>;

function keywordMatch(keyword: string): SQL | undefined {
  const pattern = `%${escapeLike(keyword)}%`;
  return or(
    ilike(sql`${memberNames.firstName} || ' ' || ${memberNames.lastName}`, pattern),
    ilike(sql`${memberNames.lastName} || ' ' || ${memberNames.firstName}`, pattern),
    ilike(memberNames.email, pattern),
    ilike(productRows.nameEn, pattern),
    ilike(productRows.nameZh, pattern),
    ilike(variantRows.sku, pattern),
  );
}

/** admin_subscriptions_get: newest first, with the number of matches for the pager. */
export async function searchSubscriptions(db: Db, input: ListInput) {
  const rows = await db
    .select({
      s: subscriptions,
      firstName: memberNames.firstName,
      lastName: memberNames.lastName,
      email: memberNames.email,
      productId: productRows.id,
      nameEn: productRows.nameEn,
      nameZh: productRows.nameZh,
      sku: variantRows.sku,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(subscriptions)
    .innerJoin(memberNames, eq(memberNames.id, subscriptions.memberId))
    .innerJoin(variantRows, eq(variantRows.id, subscriptions.variantId))
    .innerJoin(productRows, eq(productRows.id, variantRows.productId))
    .where(
      and(
        input.status ? eq(subscriptions.status, input.status) : undefined,
        input.keyword ? keywordMatch(input.keyword) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(input.limit)
    .offset(input.offset);
  return {
    total_rows: rows[0]?.total ?? 0,
    subscriptions: rows.map(
      (r): AdminSubscriptionRow => ({
        subscription_id: r.s.id,
        status: r.s.status,
        member_id: r.s.memberId,
        member_name: `${r.firstName} ${r.lastName}`.trim(),
        member_email: r.email,
        product_id: r.productId,
        product_name_en: r.nameEn,
        product_name_zh: r.nameZh,
        sku: r.sku,
        quantity: r.s.quantity,
        frequency_weeks: r.s.frequencyWeeks,
        next_date: r.s.nextDate,
        unit_price_cents: r.s.unitPriceCents,
        delivery_method: r.s.deliveryMethod,
        created_at: r.s.createdAt.toISOString(),
      }),
    ),
  };
}
