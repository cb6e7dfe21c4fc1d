import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { callAs, callFrom, freshIp } from '../../../modules/members/testing.ts';
import { pointLedger } from '../../schema.ts';
import { DEMO_MEMBER } from './demo-member.data.ts';
import { DEMO_ORDERS } from './demo-orders.data.ts';

let t: TestApp;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  const login = await callFrom(t, freshIp(), 'login', {
    email: DEMO_MEMBER.email,
    password: DEMO_MEMBER.password,
  });
  token = login.body.token;
  memberId = login.body.user.id;
});
afterAll(() => t.close());

const asDemo = (name: string, body: Record<string, unknown> = {}) => callAs(t, token, name, body);

describe('the demo member’s history', () => {
  it('lists her four paid orders, newest first, each earning the Beans her ledger shows', async () => {
    const list = await asDemo('order_get', { limit: 50, offset: 0 });
    expect(list.statusCode).toBe(200);
    expect(list.body.total_rows).toBe(DEMO_ORDERS.length);
    const cash = list.body.orders.map((o: { cash_amount: number }) => o.cash_amount);
    expect(cash).toEqual([800, 1_064, 1_420, 1_850]);
    expect(list.body.orders.every((o: { payment_status: string }) => o.payment_status === 'paid')).toBe(true);

    const earned = await t.db
      .select({ reference: pointLedger.reference, description: pointLedger.descriptionEn })
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.reason, 'order_earned')));
    const numbers = list.body.orders.map((o: { order_number: string }) => o.order_number);
    expect(earned.map((row) => row.reference).sort()).toEqual([...numbers].sort());
    for (const row of earned) {
      const order = list.body.orders.find((o: { order_number: string }) => o.order_number === row.reference);
      expect(row.description).toContain(`HK$${order.cash_amount.toLocaleString('en')} paid`);
    }
  });

  it('opens each order by its link, with its lines and her address', async () => {
    const list = await asDemo('order_get', { limit: 50, offset: 0 });
    const delivered = list.body.orders.find(
      (o: { delivery_method: string }) => o.delivery_method === 'delivery',
    );
    const detail = await callFrom(t, freshIp(), 'order_detail_get', { order_token: delivered.order_token });
    expect(detail.statusCode).toBe(200);
    expect(detail.body.order).toMatchObject({ email: DEMO_MEMBER.email, payment_status: 'paid' });
    expect(detail.body.order.address2).toMatch(/Seymour Road/);
    expect(detail.body.order.order_products.length).toBeGreaterThan(0);
  });

  it('shows what she bought under Purchased items', async () => {
    const items = await asDemo('purchased_item_get', { limit: 100, offset: 0 });
    expect(items.statusCode).toBe(200);
    const units = DEMO_ORDERS.flatMap((o) => o.lines).length;
    expect(items.body.total_rows).toBe(units);
    expect(items.body.order_products.map((p: { product_sku: string }) => p.product_sku)).toContain(
      'SC-EQP-HGR',
    );
  });

  it('keeps her balances: 5,800 Beans and 120 credit', async () => {
    const balances = await asDemo('point_balance_get');
    expect(balances.body.point_balances).toMatchObject({ '17': 5_800, '18': 120 });
  });
});
