import type {
  adminMemberGet,
  adminMemberLedgerGet,
  adminMemberPasswordResetSend,
  adminMemberSearch,
  adminPointsAdjust,
} from '@shop/contract/admin/admin-members.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { consoleApi, signOutOnRefusal } from '../console-api.ts';

type Ledger = CallInput<typeof adminMemberLedgerGet>;

/** Member search, a member's page and ledger, points adjustments and reset emails (staff token). */
export const adminMembersApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminMemberSearch: build.query<CallOutput<typeof adminMemberSearch>, CallInput<typeof adminMemberSearch>>(
      {
        query: (body) => ({ call: 'admin_member_search', auth: 'staff', body }),
        providesTags: ['AdminMember'],
      },
    ),
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
  }),
});

export const {
  useAdminMemberSearchQuery,
  useAdminMemberGetQuery,
  useAdminMemberLedgerQuery,
  useAdminPointsAdjustMutation,
  useAdminPasswordResetSendMutation,
} = adminMembersApi;
