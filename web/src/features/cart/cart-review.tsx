import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../shared/money/use-money.ts';
import { paths } from '../../shared/paths.ts';
import { isFreeGift } from './cart-line-rules.ts';
import { useCart } from './cart-state.ts';
import { miniCartLines } from './mini-cart-lines.ts';
import './cart-summary.css';

/** The cart as checkout shows it: what is being bought, read-only, with a way back to change it. */
export function CartReview() {
  const { t, i18n } = useTranslation('checkout');
  const money = useMoney();
  const items = useCart().cart_items;
  const lines = miniCartLines(items, i18n.resolvedLanguage ?? 'en');
  return (
    <div className="cart-review">
      <ul className="cart-review__lines">
        {lines.map((line, index) => (
          <li key={line.key} className="cart-review__line">
            <span className="cart-review__image thumb">
              {line.image && <img src={line.image} alt="" width="56" height="56" />}
            </span>
            <span className="cart-review__about">
              <span className="cart-review__name">{line.name}</span>
              <span className="cart-review__variants">
                {[line.variants, t('review.quantity', { count: line.quantity })].filter(Boolean).join(' · ')}
              </span>
              {isFreeGift(items[index]!) && <span className="cart-review__gift">{t('cart.freeGift')}</span>}
            </span>
            <span className="cart-review__total">{money(line.unitPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <Link to={paths.cart()} className="cart-review__edit">
        {t('review.edit')}
      </Link>
    </div>
  );
}
