import { API_CALLS } from '@shop/contract/api-calls';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { hashPassword } from '../members/index.ts';
import { bearer, callFrom, freshIp } from '../members/testing.ts';
import {
  DEMO_MEMBER,
  memberAuth,
  OWNER,
  STAFF,
  signInThroughSecondStep,
  staffAuth,
  staffIdOf,
} from './admin.test-kit.ts';
import { insertStaff } from './staff.repo.ts';
import { staffAccounts, staffSessions } from './staff.tables.ts';

const t = appPerFile();

const STAFF_CALLS = API_CALLS.filter((c) => c.auth === 'staff').map((c) => c.name);

/** Each call, made with these headers, is refused with a 401 and this code (the failing call is named). */
async function expectEachRefused(names: string[], headers: Record<string, string>, code: string) {
  for (const name of names) {
    const res = await t.call(name, {}, headers);
    expect({ name, status: res.statusCode, code: res.body.err_code }).toEqual({ name, status: 401, code });
  }
}

async function newStaff(email: string, password = 'Counter-Top9') {
  await insertStaff(t.db, {
    email,
    name: 'New Hire',
    role: 'staff',
    passwordHash: await hashPassword(password),
  });
  return { email, password };
}

describe('admin_login', () => {
  it('signs staff in with a token for 12 hours and the account it belongs to', async () => {
    const res = await callFrom(t, freshIp(), 'admin_login', { ...STAFF, email: 'Staff@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 1,
      next: 'signed_in',
      token: expect.any(String),
      staff: { staff_id: expect.any(Number), email: STAFF.email, name: 'Demo Staff', role: 'staff' },
    });
    const hours = (Date.parse(res.body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const me = await t.call('admin_me', {}, bearer(res.body.token));
    expect(me.body.staff).toEqual(res.body.staff);
  });

  it('gives the demo owner no token for the password alone, only a challenge for the code', async () => {
    const res = await callFrom(t, freshIp(), 'admin_login', { ...OWNER, email: 'Owner@Example.com' });
    expect(res.body).toEqual({
      status: 1,
      next: 'totp',
      challenge: expect.any(String),
      expires_at: expect.any(String),
    });
    expect((await t.call('admin_me', {}, bearer(res.body.challenge))).body.err_code).toBe('STAFF_ONLY');
  });

  it('gives a wrong password and an unknown email the same answer in both languages', async () => {
    const ip = freshIp();
    const wrong = await callFrom(t, ip, 'admin_login', { ...OWNER, password: 'Roastery2025!' });
    const unknown = await callFrom(t, ip, 'admin_login', { email: 'nobody@example.com', password: 'x' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ status: 0, err_code: 'INVALID_CREDENTIALS' });
    expect(wrong.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('does not sign a member in to the console with their shop password', async () => {
    const res = await callFrom(t, freshIp(), 'admin_login', DEMO_MEMBER);
    expect(res.body.err_code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a sixth failure on one account within 15 minutes, even with the right password', async () => {
    const hire = await newStaff('limit.test@example.com');
    for (let i = 0; i < 5; i += 1) {
      const res = await callFrom(t, freshIp(), 'admin_login', { ...hire, password: `Wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await callFrom(t, freshIp(), 'admin_login', hire);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toMatchObject({
      status: 0,
      err_code: 'RATE_LIMITED',
      retry_after: expect.any(Number),
    });
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('forgives earlier failures once the right password is given', async () => {
    const hire = await newStaff('forgive.test@example.com');
    for (let i = 0; i < 4; i += 1) await callFrom(t, freshIp(), 'admin_login', { ...hire, password: 'Nope' });
    expect((await callFrom(t, freshIp(), 'admin_login', hire)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await callFrom(t, freshIp(), 'admin_login', { ...hire, password: 'Nope' });
    expect((await callFrom(t, freshIp(), 'admin_login', hire)).statusCode).toBe(200);
  });

  it('refuses an account an owner has deactivated, and ends its open sessions', async () => {
    const hire = await newStaff('leaver.test@example.com');
    const auth = await staffAuth(t, hire);
    await t.db.update(staffAccounts).set({ active: false }).where(eq(staffAccounts.email, hire.email));
    expect((await t.call('admin_me', {}, auth)).body.err_code).toBe('STAFF_ONLY');
    expect((await callFrom(t, freshIp(), 'admin_login', hire)).body.err_code).toBe('INVALID_CREDENTIALS');
  });
});

describe('staff tokens and member tokens', () => {
  it('refuses a member token, no token and a malformed header on every staff call', async () => {
    expect(STAFF_CALLS).toContain('admin_me');
    const member = await memberAuth(t);
    for (const headers of [member, {}, { authorization: 'Basic abc' }]) {
      await expectEachRefused(STAFF_CALLS, headers, 'STAFF_ONLY');
    }
  });

  it('refuses a staff token on member calls', async () => {
    const auth = await staffAuth(t, OWNER);
    await expectEachRefused(['profile_get', 'point_balance_get', 'order_get'], auth, 'UNAUTHORIZED');
  });

  it('refuses a token whose payload was changed to another account', async () => {
    const auth = await staffAuth(t, STAFF);
    const [header, payload, signature] = (auth.authorization ?? '').slice(7).split('.') as [
      string,
      string,
      string,
    ];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const res = await t.call('admin_me', {}, bearer(`${header}.${forged}.${signature}`));
    expect(res.statusCode).toBe(401);
    expect(res.body.err_code).toBe('STAFF_ONLY');
  });

  it('refuses a token once its session has expired', async () => {
    const hire = await newStaff('expiry.test@example.com');
    const auth = bearer(await signInThroughSecondStep(t, hire));
    expect((await t.call('admin_me', {}, auth)).statusCode).toBe(200);
    await t.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.staffId, await staffIdOf(t, hire.email)));
    expect((await t.call('admin_me', {}, auth)).body.err_code).toBe('STAFF_ONLY');
  });
});

describe('admin_logout', () => {
  it('ends this sign-in only: the token is refused, another sign-in goes on working', async () => {
    const first = bearer(await signInThroughSecondStep(t, STAFF));
    const second = bearer(await signInThroughSecondStep(t, STAFF));
    const out = await t.call('admin_logout', {}, first);
    expect(out.body).toMatchObject({
      status: 1,
      message: expect.any(String),
      message_zh: expect.any(String),
    });
    expect((await t.call('admin_me', {}, first)).body.err_code).toBe('STAFF_ONLY');
    expect((await t.call('admin_me', {}, second)).body.staff.email).toBe(STAFF.email);
  });
});
