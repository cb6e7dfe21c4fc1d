import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import type { CallRef } from '@shop/contract/call-names';
import type { CallDef, CallOutput } from '@shop/contract/calls';
import { type ApiError, apiCall, type CallBody } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';
import type { envelopeBaseQuery } from '../../api/envelope-base-query.ts';
import { forgetStaffToken } from '../../api/staff-token.ts';

/**
 * The staff console's slice of the one RTK Query API. Injected from the console chunk only, so the
 * storefront's bundle never carries a staff endpoint. Every console call is `auth: 'staff'`.
 */
export const CONSOLE_TAGS = ['Staff', 'AdminOrder', 'AdminMember', 'AdminDashboard', 'AdminAudit'] as const;

export const consoleApi = baseApi.enhanceEndpoints({ addTagTypes: CONSOLE_TAGS });

/**
 * For console calls that show their own errors (`ownsErrors`, e.g. inside a dialog): the base query
 * then leaves a 401 alone, so this signs the console out on it instead.
 */
export async function signOutOnRefusal({ queryFulfilled }: { queryFulfilled: Promise<unknown> }) {
  await queryFulfilled.catch((failure: { error?: ApiError }) => {
    if (failure.error?.status === 401) forgetStaffToken();
  });
}

type Build<Tag extends string> = EndpointBuilder<typeof envelopeBaseQuery, Tag, 'api'>;

/**
 * A call without input is asked for with no argument (`useAdminSettingsGetQuery()`): RTK Query
 * makes the argument optional only when its type is void.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: RTK Query's hooks read `void` as "no argument".
type ArgOf<C extends CallDef> = CallBody<C> extends Record<string, never> ? void : CallBody<C>;

const send = <C extends CallDef>(call: CallRef<C>, body: ArgOf<C>, ownsErrors = false) =>
  apiCall<CallDef>(call, (body ?? {}) as CallBody<CallDef>, { ownsErrors });

/**
 * A read of one contract call: its argument is the call's input, its answer the call's output.
 * `tags` are what it shows (refetched when a write changes them).
 */
export const callQuery = <Tag extends string, C extends CallDef>(
  build: Build<Tag>,
  call: CallRef<C>,
  { tags = [], keepUnusedDataFor }: { tags?: readonly Tag[]; keepUnusedDataFor?: number } = {},
) =>
  build.query<CallOutput<C>, ArgOf<C>>({
    query: (body) => send(call, body),
    providesTags: [...tags],
    ...(keepUnusedDataFor === undefined ? {} : { keepUnusedDataFor }),
  });

/**
 * A write of one contract call. `changes` are refetched after it succeeds; with `ownsErrors` the
 * form shows the refusal beside its fields (and a 401 still signs the console out).
 */
export const callMutation = <Tag extends string, C extends CallDef>(
  build: Build<Tag>,
  call: CallRef<C>,
  { changes = [], ownsErrors = false }: { changes?: readonly Tag[]; ownsErrors?: boolean } = {},
) =>
  build.mutation<CallOutput<C>, ArgOf<C>>({
    query: (body) => send(call, body, ownsErrors),
    ...(ownsErrors ? { onQueryStarted: (_, api) => signOutOnRefusal(api) } : {}),
    invalidatesTags: (_result, error) => (error ? [] : [...changes]),
  });
