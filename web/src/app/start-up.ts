import { createAsyncThunk } from '@reduxjs/toolkit';
import { categoryApi } from '../features/catalog/category-api.ts';
import { lookupsApi } from '../features/lookups/lookups-api.ts';

/** Spec §4 start-up: the initial app action loads the app data every page may need. */
export const appStarted = createAsyncThunk('app/started', async (_: void, { dispatch }) => {
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
  ]);
});
