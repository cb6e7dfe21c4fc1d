import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, expectError } from '../../../test/test-app.ts';
import { hashToken } from './access-token.ts';
import { siteAccessTokens } from './cart.tables.ts';
import { makeProduct, newAccessToken, setInventory, shopper } from './cart.test-kit.ts';

const t = appPerFile();

describe('access_token_get', () => {
  it('issues a random token of at least 128 bits and stores only its hash', async () => {
    const token = await newAccessToken(t);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await newAccessToken(t)).not.toBe(token);
    const stored = await t.db
      .select()
      .from(siteAccessTokens)
      .where(eq(siteAccessTokens.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    const raw = await t.db.select().from(siteAccessTokens).where(eq(siteAccessTokens.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('returns a valid token unchanged, and replaces an unknown or expired one', async () => {
    const token = await newAccessToken(t);
    expect((await t.call('access_token_get', { access_token: token })).body.access_token).toBe(token);
    expect((await t.call('access_token_get', { access_token: 'made-up' })).body.access_token).not.toBe(
      'made-up',
    );
    await t.db
      .update(siteAccessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(siteAccessTokens.tokenHash, hashToken(token)));
    expect((await t.call('access_token_get', { access_token: token })).body.access_token).not.toBe(token);
  });
});

describe('cart calls with a bad access token', () => {
  it('answer 400 INVALID_ACCESS_TOKEN for a missing, unknown or expired token', async () => {
    for (const access_token of ['', 'not-a-token']) {
      expectError(await shopper(t, access_token)('cart_get'), 400, 'INVALID_ACCESS_TOKEN');
    }
    const token = await newAccessToken(t);
    await t.db
      .update(siteAccessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(siteAccessTokens.tokenHash, hashToken(token)));
    const { variantId } = await makeProduct(t);
    expectError(
      await shopper(t, token)('cart_add_product', { product_id: variantId }),
      400,
      'INVALID_ACCESS_TOKEN',
    );
  });
});

describe('a guest cart', () => {
  it('starts empty, with shipping "calculated at checkout"', async () => {
    const res = await shopper(t, await newAccessToken(t))('cart_get');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      cart_items: [],
      subtotal: 0,
      credit_discount: 0,
      coupon_discount: 0,
      shipping_fee: null,
      total: 0,
      credit_amount: 0,
      coupon_code: '',
      messages: [],
    });
  });

  it('adds a variant (one by default), adds more to the same line and answers the whole cart', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId, productId } = await makeProduct(t, { retailCents: 12_550 });
    expect((await cart('cart_add_product', { product_id: variantId })).body.cart_items).toMatchObject([
      { id: variantId, product_id: productId, quantity: 1 },
    ]);
    const res = await cart('cart_add_product', { product_id: variantId, quantity: 2 });
    expect(res.body.cart_items).toHaveLength(1);
    expect(res.body.cart_items[0]).toMatchObject({
      quantity: 3,
      retail_price: 125.5,
      is_free_product: 0,
      selectedProductColor: '',
    });
    expect(res.body).toMatchObject({ subtotal: 376.5, total: 376.5 });
  });

  it('accepts the id of a product with exactly one variant, and no other product id', async () => {
    const cart = shopper(t, await newAccessToken(t));
    // Ids no variant has: a variant id wins over a product id when both exist.
    const single = await makeProduct(t, { productId: 900_001 });
    const several = await makeProduct(t, { productId: 900_002, variantCount: 2 });
    const added = await cart('cart_add_product', { product_id: single.productId, quantity: '2' });
    expect(added.body.cart_items).toMatchObject([{ id: single.variantId, quantity: 2 }]);
    expectError(await cart('cart_add_product', { product_id: several.productId }), 404, 'NOT_FOUND');
  });

  it('refuses a quantity that is not a whole number of at least 1, and hidden products', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t);
    for (const quantity of [0, -1, 1.5, 'two']) {
      expectError(
        await cart('cart_add_product', { product_id: variantId, quantity }),
        400,
        'VALIDATION_FAILED',
      );
    }
    const hidden = await makeProduct(t, { active: false });
    expectError(await cart('cart_add_product', { product_id: hidden.variantId }), 404, 'NOT_FOUND');
  });

  it('updates and removes lines, and empties the cart', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const a = await makeProduct(t);
    const b = await makeProduct(t);
    await cart('cart_add_product', { product_id: a.variantId });
    await cart('cart_add_product', { product_id: b.variantId });
    expect(
      (await cart('cart_update_product', { product_id: a.variantId, quantity: 4 })).body.cart_items,
    ).toMatchObject([
      { id: a.variantId, quantity: 4 },
      { id: b.variantId, quantity: 1 },
    ]);
    expect((await cart('cart_remove_product', { product_id: a.variantId })).body.cart_items).toMatchObject([
      { id: b.variantId },
    ]);
    expectError(
      await cart('cart_update_product', { product_id: a.variantId, quantity: 1 }),
      404,
      'CART_ITEM_NOT_FOUND',
    );
    expectError(await cart('cart_remove_product', { product_id: a.variantId }), 404, 'CART_ITEM_NOT_FOUND');
    expect((await cart('cart_remove_all')).body).toMatchObject({ cart_items: [], subtotal: 0, total: 0 });
  });

  it('keeps two browsers’ carts apart', async () => {
    const first = shopper(t, await newAccessToken(t));
    const second = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t);
    await first('cart_add_product', { product_id: variantId });
    expect((await second('cart_get')).body.cart_items).toEqual([]);
  });
});

describe('stock in the cart', () => {
  it('never holds more than the inventory, and names what is left in both languages', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { inventory: 5 });
    await cart('cart_add_product', { product_id: variantId, quantity: 3 });
    const over = await cart('cart_add_product', { product_id: variantId, quantity: 3 });
    expectError(over, 409, 'OUT_OF_STOCK');
    expect(over.body.err_message).toMatch(/Only 5 .* left and you already have 3/);
    expect(over.body.err_message_zh).toContain('5');
    expectError(
      await cart('cart_update_product', { product_id: variantId, quantity: 6 }),
      409,
      'OUT_OF_STOCK',
    );
    expect(
      (await cart('cart_update_product', { product_id: variantId, quantity: 5 })).body.cart_items[0].quantity,
    ).toBe(5);
    await setInventory(t, variantId, 0);
    expect((await cart('cart_add_product', { product_id: variantId })).body.err_message).toMatch(/sold out/);
  });

  it('caps a line whose stock fell, or drops it at 0, and says so once', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const falling = await makeProduct(t, { inventory: 10 });
    const vanishing = await makeProduct(t, { inventory: 10 });
    await cart('cart_add_product', { product_id: falling.variantId, quantity: 6 });
    await cart('cart_add_product', { product_id: vanishing.variantId, quantity: 2 });
    await setInventory(t, falling.variantId, 4);
    await setInventory(t, vanishing.variantId, 0);
    const res = await cart('cart_get');
    expect(res.body.cart_items).toMatchObject([{ id: falling.variantId, quantity: 4 }]);
    expect(res.body.messages.map((m: { code: string }) => m.code).sort()).toEqual([
      'ITEM_REMOVED',
      'QUANTITY_REDUCED',
    ]);
    for (const m of res.body.messages) expect(m.message_zh).toMatch(/[\u4e00-\u9fff]/);
    expect((await cart('cart_get')).body.messages).toEqual([]);
  });

  it('lets parallel adds to one cart never pass the stock', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { inventory: 5 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => cart('cart_add_product', { product_id: variantId })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect((await cart('cart_get')).body.cart_items[0].quantity).toBe(5);
  });
});
