import * as calls from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type {
  blackoutDateGet,
  countryGet,
  deliveryCountryGet,
  pickupStoreGet,
  shopInfoGet,
  timeslotGet,
} from '@shop/contract/lookups/lookups.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

const everything = { limit: 999, offset: 0 };

export const lookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    countries: build.query<CallOutput<typeof countryGet>, void>({
      query: () => apiCall(calls.countryGet, everything),
    }),
    deliveryCountries: build.query<CallOutput<typeof deliveryCountryGet>, void>({
      query: () => apiCall(calls.deliveryCountryGet, everything),
    }),
    timeslots: build.query<CallOutput<typeof timeslotGet>, void>({
      query: () => apiCall(calls.timeslotGet, everything),
    }),
    blackoutDates: build.query<CallOutput<typeof blackoutDateGet>, void>({
      query: () => apiCall(calls.blackoutDateGet, everything),
    }),
    pickupStores: build.query<CallOutput<typeof pickupStoreGet>, void>({
      query: () => apiCall(calls.pickupStoreGet, everything),
    }),
    shopInfo: build.query<CallOutput<typeof shopInfoGet>, void>({ query: () => apiCall(calls.shopInfoGet) }),
  }),
});

export const { useShopInfoQuery, usePickupStoresQuery } = lookupsApi;
