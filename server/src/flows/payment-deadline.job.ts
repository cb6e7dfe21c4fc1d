import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { Job } from '../lib/job.ts';
import { ordersPastPaymentDeadline, queueDeadlineCancellation } from '../modules/orders/index.ts';
import { transitionWithin } from './order-transition.flow.ts';

const NOTE = 'Not paid by the payment deadline.';

/**
 * Cancels one order whose deadline passed, through the console's cancel (stock, credit and coupon
 * use back, the order's event and an audit row with no staff member: the shop did it), and tells
 * the shopper, all in one transaction. The order row is locked first: a payment confirmed just
 * before wins (a paid order is refused a cancel and nothing is written), and a run that finds the
 * order already cancelled does nothing. True when this call cancelled it.
 */
async function cancelUnpaid(db: Db, config: Config, orderId: number): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const cancelled = await transitionWithin(
        tx,
        { orderId, action: 'cancel', staffId: null, note: NOTE },
        config,
      );
      if (cancelled) await queueDeadlineCancellation(tx, config, cancelled);
      return cancelled !== null;
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ORDER_TRANSITION_NOT_ALLOWED') return false;
    throw error;
  }
}

async function cancelPastDeadline(db: Db, config: Config, now: Date): Promise<number> {
  let cancelled = 0;
  for (const orderId of await ordersPastPaymentDeadline(db, now)) {
    if (await cancelUnpaid(db, config, orderId)) cancelled += 1;
  }
  return cancelled;
}

/** docs/order-lifecycle.md, "Payment deadline". */
export const paymentDeadlineJob = (config: Config): Job => ({
  name: 'cancel orders past their payment deadline',
  every: 'hour',
  run: (db, now) => cancelPastDeadline(db, config, now),
});
