import { addDays, hongKongNow } from '@shop/contract/shop-calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { blackoutDates } from '../../db/schema.ts';
import { inventoryOf, makeProduct, newAccessToken, shopper } from '../cart/testing.ts';
import { readSettings, writeSettings } from '../lookups/index.ts';
import { outboxFor } from '../members/testing.ts';
import { billing, deliveryOrder, pickupOrder, shopPerFile } from './order.test-kit.ts';
import { orders } from './orders.tables.ts';

const { t, shop } = shopPerFile();

/** A guest with the given products in the cart (HK$ each, quantity 1 unless said). */
async function guestWith(...lines: { retailCents?: number; quantity?: number; inventory?: number }[]) {
  const cart = shopper(t, await newAccessToken(t));
  const variantIds: number[] = [];
  for (const line of lines) {
    const { variantId } = await makeProduct(t, {
      retailCents: line.retailCents ?? 10_000,
      inventory: line.inventory ?? 20,
    });
    await cart('cart_add_product', { product_id: variantId, quantity: line.quantity ?? 1 });
    variantIds.push(variantId);
  }
  return { cart, variantIds };
}

const ORDER_KEYS = [
  'order_number',
  'created_at',
  'delivery_method',
  'first_name',
  'last_name',
  'address',
  'company_name',
  'phone',
  'additional_info',
  'country_name',
  'city',
  'state',
  'postal_code',
  'email',
  'first_name2',
  'last_name2',
  'address2',
  'company_name2',
  'phone2',
  'country_name2',
  'city2',
  'state2',
  'postal_code2',
  'email2',
  'subtotal_amount',
  'discount_amount',
  'shipping_fee',
  'total_amount',
  'total_point_to_cash_value',
  'cash_amount',
  'order_products',
];
const PRODUCT_KEYS = [
  'product_id',
  'image',
  'product_name',
  'product_sku',
  'sale_price',
  'quantity',
  'variant_name_1',
  'variant_value_1',
  'variant_name_2',
  'variant_value_2',
  'variant_name_3',
  'variant_value_3',
];

