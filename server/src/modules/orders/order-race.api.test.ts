import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  coupons,
  grantCredit,
  inventoryOf,
  makeProduct,
  newAccessToken,
  newMember,
  setInventory,
  shopper,
} from '../cart/testing.ts';
import { unique } from '../members/testing.ts';
import { POINT_TYPE, pointBalances, pointLedger } from '../points/testing.ts';
import { pickupOrder, shopPerFile } from './order.test-kit.ts';
import { couponUses, idempotencyKeys, orderLines, orders } from './orders.tables.ts';

/** Races that PGlite serialises and PostgreSQL runs for real: each must hold on both. */
const { t, shop } = shopPerFile();

const statuses = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort();

async function creditOf(memberId: number) {
  const [balance] = await t.db
    .select({ n: pointBalances.balance })
    .from(pointBalances)
    .where(and(eq(pointBalances.memberId, memberId), eq(pointBalances.pointTypeId, POINT_TYPE.credit)));
  const [ledger] = await t.db
    .select({ n: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.pointTypeId, POINT_TYPE.credit)));
  return { balance: balance?.n ?? 0, ledger: ledger!.n };
}

describe('racing checkouts', () => {
  it('give the last 5 units to exactly 5 of 50 buyers, and stock ends at 0', async () => {
    const { variantId } = await makeProduct(t, { inventory: 50, retailCents: 5_000 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const cart = shopper(t, await newAccessToken(t));
        expect((await cart('cart_add_product', { product_id: variantId })).statusCode).toBe(200);
        return cart;
      }),
    );
    await setInventory(t, variantId, 5);
    const results = await Promise.all(buyers.map((cart) => cart('order_create', pickupOrder(shop))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect(r.body.err_code).toBe('OUT_OF_STOCK');
    expect(await inventoryOf(t, variantId)).toBe(0);
    const sold = await t.db.select().from(orderLines).where(eq(orderLines.variantId, variantId));
    expect(sold).toHaveLength(5);
  });

  it('place every order of 20 buyers queuing for one variant, six each, none turned away as busy', async () => {
    const { variantId } = await makeProduct(t, { inventory: 1_000 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => shopper(t, await newAccessToken(t))),
    );
    const results = await Promise.all(
      buyers.map(async (cart) => {
        const placed = [];
        for (let i = 0; i < 6; i++) {
          await cart('cart_add_product', { product_id: variantId });
          placed.push(await cart('order_create', pickupOrder(shop)));
        }
        return placed;
      }),
    );
    expect(statuses(results.flat())).toEqual(Array(120).fill(200));
    expect(await inventoryOf(t, variantId)).toBe(880);
  });

  it('make one order of 20 parallel requests with one idempotency key', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { inventory: 10 });
    await cart('cart_add_product', { product_id: variantId, quantity: 2 });
    const body = pickupOrder(shop);
    const results = await Promise.all(Array.from({ length: 20 }, () => cart('order_create', body)));
    expect(statuses(results)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.order_token)).size).toBe(1);
    const keyed = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, body.idempotency_key));
    expect(keyed).toHaveLength(1);
    expect(await inventoryOf(t, variantId)).toBe(8);
  });

  it('never burn credit twice: two devices of one member, or a spend elsewhere at the same moment', async () => {
    const member = await newMember(t);
    await grantCredit(t, member.id, 100);
    const phone = shopper(t, await newAccessToken(t), member.token);
    const laptop = shopper(t, await newAccessToken(t), member.token);
    await phone('cart_add_product', {
      product_id: (await makeProduct(t, { retailCents: 15_000 })).variantId,
    });
    expect(
      (await laptop('cart_credit_apply', { points_to_burn: [{ point_type_id: 18, amount: 100 }] })).body
        .credit_amount,
    ).toBe(100);
    const both = await Promise.all([
      phone('order_create', pickupOrder(shop)),
      laptop('order_create', pickupOrder(shop)),
    ]);
    expect(statuses(both)).toEqual([200, 409]);
    expect(await creditOf(member.id)).toEqual({ balance: 0, ledger: 0 });

    await grantCredit(t, member.id, 100);
    await phone('cart_add_product', {
      product_id: (await makeProduct(t, { retailCents: 15_000 })).variantId,
    });
    await phone('cart_credit_apply', { points_to_burn: [{ point_type_id: 18, amount: 100 }] });
    const spendElsewhere = t.db
      .insert(pointLedger)
      .values({
        memberId: member.id,
        pointTypeId: POINT_TYPE.credit,
        amount: -100,
        balanceAfter: 0,
        reason: 'test',
        descriptionEn: 'Spent',
        descriptionZh: '已用',
      })
      .then(
        () => 'spent',
        () => 'refused',
      );
    const [order, spend] = await Promise.all([phone('order_create', pickupOrder(shop)), spendElsewhere]);
    expect([order.statusCode === 200 ? 'spent' : order.body.err_code, spend].sort()).toEqual(
      ['INSUFFICIENT_CREDIT', 'spent'].sort(),
    );
    expect(await creditOf(member.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('stop a coupon at its usage limit however many orders race for it', async () => {
    const code = `LIMIT${unique()}`;
    const [coupon] = await t.db
      .insert(coupons)
      .values({ code, kind: 'fixed', value: 1_000, usageLimit: 3 })
      .returning();
    // A product each, so that no shared stock row makes the orders take turns: only the coupon's lock may.
    const products = await Promise.all(
      Array.from({ length: 8 }, () => makeProduct(t, { inventory: 1, retailCents: 20_000 })),
    );
    const buyers = await Promise.all(
      products.map(async ({ variantId }) => {
        const member = await newMember(t);
        const cart = shopper(t, await newAccessToken(t), member.token);
        await cart('cart_add_product', { product_id: variantId });
        expect((await cart('cart_coupon_code_apply', { coupon_code: code })).body.coupon_discount).toBe(10);
        return cart;
      }),
    );
    const results = await Promise.all(buyers.map((cart) => cart('order_create', pickupOrder(shop))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect(r.body.err_code).toBe('COUPON_NOT_APPLICABLE');
    expect(await t.db.select().from(couponUses).where(eq(couponUses.couponId, coupon!.id))).toHaveLength(3);
    expect(await t.db.select().from(orders).where(eq(orders.couponId, coupon!.id))).toHaveLength(3);
    const left = await Promise.all(products.map(({ variantId }) => inventoryOf(t, variantId)));
    expect(left.filter((n) => n === 0)).toHaveLength(3);
  });
});
