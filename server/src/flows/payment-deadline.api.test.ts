import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/test-app.ts';
import {
  auditOf,
  type OrderPlan,
  orderConsolePerFile,
  type PlacedOrder,
  placeOrder,
  pointsOf,
  STAFF,
  staffAuth,
} from '../modules/admin/testing.ts';
import { inventoryOf } from '../modules/cart/testing.ts';
import { couponUses } from '../modules/orders/testing.ts';
import { POINT_TYPE } from '../modules/points/testing.ts';
import {
  mailsTo,
  orderEventsOf,
  orderRow,
  transferOrder as transferOrderOf,
} from './payment-flows.test-kit.ts';

/** Payment deadlines and reminders, moved along by the job clock (docs/order-lifecycle.md). */
const { t, shop, owner } = orderConsolePerFile();

const HOUR = 3_600_000;
/** The moment every order of this file is placed near: the job clock is moved on from it. */
const start = Date.now();
const at = (hours: number) => new Date(start + hours * HOUR).toISOString();

async function runJobs(now: string) {
  const res = await t.app.inject({ method: 'POST', url: '/dev/run-jobs', payload: { now } });
  expect(res.statusCode).toBe(200);
  const jobs: { name: string; done: number }[] = res.json().jobs;
  return {
    reminded: jobs.find((j) => j.name === 'remind unpaid orders')?.done,
    cancelled: jobs.find((j) => j.name === 'cancel orders past their payment deadline')?.done,
  };
}

/** A transfer order for pickup (no delivery address), billed to an email of its own. */
const transferOrder = (plan: OrderPlan = {}) => transferOrderOf(t, shop, plan);
const rowOf = (placed: PlacedOrder) => orderRow(t, placed);
const mailTo = (email: string, subject: string) => mailsTo(t, email, subject);

let first: PlacedOrder;

describe('placing a transfer order', () => {
  it('sets its deadline 48 hours on, shows it on the order and writes it in the confirmation', async () => {
    first = await transferOrder();
    const row = await rowOf(first);
    expect(row.paymentDueAt!.getTime() - row.createdAt.getTime()).toBe(48 * HOUR);
    const { order } = (await t.call('order_detail_get', { order_token: first.orderToken })).body;
    expect(order.payment_due_at).toBe(row.paymentDueAt!.toISOString());
    const [confirmation] = await mailTo(first.email, 'order');
    expect(confirmation!.body).toContain('Please pay by');
    expect(confirmation!.body).toContain('(Hong Kong time): an order still unpaid then is cancelled.');
    expect(confirmation!.body).toContain('前付款：屆時仍未付款的訂單將會取消。');
  });

  it('gives no deadline to an order paid at the shop', async () => {
    const atShop = await placeOrder(t, shop, { pricesCents: [5_000], payment: 'pay_at_store' });
    expect((await rowOf(atShop)).paymentDueAt).toBeNull();
    const { order } = (await t.call('order_detail_get', { order_token: atShop.orderToken })).body;
    expect(order.payment_due_at).toBeNull();
  });
});

describe('the reminder', () => {
  it('goes out once, half-way to the deadline', async () => {
    expect((await runJobs(at(23))).reminded).toBe(0);
    expect(await mailTo(first.email, 'waiting for payment')).toEqual([]);

    expect((await runJobs(at(25))).reminded).toBe(1);
    const [reminder, ...more] = await mailTo(first.email, 'waiting for payment');
    expect(more).toEqual([]);
    expect(reminder!.body).toContain(`Please transfer HK$120 by `);
    expect(reminder!.body).toContain(`Payment reference: ${first.orderNumber}`);
    expect(reminder!.body).toContain('我們尚未收到訂單');

    expect((await runJobs(at(26))).reminded).toBe(0);
    expect(await mailTo(first.email, 'waiting for payment')).toHaveLength(1);
    expect((await rowOf(first)).status).toBe('placed');
  });
});

