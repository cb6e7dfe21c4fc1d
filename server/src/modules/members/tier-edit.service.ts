import { cents, fromWire, toWire } from '@shop/contract/money';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { tiers } from './members.tables.ts';

const tierToWire = (t: typeof tiers.$inferSelect) => ({
  id: t.id,
  code: t.code,
  name_en: t.nameEn,
  name_zh: t.nameZh,
  min_spend: toWire(cents(t.minSpendCents)),
  multiplier_percent: t.multiplierPercent,
});

/** Every tier as the console edits it, from the entry tier up. */
export async function listTiers(db: Db) {
  return (await db.select().from(tiers).orderBy(asc(tiers.minSpendCents))).map(tierToWire);
}

interface TierChange {
  id: number;
  name_en: string;
  name_zh: string;
  min_spend: number;
  multiplier_percent: number;
}

/** Renames a tier or moves its threshold and multiplier; tiers are neither added nor removed here. */
export async function saveTier(db: Db, change: TierChange, log: ChangeLog) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(tiers).where(eq(tiers.id, change.id)).for('update');
    if (!before)
      throw new ApiError('NOT_FOUND', { en: 'This tier was not found.', zh: '找不到這個會員等級。' });
    const [after] = await tx
      .update(tiers)
      .set({
        nameEn: change.name_en,
        nameZh: change.name_zh,
        minSpendCents: fromWire(change.min_spend),
        multiplierPercent: change.multiplier_percent,
      })
      .where(eq(tiers.id, change.id))
      .returning();
    const tier = tierToWire(after!);
    await log(tx, {
      action: 'tier.update',
      entity: 'tier',
      entityId: change.id,
      before: tierToWire(before),
      after: tier,
    });
    return tier;
  });
}
