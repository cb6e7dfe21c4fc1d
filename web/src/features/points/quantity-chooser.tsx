import { useTranslation } from 'react-i18next';
import { canDecrease, canIncrease } from './credit-quantity.ts';

interface QuantityChooserProps {
  value: number;
  unitCost: number;
  balance: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/** Minus stops at 0; plus only while one more unit's Beans stay within the balance. */
export function QuantityChooser({ value, unitCost, balance, disabled, onChange }: QuantityChooserProps) {
  const { t } = useTranslation('points');
  return (
    <fieldset className="quantity-chooser">
      <legend className="quantity-chooser__legend">{t('transfer.quantity')}</legend>
      <button
        type="button"
        className="quantity-chooser__button"
        aria-label={t('transfer.decrease')}
        disabled={disabled || !canDecrease(value)}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="quantity-chooser__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="quantity-chooser__button"
        aria-label={t('transfer.increase')}
        disabled={disabled || !canIncrease(value, unitCost, balance)}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
