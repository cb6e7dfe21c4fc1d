import type { CheckoutAddress, OrderCreateInput } from '@shop/contract/orders/checkout-fields';
import type { AddressInput } from './address-rules.ts';
import type { CheckoutContext, CheckoutForm } from './checkout-form.ts';
import { areaOf } from './hong-kong-districts.ts';

type Language = 'en' | 'zh';
type Where = Pick<CheckoutAddress, 'address' | 'city' | 'state' | 'postal_code'>;

/**
 * The address lines an order keeps. A Hong Kong address is a district (the order's state) under its
 * area (the city), written in the shopper's language, and never a postcode.
 */
export function addressLines(input: AddressInput, hongKong: boolean, language: Language): Where {
  if (!hongKong)
    return {
      address: input.address.trim(),
      city: input.city.trim(),
      state: input.state.trim(),
      postal_code: input.postal_code.trim(),
    };
  const area = areaOf(input.district);
  const district = area?.districts.find((d) => d.en === input.district || d.zh === input.district);
  return {
    address: input.address.trim(),
    city: area?.[language] ?? '',
    state: district?.[language] ?? input.district,
    postal_code: '',
  };
}

export interface RequestContext extends CheckoutContext {
  /** The id in the country list of the delivery country, for a billing address that is the delivery one. */
  deliveryCountryAsCountry: number | null;
  language: Language;
}

type OrderBody = Omit<OrderCreateInput, 'access_token'>;

/** The `order_create` body (a pinned wire shape) for what the shopper filled in. */
export function orderRequest(form: CheckoutForm, ctx: RequestContext, idempotencyKey: string): OrderBody {
  const contact = {
    first_name: form.contact.first_name.trim(),
    last_name: form.contact.last_name.trim(),
    email: form.contact.email.trim(),
    phone: form.contact.phone.trim(),
    company_name: form.contact.company_name.trim(),
  };
  const delivery = ctx.method === 'delivery';
  const shippingWhere = addressLines(form.shippingAddress, ctx.deliveryIsHongKong, ctx.language);
  const billedToShipping = delivery && form.billingSameAsShipping;
  const billingWhere = billedToShipping
    ? shippingWhere
    : addressLines(form.billingAddress, ctx.billingIsHongKong, ctx.language);
  const billingCountry = billedToShipping ? ctx.deliveryCountryAsCountry : form.billingCountryId;
  const billingGiven = Object.values(billingWhere).some(Boolean);
  const recipient = form.recipientIsContact ? contact : { ...contact, ...trimmed(form.recipient) };

  return {
    delivery_method: ctx.method,
    ...(delivery
      ? { delivery_country_id: ctx.deliveryCountryId ?? undefined }
      : { pickup_store_id: form.pickupStoreId ?? undefined }),
    date: form.date,
    timeslot_id: form.timeslotId ?? 0,
    payment_method: form.paymentMethod,
    idempotency_key: idempotencyKey,
    billing: {
      ...contact,
      ...billingWhere,
      country_id: billingGiven ? (billingCountry ?? undefined) : undefined,
      additional_info: form.notes.trim(),
    },
    ...(delivery ? { shipping: { ...recipient, company_name: '', ...shippingWhere } } : {}),
  };
}

function trimmed<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v).trim()])) as T;
}
