import { CLIENT_ID } from '@shop/contract/client-id';
import type { CallResult, TestApp } from '../../../test/test-app.ts';

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
