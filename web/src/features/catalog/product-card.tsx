import type { Product } from '@shop/contract/catalog/product.calls';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../i18n/localised.ts';
import { discountBadge } from '../../shared/money/price.ts';
import { paths } from '../../shared/paths.ts';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { CardCartButton } from './card-cart-button.tsx';
import type { CartBinding } from './cart-binding.ts';
import { CoffeeFacts } from './coffee-facts.tsx';
import { PriceTag } from './price-tag.tsx';
import {
  cardPrice,
  isNewProduct,
  isSoldOut,
  PRODUCT_IMAGE_SIZE,
  productImages,
  saleBadge,
} from './product-rules.ts';
import { Rating } from './rating.tsx';
import { useWishlist } from './use-saved-list.ts';
import './product-card.css';

export interface ProductCardProps {
  product: Product;
  view: 'grid' | 'list';
  cart: CartBinding;
  onQuickView: (product: Product) => void;
  /** In the first row of a page: its image is fetched at once instead of lazily. */
  eager?: boolean;
  /** The name's heading level, one below the heading the grid sits under. */
  headingLevel?: 2 | 3;
}

/** The product card as a grid tile or a list row. */
export function ProductCard({
  product,
  view,
  cart,
  onQuickView,
  eager = false,
  headingLevel = 3,
}: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const pick = useLocalised();
  const wishlist = useWishlist();
  const nameId = useId();
  const name = pick(product, 'product_name');
  const [image, hoverImage] = productImages(product);
  const price = cardPrice(product);
  const sale = saleBadge(product);
  const percent = sale ? discountBadge(sale.percent) : 0;
  const soldOut = isSoldOut(product);
  const saved = wishlist.has(product.id);
  const size = { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE };
  const Name = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className={`product-card product-card--${view}`} aria-labelledby={nameId}>
      <div className="product-card__media">
        {/* The name below is the link a screen reader or keyboard uses; the picture repeats it for the mouse. */}
        <Link
          to={paths.product(product.id)}
          className="product-card__image-link"
          tabIndex={-1}
          aria-hidden="true"
        >
          {image && (
            <img
              className="product-card__image"
              src={image}
              alt={name}
              {...size}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
          {hoverImage && (
            <img
              className="product-card__image product-card__image--hover"
              src={hoverImage}
              alt=""
              {...size}
              loading="lazy"
              decoding="async"
            />
          )}
        </Link>
        <ul className="product-card__badges">
          {soldOut && <li className="badge badge--muted">{t('card.soldOut')}</li>}
          {sale?.kind === 'off' && (
            <li className="badge badge--sale">
              <span aria-hidden="true">-{percent}%</span>
              <span className="visually-hidden">{t('card.discount', { percent })}</span>
            </li>
          )}
          {sale?.kind === 'upTo' && <li className="badge badge--sale">{t('card.upTo', { percent })}</li>}
          {isNewProduct(product) && <li className="badge">{t('card.new')}</li>}
        </ul>
        <div className="product-card__tools">
          <IconButton
            icon="heart"
            className="product-card__tool"
            aria-pressed={saved}
            label={t(saved ? 'wishlist.removeFor' : 'wishlist.addFor', { name })}
            onClick={() => wishlist.toggle(product)}
          />
          <IconButton
            icon="eye"
            className="product-card__tool"
            aria-haspopup="dialog"
            label={t('quickView.openFor', { name })}
            onClick={() => onQuickView(product)}
          />
        </div>
      </div>
      <div className="product-card__body">
        <Name className="product-card__name" id={nameId}>
          <Link to={paths.product(product.id)}>{name}</Link>
        </Name>
        {view === 'list' && (
          <>
            <Rating value={product.rating} />
            {product.coffee && <CoffeeFacts coffee={product.coffee} compact />}
            <p className="product-card__description">{pick(product, 'product_description')}</p>
          </>
        )}
        {price && <PriceTag {...price} className="product-card__price" />}
        <CardCartButton product={product} name={name} cart={cart} />
      </div>
    </article>
  );
}
