import type { Cart } from '@shop/contract/cart/cart.calls';
import type { Db } from '../../db/database.ts';
import { toWireCart } from './cart.wire.ts';
import type { CartRequest } from './cart-identity.ts';
import { priceCart } from './cart-pricing.ts';
import { readCartSnapshot } from './cart-snapshot.ts';
import { fulfilmentOf, needsReconciling, runCart } from './cart-transaction.ts';
import { pricingSettingsAt } from './pricing-settings.ts';

/**
 * The whole cart from one unlocked read, priced with the settings kept for its catalog version. A cart
 * with lines to cap or drop, or a guest cart to merge, goes the locked way, which saves those changes.
 */
export async function readCart(db: Db, request: CartRequest): Promise<Cart> {
  const snapshot = await readCartSnapshot(db, request);
  if (!snapshot || snapshot.guestCartWaiting || needsReconciling(snapshot.lines)) return runCart(db, request);
  const priced = await priceCart(db, {
    cart: snapshot.cart,
    lines: snapshot.lines,
    memberId: request.memberId,
    fulfilment: fulfilmentOf(request),
    now: new Date(),
    settings: await pricingSettingsAt(db, snapshot.catalogVersion),
    giftVariants: snapshot.giftVariants,
  });
  return toWireCart(priced, priced.messages);
}

/** A change made by one statement when it applies (then the cart is read back), else by the locked path. */
export async function quickOrLocked(
  db: Db,
  request: CartRequest,
  quick: () => Promise<boolean>,
  locked: () => Promise<Cart>,
): Promise<Cart> {
  return (await quick()) ? readCart(db, request) : locked();
}
