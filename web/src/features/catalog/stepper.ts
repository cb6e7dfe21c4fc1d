/**
 * Quantity rules for the quick view and the product page. `inCart` is how many of the same
 * variant the cart already holds: those count against the stock too.
 */
export const MIN_QUANTITY = 1;

/** Inventory 0 or missing shows a disabled out-of-stock button instead of add to cart. */
export function isOutOfStock(inventory: number | undefined): boolean {
  return !inventory || inventory <= 0;
}

/** Plus is allowed only while the quantity is below the inventory less what is already in the cart. */
export function canIncrement(quantity: number, inventory: number | undefined, inCart: number): boolean {
  return quantity < (inventory ?? 0) - inCart;
}

export function canDecrement(quantity: number): boolean {
  return quantity > MIN_QUANTITY;
}

/**
 * What typing a quantity gives: a whole number from 1 up to `most`. `clamped` says the shopper typed
 * more than that, so the page can tell them the most they can add instead of changing it silently.
 * Nothing that is not a number (a half-typed field) gives null.
 */
export function typedQuantity(text: string, most: number): { quantity: number; clamped: boolean } | null {
  const n = Math.trunc(Number(text));
  if (text.trim() === '' || !Number.isFinite(n)) return null;
  return { quantity: Math.min(most, Math.max(MIN_QUANTITY, n)), clamped: n > most };
}

/** Add to cart is disabled once the cart holds the whole inventory. */
export function canAddToCart(inventory: number | undefined, inCart: number): boolean {
  return !isOutOfStock(inventory) && inCart < (inventory ?? 0);
}
