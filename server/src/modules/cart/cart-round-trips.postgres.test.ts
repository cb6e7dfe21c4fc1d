import { describe, expect, it } from 'vitest';
import { statementsDuring } from '../../../test/statements-sent.ts';
import { appPerFile } from '../../../test/test-app.ts';
import { makeProduct, newAccessToken, shopper } from './cart.test-kit.ts';

// Statements a cart call sends to PostgreSQL (docs/bench.md, "Round trips per call").

const t = appPerFile();

/** How many statements the server sends to PostgreSQL while `call` runs. */
const statementsOf = async (call: () => Promise<unknown>) => (await statementsDuring(call)).length;

describe('round trips', () => {
  it('an add is one write and one read, a cart_get one read, while the settings are kept', async () => {
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { retailCents: 1_000 });
    await cart('cart_add_product', { product_id: variantId });
    expect(await statementsOf(() => cart('cart_add_product', { product_id: variantId }))).toBe(2);
    expect(
      await statementsOf(() => cart('cart_update_product', { product_id: variantId, quantity: 1 })),
    ).toBe(2);
    expect(await statementsOf(() => cart('cart_get'))).toBe(1);
    // The free gift's stock comes with the lines, not in a read of its own.
    const dear = await makeProduct(t, { retailCents: 70_000 });
    await cart('cart_add_product', { product_id: dear.variantId });
    const earned = await cart('cart_get');
    expect(earned.body.cart_items.at(-1)).toMatchObject({ is_free_product: 1 });
    expect(await statementsOf(() => cart('cart_add_product', { product_id: dear.variantId }))).toBe(2);
  });
});
