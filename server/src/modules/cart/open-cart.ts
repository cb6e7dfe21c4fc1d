import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { resolveAccessToken } from './access-token.ts';
import { loadCartLines, setLineQuantity } from './cart.repo.ts';
import { cartLines, carts } from './cart.tables.ts';
import type { CartIdentity } from './cart-identity.ts';
import { type CartMessage, cartMessages } from './cart-messages.ts';
import type { CartRow } from './cart-pricing.ts';

export interface OpenedCart {
  cart: CartRow | null;
  accessTokenId: number;
  messages: CartMessage[];
}

const ownedBy = (owner: { accessTokenId: number } | { memberId: number }) =>
  'memberId' in owner ? eq(carts.memberId, owner.memberId) : eq(carts.accessTokenId, owner.accessTokenId);

/** The owner's cart row, locked until the transaction ends, so changes to one cart happen one at a time. */
async function lockOwned(tx: Db, owner: { accessTokenId: number } | { memberId: number }, create: boolean) {
  const lock = async () => (await tx.select().from(carts).where(ownedBy(owner)).for('update'))[0] ?? null;
  // Most calls find the cart: insert (racing callers meet in ON CONFLICT) only when it is missing.
  const found = await lock();
  if (found || !create) return found;
  await tx.insert(carts).values(owner).onConflictDoNothing();
  return lock();
}

/**
 * Moves a guest cart's lines into the member's cart, each capped at its stock, and deletes the guest
 * cart: from the first member call on, this browser shares the member's cart.
 */
async function mergeGuestCart(tx: Db, guest: CartRow, member: CartRow): Promise<CartMessage[]> {
  const [guestLines, memberLines] = await Promise.all([
    loadCartLines(tx, guest.id),
    loadCartLines(tx, member.id),
  ]);
  const messages: CartMessage[] = guestLines.length > 0 ? [cartMessages.merged()] : [];
  for (const line of guestLines) {
    const held = memberLines.find((m) => m.variant.id === line.variant.id)?.quantity ?? 0;
    const wanted = held + line.quantity;
    const quantity = Math.min(wanted, line.variant.inventory);
    if (quantity === 0) messages.push(cartMessages.dropped(line));
    else if (quantity < wanted) messages.push(cartMessages.capped(line, quantity));
    if (quantity > held) await setLineQuantity(tx, member.id, line.variant.id, quantity);
  }
  await tx.delete(cartLines).where(eq(cartLines.cartId, guest.id));
  await tx.delete(carts).where(eq(carts.id, guest.id));
  // Lines brought in are a change to the member's cart, as an add would be (the reminder waits anew).
  if (guestLines.length > 0)
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, member.id));
  return messages;
}

/**
 * Opens the caller's cart inside a transaction. A guest without a cart gets none unless `create`
 * (a read creates nothing); a member with a guest cart on this browser gets it merged in.
 */
export async function openCart(
  tx: Db,
  caller: CartIdentity,
  create: boolean,
  /** Already resolved by the caller (order_create checks it before its transaction). */
  knownAccessTokenId?: number,
): Promise<OpenedCart> {
  const accessTokenId = knownAccessTokenId ?? (await resolveAccessToken(tx, caller.accessToken));
  if (caller.memberId === null)
    return { cart: await lockOwned(tx, { accessTokenId }, create), accessTokenId, messages: [] };

  const [guestRef] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.accessTokenId, accessTokenId));
  // The member's cart is always locked before the guest's: one lock order, so merges cannot deadlock.
  const cart = await lockOwned(tx, { memberId: caller.memberId }, create || guestRef !== undefined);
  const guest = guestRef ? await lockOwned(tx, { accessTokenId }, false) : null;
  const messages = guest && cart ? await mergeGuestCart(tx, guest, cart) : [];
  return { cart, accessTokenId, messages };
}
