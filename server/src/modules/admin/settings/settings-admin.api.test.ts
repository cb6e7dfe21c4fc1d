import { addDays, hongKongNow } from '@shop/contract/shop-calendar';
import { describe, expect, it } from 'vitest';
import { makeProduct, newAccessToken, shopper } from '../../cart/testing.ts';
import { pickupOrder, shopLookups } from '../../orders/testing.ts';
import { auditOf, consolePerFile } from '../admin.test-kit.ts';

const { t, owner, staff } = consolePerFile();

const settings = async () => (await t.call('admin_settings_get', {}, staff)).body;

describe('admin_settings_get', () => {
  it('shows staff every setting the shop runs on', async () => {
    const s = await settings();
    expect(s.shop.name_en).toBe('Sampan Coffee');
    expect(s.rules).toMatchObject({
      lead_time_days: expect.any(Number),
      beans_expiry_months: 12,
      subscription_cutoff_days: 3,
    });
    expect(s.pickup_stores.length).toBeGreaterThan(0);
    expect(s.delivery_countries.find((d: { name_en: string }) => d.name_en === 'Hong Kong')).toBeDefined();
    expect(s.timeslots.some((x: { method: string }) => x.method === 'delivery')).toBe(true);
    expect(s.tiers.length).toBeGreaterThan(0);
  });
});

describe('blackout dates', () => {
  it('closes a day today for a typhoon; the storefront lists it and checkout refuses it', async () => {
    const shop = await shopLookups(t);
    const day = shop.openDay;
    const res = await t.call(
      'admin_blackout_date_add',
      { methods: ['pickup', 'delivery'], day, reason_en: 'Typhoon signal 8', reason_zh: '八號風球' },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.blackout_dates).toHaveLength(2);

    const closed = (await t.call('client_blackout_date_get')).body;
    expect(closed.pickup_blackout_dates).toContain(day);
    expect(closed.delivery_blackout_dates).toContain(day);

    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { inventory: 5 });
    await cart('cart_add_product', { product_id: variantId, quantity: 1 });
    const order = await cart('order_create', pickupOrder(shop, { date: day }));
    expect(order).toMatchObject({ statusCode: 400, body: { err_code: 'DATE_UNAVAILABLE' } });

    const audit = await auditOf(t, 'blackout_date', res.body.blackout_dates[0].id);
    expect(audit[0]).toMatchObject({ action: 'blackout_date.add' });

    const removed = await t.call(
      'admin_fulfilment_delete',
      { kind: 'blackout_date', id: res.body.blackout_dates[0].id },
      owner,
    );
    expect(removed.statusCode).toBe(200);
    expect((await t.call('client_blackout_date_get')).body.pickup_blackout_dates).not.toContain(day);
    expect((await auditOf(t, 'blackout_date', res.body.blackout_dates[0].id)).map((a) => a.action)).toEqual([
      'blackout_date.add',
      'blackout_date.delete',
    ]);
  });

  it('refuses a day in the past and a date that does not exist', async () => {
    const yesterday = addDays(hongKongNow(new Date()).day, -1);
    const past = await t.call('admin_blackout_date_add', { methods: ['pickup'], day: yesterday }, owner);
    expect(past.body).toMatchObject({
      err_code: 'VALIDATION_FAILED',
      err_message_zh: '不能關閉已過去的日子。',
    });
    expect(
      (await t.call('admin_blackout_date_add', { methods: ['pickup'], day: '2027-02-30' }, owner)).statusCode,
    ).toBe(400);
  });
});

describe('owner-only settings', () => {
  it('refuses every settings change from staff who are not owners', async () => {
    const tries: [string, Record<string, unknown>][] = [
      ['admin_blackout_date_add', { methods: ['pickup'], day: addDays(hongKongNow(new Date()).day, 3) }],
      ['admin_shop_rules_save', { lead_time_days: 1, booking_window_days: 30, beans_expiry_months: 12 }],
      ['admin_fulfilment_delete', { kind: 'timeslot', id: 1 }],
    ];
    for (const [name, body] of tries) {
      expect(await t.call(name, body, staff)).toMatchObject({
        statusCode: 403,
        body: { err_code: 'OWNER_ONLY' },
      });
    }
  });
});

