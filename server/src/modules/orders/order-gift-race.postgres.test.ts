import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { variants } from '../../db/schema.ts';
import {
  freeGiftRules,
  inventoryOf,
  makeProduct,
  newAccessToken,
  setInventory,
  shopper,
} from '../cart/testing.ts';
import { outboxFor } from '../members/testing.ts';
import { pickupOrder, shopPerFile } from './order.test-kit.ts';

// A second connection holds the gift's row while the order is priced with it: PostgreSQL only.

const { t, shop } = shopPerFile();

describe('a free gift racing an order', () => {
  it('leaves out a gift that runs out between pricing and taking stock, from the order and its email', async () => {
    const [rule] = await t.db.select().from(freeGiftRules).where(eq(freeGiftRules.active, true));
    const giftId = rule!.giftVariantId;
    const before = await inventoryOf(t, giftId);
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { retailCents: rule!.minSubtotalCents + 5_000 });
    await cart('cart_add_product', { product_id: variantId });
    expect((await cart('cart_get')).body.cart_items).toHaveLength(2);

    const placing = await t.db.transaction(async (tx) => {
      await tx.select().from(variants).where(eq(variants.id, giftId)).for('no key update');
      const order = cart('order_create', pickupOrder(shop));
      // The order prices the cart with the gift, then queues on this row to take its stock.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await tx.update(variants).set({ inventory: 0 }).where(eq(variants.id, giftId));
      return { order };
    });
    const placed = await placing.order;
    await setInventory(t, giftId, before);

    expect(placed.statusCode).toBe(200);
    const { order } = (await t.call('order_detail_get', { order_token: placed.body.order_token })).body;
    expect(order.order_products.map((p: { is_free_product: number }) => p.is_free_product)).toEqual([0]);
    expect(await inventoryOf(t, variantId)).toBe(19);
    const [email] = (await outboxFor(t, 'siuming@example.com')).filter((m) =>
      m.subject.includes(order.order_number),
    );
    expect(email?.body).toContain('Test Beans');
    expect(email?.body).not.toContain('Free');
  });
});
