import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from './address-rules.ts';
import { initialCheckoutForm } from './checkout-form.ts';
import { addressLines, orderRequest, type RequestContext } from './order-request.ts';

const contact = {
  first_name: ' Siu Ming ',
  last_name: 'Wong',
  email: 'siuming@example.com',
  phone: '6123 4567',
  company_name: '',
};

const pickupCtx: RequestContext = {
  method: 'pickup',
  deliveryCountryId: null,
  deliveryIsHongKong: false,
  billingIsHongKong: true,
  member: false,
  deliveryCountryAsCountry: null,
  language: 'en',
};

describe('Hong Kong address lines', () => {
  it('are the district under its area, in the shopper language, without a postcode', () => {
    const input = {
      ...EMPTY_ADDRESS,
      address: 'Flat 12B, 8 Hoi Yuen Road',
      district: 'Kwun Tong',
      postal_code: '999077',
    };
    expect(addressLines(input, true, 'en')).toEqual({
      address: 'Flat 12B, 8 Hoi Yuen Road',
      city: 'Kowloon',
      state: 'Kwun Tong',
      postal_code: '',
    });
    expect(addressLines(input, true, 'zh')).toMatchObject({ city: '九龍', state: '觀塘區' });
  });

  it('elsewhere keep city, state and postcode as typed', () => {
    const input = { ...EMPTY_ADDRESS, address: '1 Zhongshan Rd', city: ' Taipei ', postal_code: '100' };
    expect(addressLines(input, false, 'en')).toEqual({
      address: '1 Zhongshan Rd',
      city: 'Taipei',
      state: '',
      postal_code: '100',
    });
  });
});

describe('the order_create body', () => {
  it('for pickup names the store, leaves shipping out and sends no empty billing address', () => {
    const form = {
      ...initialCheckoutForm('pickup'),
      contact,
      pickupStoreId: 2,
      date: '2026-11-25',
      timeslotId: 3,
      notes: ' Ring twice ',
    };
    const body = orderRequest(form, pickupCtx, 'checkout-abc');
    expect(body).toMatchObject({
      delivery_method: 'pickup',
      pickup_store_id: 2,
      date: '2026-11-25',
      timeslot_id: 3,
      payment_method: 'pay_at_store',
      idempotency_key: 'checkout-abc',
      billing: {
        first_name: 'Siu Ming',
        phone: '6123 4567',
        additional_info: 'Ring twice',
        country_id: undefined,
      },
    });
    expect(body).not.toHaveProperty('shipping');
    expect(body).not.toHaveProperty('delivery_country_id');
  });

  it('for delivery sends the shipping address to the contact and bills to it unless told otherwise', () => {
    const form = {
      ...initialCheckoutForm('delivery'),
      contact,
      date: '2026-11-25',
      timeslotId: 5,
      shippingAddress: { ...EMPTY_ADDRESS, address: '8 Hoi Yuen Road', district: 'Kwun Tong' },
    };
    const ctx = {
      ...pickupCtx,
      method: 'delivery' as const,
      deliveryCountryId: 1,
      deliveryIsHongKong: true,
      deliveryCountryAsCountry: 1,
    };
    const body = orderRequest(form, ctx, 'checkout-abc');
    expect(body).toMatchObject({
      delivery_method: 'delivery',
      delivery_country_id: 1,
      payment_method: 'bank_transfer',
      shipping: { first_name: 'Siu Ming', address: '8 Hoi Yuen Road', state: 'Kwun Tong', city: 'Kowloon' },
      billing: { address: '8 Hoi Yuen Road', state: 'Kwun Tong', country_id: 1 },
    });
    expect(body).not.toHaveProperty('pickup_store_id');

    const toSomeoneElse = orderRequest(
      {
        ...form,
        recipientIsContact: false,
        recipient: { first_name: 'Tai Man', last_name: 'Chan', phone: '' },
      },
      ctx,
      'k',
    );
    expect(toSomeoneElse.shipping).toMatchObject({
      first_name: 'Tai Man',
      last_name: 'Chan',
      phone: '',
      email: 'siuming@example.com',
    });
  });
});