describe('shop name and rules', () => {
  it('renames the shop for every shopper at once', async () => {
    const { shop } = await settings();
    const res = await t.call(
      'admin_shop_info_save',
      { ...shop, name_en: 'Sampan Roasters', name_zh: '舢舨烘焙' },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect((await t.call('shop_info_get')).body.shop).toMatchObject({
      name_en: 'Sampan Roasters',
      name_zh: '舢舨烘焙',
    });
    const [row] = await auditOf(t, 'shop_settings', 'shop');
    expect(row).toMatchObject({
      action: 'settings.shop_info',
      before: { shop: { name_en: 'Sampan Coffee' } },
    });
  });

  it('refuses a bad email and an over-long name, naming the field', async () => {
    const { shop } = await settings();
    const res = await t.call(
      'admin_shop_info_save',
      { ...shop, email: 'not-an-email', name_en: 'x'.repeat(81) },
      owner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.err_message).toContain('email');
    expect(res.body.err_message).toContain('name_en');
  });

  it('changes lead time, booking window, subscription cut-off and Beans expiry; checkout follows them', async () => {
    const rules = {
      lead_time_days: 3,
      booking_window_days: 20,
      beans_expiry_months: 6,
      subscription_cutoff_days: 5,
    };
    expect((await t.call('admin_shop_rules_save', rules, owner)).statusCode).toBe(200);
    expect((await settings()).rules).toEqual(rules);
    expect((await t.call('shop_info_get')).body.booking).toEqual({
      lead_time_days: 3,
      booking_window_days: 20,
    });
    const bad = await t.call('admin_shop_rules_save', { ...rules, booking_window_days: 3 }, owner);
    expect(bad.body.err_message_zh).toBe('預約期必須長於準備日數，否則沒有日子可以預約。');
  });
});

describe('stores, delivery and timeslots', () => {
  it('adds a pickup store that the storefront lists, then edits its hours', async () => {
    const store = {
      name_en: 'Sai Ying Pun',
      name_zh: '西營盤',
      address_en: '1 High Street',
      address_zh: '高街1號',
      district_en: 'Western',
      district_zh: '西區',
      phone: '+852 2345 0000',
      opening_hours_en: 'Daily 8:00-18:00',
      opening_hours_zh: '每日 8:00-18:00',
    };
    const created = await t.call('admin_pickup_store_save', store, owner);
    const id = created.body.store.id;
    await t.call('admin_pickup_store_save', { ...store, id, opening_hours_en: 'Daily 9:00-17:00' }, owner);
    const listed = (await t.call('pickup_store_get')).body.stores.find((s: { id: number }) => s.id === id);
    expect(listed.opening_hours_en).toBe('Daily 9:00-17:00');
    expect((await auditOf(t, 'pickup_store', id)).map((a) => a.action)).toEqual([
      'pickup_store.create',
      'pickup_store.update',
    ]);
  });

  it('sets a delivery fee and free-shipping threshold, refusing a negative fee and a second row for one country', async () => {
    const { delivery_countries } = await settings();
    const hk = delivery_countries.find((d: { name_en: string }) => d.name_en === 'Hong Kong');
    const res = await t.call(
      'admin_delivery_country_save',
      { ...hk, shipping_fee: 45.5, free_shipping_threshold: 800 },
      owner,
    );
    expect(res.body.delivery_country).toMatchObject({ shipping_fee: 45.5, free_shipping_threshold: 800 });
    const listed = (await t.call('delivery_country_get')).body.delivery_countries.find(
      (d: { id: number }) => d.id === hk.id,
    );
    expect(listed).toMatchObject({ shipping_fee: 45.5, free_shipping_threshold: 800 });
    expect((await t.call('admin_delivery_country_save', { ...hk, shipping_fee: -1 }, owner)).statusCode).toBe(
      400,
    );
    const twice = await t.call('admin_delivery_country_save', { ...hk, id: undefined }, owner);
    expect(twice).toMatchObject({
      statusCode: 409,
      body: { err_message: 'This country already has delivery set up.' },
    });
  });

  it('adds a timeslot and refuses one that ends before it starts', async () => {
    const res = await t.call(
      'admin_timeslot_save',
      { method: 'pickup', start_time: '18:00', end_time: '20:00' },
      owner,
    );
    expect((await t.call('timeslot_get')).body.pickup_timeslots).toContainEqual({
      id: res.body.timeslot.id,
      start_time: '18:00',
      end_time: '20:00',
    });
    const bad = await t.call(
      'admin_timeslot_save',
      { method: 'pickup', start_time: '20:00', end_time: '18:00' },
      owner,
    );
    expect(bad.body.err_message).toBe('A timeslot must end after it starts.');
  });

  it('refuses to remove a store that orders still use', async () => {
    const shop = await shopLookups(t);
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { inventory: 5 });
    await cart('cart_add_product', { product_id: variantId, quantity: 1 });
    expect((await cart('order_create', pickupOrder(shop))).statusCode).toBe(200);
    const res = await t.call(
      'admin_fulfilment_delete',
      { kind: 'pickup_store', id: shop.pickupStoreId },
      owner,
    );
    expect(res).toMatchObject({
      statusCode: 409,
      body: { err_message_zh: '仍有訂單使用這個項目，不能刪除，請改為修改。' },
    });
    expect((await t.call('pickup_store_get')).body.stores.map((s: { id: number }) => s.id)).toContain(
      shop.pickupStoreId,
    );
  });
});

describe('tiers', () => {
  it('changes a tier multiplier and what reaches it, with an audit row', async () => {
    const [tier] = (await settings()).tiers;
    const res = await t.call('admin_tier_save', { ...tier, multiplier_percent: 125, min_spend: 0 }, owner);
    expect(res.body.tier).toMatchObject({ multiplier_percent: 125 });
    expect((await auditOf(t, 'tier', tier.id))[0]).toMatchObject({ before: tier });
  });
});
