import { and, asc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { appPerFile, filledBeforeTests, type TestApp } from '../../../test/test-app.ts';
import { bearer, callFrom, freshIp } from '../members/testing.ts';
import { auditLog, staffAccounts } from './staff.tables.ts';

export const OWNER = { email: 'owner@example.com', password: 'Roastery2024!' };
/** The demo owner's authenticator secret, as the seed gives it (README.md's demo logins). */
export const OWNER_TOTP_SECRET = 'ROASTERYDEMOOWNERTOTPSECRET23456';
export const STAFF = { email: 'staff@example.com', password: 'Roastery2024!' };
export const DEMO_MEMBER = { email: 'demo@example.com', password: 'Coffee2024!' };

/** The code an authenticator app shows for `secret`, `stepsAhead` time steps from now. */
export const totpCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/**
 * A console sign-in through both steps: password, then a code from the account's secret (the demo
 * owner's is known). Answers the sign-in's token.
 */
export async function signInThroughSecondStep(
  t: TestApp,
  who: { email: string; password: string },
  secret = OWNER_TOTP_SECRET,
  stepsAhead = 0,
): Promise<string> {
  const res = await callFrom(t, freshIp(), 'admin_login', who);
  if (res.statusCode !== 200) throw new Error(`admin_login failed: ${JSON.stringify(res.body)}`);
  if (res.body.next === 'signed_in') return res.body.token as string;
  const code = await totpCode(secret, stepsAhead);
  const second = await callFrom(t, freshIp(), 'admin_login_second_step', {
    challenge: res.body.challenge,
    code,
  });
  if (second.statusCode !== 200) throw new Error(`second step failed: ${JSON.stringify(second.body)}`);
  return second.body.token as string;
}

/**
 * One sign-in per app and account, shared by a test file's calls: a time step's code works once, so
 * a second sign-in of the owner within the same 30 seconds would rightly be refused.
 */
const signedIn = new WeakMap<TestApp, Map<string, Promise<string>>>();

/** Signs a console account in (from an address of its own) and gives its Authorization header. */
export async function staffAuth(t: TestApp, who: { email: string; password: string }) {
  const tokens = signedIn.get(t) ?? new Map<string, Promise<string>>();
  signedIn.set(t, tokens);
  let token = tokens.get(who.email);
  if (!token) {
    token = signInThroughSecondStep(t, who);
    tokens.set(who.email, token);
  }
  return bearer(await token);
}

/** An Authorization header, as the console or the storefront sends it. */
export type Auth = Record<string, string>;

/**
 * A console test file's app with the demo owner and a staff member signed in (the console's two
 * roles; a file that needs one leaves the other unused): `t` stands for the app, the sign-ins are
 * filled in before the tests.
 */
export function consolePerFile(): { t: TestApp; owner: Auth; staff: Auth } {
  const t = appPerFile();
  return {
    t,
    owner: filledBeforeTests(() => staffAuth(t, OWNER)),
    staff: filledBeforeTests(() => staffAuth(t, STAFF)),
  };
}

/** The demo member's Authorization header, as the storefront sends it. */
export async function memberAuth(t: TestApp) {
  const res = await callFrom(t, freshIp(), 'login', DEMO_MEMBER);
  if (res.statusCode !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return bearer(res.body.token as string);
}

/** The id of a console account, for a test that calls a service as that staff member. */
export async function staffIdOf(t: TestApp, email: string): Promise<number> {
  const [account] = await t.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return account!.id;
}

/** Audit rows of one thing, oldest first. */
export async function auditOf(t: TestApp, entity: string, entityId: string | number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}
