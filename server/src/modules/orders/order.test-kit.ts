import { randomUUID } from 'node:crypto';
import { addDays, hongKongNow } from '@shop/contract/shop-calendar';
import { appPerFile, filledBeforeTests, type TestApp } from '../../../test/test-app.ts';

/** What a checkout needs from the shop's lookups, read through the API as the storefront reads them. */
export interface ShopLookups {
  pickupStoreId: number;
  pickupSlotId: number;
  deliverySlotId: number;
  hongKong: { id: number; shipping_fee: number; free_shipping_threshold: number };
  taiwan: { id: number; shipping_fee: number };
  /** A bookable day for both methods. */
  openDay: string;
  pickupClosedDay: string | undefined;
}

/**
 * A test file's app with the lookups a checkout needs, where most order tests start: `t` stands for
 * the app, `shop` is filled in before the tests.
 */
export function shopPerFile(): { t: TestApp; shop: ShopLookups } {
  const t = appPerFile();
  return { t, shop: filledBeforeTests(() => shopLookups(t)) };
}

export async function shopLookups(t: Pick<TestApp, 'call'>): Promise<ShopLookups> {
  const stores = (await t.call('pickup_store_get')).body.stores;
  const slots = (await t.call('timeslot_get')).body;
  const countries = (await t.call('delivery_country_get')).body.delivery_countries;
  const closed = (await t.call('client_blackout_date_get')).body;
  const shut = new Set<string>([...closed.pickup_blackout_dates, ...closed.delivery_blackout_dates]);
  let openDay = addDays(hongKongNow(new Date()).day, 2);
  while (shut.has(openDay)) openDay = addDays(openDay, 1);
  const named = (name: string) => countries.find((c: { name_en: string }) => c.name_en === name);
  return {
    pickupStoreId: stores[0].id,
    pickupSlotId: slots.pickup_timeslots[0].id,
    deliverySlotId: slots.delivery_timeslots[0].id,
    hongKong: named('Hong Kong'),
    taiwan: named('Taiwan'),
    openDay,
    pickupClosedDay: closed.pickup_blackout_dates[0],
  };
}

export const billing = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Siu Ming',
  last_name: 'Wong',
  email: 'siuming@example.com',
  phone: '61234567',
  address: '',
  company_name: '',
  country_id: '',
  city: '',
  state: '',
  postal_code: '',
  additional_info: '',
  ...overrides,
});

export function pickupOrder(shop: ShopLookups, overrides: Record<string, unknown> = {}) {
  return {
    delivery_method: 'pickup',
    pickup_store_id: shop.pickupStoreId,
    date: shop.openDay,
    timeslot_id: shop.pickupSlotId,
    payment_method: 'pay_at_store',
    idempotency_key: randomUUID(),
    billing: billing(),
    ...overrides,
  };
}

export function deliveryOrder(shop: ShopLookups, overrides: Record<string, unknown> = {}) {
  return {
    delivery_method: 'delivery',
    delivery_country_id: shop.hongKong.id,
    date: shop.openDay,
    timeslot_id: shop.deliverySlotId,
    payment_method: 'bank_transfer',
    idempotency_key: randomUUID(),
    billing: billing(),
    shipping: {
      ...billing({ additional_info: undefined }),
      address: 'Flat 12B, 8 Hoi Yuen Road',
      city: 'Kowloon',
      state: 'Kwun Tong',
      postal_code: '999077',
    },
    ...overrides,
  };
}
