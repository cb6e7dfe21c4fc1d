import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { variants } from '../src/modules/catalog/catalog.tables.ts';
import { pickupOrder, shopLookups } from '../src/modules/orders/order.test-kit.ts';
import { orders } from '../src/modules/orders/orders.tables.ts';
import { apiClient, timed, timedLoop } from './flows.ts';
import type { LoadResult } from './load.ts';

const STOCK = 1_000_000;

/**
 * cart_add_product and order_create under load, each shopper with its own cart, then a check that
 * nothing was oversold: the stock taken equals the units on the orders placed.
 */
export async function shoppingFlows(db: Db, address: string, seconds: number): Promise<LoadResult[]> {
  const api = apiClient(address);
  const [variant] = await db.select({ id: variants.id }).from(variants).orderBy(variants.id).limit(1);
  await db.update(variants).set({ inventory: STOCK }).where(eq(variants.id, variant!.id));
  const shopper = async () =>
    (await api.call('access_token_get', { access_token: '' })).body.access_token as string;

  const cartAdd = await timedLoop('cart_add_product', { seconds, workers: 20 }, shopper, async (token) => {
    const ms = await timed(() =>
      api.call('cart_add_product', { access_token: token, product_id: variant!.id, quantity: 1 }),
    );
    await api.call('cart_remove_product', { access_token: token, product_id: variant!.id });
    return ms;
  });

  const shop = await shopLookups(api);
  const before = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  const orderCreate = await timedLoop('order_create', { seconds, workers: 20 }, shopper, async (token) => {
    await api.call('cart_add_product', { access_token: token, product_id: variant!.id, quantity: 1 });
    return timed(() =>
      api.call('order_create', {
        access_token: token,
        ...pickupOrder(shop, { idempotency_key: randomUUID() }),
      }),
    );
  });

  const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  const [stock] = await db
    .select({ inventory: variants.inventory })
    .from(variants)
    .where(eq(variants.id, variant!.id));
  const placed = after!.n - before[0]!.n;
  if (STOCK - stock!.inventory !== placed) {
    throw new Error(
      `stock and orders disagree: ${STOCK - stock!.inventory} units taken, ${placed} orders placed`,
    );
  }
  return [cartAdd, orderCreate];
}
