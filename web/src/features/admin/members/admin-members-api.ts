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
import { consoleApi, signOutOnRefusal } from '../console-api.ts';

type Ledger = CallInput<typeof adminMemberLedgerGet>;
type Assignment = CallInput<typeof adminCouponAssign>;
export type OfferableCoupon = CallOutput<typeof adminPromotionsGet>['coupons'][number];

/** Giving or taking back a voucher: the card shows the refusal, and the coupons card's counts refresh. */
const assignment = (call: string) => ({
  query: (body: Assignment) => ({ call, auth: 'staff' as const, body, ownsErrors: true }),
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
        query: (body) => ({ call: 'admin_member_search', auth: 'staff', body }),
        providesTags: ['AdminMember'],
      }),
      adminMemberGet: build.query<CallOutput<typeof adminMemberGet>, number>({
        query: (memberId) => ({ call: 'admin_member_get', auth: 'staff', body: { member_id: memberId } }),
        providesTags: ['AdminMember'],
      }),
      adminMemberLedger: build.query<CallOutput<typeof adminMemberLedgerGet>, Ledger>({
        query: (body) => ({ call: 'admin_member_ledger_get', auth: 'staff', body }),
        providesTags: ['AdminMember'],
      }),
      // The form shows the refusal (e.g. more points taken than the member holds) beside its fields.
      adminPointsAdjust: build.mutation<
        CallOutput<typeof adminPointsAdjust>,
        CallInput<typeof adminPointsAdjust>
      >({
        query: (body) => ({ call: 'admin_points_adjust', auth: 'staff', body, ownsErrors: true }),
        onQueryStarted: (_, api) => signOutOnRefusal(api),
        invalidatesTags: (_result, error) => (error ? [] : ['AdminMember', 'AdminDashboard']),
      }),
      adminPasswordResetSend: build.mutation<
        CallOutput<typeof adminMemberPasswordResetSend>,
        CallInput<typeof adminMemberPasswordResetSend>
      >({
        query: (body) => ({ call: 'admin_member_password_reset_send', auth: 'staff', body }),
      }),
      adminMemberVouchers: build.query<CallOutput<typeof adminMemberVouchersGet>, number>({
        query: (memberId) => ({
          call: 'admin_member_vouchers_get',
          auth: 'staff',
          body: { member_id: memberId },
        }),
        providesTags: ['AdminMemberVouchers'],
      }),
      /** The coupons an owner may give: the assigned-only ones still running. */
      adminOfferableCoupons: build.query<OfferableCoupon[], void>({
        query: () => ({ call: 'admin_promotions_get', auth: 'staff', body: {} }),
        transformResponse: (out: CallOutput<typeof adminPromotionsGet>) =>
          out.coupons.filter((c) => c.assigned_only && c.active),
        providesTags: ['AdminPromotions'],
      }),
      adminCouponAssign: build.mutation<CallOutput<typeof adminCouponAssign>, Assignment>(
        assignment('admin_coupon_assign'),
      ),
      adminCouponUnassign: build.mutation<CallOutput<typeof adminCouponUnassign>, Assignment>(
        assignment('admin_coupon_unassign'),
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
