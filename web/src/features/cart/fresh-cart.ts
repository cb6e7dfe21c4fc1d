import { useDeferredValue, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { cartApi } from './cart.endpoints.ts';
import { cartRefreshed } from './cart-refresh.ts';

const selectCartQuery = cartApi.endpoints.cart.select();

/**
 * The cart and checkout pages read the cart afresh when they open (stock and prices move), and
 * say whether any answer has come yet, so they show a skeleton rather than a false "empty". Without
 * a site access token the start-up action is still fetching one and loads the cart itself. The
 * answer's arrival is deferred: the lines and the summary that replace the skeleton come in a render
 * that yields to the browser, not in the task the answer came in (docs/performance.md, "After
 * hydration, in short tasks").
 */
export function useFreshCart(): { loaded: boolean } {
  const dispatch = useAppDispatch();
  const hasAccessToken = useAppSelector((state) => Boolean(state.user.site_access_token));
  // Once answered, a reload keeps the page (and a half-filled checkout form) in place.
  const answered = useAppSelector((state) => {
    const query = selectCartQuery(state);
    return query.data !== undefined || query.isError;
  });
  const loaded = useDeferredValue(answered);
  useEffect(() => {
    if (hasAccessToken) void dispatch(cartRefreshed());
  }, [hasAccessToken, dispatch]);
  return { loaded };
}
