import type { Product } from '@shop/contract/catalog/product.calls';
import { SAVED_LIST_CAP, type SavedListName } from '@shop/contract/members/saved-lists';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { oneEmptyList } from '../../shared/one-empty-list.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { showToast, type Toast } from '../../shared/ui/toast-store.ts';
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
  const items = useAppSelector((state) => oneEmptyList(state[list].items)) as unknown as Product[];
  const signedIn = useSignedIn();
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

interface ListToasts {
  added: string;
  full: string;
  removed: string;
  /** The compare list's removal is announced as an error, unlike the wishlist's. */
  removedTone: Toast['kind'];
}

/** A saved list whose every change says so in a toast; a full list refuses one more. */
function useToastedList(list: SavedListName, toasts: ListToasts) {
  const saved = useSavedList(list);
  const add = (product: Product) => {
    if (saved.full) return showToast('error', toasts.full);
    saved.add(product);
    showToast('success', toasts.added);
  };
  const remove = (id: number) => {
    saved.remove([id]);
    showToast(toasts.removedTone, toasts.removed);
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

/** The wishlist. Adding a product already there is an error and adds nothing. */
export function useWishlist() {
  const { t } = useTranslation('catalog');
  const wishlist = useToastedList('wishlist', {
    added: t('wishlist.added'),
    full: t('wishlist.full', { count: SAVED_LIST_CAP.wishlist }),
    removed: t('wishlist.removed'),
    removedTone: 'success',
  });
  return {
    ...wishlist,
    add: (product: Product) =>
      wishlist.has(product.id) ? showToast('error', t('wishlist.already')) : wishlist.add(product),
  };
}

/** The compare list: it holds a few products side by side. */
export function useCompare() {
  const { t } = useTranslation('catalog');
  return useToastedList('compare', {
    added: t('compare.added'),
    full: t('compare.full', { count: SAVED_LIST_CAP.compare }),
    removed: t('compare.removed'),
    removedTone: 'error',
  });
}
