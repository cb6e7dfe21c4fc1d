import * as calls from '@shop/contract/admin/admin-call-names';
import type { adminDashboardGet } from '@shop/contract/admin/dashboard.calls';
import type { CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { consoleApi } from '../console.endpoints.ts';

export const dashboardApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminDashboard: build.query<CallOutput<typeof adminDashboardGet>, void>({
      query: () => apiCall(calls.adminDashboardGet),
      providesTags: ['AdminDashboard'],
    }),
  }),
});

export const { useAdminDashboardQuery } = dashboardApi;
