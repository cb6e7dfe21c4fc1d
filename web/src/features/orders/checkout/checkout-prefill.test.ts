import type { MemberAddress, Profile } from '@shop/contract/members/members.calls';
import { describe, expect, it } from 'vitest';
import { checkoutPrefill } from './checkout-prefill.ts';

const profile = {
  first_name: 'Mei',
  last_name: 'Chan',
  email: 'demo@example.com',
  phone: '91234567',
  area_code: '852',
  country_id: 1,
} as Profile;

const address = (overrides: Partial<MemberAddress>) =>
  ({
    id: 1,
    address: 'Flat 12B, 8 Hoi Yuen Road',
    district: 'Kwun Tong',
    city: 'Kowloon',
    state: '',
    postal_code: '',
    is_default: 0,
    ...overrides,
  }) as MemberAddress;

describe('a member checkout', () => {
  it('starts from the profile’s name and contact', () => {
    expect(checkoutPrefill(profile, [])).toEqual({
      contact: {
        first_name: 'Mei',
        last_name: 'Chan',
        email: 'demo@example.com',
        phone: '91234567',
        company_name: '',
      },
      billingCountryId: 1,
    });
    expect(checkoutPrefill({ ...profile, area_code: '65', email: null }, []).contact).toMatchObject({
      email: '',
      phone: '+65 91234567',
    });
  });

  it('delivers to the default saved address, keeping a district the form knows', () => {
    const prefill = checkoutPrefill(undefined, [
      address({ id: 1 }),
      address({ id: 2, district: '沙田區', is_default: 1 }),
    ]);
    expect(prefill.shippingAddress).toMatchObject({
      address: 'Flat 12B, 8 Hoi Yuen Road',
      district: 'Sha Tin',
    });
    expect(checkoutPrefill(undefined, [address({ district: 'Atlantis' })]).shippingAddress?.district).toBe(
      '',
    );
  });

  it('delivers to the saved address the member picked, or to none for a new one', () => {
    const book = [address({ id: 1, is_default: 1 }), address({ id: 2, address: 'Unit 5, 2 Office Road' })];
    expect(checkoutPrefill(undefined, book, 2).shippingAddress?.address).toBe('Unit 5, 2 Office Road');
    expect(checkoutPrefill(undefined, book, null).shippingAddress).toBeUndefined();
  });
});
