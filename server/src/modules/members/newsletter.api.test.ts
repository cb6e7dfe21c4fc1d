import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';

const t = appPerFile();

async function subscriptionsFor(email: string): Promise<number> {
  const rows = await t.db.execute(
    sql`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE lower(email) = lower(${email})`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('newsletter_subscribe', () => {
  it('subscribes an address once, however often and in whatever case it is sent', async () => {
    const first = await t.call('newsletter_subscribe', { email: 'Brew@Example.com' });
    expect(first.body).toMatchObject({ status: 1 });
    expect(first.body.message_zh).toMatch(/[\u4e00-\u9fff]/);
    const again = await t.call('newsletter_subscribe', { email: 'brew@example.com' });
    expect(again.body.status).toBe(1);
    expect(await subscriptionsFor('brew@example.com')).toBe(1);
  });

  it('refuses an invalid address in both languages and stores nothing', async () => {
    const res = await t.call('newsletter_subscribe', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.body.err_message).toContain('email');
    expect(await subscriptionsFor('not-an-email')).toBe(0);
  });
});
