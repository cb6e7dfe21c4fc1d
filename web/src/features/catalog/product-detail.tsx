import type { Product } from '@shop/contract/catalog/product.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../i18n/localised.ts';
import { type ProductLayout, paths } from '../../shared/paths.ts';
import type { CartBinding } from './cart-binding.ts';
import { ProductGallery } from './product-gallery.tsx';
import { galleryModeOf } from './product-layouts.ts';
import { ProductPurchase } from './product-purchase.tsx';
import { ProductTabs } from './product-tabs.tsx';
import { Rating } from './rating.tsx';
import { useVariantChoice } from './use-variant-choice.ts';
import './product-detail.css';

interface ProductDetailProps {
  product: Product;
  layout: ProductLayout;
  cart: CartBinding;
}

/**
 * The product page's body, one model for all six layouts: the layout only changes how the
 * pictures are shown and which column stays in view. Mount with key={product.id}.
 */
export function ProductDetail({ product, layout, cart }: ProductDetailProps) {
  const { t } = useTranslation('catalog');
  const pick = useLocalised();
  const choice = useVariantChoice(product);
  const name = pick(product, 'product_name');

  return (
    <article className={`container product-detail product-detail--${layout}`}>
      <div className="product-detail__top">
        <div className="product-detail__gallery">
          <ProductGallery images={choice.images} name={name} mode={galleryModeOf(layout)} eager />
        </div>
        <div className="product-detail__info">
          <h1 className="product-detail__name">{name}</h1>
          {product.rating_count > 0 && (
            <p className="product-detail__rating">
              <Rating value={product.rating} />
              <a href="#reviews">{t('reviews.count', { count: product.rating_count })}</a>
            </p>
          )}
          <ProductPurchase product={product} choice={choice} cart={cart} />
          {product.category.length > 0 && (
            <p className="product-detail__categories">
              <span>{t('detail.categories')}</span>
              {product.category.map((category) => (
                <Link key={category.id} to={paths.shop(category.id)}>
                  {pick(category, 'category_name')}
                </Link>
              ))}
            </p>
          )}
        </div>
      </div>
      <ProductTabs product={product} />
    </article>
  );
}
