import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { pickupOrder, shopLookups } from '../orders/testing.ts';
import { hashToken } from './access-token.ts';
import { carts, siteAccessTokens } from './cart.tables.ts';
import { makeProduct, newAccessToken, shopper } from './cart.test-kit.ts';
import { sweepExpiredAccessTokens } from './cart-housekeeping.job.ts';

const t = appPerFile();

async function guestWithCart() {
  const token = await newAccessToken(t);
  const { variantId } = await makeProduct(t);
  const res = await shopper(t, token)('cart_add_product', { product_id: variantId, quantity: 1 });
  expect(res.statusCode).toBe(200);
  const [row] = await t.db
    .select({ id: siteAccessTokens.id })
    .from(siteAccessTokens)
    .where(eq(siteAccessTokens.tokenHash, hashToken(token)));
  return { token, tokenId: row!.id, variantId };
}

describe('sweeping expired access tokens', () => {
  it('removes expired tokens with their guest carts and keeps live ones with theirs', async () => {
    const gone = await guestWithCart();
    const kept = await guestWithCart();
    await t.db
      .update(siteAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(siteAccessTokens.id, gone.tokenId));

    expect(await sweepExpiredAccessTokens(t.db)).toBeGreaterThanOrEqual(1);

    const tokensLeft = await t.db
      .select({ id: siteAccessTokens.id })
      .from(siteAccessTokens)
      .where(inArray(siteAccessTokens.id, [gone.tokenId, kept.tokenId]));
    expect(tokensLeft.map((r) => r.id)).toEqual([kept.tokenId]);
    const cartsLeft = await t.db
      .select({ tokenId: carts.accessTokenId })
      .from(carts)
      .where(inArray(carts.accessTokenId, [gone.tokenId, kept.tokenId]));
    expect(cartsLeft.map((r) => r.tokenId)).toEqual([kept.tokenId]);

    const stillShopping = await shopper(t, kept.token)('cart_get');
    expect(stillShopping.body.cart_items).toMatchObject([{ id: kept.variantId, quantity: 1 }]);
  });

  it('keeps an order placed with a token after the token is swept', async () => {
    const guest = await guestWithCart();
    const placed = await shopper(t, guest.token)('order_create', pickupOrder(await shopLookups(t)));
    expect(placed.statusCode).toBe(200);
    await t.db
      .update(siteAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(siteAccessTokens.id, guest.tokenId));
    await sweepExpiredAccessTokens(t.db);
    const order = await t.call('order_detail_get', { order_token: placed.body.order_token });
    expect(order.statusCode).toBe(200);
    expect(order.body.order.order_number).toBe(placed.body.order_number);
  });

  it('refuses a swept token and gives its browser a new one', async () => {
    const gone = await guestWithCart();
    await t.db
      .update(siteAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(siteAccessTokens.id, gone.tokenId));
    await sweepExpiredAccessTokens(t.db);
    const res = await t.call('access_token_get', { access_token: gone.token });
    expect(res.statusCode).toBe(200);
    expect(res.body.access_token).not.toBe(gone.token);
    expect((await shopper(t, gone.token)('cart_get')).statusCode).toBe(400);
  });
});
