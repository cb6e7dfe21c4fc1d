import { eq, inArray } from 'drizzle-orm';
import { staffAccounts } from '../../../modules/admin/staff.tables.ts';
import { variants } from '../../../modules/catalog/catalog.tables.ts';
import { members } from '../../../modules/members/members.tables.ts';
import { refreshRating } from '../../../modules/reviews/index.ts';
import { productReviews } from '../../../modules/reviews/reviews.tables.ts';
import type { Db } from '../../database.ts';
import { DEMO_STAFF } from '../admin/staff.seed.ts';
import { DEMO_MEMBER } from '../members/demo-member.data.ts';
import { DEMO_REVIEWS } from './reviews.data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo member's reviews of products on her paid orders, and the ratings they give those
 * products, computed by the reviews domain as moderation does. Runs after members and staff.
 */
export async function seedReviews(tx: Db, now = Date.now()): Promise<void> {
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, DEMO_MEMBER.email));
  const [owner] = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, DEMO_STAFF[0]!.email));
  const bought = await tx
    .select({ sku: variants.sku, productId: variants.productId })
    .from(variants)
    .where(
      inArray(
        variants.sku,
        DEMO_REVIEWS.map((r) => r.sku),
      ),
    );
  const productOf = new Map(bought.map((v) => [v.sku, v.productId]));
  const rows = DEMO_REVIEWS.map(({ sku, daysAgo, answer, ...review }) => {
    const at = new Date(now - daysAgo * DAY_MS);
    return {
      ...review,
      productId: productOf.get(sku)!,
      memberId: member!.id,
      createdAt: at,
      updatedAt: at,
      ...(answer ? { answer, answeredBy: owner!.id, answeredAt: new Date(at.getTime() + DAY_MS) } : {}),
    };
  });
  await tx.insert(productReviews).values(rows);
  for (const productId of new Set(rows.map((r) => r.productId))) await refreshRating(tx, productId);
}
