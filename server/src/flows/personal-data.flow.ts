import type { CallOutput } from '@shop/contract/calls';
import type { personalDataGet } from '@shop/contract/members/privacy.calls';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { anonymiseMember, memberPersonalData } from '../modules/members/index.ts';
import { anonymiseMemberOrders, memberOrderDetails } from '../modules/orders/index.ts';
import { memberLedger, readBalances } from '../modules/points/index.ts';
import { forgetMemberRequests, memberRequests } from '../modules/restock/index.ts';
import { endDeletedMemberSubscriptions, listMemberSubscriptions } from '../modules/subscriptions/index.ts';

/** Far above any member's ledger; the download must hold all of it. */
const WHOLE_LEDGER = { limit: 1_000_000, offset: 0 };

/** Everything the shop holds about one member, read from each domain that holds some. */
export async function exportPersonalData(
  db: Db,
  memberId: number,
): Promise<CallOutput<typeof personalDataGet>> {
  const member = await memberPersonalData(db, memberId);
  if (!member) throw new ApiError('UNAUTHORIZED');
  return {
    exported_at: new Date().toISOString(),
    ...member,
    orders: await memberOrderDetails(db, memberId),
    point_balances: await readBalances(db, memberId),
    point_transactions: (await memberLedger(db, memberId, undefined, WHOLE_LEDGER)).transactions,
    subscriptions: (await listMemberSubscriptions(db, memberId, WHOLE_LEDGER)).subscriptions,
    back_in_stock_requests: await memberRequests(db, memberId),
  };
}

/**
 * Deletes a member's account in one transaction: their personal data is removed or replaced in
 * the members domain and in their orders, their subscriptions end and their back-in-stock requests
 * go, while orders, amounts and point ledgers stay for the accounts. A second deletion (a double
 * click, a parallel request) finds it done and does nothing.
 */
export async function deleteAccount(db: Db, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await anonymiseMember(tx, memberId))) return;
    await anonymiseMemberOrders(tx, memberId);
    await endDeletedMemberSubscriptions(tx, memberId, new Date());
    await forgetMemberRequests(tx, memberId);
  });
}
