import * as calls from '@shop/contract/admin/admin-call-names';
import type { adminPickListGet } from '@shop/contract/admin/pick-list.calls';
import type { CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { consoleApi } from '../console.endpoints.ts';

/** What to pack for a day (staff Bearer token); transitions change it, so it shares the orders' tag. */
export const pickListApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminPickList: build.query<CallOutput<typeof adminPickListGet>, string>({
      query: (date) => apiCall(calls.adminPickListGet, { date }),
      providesTags: ['AdminOrder'],
    }),
  }),
});

export const { useAdminPickListQuery } = pickListApi;
