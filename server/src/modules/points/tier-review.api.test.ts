import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, tiers } from '../../db/schema.ts';
import { newMember } from '../cart/testing.ts';
import { bearer } from '../members/testing.ts';
import { shopPerFile } from '../orders/testing.ts';
import { DAY_MS, markPaid, placeMemberOrder, tierOf } from './loyalty.test-kit.ts';
import { signInDemo } from './points.test-kit.ts';
import { reviewDueTiers, reviewTier } from './tier-review.service.ts';

const { t, shop } = shopPerFile();

async function memberPaidDaysAgo(days: number, retailCents: number) {
  const member = await newMember(t);
  const auth = bearer(member.token);
  await markPaid(
    t,
    await placeMemberOrder(t, shop, auth, { retailCents }),
    new Date(Date.now() - days * DAY_MS),
  );
  return { id: member.id, auth };
}

describe('the yearly tier review', () => {
  it('lowers a tier held for 12 months to what the last 12 months of spend reach, once', async () => {
    const lapsed = await memberPaidDaysAgo(370, 300_000);
    expect(await tierOf(t, lapsed.auth)).toBe('Roasted');
    const runs = await Promise.all(Array.from({ length: 5 }, () => reviewTier(t.db, lapsed.id)));
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await tierOf(t, lapsed.auth)).toBe('Green Bean');
  });

  it('leaves a tier reached less than 12 months ago alone, and the demo member who joined half a year ago', async () => {
    const recent = await memberPaidDaysAgo(300, 300_000);
    const demo = await signInDemo(t);
    await reviewDueTiers(t.db);
    expect(await tierOf(t, recent.auth)).toBe('Roasted');
    expect(await tierOf(t, demo.auth)).toBe('Roasted');
  });

  it('reviews a tier given by hand a year after the member joined', async () => {
    const member = await newMember(t);
    const [espresso] = await t.db.select().from(tiers).where(eq(tiers.code, 'espresso'));
    await t.db
      .update(members)
      .set({ tierId: espresso!.id, createdAt: new Date(Date.now() - 400 * DAY_MS) })
      .where(eq(members.id, member.id));
    expect(await reviewDueTiers(t.db)).toBeGreaterThanOrEqual(1);
    expect(await tierOf(t, bearer(member.token))).toBe('Green Bean');
    expect(await reviewTier(t.db, member.id)).toBe(false);
  });
});
