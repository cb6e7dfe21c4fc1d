import type { UnpaidOrderRules } from '@shop/contract/admin/settings-admin.calls';
import type { ShopSettings } from './shop-settings.ts';

/** The shop_settings key holding the rules, as one JSON object. */
export const UNPAID_ORDER_RULES_KEY = 'unpaid_orders';

/**
 * Until an owner changes them: two days to pay (a weekend's transfer arrives), and per shopper at
 * most five orders waiting for a transfer holding at most 40 units between them. docs/order-lifecycle.md.
 */
const DEFAULT_UNPAID_ORDER_RULES: UnpaidOrderRules = {
  payment_deadline_hours: 48,
  max_unpaid_orders: 5,
  max_unpaid_units: 40,
};

/**
 * The rules as saved, or the defaults when none were saved (or what was saved no longer reads). An
 * order reads them among its lookups' settings: kept per catalog version, which saving them bumps
 * (a trigger on shop_settings), so an order sends no statement of its own for them.
 */
export function unpaidOrderRulesOf(settings: ShopSettings): UnpaidOrderRules {
  return settings.unpaid_orders ?? DEFAULT_UNPAID_ORDER_RULES;
}
