import { createAsyncThunk } from '@reduxjs/toolkit';
import { cartStarted } from '../features/cart/cart-start.ts';
import { categoryApi } from '../features/catalog/category.endpoints.ts';
import { watchSavedLists } from '../features/catalog/saved-list-sync.ts';
import { watchMemberSession } from '../features/members/session-watch.ts';
import { lookupsApi } from '../shared/lookups/lookups.endpoints.ts';
import { restoreStoredState, store } from './store.ts';

/** The start-up: loads the shop's lookups every page may need, then the cart and the member session. */
export const appStarted = createAsyncThunk('app/started', async (_, { dispatch }) => {
  const { countries, deliveryCountries, pickupStores, timeslots, blackoutDates, shopInfo } =
    lookupsApi.endpoints;
  await Promise.all([
    dispatch(countries.initiate()),
    dispatch(deliveryCountries.initiate()),
    dispatch(pickupStores.initiate()),
    dispatch(timeslots.initiate()),
    dispatch(blackoutDates.initiate()),
    dispatch(shopInfo.initiate()),
    dispatch(categoryApi.endpoints.categories.initiate()),
    // The cart needs the stored site access token, and the member session and saved lists the
    // stored member token and lists, so all wait for the stored state to be back.
    restoreStoredState().then(() => {
      watchMemberSession(store);
      watchSavedLists(store);
      return dispatch(cartStarted());
    }),
  ]);
});
