import type { CartItem } from '@shop/contract/cart/cart.calls';

type Line = Pick<CartItem, 'quantity' | 'inventory' | 'is_free_product'>;

/** A cart line never goes below 1; removing it is its own button. */
export const MIN_LINE_QUANTITY = 1;

/**
 * Plus only while the quantity is below the inventory less what the cart already holds.
 * On a cart line the units already held are the line itself, so the bound is the stock.
 */
export function canIncrementLine(line: Line): boolean {
  return line.quantity < line.inventory;
}

export function canDecrementLine(line: Line): boolean {
  return line.quantity > MIN_LINE_QUANTITY;
}

/** A typed quantity, made whole and kept between 1 and the stock; null when it is not a number. */
export function clampLineQuantity(typed: string, line: Line): number | null {
  const value = Math.trunc(Number(typed));
  if (typed.trim() === '' || !Number.isFinite(value)) return null;
  return Math.min(Math.max(MIN_LINE_QUANTITY, line.inventory), Math.max(MIN_LINE_QUANTITY, value));
}

/** Free gifts (is_free_product 1) come from a promotion and cannot be removed or changed. */
export function isFreeGift(line: Pick<Line, 'is_free_product'>): boolean {
  return line.is_free_product === 1;
}
