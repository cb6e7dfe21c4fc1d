import * as calls from '@shop/contract/admin/admin-call-names';
import type {
  adminRoastPlanGet,
  adminSubscriptionPlanSave,
  adminSubscriptionPlansGet,
  adminSubscriptionRenewalsGet,
  adminSubscriptionsGet,
} from '@shop/contract/admin/subscriptions-admin.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { consoleApi } from '../console.endpoints.ts';

/**
 * The console's subscriptions page, plans and roast plan (staff Bearer token). Saving a plan
 * refreshes the plans; the lists change with members and the renewal job, so they are read afresh
 * each time a page opens.
 */
export const subscriptionsAdminApi = consoleApi
  .enhanceEndpoints({ addTagTypes: ['AdminSubscriptionPlan'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminSubscriptionPlans: build.query<CallOutput<typeof adminSubscriptionPlansGet>, void>({
        query: () => apiCall(calls.adminSubscriptionPlansGet, {}),
        providesTags: ['AdminSubscriptionPlan'],
      }),
      adminSubscriptionPlanSave: build.mutation<
        CallOutput<typeof adminSubscriptionPlanSave>,
        CallInput<typeof adminSubscriptionPlanSave>
      >({
        query: (input) => apiCall(calls.adminSubscriptionPlanSave, input),
        invalidatesTags: ['AdminSubscriptionPlan'],
      }),
      adminSubscriptions: build.query<
        CallOutput<typeof adminSubscriptionsGet>,
        CallInput<typeof adminSubscriptionsGet>
      >({
        query: (input) => apiCall(calls.adminSubscriptionsGet, input),
        keepUnusedDataFor: 0,
      }),
      adminSubscriptionRenewals: build.query<
        CallOutput<typeof adminSubscriptionRenewalsGet>,
        CallInput<typeof adminSubscriptionRenewalsGet>
      >({
        query: (input) => apiCall(calls.adminSubscriptionRenewalsGet, input),
        keepUnusedDataFor: 0,
      }),
      adminRoastPlan: build.query<CallOutput<typeof adminRoastPlanGet>, CallInput<typeof adminRoastPlanGet>>({
        query: (input) => apiCall(calls.adminRoastPlanGet, input),
        keepUnusedDataFor: 0,
      }),
    }),
  });

export const {
  useAdminSubscriptionPlansQuery,
  useAdminSubscriptionPlanSaveMutation,
  useAdminSubscriptionsQuery,
  useAdminSubscriptionRenewalsQuery,
  useAdminRoastPlanQuery,
} = subscriptionsAdminApi;
