import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { passwordResetTokens } from './auth.tables.ts';
import {
  callAs,
  callFrom,
  freshIp,
  outboxFor,
  provenMember,
  STRONG_PASSWORD,
  sessionIdOf,
} from './auth.test-kit.ts';
import { signMemberToken } from './jwt.ts';
import { members } from './members.tables.ts';

const NEW_PASSWORD = 'Fresh-Roast-2025';
const SECRET = 'reset-test-secret-0123456789abcdef0123456789';
const KEY = new TextEncoder().encode(SECRET);

const t = appPerFile({ PUBLIC_URL: 'https://shop.example', JWT_SECRET: SECRET });

/** Reset links go to proven emails only (an unproven one gets a claim link: contact-claim.api.test.ts). */
const newMember = () => provenMember(t);

/** Asks for a reset link and reads its token from the email in the outbox. */
async function resetTokenFor(email: string): Promise<string> {
  const res = await callFrom(t, freshIp(), 'forgot_password', { email });
  expect(res.body.status).toBe(1);
  const mail = (await outboxFor(t, email)).find((m) => m.body.includes('/reset-password?token='));
  const link = mail?.body.match(/https:\/\/shop\.example\/reset-password\?token=([\w-]+)/);
  if (!link) throw new Error('no reset link was sent');
  return link[1]!;
}

