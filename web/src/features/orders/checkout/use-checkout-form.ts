import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressInput } from './address-rules.ts';
import type { CheckoutContext, CheckoutForm, ContactInput, RecipientInput } from './checkout-form.ts';
import { checkoutErrors } from './checkout-validation.ts';

export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * The checkout form's values and the messages beside its fields. Fields are judged once the
 * shopper first tries to place the order, then again on every change, so a message goes away as
 * soon as its field is put right. A refusal from the server stays until the form changes.
 */
export function useCheckoutForm(initial: CheckoutForm, contextOf: (form: CheckoutForm) => CheckoutContext) {
  const { t } = useTranslation('checkout');
  const [form, setForm] = useState(initial);
  const [judged, setJudged] = useState(false);
  const [refusal, setRefusal] = useState<FieldMessage | null>(null);

  const ctx = contextOf(form);
  const problems = judged ? checkoutErrors(form, ctx) : {};
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries(problems).map(([field, key]) => [field, t(`errors.${key}`)]),
  );
  if (refusal) errors[refusal.field] = refusal.message;

  const update = (patch: Partial<CheckoutForm>) => {
    setForm((was) => ({ ...was, ...patch }));
    setRefusal(null);
  };
  const nested =
    <K extends 'contact' | 'recipient' | 'shippingAddress' | 'billingAddress'>(key: K) =>
    (field: keyof CheckoutForm[K], value: string) => {
      setForm((was) => ({ ...was, [key]: { ...was[key], [field]: value } }));
      setRefusal(null);
    };

  return {
    form,
    ctx,
    errors,
    update,
    setContact: nested('contact') as (field: keyof ContactInput, value: string) => void,
    setRecipient: nested('recipient') as (field: keyof RecipientInput, value: string) => void,
    setShippingAddress: nested('shippingAddress') as (field: keyof AddressInput, value: string) => void,
    setBillingAddress: nested('billingAddress') as (field: keyof AddressInput, value: string) => void,
    /** Judges the whole form; true when it can be sent. */
    judge: () => {
      setJudged(true);
      return Object.keys(checkoutErrors(form, ctx)).length === 0;
    },
    refuse: setRefusal,
  };
}
