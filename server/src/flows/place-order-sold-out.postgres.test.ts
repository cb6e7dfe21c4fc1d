import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/test-app.ts';
import { variants } from '../db/schema.ts';
import { inventoryOf, makeProduct, newAccessToken, shopper } from '../modules/cart/testing.ts';
import { orderLines, pickupOrder, shopPerFile } from '../modules/orders/testing.ts';

// A second connection holds the variant's row while the order is priced: PostgreSQL only.

const { t, shop } = shopPerFile();

describe('a line that sells out between pricing and taking stock', () => {
  it('is refused naming what is left, with nothing written, and the same key places the order once restocked', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { inventory: 5 });
    await cart('cart_add_product', { product_id: variantId, quantity: 2 });
    const body = pickupOrder(shop);

    const refused = await t.db.transaction(async (tx) => {
      await tx.select().from(variants).where(eq(variants.id, variantId)).for('no key update');
      const order = cart('order_create', body);
      // The order prices the cart at 5 in stock, then queues on this row to take its 2.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await tx.update(variants).set({ inventory: 1 }).where(eq(variants.id, variantId));
      return { order };
    });
    const res = await refused.order;
    expectError(res, 409, 'OUT_OF_STOCK');
    expect(res.body.err_message).toMatch(/Only 1 of .* left/);
    expect(await inventoryOf(t, variantId)).toBe(1);
    expect(await t.db.select().from(orderLines).where(eq(orderLines.variantId, variantId))).toEqual([]);
    expect((await cart('cart_get')).body.cart_items).toHaveLength(1);

    await t.db.update(variants).set({ inventory: 5 }).where(eq(variants.id, variantId));
    await cart('cart_update_product', { product_id: variantId, quantity: 2 });
    expect((await cart('order_create', body)).statusCode).toBe(200);
    expect(await inventoryOf(t, variantId)).toBe(3);
  });
});
