import * as calls from '@shop/contract/admin/admin-call-names';
import type { adminPromotionsGet } from '@shop/contract/admin/promotions-admin.calls';
import type { CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { callMutation, callQuery } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

export type OfferableCoupon = CallOutput<typeof adminPromotionsGet>['coupons'][number];

const byMember = (memberId: number) => ({ member_id: memberId });

const assignment = { changes: ['AdminMemberVouchers', 'AdminPromotions'], ownsErrors: true } as const;

/** Member search, a member's page and ledger, points adjustments and reset emails (staff token). */
export const adminMembersApi = consoleApi
  .enhanceEndpoints({ addTagTypes: ['AdminMemberVouchers', 'AdminPromotions'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminMemberSearch: callQuery(build, calls.adminMemberSearch, { tags: ['AdminMember'] }),
      adminMemberGet: callQuery(build, calls.adminMemberGet, { body: byMember, tags: ['AdminMember'] }),
      adminMemberLedger: callQuery(build, calls.adminMemberLedgerGet, { tags: ['AdminMember'] }),
      // The form shows the refusal (e.g. more points taken than the member holds) beside its fields.
      adminPointsAdjust: callMutation(build, calls.adminPointsAdjust, {
        changes: ['AdminMember', 'AdminDashboard'],
        ownsErrors: true,
      }),
      adminPasswordResetSend: callMutation(build, calls.adminMemberPasswordResetSend),
      adminMemberVouchers: callQuery(build, calls.adminMemberVouchersGet, {
        body: byMember,
        tags: ['AdminMemberVouchers'],
      }),
      /** The coupons an owner may give: the assigned-only ones still running. */
      adminOfferableCoupons: build.query<OfferableCoupon[], void>({
        query: () => apiCall(calls.adminPromotionsGet, {}),
        transformResponse: (out: CallOutput<typeof adminPromotionsGet>) =>
          out.coupons.filter((c) => c.assigned_only && c.active),
        providesTags: ['AdminPromotions'],
      }),
      // Giving or taking back a voucher: the card shows the refusal, and the coupons card's counts refresh.
      adminCouponAssign: callMutation(build, calls.adminCouponAssign, assignment),
      adminCouponUnassign: callMutation(build, calls.adminCouponUnassign, assignment),
    }),
  });

export const {
  useAdminMemberSearchQuery,
  useAdminMemberGetQuery,
  useAdminMemberLedgerQuery,
  useAdminPointsAdjustMutation,
  useAdminPasswordResetSendMutation,
  useAdminMemberVouchersQuery,
  useAdminOfferableCouponsQuery,
  useAdminCouponAssignMutation,
  useAdminCouponUnassignMutation,
} = adminMembersApi;
