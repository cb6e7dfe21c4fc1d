import { createSelector } from '@reduxjs/toolkit';
import type { baseApi } from '../../api/base-api.ts';
import { useAppSelector } from '../store-hooks.ts';
import { lookupsApi } from './lookups.endpoints.ts';

type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };

const { countries, deliveryCountries, timeslots, blackoutDates, pickupStores, shopInfo } =
  lookupsApi.endpoints;

/**
 * The shop's public lookups as the server answered them at start-up (app/start-up.ts): every
 * list empty, and the shop and its booking rules null, until their call has answered.
 */
export const selectLookups = createSelector(
  [
    countries.select(),
    deliveryCountries.select(),
    timeslots.select(),
    blackoutDates.select(),
    pickupStores.select(),
    shopInfo.select(),
  ],
  (countries, deliveryCountries, timeslots, blackoutDates, pickupStores, shopInfo) => ({
    countries: countries.data?.countries ?? [],
    delivery_countries: deliveryCountries.data?.delivery_countries ?? [],
    pickup_stores: pickupStores.data?.stores ?? [],
    pickup_timeslots: timeslots.data?.pickup_timeslots ?? [],
    delivery_timeslots: timeslots.data?.delivery_timeslots ?? [],
    pickup_blackout_dates: blackoutDates.data?.pickup_blackout_dates ?? [],
    delivery_blackout_dates: blackoutDates.data?.delivery_blackout_dates ?? [],
    shop: shopInfo.data?.shop ?? null,
    /** Lead time and booking window; until loaded, the server alone judges the date. */
    booking: shopInfo.data?.booking ?? null,
  }),
);

export type Lookups = ReturnType<typeof selectLookups>;

/** The shop's lookups, for components. */
export const useLookups = (): Lookups => useAppSelector((state: ApiState) => selectLookups(state));
