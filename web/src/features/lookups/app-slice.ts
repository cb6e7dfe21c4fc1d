import { createSlice } from '@reduxjs/toolkit';
import type {
  BookingRules,
  Country,
  DeliveryCountry,
  PickupStore,
  ShopInfo,
  Timeslot,
} from '@shop/contract/lookups/lookups.calls';
import { lookupsApi } from './lookups.endpoints.ts';

/** Spec §3 app data, filled by the start-up action from the public lookups. */
export interface AppState {
  countries: Country[];
  delivery_countries: DeliveryCountry[];
  pickup_stores: PickupStore[];
  pickup_timeslots: Timeslot[];
  delivery_timeslots: Timeslot[];
  pickup_blackout_dates: string[];
  delivery_blackout_dates: string[];
  shop: ShopInfo | null;
  /** Lead time and booking window; until loaded, the server alone judges the date. */
  booking: BookingRules | null;
}

const initialState: AppState = {
  countries: [],
  delivery_countries: [],
  pickup_stores: [],
  pickup_timeslots: [],
  delivery_timeslots: [],
  pickup_blackout_dates: [],
  delivery_blackout_dates: [],
  shop: null,
  booking: null,
};

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const { countries, deliveryCountries, timeslots, blackoutDates, pickupStores, shopInfo } =
      lookupsApi.endpoints;
    builder
      .addMatcher(countries.matchFulfilled, (state, { payload }) => {
        state.countries = payload.countries;
      })
      .addMatcher(deliveryCountries.matchFulfilled, (state, { payload }) => {
        state.delivery_countries = payload.delivery_countries;
      })
      .addMatcher(timeslots.matchFulfilled, (state, { payload }) => {
        state.pickup_timeslots = payload.pickup_timeslots;
        state.delivery_timeslots = payload.delivery_timeslots;
      })
      .addMatcher(blackoutDates.matchFulfilled, (state, { payload }) => {
        state.pickup_blackout_dates = payload.pickup_blackout_dates;
        state.delivery_blackout_dates = payload.delivery_blackout_dates;
      })
      .addMatcher(pickupStores.matchFulfilled, (state, { payload }) => {
        state.pickup_stores = payload.stores;
      })
      .addMatcher(shopInfo.matchFulfilled, (state, { payload }) => {
        state.shop = payload.shop;
        state.booking = payload.booking;
      });
  },
});
