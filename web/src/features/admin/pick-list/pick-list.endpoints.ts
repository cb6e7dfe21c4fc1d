import * as calls from '@shop/contract/admin/admin-call-names';
import { callQuery } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

/** What to pack for a day (staff Bearer token); transitions change it, so it shares the orders' tag. */
export const pickListApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminPickList: callQuery(build, calls.adminPickListGet, {
      body: (date: string) => ({ date }),
      tags: ['AdminOrder'],
    }),
  }),
});

export const { useAdminPickListQuery } = pickListApi;
