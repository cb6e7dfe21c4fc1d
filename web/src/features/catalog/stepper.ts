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

/** Add to cart is disabled once the cart holds the whole inventory. */
export function canAddToCart(inventory: number | undefined, inCart: number): boolean {
  return !isOutOfStock(inventory) && inCart < (inventory ?? 0);
}
