import { HONG_KONG } from '@shop/contract/hong-kong';
import type { MemberAddress, Profile } from '@shop/contract/members/members.calls';
import { EMPTY_ADDRESS } from './address-rules.ts';
import type { CheckoutForm } from './checkout-form.ts';
import { areaOf } from './hong-kong-districts.ts';

/** A phone as the member saved it: local numbers as they are, others with their dialling code. */
function phoneOf(phone: string | null, areaCode: string): string {
  if (!phone) return '';
  return areaCode && areaCode !== HONG_KONG.areaCode ? `+${areaCode} ${phone}` : phone;
}

/** A saved district counts only when it is one of the 18 the form offers (the English name is the value). */
function districtOf(saved: string): string {
  const area = areaOf(saved);
  return area?.districts.find((d) => d.en === saved || d.zh === saved)?.en ?? '';
}

/**
 * What a member's checkout starts with: their name and contact from the profile, and the saved
 * address they picked (the default unless they pick another; null for a new one) as the delivery
 * address, so a regular order is a few clicks.
 */
export function checkoutPrefill(
  profile: Profile | undefined,
  addresses: MemberAddress[],
  picked?: number | null,
): Partial<CheckoutForm> {
  const saved =
    picked === null
      ? undefined
      : (addresses.find((a) => a.id === picked) ?? addresses.find((a) => a.is_default === 1) ?? addresses[0]);
  const prefill: Partial<CheckoutForm> = {};
  if (profile) {
    prefill.contact = {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email ?? '',
      phone: phoneOf(profile.phone, profile.area_code),
      company_name: '',
    };
    if (profile.country_id !== null) prefill.billingCountryId = profile.country_id;
  }
  if (saved) {
    prefill.shippingAddress = {
      ...EMPTY_ADDRESS,
      address: saved.address,
      district: districtOf(saved.district || saved.state),
      city: saved.city,
      state: saved.state,
      postal_code: saved.postal_code,
    };
  }
  return prefill;
}
