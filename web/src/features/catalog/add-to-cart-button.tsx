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
  return (
    <button
      type="button"
      className="button purchase__add"
      aria-busy={busy}
      disabled={busy || !canAddToCart(inventory, inCart)}
      onClick={onAdd}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : <Icon name="bag" />}
      {t('purchase.addToCart')}
    </button>
  );
}
