import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';

const t = appPerFile();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('liveness and readiness', () => {
  it('answers 200 to both while the database answers and is migrated', async () => {
    for (const url of ['/health/live', '/health/ready', '/health']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('is not ready while the database lacks a migration of this build, though still alive', async () => {
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    await t.db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`,
    );
    try {
      const ready = await get('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'migrations' });
      expect((await get('/health')).statusCode).toBe(503);
      expect((await get('/health/live')).statusCode).toBe(200);
    } finally {
      await t.db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = ${newest}`,
      );
    }
    expect((await get('/health/ready')).statusCode).toBe(200);
  });
});
