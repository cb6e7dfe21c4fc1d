import { createAsyncThunk } from '@reduxjs/toolkit';
import { cartStarted } from '../features/cart/cart-start.ts';
import { categoryApi } from '../features/catalog/category.endpoints.ts';
import { watchSavedLists } from '../features/catalog/saved-list-sync.ts';
import { watchMemberSession } from '../features/members/session-watch.ts';
import { lookupsApi } from '../shared/lookups/lookups.endpoints.ts';
import { nextTask } from '../shared/next-task.ts';
import { restoreStoredState, store } from './store.ts';

/**
 * The start-up: loads the shop's lookups every page may need, then the cart and the member session.
 * Each is asked in a task of its own: asking one (the store's update, the request started) takes a
 * phone several milliseconds, and all at once were one long task.
 */
export const appStarted = createAsyncThunk('app/started', async (_, { dispatch }) => {
  const { countries, deliveryCountries, pickupStores, timeslots, blackoutDates, shopInfo } =
    lookupsApi.endpoints;
  const steps = [
    // The cart needs the stored site access token, and the member session and saved lists the
    // stored member token and lists, so all wait for the stored state to be back.
    () =>
      restoreStoredState().then(() => {
        watchMemberSession(store);
        watchSavedLists(store);
        return dispatch(cartStarted());
      }),
    () => dispatch(shopInfo.initiate()),
    () => dispatch(categoryApi.endpoints.categories.initiate()),
    () => dispatch(countries.initiate()),
    () => dispatch(deliveryCountries.initiate()),
    () => dispatch(pickupStores.initiate()),
    () => dispatch(timeslots.initiate()),
    () => dispatch(blackoutDates.initiate()),
  ];
  const started: PromiseLike<unknown>[] = [];
  for (const step of steps) {
    started.push(step());
    await nextTask();
  }
  await Promise.all(started);
});
