import { type CartReminderRules, cartReminderRules } from '@shop/contract/admin/settings-admin.calls';
import type { Db } from '../../db/database.ts';
import { readStoredSetting } from './lookup-reads.ts';

/** The shop_settings key holding the rules, as one JSON object. */
export const CART_REMINDER_RULES_KEY = 'cart_reminder';

/** A day: the cart is clearly left, and the reminder comes while the shopper still remembers it. */
const DEFAULT_CART_REMINDER_RULES: CartReminderRules = { abandoned_cart_hours: 24 };

/** The rules as saved, or the default when none were saved (or what was saved no longer reads). */
export async function readCartReminderRules(db: Db): Promise<CartReminderRules> {
  const stored = await readStoredSetting(db, CART_REMINDER_RULES_KEY);
  const parsed = stored === undefined ? undefined : cartReminderRules.safeParse(JSON.parse(stored));
  return parsed?.success ? parsed.data : DEFAULT_CART_REMINDER_RULES;
}
