import * as calls from '@shop/contract/members/profile-call-names';
import { baseApi } from '../../api/base-api.ts';
import { callMutation, callQuery } from '../../api/call-endpoints.ts';

const byId = (id: number) => ({ id });

/**
 * What a signed-in member changes of their own on the account pages and at checkout: the address
 * book, the password, the email and the phone. Apart from account.endpoints.ts, so the shell every
 * page loads does not carry them.
 */
export const profileChangesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const {
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
} = profileChangesApi;
