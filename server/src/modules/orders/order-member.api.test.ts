import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { coupons, grantCredit, makeProduct, newAccessToken, newMember, shopper } from '../cart/testing.ts';
import { bearer, outboxFor, unique } from '../members/testing.ts';
import { POINT_TYPE, pointLedger } from '../points/testing.ts';
import { billing, pickupOrder, shopPerFile } from './order.test-kit.ts';

const { t, shop } = shopPerFile();

const burn = (amount: number) => ({ points_to_burn: [{ point_type_id: 18, amount }] });

async function memberWith(credit: number, ...pricesCents: number[]) {
  const member = await newMember(t);
  if (credit > 0) await grantCredit(t, member.id, credit);
  const cart = shopper(t, await newAccessToken(t), member.token);
  for (const retailCents of pricesCents)
    await cart('cart_add_product', { product_id: (await makeProduct(t, { retailCents })).variantId });
  return { member, cart };
}

describe('a member’s order', () => {
  it('charges the coupon and the credit, burns the credit in the ledger and records the coupon use', async () => {
    const { member, cart } = await memberWith(150, 40_000);
    await cart('cart_coupon_code_apply', { coupon_code: 'WELCOME10' });
    expect((await cart('cart_credit_apply', burn(100))).body).toMatchObject({
      coupon_discount: 40,
      credit_discount: 100,
      total: 260,
    });
    const placed = await cart(
      'order_create',
      pickupOrder(shop, { billing: billing({ email: '', phone: '' }) }),
    );
    expect(placed.statusCode).toBe(200);
    const { order } = (await t.call('order_detail_get', { order_token: placed.body.order_token })).body;
    expect(order).toMatchObject({
      subtotal_amount: 400,
      discount_amount: 40,
      shipping_fee: 0,
      total_amount: 360,
      total_point_used: 100,
      total_point_to_cash_value: 100,
      cash_amount: 260,
      coupon_code: 'WELCOME10',
      email: member.email,
      payment_status: 'pending',
    });
    const burnt = await t.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, member.id), eq(pointLedger.reference, order.order_number)));
    expect(burnt).toMatchObject([{ pointTypeId: POINT_TYPE.credit, amount: -100, balanceAfter: 50 }]);
    expect((await outboxFor(t, member.email))[0]?.subject).toContain(order.order_number);

    await cart('cart_add_product', { product_id: (await makeProduct(t, { retailCents: 40_000 })).variantId });
    expectError(
      await cart('cart_coupon_code_apply', { coupon_code: 'WELCOME10' }),
      409,
      'COUPON_NOT_APPLICABLE',
    );
  });

  it('paid wholly with credit is paid at once', async () => {
    const { cart } = await memberWith(200, 12_000);
    await cart('cart_credit_apply', burn(120));
    const placed = (await cart('order_create', pickupOrder(shop))).body;
    const { order } = (await t.call('order_detail_get', { order_token: placed.order_token })).body;
    expect(order).toMatchObject({ total_amount: 120, cash_amount: 0, payment_status: 'paid' });
  });

  it('is refused when the credit applied is no longer in the balance, with nothing written', async () => {
    const { member, cart } = await memberWith(100, 20_000);
    await cart('cart_credit_apply', burn(100));
    await grantCredit(t, member.id, -60);
    expectError(await cart('order_create', pickupOrder(shop)), 409, 'INSUFFICIENT_CREDIT');
    expect((await cart('cart_get')).body.cart_items).toHaveLength(1);
  });
});

describe('member order lists', () => {
  it('order_get, purchased_item_get and member_voucher_get show only the member’s own', async () => {
    const { member, cart } = await memberWith(0, 40_000, 5_000);
    await cart('cart_coupon_code_apply', { coupon_code: 'WELCOME10' });
    const first = (await cart('order_create', pickupOrder(shop))).body;
    await cart('cart_add_product', { product_id: (await makeProduct(t, { retailCents: 3_000 })).variantId });
    const second = (await cart('order_create', pickupOrder(shop))).body;
    const auth = bearer(member.token);

    const list = await t.call('order_get', { limit: 999, offset: 0 }, auth);
    expect(list.body.total_rows).toBe(2);
    expect(list.body.orders.map((o: { order_number: string }) => o.order_number)).toEqual([
      second.order_number,
      first.order_number,
    ]);
    expect(list.body.orders[1]).toMatchObject({
      item_count: 2,
      subtotal_amount: 450,
      discount_amount: 45,
      total_amount: 405,
    });

    const items = await t.call('purchased_item_get', { limit: 2, offset: 0 }, auth);
    expect(items.body.total_rows).toBe(3);
    expect(items.body.order_products).toHaveLength(2);
    expect(items.body.order_products[0]).toMatchObject({ order_number: second.order_number, sale_price: 30 });

    const used = await t.call('member_voucher_get', { status: 'used' }, auth);
    expect(used.body.vouchers.map((v: { code: string }) => v.code)).toEqual(['WELCOME10']);
    expect(used.body.vouchers[0]).toMatchObject({ times_used: 1, uses_left: 0, min_subtotal: 300 });
    const active = await t.call('member_voucher_get', { status: 'active' }, auth);
    expect(active.body.vouchers.map((v: { code: string }) => v.code)).toContain('SAVE50');
    expect(active.body.vouchers.map((v: { code: string }) => v.code)).not.toContain('WELCOME10');
    expect((await t.call('member_voucher_get', { status: '' }, auth)).body.total_rows).toBeGreaterThanOrEqual(
      4,
    );

    const other = await newMember(t);
    expect((await t.call('order_get', {}, bearer(other.token))).body).toMatchObject({
      orders: [],
      total_rows: 0,
    });
  });

  it('member_voucher_get shows a coupon others used up as expired, and one with uses left as active', async () => {
    const [limited, open] = [`ONCE${unique()}`, `OPEN${unique()}`];
    await t.db.insert(coupons).values([
      { code: limited, kind: 'fixed', value: 1_000, usageLimit: 1 },
      { code: open, kind: 'fixed', value: 1_000, usageLimit: 2 },
    ]);
    for (const code of [limited, open]) {
      const { cart } = await memberWith(0, 20_000);
      await cart('cart_coupon_code_apply', { coupon_code: code });
      expect((await cart('order_create', pickupOrder(shop))).statusCode).toBe(200);
    }
    const other = bearer((await newMember(t)).token);
    const codes = async (status: string) =>
      (await t.call('member_voucher_get', { status }, other)).body.vouchers.map(
        (v: { code: string }) => v.code,
      );
    expect(await codes('expired')).toContain(limited);
    expect(await codes('active')).toContain(open);
    expect(await codes('active')).not.toContain(limited);
  });

  it('need a member token', async () => {
    for (const name of ['order_get', 'purchased_item_get', 'member_voucher_get'])
      expectError(await t.call(name), 401, 'UNAUTHORIZED');
  });
});
