import { type AddressInput, addressErrors, isBlankAddress } from './address-rules.ts';
import type { CheckoutContext, CheckoutForm } from './checkout-form.ts';

export type CheckoutErrorKey =
  | 'storeRequired'
  | 'countryRequired'
  | 'dateRequired'
  | 'timeslotRequired'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'addressRequired'
  | 'districtRequired'
  | 'cityRequired'
  | 'tooLong';

/** Field paths as the form's controls are named, e.g. `contact.email` or `shipping.district`. */
export type CheckoutErrors = Record<string, CheckoutErrorKey>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The members contract's phone rule: the digits of what was typed, 6 to 15 of them. */
export function phoneDigits(typed: string): string {
  return typed.replace(/[\s()+-]/g, '');
}

function personErrors(
  prefix: string,
  person: { first_name: string; last_name: string },
  errors: CheckoutErrors,
) {
  if (!person.first_name.trim()) errors[`${prefix}.first_name`] = 'firstNameRequired';
  else if (person.first_name.trim().length > 100) errors[`${prefix}.first_name`] = 'tooLong';
  if (!person.last_name.trim()) errors[`${prefix}.last_name`] = 'lastNameRequired';
  else if (person.last_name.trim().length > 100) errors[`${prefix}.last_name`] = 'tooLong';
}

function phoneError(phone: string, required: boolean): CheckoutErrorKey | null {
  if (!phone.trim()) return required ? 'phoneRequired' : null;
  return /^\d{6,15}$/.test(phoneDigits(phone)) ? null : 'phoneInvalid';
}

function addAddress(prefix: string, input: AddressInput, hongKong: boolean, errors: CheckoutErrors) {
  for (const [field, key] of Object.entries(addressErrors(input, hongKong)))
    errors[`${prefix}.${field}`] = key;
}

/** Every field the shopper must fix before the order can be placed, in the order the form shows them. */
export function checkoutErrors(form: CheckoutForm, ctx: CheckoutContext): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const delivery = ctx.method === 'delivery';
  if (!delivery && form.pickupStoreId === null) errors.pickupStoreId = 'storeRequired';
  if (delivery && ctx.deliveryCountryId === null) errors.deliveryCountryId = 'countryRequired';
  if (delivery) {
    if (!form.recipientIsContact) {
      personErrors('recipient', form.recipient, errors);
      const phone = phoneError(form.recipient.phone, false);
      if (phone) errors['recipient.phone'] = phone;
    }
    addAddress('shipping', form.shippingAddress, ctx.deliveryIsHongKong, errors);
  }
  if (!form.date) errors.date = 'dateRequired';
  if (form.timeslotId === null) errors.timeslotId = 'timeslotRequired';
  personErrors('contact', form.contact, errors);
  const email = form.contact.email.trim();
  if (!email && !ctx.member) errors['contact.email'] = 'emailRequired';
  else if (email && !EMAIL.test(email)) errors['contact.email'] = 'emailInvalid';
  const phone = phoneError(form.contact.phone, !ctx.member);
  if (phone) errors['contact.phone'] = phone;
  const ownBilling = !delivery || !form.billingSameAsShipping;
  if (ownBilling && !isBlankAddress(form.billingAddress)) {
    addAddress('billing', form.billingAddress, ctx.billingIsHongKong, errors);
  }
  return errors;
}
