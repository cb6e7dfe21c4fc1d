import { describe, expect, it } from 'vitest';
import { newMember } from '../cart/testing.ts';
import { bearer } from '../members/testing.ts';
import { shopPerFile } from '../orders/testing.ts';
import { DAY_MS, markPaid, type OrderRow, placeMemberOrder, tierOf } from './loyalty.test-kit.ts';
import { earnBeansForPaidOrder } from './order-earning.service.ts';
import { POINT_TYPE } from './points.tables.ts';
import { balanceOf, ledgerRows, signInDemo } from './points.test-kit.ts';

const { t, shop } = shopPerFile();

const placeOrder = (auth: Record<string, string>, retailCents: number, creditPoints = 0) =>
  placeMemberOrder(t, shop, auth, { retailCents, creditPoints });
const paid = (order: OrderRow, paidAt?: Date) => markPaid(t, order, paidAt);

describe('Beans earned on paid orders', () => {
  it('an order paid at once with credit earns no Beans (no cash) and never lowers the tier', async () => {
    const demo = await signInDemo(t);
    const rowsBefore = (await ledgerRows(t, demo.id)).length;
    const order = await placeOrder(demo.auth, 5_000, 50);
    expect(order).toMatchObject({ paymentStatus: 'paid', cashCents: 0 });
    const written = (await ledgerRows(t, demo.id)).slice(rowsBefore);
    expect(written.map((r) => r.reason)).toEqual(['order_payment']);
    // The demo member's seeded history has no order rows: a full recount would drop her to Green Bean.
    expect(await tierOf(t, demo.auth)).toBe('Roasted');
  });

  it('a cash order earns 1 Bean per whole HK$ once paid, and the tier rises when the spend reaches it', async () => {
    const member = await newMember(t);
    const auth = bearer(member.token);
    const first = await placeOrder(auth, 199_999);
    expect(first.paymentStatus).toBe('pending');
    expect(await balanceOf(t, member.id, POINT_TYPE.beans)).toBe(0);

    expect((await paid(first)).beans).toBe(1_999);
    const [earned] = (await ledgerRows(t, member.id)).filter((r) => r.reason === 'order_earned');
    expect(earned).toMatchObject({
      pointTypeId: POINT_TYPE.beans,
      amount: 1_999,
      reference: first.orderNumber,
      descriptionEn: `1,999 Beans earned on order ${first.orderNumber} (HK$1,999.99 paid, ×1.00)`,
      descriptionZh: `訂單 ${first.orderNumber} 賺取 1,999 咖啡豆積分（已付 HK$1,999.99，×1.00）`,
    });
    expect(await tierOf(t, auth)).toBe('Green Bean');

    // HK$3,199.99 in 12 months reaches Roasted (HK$3,000): this order already earns ×1.25.
    expect((await paid(await placeOrder(auth, 120_000))).beans).toBe(1_500);
    expect(await tierOf(t, auth)).toBe('Roasted');
    expect(await balanceOf(t, member.id, POINT_TYPE.beans)).toBe(3_499);
  });

  it('counts only the last 12 months of spend towards the tier', async () => {
    const member = await newMember(t);
    const auth = bearer(member.token);
    await paid(await placeOrder(auth, 250_000), new Date(Date.now() - 400 * DAY_MS));
    expect((await paid(await placeOrder(auth, 100_000))).beans).toBe(1_000);
    expect(await tierOf(t, auth)).toBe('Green Bean');
  });

  it('earns nothing on a guest order', async () => {
    const earned = await t.db.transaction((tx) =>
      earnBeansForPaidOrder(tx, { orderNumber: 'GUEST', memberId: null, cashCents: 50_000 }),
    );
    expect(earned).toEqual({ beans: 0, tierId: null });
  });
});
