import type { Product } from '@shop/contract/catalog/product.calls';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useCartBinding } from '../../features/cart/use-cart-binding.ts';
import { idFromParam } from '../../features/catalog/listing-query.ts';
import { useProductQuery } from '../../features/catalog/product.endpoints.ts';
import { ProductDetail } from '../../features/catalog/product-detail.tsx';
import { ProductDetailSkeleton } from '../../features/catalog/product-detail-skeleton.tsx';
import { productLayoutOf } from '../../features/catalog/product-layouts.ts';
import { ProductPurchase } from '../../features/catalog/product-purchase.tsx';
import { ReviewsLoading } from '../../features/catalog/reviews/reviews-section.tsx';
import { SuggestionsLoading } from '../../features/catalog/suggestions-section.tsx';
import type { VariantChoice } from '../../features/catalog/use-variant-choice.ts';
import { useLocalised } from '../../i18n/localised.ts';
import { AfterHydration } from '../../shared/after-hydration.tsx';
import { lazyPage } from '../../shared/lazy-page.ts';
import { paths } from '../../shared/paths.ts';
import { Breadcrumb, type Crumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';
import { ProductSubscription } from '../subscriptions/product-subscription.tsx';

// The reviews and suggestions are asked for by the browser: their code comes after hydration.
const ProductReviews = lazyPage(async () => ({
  default: (await import('../../features/catalog/reviews/product-reviews.tsx')).ProductReviews,
}));
const SuggestedProducts = lazyPage(async () => ({
  default: (await import('../../features/catalog/suggested-products.tsx')).SuggestedProducts,
}));

export { productFirstScreenOf } from '../../features/catalog/product-first-screen.ts';

/**
 * The product's purchase and its suggestions each hold the cart they add to, not the page: the
 * cart arriving after hydration (and every change to it) renders them again, not the whole page.
 */
function PurchaseWithCart({ product, choice }: { product: Product; choice: VariantChoice }) {
  return <ProductPurchase product={product} choice={choice} cart={useCartBinding()} />;
}

function SuggestionsWithCart({ productId }: { productId: number }) {
  return <SuggestedProducts productId={productId} cart={useCartBinding()} />;
}

/** /product/{id} and its five alternative layouts: one page, the path picks the layout. */
export default function ProductPage() {
  const { t } = useTranslation('catalog');
  const pick = useLocalised();
  const layout = productLayoutOf(useLocation().pathname);
  const id = idFromParam(useParams().id);
  const { currentData: product, isError } = useProductQuery(id ?? 0, { skip: id === undefined });
  const name = product ? pick(product, 'product_name') : '';
  const [category] = product?.category ?? [];
  usePageHead({
    title: name || t('detail.title'),
    description: product ? pick(product, 'product_description').slice(0, 160) : undefined,
  });

  const trail: Crumb[] = [{ label: t('listing.shop'), to: paths.shop() }];
  if (category) trail.push({ label: pick(category, 'category_name'), to: paths.shop(category.id) });
  trail.push({ label: name || t('detail.title') });

  if (id === undefined || (isError && !product))
    return (
      <>
        <Breadcrumb trail={trail} />
        <div className="container listing-empty empty-note" role="status">
          <h1 className="listing-empty__title">{t('detail.notFound')}</h1>
          <p>{t('detail.notFoundHint')}</p>
          <Link to={paths.shop()} className="button">
            {t('listing.allProducts')}
          </Link>
        </div>
      </>
    );

  return (
    <>
      <Breadcrumb trail={trail} />
      {product ? (
        <>
          <ProductDetail
            key={product.id}
            product={product}
            layout={layout}
            purchase={(choice) => <PurchaseWithCart product={product} choice={choice} />}
          />
          <AfterHydration key={`reviews-${product.id}`} loading={<ReviewsLoading />}>
            <ProductReviews productId={product.id} />
          </AfterHydration>
          <ProductSubscription key={`subscribe-${product.id}`} product={product} />
          <AfterHydration loading={<SuggestionsLoading />}>
            <SuggestionsWithCart productId={id} />
          </AfterHydration>
        </>
      ) : (
        // The skeleton fills the screen and the suggestions wait below the product: nothing in
        // view moves when the product arrives (Lighthouse counts such moves as layout shift).
        <ProductDetailSkeleton />
      )}
    </>
  );
}
