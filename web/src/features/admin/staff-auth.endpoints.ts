import * as calls from '@shop/contract/admin/admin-call-names';
import type {
  adminLogout,
  adminSessionEnd,
  adminTwoFactorConfirm,
  adminTwoFactorSetup,
} from '@shop/contract/admin/staff-auth.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../api/api-call.ts';
import { callMutation, callQuery } from '../../api/call-endpoints.ts';
import { readStaffToken, storeStaffToken } from '../../api/staff-token.ts';
import { CONSOLE_TAGS, consoleApi } from './console.endpoints.ts';

/** Opens the console with a new sign-in's token; whatever an earlier session left in the cache is fetched again. */
export function startConsoleSession(
  dispatch: (action: ReturnType<typeof consoleApi.util.invalidateTags>) => unknown,
  token: string,
) {
  storeStaffToken(token);
  dispatch(consoleApi.util.invalidateTags([...CONSOLE_TAGS]));
}

/** After a sign-in step: opens the console once its answer carries the session's token. */
const startSessionOnToken =
  <Answer>(tokenOf: (answer: Answer) => string | undefined) =>
  async (
    _: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: Parameters<typeof startConsoleSession>[0]; queryFulfilled: Promise<{ data: Answer }> },
  ) => {
    const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
    const token = data && tokenOf(data);
    if (token) startConsoleSession(dispatch, token);
  };

const withStaffToken = (challenge: string | undefined) => ({
  ownsErrors: true,
  ...(challenge ? {} : { staffToken: readStaffToken() ?? '' }),
});

/**
 * Staff sign-in (its own token, never the member's) in up to two steps, setting up two-step sign-in,
 * who is signed in, their sessions, and sign-out. The sign-in calls own their errors: a wrong
 * password or code is a message beside the form, not a toast.
 */
export const staffAuthApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: callMutation(
      build,
      calls.adminLogin,
      { ownsErrors: true },
      startSessionOnToken((answer) => (answer.next === 'signed_in' ? answer.token : undefined)),
    ),
    adminLoginSecondStep: callMutation(
      build,
      calls.adminLoginSecondStep,
      { ownsErrors: true },
      startSessionOnToken((answer) => answer.token),
    ),
    // During a sign-in these carry its challenge; from the console, the staff token instead.
    adminTwoFactorSetup: build.mutation<
      CallOutput<typeof adminTwoFactorSetup>,
      CallInput<typeof adminTwoFactorSetup>
    >({
      query: (body) => apiCall(calls.adminTwoFactorSetup, body, withStaffToken(body.challenge)),
    }),
    // The session it may answer opens only once the recovery codes have been seen (the screen does it).
    adminTwoFactorConfirm: build.mutation<
      CallOutput<typeof adminTwoFactorConfirm>,
      CallInput<typeof adminTwoFactorConfirm>
    >({
      query: (body) => apiCall(calls.adminTwoFactorConfirm, body, withStaffToken(body.challenge)),
      invalidatesTags: ['Staff'],
    }),
    adminMe: callQuery(build, calls.adminMe, { tags: ['Staff'] }),
    adminSessionGet: callQuery(build, calls.adminSessionGet, { tags: ['Staff'] }),
    adminSessionEnd: build.mutation<CallOutput<typeof adminSessionEnd>, CallInput<typeof adminSessionEnd>>({
      query: (body) => apiCall(calls.adminSessionEnd, body),
      invalidatesTags: ['Staff'],
    }),
    adminLogout: build.mutation<CallOutput<typeof adminLogout>, string>({
      query: (staffToken) => apiCall(calls.adminLogout, undefined, { staffToken }),
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useAdminLoginSecondStepMutation,
  useAdminTwoFactorSetupMutation,
  useAdminTwoFactorConfirmMutation,
  useAdminMeQuery,
  useAdminSessionGetQuery,
  useAdminSessionEndMutation,
  useAdminLogoutMutation,
} = staffAuthApi;
