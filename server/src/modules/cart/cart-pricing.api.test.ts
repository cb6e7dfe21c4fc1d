import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp } from '../../../test/test-app.ts';
import { freeGiftRules } from './cart.tables.ts';
import { makeProduct, newAccessToken, setInventory, shopper } from './cart.test-kit.ts';

let t: TestApp;
let hongKong: { id: number; shipping_fee: number; free_shipping_threshold: number };
let giftVariantId: number;
beforeAll(async () => {
  t = await createTestApp();
  const countries = (await t.call('delivery_country_get')).body.delivery_countries;
  hongKong = countries.find((c: { name_en: string }) => c.name_en === 'Hong Kong');
  const [rule] = await t.db.select().from(freeGiftRules);
  giftVariantId = rule!.giftVariantId;
});
afterAll(() => t.close());

describe('prices in the cart', () => {
  it('charges the sale price only while the variant carries a discount', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const onSale = await makeProduct(t, { retailCents: 20_000, saleCents: 16_000, discount: 20 });
    const notOnSale = await makeProduct(t, { retailCents: 20_000, saleCents: 16_000, discount: 0 });
    await cart('cart_add_product', { product_id: onSale.variantId });
    const res = await cart('cart_add_product', { product_id: notOnSale.variantId });
    expect(res.body.subtotal).toBe(360);
  });
});

describe('shipping', () => {
  it('is null without a delivery country, the flat fee below the threshold and free at or above it', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { retailCents: 10_000 });
    const one = await cart('cart_add_product', { product_id: variantId });
    expect(one.body).toMatchObject({ shipping_fee: null, total: 100 });
    const delivered = await cart('cart_get', { delivery_country_id: hongKong.id });
    expect(delivered.body).toMatchObject({
      shipping_fee: hongKong.shipping_fee,
      total: 100 + hongKong.shipping_fee,
    });
    const enough = Math.ceil(hongKong.free_shipping_threshold / 100);
    const free = await cart('cart_update_product', {
      product_id: variantId,
      quantity: enough,
      delivery_country_id: String(hongKong.id),
    });
    expect(free.body).toMatchObject({ shipping_fee: 0, total: free.body.subtotal });
  });

  it('refuses a delivery country the shop does not deliver to', async () => {
    const res = await shopper(t, await newAccessToken(t))('cart_get', { delivery_country_id: 999_999 });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.err_message).toContain('delivery_country_id');
  });
});

describe('the free gift', () => {
  it('appears at HK$600, is free, is not in the subtotal, and goes below it', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { retailCents: 30_000 });
    expect((await cart('cart_add_product', { product_id: variantId })).body.cart_items).toHaveLength(1);
    const over = await cart('cart_update_product', { product_id: variantId, quantity: 2 });
    expect(over.body.subtotal).toBe(600);
    expect(over.body.total).toBe(600);
    const gift = over.body.cart_items.find((i: { is_free_product: number }) => i.is_free_product === 1);
    expect(gift).toMatchObject({ id: giftVariantId, quantity: 1, sale_price: 0, discount: 100 });
    expect(gift.product_name_zh).toMatch(/贈品/);
    const under = await cart('cart_update_product', { product_id: variantId, quantity: 1 });
    expect(under.body.cart_items.map((i: { id: number }) => i.id)).toEqual([variantId]);
  });

  it('cannot be removed or changed by the shopper', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { retailCents: 70_000 });
    await cart('cart_add_product', { product_id: variantId });
    expectError(await cart('cart_remove_product', { product_id: giftVariantId }), 409, 'FREE_GIFT_LOCKED');
    expectError(
      await cart('cart_update_product', { product_id: giftVariantId, quantity: 3 }),
      409,
      'FREE_GIFT_LOCKED',
    );
    expectError(await cart('cart_add_product', { product_id: giftVariantId }), 404, 'NOT_FOUND');
    expect((await cart('cart_get')).body.cart_items).toHaveLength(2);
  });

  it('is left out, with a message, once the gifts run out', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { retailCents: 70_000 });
    await setInventory(t, giftVariantId, 0);
    try {
      const res = await cart('cart_add_product', { product_id: variantId });
      expect(res.body.cart_items).toHaveLength(1);
      expect(res.body.messages).toMatchObject([{ code: 'FREE_GIFT_OUT_OF_STOCK' }]);
    } finally {
      await setInventory(t, giftVariantId, 300);
    }
  });
});

describe('member benefits', () => {
  it('are refused to guests with 401', async () => {
    const cart = shopper(t, await newAccessToken(t));
    expectError(await cart('cart_coupon_code_apply', { coupon_code: 'WELCOME10' }), 401, 'UNAUTHORIZED');
    expectError(
      await cart('cart_credit_apply', { points_to_burn: [{ point_type_id: 18, amount: 10 }] }),
      401,
      'UNAUTHORIZED',
    );
  });
});
