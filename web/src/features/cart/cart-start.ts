import { createAsyncThunk } from '@reduxjs/toolkit';
import { siteAccessTokenReceived, type UserState } from '../../shared/session/user.slice.ts';
import { cartApi } from './cart.endpoints.ts';

/**
 * A guest's cart hangs on a site access token, and the cart loads only when one
 * exists. Run after the persisted user state is back, or a stored token would be replaced.
 */
export const cartStarted = createAsyncThunk('cart/started', async (_: undefined, { dispatch, getState }) => {
  const { user } = getState() as { user: UserState };
  if (!user.site_access_token) {
    const answer = await dispatch(cartApi.endpoints.siteAccessToken.initiate())
      .unwrap()
      .catch(() => null);
    if (!answer?.access_token) return;
    dispatch(siteAccessTokenReceived(answer.access_token));
  }
  await dispatch(cartApi.endpoints.cart.initiate());
});
