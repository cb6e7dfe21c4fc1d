import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { callFrom, freshIp, uniquePhone } from './auth.test-kit.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

it('times', async () => {
  for (let i = 0; i < 5; i++) {
    let s = performance.now();
    await callFrom(t, freshIp(), 'otp_get', { phone: uniquePhone() });
    const a = performance.now() - s;
    s = performance.now();
    await callFrom(t, freshIp(), 'email_check', { email: 'x@example.com' });
    const b = performance.now() - s;
    s = performance.now();
    await callFrom(t, freshIp(), 'country_get', {});
    const c = performance.now() - s;
    s = performance.now();
    await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    const d = performance.now() - s;
    console.info({ otp: a, check: b, country: c, outbox: d });
  }
});
