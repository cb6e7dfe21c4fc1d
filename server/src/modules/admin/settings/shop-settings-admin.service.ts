import type { ShopRules } from '@shop/contract/admin/settings-admin.calls';
import type { ShopInfo } from '@shop/contract/lookups/lookups.calls';
import { fromWire } from '@shop/contract/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/api-error.ts';
import { shopSettings } from '../../lookups/lookups.tables.ts';
import { tiers } from '../../members/members.tables.ts';
import { recordAudit } from '../audit.ts';
import { tierToWire } from './settings-admin.repo.ts';

/** Writes setting rows (JSON values) and one audit row with what they held before. */
async function writeSettingRows(db: Db, staffId: number, action: string, values: Record<string, unknown>) {
  await db.transaction(async (tx) => {
    const before: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      const [old] = await tx.select().from(shopSettings).where(eq(shopSettings.key, key)).for('update');
      before[key] = old ? JSON.parse(old.value) : null;
      const row = { key, value: JSON.stringify(value) };
      await tx
        .insert(shopSettings)
        .values(row)
        .onConflictDoUpdate({ target: shopSettings.key, set: { value: row.value } });
    }
    await recordAudit(tx, {
      staffId,
      action,
      entity: 'shop_settings',
      entityId: Object.keys(values).join(','),
      before,
      after: values,
    });
  });
}

export async function saveShopInfo(db: Db, staffId: number, shop: ShopInfo): Promise<void> {
  await writeSettingRows(db, staffId, 'settings.shop_info', { shop });
}

export async function saveShopRules(db: Db, staffId: number, rules: ShopRules): Promise<void> {
  if (rules.booking_window_days <= rules.lead_time_days) {
    throw new ApiError('VALIDATION_FAILED', {
      en: 'The booking window must reach past the lead time, or no day could be booked.',
      zh: '預約期必須長於準備日數，否則沒有日子可以預約。',
    });
  }
  await writeSettingRows(db, staffId, 'settings.rules', rules);
}

interface TierChange {
  id: number;
  name_en: string;
  name_zh: string;
  min_spend: number;
  multiplier_percent: number;
}

export async function saveTier(db: Db, staffId: number, change: TierChange) {
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
    await recordAudit(tx, {
      staffId,
      action: 'tier.update',
      entity: 'tier',
      entityId: change.id,
      before: tierToWire(before),
      after: tier,
    });
    return tier;
  });
}
