import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-call.ts';
import { BusyButton, SubmitButton } from '../../shared/ui/busy-button.tsx';
import { FieldError } from '../../shared/ui/form-field.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { useCartCouponApplyMutation, useCartCouponRemoveMutation } from './cart.endpoints.ts';
import { useCart } from './cart-state.ts';

/** One coupon per cart (members only): apply a code, or take the applied one off. */
export function CouponForm() {
  const { t } = useTranslation('checkout');
  const field = useId();
  const applied = useCart().coupon_code;
  const [apply, applying] = useCartCouponApplyMutation();
  const [remove, removing] = useCartCouponRemoveMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (applying.isLoading) return;
    const typed = code.trim();
    if (!typed) return setError(t('coupon.required'));
    setError('');
    try {
      await apply(typed).unwrap();
      setCode('');
    } catch (failure) {
      // The toast has shown it too; here it stays beside the field it is about.
      setError((failure as ApiError).message);
    }
  };

  if (applied)
    return (
      <div className="cart-benefit-applied">
        <Icon name="tag" />
        <p>
          <strong>{applied}</strong>
          {/* Whether it takes anything off now (a minimum spend, free delivery) the server's notes say. */}
          <span>{t('coupon.applied')}</span>
        </p>
        <BusyButton
          className="button button--ghost benefit-button"
          busy={removing.isLoading}
          busyLabel={t('coupon.removing')}
          aria-label={t('coupon.removeCode', { code: applied })}
          onClick={() => void remove()}
        >
          {t('coupon.remove')}
        </BusyButton>
      </div>
    );

  return (
    <form className="cart-benefit-form" onSubmit={submit} noValidate>
      <label htmlFor={field}>{t('coupon.label')}</label>
      <div className="cart-benefit-form__row">
        <input
          id={field}
          className="input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <SubmitButton busy={applying.isLoading} busyLabel={t('coupon.applying')}>
          {t('coupon.apply')}
        </SubmitButton>
      </div>
      <FieldError id={`${field}-error`} message={error} />
    </form>
  );
}
