import { useEffect, useRef } from 'react';
import { useShopperKnown } from '../../shared/session/use-shopper-known.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { cartRefreshed } from './cart-refresh.ts';

/**
 * A member's cart follows the member, and signing in merges this browser's guest lines into it
 * on the server, so the cart is read again whenever the member token comes or goes. The token the
 * shopper is first known with (the stored one, back after a page the server rendered hydrated) is
 * the one the start-up's cart_get uses, so it asks for nothing: reading the cart in the task the
 * stored member came back in made that task a long one on a phone.
 * A component of its own, rendering nothing, so a member's coming or going renders only this and
 * not the header's cart button (docs/performance.md, "After hydration, in short tasks").
 */
export function CartFollowsMember(): null {
  const dispatch = useAppDispatch();
  const known = useShopperKnown();
  const token = useAppSelector((state) => state.user.token);
  const hasAccessToken = useAppSelector((state) => Boolean(state.user.site_access_token));
  const seen = useRef<{ token: string | null }>(undefined);
  useEffect(() => {
    if (!known) return;
    if (seen.current === undefined) {
      seen.current = { token };
      return;
    }
    if (seen.current.token === token) return;
    seen.current.token = token;
    if (hasAccessToken) void dispatch(cartRefreshed());
  }, [known, token, hasAccessToken, dispatch]);
  return null;
}
