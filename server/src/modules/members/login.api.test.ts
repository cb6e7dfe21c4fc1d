import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { callAs, callFrom, freshIp, registeredMember, STRONG_PASSWORD } from './auth.test-kit.ts';

const t = appPerFile();

const DEMO = { email: 'demo@example.com', password: 'Coffee2024!' };

describe('login', () => {
  it('signs the demo member in with a token whose expiry the storefront can read', async () => {
    const res = await callFrom(t, freshIp(), 'login', DEMO);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 1,
      token: expect.any(String),
      user: { id: expect.any(Number), email: DEMO.email, first_name: 'Mei', last_name: 'Chan' },
    });
    const payload = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
    const days = (payload.exp - payload.iat) / 86_400;
    expect(days).toBe(30);
    expect(payload.exp * 1000).toBeGreaterThan(Date.now());
    expect(JSON.parse(Buffer.from(res.body.token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
  });

  it('takes the email in any letter case', async () => {
    const res = await callFrom(t, freshIp(), 'login', { ...DEMO, email: 'DEMO@example.COM' });
    expect(res.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const ip = freshIp();
    const wrongPassword = await callFrom(t, ip, 'login', { ...DEMO, password: 'Coffee2025!' });
    const unknownEmail = await callFrom(t, ip, 'login', {
      email: 'nobody@example.com',
      password: 'Coffee2024!',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body).toMatchObject({ status: 0, err_code: 'INVALID_CREDENTIALS' });
    expect(wrongPassword.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('limits failures per account to 5 in 15 minutes, answering 429 with retry_after', async () => {
    const { email } = await registeredMember(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await callFrom(t, freshIp(), 'login', { email, password: `Wrong-${i}x` })).statusCode).toBe(
        401,
      );
    }
    // From yet another address and with the right password: the account itself is locked for now.
    const locked = await callFrom(t, freshIp(), 'login', { email, password: STRONG_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toMatchObject({ status: 0, err_code: 'RATE_LIMITED' });
    expect(locked.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
    expect(locked.body.retry_after).toBeGreaterThan(800);
    expect(locked.body.retry_after).toBeLessThanOrEqual(900);
    expect(locked.headers['retry-after']).toBe(String(locked.body.retry_after));
  });

  it('limits an unknown email the same way, so the limit reveals nothing', async () => {
    const email = `ghost-${Date.now()}@example.com`;
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await callFrom(t, freshIp(), 'login', { email, password: 'Wrong-pass1' }));
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('caps parallel guesses at the limit: none gets past it', async () => {
    const { email } = await registeredMember(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callFrom(t, freshIp(), 'login', { email, password: `Guess-${i}x` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
  });

  it('forgives earlier failures once the right password is given', async () => {
    const { email } = await registeredMember(t);
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) await callFrom(t, ip, 'login', { email, password: `Wrong-${i}x` });
    expect((await callFrom(t, ip, 'login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await callFrom(t, ip, 'login', { email, password: `Again-${i}x` })).statusCode).toBe(401);
    }
  });

  it('limits failures per client address across accounts, and X-Forwarded-For does not reset it', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      const res = await callFrom(
        t,
        ip,
        'login',
        { email: `spray${i}@example.com`, password: 'Spray-pass1' },
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
      expect(res.statusCode).toBe(401);
    }
    const over = await callFrom(t, ip, 'login', DEMO, { 'x-forwarded-for': '203.0.113.200' });
    expect(over.statusCode).toBe(429);
    expect(over.body.retry_after).toBeGreaterThan(0);
    // Another address is not affected, and the demo account itself is not locked.
    expect((await callFrom(t, freshIp(), 'login', DEMO)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 31; i += 1) expect((await callFrom(t, ip, 'login', DEMO)).statusCode).toBe(200);
  });

  it('refuses a missing or empty password with 400', async () => {
    const res = await callFrom(t, freshIp(), 'login', { email: DEMO.email, password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body.err_message).toContain('password');
  });

  it('gives a token that opens member calls', async () => {
    const { token } = await registeredMember(t);
    const res = await callAs(t, token, 'profile_get');
    expect(res.statusCode).toBe(200);
  });
});
