import { createAsyncThunk } from '@reduxjs/toolkit';
import { fetchAccessToken } from '../../api/credentials.ts';
import type { UserState } from '../../shared/session/user.slice.ts';
import { cartApi } from './cart.endpoints.ts';

/**
 * A guest's cart hangs on a site access token, and the cart loads only when one
 * exists. Run after the persisted user state is back, or a stored token would be replaced.
 */
export const cartStarted = createAsyncThunk('cart/started', async (_: undefined, { dispatch, getState }) => {
  const hasToken = () => Boolean((getState() as { user: UserState }).user.site_access_token);
  if (!hasToken()) await fetchAccessToken(dispatch).catch(() => undefined);
  if (!hasToken()) return;
  await dispatch(cartApi.endpoints.cart.initiate());
});
