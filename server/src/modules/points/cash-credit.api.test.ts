import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { grantCredit, newAccessToken, newMember, shopper } from '../cart/testing.ts';
import { bearer } from '../members/testing.ts';
import { orderLines, shopPerFile } from '../orders/testing.ts';
import { issueCashCreditForPaidOrder } from './cash-credit.service.ts';
import { markPaid, type OrderRow, placeMemberOrder, refund } from './loyalty.test-kit.ts';
import { POINT_TYPE } from './points.tables.ts';
import { balanceOf, ledgerRows, ledgerSum } from './points.test-kit.ts';

const { beans, credit } = POINT_TYPE;

/** The seeded HK$200 pack: 210 credit. */
let pack: { variant_id: number; price: number; credit_amount: number };
const { t, shop } = shopPerFile();
beforeAll(async () => {
  const list = await t.call('cash_credit_product_get', { sort_by: 'price_low_high' });
  pack = list.body.cash_credit_products[0];
});

async function memberCart() {
  const member = await newMember(t);
  return { member, auth: bearer(member.token), cart: shopper(t, await newAccessToken(t), member.token) };
}

const creditRows = async (memberId: number, reason: string) =>
  (await ledgerRows(t, memberId)).filter((r) => r.reason === reason);

async function packLineOf(order: OrderRow) {
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return line!;
}

describe('buying a cash credit pack through the cart', () => {
  it('adds the pack to a member’s cart at its price; neither a coupon nor credit pays for it', async () => {
    const { member, cart } = await memberCart();
    const added = await cart('cart_add_product', { product_id: pack.variant_id });
    expect(added.statusCode).toBe(200);
    expect(added.body.cart_items).toHaveLength(1);
    expect(added.body.subtotal).toBe(200);
    expect(added.body.total).toBe(200);

    // HK$200 of credit is not HK$300 of goods: WELCOME10's minimum is not reached.
    expectError(
      await cart('cart_coupon_code_apply', { coupon_code: 'WELCOME10' }),
      409,
      'COUPON_NOT_APPLICABLE',
    );
    await grantCredit(t, member.id, 500);
    const paying = await cart('cart_credit_apply', {
      points_to_burn: [{ point_type_id: credit, amount: 1 }],
    });
    expectError(paying, 409, 'CREDIT_ABOVE_TOTAL');
    expect(paying.body.err_message).toContain('At most $0.00 credit');
  });

  it('keeps the packs out of the catalogue: they are sold from the credit shop only', async () => {
    const listed = await t.call('product_get', { limit: 200, offset: 0 });
    const names = listed.body.products.map((p: { product_name_en: string }) => p.product_name_en);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name: string) => name.includes('credit for'))).toEqual([]);
  });

  it('refuses a guest, who has no balance to receive the credit', async () => {
    const guest = shopper(t, await newAccessToken(t));
    expectError(await guest('cart_add_product', { product_id: pack.variant_id }), 403, 'FORBIDDEN');
  });

  it('issues the credit once the order is paid, and earns Beans on the cash like any order', async () => {
    const { member, auth } = await memberCart();
    const order = await placeMemberOrder(t, shop, auth, { variantIds: [pack.variant_id] });
    expect(order).toMatchObject({ paymentStatus: 'pending', cashCents: 20_000 });
    expect(await balanceOf(t, member.id, credit)).toBe(0);

    expect(await markPaid(t, order)).toMatchObject({ beans: 200, credit: 210 });
    const [issued] = await creditRows(member.id, 'cash_credit_purchase');
    expect(issued).toMatchObject({
      amount: 210,
      reference: order.orderNumber,
      descriptionEn: `$210.00 credit bought on order ${order.orderNumber}`,
      descriptionZh: `訂單 ${order.orderNumber} 購買 $210.00 購物額`,
    });
    expect(await balanceOf(t, member.id, beans)).toBe(200);
    expect(await t.db.transaction((tx) => issueCashCreditForPaidOrder(tx, order.id))).toBe(0);
    expect(await balanceOf(t, member.id, credit)).toBe(210);
  });

  it('issues the credit once when ten confirmations race', async () => {
    const { member, auth } = await memberCart();
    const order = await placeMemberOrder(t, shop, auth, { variantIds: [pack.variant_id, pack.variant_id] });
    const issued = await Promise.all(
      Array.from({ length: 10 }, () => t.db.transaction((tx) => issueCashCreditForPaidOrder(tx, order.id))),
    );
    expect(issued.filter((c) => c > 0)).toEqual([420]);
    expect(await creditRows(member.id, 'cash_credit_purchase')).toHaveLength(1);
    expect(await balanceOf(t, member.id, credit)).toBe(420);
    expect(await ledgerSum(t, member.id, credit)).toBe(420);
  });
});

describe('refunding a cash credit pack', () => {
  it('takes the credit back, or what is left of it when some was spent', async () => {
    const { member, auth } = await memberCart();
    const order = await placeMemberOrder(t, shop, auth, { variantIds: [pack.variant_id, pack.variant_id] });
    await markPaid(t, order);
    const line = await packLineOf(order);

    const one = await refund(t, order, 'refund-1', 20_000, [{ orderLineId: line.id, quantity: 1 }]);
    expect(one).toMatchObject({ creditDue: 210, creditTaken: 210, beansTaken: 200 });
    expect(await balanceOf(t, member.id, credit)).toBe(210);

    // The member spends most of the rest; the second refund takes what is left and no more.
    const spend = await placeMemberOrder(t, shop, auth, { retailCents: 20_000, creditPoints: 200 });
    expect(spend.creditPoints).toBe(200);
    const two = await refund(t, order, 'refund-2', 20_000, [{ orderLineId: line.id, quantity: 1 }]);
    expect(two).toMatchObject({ creditDue: 210, creditTaken: 10 });
    expect(await balanceOf(t, member.id, credit)).toBe(0);
    const [, last] = await creditRows(member.id, 'cash_credit_revoked');
    expect(last!.descriptionEn).toContain('200 credit already spent, not taken back');
  });

  it('never issues the credit of units refunded before the order was paid', async () => {
    const { member, auth } = await memberCart();
    const order = await placeMemberOrder(t, shop, auth, { variantIds: [pack.variant_id, pack.variant_id] });
    const line = await packLineOf(order);
    expect(await refund(t, order, 'refund-1', 0, [{ orderLineId: line.id, quantity: 1 }])).toMatchObject({
      creditDue: 0,
    });
    expect((await markPaid(t, order)).credit).toBe(210);
    expect(await balanceOf(t, member.id, credit)).toBe(210);
  });
});
