import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { cartRefreshed } from './cart-refresh.ts';

/**
 * A member's cart follows the member, and signing in merges this browser's guest lines into it
 * on the server, so the cart is read again whenever the member token comes or goes. The
 * token that was there when the header first drew is the one the start-up cart_get already used.
 */
export function useCartFollowsMember() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.user.token);
  const hasAccessToken = useAppSelector((state) => Boolean(state.user.site_access_token));
  const seen = useRef(token);
  useEffect(() => {
    if (seen.current === token) return;
    seen.current = token;
    if (hasAccessToken) void dispatch(cartRefreshed());
  }, [token, hasAccessToken, dispatch]);
}
