import { describe, expect, it } from 'vitest';
import { appPerFile, createTestApp, type TestApp } from '../../test/test-app.ts';

const t = appPerFile();

const outboxFrom = (app: TestApp['app'], remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress, headers });

describe('dev routes with NODE_ENV unset or test', () => {
  it('answer this machine', async () => {
    expect((await outboxFrom(t.app, '127.0.0.1')).statusCode).toBe(200);
    expect((await outboxFrom(t.app, '::1')).statusCode).toBe(200);
    const runJobs = await t.app.inject({
      method: 'POST',
      url: '/dev/run-jobs',
      payload: { now: new Date().toISOString() },
    });
    expect(runJobs.statusCode).toBe(200);
  });

  it('do not exist for any other address, nor for a proxy relaying one', async () => {
    const remote = await outboxFrom(t.app, '203.0.113.7');
    expect(remote.statusCode).toBe(404);
    expect(remote.json().err_code).toBe('NOT_FOUND');
    expect(remote.body).not.toContain('messages');
    const relayed = await outboxFrom(t.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' });
    expect(relayed.statusCode).toBe(404);
    const runJobs = await t.app.inject({
      method: 'POST',
      url: '/dev/run-jobs',
      remoteAddress: '203.0.113.7',
      payload: { now: new Date().toISOString() },
    });
    expect(runJobs.statusCode).toBe(404);
  });
});

describe('dev routes with NODE_ENV=development', () => {
  it('answer other addresses too', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    try {
      expect((await outboxFrom(dev.app, '203.0.113.7')).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
