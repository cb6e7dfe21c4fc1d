import { CLIENT_ID } from '@shop/contract/client-id';
import { eq } from 'drizzle-orm';
import type { CallResult, TestApp } from '../../../test/test-app.ts';
import { rateLimits } from './auth.tables.ts';

/**
 * Helpers for the members API tests. Limits count per client address, so each test takes its own
 * address (`freshIp`) and tests never spend each other's allowance.
 */

let ipCounter = 0;
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

// Each test file has a database of its own: a counter keeps emails and phones apart within one.
let serial = 0;
const base = Math.floor(Math.random() * 5_000_000);

export function unique(): string {
  serial += 1;
  return String(base + serial);
}

/** An 8-digit Hong Kong mobile number no seeded member has. */
export function uniquePhone(): string {
  return `6${unique().padStart(7, '0')}`;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** POST /api/{name}.php from a given client address, as a real socket would carry it. */
export async function callFrom(
  t: TestApp,
  ip: string,
  name: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<CallResult & { headers: Record<string, unknown> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${name}.php`,
    remoteAddress: ip,
    headers,
    payload: { client_id: CLIENT_ID, ...body },
  });
  return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
}

/** POST /api/{name}.php signed in with a member's `token`, from an address of its own. */
export function callAs(t: TestApp, token: string, name: string, body: Record<string, unknown> = {}) {
  return callFrom(t, freshIp(), name, body, bearer(token));
}

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  created_at: string;
}

export async function outboxFor(t: TestApp, to: string): Promise<OutboxMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json().messages;
}

/** The code of the latest SMS to +{area_code}{phone}. */
export async function latestCode(t: TestApp, address: string): Promise<string> {
  const [sms] = await outboxFor(t, address);
  const code = sms?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${address}`);
  return code;
}

export const STRONG_PASSWORD = 'Roast3d-Beans';

export function registerBody(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    first_name: 'Kit',
    last_name: 'Lam',
    email: `kit.${id}@example.com`,
    password: STRONG_PASSWORD,
    confirm_password: STRONG_PASSWORD,
    phone_number: uniquePhone(),
    country_id: 1,
    gender: 'rather_not_say',
    accept_terms: true,
    receive_marketing: false,
    ...overrides,
  };
}

/** The session id a member token carries (its `sid` claim). */
export function sessionIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
}

/** The token of the latest link of `kind` emailed to `email` (`verify-email` or `reset-password`). */
export async function linkTokenFor(t: TestApp, email: string, kind: 'verify-email' | 'reset-password') {
  const mail = (await outboxFor(t, email)).find((m) => m.body.includes(`/${kind}?token=`));
  const token = mail?.body.match(new RegExp(`/${kind}\\?token=([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no ${kind} link was sent to ${email}`);
  return token;
}

/** A newly registered member, signed in, with nothing proven yet. */
export async function registeredMember(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registerBody(overrides);
  const res = await callFrom(t, freshIp(), 'register', body);
  if (res.statusCode !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  const token = res.body.token as string;
  return { id: res.body.user.id as number, email: body.email, phone: body.phone_number, token, body };
}

/** A new member whose email is proven with the link registering sent (signed in, as a member would be). */
export async function provenMember(t: TestApp, overrides: Record<string, unknown> = {}) {
  const member = await registeredMember(t, overrides);
  const proof = await linkTokenFor(t, member.email, 'verify-email');
  const proven = await callAs(t, member.token, 'email_verify', { token: proof });
  if (proven.statusCode !== 200) throw new Error(`email_verify failed: ${JSON.stringify(proven.body)}`);
  return member;
}

/** Lets a test ask for a second code within the minute (the one-per-60-s rule has its own tests). */
export async function skipResendWait(t: TestApp, address: string): Promise<void> {
  await t.db.delete(rateLimits).where(eq(rateLimits.key, `otp:resend:${address}`));
}
