import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { variants } from '../src/modules/catalog/catalog.tables.ts';
import { pickupOrder, shopLookups } from '../src/modules/orders/order.test-kit.ts';
import { cpuPerCall } from './cpu-meter.ts';
import { apiClient } from './flows.ts';
import type { LoadResult } from './load.ts';
import { offThread } from './off-thread.ts';
import { startOrderTally } from './order-tally.ts';
import { isLoadSelected } from './selection.ts';

const STOCK = 1_000_000;
const SHOPPERS = 20;

/**
 * cart_add_product and order_create under load, each shopper with its own cart, all buying the
 * same variant (the hot item of a launch), then a check that nothing was oversold: the stock
 * taken equals the units on the orders placed.
 */
export async function shoppingFlows(db: Db, address: string, seconds: number): Promise<LoadResult[]> {
  const api = apiClient(address);
  const [variant] = await db.select({ id: variants.id }).from(variants).orderBy(variants.id).limit(1);
  const variantId = variant!.id;
  await db.update(variants).set({ inventory: STOCK }).where(eq(variants.id, variantId));
  const shoppers = async () =>
    Promise.all(
      Array.from(
        { length: SHOPPERS },
        async () => (await api.call('access_token_get', { access_token: '' })).body.access_token as string,
      ),
    );

  const results: LoadResult[] = [];
  if (isLoadSelected('cart_add_product')) {
    const tokens = await shoppers();
    results.push(
      await cpuPerCall(db, () =>
        offThread({
          kind: 'cart_add_product',
          name: 'cart_add_product',
          seconds,
          address,
          tokens,
          variantId,
        }),
      ),
    );
  }
  if (!isLoadSelected('order_create')) return results;

  const tally = await startOrderTally(db, [variantId]);
  const tokens = await shoppers();
  const order = pickupOrder(await shopLookups(api));
  // Per order placed, with the untimed cart add before it.
  const orderCreate = await cpuPerCall(db, () =>
    offThread({ kind: 'order_create', name: 'order_create', seconds, address, tokens, variantId, order }),
  );
  await tally.check(orderCreate.succeeded, 'order_create');
  return [...results, orderCreate];
}
