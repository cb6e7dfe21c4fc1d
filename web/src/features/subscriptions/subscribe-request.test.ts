import type { DeliveryCountry } from '@shop/contract/lookups/lookups.calls';
import type { MemberAddress } from '@shop/contract/members/members.calls';
import { describe, expect, it } from 'vitest';
import { type SubscribeChoice, subscribeProblems, subscribeRequest } from './subscribe-request.ts';

const address = (id: number, country: string, extra: Partial<MemberAddress> = {}): MemberAddress => ({
  id,
  first_name: 'Mei',
  last_name: 'Chan',
  company_name: '',
  area_code: '852',
  phone: '91234567',
  address: 'Flat 12B, 8 Seymour Road',
  district: 'Mid-Levels',
  city: '',
  state: '',
  postal_code: '',
  country_id: id,
  country_name_en: country,
  country_name_zh: '',
  is_default: 0,
  ...extra,
});

const deliveryCountries = [{ id: 7, name_en: 'Hong Kong' }] as DeliveryCountry[];
const where = {
  addresses: [address(1, 'Hong Kong'), address(2, 'Japan', { area_code: '81', phone: '312345678' })],
  deliveryCountries,
};

const pickup: SubscribeChoice = {
  variantId: 38,
  quantity: 2,
  frequencyWeeks: 2,
  method: 'pickup',
  pickupStoreId: 3,
  addressId: null,
  date: '2026-12-04',
  timeslotId: 5,
  paymentMethod: 'pay_at_store',
  useCredit: true,
};

describe('the subscribe form', () => {
  it('names every choice still missing', () => {
    const blank = { ...pickup, variantId: null, pickupStoreId: null, date: '', timeslotId: null };
    expect(subscribeProblems(blank, where)).toEqual({
      variantId: 'required',
      pickupStoreId: 'required',
      date: 'required',
      timeslotId: 'required',
    });
    expect(subscribeProblems(pickup, where)).toEqual({});
  });

  it('asks for an address the shop delivers to', () => {
    const delivery = { ...pickup, method: 'delivery' as const, paymentMethod: 'fps' as const };
    expect(subscribeProblems(delivery, where)).toEqual({ addressId: 'required' });
    expect(subscribeProblems({ ...delivery, addressId: 2 }, where)).toEqual({ addressId: 'noDelivery' });
    expect(subscribeProblems({ ...delivery, addressId: 1 }, where)).toEqual({});
  });

  it('sends a pickup with its shop and no address', () => {
    expect(subscribeRequest(pickup, where, 'sub-key-1')).toEqual({
      variant_id: 38,
      quantity: 2,
      frequency_weeks: 2,
      first_date: '2026-12-04',
      delivery_method: 'pickup',
      pickup_store_id: 3,
      timeslot_id: 5,
      payment_method: 'pay_at_store',
      use_credit: true,
      idempotency_key: 'sub-key-1',
    });
  });

  it('sends a delivery to the saved address, in the delivery country of the same name', () => {
    const body = subscribeRequest({ ...pickup, method: 'delivery', addressId: 1 }, where, 'sub-key-2');
    expect(body).toMatchObject({
      delivery_method: 'delivery',
      delivery_country_id: 7,
      shipping: {
        first_name: 'Mei',
        phone: '91234567',
        address: 'Flat 12B, 8 Seymour Road',
        district: 'Mid-Levels',
      },
    });
    expect(body).not.toHaveProperty('pickup_store_id');
  });

  it('writes a phone of another country with its dialling code', () => {
    const abroad = { ...where, deliveryCountries: [{ id: 9, name_en: 'Japan' }] as DeliveryCountry[] };
    const body = subscribeRequest({ ...pickup, method: 'delivery', addressId: 2 }, abroad, 'sub-key-3');
    expect(body.shipping?.phone).toBe('+81 312345678');
  });
});
