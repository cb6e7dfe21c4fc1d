import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { stockNotifyRequests } from './stock-notify.tables.ts';

/**
 * A deleted account's requests go with it, open or answered: the address they hold is the member's
 * personal data, and a deleted member must get no more email from the shop.
 */
export async function forgetMemberRequests(tx: Db, memberId: number): Promise<void> {
  await tx.delete(stockNotifyRequests).where(eq(stockNotifyRequests.memberId, memberId));
}
