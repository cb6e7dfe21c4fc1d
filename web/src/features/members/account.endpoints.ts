import * as calls from '@shop/contract/call-names';
import { baseApi } from '../../api/base-api.ts';
import { callMutation, callQuery } from '../../api/call-endpoints.ts';
import { profileLoaded } from '../../shared/session/user.slice.ts';

const byId = (id: number) => ({ id });

/** The signed-in member's own data (Bearer token). A refused token logs out. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The header's welcome line and tier read the persisted user slice, so they show at once on a reload.
    profile: callQuery(
      build,
      calls.profileGet,
      { tags: ['Profile'] },
      async (_, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        // Only what the header shows: the slice is kept in browser storage.
        const { first_name, last_name, tier_name, tier_name_zh } = data.profile;
        dispatch(profileLoaded({ first_name, last_name, tier_name, tier_name_zh }));
      },
    ),
    memberAddresses: callQuery(build, calls.memberAddressGet, {
      body: () => ({ limit: 999, offset: 0 }),
      tags: ['Profile'],
    }),
    // The address book: each form shows its refusal beside it; the list reloads after a change.
    addressAdd: callMutation(build, calls.memberAddressAdd, { ownsErrors: true, changes: ['Profile'] }),
    addressUpdate: callMutation(build, calls.memberAddressUpdate, { ownsErrors: true, changes: ['Profile'] }),
    addressDelete: callMutation(build, calls.memberAddressDelete, { body: byId, changes: ['Profile'] }),
    addressDefaultSet: callMutation(build, calls.memberAddressDefaultSet, {
      body: byId,
      changes: ['Profile'],
    }),
    // Owns its errors: a wrong current password is a field message, not a logout.
    passwordChange: callMutation(build, calls.passwordChange, { ownsErrors: true }),
    // Proving and changing the email and phone: each form shows its own refusals beside it.
    emailChange: callMutation(build, calls.emailChange, { ownsErrors: true }),
    emailVerify: callMutation(build, calls.emailVerify, { ownsErrors: true, changes: ['Profile'] }),
    phoneVerifySend: callMutation(build, calls.phoneVerifySend, { ownsErrors: true }),
    phoneVerify: callMutation(build, calls.phoneVerify, { ownsErrors: true, changes: ['Profile'] }),
    // Signing out forgets the token here whatever the server answers, so these own their errors.
    logout: callMutation(build, calls.logout, { ownsErrors: true }),
    logoutEverywhere: callMutation(build, calls.logoutEverywhere, { ownsErrors: true }),
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
