import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import {
  bearer,
  callAs,
  callFrom,
  freshIp,
  latestCode,
  outboxFor,
  registeredMember,
  STRONG_PASSWORD,
  uniquePhone,
} from './auth.test-kit.ts';

const NEW_PASSWORD = 'Second-Crack-77';

const t = appPerFile({ PUBLIC_URL: 'https://shop.example' });

const change = (token: string, body: Record<string, unknown>, ip = freshIp()) =>
  callFrom(
    t,
    ip,
    'password_change',
    { current_password: STRONG_PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, ...body },
    bearer(token),
  );

const loginWith = (email: string, password: string) => callFrom(t, freshIp(), 'login', { email, password });

describe('password_change', () => {
  it('sets the new password, ends other sessions and answers a fresh token for this one', async () => {
    const { email, token } = await registeredMember(t);
    const other = (await loginWith(email, STRONG_PASSWORD)).body.token as string;

    const res = await change(token, {});
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: 1, token: expect.any(String), user: { email } });
    expect(res.body.message_zh).toMatch(/[\u4e00-\u9fff]/);

    for (const old of [token, other]) expect((await callAs(t, old, 'profile_get')).statusCode).toBe(401);
    expect((await callAs(t, res.body.token, 'profile_get')).statusCode).toBe(200);
    expect((await loginWith(email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await loginWith(email, NEW_PASSWORD)).statusCode).toBe(200);

    const [mail] = await outboxFor(t, email);
    expect(mail).toMatchObject({ channel: 'email', to: email });
    expect(mail?.subject).toMatch(/changed/);
  });

  it('refuses a wrong current password in both languages and keeps the old one', async () => {
    const { email, token } = await registeredMember(t);
    const res = await change(token, { current_password: 'Not-The-One-1' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 0, err_code: 'CURRENT_PASSWORD_WRONG' });
    expect(res.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
    expect((await callAs(t, token, 'profile_get')).statusCode).toBe(200);
    expect((await loginWith(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the register rules to the new password and its confirmation', async () => {
    const { token } = await registeredMember(t);
    for (const password of ['short1A', 'nouppercase1', 'NOLOWERCASE1']) {
      const res = await change(token, { password, confirm_password: password });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ err_code: 'VALIDATION_FAILED' });
      expect(res.body.err_message).toContain('password');
    }
    const mismatch = await change(token, { confirm_password: `${NEW_PASSWORD}x` });
    expect(mismatch.body.err_message).toContain('confirm_password');
    expect((await callAs(t, token, 'profile_get')).statusCode).toBe(200);
  });

  it('asks for a password different from the current one', async () => {
    const { token } = await registeredMember(t);
    const res = await change(token, { password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.body.err_code).toBe('PASSWORD_UNCHANGED');
  });

  it('needs a member token', async () => {
    const res = await callFrom(t, freshIp(), 'password_change', {
      current_password: STRONG_PASSWORD,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect(res.body.err_code).toBe('UNAUTHORIZED');
  });

  it('limits wrong current passwords to 5 per member in 15 minutes, from any address', async () => {
    const { token } = await registeredMember(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await change(token, { current_password: `Wrong-${i}x` })).statusCode).toBe(400);
    }
    const locked = await change(token, {});
    expect(locked.statusCode).toBe(429);
    expect(locked.body.err_code).toBe('RATE_LIMITED');
    expect(locked.body.retry_after).toBeGreaterThan(0);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('forgives earlier failures once the right password is given', async () => {
    const { token } = await registeredMember(t);
    for (let i = 0; i < 4; i += 1) await change(token, { current_password: `Wrong-${i}x` });
    const res = await change(token, {});
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await change(res.body.token, { current_password: `Wrong-${i}y` });
      expect(wrong.statusCode).toBe(400);
    }
  });

  it('lets one of two parallel changes from the same password win', async () => {
    const { email, token } = await registeredMember(t);
    const answers = await Promise.all(
      ['Parallel-One-1', 'Parallel-Two-2'].map((password) =>
        change(token, { password, confirm_password: password }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    const loser = answers.find((a) => a.statusCode === 400)!;
    expect(loser.body.err_code).toBe('CURRENT_PASSWORD_WRONG');
    const won = winner === answers[0] ? 'Parallel-One-1' : 'Parallel-Two-2';
    expect((await loginWith(email, won)).statusCode).toBe(200);
  });

  it('voids reset links asked for before the change', async () => {
    const { email, token } = await registeredMember(t);
    await callFrom(t, freshIp(), 'forgot_password', { email });
    const [mail] = await outboxFor(t, email);
    const resetToken = mail?.body.match(/reset-password\?token=([\w-]+)/)?.[1];
    expect(resetToken).toBeDefined();
    expect((await change(token, {})).statusCode).toBe(200);
    const reset = await callFrom(t, freshIp(), 'reset_password', {
      token: resetToken,
      password: 'Undo-Change-9',
    });
    expect(reset.body.err_code).toBe('RESET_TOKEN_INVALID');
  });

  it('has no password to confirm for a member who joined by phone code', async () => {
    const phone = uniquePhone();
    const ip = freshIp();
    await callFrom(t, ip, 'otp_get', { phone, area_code: '852' });
    const otp = await latestCode(t, `+852${phone}`);
    const joined = await callFrom(t, ip, 'otp_submit', { phone, area_code: '852', otp });
    expect(joined.body.new_user).toBe(1);
    const res = await change(joined.body.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.body.err_code).toBe('CURRENT_PASSWORD_WRONG');
  });
});
