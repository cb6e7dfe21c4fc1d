import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { stockNotifyRequests } from './stock-notify.tables.ts';

/** The requests a member made signed in, oldest first, for their personal-data download. */
export async function memberRequests(db: Db, memberId: number) {
  const rows = await db
    .select()
    .from(stockNotifyRequests)
    .where(eq(stockNotifyRequests.memberId, memberId))
    .orderBy(asc(stockNotifyRequests.id));
  return rows.map((row) => ({
    variant_id: row.variantId,
    email: row.email,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    notified_at: row.notifiedAt?.toISOString() ?? null,
  }));
}

/**
 * A deleted account's requests go with it, open or answered: the address they hold is the member's
 * personal data, and a deleted member must get no more email from the shop.
 */
export async function forgetMemberRequests(tx: Db, memberId: number): Promise<void> {
  await tx.delete(stockNotifyRequests).where(eq(stockNotifyRequests.memberId, memberId));
}
