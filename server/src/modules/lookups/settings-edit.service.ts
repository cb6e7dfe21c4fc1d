import type {
  CartReminderRules,
  ShopRules,
  UnpaidOrderRules,
} from '@shop/contract/admin/settings-admin.calls';
import type { ShopInfo } from '@shop/contract/lookups/lookups.calls';
import { FPS_PROXY_PROBLEM, readFpsProxy } from '@shop/contract/payments/fps-proxy';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { CART_REMINDER_RULES_KEY } from './cart-reminder-rules.ts';
import { FPS_PROXY_KEY } from './fps-payee.ts';
import { shopSettings } from './lookups.tables.ts';
import { UNPAID_ORDER_RULES_KEY } from './unpaid-order-rules.ts';

/** Writes setting rows (JSON values) and logs one change with what they held before. */
async function writeSettingRows(db: Db, action: string, values: Record<string, unknown>, log: ChangeLog) {
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
    await log(tx, {
      action,
      entity: 'shop_settings',
      entityId: Object.keys(values).join(','),
      before,
      after: values,
    });
  });
}

export async function saveShopInfo(db: Db, shop: ShopInfo, log: ChangeLog): Promise<void> {
  await writeSettingRows(db, 'settings.shop_info', { shop }, log);
}

export async function saveShopRules(db: Db, rules: ShopRules, log: ChangeLog): Promise<void> {
  if (rules.booking_window_days <= rules.lead_time_days) {
    throw new ApiError('VALIDATION_FAILED', {
      en: 'The booking window must reach past the lead time, or no day could be booked.',
      zh: '預約期必須長於準備日數，否則沒有日子可以預約。',
    });
  }
  await writeSettingRows(db, 'settings.rules', rules, log);
}

/** Applies to orders placed from now on: an order's deadline is fixed when it is placed. */
export async function saveUnpaidOrderRules(db: Db, rules: UnpaidOrderRules, log: ChangeLog): Promise<void> {
  await writeSettingRows(db, 'settings.unpaid_orders', { [UNPAID_ORDER_RULES_KEY]: rules }, log);
}

/** Applies from the next run of the reminder job, to every cart it finds left that long. */
export async function saveCartReminderRules(db: Db, rules: CartReminderRules, log: ChangeLog): Promise<void> {
  await writeSettingRows(db, 'settings.cart_reminder', { [CART_REMINDER_RULES_KEY]: rules }, log);
}

/** Kept as the QR code carries it (`+852-` before a mobile); the next code of any unpaid order pays it. */
export async function saveFpsProxy(db: Db, typed: string, log: ChangeLog): Promise<string> {
  const proxy = readFpsProxy(typed);
  if (!proxy) throw new ApiError('VALIDATION_FAILED', FPS_PROXY_PROBLEM);
  await writeSettingRows(db, 'settings.fps_proxy', { [FPS_PROXY_KEY]: proxy.value }, log);
  return proxy.value;
}
