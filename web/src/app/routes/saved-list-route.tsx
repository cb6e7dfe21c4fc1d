import type { Product } from '@shop/contract/catalog/product.calls';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartBinding } from '../../features/cart/use-cart-binding.ts';
import { SavedPage } from '../../features/catalog/saved-page.tsx';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

interface SavedListRouteProps {
  /** Which list; its words are `title`, `description`, `clear` and `empty` under that key. */
  name: 'compare' | 'wishlist';
  list: { items: readonly Product[]; clear: () => void };
  /** The saved products as this list shows them, with the cart to add them to. */
  children: (cart: ReturnType<typeof useCartBinding>) => ReactNode;
}

/** The page of a saved list (/compare, /wishlist): its head, breadcrumb, count, clear button and empty note. */
export function SavedListRoute({ name, list, children }: SavedListRouteProps) {
  const { t } = useTranslation('catalog');
  const cart = useCartBinding();
  const title = t(`${name}.title`);
  usePageHead({ title, description: t(`${name}.description`) });
  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      <SavedPage
        title={title}
        count={list.items.length}
        clearLabel={t(`${name}.clear`)}
        onClear={list.clear}
        emptyText={t(`${name}.empty`)}
      >
        {children(cart)}
      </SavedPage>
    </>
  );
}
