import type { adminPickListGet } from '@shop/contract/admin/pick-list.calls';
import type { CallOutput } from '@shop/contract/calls';
import { consoleApi } from '../console-api.ts';

/** What to pack for a day (staff Bearer token); transitions change it, so it shares the orders' tag. */
export const pickListApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminPickList: build.query<CallOutput<typeof adminPickListGet>, string>({
      query: (date) => ({ call: 'admin_pick_list_get', auth: 'staff', body: { date } }),
      providesTags: ['AdminOrder'],
    }),
  }),
});

export const { useAdminPickListQuery } = pickListApi;
