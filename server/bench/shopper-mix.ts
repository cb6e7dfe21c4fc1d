/**
 * What the mixed load's shoppers do, by share of requests (docs/bench.md, "mixed_load"): 70 %
 * browsing and search, 15 % cart, 10 % sign-in and account, 5 % orders; each action named as the
 * table prints it. The shares follow the storefront's pages: the home page asks for its sections
 * and the products in them, the shop for categories and a page of products, a product page for the
 * product, its reviews and suggestions.
 */
export const SHOPPER_MIX = [
  { action: 'website_section_get', group: 'browse', weight: 10 },
  { action: 'section_product_get', group: 'browse', weight: 10 },
  { action: 'category_get', group: 'browse', weight: 8 },
  { action: 'product_get', group: 'browse', weight: 16 },
  { action: 'product_get keyword', group: 'browse', weight: 10 },
  { action: 'product_detail_get', group: 'browse', weight: 12 },
  { action: 'product_review_get', group: 'browse', weight: 2 },
  { action: 'suggested_product_get', group: 'browse', weight: 2 },
  { action: 'cart_add_product', group: 'cart', weight: 6 },
  { action: 'cart_update_product', group: 'cart', weight: 4 },
  { action: 'cart_get', group: 'cart', weight: 5 },
  { action: 'login', group: 'account', weight: 2 },
  { action: 'order_get', group: 'account', weight: 3 },
  { action: 'point_balance_get', group: 'account', weight: 3 },
  { action: 'point_transaction_history_get', group: 'account', weight: 2 },
  { action: 'order_create', group: 'order', weight: 5 },
] as const;

export type ShopperAction = (typeof SHOPPER_MIX)[number]['action'];

const TOTAL_WEIGHT = SHOPPER_MIX.reduce((sum, entry) => sum + entry.weight, 0);

/** The action for a uniform random number in [0, 1): each action as often as its weight says. */
export function pickAction(random: number): ShopperAction {
  let left = random * TOTAL_WEIGHT;
  for (const entry of SHOPPER_MIX) {
    left -= entry.weight;
    if (left < 0) return entry.action;
  }
  // Only rounding can leave a sliver past the last weight.
  return SHOPPER_MIX.at(-1)!.action;
}

/**
 * A shopper's pause before the next request, exponential around `meanMs` (most pauses short, a few
 * long, as people read), cut at ten means so one pause cannot swallow a short run.
 */
export const thinkMs = (random: number, meanMs: number): number =>
  Math.min(meanMs * Math.log(1 / (1 - random)), 10 * meanMs);
