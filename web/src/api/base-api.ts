import { createApi } from '@reduxjs/toolkit/query/react';
import { envelopeBaseQuery } from './envelope-base-query.ts';

/** The one RTK Query API; each feature injects its endpoints into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: ['Cart', 'Profile', 'Points', 'Orders', 'Products', 'Content', 'Subscriptions'],
  endpoints: () => ({}),
});
