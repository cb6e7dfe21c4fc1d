import type { Product } from '@shop/contract/catalog/product.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import type { CartBinding } from './cart-binding.ts';
import { isSoldOut, onlyVariant } from './product-rules.ts';

interface CardCartButtonProps {
  product: Product;
  name: string;
  cart: CartBinding;
}

/**
 * A single-variant product goes straight into the cart, and the button turns into an
 * active remove state once it is there; a product with options links to its page to choose them.
 */
export function CardCartButton({ product, name, cart }: CardCartButtonProps) {
  const { t } = useTranslation('catalog');
  const variant = onlyVariant(product);

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

  const inCart = cart.quantityOf(variant.id) > 0;
  const busy = cart.busyId === variant.id;
  return (
    <button
      type="button"
      className={`button button--block card-cart${inCart ? ' card-cart--in-cart' : ''}`}
      aria-label={t(inCart ? 'card.removeFromCartFor' : 'card.addToCartFor', { name })}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void (inCart ? cart.remove(variant.id) : cart.add(variant.id, 1))}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : <Icon name="bag" />}
      {t(inCart ? 'card.inCart' : 'card.addToCart')}
    </button>
  );
}
