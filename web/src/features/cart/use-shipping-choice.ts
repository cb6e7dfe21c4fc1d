import { useShopperKnown } from '../../shared/session/use-shopper-known.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { deliveryCountryChosen, type ShippingMethod, shippingMethodChosen } from './cart.slice.ts';
import { cartRefreshed } from './cart-refresh.ts';

/**
 * Pickup or delivery, and where to: kept in the cart state so the cart page and checkout
 * agree, and each change re-prices the cart, whose shipping fee depends on it. A choice made on a
 * page's frame before the shopper is known is only kept: the cart is not theirs to ask for yet
 * (its token is not back), and the first read of it, once they are known, carries the choice.
 */
export function useShippingChoice() {
  const dispatch = useAppDispatch();
  const known = useShopperKnown();
  const method = useAppSelector((state) => state.cart.shippingMethod);
  const countryId = useAppSelector((state) => state.cart.deliveryCountryId);
  const reprice = () => {
    if (known) void dispatch(cartRefreshed());
  };
  return {
    method,
    countryId,
    chooseMethod: (next: ShippingMethod) => {
      if (next === method) return;
      dispatch(shippingMethodChosen(next));
      reprice();
    },
    chooseCountry: (next: number | null) => {
      if (next === countryId) return;
      dispatch(deliveryCountryChosen(next));
      reprice();
    },
  };
}
