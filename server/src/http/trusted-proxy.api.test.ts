import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';
import { callFrom } from '../modules/members/testing.ts';

const BALANCER = '10.0.0.1';

const t = appPerFile({ TRUST_PROXY: `${BALANCER}, 10.0.9.0/24` });

const check = (remote: string, forwardedFor: string) =>
  callFrom(t, remote, 'email_check', { email: 'someone@example.com' }, { 'x-forwarded-for': forwardedFor });

describe('TRUST_PROXY', () => {
  it('counts per-client limits for the client the balancer names, not for the balancer', async () => {
    for (let i = 0; i < 30; i += 1) expect((await check(BALANCER, '198.51.100.7')).statusCode).toBe(200);
    expect((await check(BALANCER, '198.51.100.7')).statusCode).toBe(429);
    expect((await check(BALANCER, '198.51.100.8')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from anyone but the listed proxies', async () => {
    for (let i = 0; i < 30; i += 1) expect((await check('10.0.0.2', `203.0.113.${i}`)).statusCode).toBe(200);
    expect((await check('10.0.0.2', '203.0.113.200')).statusCode).toBe(429);
  });
});
