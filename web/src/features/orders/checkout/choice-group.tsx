import type { ReactNode } from 'react';
import { fieldId } from './field-id.ts';

interface ChoiceGroupProps {
  name: string;
  legend: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * A fieldset of radio cards (method, store, slot, payment) with its error under the legend, which
 * the group points at. It carries the field's id and marks itself invalid so the submit finds it.
 */
export function ChoiceGroup({ name, legend, error, className, children }: ChoiceGroupProps) {
  const id = fieldId(name);
  return (
    <fieldset
      id={id}
      className={className ? `checkout-choices ${className}` : 'checkout-choices'}
      tabIndex={-1}
      data-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="checkout-choices__legend">{legend}</legend>
      {error && (
        <p id={`${id}-error`} className="field-error checkout-choices__error">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}

interface ChoiceCardProps {
  /** The radio's name as the server calls the field, e.g. `payment_method`. */
  name: string;
  value: string | number;
  checked: boolean;
  onChoose: () => void;
  title: string;
  icon?: ReactNode;
  /** A modifier of the card's look, e.g. `checkout-card--store`. */
  className?: string;
  /** The lines under the title. */
  children: ReactNode;
}

/** One radio card of a group: the choice's name in bold with its lines under it. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChoose,
  title,
  icon,
  className,
  children,
}: ChoiceCardProps) {
  return (
    <label className={className ? `checkout-card ${className}` : 'checkout-card'}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      {icon}
      <span className="checkout-card__text">
        <strong>{title}</strong>
        {children}
      </span>
    </label>
  );
}
