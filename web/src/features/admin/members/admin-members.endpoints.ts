import * as calls from '@shop/contract/admin/admin-call-names';
import type {
  adminMemberGet,
  adminMemberLedgerGet,
  adminMemberPasswordResetSend,
  adminMemberSearch,
  adminPointsAdjust,
} from '@shop/contract/admin/admin-members.calls';
import type {
  adminCouponAssign,
  adminCouponUnassign,
  adminMemberVouchersGet,
  adminPromotionsGet,
} from '@shop/contract/admin/promotions-admin.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { consoleApi, signOutOnRefusal } from '../console.endpoints.ts';

type Ledger = CallInput<typeof adminMemberLedgerGet>;
type Assignment = CallInput<typeof adminCouponAssign>;
export type OfferableCoupon = CallOutput<typeof adminPromotionsGet>['coupons'][number];

/** Giving or taking back a voucher: the card shows the refusal, and the coupons card's counts refresh. */
const assignment = (call: typeof calls.adminCouponAssign | typeof calls.adminCouponUnassign) => ({
  query: (body: Assignment) => apiCall(call, body, { ownsErrors: true }),
  onQueryStarted: (_: unknown, api: { queryFulfilled: Promise<unknown> }) => signOutOnRefusal(api),
  invalidatesTags: (_result: unknown, error: unknown) =>
    error ? [] : (['AdminMemberVouchers', 'AdminPromotions'] as const),
});

/** Member search, a member's page and ledger, points adjustments and reset emails (staff token). */
export const adminMembersApi = consoleApi
  .enhanceEndpoints({ addTagTypes: ['AdminMemberVouchers', 'AdminPromotions'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminMemberSearch: build.query<
        CallOutput<typeof adminMemberSearch>,
        CallInput<typeof adminMemberSearch>
      >({
        query: (body) => apiCall(calls.adminMemberSearch, body),
        providesTags: ['AdminMember'],
      }),
      adminMemberGet: build.query<CallOutput<typeof adminMemberGet>, number>({
        query: (memberId) => apiCall(calls.adminMemberGet, { member_id: memberId }),
        providesTags: ['AdminMember'],
      }),
      adminMemberLedger: build.query<CallOutput<typeof adminMemberLedgerGet>, Ledger>({
        query: (body) => apiCall(calls.adminMemberLedgerGet, body),
        providesTags: ['AdminMember'],
      }),
      // The form shows the refusal (e.g. more points taken than the member holds) beside its fields.
      adminPointsAdjust: build.mutation<
        CallOutput<typeof adminPointsAdjust>,
        CallInput<typeof adminPointsAdjust>
      >({
        query: (body) => apiCall(calls.adminPointsAdjust, body, { ownsErrors: true }),
        onQueryStarted: (_, api) => signOutOnRefusal(api),
        invalidatesTags: (_result, error) => (error ? [] : ['AdminMember', 'AdminDashboard']),
      }),
      adminPasswordResetSend: build.mutation<
        CallOutput<typeof adminMemberPasswordResetSend>,
        CallInput<typeof adminMemberPasswordResetSend>
      >({
        query: (body) => apiCall(calls.adminMemberPasswordResetSend, body),
      }),
      adminMemberVouchers: build.query<CallOutput<typeof adminMemberVouchersGet>, number>({
        query: (memberId) => apiCall(calls.adminMemberVouchersGet, { member_id: memberId }),
        providesTags: ['AdminMemberVouchers'],
      }),
      /** The coupons an owner may give: the assigned-only ones still running. */
      adminOfferableCoupons: build.query<OfferableCoupon[], void>({
        query: () => apiCall(calls.adminPromotionsGet, {}),
        transformResponse: (out: CallOutput<typeof adminPromotionsGet>) =>
          out.coupons.filter((c) => c.assigned_only && c.active),
        providesTags: ['AdminPromotions'],
      }),
      adminCouponAssign: build.mutation<CallOutput<typeof adminCouponAssign>, Assignment>(
        assignment(calls.adminCouponAssign),
      ),
      adminCouponUnassign: build.mutation<CallOutput<typeof adminCouponUnassign>, Assignment>(
        assignment(calls.adminCouponUnassign),
      ),
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
