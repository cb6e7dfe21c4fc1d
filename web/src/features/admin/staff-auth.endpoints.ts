import * as calls from '@shop/contract/admin/admin-call-names';
import type { adminLogin, adminLogout, adminMe } from '@shop/contract/admin/staff-auth.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../api/api-call.ts';
import { storeStaffToken } from '../../api/staff-token.ts';
import { CONSOLE_TAGS, consoleApi } from './console.endpoints.ts';

/** Staff sign-in (its own token, never the member's), who is signed in, and sign-out. */
export const staffAuthApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    // Owns its errors: a wrong password is a message beside the form, not a toast.
    adminLogin: build.mutation<CallOutput<typeof adminLogin>, CallInput<typeof adminLogin>>({
      query: (body) => apiCall(calls.adminLogin, body, { ownsErrors: true }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        storeStaffToken(data.token);
        // Whatever an earlier staff member's session left in the cache is fetched again.
        dispatch(consoleApi.util.invalidateTags([...CONSOLE_TAGS]));
      },
    }),
    adminMe: build.query<CallOutput<typeof adminMe>, void>({
      query: () => apiCall(calls.adminMe),
      providesTags: ['Staff'],
    }),
    adminLogout: build.mutation<CallOutput<typeof adminLogout>, string>({
      query: (staffToken) => apiCall(calls.adminLogout, undefined, { staffToken }),
    }),
  }),
});

export const { useAdminLoginMutation, useAdminMeQuery, useAdminLogoutMutation } = staffAuthApi;
