import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { orderRequest, type RequestContext } from './order-request.ts';
import { serverErrorField } from './server-error-field.ts';
import type { useCheckoutForm } from './use-checkout-form.ts';
import { usePlaceOrder } from './use-place-order.ts';

interface SubmitOptions {
  checkout: ReturnType<typeof useCheckoutForm>;
  /** What the order body needs beyond the form's own context. */
  extra: Omit<RequestContext, keyof ReturnType<typeof useCheckoutForm>['ctx']>;
  onPlaced: (orderToken: string) => void;
  onRefused: () => void;
}

/**
 * Placing the order from the form: judge it and move to the first field to fix, or send it. A
 * refusal about one field stands beside that field; anything else is said by the button.
 */
export function useCheckoutSubmit({ checkout, extra, onPlaced, onRefused }: SubmitOptions) {
  const { t } = useTranslation('checkout');
  const formElement = useRef<HTMLFormElement>(null);
  const alertElement = useRef<HTMLDivElement>(null);
  const [alert, setAlert] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const { place, placing } = usePlaceOrder();

  // After the render that marks the fields, so the first marked one is found.
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formElement.current);
  }, [focusRequest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing) return;
    if (!checkout.judge()) {
      setAlert(t('form.fixErrors'));
      setFocusRequest((n) => n + 1);
      return;
    }
    setAlert('');
    const result = await place((key) => orderRequest(checkout.form, { ...checkout.ctx, ...extra }, key));
    if (!result) return;
    if (result.ok) return onPlaced(result.orderToken);
    const { err_code, message } = result.error;
    const field = serverErrorField(err_code, message, checkout.form.recipientIsContact);
    if (field) {
      checkout.refuse({ field, message });
      setFocusRequest((n) => n + 1);
    } else {
      // Not about one field (stock, credit, the connection): the message by the button says it.
      setAlert(message);
      alertElement.current?.focus();
    }
    onRefused();
  };

  return { submit, placing, alert, formElement, alertElement };
}