describe('the deadline', () => {
  it('cancels the unpaid order once it has passed, not before: stock, credit and coupon use come back', async () => {
    const member = await transferOrder({ quantity: 2, member: { credit: 50, coupon: 'WELCOME10' } });
    const [variant] = member.variantIds as [number];
    const stock = await inventoryOf(t, variant);
    expect(await pointsOf(t, member.memberId!, POINT_TYPE.credit)).toBe(0);

    expect((await runJobs(at(47))).cancelled).toBe(0);
    expect((await rowOf(member)).status).toBe('placed');

    // Both orders are due by 49 hours on (this one was placed moments after the first).
    expect((await runJobs(at(49))).cancelled).toBe(2);
    for (const placed of [first, member]) {
      expect(await rowOf(placed)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
      const [mail, ...more] = await mailTo(placed.email, 'cancelled, not paid');
      expect(more).toEqual([]);
      expect(mail!.body).toContain(`Your order ${placed.orderNumber} has been cancelled`);
    }
    expect(await inventoryOf(t, variant)).toBe(stock + 2);
    expect(await pointsOf(t, member.memberId!, POINT_TYPE.credit)).toBe(50);
    expect(await t.db.select().from(couponUses).where(eq(couponUses.orderId, member.orderId))).toEqual([]);

    // The shop did it: an event and an audit row with no staff member.
    const events = await orderEventsOf(t, member);
    expect(events).toMatchObject([{ action: 'cancel', staffId: null, creditPoints: 50 }]);
    const audit = await auditOf(t, 'order', member.orderId);
    expect(audit).toMatchObject([{ action: 'order.cancel', staffId: null }]);
    const log = (
      await t.call('admin_audit_log_get', { entity: 'order', entity_id: String(member.orderId) }, owner)
    ).body;
    expect(log.entries).toMatchObject([{ action: 'order.cancel', staff_id: null, staff_name: null }]);

    // Later runs find nothing more to do, and the page's order shows no second effect.
    expect((await runJobs(at(50))).cancelled).toBe(0);
    expect(await inventoryOf(t, variant)).toBe(stock + 2);
    expect(await pointsOf(t, member.memberId!, POINT_TYPE.credit)).toBe(50);
    expect(await mailTo(member.email, 'cancelled, not paid')).toHaveLength(1);
  });

  it('leaves a paid order alone, and a cancelled one cannot be marked paid', async () => {
    const paid = await transferOrder();
    const confirmed = await t.call(
      'admin_order_transition',
      { order_id: paid.orderId, action: 'confirm_payment' },
      owner,
    );
    expect(confirmed.statusCode).toBe(200);
    await runJobs(at(60));
    expect(await rowOf(paid)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await mailTo(paid.email, 'waiting for payment')).toEqual([]);

    const late = await t.call(
      'admin_order_transition',
      { order_id: first.orderId, action: 'confirm_payment' },
      owner,
    );
    expectError(late, 409, 'ORDER_TRANSITION_NOT_ALLOWED');
    expect((await rowOf(first)).paymentStatus).toBe('pending');
  });
});

describe('the payment_deadline_hours setting', () => {
  it('gives orders placed after a change the new deadline, and leaves earlier ones theirs', async () => {
    const before = await transferOrder();
    const saved = await t.call(
      'admin_unpaid_order_rules_save',
      { payment_deadline_hours: 4, max_unpaid_orders: 5, max_unpaid_units: 40 },
      owner,
    );
    expect(saved.statusCode).toBe(200);
    expect((await t.call('admin_settings_get', {}, owner)).body.unpaid_orders).toEqual({
      payment_deadline_hours: 4,
      max_unpaid_orders: 5,
      max_unpaid_units: 40,
    });
    const after = await transferOrder();
    const row = await rowOf(after);
    expect(row.paymentDueAt!.getTime() - row.createdAt.getTime()).toBe(4 * HOUR);

    expect((await runJobs(at(3))).cancelled).toBe(0);
    expect((await runJobs(at(5))).cancelled).toBe(1);
    expect((await rowOf(after)).status).toBe('cancelled');
    expect((await rowOf(before)).status).toBe('placed');
  });

  it('is the owner’s to change, within its range, with the refusal in both languages', async () => {
    const rules = { payment_deadline_hours: 48, max_unpaid_orders: 5, max_unpaid_units: 40 };
    for (const wrong of [
      { payment_deadline_hours: 1 },
      { payment_deadline_hours: 337 },
      { max_unpaid_orders: 0 },
    ]) {
      const res = await t.call('admin_unpaid_order_rules_save', { ...rules, ...wrong }, owner);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.err_message).toContain(Object.keys(wrong)[0]);
    }
    const staff = await staffAuth(t, STAFF);
    expectError(await t.call('admin_unpaid_order_rules_save', rules, staff), 403, 'OWNER_ONLY');
    expect((await t.call('admin_settings_get', {}, owner)).body.unpaid_orders.payment_deadline_hours).toBe(4);
  });
});
