import * as calls from '@shop/contract/admin/admin-call-names';
import { callQuery } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

export const dashboardApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminDashboard: callQuery(build, calls.adminDashboardGet, { tags: ['AdminDashboard'] }),
  }),
});

export const { useAdminDashboardQuery } = dashboardApi;
