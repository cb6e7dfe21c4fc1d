import type { adminDashboardGet } from '@shop/contract/admin/dashboard.calls';
import type { CallOutput } from '@shop/contract/calls';
import { consoleApi } from '../console-api.ts';

export const dashboardApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminDashboard: build.query<CallOutput<typeof adminDashboardGet>, void>({
      query: () => ({ call: 'admin_dashboard_get', auth: 'staff' }),
      providesTags: ['AdminDashboard'],
    }),
  }),
});

export const { useAdminDashboardQuery } = dashboardApi;
