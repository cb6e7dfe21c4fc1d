import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { orderConsolePerFile, type PlacedOrder } from '../modules/admin/testing.ts';
import { inventoryOf } from '../modules/cart/testing.ts';
import { paymentDeadlineJob } from './payment-deadline.job.ts';
import { mailsTo, orderEventsOf, orderRow, transferOrder } from './payment-flows.test-kit.ts';

/** The deadline job against staff and against itself: PGlite takes turns, PostgreSQL runs them at once. */
const { t, shop, owner } = orderConsolePerFile();

const HOUR = 3_600_000;
const past = (hours: number) => new Date(Date.now() + hours * HOUR);
/** The job itself, without the slot claim of the runner: its own guard must hold. */
const deadlineJob = paymentDeadlineJob(loadConfig({ NODE_ENV: 'test' }));

const transferOrders = async (n: number) => {
  const placed: PlacedOrder[] = [];
  for (let i = 0; i < n; i++) placed.push(await transferOrder(t, shop, { pricesCents: [9_000] }));
  return placed;
};
const rowOf = (p: PlacedOrder) => orderRow(t, p);
const eventsOf = (p: PlacedOrder) => orderEventsOf(t, p);
const cancelMails = (p: PlacedOrder) => mailsTo(t, p.email, 'cancelled, not paid');

describe('a payment confirmed while the deadline job runs', () => {
  it('exactly one of them wins for each order: paid and kept, or cancelled and refused the payment', async () => {
    const placed = await transferOrders(6);
    const [cancelled, ...confirmations] = await Promise.all([
      deadlineJob.run(t.db, past(49)),
      ...placed.map((p) =>
        t.call('admin_order_transition', { order_id: p.orderId, action: 'confirm_payment' }, owner),
      ),
    ]);
    let paid = 0;
    for (const [i, p] of placed.entries()) {
      const row = await rowOf(p);
      const events = await eventsOf(p);
      expect(events).toHaveLength(1);
      if (confirmations[i]!.statusCode === 200) {
        paid += 1;
        expect(row).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
        expect(events[0]!.action).toBe('confirm_payment');
        expect(await cancelMails(p)).toEqual([]);
      } else {
        expect(confirmations[i]!.body.err_code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
        expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
        expect(events[0]!.action).toBe('cancel');
        expect(await cancelMails(p)).toHaveLength(1);
      }
    }
    expect(paid + cancelled).toBe(placed.length);
  });
});

describe('two runs for the same clock at once', () => {
  it('cancel each order once: one event, the stock back once, one email', async () => {
    const placed = await transferOrders(4);
    const stock = await Promise.all(placed.map((p) => inventoryOf(t, p.variantIds[0]!)));
    const now = past(50);
    const runs = await Promise.all([deadlineJob.run(t.db, now), deadlineJob.run(t.db, now)]);
    expect(runs[0]! + runs[1]!).toBe(4);
    for (const [i, p] of placed.entries()) {
      expect((await rowOf(p)).status).toBe('cancelled');
      expect(await eventsOf(p)).toHaveLength(1);
      expect(await inventoryOf(t, p.variantIds[0]!)).toBe(stock[i]! + 1);
      expect(await cancelMails(p)).toHaveLength(1);
    }
  });

  it('through POST /dev/run-jobs too: the second call for the hour does nothing', async () => {
    const placed = await transferOrders(3);
    const now = past(51).toISOString();
    const calls = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: '/dev/run-jobs', payload: { now } })),
    );
    const done = calls.map(
      (c) =>
        c.json().jobs.find((j: { name: string }) => j.name === 'cancel orders past their payment deadline')
          .done,
    );
    expect(done.sort()).toEqual([0, 3]);
    for (const p of placed) expect(await eventsOf(p)).toHaveLength(1);
  });
});
