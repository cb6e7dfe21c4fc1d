import type { CallRef } from '@shop/contract/call-names';
import type { CallDef, CallInput } from '@shop/contract/calls';

/** Distributes over a union of inputs, so each variant keeps its own fields. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * The fields an endpoint writes for a call: its contract input, less the site access token of a
 * cart call (the base query adds it, with the delivery country unless the body names one).
 */
export type CallBody<C extends CallDef> =
  CallInput<C> extends infer I
    ? 'delivery_country_id' extends keyof I
      ? OmitEach<I, 'access_token'>
      : I
    : never;

export interface CallOptions {
  /**
   * A public call that sends the member's Bearer token when there is one, because its answer
   * differs for a member (the catalog).
   */
  asMember?: boolean;
  /**
   * A staff token to send instead of the stored one (sign-out forgets it before ending it), or with
   * a public call that also serves a signed-in staff member (setting up two-step sign-in).
   */
  staffToken?: string;
  /**
   * The endpoint shows its own refusals (a wrong password beside the form): the base query then
   * neither shows a message nor signs out on a 401.
   */
  ownsErrors?: boolean;
}

/**
 * The argument every endpoint passes to the one base query: the contract call (its name and auth),
 * its body (client_id and the credentials its auth needs are added for it) and the options above.
 */
export interface ApiCall extends CallOptions {
  call: CallRef;
  body?: Record<string, unknown>;
}

type BodyArgs<C extends CallDef> =
  Record<string, never> extends CallBody<C>
    ? [body?: CallBody<C>, options?: CallOptions]
    : [body: CallBody<C>, options?: CallOptions];

/** One call of the contract, its body typed by the call's input: a misspelt field is a type error. */
export function apiCall<C extends CallDef>(call: CallRef<C>, ...[body, options]: BodyArgs<C>): ApiCall {
  return { call, body: body as Record<string, unknown> | undefined, ...options };
}

export interface ApiError {
  status: number | 'FETCH_ERROR';
  err_code: string;
  message: string;
}
