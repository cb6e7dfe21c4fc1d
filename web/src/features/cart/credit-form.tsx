import { CREDIT_POINT_VALUE } from '@shop/contract/shop-money';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-call.ts';
import { useCreditMoney, useMoney } from '../../shared/money/use-money.ts';
import { BusyButton, SubmitButton } from '../../shared/ui/busy-button.tsx';
import { FieldError } from '../../shared/ui/form-field.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { useCartCreditApplyMutation, useCartCreditRemoveMutation } from './cart.endpoints.ts';
import { useCart } from './cart-state.ts';
import { creditProblem, maxCredit } from './credit-rules.ts';

/**
 * Pay part of the cart with credit (members only), up to the balance (`balance`: the member's
 * credit points, which the page reads fresh) and what is payable.
 */
export function CreditForm({ balance }: { balance: number }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const credit = useCreditMoney();
  const field = useId();
  const { credit_amount: cartCredit, credit_discount, total } = useCart();
  const [apply, applying] = useCartCreditApplyMutation();
  const [remove, removing] = useCartCreditRemoveMutation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const most = maxCredit(balance, total, credit_discount, CREDIT_POINT_VALUE);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (applying.isLoading) return;
    const problem = creditProblem(amount, most);
    if (problem) return setError(t(`credit.${problem}`, { most: credit(most) }));
    setError('');
    try {
      await apply(Number(amount)).unwrap();
      setAmount('');
    } catch (failure) {
      setError((failure as ApiError).message);
    }
  };

  if (cartCredit > 0)
    return (
      <div className="cart-benefit-applied">
        <Icon name="wallet" />
        <p>
          <strong>{t('credit.appliedAmount', { amount: money(credit_discount) })}</strong>
        </p>
        <BusyButton
          className="button button--ghost benefit-button"
          busy={removing.isLoading}
          busyLabel={t('credit.removing')}
          aria-label={t('credit.removeLabel')}
          onClick={() => void remove()}
        >
          {t('credit.remove')}
        </BusyButton>
      </div>
    );

  const hint = `${field}-hint`;
  const describedBy = error ? `${hint} ${field}-error` : hint;
  return (
    <form className="cart-benefit-form" onSubmit={submit} noValidate>
      <label htmlFor={field}>{t('credit.label')}</label>
      <p id={hint} className="cart-summary__hint soft-text">
        {t('credit.balance', { credit: credit(balance), most: credit(most) })}
      </p>
      <div className="cart-benefit-form__row">
        <input
          id={field}
          className="input"
          type="number"
          inputMode="numeric"
          min={1}
          max={most}
          step={1}
          value={amount}
          disabled={most === 0}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setAmount(event.target.value)}
        />
        <SubmitButton busy={applying.isLoading} busyLabel={t('credit.applying')} disabled={most === 0}>
          {t('credit.apply')}
        </SubmitButton>
      </div>
      <FieldError id={`${field}-error`} message={error} />
      {most > 0 && (
        <button type="button" className="cart-benefit-form__fill" onClick={() => setAmount(String(most))}>
          {t('credit.useMost', { most: credit(most) })}
        </button>
      )}
    </form>
  );
}
