import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icons.tsx';
import { canDecrement, canIncrement, MIN_QUANTITY } from './stepper.ts';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  inventory: number | undefined;
  inCart: number;
  disabled?: boolean;
}

/** Minimum 1; plus only while the quantity is below the stock less what the cart holds. */
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
  const typed = (text: string) => {
    const n = Math.trunc(Number(text));
    if (Number.isFinite(n)) onChange(Math.min(most, Math.max(MIN_QUANTITY, n)));
  };
  return (
    <div className="stepper">
      <label htmlFor={id} className="visually-hidden">
        {t('purchase.quantity')}
      </label>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('purchase.decrease')}
        disabled={disabled || !canDecrement(value)}
        onClick={() => onChange(value - 1)}
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
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" />
      </button>
    </div>
  );
}
