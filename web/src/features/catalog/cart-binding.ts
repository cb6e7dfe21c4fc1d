/**
 * What catalog components need from the cart, handed in by the page: features do not import each
 * other, so the cart feature provides an object of this shape (`useCartBinding`) and the page
 * passes it down.
 */
export interface CartBinding {
  /** Units of this variant the cart already holds; they count against its stock. */
  quantityOf: (variantId: number) => number;
  /** Resolves true when the cart took the units; the cart feature shows the toasts. */
  add: (variantId: number, quantity: number) => Promise<boolean>;
  remove: (variantId: number) => Promise<boolean>;
  /** The variant a cart call is running for, so its button spins and cannot be pressed twice. */
  busyId: number | null;
}
