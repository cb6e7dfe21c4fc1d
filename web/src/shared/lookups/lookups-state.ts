import { createSelector } from '@reduxjs/toolkit';
import type { baseApi } from '../../api/base-api.ts';
import { NO_ITEMS } from '../one-empty-list.ts';
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
    countries: countries.data?.countries ?? NO_ITEMS,
    delivery_countries: deliveryCountries.data?.delivery_countries ?? NO_ITEMS,
    pickup_stores: pickupStores.data?.stores ?? NO_ITEMS,
    pickup_timeslots: timeslots.data?.pickup_timeslots ?? NO_ITEMS,
    delivery_timeslots: timeslots.data?.delivery_timeslots ?? NO_ITEMS,
    pickup_blackout_dates: blackoutDates.data?.pickup_blackout_dates ?? NO_ITEMS,
    delivery_blackout_dates: blackoutDates.data?.delivery_blackout_dates ?? NO_ITEMS,
    shop: shopInfo.data?.shop ?? null,
    /** Lead time and booking window; until loaded, the server alone judges the date. */
    booking: shopInfo.data?.booking ?? null,
  }),
);

export type Lookups = ReturnType<typeof selectLookups>;

/** The shop's lookups, for components. */
export const useLookups = (): Lookups => useAppSelector((state: ApiState) => selectLookups(state));

/**
 * One of the lookups: a component that shows one list renders again when that list's answer
 * comes, not at every other lookup's (the shell's parts are on every page as the start-up's
 * answers arrive).
 */
export const useLookup = <K extends keyof Lookups>(key: K): Lookups[K] =>
  useAppSelector((state: ApiState) => selectLookups(state)[key]);
