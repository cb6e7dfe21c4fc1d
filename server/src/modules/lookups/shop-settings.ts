import { unpaidOrderRules } from '@shop/contract/admin/settings-admin.calls';
import { shopInfo } from '@shop/contract/lookups/lookups.calls';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { shopSettings } from './lookups.tables.ts';

/** The settings the shop keeps in the database, each validated when read. */
const settingsSchema = z.object({
  shop: shopInfo,
  /** Days between ordering and the earliest pickup or delivery date. */
  lead_time_days: z.number().int().min(0).max(30),
  /** How many days ahead a shopper may book. */
  booking_window_days: z.number().int().min(1).max(120),
  /** Where FPS QR codes pay (fps-payee.ts reads it); the seed gives the demo shop one. */
  fps_proxy: z.string().optional(),
  /** The owner's unpaid-order rules (unpaid-order-rules.ts); absent, or no longer readable, means the defaults. */
  unpaid_orders: unpaidOrderRules.optional().catch(undefined),
  /** Days before a subscription's delivery its order is made (docs/subscriptions.md); absent means the default. */
  subscription_cutoff_days: z.number().int().min(1).max(14).optional().catch(undefined),
});
export type ShopSettings = z.infer<typeof settingsSchema>;

export async function readSettings(db: Db): Promise<ShopSettings> {
  const rows = await db.select().from(shopSettings);
  return settingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)])));
}

export async function writeSettings(db: Db, settings: ShopSettings): Promise<void> {
  const rows = Object.entries(settingsSchema.parse(settings)).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
  }));
  for (const row of rows) {
    await db
      .insert(shopSettings)
      .values(row)
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: row.value } });
  }
}
