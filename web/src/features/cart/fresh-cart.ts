import { useDeferredValue, useEffect } from 'react';
import { nextTask } from '../../shared/next-task.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { cartApi } from './cart.endpoints.ts';
import { cartRefreshed } from './cart-refresh.ts';

const selectCartQuery = cartApi.endpoints.cart.select();

/**
 * The cart and checkout pages read the cart afresh when they open (stock and prices move). Without
 * a site access token the start-up action is still fetching one and loads the cart itself. A
 * component of its own, rendering nothing: the stored token's arrival then renders only this, not
 * the page around it, and the call starts a task later, apart from that render (docs/performance.md,
 * "After hydration, in short tasks").
 */
export function ReadCartAfresh(): null {
  const dispatch = useAppDispatch();
  const hasAccessToken = useAppSelector((state) => Boolean(state.user.site_access_token));
  useEffect(() => {
    if (!hasAccessToken) return;
    let left = false;
    void nextTask().then(() => {
      if (!left) void dispatch(cartRefreshed());
    });
    return () => {
      left = true;
    };
  }, [hasAccessToken, dispatch]);
  return null;
}

/**
 * Whether any answer to the cart has come yet, so the cart and checkout pages show a skeleton
 * rather than a false "empty". Once answered, a reload keeps the page (and a half-filled checkout
 * form) in place. The answer's arrival is deferred: the lines and the summary that replace the
 * skeleton come in a render that yields to the browser, not in the task the answer came in.
 */
export function useCartAnswered(): boolean {
  const answered = useAppSelector((state) => {
    const query = selectCartQuery(state);
    return query.data !== undefined || query.isError;
  });
  return useDeferredValue(answered);
}
