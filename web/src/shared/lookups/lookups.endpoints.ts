import * as calls from '@shop/contract/call-names';
import { baseApi } from '../../api/base-api.ts';
import { callQuery } from '../../api/call-endpoints.ts';

const everything = { body: () => ({ limit: 999, offset: 0 }) };

export const lookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    countries: callQuery(build, calls.countryGet, everything),
    deliveryCountries: callQuery(build, calls.deliveryCountryGet, everything),
    timeslots: callQuery(build, calls.timeslotGet, everything),
    blackoutDates: callQuery(build, calls.blackoutDateGet, everything),
    pickupStores: callQuery(build, calls.pickupStoreGet, everything),
    shopInfo: callQuery(build, calls.shopInfoGet),
  }),
});

export const { useShopInfoQuery, usePickupStoresQuery } = lookupsApi;
