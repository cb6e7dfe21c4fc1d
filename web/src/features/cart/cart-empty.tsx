import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { Icon } from '../../shared/ui/icons.tsx';

/** Nothing in the cart: say so kindly and point back to the coffee. */
export function CartEmpty() {
  const { t } = useTranslation('checkout');
  return (
    <div className="cart-empty empty-note" role="status">
      <Icon name="store" className="cart-empty__icon" />
      <h2>{t('cart.emptyTitle')}</h2>
      <p>{t('cart.emptyText')}</p>
      <Link to={paths.shop()} className="button">
        {t('cart.browse')}
      </Link>
    </div>
  );
}
