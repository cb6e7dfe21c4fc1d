import { isHongKongMobile, isPhoneDigits, phoneDigits } from '@shop/contract/phone-number';
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
  | 'phoneHongKong'
  | 'addressRequired'
  | 'districtRequired'
  | 'cityRequired'
  | 'tooLong';

/** Field paths as the form's controls are named, e.g. `contact.email` or `shipping.district`. */
export type CheckoutErrors = Record<string, CheckoutErrorKey>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** The contract's phone rule; checkout has no area code, so a phone is Hong Kong's unless its address is abroad. */
function phoneError(phone: string, required: boolean, hongKong: boolean): CheckoutErrorKey | null {
  if (!phone.trim()) return required ? 'phoneRequired' : null;
  const digits = phoneDigits(phone);
  if (hongKong) return isHongKongMobile(digits) ? null : 'phoneHongKong';
  return isPhoneDigits(digits) ? null : 'phoneInvalid';
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
      const phone = phoneError(form.recipient.phone, false, ctx.deliveryIsHongKong);
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
  const ownBilling = !delivery || !form.billingSameAsShipping;
  const contactHongKong = ownBilling
    ? ctx.billingIsHongKong || isBlankAddress(form.billingAddress)
    : ctx.deliveryIsHongKong;
  // The contact is the recipient too unless another is named, so a delivery in Hong Kong holds it to Hong Kong's rule.
  const recipientHongKong = delivery && form.recipientIsContact && ctx.deliveryIsHongKong;
  const phone = phoneError(form.contact.phone, !ctx.member, contactHongKong || recipientHongKong);
  if (phone) errors['contact.phone'] = phone;
  if (ownBilling && !isBlankAddress(form.billingAddress)) {
    addAddress('billing', form.billingAddress, ctx.billingIsHongKong, errors);
  }
  return errors;
}
