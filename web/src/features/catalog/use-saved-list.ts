import type { Product } from '@shop/contract/catalog/product.calls';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { showToast } from '../../shared/ui/toast-store.ts';
import { compareSlice, wishlistSlice } from './product-list.slice.ts';

/**
 * The wishlist and the compare list with their toasts. Both keep whole products,
 * stored as the listing sent them, so reading them back as products is safe.
 */
export function useWishlist() {
  const { t } = useTranslation('catalog');
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => state.wishlist.items) as unknown as Product[];
  const { added, removed, cleared } = wishlistSlice.actions;
  const has = (id: number) => items.some((p) => p.id === id);

  /** Adding a product already there is an error and adds nothing. */
  const add = (product: Product) => {
    if (has(product.id)) return showToast('error', t('wishlist.already'));
    dispatch(added(product));
    showToast('success', t('wishlist.added'));
  };
  const remove = (id: number) => {
    dispatch(removed(id));
    showToast('success', t('wishlist.removed'));
  };
  return {
    items,
    has,
    add,
    remove,
    toggle: (product: Product) => (has(product.id) ? remove(product.id) : add(product)),
    clear: () => dispatch(cleared()),
  };
}

export function useCompare() {
  const { t } = useTranslation('catalog');
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => state.compare.items) as unknown as Product[];
  const { added, removed, cleared } = compareSlice.actions;
  const has = (id: number) => items.some((p) => p.id === id);

  // A removal from compare is announced as an error toast, unlike the wishlist's.
  const remove = (id: number) => {
    dispatch(removed(id));
    showToast('error', t('compare.removed'));
  };
  return {
    items,
    has,
    remove,
    toggle: (product: Product) => {
      if (has(product.id)) return remove(product.id);
      dispatch(added(product));
      showToast('success', t('compare.added'));
    },
    clear: () => dispatch(cleared()),
  };
}
