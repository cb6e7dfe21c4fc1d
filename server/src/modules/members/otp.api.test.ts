import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { otpCodes } from './auth.tables.ts';
import { callAs, callFrom, freshIp, latestCode, outboxFor, uniquePhone } from './auth.test-kit.ts';

const t = appPerFile();

const wrongFor = (code: string, i = 1) => String((Number(code) + i) % 1_000_000).padStart(6, '0');

/** Requests a code for a fresh phone and reads it from the development outbox. */
async function codeForNewPhone(ip = freshIp()) {
  const phone = uniquePhone();
  const res = await callFrom(t, ip, 'otp_get', { phone, area_code: '852' });
  expect(res.statusCode).toBe(200);
  return { phone, code: await latestCode(t, `+852${phone}`) };
}

async function attemptsOf(phone: string): Promise<number | undefined> {
  const [row] = await t.db
    .select({ attempts: otpCodes.attempts })
    .from(otpCodes)
    .where(and(eq(otpCodes.areaCode, '852'), eq(otpCodes.phone, phone)));
  return row?.attempts;
}

describe('otp_get', () => {
  it('sends a 6-digit code by SMS to +{area_code}{phone}, answering a notice in both languages', async () => {
    const phone = uniquePhone();
    const res = await callFrom(t, freshIp(), 'otp_get', { phone, area_code: '852' });
    expect(res.body).toMatchObject({
      status: 1,
      message: expect.any(String),
      message_zh: expect.stringMatching(/[\u4e00-\u9fff]/),
    });
    const [sms] = await outboxFor(t, `+852${phone}`);
    expect(sms).toMatchObject({ channel: 'sms', to: `+852${phone}` });
    expect(sms?.body).toMatch(/\b\d{6}\b/);
  });

  it('stores the code only as a hash', async () => {
    const { phone, code } = await codeForNewPhone();
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('defaults the area code to 852', async () => {
    const phone = uniquePhone();
    await callFrom(t, freshIp(), 'otp_get', { phone });
    expect(await outboxFor(t, `+852${phone}`)).toHaveLength(1);
  });

  it('refuses a resend within 60 seconds with 429 and retry_after', async () => {
    const ip = freshIp();
    const { phone } = await codeForNewPhone(ip);
    const again = await callFrom(t, freshIp(), 'otp_get', { phone, area_code: '852' });
    expect(again.statusCode).toBe(429);
    expect(again.body).toMatchObject({ status: 0, err_code: 'RATE_LIMITED' });
    expect(again.body.retry_after).toBeGreaterThan(50);
    expect(again.body.retry_after).toBeLessThanOrEqual(60);
    expect(await outboxFor(t, `+852${phone}`)).toHaveLength(1);
  });

  it('sends a new code after the minute, and only the newest code works', async () => {
    const { phone, code: first } = await codeForNewPhone();
    await t.db.execute(
      sql`UPDATE rate_limits SET resets_at = now() WHERE key = ${`otp:resend:+852${phone}`}`,
    );
    expect((await callFrom(t, freshIp(), 'otp_get', { phone })).statusCode).toBe(200);
    const second = await latestCode(t, `+852${phone}`);
    if (first !== second) {
      const old = await callFrom(t, freshIp(), 'otp_submit', { phone, otp: first });
      expect(old.body.err_code).toBe('OTP_INVALID');
    }
    expect((await callFrom(t, freshIp(), 'otp_submit', { phone, otp: second })).statusCode).toBe(200);
  });

  it('caps codes per client address per hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await callFrom(t, ip, 'otp_get', { phone: uniquePhone() })).statusCode).toBe(200);
    }
    const over = await callFrom(
      t,
      ip,
      'otp_get',
      { phone: uniquePhone() },
      { 'x-forwarded-for': '192.0.2.1' },
    );
    expect(over.statusCode).toBe(429);
    expect(over.body.retry_after).toBeGreaterThan(3000);
  });

  it('caps codes per phone per hour, from whatever address', async () => {
    const phone = uniquePhone();
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push((await callFrom(t, freshIp(), 'otp_get', { phone })).statusCode);
      await t.db.execute(
        sql`UPDATE rate_limits SET resets_at = now() WHERE key = ${`otp:resend:+852${phone}`}`,
      );
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses a missing phone, a country code we do not know, and letters', async () => {
    for (const body of [
      {},
      { phone: '' },
      { phone: '9123456a' },
      { phone: uniquePhone(), area_code: '9999' },
    ]) {
      const res = await callFrom(t, freshIp(), 'otp_get', body);
      expect(res.statusCode).toBe(400);
      expect(res.body.err_code).toBe('VALIDATION_FAILED');
      expect(res.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('otp_submit', () => {
  it('signs a new phone in as a new member (new_user 1), then as the same member (new_user 0)', async () => {
    const { phone, code } = await codeForNewPhone();
    const first = await callFrom(t, freshIp(), 'otp_submit', { phone, area_code: '852', otp: code });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({
      status: 1,
      new_user: 1,
      token: expect.any(String),
      user: { email: null },
    });
    const profile = await callAs(t, first.body.token, 'profile_get');
    expect(profile.body.profile).toMatchObject({ phone, area_code: '852', tier_name: 'Green Bean' });

    await t.db.execute(
      sql`UPDATE rate_limits SET resets_at = now() WHERE key = ${`otp:resend:+852${phone}`}`,
    );
    await callFrom(t, freshIp(), 'otp_get', { phone, area_code: '852' });
    const again = await callFrom(t, freshIp(), 'otp_submit', {
      phone,
      area_code: '852',
      otp: await latestCode(t, `+852${phone}`),
    });
    expect(again.body).toMatchObject({ status: 1, new_user: 0, user: { id: first.body.user.id } });
  });

  it('signs an existing member in by the phone they registered', async () => {
    await callFrom(t, freshIp(), 'otp_get', { phone: '91234567', area_code: '852' });
    const code = await latestCode(t, '+85291234567');
    const res = await callFrom(t, freshIp(), 'otp_submit', {
      phone: '9123 4567',
      area_code: '+852',
      otp: code,
    });
    expect(res.body).toMatchObject({ status: 1, new_user: 0, user: { email: 'demo@example.com' } });
  });

  it('uses a code once', async () => {
    const { phone, code } = await codeForNewPhone();
    expect((await callFrom(t, freshIp(), 'otp_submit', { phone, otp: code })).statusCode).toBe(200);
    const reuse = await callFrom(t, freshIp(), 'otp_submit', { phone, otp: code });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.body.err_code).toBe('OTP_EXPIRED');
  });

  it('says how many tries are left, and voids the code after 5 wrong ones', async () => {
    const { phone, code } = await codeForNewPhone();
    for (let i = 1; i <= 5; i += 1) {
      const res = await callFrom(t, freshIp(), 'otp_submit', { phone, otp: wrongFor(code, i) });
      expect(res.statusCode).toBe(401);
      expect(res.body.err_code).toBe('OTP_INVALID');
      expect(res.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
      if (i < 5) expect(res.body.err_message).toContain(`${5 - i}`);
    }
    const right = await callFrom(t, freshIp(), 'otp_submit', { phone, otp: code });
    expect(right.statusCode).toBe(401);
    expect(right.body.err_code).toBe('OTP_EXPIRED');
  });

  it('lets 100 parallel wrong codes count at most 5 tries and sign nobody in', async () => {
    const { phone, code } = await codeForNewPhone();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        callFrom(t, freshIp(), 'otp_submit', { phone, otp: wrongFor(code, i + 1) }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(0);
    expect(answers.filter((a) => a.body.err_code === 'OTP_INVALID')).toHaveLength(5);
    expect(answers.filter((a) => a.body.err_code === 'OTP_EXPIRED')).toHaveLength(95);
    expect(await attemptsOf(phone)).toBe(5);
    expect((await callFrom(t, freshIp(), 'otp_submit', { phone, otp: code })).body.err_code).toBe(
      'OTP_EXPIRED',
    );
  });

  it('lets one of 20 parallel submits of the right code win', async () => {
    const { phone, code } = await codeForNewPhone();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callFrom(t, freshIp(), 'otp_submit', { phone, otp: code })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const rows = await t.db.execute(sql`SELECT count(*)::int AS n FROM members WHERE phone = ${phone}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('refuses an expired code', async () => {
    const { phone, code } = await codeForNewPhone();
    await t.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.phone, phone));
    const res = await callFrom(t, freshIp(), 'otp_submit', { phone, otp: code });
    expect(res.statusCode).toBe(401);
    expect(res.body.err_code).toBe('OTP_EXPIRED');
  });

  it('refuses a phone that never asked for a code, and a code of the wrong shape', async () => {
    expect(
      (await callFrom(t, freshIp(), 'otp_submit', { phone: uniquePhone(), otp: '123456' })).body.err_code,
    ).toBe('OTP_EXPIRED');
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const res = await callFrom(t, freshIp(), 'otp_submit', { phone: uniquePhone(), otp });
      expect(res.statusCode).toBe(400);
      expect(res.body.err_message).toContain('otp');
    }
  });

  it("does not accept one phone's code for another", async () => {
    const a = await codeForNewPhone();
    const b = await codeForNewPhone();
    const res = await callFrom(t, freshIp(), 'otp_submit', { phone: b.phone, otp: a.code });
    if (a.code !== b.code) expect(res.body.err_code).toBe('OTP_INVALID');
  });
});