describe('order_create for a guest picking up', () => {
  it('places the order, takes the stock, empties the cart and emails a confirmation', async () => {
    const { cart, variantIds } = await guestWith({ retailCents: 12_000, quantity: 2, inventory: 7 });
    const email = `guest.${Date.now()}@example.com`;
    const res = await cart('order_create', pickupOrder(shop, { billing: billing({ email }) }));
    expect(res.statusCode).toBe(200);
    expect(res.body.order_number).toMatch(/^SC-\d{8}-\d{4,}$/);
    expect(Buffer.from(res.body.order_token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await inventoryOf(t, variantIds[0]!)).toBe(5);
    expect((await cart('cart_get')).body.cart_items).toEqual([]);

    const [mail] = await outboxFor(t, email);
    expect(mail!.subject).toContain(res.body.order_number);
    expect(mail!.body).toContain(`/order-confirmation/${res.body.order_token}`);
    expect(mail!.body).toMatch(/多謝你的訂單/);
    expect(mail!.body).not.toContain('FPS ID');
  });

  it('tells a shopper paying by transfer where to send it, with the order number as reference', async () => {
    const { cart } = await guestWith({ retailCents: 9_000, quantity: 1 });
    const email = `transfer.${Date.now()}@example.com`;
    const placed = (
      await cart(
        'order_create',
        pickupOrder(shop, { payment_method: 'bank_transfer', billing: billing({ email }) }),
      )
    ).body;
    const { bank_transfer: bank } = (await t.call('shop_info_get')).body.shop;
    const [mail] = await outboxFor(t, email);
    expect(mail!.body).toContain(`account ${bank.account_number}`);
    expect(mail!.body).toContain(`FPS ID: ${bank.fps_id}`);
    expect(mail!.body).toContain(`轉數快識別碼：${bank.fps_id}`);
    expect(mail!.body).toContain(`Payment reference: ${placed.order_number}`);
  });

  it('is shown by order_detail_get in the pinned shape, amounts adding up', async () => {
    const { cart, variantIds } = await guestWith({ retailCents: 12_550, quantity: 2 });
    const placed = (
      await cart('order_create', pickupOrder(shop, { billing: billing({ additional_info: 'Ring twice' }) }))
    ).body;
    const res = await t.call('order_detail_get', { order_token: placed.order_token });
    expect(res.statusCode).toBe(200);
    const { order } = res.body;
    for (const key of ORDER_KEYS) expect(order).toHaveProperty(key);
    expect(order).toMatchObject({
      order_number: placed.order_number,
      delivery_method: 'pickup',
      first_name: 'Siu Ming',
      email: 'siuming@example.com',
      additional_info: 'Ring twice',
      first_name2: '',
      subtotal_amount: 251,
      discount_amount: 0,
      shipping_fee: 0,
      total_amount: 251,
      total_point_to_cash_value: 0,
      cash_amount: 251,
      payment_status: 'pending',
    });
    expect(order.order_products).toHaveLength(1);
    for (const key of PRODUCT_KEYS) expect(order.order_products[0]).toHaveProperty(key);
    expect(order.order_products[0]).toMatchObject({ quantity: 2, sale_price: 125.5, is_free_product: 0 });
    expect(order.order_products[0].product_sku).toMatch(/^TEST-/);
    expect(variantIds).toContain(order.order_products[0].variant_id);
  });

  it('keeps the free gift on the order at 0', async () => {
    const { cart } = await guestWith({ retailCents: 65_000 });
    const placed = (await cart('order_create', pickupOrder(shop))).body;
    const { order } = (await t.call('order_detail_get', { order_token: placed.order_token })).body;
    expect(
      order.order_products.map((p: { is_free_product: number; sale_price: number }) => [
        p.is_free_product,
        p.sale_price,
      ]),
    ).toEqual([
      [0, 650],
      [1, 0],
    ]);
    expect(order.subtotal_amount).toBe(650);
  });
});

describe('order_create for delivery', () => {
  it('charges the country’s fee and keeps the shipping address, with no postcode in Hong Kong', async () => {
    const { cart } = await guestWith({ retailCents: 10_000 });
    const placed = (await cart('order_create', deliveryOrder(shop))).body;
    const { order } = (await t.call('order_detail_get', { order_token: placed.order_token })).body;
    expect(order).toMatchObject({
      delivery_method: 'delivery',
      shipping_fee: shop.hongKong.shipping_fee,
      total_amount: 100 + shop.hongKong.shipping_fee,
      cash_amount: 100 + shop.hongKong.shipping_fee,
      address2: 'Flat 12B, 8 Hoi Yuen Road',
      state2: 'Kwun Tong',
      country_name2: 'Hong Kong',
      postal_code2: '',
      email2: 'siuming@example.com',
    });
    // The confirmation says where the parcel goes, in both languages' sections.
    const mail = (await outboxFor(t, order.email)).find((m) => m.body.includes(placed.order_number));
    expect(mail!.body).toContain('Flat 12B, 8 Hoi Yuen Road');
    expect(mail!.body).toMatch(/Kwun Tong.*, Hong Kong\n/);
    expect(mail!.body).toMatch(/Kwun Tong.*, 香港\n/);
  });

  it('is free at or above the threshold', async () => {
    const { cart } = await guestWith({ retailCents: shop.hongKong.free_shipping_threshold * 100 });
    const placed = (await cart('order_create', deliveryOrder(shop))).body;
    expect(
      (await t.call('order_detail_get', { order_token: placed.order_token })).body.order.shipping_fee,
    ).toBe(0);
  });

  it('needs an address with a district in Hong Kong, a city elsewhere', async () => {
    const { cart } = await guestWith({});
    const noDistrict = deliveryOrder(shop);
    noDistrict.shipping = { ...noDistrict.shipping, city: '', state: '' };
    expectError(await cart('order_create', noDistrict), 400, 'VALIDATION_FAILED');
    const noCity = deliveryOrder(shop, { delivery_country_id: shop.taiwan.id });
    noCity.shipping = { ...noCity.shipping, city: '' };
    expectError(await cart('order_create', noCity), 400, 'VALIDATION_FAILED');
    const noAddress = deliveryOrder(shop);
    noAddress.shipping = { ...noAddress.shipping, address: '' };
    expect((await cart('order_create', noAddress)).body.err_message).toContain('shipping.address');
  });
});

describe('order_create refuses', () => {
  it('a guest without an email or a phone, naming the field', async () => {
    const { cart } = await guestWith({});
    const noEmail = await cart('order_create', pickupOrder(shop, { billing: billing({ email: '' }) }));
    expectError(noEmail, 400, 'VALIDATION_FAILED');
    expect(noEmail.body.err_message).toContain('billing.email');
    expect(
      (await cart('order_create', pickupOrder(shop, { billing: billing({ phone: '' }) }))).body.err_message,
    ).toContain('billing.phone');
  });

  it('a pickup without a store, a delivery without a country or address, and paying at the store for delivery', async () => {
    const { cart } = await guestWith({});
    const bodies = [
      pickupOrder(shop, { pickup_store_id: '' }),
      pickupOrder(shop, { pickup_store_id: 999_999 }),
      deliveryOrder(shop, { delivery_country_id: '' }),
      deliveryOrder(shop, { shipping: undefined }),
      deliveryOrder(shop, { payment_method: 'pay_at_store' }),
      pickupOrder(shop, { payment_method: 'cash_on_delivery' }),
    ];
    for (const body of bodies) expectError(await cart('order_create', body), 400, 'VALIDATION_FAILED');
  });

  it('a past day, a day inside the lead time or past the booking window, a closed day and another method’s slot', async () => {
    const { cart, variantIds } = await guestWith({ inventory: 4 });
    const today = hongKongNow(new Date()).day;
    for (const date of [addDays(today, -1), today, addDays(today, 31), '2026-02-30']) {
      const res = await cart('order_create', pickupOrder(shop, { date }));
      expect([400]).toContain(res.statusCode);
      expect(['DATE_UNAVAILABLE', 'VALIDATION_FAILED']).toContain(res.body.err_code);
    }
    if (shop.pickupClosedDay) {
      expectError(
        await cart('order_create', pickupOrder(shop, { date: shop.pickupClosedDay })),
        400,
        'DATE_UNAVAILABLE',
      );
    }
    expectError(
      await cart('order_create', pickupOrder(shop, { timeslot_id: shop.deliverySlotId })),
      400,
      'TIMESLOT_UNAVAILABLE',
    );
    expect(await inventoryOf(t, variantIds[0]!)).toBe(4);
  });

  it('a day staff have just closed, or just moved out of the booking window, at the very next order', async () => {
    const { cart } = await guestWith({ inventory: 4 });
    const next = await makeProduct(t);
    // This order keeps the lookups; only the staff writes below may make the next one read them again.
    expect((await cart('order_create', pickupOrder(shop))).statusCode).toBe(200);
    await cart('cart_add_product', { product_id: next.variantId });
    const [closed] = await t.db
      .insert(blackoutDates)
      .values({ method: 'pickup', day: shop.openDay })
      .returning({ id: blackoutDates.id });
    expectError(await cart('order_create', pickupOrder(shop)), 400, 'DATE_UNAVAILABLE');
    await t.db.delete(blackoutDates).where(eq(blackoutDates.id, closed!.id));

    const settings = await readSettings(t.db);
    await writeSettings(t.db, { ...settings, lead_time_days: 30, booking_window_days: 40 });
    expectError(await cart('order_create', pickupOrder(shop)), 400, 'DATE_UNAVAILABLE');
    await writeSettings(t.db, settings);
    expect((await cart('order_create', pickupOrder(shop))).statusCode).toBe(200);
  });

  it('an empty cart and a bad access token', async () => {
    const cart = shopper(t, await newAccessToken(t));
    expectError(await cart('order_create', pickupOrder(shop)), 409, 'CART_EMPTY');
    expectError(await shopper(t, 'nope')('order_create', pickupOrder(shop)), 400, 'INVALID_ACCESS_TOKEN');
  });
});

describe('idempotency', () => {
  it('returns the same order for the same key, and refuses another shopper’s key', async () => {
    const { cart } = await guestWith({});
    const body = pickupOrder(shop);
    const first = (await cart('order_create', body)).body;
    const again = await cart('order_create', body);
    expect(again.body).toMatchObject({
      status: 1,
      order_token: first.order_token,
      order_number: first.order_number,
    });
    const stranger = (await guestWith({})).cart;
    expectError(await stranger('order_create', body), 409, 'IDEMPOTENCY_KEY_USED');
    expect(await t.db.select().from(orders).where(eq(orders.orderNumber, first.order_number))).toHaveLength(
      1,
    );
  });
});

describe('order_detail_get', () => {
  it('answers 404 for any other token', async () => {
    for (const order_token of ['unknown', 'SC-20260101-0001']) {
      expectError(await t.call('order_detail_get', { order_token }), 404, 'NOT_FOUND');
    }
  });
});
