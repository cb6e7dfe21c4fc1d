import type { Cart } from '@shop/contract/cart/cart.calls';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Fulfilment } from '../orders/index.ts';
import { type CartLine, deleteLines, loadCartLines, setLineQuantity } from './cart.repo.ts';
import { carts } from './cart.tables.ts';
import { toWireCart } from './cart.wire.ts';
import type { CartRequest } from './cart-identity.ts';
import { type CartMessage, cartMessages } from './cart-messages.ts';
import { type CartRow, type PricedCart, priceCart } from './cart-pricing.ts';
import { openCart } from './open-cart.ts';

export interface CartScope {
  tx: Db;
  cart: CartRow;
  lines: CartLine[];
  request: CartRequest;
  now: Date;
  price(cart?: CartRow): Promise<PricedCart>;
}

export const fulfilmentOf = (request: CartRequest): Fulfilment =>
  request.deliveryCountryId === undefined
    ? { kind: 'unknown' }
    : { kind: 'delivery', deliveryCountryId: request.deliveryCountryId };

const mustGo = (line: CartLine) => !line.product.active || line.variant.inventory === 0;
const aboveStock = (line: CartLine) => line.quantity > line.variant.inventory;

/** Lines that a cart call must first cap or drop: only the locked path writes those changes. */
export const needsReconciling = (lines: readonly CartLine[]): boolean =>
  lines.some((l) => mustGo(l) || aboveStock(l));

/** Caps lines whose stock fell since they were added, and drops the ones that ran out or were withdrawn. */
async function reconcileLines(
  tx: Db,
  cartId: number,
): Promise<{ lines: CartLine[]; messages: CartMessage[] }> {
  const lines: CartLine[] = [];
  const messages: CartMessage[] = [];
  for (const line of await loadCartLines(tx, cartId)) {
    if (mustGo(line)) {
      await deleteLines(tx, cartId, [line.variant.id]);
      messages.push(cartMessages.dropped(line));
    } else if (aboveStock(line)) {
      await setLineQuantity(tx, cartId, line.variant.id, line.variant.inventory);
      messages.push(cartMessages.capped(line, line.variant.inventory));
      lines.push({ ...line, quantity: line.variant.inventory });
    } else {
      lines.push(line);
    }
  }
  return { lines, messages };
}

/**
 * One cart call in one transaction: open (and lock) the caller's cart, bring it in line with the
 * stock, apply `change`, and answer the whole cart as it now stands.
 */
export async function runCart(
  db: Db,
  request: CartRequest,
  /** Answers the cart row as the change left it (an UPDATE … RETURNING), so it is not read again. */
  change?: (scope: CartScope) => Promise<CartRow>,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const opened = await openCart(tx, request, change !== undefined);
    const priceWith = (cart: CartRow | null, lines: CartLine[]) =>
      priceCart(tx, { cart, lines, memberId: request.memberId, fulfilment: fulfilmentOf(request), now });
    if (!opened.cart) return toWireCart(await priceWith(null, []), opened.messages);

    const reconciled = await reconcileLines(tx, opened.cart.id);
    let cart = opened.cart;
    let lines = reconciled.lines;
    if (change) {
      cart = await change({ tx, cart, lines, request, now, price: (c = cart) => priceWith(c, lines) });
      lines = await loadCartLines(tx, cart.id);
    }
    const priced = await priceWith(cart, lines);
    return toWireCart(priced, [...opened.messages, ...reconciled.messages, ...priced.messages]);
  });
}

/**
 * Any change to the lines resets the applied credit, so the shopper re-applies it knowingly, and
 * stamps a member's cart as changed (the forgotten-cart reminder waits from then). A guest cart
 * without credit is not written again.
 */
export async function resetCredit(tx: Db, cart: CartRow): Promise<CartRow> {
  if (cart.creditPoints === 0 && cart.memberId === null) return cart;
  const [row] = await tx
    .update(carts)
    .set({ creditPoints: 0, updatedAt: new Date() })
    .where(eq(carts.id, cart.id))
    .returning();
  return row!;
}
