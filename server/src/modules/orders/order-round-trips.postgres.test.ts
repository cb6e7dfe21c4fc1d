import { ne } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { statementsDuring } from '../../../test/statements-sent.ts';
import {
  grantCredit,
  inventoryOf,
  makeProduct,
  newAccessToken,
  newMember,
  shopper,
} from '../cart/testing.ts';
import { outbox } from '../messages/testing.ts';
import { pickupOrder, shopPerFile } from './order.test-kit.ts';

/**
 * Statements one order_create sends to PostgreSQL (docs/bench.md, "Round trips per call"): each is a
 * round trip while the order holds its locks, so the count is what bounds orders per second.
 */
const { t, shop } = shopPerFile();

describe('order_create round trips', () => {
  it('a guest pickup order sends 5 statements: token, BEGIN with the key, cart, lines, then writes and stock with the COMMIT', async () => {
    const { variantId } = await makeProduct(t);
    const cart = shopper(t, await newAccessToken(t));
    await cart('cart_add_product', { product_id: variantId });
    // The first order after a catalog write reads the lookups; the next ones keep them.
    expect((await cart('order_create', pickupOrder(shop))).statusCode).toBe(200);
    await cart('cart_add_product', { product_id: variantId });
    // The first order's email is sent by the outbox in the background (a claim and a mark): let it
    // finish, or on a busy machine its two statements land inside the count.
    await everyMessageSent();
    const sent = await statementsDuring(async () => {
      expect((await cart('order_create', pickupOrder(shop))).statusCode).toBe(200);
    });
    expect(sent.length).toBeLessThanOrEqual(5);
    // The variant row every buyer queues on is locked by the last statement, which commits with it.
    expect(sent.at(-1)).toContain('UPDATE variants SET inventory');
    expect(sent.filter((q) => /^commit$/i.test(q))).toEqual([]);
    expect(await inventoryOf(t, variantId)).toBe(18);
  });

  it('a guest order paying by FPS adds only its unpaid-order limits: its QR code pays the cached proxy', async () => {
    const { variantId } = await makeProduct(t);
    const cart = shopper(t, await newAccessToken(t));
    await cart('cart_add_product', { product_id: variantId });
    expect((await cart('order_create', pickupOrder(shop))).statusCode).toBe(200); // reads the lookups
    await cart('cart_add_product', { product_id: variantId });
    await everyMessageSent();
    const sent = await statementsDuring(async () => {
      const placed = await cart('order_create', pickupOrder(shop, { payment_method: 'fps' }));
      expect(placed.statusCode).toBe(200);
      expect(placed.body.fps_qr).toContain('1234567');
    });
    // The 5 of a pickup order, and the shopper's two locks and unpaid count: the payee is no statement.
    expect(sent.length).toBeLessThanOrEqual(8);
  });

  it('a member order with a coupon and credit adds only the coupon and credit work', async () => {
    const member = await newMember(t);
    await grantCredit(t, member.id, 500);
    const cart = shopper(t, await newAccessToken(t), member.token);
    const { variantId } = await makeProduct(t, { retailCents: 40_000 });
    expect((await cart('order_create', pickupOrder(shop))).statusCode).toBe(409); // empty: lookups read
    await cart('cart_add_product', { product_id: variantId });
    await cart('cart_coupon_code_apply', { coupon_code: 'WELCOME10' });
    await cart('cart_credit_apply', { points_to_burn: [{ point_type_id: 18, amount: 100 }] });
    // The earlier tests' confirmations may still be going out (a claim and a mark): not this order's.
    await everyMessageSent();
    const sent = await statementsDuring(async () => {
      expect((await cart('order_create', pickupOrder(shop))).statusCode).toBe(200);
    });
    // Member auth, then the coupon's pricing and re-check under its lock, the balance and rate, the
    // member’s lock and the ledger row: 18, against 34 before (docs/bench.md).
    expect(sent.length).toBeLessThanOrEqual(17);
  });

  it('sends the confirmations of a burst of orders from shared claims, each batch marked in one statement', async () => {
    const { variantId } = await makeProduct(t);
    const carts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const cart = shopper(t, await newAccessToken(t));
        await cart('cart_add_product', { product_id: variantId });
        return cart;
      }),
    );
    // A drain the earlier tests woke could claim before the count starts and mark inside it.
    await everyMessageSent();
    const sent = await statementsDuring(async () => {
      await Promise.all(carts.map((cart) => cart('order_create', pickupOrder(shop))));
      await everyMessageSent();
    });
    const outboxWrites = sent.filter((q) => q.startsWith('update "outbox"'));
    const claims = outboxWrites.filter((q) => q.includes('skip locked'));
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.length).toBeLessThan(10);
    expect(outboxWrites.length - claims.length).toBeLessThanOrEqual(claims.length);
  });
});

async function everyMessageSent() {
  await vi.waitFor(
    async () => {
      const pending = await t.db.select({ id: outbox.id }).from(outbox).where(ne(outbox.status, 'sent'));
      expect(pending).toEqual([]);
    },
    { timeout: 5000, interval: 100 },
  );
}
