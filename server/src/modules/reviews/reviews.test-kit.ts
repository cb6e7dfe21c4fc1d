import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appPerFile, filledBeforeTests, type TestApp } from '../../../test/test-app.ts';
import { OWNER, staffAuth } from '../admin/testing.ts';
import { makeProduct, newAccessToken, newMember, shopper } from '../cart/testing.ts';
import { bearer } from '../members/testing.ts';
import { orders, pickupOrder, type ShopLookups, shopLookups } from '../orders/testing.ts';

/** An Authorization header, as the storefront or the console sends it. */
export type Auth = Record<string, string>;

/** A build directory holding only index.html: enough for the server to render a page's head. */
function headOnlyWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reviews-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** The test file's app, its product pages rendered, with the owner signed in and the lookups read. */
export function reviewShopPerFile(): { t: TestApp; owner: Auth; shop: ShopLookups } {
  const t = appPerFile({ WEB_DIST: headOnlyWebDist() });
  return {
    t,
    owner: filledBeforeTests(() => staffAuth(t, OWNER)),
    shop: filledBeforeTests(() => shopLookups(t)),
  };
}

export interface Shopper {
  memberId: number;
  auth: Auth;
  orderId: number;
}

/**
 * A new member who ordered one unit of the product for pickup, paying at the store; `then` moves
 * the order on from the console (confirm the payment, cancel it, or leave it unpaid).
 */
export async function shopperWithOrder(
  t: TestApp,
  shop: ShopLookups,
  owner: Auth,
  variantId: number,
  then: 'confirm_payment' | 'cancel' | 'leave_unpaid',
): Promise<Shopper> {
  const member = await newMember(t);
  const cart = shopper(t, await newAccessToken(t), member.token);
  expect((await cart('cart_add_product', { product_id: variantId, quantity: 1 })).statusCode).toBe(200);
  const placed = await cart('order_create', pickupOrder(shop));
  expect(placed.statusCode).toBe(200);
  const [order] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, placed.body.order_number));
  if (then !== 'leave_unpaid') {
    const moved = await t.call('admin_order_transition', { order_id: order!.id, action: then }, owner);
    expect(moved.statusCode).toBe(200);
  }
  return { memberId: member.id, auth: bearer(member.token), orderId: order!.id };
}

/** A fresh product and a member who has paid for it. */
export async function paidBuyer(t: TestApp, shop: ShopLookups, owner: Auth) {
  const product = await makeProduct(t);
  const buyer = await shopperWithOrder(t, shop, owner, product.variantId, 'confirm_payment');
  return { product, buyer };
}
