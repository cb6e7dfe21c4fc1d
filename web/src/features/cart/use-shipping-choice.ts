import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { deliveryCountryChosen, type ShippingMethod, shippingMethodChosen } from './cart.slice.ts';
import { cartRefreshed } from './cart-refresh.ts';

/**
 * Pickup or delivery, and where to: kept in the cart state so the cart page and checkout
 * agree, and each change re-prices the cart, whose shipping fee depends on it.
 */
export function useShippingChoice() {
  const dispatch = useAppDispatch();
  const method = useAppSelector((state) => state.cart.shippingMethod);
  const countryId = useAppSelector((state) => state.cart.deliveryCountryId);
  return {
    method,
    countryId,
    chooseMethod: (next: ShippingMethod) => {
      if (next === method) return;
      dispatch(shippingMethodChosen(next));
      void dispatch(cartRefreshed());
    },
    chooseCountry: (next: number | null) => {
      if (next === countryId) return;
      dispatch(deliveryCountryChosen(next));
      void dispatch(cartRefreshed());
    },
  };
}
