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
