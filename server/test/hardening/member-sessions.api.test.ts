import { createHmac } from 'node:crypto';
import type { CallDef } from '@shop/contract/calls';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFrom, freshIp, registerBody } from '../../src/modules/members/testing.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  accessToken,
  callsWithAuth,
  DEMO_MEMBER,
  hasField,
  memberToken,
  staffToken,
} from './call-credentials.ts';

/*
 * The member session rules on every call that reads a member token (the member calls, and the
 * cart calls when a token is sent): only an unexpired token signed by the shop passes, and a token
 * shows its own member's data alone. The list comes from the contract, so a new
 * member call is covered the day it is added.
 */

const SECRET = 'member-sessions-test-secret-0123456789abcdef';
const key = new TextEncoder().encode(SECRET);

let t: TestApp;
let demoToken: string;
let cartToken: string;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
  demoToken = (await memberToken(t)) as string;
  cartToken = (await accessToken(t)) as string;
});
afterAll(() => t.close());

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;

/** Tokens that must all be refused, each built from a real one the way an attacker would. */
async function forgeries(valid: string): Promise<Record<string, string>> {
  const claims = claimsOf(valid);
  const [header, payload, signature] = valid.split('.') as [string, string, string];
  const now = Math.floor(Date.now() / 1000);
  const sign = (body: Record<string, unknown>, alg = 'HS256', secret = key) =>
    new SignJWT(body).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);
  const hs256 = (headerPart: string, payloadPart: string) =>
    createHmac('sha256', SECRET).update(`${headerPart}.${payloadPart}`).digest('base64url');
  return {
    expired: await sign({ ...claims, iat: now - 40 * 86_400, exp: now - 10 * 86_400 }),
    'another member (sub changed, signature kept)': `${header}.${part({ ...claims, sub: String(Number(claims.sub) + 1) })}.${signature}`,
    'signature flipped': `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
    'alg none': `${part({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg none, signature kept': `${part({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
    'HS512 with the right secret': await sign(claims, 'HS512'),
    'signed with another secret': await sign(
      claims,
      'HS256',
      new TextEncoder().encode('not-the-shop-secret-at-all'),
    ),
    'no expiry': `${header}.${part({ ...claims, exp: undefined })}.${hs256(header, part({ ...claims, exp: undefined }))}`,
    'another audience': await sign({ ...claims, aud: 'staff' }),
    'not a JWT': 'hello',
    'empty bearer': '',
  };
}

const tokenCalls = () => [...callsWithAuth('member'), ...callsWithAuth('cart')];

function bodyFor(call: CallDef): Record<string, unknown> {
  return hasField(call, 'access_token') ? { access_token: cartToken, delivery_country_id: '' } : {};
}

describe('session rules on every call that reads a member token', () => {
  it('refuse a missing token on member calls with 401', async () => {
    for (const call of callsWithAuth('member')) {
      const res = await t.call(call.name, bodyFor(call));
      expect([call.name, res.statusCode, res.body.err_code]).toEqual([call.name, 401, 'UNAUTHORIZED']);
    }
  });

  it('refuse expired, tampered, alg-none and foreign tokens with 401, on member and cart calls', async () => {
    const forged = await forgeries(demoToken);
    const staff = await staffToken(t);
    expect(staff).toBeDefined();
    forged['a staff token'] = staff!;
    for (const call of tokenCalls()) {
      for (const [how, token] of Object.entries(forged)) {
        const res = await t.call(call.name, bodyFor(call), { authorization: `Bearer ${token}` });
        expect([call.name, how, res.statusCode, res.body.err_code]).toEqual([
          call.name,
          how,
          401,
          'UNAUTHORIZED',
        ]);
      }
    }
  });

  it("never show one member's data to another member's token", async () => {
    const other = registerBody();
    const signUp = await callFrom(t, freshIp(), 'register', other);
    expect(signUp.statusCode).toBe(200);
    const demo = (await t.call('profile_get', {}, { authorization: `Bearer ${demoToken}` })).body.profile;
    const demoMarks = [demo.email, demo.phone].filter((m) => typeof m === 'string' && m.length > 3);
    expect(demoMarks).toEqual([DEMO_MEMBER.email, expect.any(String)]);
    for (const call of tokenCalls()) {
      const res = await t.call(call.name, bodyFor(call), { authorization: `Bearer ${signUp.body.token}` });
      const answer = JSON.stringify(res.body);
      for (const mark of demoMarks) expect([call.name, answer.includes(mark)]).toEqual([call.name, false]);
    }
  });
});
