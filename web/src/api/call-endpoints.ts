import type {
  EndpointBuilder,
  TypedMutationOnQueryStarted,
  TypedQueryOnQueryStarted,
} from '@reduxjs/toolkit/query/react';
import type { CallRef } from '@shop/contract/call-names';
import type { CallDef, CallOutput } from '@shop/contract/calls';
import { type ApiCall, type ApiError, apiCall, type CallBody, type CallOptions } from './api-call.ts';
import type { envelopeBaseQuery } from './envelope-base-query.ts';
import { forgetStaffToken } from './staff-token.ts';

type Build<Tag extends string> = EndpointBuilder<typeof envelopeBaseQuery, Tag, 'api'>;

/** What every endpoint may say about its call, besides its cache tags. */
interface EndpointOptions<C extends CallDef> extends Pick<CallOptions, 'asMember' | 'ownsErrors'> {
  /**
   * The call's body made from the endpoint's argument, when its callers know it by other names
   * (`(variantId: number) => ({ product_id: variantId })`) or the endpoint sends fixed fields
   * (`() => ({ limit: 999, offset: 0 })`). Without it the argument is the body.
   */
  body?: (arg: never) => CallBody<C>;
  /** The one field of the answer the endpoint's callers read (`'product'`): its data is that field. */
  pick?: keyof CallOutput<C>;
}

export interface QueryOptions<Tag extends string, C extends CallDef> extends EndpointOptions<C> {
  /** What the answer shows: refetched when a write changes it. */
  tags?: readonly Tag[];
  keepUnusedDataFor?: number;
}

export interface MutationOptions<Tag extends string, C extends CallDef> extends EndpointOptions<C> {
  /** What a successful write changes: its queries are refetched. */
  changes?: readonly Tag[];
}

/**
 * A call without input of its own (a cart call's delivery country is the base query's to add), or
 * one whose body is fixed, is asked for with no argument (`useCartQuery()`): RTK Query makes the
 * argument optional only when its type is void.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: RTK Query's hooks read `void` as "no argument".
type NoArgument = void;

type ArgOf<C extends CallDef, O> = O extends { body: (arg: infer A) => unknown }
  ? unknown extends A
    ? NoArgument
    : A
  : CallBody<C> extends Record<string, never>
    ? NoArgument
    : [Exclude<keyof CallBody<C>, 'delivery_country_id'>] extends [never]
      ? NoArgument
      : CallBody<C>;

type AnswerOf<C extends CallDef, O> = O extends { pick: infer K extends keyof CallOutput<C> }
  ? CallOutput<C>[K]
  : CallOutput<C>;

/**
 * For calls that show their own errors: the base query then leaves a 401 alone, so a staff call
 * signs the console out on it here instead (a member's form keeps its refusal and its session).
 */
export async function signOutOnRefusal({ queryFulfilled }: { queryFulfilled: Promise<unknown> }) {
  await queryFulfilled.catch((failure: { error?: ApiError }) => {
    if (failure.error?.status === 401) forgetStaffToken();
  });
}

/** The query (and the picked field) shared by reads and writes; RTK Query types the rest. */
function definition<C extends CallDef, O extends EndpointOptions<C>>(
  call: CallRef<C>,
  options: O | undefined,
) {
  const { body, pick, asMember, ownsErrors } = options ?? {};
  const query = (arg: ArgOf<C, O>): ApiCall =>
    apiCall<CallDef>(call, ((body ? body(arg as never) : arg) ?? {}) as CallBody<CallDef>, {
      asMember,
      ownsErrors,
    });
  if (pick === undefined) return { query };
  const transformResponse = (answer: CallOutput<C>) => answer[pick] as AnswerOf<C, O>;
  return { query, transformResponse };
}

/**
 * A read of one contract call: its argument is the call's input (or what `body` makes it from), its
 * answer the call's output (or its `pick`ed field). A misspelt call, field or tag is a type error.
 */
export const callQuery = <Tag extends string, C extends CallDef, const O extends QueryOptions<Tag, C>>(
  build: Build<Tag>,
  call: CallRef<C>,
  options?: O,
  onQueryStarted?: TypedQueryOnQueryStarted<AnswerOf<C, O>, ArgOf<C, O>, typeof envelopeBaseQuery, 'api'>,
) => {
  const { tags = [], keepUnusedDataFor } = options ?? {};
  return build.query<AnswerOf<C, O>, ArgOf<C, O>>({
    ...definition(call, options),
    providesTags: [...tags],
    ...(keepUnusedDataFor === undefined ? {} : { keepUnusedDataFor }),
    ...(onQueryStarted ? { onQueryStarted } : {}),
  });
};

/**
 * A write of one contract call, typed like `callQuery`. `changes` are refetched after it succeeds;
 * with `ownsErrors` the form shows the refusal beside its fields (and a staff call's 401 still
 * signs the console out).
 */
export const callMutation = <Tag extends string, C extends CallDef, const O extends MutationOptions<Tag, C>>(
  build: Build<Tag>,
  call: CallRef<C>,
  options?: O,
  onQueryStarted?: TypedMutationOnQueryStarted<AnswerOf<C, O>, ArgOf<C, O>, typeof envelopeBaseQuery, 'api'>,
) => {
  const { changes = [] } = options ?? {};
  const guardsConsole = call.auth === 'staff' && options?.ownsErrors === true;
  type Started = NonNullable<typeof onQueryStarted>;
  const started: Started | undefined =
    guardsConsole || onQueryStarted
      ? (arg, api) => {
          if (guardsConsole) void signOutOnRefusal(api);
          return onQueryStarted?.(arg, api);
        }
      : undefined;
  return build.mutation<AnswerOf<C, O>, ArgOf<C, O>>({
    ...definition(call, options),
    invalidatesTags: (_result, error) => (error ? [] : [...changes]),
    ...(started ? { onQueryStarted: started } : {}),
  });
};
