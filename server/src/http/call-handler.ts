import type { CallDef, CallOutput, CallParsedInput, StaffRole } from '@shop/contract/calls';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import type { PreparedAnswer } from './prepared-answer.ts';

/**
 * What a service that wrote a message may do: ask for it to go out now rather than at the next poll.
 * The messages domain's outbox worker is the one implementation; it lives here so the call context
 * needs no import of a domain.
 */
export interface OutboxWaker {
  wake(): void;
}

/** The member a Bearer token stands for. */
export interface SignedInMember {
  id: number;
  /** The session of the token, so signing out ends exactly it. */
  sessionId: string;
}

/** The staff member a Bearer token stands for. */
export interface SignedInStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** Whether the account signs in with an authenticator app code after its password. */
  twoFactor: boolean;
  /** The sign-in this request belongs to, so signing out ends exactly it. */
  sessionId: string;
}

/**
 * Who a request's Authorization header stands for, or a thrown ApiError. The members and admin
 * domains provide these when the app is built, so the API route depends on no domain.
 */
export interface Authenticators {
  member(db: Db, config: Config, authorization: string | undefined): Promise<SignedInMember>;
  staff(db: Db, config: Config, authorization: string | undefined): Promise<SignedInStaff>;
}

/** What a handler may use: no request or reply objects, so handlers stay thin and testable. */
export interface CallContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The client's address: the socket's, or the one a proxy listed in TRUST_PROXY names; never a header a client picks. */
  ip: string;
  authorization: string | undefined;
  /**
   * The member of the Bearer token, resolved before the handler runs: always set for `member`
   * calls, and for `cart` calls when a token was sent.
   */
  member: SignedInMember | undefined;
  /** The staff member of the Bearer token: always set for `staff` calls, never for any other. */
  staff: SignedInStaff | undefined;
  /** Asks for messages just written to the outbox to go out now rather than at the next poll. */
  outbox: OutboxWaker;
}

export interface BoundHandler {
  call: CallDef;
  run(input: unknown, ctx: CallContext): Promise<unknown>;
}

/**
 * Binds a handler to its contract entry; the types of input and output come from the contract. A
 * handler may answer with a PreparedAnswer it made (and so checked) for the same call.
 */
export function handle<C extends CallDef>(
  call: C,
  run: (input: CallParsedInput<C>, ctx: CallContext) => Promise<CallOutput<C> | PreparedAnswer<C>>,
): BoundHandler {
  return { call, run: run as BoundHandler['run'] };
}
