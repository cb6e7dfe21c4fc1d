import type { DELIVERY_METHODS, PAYMENT_METHODS } from '@shop/contract/orders/checkout-fields';
import { type AddressInput, EMPTY_ADDRESS } from './address-rules.ts';

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface ContactInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company_name: string;
}

export interface RecipientInput {
  first_name: string;
  last_name: string;
  phone: string;
}

/** Everything the shopper fills in at checkout; the method and delivery country live in the cart state. */
export interface CheckoutForm {
  pickupStoreId: number | null;
  date: string;
  timeslotId: number | null;
  paymentMethod: PaymentMethod;
  contact: ContactInput;
  /** Delivery: the parcel goes to the contact person unless the shopper names someone else. */
  recipientIsContact: boolean;
  recipient: RecipientInput;
  shippingAddress: AddressInput;
  /** Delivery: bill to the delivery address unless the shopper gives another. */
  billingSameAsShipping: boolean;
  billingCountryId: number | null;
  billingAddress: AddressInput;
  notes: string;
}

/** What the form is judged against besides its own fields. */
export interface CheckoutContext {
  method: DeliveryMethod;
  deliveryCountryId: number | null;
  deliveryIsHongKong: boolean;
  billingIsHongKong: boolean;
  /** A member's account fills in a missing email or phone, so only a guest must give them. */
  member: boolean;
}

const EMPTY_CONTACT: ContactInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company_name: '',
};

export function initialCheckoutForm(
  method: DeliveryMethod,
  prefill: Partial<CheckoutForm> = {},
): CheckoutForm {
  return {
    pickupStoreId: null,
    date: '',
    timeslotId: null,
    paymentMethod: defaultPayment(method),
    contact: EMPTY_CONTACT,
    recipientIsContact: true,
    recipient: { first_name: '', last_name: '', phone: '' },
    shippingAddress: EMPTY_ADDRESS,
    billingSameAsShipping: true,
    billingCountryId: null,
    billingAddress: EMPTY_ADDRESS,
    notes: '',
    ...prefill,
  };
}

/** Paying at the shop is only for pickup; delivery is paid by bank transfer or FPS. */
export function defaultPayment(method: DeliveryMethod): PaymentMethod {
  return method === 'pickup' ? 'pay_at_store' : 'bank_transfer';
}

export function paymentMethodsFor(method: DeliveryMethod): PaymentMethod[] {
  return method === 'pickup' ? ['pay_at_store', 'fps', 'bank_transfer'] : ['fps', 'bank_transfer'];
}
