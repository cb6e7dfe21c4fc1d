import type { CallOutput } from '@shop/contract/calls';
import type {
  blackoutDateGet,
  countryGet,
  deliveryCountryGet,
  pickupStoreGet,
  shopInfoGet,
  timeslotGet,
} from '@shop/contract/lookups/lookups.calls';
import { baseApi } from '../../api/base-api.ts';

const everything = { limit: 999, offset: 0 };

export const lookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    countries: build.query<CallOutput<typeof countryGet>, void>({
      query: () => ({ call: 'country_get', body: everything }),
    }),
    deliveryCountries: build.query<CallOutput<typeof deliveryCountryGet>, void>({
      query: () => ({ call: 'delivery_country_get', body: everything }),
    }),
    timeslots: build.query<CallOutput<typeof timeslotGet>, void>({
      query: () => ({ call: 'timeslot_get', body: everything }),
    }),
    blackoutDates: build.query<CallOutput<typeof blackoutDateGet>, void>({
      query: () => ({ call: 'client_blackout_date_get', body: everything }),
    }),
    pickupStores: build.query<CallOutput<typeof pickupStoreGet>, void>({
      query: () => ({ call: 'pickup_store_get', body: everything }),
    }),
    shopInfo: build.query<CallOutput<typeof shopInfoGet>, void>({ query: () => ({ call: 'shop_info_get' }) }),
  }),
});

export const { useShopInfoQuery, usePickupStoresQuery } = lookupsApi;
