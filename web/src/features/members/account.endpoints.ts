import * as calls from '@shop/contract/call-names';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import type {
  memberAddressAdd,
  memberAddressDefaultSet,
  memberAddressDelete,
  memberAddressUpdate,
} from '@shop/contract/members/address-book.calls';
import type {
  emailChange,
  emailVerify,
  phoneVerify,
  phoneVerifySend,
} from '@shop/contract/members/contact-proof.calls';
import type { logout, logoutEverywhere } from '@shop/contract/members/logout.calls';
import type { memberAddressGet, profileGet } from '@shop/contract/members/members.calls';
import type { passwordChange } from '@shop/contract/members/password-change.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';
import { profileLoaded } from '../../shared/session/user.slice.ts';

/** The signed-in member's own data (Bearer token). A refused token logs out. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<CallOutput<typeof profileGet>, void>({
      query: () => apiCall(calls.profileGet),
      providesTags: ['Profile'],
      // The header's welcome line and tier read the persisted user slice, so they show at once on a reload.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        // Only what the header shows: the slice is kept in browser storage.
        const { first_name, last_name, tier_name, tier_name_zh } = data.profile;
        dispatch(profileLoaded({ first_name, last_name, tier_name, tier_name_zh }));
      },
    }),
    memberAddresses: build.query<CallOutput<typeof memberAddressGet>, void>({
      query: () => apiCall(calls.memberAddressGet, { limit: 999, offset: 0 }),
      providesTags: ['Profile'],
    }),
    // The address book: each form shows its refusal beside it; the list reloads after a change.
    addressAdd: build.mutation<CallOutput<typeof memberAddressAdd>, CallInput<typeof memberAddressAdd>>({
      query: (body) => apiCall(calls.memberAddressAdd, body, { ownsErrors: true }),
      invalidatesTags: ['Profile'],
    }),
    addressUpdate: build.mutation<
      CallOutput<typeof memberAddressUpdate>,
      CallInput<typeof memberAddressUpdate>
    >({
      query: (body) => apiCall(calls.memberAddressUpdate, body, { ownsErrors: true }),
      invalidatesTags: ['Profile'],
    }),
    addressDelete: build.mutation<CallOutput<typeof memberAddressDelete>, number>({
      query: (id) => apiCall(calls.memberAddressDelete, { id }),
      invalidatesTags: ['Profile'],
    }),
    addressDefaultSet: build.mutation<CallOutput<typeof memberAddressDefaultSet>, number>({
      query: (id) => apiCall(calls.memberAddressDefaultSet, { id }),
      invalidatesTags: ['Profile'],
    }),
    // Owns its errors: a wrong current password is a field message, not a logout.
    passwordChange: build.mutation<CallOutput<typeof passwordChange>, CallInput<typeof passwordChange>>({
      query: (body) => apiCall(calls.passwordChange, body, { ownsErrors: true }),
    }),
    // Proving and changing the email and phone: each form shows its own refusals beside it.
    emailChange: build.mutation<CallOutput<typeof emailChange>, CallInput<typeof emailChange>>({
      query: (body) => apiCall(calls.emailChange, body, { ownsErrors: true }),
    }),
    emailVerify: build.mutation<CallOutput<typeof emailVerify>, CallInput<typeof emailVerify>>({
      query: (body) => apiCall(calls.emailVerify, body, { ownsErrors: true }),
      invalidatesTags: ['Profile'],
    }),
    phoneVerifySend: build.mutation<CallOutput<typeof phoneVerifySend>, CallInput<typeof phoneVerifySend>>({
      query: (body) => apiCall(calls.phoneVerifySend, body, { ownsErrors: true }),
    }),
    phoneVerify: build.mutation<CallOutput<typeof phoneVerify>, CallInput<typeof phoneVerify>>({
      query: (body) => apiCall(calls.phoneVerify, body, { ownsErrors: true }),
      invalidatesTags: ['Profile'],
    }),
    // Signing out forgets the token here whatever the server answers, so these own their errors.
    logout: build.mutation<CallOutput<typeof logout>, void>({
      query: () => apiCall(calls.logout, {}, { ownsErrors: true }),
    }),
    logoutEverywhere: build.mutation<CallOutput<typeof logoutEverywhere>, void>({
      query: () => apiCall(calls.logoutEverywhere, {}, { ownsErrors: true }),
    }),
  }),
});

export const {
  useProfileQuery,
  useMemberAddressesQuery,
  useAddressAddMutation,
  useAddressUpdateMutation,
  useAddressDeleteMutation,
  useAddressDefaultSetMutation,
  usePasswordChangeMutation,
  useEmailChangeMutation,
  useEmailVerifyMutation,
  usePhoneVerifySendMutation,
  usePhoneVerifyMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
} = accountApi;
