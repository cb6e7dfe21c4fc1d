import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icons.tsx';
import { canAddToCart, isOutOfStock } from './stepper.ts';

interface AddToCartButtonProps {
  inventory: number | undefined;
  inCart: number;
  busy: boolean;
  onAdd: () => void;
}

/**
 * A disabled out-of-stock button at inventory 0 or missing; add to cart disabled once the
 * cart holds the whole stock; a spinner, and no second press, while the cart call runs.
 */
export function AddToCartButton({ inventory, inCart, busy, onAdd }: AddToCartButtonProps) {
  const { t } = useTranslation('catalog');
  if (isOutOfStock(inventory))
    return (
      <button type="button" className="button purchase__add" disabled>
        {t('purchase.outOfStock')}
      </button>
    );
  const canAdd = canAddToCart(inventory, inCart);
  // Marked rather than disabled while busy or full: a disabled button drops the keyboard focus to
  // the top of the page, and the shopper would have to tab all the way back.
  return (
    <button
      type="button"
      className="button purchase__add"
      aria-busy={busy}
      aria-disabled={busy || !canAdd || undefined}
      onClick={() => {
        if (!busy && canAdd) onAdd();
      }}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : <Icon name="bag" />}
      {t('purchase.addToCart')}
    </button>
  );
}
