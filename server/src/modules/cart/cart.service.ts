import type { Cart } from '@shop/contract/cart/cart.calls';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import {
  type CartLine,
  deleteLines,
  findVariant,
  lookupVariant,
  refusalToHoldOf,
  setLineQuantity,
} from './cart.repo.ts';
import { freeGiftRules } from './cart.tables.ts';
import { quickAdd, quickRemove, quickRemoveAll, quickUpdate } from './cart-fast-path.ts';
import type { CartRequest } from './cart-identity.ts';
import { outOfStock } from './cart-messages.ts';
import { quickOrLocked, readCart } from './cart-read.ts';
import type { AddRefusal } from './cart-rules.ts';
import { type CartScope, resetCredit, runCart } from './cart-transaction.ts';

async function isGiftVariant(tx: Db, variantId: number): Promise<boolean> {
  const [rule] = await tx
    .select({ id: freeGiftRules.id })
    .from(freeGiftRules)
    .where(and(eq(freeGiftRules.giftVariantId, variantId), eq(freeGiftRules.active, true)))
    .limit(1);
  return rule !== undefined;
}

/** The cart line a call names; a gift line answers FREE_GIFT_LOCKED, anything else CART_ITEM_NOT_FOUND. */
async function lineNamed({ tx, lines }: CartScope, ref: number): Promise<CartLine> {
  const direct = lines.find((l) => l.variant.id === ref);
  if (direct) return direct;
  const variant = await lookupVariant(tx, ref);
  const viaProduct = variant && lines.find((l) => l.variant.id === variant.variant.id);
  if (viaProduct) return viaProduct;
  if (variant && (await isGiftVariant(tx, variant.variant.id))) throw new ApiError('FREE_GIFT_LOCKED');
  throw new ApiError('CART_ITEM_NOT_FOUND');
}

export const getCart = (db: Db, request: CartRequest): Promise<Cart> => readCart(db, request);

// Each change below: the one-statement form for the common case, else the locked transaction, which
// also does every unusual case and gives every error.

export const addProduct = (db: Db, request: CartRequest, ref: number, quantity: number) =>
  quickOrLocked(
    db,
    request,
    () => quickAdd(db, request, ref, quantity),
    () => lockedAdd(db, request, ref, quantity),
  );

/** The answer to a change the cart may not hold (cart-rules.ts); `held` is what it holds already. */
function refused(refusal: AddRefusal, line: Omit<CartLine, 'quantity'>, held: number): ApiError {
  switch (refusal) {
    case 'not_for_sale':
      return new ApiError('NOT_FOUND', { en: 'This product is not for sale.', zh: '這件產品暫不發售。' });
    case 'members_only':
      return new ApiError('FORBIDDEN', { en: 'Sign in to buy credit.', zh: '請先登入再購買購物額。' });
    case 'out_of_stock':
      return outOfStock(line, held);
  }
}

const lockedAdd = (db: Db, request: CartRequest, ref: number, quantity: number) =>
  runCart(db, request, async ({ tx, cart, lines }) => {
    const found = await findVariant(tx, ref);
    const held = lines.find((l) => l.variant.id === found.variant.id)?.quantity ?? 0;
    const refusal = await refusalToHoldOf(tx, found.variant.id, request.memberId, held + quantity);
    if (refusal) throw refused(refusal, found, held);
    await setLineQuantity(tx, cart.id, found.variant.id, held + quantity);
    return resetCredit(tx, cart);
  });

export const updateProduct = (db: Db, request: CartRequest, ref: number, quantity: number) =>
  quickOrLocked(
    db,
    request,
    () => quickUpdate(db, request, ref, quantity),
    () =>
      runCart(db, request, async (scope) => {
        const line = await lineNamed(scope, ref);
        const refusal = await refusalToHoldOf(scope.tx, line.variant.id, scope.request.memberId, quantity);
        if (refusal) throw refused(refusal, line, 0);
        await setLineQuantity(scope.tx, scope.cart.id, line.variant.id, quantity);
        return resetCredit(scope.tx, scope.cart);
      }),
  );

export const removeProduct = (db: Db, request: CartRequest, ref: number) =>
  quickOrLocked(
    db,
    request,
    () => quickRemove(db, request, ref),
    () =>
      runCart(db, request, async (scope) => {
        const line = await lineNamed(scope, ref);
        await deleteLines(scope.tx, scope.cart.id, [line.variant.id]);
        return resetCredit(scope.tx, scope.cart);
      }),
  );

/** Empties the paid lines; gift lines go with them because the subtotal no longer earns them. */
export const removeAll = (db: Db, request: CartRequest) =>
  quickOrLocked(
    db,
    request,
    () => quickRemoveAll(db, request),
    () =>
      runCart(db, request, async ({ tx, cart }) => {
        await deleteLines(tx, cart.id);
        return resetCredit(tx, cart);
      }),
  );
