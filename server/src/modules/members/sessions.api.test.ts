import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { bearer, callAs, callFrom, freshIp, provenMember, STRONG_PASSWORD } from './auth.test-kit.ts';

const SECRET = 'sessions-test-secret-0123456789abcdef0123456';

/*
 * Two servers on one database, as behind a load balancer: a session ended through one is refused by
 * the other at once, because every member call reads the session's row.
 */
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
  const dataDir = await mkdtemp(join(tmpdir(), 'second-server-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    JWT_SECRET: SECRET,
  });
  other = await buildApp({ config, db: t.db });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function onSecond(token: string, name: string) {
  const res = await other.inject({
    method: 'POST',
    url: `/api/${name}.php`,
    headers: bearer(token),
    payload: { client_id: 47 },
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const signIn = async (email: string, password = STRONG_PASSWORD) =>
  (await callFrom(t, freshIp(), 'login', { email, password })).body.token as string;

describe('logout', () => {
  it('ends that token on every server, and no other session of the member', async () => {
    const member = await provenMember(t);
    const laptop = await signIn(member.email);
    expect((await onSecond(member.token, 'profile_get')).statusCode).toBe(200);

    const out = await callAs(t, member.token, 'logout');
    expect(out.body).toMatchObject({ status: 1, message_zh: expect.stringMatching(/登出/) });
    for (const call of [onSecond(member.token, 'profile_get'), callAs(t, member.token, 'profile_get')]) {
      expect((await call).body).toMatchObject({ status: 0, err_code: 'UNAUTHORIZED' });
    }
    // A cart call carrying the ended token is refused too, rather than treated as a guest's.
    const cart = await callAs(t, member.token, 'cart_get', { access_token: 'x' });
    expect(cart.statusCode).toBe(401);
    expect((await onSecond(laptop, 'profile_get')).statusCode).toBe(200);
    expect((await callAs(t, member.token, 'logout')).statusCode).toBe(401);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the member on both servers; signing in again works', async () => {
    const member = await provenMember(t);
    const phone = await signIn(member.email);
    expect((await onSecond(phone, 'logout_everywhere')).body.status).toBe(1);
    for (const token of [member.token, phone]) {
      expect((await callAs(t, token, 'profile_get')).statusCode).toBe(401);
      expect((await onSecond(token, 'profile_get')).statusCode).toBe(401);
    }
    expect((await onSecond(await signIn(member.email), 'profile_get')).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('ends every other session on both servers and keeps the browser that made it', async () => {
    const member = await provenMember(t);
    const elsewhere = await signIn(member.email);
    const changed = await callAs(t, member.token, 'password_change', {
      current_password: STRONG_PASSWORD,
      password: 'New-Roast-2026',
      confirm_password: 'New-Roast-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await onSecond(elsewhere, 'profile_get')).statusCode).toBe(401);
    expect((await onSecond(member.token, 'profile_get')).statusCode).toBe(401);
    expect((await onSecond(changed.body.token, 'profile_get')).statusCode).toBe(200);
  });
});
