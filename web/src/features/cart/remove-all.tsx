import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/ui/busy-button.tsx';
import { useCartRemoveAllMutation } from './cart.endpoints.ts';

/**
 * Emptying the cart cannot be undone, so it asks once more in place (no browser dialog). Free
 * gifts go too: the server drops them once nothing qualifies.
 */
export function RemoveAll({ locked }: { locked: boolean }) {
  const { t } = useTranslation('checkout');
  const [removeAll, { isLoading }] = useCartRemoveAllMutation();
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);

  if (!asking)
    return (
      <button
        type="button"
        className="button button--ghost cart-page__remove-all"
        aria-disabled={locked}
        onClick={() => !locked && setAsking(true)}
      >
        {t('cart.removeAll')}
      </button>
    );
  return (
    <div className="cart-page__confirm">
      <p>{t('cart.removeAllQuestion')}</p>
      <BusyButton
        ref={confirm}
        busy={isLoading}
        busyLabel={t('cart.removing')}
        disabled={locked && !isLoading}
        onClick={() => void removeAll().finally(() => setAsking(false))}
      >
        {t('cart.removeAllConfirm')}
      </BusyButton>
      <button
        type="button"
        className="button button--ghost"
        disabled={isLoading}
        onClick={() => setAsking(false)}
      >
        {t('cart.keep')}
      </button>
    </div>
  );
}
