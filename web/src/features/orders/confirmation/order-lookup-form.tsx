import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { SubmitButton } from '../../../shared/ui/busy-button.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { useOrderLookupMutation } from '../order-tracking.endpoints.ts';
import './order-timeline.css';

/** The server's refusal in the shopper's language (the base query picked it), or a network note. */
function refusal(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** Order number and email: a match opens the order page, anything else one message for both. */
export function OrderLookupForm() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [lookUp, { isLoading }] = useOrderLookupMutation();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    try {
      const { order_token } = await lookUp({
        order_number: String(form.get('order_number') ?? ''),
        email: String(form.get('email') ?? ''),
      }).unwrap();
      navigate(paths.orderConfirmation(order_token));
    } catch (failure) {
      setError(refusal(failure, tc('errors.network')));
    }
  }

  return (
    <form className="order-lookup" onSubmit={submit} noValidate={false}>
      <FormField id="lookup-order-number" name="order_number" label={t('tracking.orderNumber')}>
        {(control) => (
          <input {...control} className="input" required maxLength={40} placeholder="SC-20261127-0001" />
        )}
      </FormField>
      <FormField id="lookup-email" name="email" label={t('tracking.email')}>
        {(control) => <input {...control} className="input" type="email" required autoComplete="email" />}
      </FormField>
      <div className="form-live" role="alert">
        {error && <p className="form-alert form-alert--error">{error}</p>}
      </div>
      <SubmitButton busy={isLoading} busyLabel={t('tracking.searching')}>
        {t('tracking.submit')}
      </SubmitButton>
    </form>
  );
}
