import { API_CALLS } from '@shop/contract/api-calls';
import type { CallDef } from '@shop/contract/calls';
import type { TestApp } from '../test-app.ts';

/*
 * Real credentials for generated requests, so member, cart and staff calls reach their handlers
 * instead of stopping at the token check. Sign-ins come from addresses of their own, so whatever
 * the generated requests do to the rate limits never locks these out.
 */

export const DEMO_MEMBER = { email: 'demo@example.com', password: 'Coffee2024!' };
export const SEED_OWNER = { email: 'owner@example.com', password: 'Roastery2024!' };

export const STAFF_LOGIN_CALL = 'admin_login';

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
export const accessToken = (t: TestApp) => tokenFrom(t, 'access_token_get', { access_token: '' });

/** The seeded owner's staff token, or undefined while the staff console has no sign-in call yet. */
export async function staffToken(t: TestApp): Promise<string | undefined> {
  if (!API_CALLS.some((c) => c.name === STAFF_LOGIN_CALL)) return undefined;
  return tokenFrom(t, STAFF_LOGIN_CALL, SEED_OWNER);
}

export const callsWithAuth = (auth: CallDef['auth']) =>
  (API_CALLS as readonly CallDef[]).filter((c) => c.auth === auth);

/** Whether a call's input has a field, e.g. the cart calls' `access_token`. */
export function hasField(call: CallDef, field: string): boolean {
  const shape = (call.input as unknown as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && field in shape;
}
