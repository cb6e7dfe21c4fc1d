import type { CallDef, CallOutput, CallParsedInput } from '@shop/contract/calls';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import type { SignedInStaff } from '../modules/admin/staff-auth.ts';
import type { SignedInMember } from '../modules/members/member-auth.ts';
import type { OutboxWaker } from '../modules/messages/outbox.worker.ts';
import type { PreparedAnswer } from './prepared-answer.ts';

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
