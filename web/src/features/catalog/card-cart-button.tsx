import type { Product } from '@shop/contract/catalog/product.calls';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import type { CartBinding } from './cart-binding.ts';
import { isSoldOut, onlyVariant } from './product-rules.ts';
import { canAddToCart } from './stepper.ts';

interface CardCartButtonProps {
  product: Product;
  name: string;
  cart: CartBinding;
}

/**
 * A single-variant product goes straight into the cart; once there, the button says how many the
 * cart holds and adds another, and removing is a button of its own, so a second press never takes
 * away what the shopper meant to add. A product with options links to its page to choose them.
 * While the cart call runs the button is marked busy rather than disabled: a disabled button loses
 * the keyboard focus to the top of the page.
 */
export function CardCartButton({ product, name, cart }: CardCartButtonProps) {
  const { t } = useTranslation('catalog');
  const variant = onlyVariant(product);
  const addButton = useRef<HTMLButtonElement>(null);

  if (isSoldOut(product))
    return (
      <button type="button" className="button button--block card-cart card-cart--sold-out" disabled>
        {t('card.soldOut')}
      </button>
    );
  if (!variant)
    return (
      <Link
        to={paths.product(product.id)}
        className="button button--ghost button--block card-cart"
        aria-label={t('card.chooseOptionsFor', { name })}
      >
        {t('card.chooseOptions')}
      </Link>
    );

  const count = cart.quantityOf(variant.id);
  const busy = cart.busyId === variant.id;
  const canAdd = canAddToCart(variant.inventory, count);
  // Always inside the row, so the button stays the same element (and keeps the focus) once the cart holds one.
  return (
    <div className="card-cart-row">
      <button
        ref={addButton}
        type="button"
        className={`button button--block card-cart${count > 0 ? ' card-cart--in-cart' : ''}`}
        aria-label={t(count > 0 ? 'card.addAnotherFor' : 'card.addToCartFor', { name, count })}
        aria-busy={busy}
        aria-disabled={busy || !canAdd || undefined}
        onClick={() => {
          if (!busy && canAdd) void cart.add(variant.id, 1);
        }}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : <Icon name="bag" />}
        {count > 0 ? t('card.inCart', { count }) : t('card.addToCart')}
      </button>
      {count > 0 && (
        <button
          type="button"
          className="button button--ghost card-cart card-cart__remove"
          aria-label={t('card.removeFromCartFor', { name })}
          aria-disabled={busy || undefined}
          onClick={() => {
            // The remove button goes with the line: the focus stays on the card, on its add button.
            if (!busy) void cart.remove(variant.id).then(() => addButton.current?.focus());
          }}
        >
          {t('card.remove')}
        </button>
      )}
    </div>
  );
}
