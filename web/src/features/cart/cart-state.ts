import type { Cart, CartItem } from '@shop/contract/cart/cart.calls';
import type { baseApi } from '../../api/base-api.ts';
import { NO_ITEMS, oneEmptyList } from '../../shared/one-empty-list.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { cartApi } from './cart.endpoints.ts';

export type CartMessage = Cart['messages'][number];

/** The cart before the server has answered, and after an order has spent it. */
export const EMPTY_CART: Cart = {
  cart_items: NO_ITEMS,
  subtotal: 0,
  credit_discount: 0,
  coupon_discount: 0,
  shipping_fee: null,
  total: 0,
  credit_amount: 0,
  coupon_code: '',
  messages: [],
};

type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };

const selectCartQuery = cartApi.endpoints.cart.select();

/** The cart as the server last answered it, whichever cart call that was (cart.endpoints.ts). */
export const selectCart = (state: ApiState): Cart => selectCartQuery(state).data ?? EMPTY_CART;

/** The endpoints whose answer is the whole cart; while one runs the cart's totals may be about to change. */
const CART_CALLS: ReadonlySet<string> = new Set([
  'cart',
  'cartAddProduct',
  'cartRemoveProduct',
  'cartUpdateProduct',
  'cartRemoveAll',
  'cartCouponApply',
  'cartCouponRemove',
  'cartCreditApply',
  'cartCreditRemove',
] satisfies (keyof typeof cartApi.endpoints)[]);

/** True while any cart call is on its way. */
export function selectCartBusy(state: ApiState): boolean {
  const { queries, mutations } = state.api;
  const running = [...Object.values(queries), ...Object.values(mutations)];
  return running.some((entry) => entry?.status === 'pending' && CART_CALLS.has(entry.endpointName ?? ''));
}

/** Units of one variant in the cart (a variant is one line, but free gifts may repeat it). */
export function quantityInCart(items: readonly CartItem[], variantId: number): number {
  return items.filter((item) => item.id === variantId).reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The cart's lines. Every empty cart gives the one empty list, so a first visit's empty cart
 * arriving after hydration renders nothing again: not the product cards, not the mini-cart.
 */
export function selectCartItems(state: ApiState): readonly CartItem[] {
  return oneEmptyList(selectCart(state).cart_items);
}

/** The cart, for components. */
export const useCart = (): Cart => useAppSelector(selectCart);

/** The cart's lines alone, for components that show or count them. */
export const useCartItems = (): readonly CartItem[] => useAppSelector(selectCartItems);

/** Whether a cart call is on its way, for components that show it. */
export const useCartBusy = (): boolean => useAppSelector(selectCartBusy);
