import { API_CALLS } from '@shop/contract/api-calls';
import type { CallDef } from '@shop/contract/calls';
import { OWNER, staffAuth } from '../../src/modules/admin/testing.ts';
import { registerBody } from '../../src/modules/members/testing.ts';
import type { TestApp } from '../test-app.ts';

/*
 * Real credentials for generated requests, so member, cart and staff calls reach their handlers
 * instead of stopping at the token check. Sign-ins come from addresses of their own, so whatever
 * the generated requests do to the rate limits never locks these out.
 */

export const DEMO_MEMBER = { email: 'demo@example.com', password: 'Coffee2024!' };
/** A console account without two-step sign-in: its password alone gives a token. */
export const SEED_STAFF = { email: 'staff@example.com', password: 'Roastery2024!' };

let signIns = 0;
const signInAddress = () => {
  signIns += 1;
  return `203.0.113.${signIns % 250}`;
};

async function tokenFrom(
  t: TestApp,
  call: string,
  body: Record<string, unknown>,
): Promise<string | undefined> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${call}.php`,
    remoteAddress: signInAddress(),
    payload: { client_id: 47, ...body },
  });
  const answer = res.json() as { status: number; token?: string; access_token?: string };
  return answer.status === 1 ? (answer.token ?? answer.access_token) : undefined;
}

export const memberToken = (t: TestApp) => tokenFrom(t, 'login', DEMO_MEMBER);
/** A member of their own, for calls that may end the session or the account. */
export const newMemberToken = (t: TestApp) => tokenFrom(t, 'register', registerBody());
export const accessToken = (t: TestApp) => tokenFrom(t, 'access_token_get', { access_token: '' });

/** A new console session of the seeded staff member (password only, so as many as a test needs). */
export const staffToken = (t: TestApp) => tokenFrom(t, 'admin_login', SEED_STAFF);

/**
 * The seeded owner's console token, through both steps of the sign-in. One per app: each time step's
 * code signs in once, so callers share it and must not end it.
 */
export async function ownerToken(t: TestApp): Promise<string> {
  const { authorization } = await staffAuth(t, OWNER);
  return authorization!.slice('Bearer '.length);
}

export const callsWithAuth = (auth: CallDef['auth']) =>
  (API_CALLS as readonly CallDef[]).filter((c) => c.auth === auth);

/** Whether a call's input has a field, e.g. the cart calls' `access_token`. */
export function hasField(call: CallDef, field: string): boolean {
  const shape = (call.input as unknown as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && field in shape;
}
