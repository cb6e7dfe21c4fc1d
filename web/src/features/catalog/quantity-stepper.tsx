import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icons.tsx';
import { canDecrement, canIncrement, MIN_QUANTITY, typedQuantity } from './stepper.ts';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  inventory: number | undefined;
  inCart: number;
  disabled?: boolean;
}

/**
 * Minimum 1; plus only while the quantity is below the stock less what the cart holds. A typed
 * number above that becomes the most, and a note beside the buttons says so.
 */
export function QuantityStepper({
  value,
  onChange,
  inventory,
  inCart,
  disabled = false,
}: QuantityStepperProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const most = Math.max(MIN_QUANTITY, (inventory ?? 0) - inCart);
  const [clampedTo, setClampedTo] = useState<number | null>(null);
  const change = (quantity: number, clamped = false) => {
    setClampedTo(clamped ? quantity : null);
    onChange(quantity);
  };
  const typed = (text: string) => {
    const answer = typedQuantity(text, most);
    if (answer) change(answer.quantity, answer.clamped);
  };
  return (
    <>
      <div className="stepper">
        <label htmlFor={id} className="visually-hidden">
          {t('purchase.quantity')}
        </label>
        <button
          type="button"
          className="stepper__button"
          aria-label={t('purchase.decrease')}
          disabled={disabled || !canDecrement(value)}
          onClick={() => change(value - 1)}
        >
          <Icon name="minus" />
        </button>
        <input
          id={id}
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={most}
          value={value}
          disabled={disabled}
          onChange={(event) => typed(event.target.value)}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={t('purchase.increase')}
          disabled={disabled || !canIncrement(value, inventory, inCart)}
          onClick={() => change(value + 1)}
        >
          <Icon name="plus" />
        </button>
      </div>
      <p className="stepper__note" role="status">
        {clampedTo !== null && value === clampedTo && t('purchase.clamped', { count: clampedTo })}
      </p>
    </>
  );
}
