import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Taking } from '../catalog/index.ts';
import { creditShort } from '../points/index.ts';
import { type CartLine, loadCartLines } from './cart.repo.ts';
import { cartLines, carts } from './cart.tables.ts';
import type { CartIdentity } from './cart-identity.ts';
import { cartMessages, outOfStock } from './cart-messages.ts';
import type { CartRow, PricedCart, PricedLine } from './cart-pricing.ts';
import { openCart } from './open-cart.ts';

/** The cart an order is placed from, locked with its lines; an empty cart places no order. */
export async function lockCartForOrder(
  tx: Db,
  caller: CartIdentity,
  accessTokenId: number,
): Promise<{ cart: CartRow; lines: CartLine[] }> {
  const { cart } = await openCart(tx, caller, false, accessTokenId);
  const lines = cart ? await loadCartLines(tx, cart.id) : [];
  if (!cart || lines.length === 0) throw new ApiError('CART_EMPTY');
  return { cart, lines };
}

/** The order charges what the cart shows: nothing withdrawn, no coupon or credit quietly dropped. */
export function ensureAsShown(
  priced: Pick<PricedCart, 'couponBlocked' | 'credit' | 'lines'>,
  appliedPoints: number,
): void {
  if (priced.couponBlocked) throw priced.couponBlocked;
  if (priced.credit.short) throw creditShort(appliedPoints);
  const withdrawn = priced.lines.find((l) => !l.isGift && !l.product.active);
  if (!withdrawn) return;
  const { message_en, message_zh } = cartMessages.dropped(withdrawn);
  throw new ApiError('OUT_OF_STOCK', { en: message_en, zh: message_zh });
}

/** How many of each variant the lines take off the shelf. */
export function stockWanted(lines: readonly PricedLine[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.variant.id, (wanted.get(line.variant.id) ?? 0) + line.quantity);
  return wanted;
}

/**
 * Judges what the shelf gave: a paid line that no longer fits fails the order, naming what is left; a
 * gift that ran out is simply not given. Answers the gifts' variants that ran out.
 */
export function giftsRunOut(lines: readonly PricedLine[], takings: readonly Taking[]): number[] {
  const giftsGone: number[] = [];
  for (const [variantId] of [...stockWanted(lines)].sort(([a], [b]) => a - b)) {
    const taking = takings.find((t) => t.variantId === variantId);
    if (taking?.taken) continue;
    const paid = lines.find((l) => l.variant.id === variantId && !l.isGift);
    if (!paid) {
      giftsGone.push(variantId);
      continue;
    }
    throw outOfStock({ ...paid, variant: { ...paid.variant, inventory: taking?.inventory ?? 0 } }, 0);
  }
  return giftsGone;
}

/**
 * The writes that empty the cart an order was placed from (lines, coupon, credit; the row stays for
 * the next shop), as parts of the order's one statement.
 */
export function emptiedCart(tx: Db, cartId: number, at: Date): [name: string, query: { getSQL(): SQL }][] {
  return [
    ['emptied_lines', tx.delete(cartLines).where(eq(cartLines.cartId, cartId))],
    [
      'emptied_cart',
      tx.update(carts).set({ couponId: null, creditPoints: 0, updatedAt: at }).where(eq(carts.id, cartId)),
    ],
  ];
}
