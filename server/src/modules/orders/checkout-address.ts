import { HONG_KONG } from '@shop/contract/hong-kong';
import type { CheckoutAddress, OrderCreateInput } from '@shop/contract/orders/checkout-fields';
import { fitsAreaCode, PHONE_PROBLEM } from '@shop/contract/phone-number';
import { type FulfilmentPlan, invalidField } from './fulfilment-check.ts';
import type { DeliveryCountryInfo, OrderLookups } from './order-lookups.ts';
import type { OrderAddress } from './orders.tables.ts';

function countryName(lookups: OrderLookups, id: number | undefined, field: string) {
  if (id === undefined) return undefined;
  const row = lookups.countries.get(id);
  if (!row) throw invalidField(field, 'no such country', '沒有這個國家或地區');
  return row;
}

/**
 * Checkout asks for no area code: a phone is read as a Hong Kong number, held to Hong Kong's rule,
 * unless its address is in another country (then the contract's general rule has checked it).
 */
function checkPhone(field: string, phone: string | undefined, hongKong: boolean) {
  if (phone && hongKong && !fitsAreaCode(phone, HONG_KONG.areaCode))
    throw invalidField(field, PHONE_PROBLEM.en, PHONE_PROBLEM.zh);
}

const toAddress = (
  a: Omit<CheckoutAddress, 'additional_info'>,
  country: { en: string; zh: string } | undefined,
): OrderAddress => ({
  firstName: a.first_name,
  lastName: a.last_name,
  email: a.email ?? '',
  phone: a.phone ?? '',
  address: a.address ?? '',
  companyName: a.company_name ?? '',
  countryNameEn: country?.en ?? '',
  countryNameZh: country?.zh ?? '',
  city: a.city ?? '',
  state: a.district ?? a.state ?? '',
  postalCode: a.postal_code ?? '',
});

/**
 * A delivery address as the order keeps it, checked for its country: Hong Kong addresses need a
 * district (in district, state or city) and have no postcode; others need a city. Subscriptions
 * check theirs with it when made, so each renewal's order takes the same address.
 */
export function deliveryAddress(
  given: Omit<CheckoutAddress, 'additional_info'>,
  country: DeliveryCountryInfo,
): OrderAddress {
  if (!given.address) throw invalidField('shipping.address', 'required for delivery', '送貨必須填寫');
  const hongKong = country.isoCode === HONG_KONG.isoCode;
  if (hongKong && !(given.district ?? given.state ?? given.city)) {
    throw invalidField(
      'shipping.state',
      'the district is required for a Hong Kong address',
      '香港地址必須填寫地區',
    );
  }
  if (!hongKong && !given.city) throw invalidField('shipping.city', 'required for delivery', '送貨必須填寫');
  checkPhone('shipping.phone', given.phone, hongKong);
  const address = toAddress(given, { en: country.nameEn, zh: country.nameZh });
  return { ...address, postalCode: hongKong ? '' : address.postalCode };
}

/** The shipping address goes to the delivery country, whatever country_id it names; billing fills its gaps. */
function shippingAddress(
  input: OrderCreateInput,
  billing: OrderAddress,
  country: DeliveryCountryInfo,
): OrderAddress {
  const address = deliveryAddress(input.shipping!, country);
  return { ...address, email: address.email || billing.email, phone: address.phone || billing.phone };
}

/** Billing and shipping as the order keeps them. A guest must give an email and a phone; a member's account fills the gaps. */
export function checkoutAddresses(
  lookups: OrderLookups,
  input: OrderCreateInput,
  /** The signed-in member's account, when there is one. */
  account: { email: string | null; phone: string | null } | null,
  plan: FulfilmentPlan,
) {
  const billingCountry = countryName(lookups, input.billing.country_id, 'billing.country_id');
  checkPhone(
    'billing.phone',
    input.billing.phone,
    (billingCountry?.isoCode ?? HONG_KONG.isoCode) === HONG_KONG.isoCode,
  );
  const billing = toAddress(
    {
      ...input.billing,
      email: input.billing.email ?? account?.email ?? undefined,
      phone: input.billing.phone ?? account?.phone ?? undefined,
    },
    billingCountry,
  );
  if (!billing.email) throw invalidField('billing.email', 'required', '必須填寫');
  if (!billing.phone) throw invalidField('billing.phone', 'required', '必須填寫');
  const shipping = plan.deliveryCountry ? shippingAddress(input, billing, plan.deliveryCountry) : null;
  return { billing, shipping, additionalInfo: input.billing.additional_info ?? input.additional_info ?? '' };
}
