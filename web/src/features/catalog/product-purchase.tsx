import type { Product } from '@shop/contract/catalog/product.calls';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { priceOf } from '../../shared/money/price.ts';
import { paths } from '../../shared/paths.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { BackInStock } from './back-in-stock.ts';
import type { CartBinding } from './cart-binding.ts';
import { OptionPicker } from './option-picker.tsx';
import { PriceTag } from './price-tag.tsx';
import { cardPrice } from './product-rules.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { isOutOfStock } from './stepper.ts';
import { StockNote } from './stock-note.tsx';
import { useCompare, useWishlist } from './use-saved-list.ts';
import type { VariantChoice } from './use-variant-choice.ts';
import './purchase.css';

interface ProductPurchaseProps {
  product: Product;
  choice: VariantChoice;
  cart: CartBinding;
}

/** Price, option pickers, quantity and the buttons: the part the quick view and product page share. */
export function ProductPurchase({ product, choice, cart }: ProductPurchaseProps) {
  const { t } = useTranslation('catalog');
  const wishlist = useWishlist();
  const compare = useCompare();
  const { variant, inventory, quantity } = choice;
  const inCart = variant ? cart.quantityOf(variant.id) : 0;
  const price = variant ? priceOf(variant) : cardPrice(product);
  const compared = compare.has(product.id);

  const add = async () => {
    if (variant && (await cart.add(variant.id, quantity))) choice.setQuantity(1);
  };

  return (
    <div className="purchase">
      <div className="purchase__price-row">
        {price && <PriceTag {...price} className="purchase__price" />}
        <StockNote inventory={inventory} inCart={inCart} />
      </div>
      <OptionPicker variants={product.variants} selection={choice.selection} onChoose={choice.choose} />
      <div className="purchase__buy">
        <QuantityStepper
          value={quantity}
          onChange={choice.setQuantity}
          inventory={inventory}
          inCart={inCart}
          disabled={!inventory}
        />
        <AddToCartButton
          inventory={inventory}
          inCart={inCart}
          busy={cart.busyId === variant?.id}
          onAdd={add}
        />
      </div>
      {variant && isOutOfStock(inventory) && (
        <Suspense fallback={null}>
          <BackInStock key={variant.id} variantId={variant.id} />
        </Suspense>
      )}
      <div className="purchase__extras">
        <button
          type="button"
          className="button button--ghost purchase__extra"
          aria-pressed={wishlist.has(product.id)}
          onClick={() => wishlist.add(product)}
        >
          <Icon name="heart" />
          {t(wishlist.has(product.id) ? 'wishlist.inWishlist' : 'wishlist.add')}
        </button>
        <button
          type="button"
          className="button button--ghost purchase__extra"
          aria-pressed={compared}
          onClick={() => compare.toggle(product)}
        >
          <Icon name="compare" />
          {t(compared ? 'compare.inCompare' : 'compare.add')}
        </button>
        {compare.items.length > 0 && (
          <Link to={paths.compare()} className="purchase__compare-link">
            {t('compare.view', { count: compare.items.length })}
          </Link>
        )}
      </div>
    </div>
  );
}
