import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newMember } from '../cart/testing.ts';
import { bearer } from '../members/testing.ts';
import { shopPerFile } from '../orders/testing.ts';
import { orderPointReversals } from './loyalty.tables.ts';
import { markPaid, placeMemberOrder, refund, reversePoints, tierOf } from './loyalty.test-kit.ts';
import { reverseOrderPoints } from './order-reversal.service.ts';
import { POINT_TYPE } from './points.tables.ts';
import { balanceOf, ledgerRows, ledgerSum } from './points.test-kit.ts';

const { beans } = POINT_TYPE;

const { t, shop } = shopPerFile();

/** A new member with one paid cash order of `retailCents`, which earned its Beans. */
async function paidOrderOf(retailCents: number) {
  const member = await newMember(t);
  const auth = bearer(member.token);
  const order = await placeMemberOrder(t, shop, auth, { retailCents });
  await markPaid(t, order);
  return { member, auth, order };
}

const reversalRows = async (memberId: number) =>
  (await ledgerRows(t, memberId)).filter((r) => r.reason === 'order_reversed');

describe('reversing the Beans of a refunded order', () => {
  it('reverses in proportion to the cash refunded, as ledger rows in both languages', async () => {
    const { member, order } = await paidOrderOf(100_000);
    expect(await balanceOf(t, member.id, beans)).toBe(1_000);

    expect(await refund(t, order, 'refund-1', 40_000)).toEqual({
      beansDue: 400,
      beansTaken: 400,
      creditDue: 0,
      creditTaken: 0,
    });
    const [row] = await reversalRows(member.id);
    expect(row).toMatchObject({
      amount: -400,
      reference: `${order.orderNumber}/refund-1`,
      descriptionEn: `400 Beans reversed: order ${order.orderNumber} refunded HK$400`,
      descriptionZh: `訂單 ${order.orderNumber} 退款 HK$400，扣回 400 咖啡豆積分`,
    });

    // The rest of the cash: everything earned is reversed, and not a Bean more.
    expect((await refund(t, order, 'refund-2', 60_000)).beansTaken).toBe(600);
    expect(await balanceOf(t, member.id, beans)).toBe(0);
    expect(await ledgerSum(t, member.id, beans)).toBe(0);
  });

  it('never drives the balance below 0 when the Beans were already exchanged: it takes what is there and records the rest', async () => {
    const { member, auth, order } = await paidOrderOf(120_000);
    const options = (await t.call('credit_product_get', { sort_by: 'price_low_high' })).body.credit_products;
    const exchanged = await t.call(
      'point_transfer',
      { point_type_from: 17, point_type_to: 18, from_amount: 1_000, credit_product_id: options[0].id },
      auth,
    );
    expect(exchanged.body.current_from_balance).toBe(200);

    expect(await refund(t, order, 'cancel', 120_000)).toMatchObject({ beansDue: 1_200, beansTaken: 200 });
    expect(await balanceOf(t, member.id, beans)).toBe(0);
    const [row] = await reversalRows(member.id);
    expect(row!.descriptionEn).toContain('1,000 Beans already spent, not taken back');
    expect(row!.descriptionZh).toContain('1,000 咖啡豆積分已使用');
    const [recorded] = await t.db
      .select()
      .from(orderPointReversals)
      .where(eq(orderPointReversals.orderId, order.id));
    expect(recorded).toMatchObject({ beansDue: 1_200, beansTaken: 200, refundedCashCents: 120_000 });

    // Nothing left at all: no ledger row, the whole amount is the shortfall.
    const spent = await paidOrderOf(50_000);
    await t.call(
      'point_transfer',
      { point_type_from: 17, point_type_to: 18, from_amount: 500, credit_product_id: options[0].id },
      spent.auth,
    );
    expect(await refund(t, spent.order, 'cancel', 50_000)).toMatchObject({ beansDue: 500, beansTaken: 0 });
    expect(await reversalRows(spent.member.id)).toHaveLength(0);
    expect(await balanceOf(t, spent.member.id, beans)).toBe(0);
  });

  it('reverses once per refund, however often the same refund is recorded', async () => {
    const { member, order } = await paidOrderOf(80_000);
    const first = await refund(t, order, 'refund-7', 20_000);
    const again = await reversePoints(t, order, 'refund-7', 20_000);
    expect(again).toEqual(first);
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => reversePoints(t, order, 'refund-8', 20_000)),
    );
    expect(new Set(parallel.map((r) => r.beansTaken))).toEqual(new Set([200]));
    expect((await reversalRows(member.id)).map((r) => r.amount)).toEqual([-200, -200]);
    expect(await balanceOf(t, member.id, beans)).toBe(400);
    expect(await ledgerSum(t, member.id, beans)).toBe(400);
  });

  it('does nothing for a guest order, which earned nothing', async () => {
    const reversed = await t.db.transaction((tx) =>
      reverseOrderPoints(tx, {
        orderId: 0,
        memberId: null,
        orderNumber: 'GUEST',
        refundKey: 'GUEST/cancel',
        refundedCashCents: 5_000,
      }),
    );
    expect(reversed).toEqual({ beansDue: 0, beansTaken: 0, creditDue: 0, creditTaken: 0 });
  });
});

describe('the tier after a refund', () => {
  it('drops when the refund takes the 12-month spend below the tier, and rises again with new spend', async () => {
    const { member, auth, order } = await paidOrderOf(300_000);
    expect(await tierOf(t, auth)).toBe('Roasted');

    await refund(t, order, 'refund-1', 1);
    expect(await tierOf(t, auth)).toBe('Green Bean');

    const next = await placeMemberOrder(t, shop, auth, { retailCents: 10_000 });
    expect((await markPaid(t, next)).beans).toBe(125);
    expect(await tierOf(t, auth)).toBe('Roasted');
    expect(await balanceOf(t, member.id, beans)).toBe(3_750 + 125);
  });
});
