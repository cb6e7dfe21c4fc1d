import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/test-app.ts';
import { orderConsolePerFile } from '../modules/admin/testing.ts';
import { inventoryOf, makeProduct, newAccessToken, newMember, shopper } from '../modules/cart/testing.ts';
import { billing, deliveryOrder, orders, pickupOrder } from '../modules/orders/testing.ts';

/** Limits on orders waiting for a transfer, per token, member, email and address (docs/order-lifecycle.md). */
const { t, shop, owner } = orderConsolePerFile();
beforeAll(async () => {
  const saved = await t.call(
    'admin_unpaid_order_rules_save',
    { payment_deadline_hours: 48, max_unpaid_orders: 2, max_unpaid_units: 6 },
    owner,
  );
  expect(saved.statusCode).toBe(200);
});

const email = () => `holder-${randomUUID()}@example.com`;

interface Attempt {
  token?: string;
  member?: string;
  email?: string;
  units?: number;
  /** A delivery to this address line; without it, a pickup. */
  address?: string;
  payment?: 'bank_transfer' | 'pay_at_store';
}

/** Puts one fresh product in a cart, ready to place the order as a shopper would. */
async function prepare(a: Attempt) {
  const cart = shopper(t, a.token ?? (await newAccessToken(t)), a.member);
  const { variantId } = await makeProduct(t, { retailCents: 1_000, inventory: 50 });
  expect((await cart('cart_add_product', { product_id: variantId, quantity: a.units ?? 1 })).statusCode).toBe(
    200,
  );
  const overrides = {
    payment_method: a.payment ?? 'bank_transfer',
    billing: billing({ email: a.email ?? email() }),
  };
  const body = a.address
    ? deliveryOrder(shop, { ...overrides, shipping: { ...deliveryOrder(shop).shipping, address: a.address } })
    : pickupOrder(shop, overrides);
  return { place: () => cart('order_create', body), variantId, cart };
}

async function attempt(a: Attempt) {
  const { place, ...rest } = await prepare(a);
  return { res: await place(), ...rest };
}

const placedOk = async (a: Attempt) => {
  const { res } = await attempt(a);
  expect(res.statusCode).toBe(200);
  return res.body.order_number as string;
};

describe('open unpaid orders per shopper', () => {
  it('per site access token: a third transfer order is refused, paying at the shop is not limited', async () => {
    const token = await newAccessToken(t);
    await placedOk({ token });
    await placedOk({ token });
    const { res, variantId, cart } = await attempt({ token });
    expectError(res, 409, 'UNPAID_ORDERS_LIMIT');
    expect(res.body.err_message).toContain('2 orders waiting for payment');
    expect(res.body.err_message_zh).toContain('2 張訂單等待付款');
    // Nothing was written: the stock and the cart are as they were.
    expect(await inventoryOf(t, variantId)).toBe(50);
    expect((await cart('cart_get')).body.cart_items).toHaveLength(1);
    await placedOk({ token, payment: 'pay_at_store' });
  });

  it('per email, however it is written', async () => {
    const mail = email();
    await placedOk({ email: mail });
    await placedOk({ email: mail.toUpperCase() });
    expectError((await attempt({ email: ` ${mail} ` })).res, 409, 'UNPAID_ORDERS_LIMIT');
  });

  it('per delivery address, however it is typed', async () => {
    await placedOk({ address: 'Flat 3A, 22 Tsun Yip Street' });
    await placedOk({ address: 'flat 3a 22 tsun yip street' });
    expectError(
      (await attempt({ address: 'FLAT 3A , 22 Tsun-Yip Street.' })).res,
      409,
      'UNPAID_ORDERS_LIMIT',
    );
    await placedOk({ address: 'Flat 3B, 22 Tsun Yip Street' });
  });

  it('per member, whatever token or email they order with', async () => {
    const member = await newMember(t);
    await placedOk({ member: member.token });
    await placedOk({ member: member.token });
    expectError((await attempt({ member: member.token })).res, 409, 'UNPAID_ORDERS_LIMIT');
  });
});

describe('units held unpaid per shopper', () => {
  it('refuses units past the limit, and paying an order frees its units', async () => {
    const mail = email();
    const big = await attempt({ email: mail, units: 7 });
    expectError(big.res, 409, 'UNPAID_UNITS_LIMIT');
    expect(big.res.body.err_message).toContain('this order can have at most 6');
    expect(big.res.body.err_message_zh).toContain('此訂單最多可有 6 件');

    const first = await placedOk({ email: mail, units: 6 });
    expectError((await attempt({ email: mail, units: 1 })).res, 409, 'UNPAID_UNITS_LIMIT');

    const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, first));
    const paid = await t.call(
      'admin_order_transition',
      { order_id: row!.id, action: 'confirm_payment' },
      owner,
    );
    expect(paid.statusCode).toBe(200);
    await placedOk({ email: mail, units: 6 });
  });
});

describe('racing checkouts by one shopper', () => {
  it('six orders at once with one email: exactly the two the limit allows go through', async () => {
    const mail = email();
    const carts = await Promise.all(Array.from({ length: 6 }, () => prepare({ email: mail })));
    const tries = await Promise.all(carts.map((c) => c.place()));
    expect(tries.map((res) => res.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    for (const refused of tries.filter((res) => res.statusCode === 409))
      expect(refused.body.err_code).toBe('UNPAID_ORDERS_LIMIT');
  });
});
