import type { Product } from '@shop/contract/catalog/product.calls';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../i18n/localised.ts';
import { type ProductLayout, paths } from '../../shared/paths.ts';
import { ProductGallery } from './product-gallery.tsx';
import { galleryModeOf } from './product-layouts.ts';
import { ProductTabs } from './product-tabs.tsx';
import { Rating } from './rating.tsx';
import { useVariantChoice, type VariantChoice } from './use-variant-choice.ts';
import './product-detail.css';

interface ProductDetailProps {
  product: Product;
  layout: ProductLayout;
  /**
   * The price, options and buttons for the variant chosen (`ProductPurchase` with the cart). The
   * page renders them with the cart it holds, so a change of the cart renders them alone, not the
   * pictures, the tabs and the rest of the page.
   */
  purchase: (choice: VariantChoice) => ReactNode;
}

/**
 * The product page's body, one model for all six layouts: the layout only changes how the
 * pictures are shown and which column stays in view. Mount with key={product.id}.
 */
export function ProductDetail({ product, layout, purchase }: ProductDetailProps) {
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
          {purchase(choice)}
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
