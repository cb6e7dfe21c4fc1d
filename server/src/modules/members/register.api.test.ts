import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, type CallResult, expectError } from '../../../test/test-app.ts';
import {
  bearer,
  callAs,
  callFrom,
  freshIp,
  registerBody,
  STRONG_PASSWORD,
  uniquePhone,
} from './auth.test-kit.ts';
import { members } from './members.tables.ts';

const t = appPerFile();

function expectRefusal(res: CallResult, http: number, code: string) {
  expectError(res, http, code);
  expect(res.body.err_message).toEqual(expect.any(String));
}

describe('register', () => {
  it('creates a member who is signed in at once and can sign in again with the password', async () => {
    const ip = freshIp();
    const body = registerBody({ receive_marketing: true, gender: 'female' });
    const res = await callFrom(t, ip, 'register', body);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 1,
      user: { email: body.email, first_name: 'Kit', last_name: 'Lam' },
    });
    expect(res.body.message_zh).toMatch(/[\u4e00-\u9fff]/);

    const profile = await callFrom(t, ip, 'profile_get', {}, bearer(res.body.token));
    expect(profile.body.profile).toMatchObject({
      email: body.email,
      phone: body.phone_number,
      area_code: '852',
      gender: 'female',
      receive_marketing: true,
      tier_name: 'Green Bean',
      tier_name_zh: '生豆',
    });

    const login = await callFrom(t, ip, 'login', { email: body.email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.body.user.id).toBe(res.body.user.id);
  });

  it('keeps only a scrypt hash of the password', async () => {
    const body = registerBody();
    await callFrom(t, freshIp(), 'register', body);
    const [row] = await t.db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.email, body.email));
    expect(row?.hash).toMatch(/^scrypt\$/);
    expect(row?.hash).not.toContain(STRONG_PASSWORD);
  });

  it('refuses an email already in use, in any letter case, with 409 EMAIL_USED', async () => {
    const ip = freshIp();
    const first = registerBody();
    expect((await callFrom(t, ip, 'register', first)).statusCode).toBe(200);
    const again = await callFrom(t, ip, 'register', registerBody({ email: first.email.toUpperCase() }));
    expectRefusal(again, 409, 'EMAIL_USED');
  });

  it('refuses a phone number already in use with 409 PHONE_USED', async () => {
    const ip = freshIp();
    const first = registerBody();
    await callFrom(t, ip, 'register', first);
    const again = await callFrom(t, ip, 'register', registerBody({ phone_number: first.phone_number }));
    expectRefusal(again, 409, 'PHONE_USED');
  });

  it('lets exactly one of 10 parallel registrations of one email through', async () => {
    const email = registerBody().email;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => callFrom(t, freshIp(), 'register', registerBody({ email }))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expectRefusal(r, 409, 'EMAIL_USED');
    const rows = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM members WHERE lower(email) = lower(${email})`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('uses every character of an 80-character password', async () => {
    const ip = freshIp();
    const password = `Aa${'x'.repeat(70)}Tail-End`;
    expect(password).toHaveLength(80);
    const body = registerBody({ password, confirm_password: password });
    expect((await callFrom(t, ip, 'register', body)).statusCode).toBe(200);
    const prefix = await callFrom(t, ip, 'login', { email: body.email, password: password.slice(0, 72) });
    expectRefusal(prefix, 401, 'INVALID_CREDENTIALS');
    expect((await callFrom(t, ip, 'login', { email: body.email, password })).statusCode).toBe(200);
  });

  it.each([
    ['password', { password: 'short1A', confirm_password: 'short1A' }],
    ['password', { password: 'alllowercase1', confirm_password: 'alllowercase1' }],
    ['password', { password: 'ALLUPPERCASE1', confirm_password: 'ALLUPPERCASE1' }],
    ['confirm_password', { confirm_password: 'Different-Pass1' }],
    ['email', { email: 'not-an-email' }],
    ['first_name', { first_name: '  ' }],
    ['last_name', { last_name: undefined }],
    ['phone_number', { phone_number: '' }],
    ['country_id', { country_id: '' }],
    ['gender', { gender: 'other' }],
    ['accept_terms', { accept_terms: false }],
    ['receive_marketing', { receive_marketing: 'yes' }],
    ['first_name', { first_name: 'x'.repeat(101) }],
  ])('refuses an invalid %s with 400 naming the field', async (field, change) => {
    const res = await callFrom(t, freshIp(), 'register', registerBody(change));
    expectRefusal(res, 400, 'VALIDATION_FAILED');
    expect(res.body.err_message).toContain(field);
    expect(res.body.err_message_zh).toContain(field);
  });

  it('refuses a country that does not exist', async () => {
    const res = await callFrom(t, freshIp(), 'register', registerBody({ country_id: 99_999 }));
    expectRefusal(res, 400, 'VALIDATION_FAILED');
    expect(res.body.err_message).toContain('country_id');
  });

  it('accepts a phone typed with spaces and keeps its digits', async () => {
    const digits = uniquePhone();
    const body = registerBody({ phone_number: `${digits.slice(0, 4)} ${digits.slice(4)}` });
    const res = await callFrom(t, freshIp(), 'register', body);
    const profile = await callAs(t, res.body.token, 'profile_get');
    expect(profile.body.profile.phone).toBe(digits);
  });

  it('is limited per client address', async () => {
    const ip = freshIp();
    const answers = [];
    const taken = registerBody({ email: 'demo@example.com' });
    for (let i = 0; i < 21; i += 1) answers.push(await callFrom(t, ip, 'register', taken));
    expect(answers.slice(0, 20).every((r) => r.body.err_code === 'EMAIL_USED')).toBe(true);
    expectRefusal(answers[20]!, 429, 'RATE_LIMITED');
  });
});

describe('email_check', () => {
  it('answers a free email with isUsed false and a notice in both languages', async () => {
    const res = await callFrom(t, freshIp(), 'email_check', { email: 'nobody-yet@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      isUsed: false,
      err_message: '',
      err_message_zh: '',
      message: expect.any(String),
      message_zh: expect.stringMatching(/[\u4e00-\u9fff]/),
    });
  });

  it('answers a used email (any case) with isUsed true and the error texts, still status 1', async () => {
    const res = await callFrom(t, freshIp(), 'email_check', { email: 'Demo@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      isUsed: true,
      err_message: expect.stringMatching(/email/i),
      err_message_zh: expect.stringMatching(/[\u4e00-\u9fff]/),
      message: '',
      message_zh: '',
    });
  });

  it('refuses an invalid email with 400', async () => {
    const res = await callFrom(t, freshIp(), 'email_check', { email: 'nope' });
    expectRefusal(res, 400, 'VALIDATION_FAILED');
  });

  it('is limited per client address, whatever X-Forwarded-For claims', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      const res = await callFrom(
        t,
        ip,
        'email_check',
        { email: `probe${i}@example.com` },
        { 'x-forwarded-for': `10.0.0.${i}` },
      );
      expect(res.statusCode).toBe(200);
    }
    const over = await callFrom(
      t,
      ip,
      'email_check',
      { email: 'probe@example.com' },
      { 'x-forwarded-for': '10.9.9.9' },
    );
    expectRefusal(over, 429, 'RATE_LIMITED');
    expect(over.body.retry_after).toBeGreaterThan(0);
    expect(over.body.retry_after).toBeLessThanOrEqual(600);
    expect(over.headers['retry-after']).toBe(String(over.body.retry_after));
    expect((await callFrom(t, freshIp(), 'email_check', { email: 'probe@example.com' })).statusCode).toBe(
      200,
    );
  });
});
