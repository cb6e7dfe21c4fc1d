import { describe, expect, it } from 'vitest';
import { appPerFile, expectError } from '../../../test/test-app.ts';
import {
  grantCredit,
  makeProduct,
  newAccessToken,
  newMember,
  setInventory,
  shopper,
} from './cart.test-kit.ts';

const t = appPerFile();

const burn = (amount: number) => ({ points_to_burn: [{ point_type_id: 18, amount }] });

describe('a member’s cart', () => {
  it('follows the member across devices', async () => {
    const member = await newMember(t);
    const phone = shopper(t, await newAccessToken(t), member.token);
    const laptop = shopper(t, await newAccessToken(t), member.token);
    const { variantId } = await makeProduct(t);
    await phone('cart_add_product', { product_id: variantId, quantity: 2 });
    expect((await laptop('cart_get')).body.cart_items).toMatchObject([{ id: variantId, quantity: 2 }]);
  });

  it('takes in the guest lines of this browser at the first member call, capped at stock', async () => {
    const member = await newMember(t);
    const token = await newAccessToken(t);
    const both = await makeProduct(t, { inventory: 5, retailCents: 1_000 });
    const guestOnly = await makeProduct(t, { inventory: 5, retailCents: 1_000 });
    await shopper(
      t,
      await newAccessToken(t),
      member.token,
    )('cart_add_product', { product_id: both.variantId, quantity: 3 });
    const guest = shopper(t, token);
    await guest('cart_add_product', { product_id: both.variantId, quantity: 4 });
    await guest('cart_add_product', { product_id: guestOnly.variantId, quantity: 1 });

    const merged = await shopper(t, token, member.token)('cart_get');
    expect(merged.body.cart_items).toMatchObject([
      { id: both.variantId, quantity: 5 },
      { id: guestOnly.variantId, quantity: 1 },
    ]);
    expect(merged.body.messages.map((m: { code: string }) => m.code)).toEqual([
      'CART_MERGED',
      'QUANTITY_REDUCED',
    ]);
    expect((await guest('cart_get')).body.cart_items).toEqual([]);
    expect((await shopper(t, token, member.token)('cart_get')).body.messages).toEqual([]);
  });

  it('answers 401 to a cart call with a Bearer token that is not valid', async () => {
    const res = await shopper(t, await newAccessToken(t), 'not.a.jwt')('cart_get');
    expectError(res, 401, 'UNAUTHORIZED');
  });
});

describe('credit', () => {
  it('pays part of the cart, up to the balance and to what is payable', async () => {
    const member = await newMember(t);
    await grantCredit(t, member.id, 120);
    const cart = shopper(t, await newAccessToken(t), member.token);
    const { variantId } = await makeProduct(t, { retailCents: 10_050 });
    await cart('cart_add_product', { product_id: variantId });
    const applied = await cart('cart_credit_apply', burn(40));
    expect(applied.body).toMatchObject({
      subtotal: 100.5,
      credit_amount: 40,
      credit_discount: 40,
      total: 60.5,
    });
    const over = await cart('cart_credit_apply', burn(101));
    expectError(over, 409, 'CREDIT_ABOVE_TOTAL');
    expect(over.body.err_message).toContain('100');
    expect((await cart('cart_credit_apply', burn(100))).body).toMatchObject({
      credit_discount: 100,
      total: 0.5,
    });
    const more = await cart('cart_add_product', {
      product_id: (await makeProduct(t, { retailCents: 50_000 })).variantId,
    });
    expectError(await cart('cart_credit_apply', burn(121)), 409, 'INSUFFICIENT_CREDIT');
    expect(more.body).toMatchObject({ credit_amount: 0, credit_discount: 0 });
  });

  it('resets to 0 after add, update, remove and remove-all, and can be removed', async () => {
    const member = await newMember(t);
    await grantCredit(t, member.id, 500);
    const cart = shopper(t, await newAccessToken(t), member.token);
    const a = await makeProduct(t, { retailCents: 20_000 });
    const changes: [string, Record<string, unknown>][] = [
      ['cart_add_product', { product_id: a.variantId }],
      ['cart_update_product', { product_id: a.variantId, quantity: 2 }],
      ['cart_remove_product', { product_id: a.variantId }],
      ['cart_remove_all', {}],
      ['cart_credit_remove', {}],
    ];
    for (const [name, body] of changes) {
      await cart('cart_remove_all');
      await cart('cart_add_product', { product_id: a.variantId });
      expect((await cart('cart_credit_apply', burn(150))).body.credit_amount).toBe(150);
      expect((await cart(name, body)).body).toMatchObject({ credit_amount: 0, credit_discount: 0 });
    }
  });

  it('only takes credit (point type 18)', async () => {
    const member = await newMember(t);
    const res = await shopper(
      t,
      await newAccessToken(t),
      member.token,
    )('cart_credit_apply', {
      points_to_burn: [{ point_type_id: 17, amount: 10 }],
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });

  it('shrinks, with a message, when the balance fell since it was applied', async () => {
    const member = await newMember(t);
    await grantCredit(t, member.id, 80);
    const cart = shopper(t, await newAccessToken(t), member.token);
    await cart('cart_add_product', { product_id: (await makeProduct(t, { retailCents: 20_000 })).variantId });
    await cart('cart_credit_apply', burn(80));
    await grantCredit(t, member.id, -50);
    const res = await cart('cart_get');
    expect(res.body).toMatchObject({ credit_amount: 30, credit_discount: 30, total: 170 });
    expect(res.body.messages).toMatchObject([{ code: 'CREDIT_REDUCED' }]);
  });
});

describe('stock after merging', () => {
  it('drops a guest line that sold out before the merge', async () => {
    const member = await newMember(t);
    const token = await newAccessToken(t);
    const { variantId } = await makeProduct(t, { inventory: 3 });
    await shopper(t, token)('cart_add_product', { product_id: variantId });
    await setInventory(t, variantId, 0);
    const res = await shopper(t, token, member.token)('cart_get');
    expect(res.body.cart_items).toEqual([]);
    expect(res.body.messages.map((m: { code: string }) => m.code)).toContain('ITEM_REMOVED');
  });
});
