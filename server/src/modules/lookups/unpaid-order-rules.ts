import { type UnpaidOrderRules, unpaidOrderRules } from '@shop/contract/admin/settings-admin.calls';
import type { Db } from '../../db/database.ts';
import { readStoredSetting } from './lookup-reads.ts';

/** The shop_settings key holding the rules, as one JSON object. */
export const UNPAID_ORDER_RULES_KEY = 'unpaid_orders';

/**
 * Until an owner changes them: two days to pay (a weekend's transfer arrives), and per shopper at
 * most five orders waiting for a transfer holding at most 40 units between them. docs/order-lifecycle.md.
 */
export const DEFAULT_UNPAID_ORDER_RULES: UnpaidOrderRules = {
  payment_deadline_hours: 48,
  max_unpaid_orders: 5,
  max_unpaid_units: 40,
};

/** The rules as saved, or the defaults when none were saved (or what was saved no longer reads). */
export async function readUnpaidOrderRules(db: Db): Promise<UnpaidOrderRules> {
  const stored = await readStoredSetting(db, UNPAID_ORDER_RULES_KEY);
  const parsed = stored === undefined ? undefined : unpaidOrderRules.safeParse(JSON.parse(stored));
  return parsed?.success ? parsed.data : DEFAULT_UNPAID_ORDER_RULES;
}
