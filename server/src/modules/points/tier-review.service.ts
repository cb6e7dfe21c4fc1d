import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { lockMember, memberJoinDates } from '../members/index.ts';
import { memberTierHolds } from './loyalty.tables.ts';
import { settleTier } from './member-tier.service.ts';
import { spendWindowStart, tierReviewDue } from './tier-rules.ts';

/** A member's tier is held since it last changed or was reviewed, or since they joined. */
async function heldSince(tx: Db, memberId: number, joined: Date): Promise<Date> {
  const [hold] = await tx
    .select({ since: memberTierHolds.heldSince })
    .from(memberTierHolds)
    .where(eq(memberTierHolds.memberId, memberId));
  return hold?.since ?? joined;
}

/**
 * The yearly review (docs/loyalty.md): a tier held for 12 months is set to what the last 12 months of
 * spend reach, up or down, and held for another 12. Re-checked under the member's lock, so two
 * housekeeping runs review a member once. Answers whether the member was reviewed.
 */
export async function reviewTier(db: Db, memberId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member || !tierReviewDue(await heldSince(tx, memberId, member.createdAt), now)) return false;
    await settleTier(tx, memberId, member, 'review', now);
    return true;
  });
}

/** The housekeeping pass over every member whose tier is due for review. */
export async function reviewDueTiers(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: memberJoinDates.id })
    .from(memberJoinDates)
    .leftJoin(memberTierHolds, eq(memberTierHolds.memberId, memberJoinDates.id))
    .where(
      lte(sql`coalesce(${memberTierHolds.heldSince}, ${memberJoinDates.createdAt})`, spendWindowStart(now)),
    );
  let reviewed = 0;
  for (const { id } of due) if (await reviewTier(db, id, now)) reviewed += 1;
  return reviewed;
}
