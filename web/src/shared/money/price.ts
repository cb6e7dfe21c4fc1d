import { roundToCents } from '@shop/contract/shop-money';

/** The shop's one money format lives in the contract, shared with what the server writes. */
export { type Currency, formatPrice } from '@shop/contract/shop-money';

interface Priced {
  retail_price: number;
  sale_price: number;
  discount: number;
}

/** The price less the discount percent, or null when there is no discount. */
export function discountedPrice(price: number, discount: number): number | null {
  return discount > 0 ? roundToCents(price - (price * discount) / 100) : null;
}

/**
 * What a shopper pays for a variant and, when it is on sale, what it was. The sale price counts
 * only with a discount; the server's own sale price wins because it is what the cart
 * charges, and the helper covers a variant sent without one.
 */
export function priceOf(item: Priced): { now: number; was: number | null } {
  const sale = discountedPrice(item.retail_price, item.discount);
  if (sale === null) return { now: item.retail_price, was: null };
  return { now: item.sale_price > 0 ? item.sale_price : sale, was: item.retail_price };
}

/** The badge's figure: the percent rounded to a whole number. */
export function discountBadge(discount: number): number {
  return Math.round(discount);
}
