import { randomUUID } from 'node:crypto';
import { registerBody } from '../../src/modules/members/testing.ts';
import { pickupOrder, shopLookups } from '../../src/modules/orders/testing.ts';
import { POINT_TYPE } from '../../src/modules/points/testing.ts';
import { DEMO_MEMBER } from './call-credentials.ts';
import { callOver } from './spawned-server.ts';

/*
 * Storefront writes against a real server, each recorded only once the server acknowledged it
 * (an HTTP 200 answer read in full). A write cut off by a crash is not acknowledged, and may or may
 * not be there afterwards; an acknowledged one must be.
 */

export interface Acknowledged {
  orders: { orderNumber: string; idempotencyKey: string }[];
  registrations: string[];
  /** Beans balance after each acknowledged exchange: the ledger row with that balance must exist. */
  transfers: number[];
}

export const emptyAcknowledged = (): Acknowledged => ({ orders: [], registrations: [], transfers: [] });

const caller = (address: string) => ({
  call: async (name: string, body: Record<string, unknown> = {}) => {
    const answer = await callOver(address, name, body);
    return { statusCode: answer.httpStatus, body: answer.body };
  },
});

/** A request the crash cut off rejects (socket closed); the load stops, as a shopper would. */
const swallow = () => undefined;

async function placeOrders(address: string, variantIds: number[], acked: Acknowledged, stop: () => boolean) {
  const shop = await shopLookups(caller(address));
  while (!stop()) {
    const token = (await callOver(address, 'access_token_get', { access_token: '' })).body.access_token;
    const variant = variantIds[Math.floor(Math.random() * variantIds.length)];
    const added = await callOver(address, 'cart_add_product', {
      access_token: token,
      delivery_country_id: '',
      product_id: variant,
      quantity: 1,
    });
    if (added.httpStatus !== 200) continue;
    const idempotencyKey = randomUUID();
    const order = await callOver(address, 'order_create', {
      access_token: token,
      ...pickupOrder(shop, { idempotency_key: idempotencyKey }),
    });
    if (order.httpStatus === 200) acked.orders.push({ orderNumber: order.body.order_number, idempotencyKey });
  }
}

async function register(address: string, acked: Acknowledged, stop: () => boolean, limit: number) {
  for (let i = 0; i < limit && !stop(); i += 1) {
    const body = registerBody();
    const answer = await callOver(address, 'register', body);
    if (answer.httpStatus === 200) acked.registrations.push(body.email.toLowerCase());
  }
}

async function exchangeBeans(address: string, acked: Acknowledged, stop: () => boolean) {
  const signIn = await callOver(address, 'login', DEMO_MEMBER);
  const auth = { authorization: `Bearer ${signIn.body.token}` };
  const options = (await callOver(address, 'credit_product_get', { limit: 999, offset: 0 })).body
    .credit_products;
  const cheapest = [...options].sort((a, b) => a.from_amount - b.from_amount)[0];
  while (!stop()) {
    const answer = await callOver(
      address,
      'point_transfer',
      {
        point_type_from: POINT_TYPE.beans,
        point_type_to: POINT_TYPE.credit,
        from_amount: cheapest.from_amount,
        credit_product_id: cheapest.id,
      },
      auth,
    );
    if (answer.httpStatus === 200) acked.transfers.push(answer.body.current_from_balance);
    else if (answer.body.err_code === 'INSUFFICIENT_POINTS') return;
  }
}

/**
 * Runs orders, registrations and Beans exchanges in parallel until `stop()` says so or the server
 * dies under them. `registrations` caps sign-ups: they are limited per client address.
 */
export async function driveWrites(
  address: string,
  options: { variantIds: number[]; registrations: number; stop: () => boolean },
  acked: Acknowledged,
): Promise<void> {
  const { variantIds, registrations, stop } = options;
  await Promise.all([
    placeOrders(address, variantIds, acked, stop).catch(swallow),
    placeOrders(address, variantIds, acked, stop).catch(swallow),
    register(address, acked, stop, registrations).catch(swallow),
    exchangeBeans(address, acked, stop).catch(swallow),
  ]);
}
