import type { Db } from '../../db/database.ts';
import { type LockedMember, readTiers, setMemberTier, type Tier } from '../members/index.ts';
import { cashPaidSince } from '../orders/index.ts';
import { memberTierHolds } from './loyalty.tables.ts';
import { spendWindowStart, type TierEvent, tierAfter } from './tier-rules.ts';

/**
 * Cash paid on orders paid in the 12 months up to `now`, less the cash refunded on them (the order
 * lifecycle keeps `refunded_cash_cents`): credit was paid for once already (in cash, or it was a
 * reward), so it never counts twice.
 */
export async function recentSpend(tx: Db, memberId: number, now: Date): Promise<number> {
  return Math.max(0, await cashPaidSince(tx, memberId, spendWindowStart(now)));
}

/**
 * Moves the tier as the event allows, with the member already locked (members' member-reads.ts). A change
 * restarts the 12 months the tier is held before its yearly review. Answers the tier now held.
 */
export async function settleTier(
  tx: Db,
  memberId: number,
  member: LockedMember,
  event: TierEvent,
  now: Date,
): Promise<Tier | undefined> {
  const allTiers = await readTiers(tx);
  const tier = tierAfter(allTiers, member.tierId, await recentSpend(tx, memberId, now), event);
  const tierId = tier?.id ?? null;
  if (tierId !== member.tierId || event === 'review') {
    await setMemberTier(tx, memberId, tierId);
    await tx
      .insert(memberTierHolds)
      .values({ memberId, heldSince: now })
      .onConflictDoUpdate({ target: memberTierHolds.memberId, set: { heldSince: now } });
  }
  return tier;
}
