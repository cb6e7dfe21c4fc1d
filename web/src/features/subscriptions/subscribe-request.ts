import { HONG_KONG } from '@shop/contract/hong-kong';
import type { DeliveryCountry } from '@shop/contract/lookups/lookups.calls';
import type { MemberAddress } from '@shop/contract/members/members.calls';
import type { SubscriptionCreateInput } from '@shop/contract/subscriptions/subscriptions.calls';
import type { DeliveryMethod, PaymentMethod } from './subscription-parts.tsx';

/** What the member chose in the subscribe form. */
export interface SubscribeChoice {
  variantId: number | null;
  quantity: number;
  frequencyWeeks: number;
  method: DeliveryMethod;
  pickupStoreId: number | null;
  /** Delivery goes to an address of the member's book. */
  addressId: number | null;
  date: string;
  timeslotId: number | null;
  paymentMethod: PaymentMethod;
  useCredit: boolean;
}

type SubscribeField = 'variantId' | 'pickupStoreId' | 'addressId' | 'date' | 'timeslotId';
/** `required`: nothing chosen; `noDelivery`: the shop does not deliver to the address's country. */
type SubscribeProblem = 'required' | 'noDelivery';
export type SubscribeProblems = Partial<Record<SubscribeField, SubscribeProblem>>;

interface Where {
  addresses: readonly MemberAddress[];
  deliveryCountries: readonly DeliveryCountry[];
}

/** The delivery country an address lies in: the lists share the English name, not the id. */
function deliveryCountryOf(
  address: MemberAddress | undefined,
  deliveryCountries: readonly DeliveryCountry[],
): DeliveryCountry | undefined {
  return address && deliveryCountries.find((c) => c.name_en === address.country_name_en);
}

/** What is missing or wrong before the form may be sent; empty when it may. */
export function subscribeProblems(choice: SubscribeChoice, where: Where): SubscribeProblems {
  const problems: SubscribeProblems = {};
  if (choice.variantId === null) problems.variantId = 'required';
  if (choice.method === 'pickup' && choice.pickupStoreId === null) problems.pickupStoreId = 'required';
  if (choice.method === 'delivery') {
    const address = where.addresses.find((a) => a.id === choice.addressId);
    if (!address) problems.addressId = 'required';
    else if (!deliveryCountryOf(address, where.deliveryCountries)) problems.addressId = 'noDelivery';
  }
  if (!choice.date) problems.date = 'required';
  if (choice.timeslotId === null) problems.timeslotId = 'required';
  return problems;
}

/** A saved phone as an order takes it: a local number as it is, another with its dialling code. */
function phoneOf(address: MemberAddress): string {
  return address.area_code && address.area_code !== HONG_KONG.areaCode
    ? `+${address.area_code} ${address.phone}`
    : address.phone;
}

/** The delivery address of a subscription: the saved address, as order_create's shipping fields. */
function shippingOf(address: MemberAddress): NonNullable<SubscriptionCreateInput['shipping']> {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    company_name: address.company_name,
    phone: phoneOf(address),
    address: address.address,
    district: address.district,
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
  };
}

/** The `subscription_create` body for a choice that has no problems left. */
export function subscribeRequest(
  choice: SubscribeChoice,
  where: Where,
  idempotencyKey: string,
): SubscriptionCreateInput {
  const common = {
    variant_id: choice.variantId ?? 0,
    quantity: choice.quantity,
    frequency_weeks: choice.frequencyWeeks,
    first_date: choice.date,
    timeslot_id: choice.timeslotId ?? 0,
    payment_method: choice.paymentMethod,
    use_credit: choice.useCredit,
    idempotency_key: idempotencyKey,
  };
  if (choice.method === 'pickup')
    return { ...common, delivery_method: 'pickup', pickup_store_id: choice.pickupStoreId ?? undefined };
  const address = where.addresses.find((a) => a.id === choice.addressId);
  return {
    ...common,
    delivery_method: 'delivery',
    delivery_country_id: deliveryCountryOf(address, where.deliveryCountries)?.id,
    shipping: address && shippingOf(address),
  };
}