describe('forgot_password and reset_password', () => {
  it('emails a bilingual link; the reset ends old sessions, and the new password works', async () => {
    const { email, token: oldSession } = await newMember();
    expect((await callAs(t, oldSession, 'profile_get')).statusCode).toBe(200);

    const resetToken = await resetTokenFor(email);
    const [mail] = await outboxFor(t, email);
    expect(mail).toMatchObject({ channel: 'email', to: email });
    expect(mail?.subject).toMatch(/password/i);
    expect(mail?.body).toMatch(/[\u4e00-\u9fff]/);
    expect(mail!.body.indexOf('one hour')).toBeLessThan(mail!.body.indexOf('一小時'));

    const reset = await callFrom(t, freshIp(), 'reset_password', {
      token: resetToken,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.body.message_zh).toMatch(/[\u4e00-\u9fff]/);

    const old = await callAs(t, oldSession, 'profile_get');
    expect(old.statusCode).toBe(401);
    expect(old.body.err_code).toBe('UNAUTHORIZED');
    expect((await callFrom(t, freshIp(), 'login', { email, password: STRONG_PASSWORD })).statusCode).toBe(
      401,
    );
    const login = await callFrom(t, freshIp(), 'login', { email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect((await callAs(t, login.body.token, 'profile_get')).statusCode).toBe(200);

    const reuse = await callFrom(t, freshIp(), 'reset_password', {
      token: resetToken,
      password: 'Another-Pass1',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.body).toMatchObject({ status: 0, err_code: 'RESET_TOKEN_INVALID' });
    expect(reuse.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);

    const [changed] = await outboxFor(t, email);
    expect(changed?.subject).toMatch(/changed/);
  });

  it('ends a session issued in the same second as the reset, and not one issued after it', async () => {
    const { id, email, token: before } = await newMember();
    const resetToken = await resetTokenFor(email);
    const [row] = await t.db
      .select({ stamp: sql<number>`floor(extract(epoch FROM ${members.tokensValidAfter}) * 1000)::float8` })
      .from(members)
      .where(eq(members.id, id));
    await callFrom(t, freshIp(), 'reset_password', { token: resetToken, password: NEW_PASSWORD });
    // Forged with the server's key: issued this very second, but under the sessions before the reset.
    const sameSecond = await signMemberToken(KEY, {
      memberId: id,
      sessionStamp: row!.stamp,
      sessionId: sessionIdOf(before),
    });
    expect((await callAs(t, sameSecond, 'profile_get')).statusCode).toBe(401);
    expect((await callAs(t, before, 'profile_get')).statusCode).toBe(401);
    const after = (await callFrom(t, freshIp(), 'login', { email, password: NEW_PASSWORD })).body.token;
    expect((await callAs(t, after, 'profile_get')).statusCode).toBe(200);
  });

  it('answers success for an unknown email and sends nothing', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const res = await callFrom(t, freshIp(), 'forgot_password', { email });
    const known = await callFrom(t, freshIp(), 'forgot_password', { email: 'demo@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual(known.body);
    expect(await outboxFor(t, email)).toHaveLength(0);
  });

  it('refuses an unknown, expired or malformed token', async () => {
    const { id, email } = await newMember();
    const token = await resetTokenFor(email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.memberId, id));
    for (const bad of [token, 'x'.repeat(43), 'nonsense']) {
      const res = await callFrom(t, freshIp(), 'reset_password', { token: bad, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.body.err_code).toBe('RESET_TOKEN_INVALID');
    }
    expect((await callFrom(t, freshIp(), 'login', { email, password: STRONG_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('checks a link when its page opens, without using it up: a live one passes, a used or dead one is refused', async () => {
    const { email } = await newMember();
    const token = await resetTokenFor(email);
    const check = (value: string) => callFrom(t, freshIp(), 'reset_password_check', { token: value });
    expect((await check(token)).body).toEqual({ status: 1 });
    expect((await check(token)).statusCode).toBe(200);
    const reset = await callFrom(t, freshIp(), 'reset_password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    for (const bad of [token, 'nonsense']) {
      const res = await check(bad);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({
        err_code: 'RESET_TOKEN_INVALID',
        err_message_zh: expect.stringMatching(/連結/),
      });
    }
  });

  it('applies the password rules', async () => {
    const { email } = await newMember();
    const token = await resetTokenFor(email);
    for (const password of ['short1A', 'nouppercase1', 'NOLOWERCASE1']) {
      const res = await callFrom(t, freshIp(), 'reset_password', { token, password });
      expect(res.statusCode).toBe(400);
      expect(res.body.err_message).toContain('password');
    }
    expect(
      (await callFrom(t, freshIp(), 'reset_password', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('lets one of two parallel resets with one link win, and voids the other links', async () => {
    const { email } = await newMember();
    const first = await resetTokenFor(email);
    const second = await resetTokenFor(email);
    const answers = await Promise.all(
      ['Winner-One-1', 'Winner-Two-2'].map((password) =>
        callFrom(t, freshIp(), 'reset_password', { token: first, password }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const other = await callFrom(t, freshIp(), 'reset_password', { token: second, password: NEW_PASSWORD });
    expect(other.body.err_code).toBe('RESET_TOKEN_INVALID');
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    const { id, email } = await newMember();
    const token = await resetTokenFor(email);
    const rows = await t.db
      .select({
        hash: passwordResetTokens.tokenHash,
        minutes: sql<number>`round(extract(epoch FROM ${passwordResetTokens.expiresAt} - ${passwordResetTokens.createdAt}) / 60)::int`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.memberId, id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.every((r) => r.minutes === 60)).toBe(true);
  });

  it('lifts the sign-in lockout of the account', async () => {
    const { email } = await newMember();
    for (let i = 0; i < 6; i += 1) await callFrom(t, freshIp(), 'login', { email, password: `Wrong-${i}x` });
    expect((await callFrom(t, freshIp(), 'login', { email, password: STRONG_PASSWORD })).statusCode).toBe(
      429,
    );
    await callFrom(t, freshIp(), 'reset_password', {
      token: await resetTokenFor(email),
      password: NEW_PASSWORD,
    });
    expect((await callFrom(t, freshIp(), 'login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('limits requests per account, known or not', async () => {
    for (const email of [(await newMember()).email, `ghost-${Date.now()}@example.com`]) {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await callFrom(t, freshIp(), 'forgot_password', { email }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
      expect(answers[3]?.body.retry_after).toBeGreaterThan(0);
    }
  });
});
