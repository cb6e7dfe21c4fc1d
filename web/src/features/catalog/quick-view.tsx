import type { Product } from '@shop/contract/catalog/product.calls';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../i18n/localised.ts';
import { paths } from '../../shared/paths.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import type { CartBinding } from './cart-binding.ts';
import { ProductDescription } from './product-description.tsx';
import { ProductGallery, QUICK_VIEW_THUMBNAILS } from './product-gallery.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { Rating } from './rating.tsx';
import { useVariantChoice } from './use-variant-choice.ts';
import './quick-view.css';

interface QuickViewProps {
  product: Product;
  cart: CartBinding;
  onClose: () => void;
}

/**
 * A product's gallery, description and purchase box in a dialog over the listing, with a link to
 * its full page. Mount it with key={product.id}, so each product starts from its own base variant.
 */
export function QuickView({ product, cart, onClose }: QuickViewProps) {
  const { t } = useTranslation('catalog');
  const pick = useLocalised();
  const titleId = useId();
  const choice = useVariantChoice(product);
  const name = pick(product, 'product_name');

  return (
    <Dialog className="quick-view" labelledBy={titleId} onClose={onClose}>
      <IconButton icon="close" className="quick-view__close" label={t('quickView.close')} onClick={onClose} />
      <ProductGallery
        images={choice.images}
        name={name}
        mode="thumbs-below"
        eager
        maxThumbnails={QUICK_VIEW_THUMBNAILS}
      />
      <div className="quick-view__info">
        <h2 id={titleId} className="quick-view__name">
          {name}
        </h2>
        <Rating value={product.rating} />
        <ProductDescription
          text={pick(product, 'product_description')}
          className="quick-view__description soft-text"
        />
        <ProductPurchase product={product} choice={choice} cart={cart} />
        <Link to={paths.product(product.id)} className="quick-view__more" onClick={onClose}>
          {t('quickView.fullDetails')}
        </Link>
      </div>
    </Dialog>
  );
}
