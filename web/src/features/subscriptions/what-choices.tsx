import { MAX_SUBSCRIPTION_QUANTITY } from '@shop/contract/subscriptions/subscription-statuses';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/ui/form-field.tsx';

/** "Every week", "Every 2 weeks" (每星期, 每 2 星期). */
export const everyText = (t: TFunction<'subscriptions'>, weeks: number) =>
  weeks === 1 ? t('weekly') : t('every', { count: weeks });

interface Choice<T> {
  value: T;
  error?: string | undefined;
  onChange: (value: T) => void;
}

/** A labelled select of ids (a size, a coffee, an address), with its error under it. */
export function IdSelect({
  label,
  value,
  error,
  onChange,
  children,
}: Choice<number | null> & { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value ?? ''}
          data-invalid={error ? true : undefined}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {children}
        </select>
      )}
    </FormField>
  );
}

/** Bags per delivery. */
export function QuantityChoice({ value, onChange }: Choice<number>) {
  const { t } = useTranslation('subscriptions');
  return (
    <IdSelect label={t('form.quantity')} value={value} onChange={(n) => onChange(n ?? 1)}>
      {Array.from({ length: MAX_SUBSCRIPTION_QUANTITY }, (_, i) => i + 1).map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </IdSelect>
  );
}

/** How often, among the frequencies the coffee's plan offers: checkout's slot chips (checkout.css). */
export function FrequencyChoice({ weeks, value, onChange }: Choice<number> & { weeks: number[] }) {
  const { t } = useTranslation('subscriptions');
  const name = useId();
  return (
    <fieldset className="checkout-choices checkout-choices--chips subscribe-frequency">
      <legend className="checkout-choices__legend">{t('form.frequency')}</legend>
      {weeks.map((n) => (
        <label key={n} className="checkout-chip choice-chip">
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
          <span>{everyText(t, n)}</span>
        </label>
      ))}
    </fieldset>
  );
}
