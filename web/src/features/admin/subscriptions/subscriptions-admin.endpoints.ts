import * as calls from '@shop/contract/admin/admin-call-names';
import { callMutation, callQuery } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

// The lists change with members and the renewal job: read afresh each time a page opens.
const afresh = { keepUnusedDataFor: 0 };

/** The console's subscriptions page, plans and roast plan (staff Bearer token). */
export const subscriptionsAdminApi = consoleApi
  .enhanceEndpoints({ addTagTypes: ['AdminSubscriptionPlan'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminSubscriptionPlans: callQuery(build, calls.adminSubscriptionPlansGet, {
        tags: ['AdminSubscriptionPlan'],
      }),
      adminSubscriptionPlanSave: callMutation(build, calls.adminSubscriptionPlanSave, {
        changes: ['AdminSubscriptionPlan'],
      }),
      adminSubscriptions: callQuery(build, calls.adminSubscriptionsGet, afresh),
      adminSubscriptionRenewals: callQuery(build, calls.adminSubscriptionRenewalsGet, afresh),
      adminRoastPlan: callQuery(build, calls.adminRoastPlanGet, afresh),
    }),
  });

export const {
  useAdminSubscriptionPlansQuery,
  useAdminSubscriptionPlanSaveMutation,
  useAdminSubscriptionsQuery,
  useAdminSubscriptionRenewalsQuery,
  useAdminRoastPlanQuery,
} = subscriptionsAdminApi;
