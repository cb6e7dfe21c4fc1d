import { createAsyncThunk } from '@reduxjs/toolkit';
import { cartStarted } from '../features/cart/cart-start.ts';
import { categoryApi } from '../features/catalog/category.endpoints.ts';
import { watchSavedLists } from '../features/catalog/saved-list-sync.ts';
import { watchMemberSession } from '../features/members/session-watch.ts';
import { lookupsApi } from '../shared/lookups/lookups.endpoints.ts';
import { nextTask } from '../shared/next-task.ts';
import type { AppDispatch } from './make-store.ts';
import { browserStore, restoreStoredState } from './store.ts';

const { countries, deliveryCountries, pickupStores, timeslots, blackoutDates, shopInfo } =
  lookupsApi.endpoints;

/** The shop's lookups every page may need, asked once and kept for the whole visit. */
const LOOKUPS: ((dispatch: AppDispatch) => PromiseLike<unknown>)[] = [
  (dispatch) => dispatch(countries.initiate()),
  (dispatch) => dispatch(deliveryCountries.initiate()),
  (dispatch) => dispatch(pickupStores.initiate()),
  (dispatch) => dispatch(timeslots.initiate()),
  (dispatch) => dispatch(blackoutDates.initiate()),
  (dispatch) => dispatch(shopInfo.initiate()),
  (dispatch) => dispatch(categoryApi.endpoints.categories.initiate()),
];

/**
 * The start-up: loads the shop's lookups every page may need, then the cart and the member
 * session. Each call is started in a task of its own: on a phone, a call's start costs a few
 * milliseconds of the main thread, and seven of them in the task that finished hydrating made it
 * a long one (next-task.ts).
 */
export const appStarted = createAsyncThunk('app/started', async (_, { dispatch }) => {
  const asked: PromiseLike<unknown>[] = [];
  for (const ask of LOOKUPS) {
    asked.push(ask(dispatch as AppDispatch));
    await nextTask();
  }
  // The cart needs the stored site access token, and the member session and saved lists the
  // stored member token and lists, so all wait for the stored state to be back. Each then starts
  // in a task of its own, apart from the task in which the pages that waited for the stored user
  // render with it.
  asked.push(
    restoreStoredState().then(async () => {
      await nextTask();
      watchMemberSession(browserStore());
      await nextTask();
      watchSavedLists(browserStore());
      await nextTask();
      return dispatch(cartStarted());
    }),
  );
  await Promise.all(asked);
});
