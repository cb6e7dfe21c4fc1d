import type { CallDef } from '@shop/contract/calls';
import { CLIENT_ID } from '@shop/contract/client-id';
import { ERRORS } from '@shop/contract/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../test-app.ts';
import {
  accessToken,
  callsWithAuth,
  hasField,
  memberToken,
  newMemberToken,
  ownerToken,
  staffToken,
} from './call-credentials.ts';
import { mutate, mutations, toJsonText } from './hostile-values.ts';
import { brokenInvariants, lastOrderId, stockNotMatchingOrders, stockSnapshot } from './invariants.ts';
import { arbitraryFor } from './zod-arbitrary.ts';

/*
 * Every call of the contract, fed payloads drawn from its own input schema and then broken
 * (hostile-values.ts): 60 requests per call, about 9,000 per run on each database. Breadth comes
 * from the calls, each of which must reach its handler (MAX_ROUNDS below); twice the requests per
 * call made this the slowest file of the suite. Calls that take a password get fewer.
 */
const RUNS_PER_CALL = 60;
const RUNS_PER_PASSWORD_CALL = 25;
/**
 * A call whose schema has refinements (order_create's checkout rules) gets a valid draw only now
 * and then: such a call gets more rounds, so "never reached its handler" means the generator cannot
 * reach it, not bad luck.
 */
const MAX_ROUNDS = 6;

/** Answers that stop before the handler: the request never reached the call's own code. */
const GATE_CODES = new Set([
  'INVALID_JSON',
  'BAD_REQUEST',
  'UNKNOWN_CLIENT',
  'UNAUTHORIZED',
  'STAFF_ONLY',
  'INVALID_ACCESS_TOKEN',
]);
/** The contract's refusal (the message lists fields) as opposed to a handler's own VALIDATION_FAILED. */
const isContractRefusal = (answer: { err_code: string; err_message: string }) =>
  answer.err_code === 'VALIDATION_FAILED' &&
  (answer.err_message.startsWith('Some fields are not valid') ||
    answer.err_message === ERRORS.VALIDATION_FAILED.en);

/**
 * Calls that can end the session they are made with (or the member's account): each gets a new
 * member, or a new session of a staff member, so the shared sessions of the other calls live on.
 */
const MEMBER_SESSION_ENDERS = new Set(['logout', 'logout_everywhere', 'account_delete']);
const STAFF_SESSION_ENDERS = new Set(['admin_logout', 'admin_session_end']);

const t = appPerFile();

interface Credentials {
  bearer?: string;
  /** Cart calls run both as a guest and as the member: the member's cart is another code path. */
  bearerOptional?: boolean;
  accessToken?: string;
}

const address = fc.integer({ min: 1, max: 60_000 }).map((n) => `10.${n >> 8}.${n & 255}.7`);
/** One request in ten may break the client id or token as well; the rest keep them, to reach the handler. */
const touchesCredentials = fc.integer({ min: 0, max: 9 }).map((n) => n === 0);

/** Sends generated requests for one call; answers how many got past validation and auth. */
async function hammer(call: CallDef, credentials: Credentials): Promise<number> {
  let reachedHandler = 0;
  const property = fc.asyncProperty(
    arbitraryFor(call.input),
    mutations,
    touchesCredentials,
    address,
    fc.boolean(),
    async (drawn, changes, touchAll, remoteAddress, asGuest) => {
      const base: Record<string, unknown> = {
        ...(typeof drawn === 'object' && drawn !== null ? drawn : {}),
        client_id: CLIENT_ID,
      };
      if (credentials.accessToken && hasField(call, 'access_token'))
        base.access_token = credentials.accessToken;
      const keep = new Set(touchAll ? [] : ['client_id', 'access_token']);
      const body = mutate(base, changes, keep);
      const bearer = credentials.bearerOptional && asGuest ? undefined : credentials.bearer;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${call.name}.php`,
        remoteAddress,
        headers: {
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        payload: toJsonText(body),
      });
      expect(res.statusCode, `${call.name} ${res.body}`).toBeLessThan(500);
      const answer = res.json();
      if (res.statusCode === 200) {
        expect(answer.status).toBe(1);
      } else {
        expect(answer).toMatchObject({ status: 0, err_code: expect.any(String) });
        expect(answer.err_message).toEqual(expect.any(String));
        expect(answer.err_message_zh).toEqual(expect.any(String));
      }
      if (answer.status === 1 || !(GATE_CODES.has(answer.err_code) || isContractRefusal(answer)))
        reachedHandler += 1;
      expect(Object.prototype).not.toHaveProperty('polluted');
    },
  );
  await fc.assert(property, {
    numRuns: hasField(call, 'password') ? RUNS_PER_PASSWORD_CALL : RUNS_PER_CALL,
  });
  return reachedHandler;
}

/** Hammers every call; answers the calls whose handlers were never reached and the failures, by call. */
async function hammerAll(calls: CallDef[], credentials: (call: CallDef) => Promise<Credentials>) {
  const unreached: string[] = [];
  const failures: Record<string, string> = {};
  for (const call of calls) {
    try {
      let reached = 0;
      for (let round = 0; round < MAX_ROUNDS && reached === 0; round += 1) {
        reached = await hammer(call, await credentials(call));
      }
      if (reached === 0) unreached.push(call.name);
    } catch (error) {
      failures[call.name] =
        `${String(error).slice(0, 1500)}\n${String((error as Error).cause).slice(0, 1500)}`;
    }
  }
  return { unreached, failures };
}

describe('generated hostile input on every call', () => {
  it('answers storefront calls with the envelope below 500, and the database stays consistent', async () => {
    const stockBefore = await stockSnapshot(t.db);
    const ordersBefore = await lastOrderId(t.db);
    const member = await memberToken(t);
    const cart = await accessToken(t);
    expect(member).toBeDefined();
    expect(cart).toBeDefined();
    const calls = [...callsWithAuth('public'), ...callsWithAuth('cart'), ...callsWithAuth('member')];
    const { unreached, failures } = await hammerAll(calls, async (call) => ({
      accessToken: cart,
      bearer:
        call.auth === 'public'
          ? undefined
          : MEMBER_SESSION_ENDERS.has(call.name)
            ? await newMemberToken(t)
            : member,
      bearerOptional: call.auth === 'cart',
    }));
    expect(failures).toEqual({});
    expect(unreached).toEqual([]);
    expect(await brokenInvariants(t.db)).toEqual({});
    expect(await stockNotMatchingOrders(t.db, stockBefore, ordersBefore)).toEqual([]);
  }, 600_000);

  it('answers staff calls with the envelope below 500, signed in as the owner', async () => {
    const calls = callsWithAuth('staff');
    const owner = await ownerToken(t);
    // The owner's session is shared: its two-step sign-in spends a time step each time.
    const { unreached, failures } = await hammerAll(calls, async (call) => ({
      bearer: STAFF_SESSION_ENDERS.has(call.name) ? await staffToken(t) : owner,
    }));
    expect(failures).toEqual({});
    expect(unreached).toEqual([]);
    expect(await brokenInvariants(t.db)).toEqual({});
  }, 600_000);
});
