import type { Product } from '@shop/contract/catalog/product.calls';
import { SAVED_LIST_CAP, type SavedListName } from '@shop/contract/members/saved-lists';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { showToast } from '../../shared/ui/toast-store.ts';
import { compareSlice, savedListsLoaded, wishlistSlice } from './product-list.slice.ts';
import { type SavedLists, savedListApi } from './saved-list.endpoints.ts';
import { syncSavedLists, type WatchedStore } from './saved-list-sync.ts';

const slices = { wishlist: wishlistSlice, compare: compareSlice };

/**
 * One saved list: changed in the browser at once, and for a signed-in member on the server too,
 * whose answer (both lists) then replaces what the browser shows. A failed call brings the lists
 * back from the server, so the page never shows what the server did not keep.
 */
function useSavedList(list: SavedListName) {
  const dispatch = useAppDispatch();
  const store = useStore() as WatchedStore;
  const items = useAppSelector((state) => state[list].items) as unknown as Product[];
  const signedIn = useAppSelector((state) => state.user.token !== null);
  const { added, removed } = slices[list].actions;

  const settle = async (pending: Promise<{ data: SavedLists } | { error: unknown }>) => {
    const answer = await pending;
    if ('data' in answer) dispatch(savedListsLoaded(answer.data));
    else await syncSavedLists(store);
  };
  const { savedListAdd, savedListRemove } = savedListApi.endpoints;
  return {
    items,
    has: (id: number) => items.some((p) => p.id === id),
    full: items.length >= SAVED_LIST_CAP[list],
    add(product: Product) {
      dispatch(added(product));
      if (signedIn) void settle(dispatch(savedListAdd.initiate({ [list]: [product.id] })));
    },
    remove(ids: number[]) {
      for (const id of ids) dispatch(removed(id));
      if (signedIn && ids.length > 0)
        void settle(dispatch(savedListRemove.initiate({ list, productIds: ids })));
    },
  };
}

/** The wishlist with its toasts. Adding a product already there is an error and adds nothing. */
export function useWishlist() {
  const { t } = useTranslation('catalog');
  const saved = useSavedList('wishlist');
  const add = (product: Product) => {
    if (saved.has(product.id)) return showToast('error', t('wishlist.already'));
    if (saved.full) return showToast('error', t('wishlist.full', { count: SAVED_LIST_CAP.wishlist }));
    saved.add(product);
    showToast('success', t('wishlist.added'));
  };
  const remove = (id: number) => {
    saved.remove([id]);
    showToast('success', t('wishlist.removed'));
  };
  return {
    items: saved.items,
    has: saved.has,
    add,
    remove,
    toggle: (product: Product) => (saved.has(product.id) ? remove(product.id) : add(product)),
    clear: () => saved.remove(saved.items.map((p) => p.id)),
  };
}

/** The compare list with its toasts; it holds a few products, so a full list refuses one more. */
export function useCompare() {
  const { t } = useTranslation('catalog');
  const saved = useSavedList('compare');

  // A removal from compare is announced as an error toast, unlike the wishlist's.
  const remove = (id: number) => {
    saved.remove([id]);
    showToast('error', t('compare.removed'));
  };
  return {
    items: saved.items,
    has: saved.has,
    remove,
    toggle: (product: Product) => {
      if (saved.has(product.id)) return remove(product.id);
      if (saved.full) return showToast('error', t('compare.full', { count: SAVED_LIST_CAP.compare }));
      saved.add(product);
      showToast('success', t('compare.added'));
    },
    clear: () => saved.remove(saved.items.map((p) => p.id)),
  };
}
