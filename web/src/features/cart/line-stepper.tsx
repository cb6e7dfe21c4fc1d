import type { CartItem } from '@shop/contract/cart/cart.calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import {
  canDecrementLine,
  canIncrementLine,
  clampLineQuantity,
  MIN_LINE_QUANTITY,
} from './cart-line-rules.ts';

interface LineStepperProps {
  line: CartItem;
  name: string;
  /** Another cart call is running: every control waits for it. */
  locked: boolean;
  onChange: (quantity: number) => void;
}

/**
 * In the cart: minimum 1, plus only while below the stock. A typed quantity is sent when
 * the field is left or Enter is pressed, not on every keystroke. The page remounts it with each
 * new quantity from the server (its key), which also resets what was typed. The buttons say they
 * are unavailable with aria-disabled rather than disabled, so keyboard focus stays on them when a
 * press reaches the stock or starts a call.
 */
export function LineStepper({ line, name, locked, onChange }: LineStepperProps) {
  const { t } = useTranslation('checkout');
  const [draft, setDraft] = useState(String(line.quantity));
  const step = (allowed: boolean, quantity: number) => {
    if (allowed && !locked) onChange(quantity);
  };
  const canDecrement = canDecrementLine(line);
  const canIncrement = canIncrementLine(line);
  const commit = () => {
    const quantity = clampLineQuantity(draft, line);
    if (quantity === null || quantity === line.quantity) setDraft(String(line.quantity));
    else onChange(quantity);
  };
  return (
    <fieldset className="cart-stepper">
      <legend className="visually-hidden">{t('cart.quantityOf', { name })}</legend>
      <IconButton
        icon="minus"
        label={t('cart.decrease', { name })}
        className="cart-stepper__button"
        aria-disabled={locked || !canDecrement}
        onClick={() => step(canDecrement, line.quantity - 1)}
      />
      <input
        className="cart-stepper__input"
        type="number"
        inputMode="numeric"
        aria-label={t('cart.quantity')}
        min={MIN_LINE_QUANTITY}
        max={Math.max(MIN_LINE_QUANTITY, line.inventory)}
        value={draft}
        readOnly={locked}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <IconButton
        icon="plus"
        label={t('cart.increase', { name })}
        className="cart-stepper__button"
        aria-disabled={locked || !canIncrement}
        onClick={() => step(canIncrement, line.quantity + 1)}
      />
    </fieldset>
  );
}
