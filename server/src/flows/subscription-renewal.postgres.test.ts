import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { inventoryOf } from '../modules/cart/testing.ts';
import { outbox } from '../modules/messages/testing.ts';
import { orders, shopPerFile } from '../modules/orders/testing.ts';
import {
  cutoffOf,
  RenewalClock,
  renewalOrders,
  subscribableCoffee,
  subscribe,
  subscriptionRow,
} from './subscription-renewal.test-kit.ts';

// Three runs of the renewal job at once on one PostgreSQL database, as three servers' timers would:
// PGlite runs one transaction at a time and could not show a race.

const { t, shop } = shopPerFile();
let clock: RenewalClock;
beforeAll(async () => {
  clock = await RenewalClock.of(t);
});

const SUBSCRIBERS = 12;

it('parallel runs make one order per subscription and date, and sell no bag twice', async () => {
  const firstDate = clock.openDayFrom(8);
  // Two bags each for 12 subscribers from a shelf of 15: 7 orders fit, 5 renewals cannot be made.
  const variantId = await subscribableCoffee(t, 15);
  const subscribers = await Promise.all(
    Array.from({ length: SUBSCRIBERS }, () => subscribe(t, shop, { firstDate, variantId })),
  );

  // Each run gets an hour of its own, so each claims its own job slot and all three renew together.
  const day = cutoffOf(firstDate);
  const runs = await Promise.all([clock.jobsOn(day), clock.jobsOn(day), clock.jobsOn(day)]);

  const acted = runs.map((jobs) => jobs.find((j) => j.name === 'renew subscriptions')!.done);
  expect(acted.reduce((a, b) => a + b, 0)).toBe(SUBSCRIBERS);
  const made = await t.db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.subscriptionId,
        subscribers.map((s) => s.subscriptionId),
      ),
    );
  expect(made).toHaveLength(7);
  expect(await inventoryOf(t, variantId)).toBe(1);
  for (const s of subscribers) {
    const row = await subscriptionRow(t, s);
    const own = await renewalOrders(t, s);
    const moved = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, s.email), like(outbox.subject, '%moved%')));
    // Made once and moved on, or missed once: moved a week with one failure and one email.
    expect(row.nextDate).toBe(clock.weekAfter(firstDate));
    expect([own.length, row.failedAttempts, moved.length]).toEqual(own.length === 1 ? [1, 0, 0] : [0, 1, 1]);
  }
});
