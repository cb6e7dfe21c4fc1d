import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, expectError } from '../../../test/test-app.ts';
import { deliveryCountries } from '../../db/schema.ts';
import { cartLines, freeGiftRules } from './cart.tables.ts';
import { makeProduct, newAccessToken, shopper } from './cart.test-kit.ts';

// The one-statement changes (cart-fast-path.ts) and the settings kept per catalog version.

const t = appPerFile();

describe('parallel changes to one cart', () => {
  it('count every add, also while the first ones create the cart', async () => {
    const cart = shopper(t, await newAccessToken(t));
    // Cheap enough that no free gift joins the lines.
    const a = await makeProduct(t, { inventory: 100, retailCents: 1_000 });
    const b = await makeProduct(t, { inventory: 100, retailCents: 1_000 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        cart('cart_add_product', { product_id: (i % 2 === 0 ? a : b).variantId, quantity: 2 }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect((await cart('cart_get')).body.cart_items).toMatchObject([{ quantity: 12 }, { quantity: 12 }]);
  });

  it('leave the line as the last one set, never above the stock', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { inventory: 6 });
    await cart('cart_add_product', { product_id: variantId });
    const results = await Promise.all([
      ...[2, 3, 4, 5, 6].map((quantity) => cart('cart_update_product', { product_id: variantId, quantity })),
      ...Array.from({ length: 5 }, () => cart('cart_add_product', { product_id: variantId })),
    ]);
    expect(results.every((r) => r.statusCode === 200 || r.body.err_code === 'OUT_OF_STOCK')).toBe(true);
    const [line] = await t.db.select().from(cartLines).where(eq(cartLines.variantId, variantId));
    expect(line!.quantity).toBeLessThanOrEqual(6);
  });
});

describe('a change that cannot be answered', () => {
  it('writes nothing: an unknown delivery country refuses the add', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t);
    expectError(
      await cart('cart_add_product', { product_id: variantId, delivery_country_id: 999_999 }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await cart('cart_get')).body.cart_items).toEqual([]);
  });
});

describe('gift rules and delivery fees', () => {
  it('are priced as staff last set them', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { retailCents: 10_000 });
    const [country] = await t.db.select().from(deliveryCountries).limit(1);
    const withFee = (feeCents: number) =>
      t.db.update(deliveryCountries).set({ feeCents }).where(eq(deliveryCountries.id, country!.id));
    await withFee(1_500);
    await cart('cart_add_product', { product_id: variantId });
    const before = await cart('cart_get', { delivery_country_id: country!.id });
    expect(before.body.shipping_fee).toBe(15);
    expect(before.body.cart_items).toHaveLength(1);

    await withFee(2_500);
    const [rule] = await t.db.select().from(freeGiftRules).limit(1);
    await t.db.update(freeGiftRules).set({ minSubtotalCents: 5_000 }).where(eq(freeGiftRules.id, rule!.id));
    try {
      const after = await cart('cart_get', { delivery_country_id: country!.id });
      expect(after.body.shipping_fee).toBe(25);
      expect(after.body.cart_items).toMatchObject([{ is_free_product: 0 }, { is_free_product: 1 }]);
    } finally {
      await t.db
        .update(freeGiftRules)
        .set({ minSubtotalCents: rule!.minSubtotalCents })
        .where(eq(freeGiftRules.id, rule!.id));
      await withFee(country!.feeCents);
    }
  });
});
