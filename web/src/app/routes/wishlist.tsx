import { useTranslation } from 'react-i18next';
import { useCartBinding } from '../../features/cart/use-cart-binding.ts';
import { ProductGrid } from '../../features/catalog/product-grid.tsx';
import { SavedPage } from '../../features/catalog/saved-page.tsx';
import { useWishlist } from '../../features/catalog/use-saved-list.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** /wishlist: the saved products as cards; each card's heart takes it off the list. */
export default function Wishlist() {
  const { t } = useTranslation('catalog');
  const wishlist = useWishlist();
  const cart = useCartBinding();
  const title = t('wishlist.title');
  usePageHead({ title, description: t('wishlist.description') });
  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      <SavedPage
        title={title}
        count={wishlist.items.length}
        clearLabel={t('wishlist.clear')}
        onClear={wishlist.clear}
        emptyText={t('wishlist.empty')}
      >
        <ProductGrid products={wishlist.items} cart={cart} headingLevel={2} />
      </SavedPage>
    </>
  );
}
