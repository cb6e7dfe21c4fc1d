import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isFreeGift } from '../../features/cart/cart-line-rules.ts';
import { useCart, useCartBusy } from '../../features/cart/cart-state.ts';
import { miniCartLines } from '../../features/cart/mini-cart-lines.ts';
import { MiniCartRemove } from '../../features/cart/mini-cart-remove.tsx';
import { useCartBinding } from '../../features/cart/use-cart-binding.ts';
import { formatPrice } from '../../shared/money/price.ts';
import { paths } from '../../shared/paths.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';

/** How many lines the dropdown lists before pointing to the cart page for the rest. */
const SHOWN_LINES = 4;

/**
 * The mini-cart's panel, loaded when first wanted (mini-cart.tsx): a spinner while a cart call
 * runs, an empty message when there is nothing, and a remove button on every line but a free gift.
 */
export default function MiniCartPanel() {
  const { t, i18n } = useTranslation();
  const { t: tc } = useTranslation('checkout');
  const binding = useCartBinding();
  const cart = useCart();
  const busy = useCartBusy();
  const signedIn = useSignedIn();
  const currency = useAppSelector((state) => state.currency);
  const lines = miniCartLines(cart.cart_items, i18n.resolvedLanguage ?? 'en');
  const money = (amount: number) => formatPrice(amount, currency);

  const body = () => {
    if (busy)
      return (
        <p className="mini-cart__state" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('layout.miniCart.loading')}
        </p>
      );
    if (lines.length === 0)
      return (
        <div className="mini-cart__state mini-cart__state--empty">
          <p>{t('layout.miniCart.empty')}</p>
          <Link className="button" to={paths.shop()}>
            {t('layout.miniCart.browse')}
          </Link>
        </div>
      );
    return (
      <>
        <ul className="mini-cart__lines">
          {lines.slice(0, SHOWN_LINES).map((line, index) => {
            const item = cart.cart_items[index]!;
            const gift = isFreeGift(item);
            return (
              <li key={line.key} className="mini-cart__line">
                {line.image ? (
                  <img className="mini-cart__image thumb" src={line.image} alt="" width="56" height="56" />
                ) : (
                  <span className="mini-cart__image thumb" aria-hidden="true" />
                )}
                <div>
                  <p className="mini-cart__name">{line.name}</p>
                  {line.variants && <p className="mini-cart__variants soft-text">{line.variants}</p>}
                  <p className="mini-cart__price soft-text">
                    {t('layout.miniCart.quantity', { quantity: line.quantity, price: money(line.unitPrice) })}
                  </p>
                  {gift && <p className="mini-cart__gift-note">{tc('cart.freeGift')}</p>}
                </div>
                {!gift && <MiniCartRemove name={line.name} onRemove={() => void binding.remove(item.id)} />}
              </li>
            );
          })}
        </ul>
        {lines.length > SHOWN_LINES && (
          <p className="mini-cart__more soft-text">
            {t('layout.miniCart.more', { count: lines.length - SHOWN_LINES })}
          </p>
        )}
        <p className="mini-cart__subtotal">
          <span>{t('layout.miniCart.subtotal')}</span>
          <strong>{money(cart.subtotal)}</strong>
        </p>
        <div className="mini-cart__actions">
          <Link className="button button--ghost" to={paths.cart()}>
            {t('layout.miniCart.viewCart')}
          </Link>
          <Link className="button" to={signedIn ? paths.checkout(false) : paths.loginRegister(true)}>
            {t('layout.miniCart.checkout')}
          </Link>
        </div>
      </>
    );
  };

  return (
    <section className="mini-cart__panel" aria-label={t('layout.miniCart.title')}>
      <h2 className="mini-cart__title">{t('layout.miniCart.title')}</h2>
      {body()}
    </section>
  );
}
