import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/ui/toast-store.ts';
import {
  useCartAddProductMutation,
  useCartRemoveProductMutation,
  useCartUpdateProductMutation,
} from './cart.endpoints.ts';
import { quantityInCart, useCartItems } from './cart-state.ts';

/**
 * The cart as catalog components need it (their `CartBinding`): how many of a variant the cart
 * holds, and add and remove with their toasts; the cart page and mini-cart also change
 * a line's quantity (no toast: the line shows it). One call at a time per page, so a second press
 * while the first is on its way does nothing.
 */
export function useCartBinding() {
  const { t } = useTranslation('catalog');
  const items = useCartItems();
  const [addProduct] = useCartAddProductMutation();
  const [removeProduct] = useCartRemoveProductMutation();
  const [updateProduct] = useCartUpdateProductMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (variantId: number, call: () => Promise<unknown>, done?: string) => {
    if (busyId !== null) return false;
    setBusyId(variantId);
    try {
      await call();
      // A cart answer carries no notice of its own (its contract has none), so the line's toast is ours.
      if (done) showToast('success', done);
      return true;
    } catch {
      // The base query has shown the error toast.
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return {
    quantityOf: (variantId: number) => quantityInCart(items, variantId),
    add: (variantId: number, quantity: number) =>
      run(variantId, () => addProduct({ variantId, quantity }).unwrap(), t('cart.added')),
    remove: (variantId: number) => run(variantId, () => removeProduct(variantId).unwrap(), t('cart.removed')),
    update: (variantId: number, quantity: number) =>
      run(variantId, () => updateProduct({ variantId, quantity }).unwrap()),
    busyId,
  };
}
