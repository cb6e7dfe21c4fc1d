import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from './address-rules.ts';
import { type CheckoutContext, initialCheckoutForm } from './checkout-form.ts';
import { checkoutErrors } from './checkout-validation.ts';

const guestPickup: CheckoutContext = {
  method: 'pickup',
  deliveryCountryId: null,
  deliveryIsHongKong: false,
  billingIsHongKong: true,
  member: false,
};

const filled = {
  ...initialCheckoutForm('pickup'),
  pickupStoreId: 1,
  date: '2026-11-25',
  timeslotId: 1,
  contact: {
    first_name: 'Siu Ming',
    last_name: 'Wong',
    email: 'siuming@example.com',
    phone: '6123 4567',
    company_name: '',
  },
};

describe('checkout validation', () => {
  it('passes a complete guest pickup', () => {
    expect(checkoutErrors(filled, guestPickup)).toEqual({});
  });

  it('names every missing choice and contact field of a guest', () => {
    expect(checkoutErrors(initialCheckoutForm('pickup'), guestPickup)).toEqual({
      pickupStoreId: 'storeRequired',
      date: 'dateRequired',
      timeslotId: 'timeslotRequired',
      'contact.first_name': 'firstNameRequired',
      'contact.last_name': 'lastNameRequired',
      'contact.email': 'emailRequired',
      'contact.phone': 'phoneRequired',
    });
  });

  it('lets a member leave email and phone to the account, but still checks what is typed', () => {
    const member = { ...guestPickup, member: true };
    const noContact = { ...filled, contact: { ...filled.contact, email: '', phone: '' } };
    expect(checkoutErrors(noContact, member)).toEqual({});
    const bad = { ...filled, contact: { ...filled.contact, email: 'siuming@', phone: '12-34' } };
    expect(checkoutErrors(bad, member)).toEqual({
      'contact.email': 'emailInvalid',
      'contact.phone': 'phoneHongKong',
    });
  });

  it('for delivery needs the country and a Hong Kong district, not a store', () => {
    const ctx = {
      ...guestPickup,
      method: 'delivery' as const,
      deliveryCountryId: null,
      deliveryIsHongKong: true,
    };
    const form = {
      ...filled,
      pickupStoreId: null,
      shippingAddress: { ...EMPTY_ADDRESS, address: '8 Hoi Yuen Road' },
    };
    expect(checkoutErrors(form, ctx)).toEqual({
      deliveryCountryId: 'countryRequired',
      'shipping.district': 'districtRequired',
    });
    const recipient = { ...form, recipientIsContact: false };
    expect(checkoutErrors(recipient, { ...ctx, deliveryCountryId: 1 })).toMatchObject({
      'recipient.first_name': 'firstNameRequired',
      'recipient.last_name': 'lastNameRequired',
    });
  });

  it('checks an optional billing address only once something is in it', () => {
    const partial = { ...filled, billingAddress: { ...EMPTY_ADDRESS, address: '1 Queen’s Road' } };
    expect(checkoutErrors(partial, guestPickup)).toEqual({ 'billing.district': 'districtRequired' });
    expect(checkoutErrors(partial, { ...guestPickup, billingIsHongKong: false })).toEqual({
      'billing.city': 'cityRequired',
    });
  });

  it('holds a phone to Hong Kong’s rule unless its address is abroad, reading full-width digits', () => {
    const phoned = (phone: string) => ({ ...filled, contact: { ...filled.contact, phone } });
    expect(checkoutErrors(phoned('６１２３ ４５６７'), guestPickup)).toEqual({});
    for (const phone of ['6123456', '612345678', '2123 4567'])
      expect(checkoutErrors(phoned(phone), guestPickup)).toEqual({ 'contact.phone': 'phoneHongKong' });
    const abroad = {
      ...phoned('612345678'),
      billingAddress: { ...EMPTY_ADDRESS, address: '1 Zhongshan Rd', city: 'Taipei' },
    };
    expect(checkoutErrors(abroad, { ...guestPickup, billingIsHongKong: false })).toEqual({});
    expect(checkoutErrors(phoned('12345'), { ...guestPickup, billingIsHongKong: false })).toEqual({
      'contact.phone': 'phoneHongKong',
    });
  });
});
