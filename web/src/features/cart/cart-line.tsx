import type { CartItem } from '@shop/contract/cart/cart.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { priceOf } from '../../shared/money/price.ts';
import { useMoney } from '../../shared/money/use-money.ts';
import { paths } from '../../shared/paths.ts';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { isFreeGift } from './cart-line-rules.ts';
import { LineStepper } from './line-stepper.tsx';
import type { MiniCartLine } from './mini-cart-lines.ts';

interface CartLineProps {
  item: CartItem;
  view: MiniCartLine;
  /** This line's call is running. */
  busy: boolean;
  /** Some cart call is running, so no other may start. */
  locked: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart page: the product, its price, the stepper, the line total and remove. */
export function CartLine({ item, view, busy, locked, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const gift = isFreeGift(item);
  const { was } = priceOf(item);
  const product = paths.product(item.product_id);
  return (
    <li className="cart-line" aria-busy={busy || undefined}>
      <Link to={product} className="cart-line__image" tabIndex={-1} aria-hidden="true">
        {view.image && <img src={view.image} alt="" width="96" height="96" />}
      </Link>
      <div className="cart-line__about">
        <h3 className="cart-line__name">{gift ? view.name : <Link to={product}>{view.name}</Link>}</h3>
        {view.variants && <p className="cart-line__variants soft-text">{view.variants}</p>}
        {gift ? (
          <p className="cart-line__gift">
            <Icon name="gift" />
            {t('cart.freeGift')}
          </p>
        ) : (
          <p className="cart-line__unit">
            <span className={was === null ? '' : 'cart-line__sale'}>{money(view.unitPrice)}</span>
            {was !== null && (
              <del>
                <span className="visually-hidden">{t('cart.was')}</span>
                {money(was)}
              </del>
            )}
          </p>
        )}
      </div>
      <div className="cart-line__quantity">
        {gift ? (
          <p className="cart-line__fixed soft-text">{t('cart.quantityFixed', { quantity: item.quantity })}</p>
        ) : (
          <LineStepper
            key={item.quantity}
            line={item}
            name={view.name}
            locked={locked}
            onChange={onQuantity}
          />
        )}
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{t('cart.lineTotal')}</span>
        {money(view.unitPrice * item.quantity)}
      </p>
      <div className="cart-line__remove">
        {busy ? (
          <span className="spinner" role="status" aria-label={t('cart.updating')} />
        ) : (
          !gift && (
            <IconButton
              icon="trash"
              label={t('cart.removeItem', { name: view.name })}
              aria-disabled={locked}
              onClick={() => !locked && onRemove()}
            />
          )
        )}
      </div>
    </li>
  );
}
