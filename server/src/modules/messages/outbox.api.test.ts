import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { copyTemplate, type TestDatabase, type TestDbKind } from '../../../test/test-database.ts';
import { loadConfig } from '../../config/env.ts';
import { createEmailSender, developmentSmsSender, type EmailSender } from './message-senders.ts';
import { enqueueMessage } from './outbox.repo.ts';
import { outbox } from './outbox.tables.ts';
import { drainOutbox, type Senders } from './outbox.worker.ts';
import { MAX_ATTEMPTS } from './retry.ts';

const silent = Fastify({ logger: false }).log;

describe('GET /dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/outbox${query}` });
    return { statusCode: res.statusCode, body: res.json() };
  };

  it('lists messages newest first in the pinned shape, filtered by ?to=', async () => {
    await enqueueMessage(t.db, { channel: 'email', to: 'Reader@Example.com', subject: 'First', body: 'one' });
    await enqueueMessage(t.db, { channel: 'sms', to: '+85260000001', body: 'code 123456' });
    await enqueueMessage(t.db, {
      channel: 'email',
      to: 'reader@example.com',
      subject: 'Second',
      body: 'two',
    });

    const all = await get();
    expect(all.statusCode).toBe(200);
    expect(Object.keys(all.body)).toEqual(['messages']);
    expect(all.body.messages[0]).toEqual({
      channel: 'email',
      to: 'reader@example.com',
      subject: 'Second',
      body: 'two',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const mail = await get('?to=READER@example.com');
    expect(mail.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);

    const sms = await get(`?to=${encodeURIComponent('+85260000001')}`);
    expect(sms.body.messages).toMatchObject([{ channel: 'sms', to: '+85260000001', subject: '' }]);
    // As typed in a browser: the "+" arrives as a space.
    expect((await get('?to=+85260000001')).body.messages).toHaveLength(1);
    expect((await get('?to=nobody@example.com')).body.messages).toEqual([]);
  });

  it('has the member calls write their messages there, sent soon after', async () => {
    await t.call('forgot_password', { email: 'demo@example.com' });
    const [mail] = (await get('?to=demo@example.com')).body.messages;
    expect(mail.body).toContain('/reset-password?token=');
    await vi.waitFor(
      async () => {
        const [row] = await t.db
          .select({ status: outbox.status })
          .from(outbox)
          .where(eq(outbox.recipient, 'demo@example.com'));
        expect(row?.status).toBe('sent');
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('messages');
    } finally {
      await production.close();
    }
  });
});

describe('the outbox sender', () => {
  let testDb: TestDatabase;
  const db = () => testDb.database.db;
  beforeAll(async () => {
    testDb = await copyTemplate((process.env.TEST_DB ?? 'pglite') as TestDbKind, inject('dbTemplate'));
  });
  afterAll(() => testDb.destroy());

  function countingSenders(fail = false): Senders & { sent: string[] } {
    const sent: string[] = [];
    const record = async (m: { to: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (fail) throw new Error('provider is down');
      sent.push(m.to);
    };
    const email: EmailSender = { send: record, close: () => {} };
    return { sent, email, sms: { send: record } };
  }

  const rowFor = async (to: string) => {
    const [row] = await db().select().from(outbox).where(eq(outbox.recipient, to));
    return row!;
  };

  it('sends each message exactly once with several senders draining at the same time', async () => {
    for (let i = 0; i < 40; i += 1) {
      await enqueueMessage(db(), { channel: i % 2 ? 'sms' : 'email', to: `race-${i}`, body: `message ${i}` });
    }
    const workers = [countingSenders(), countingSenders(), countingSenders()];
    await Promise.all(workers.map((senders) => drainOutbox(db(), senders, silent, false)));
    const sent = workers.flatMap((w) => w.sent).filter((to) => to.startsWith('race-'));
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
    const pending = await db().execute(sql`SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'`);
    expect((pending as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('keeps a message whose provider is down, to try again later', async () => {
    await enqueueMessage(db(), { channel: 'email', to: 'down@example.com', subject: 'Hi', body: 'Body' });
    await drainOutbox(db(), countingSenders(true), silent, false);
    const row = await rowFor('down@example.com');
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'provider is down',
      sentAt: null,
    });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });

  it('reports an unreachable SMTP server as a failed try, through nodemailer', async () => {
    await enqueueMessage(db(), { channel: 'email', to: 'smtp@example.com', subject: 'Hi', body: 'Body' });
    const config = loadConfig({
      NODE_ENV: 'test',
      SMTP_URL: 'smtp://127.0.0.1:1',
      MAIL_FROM: 'shop@example.com',
    });
    const email = createEmailSender(config, db());
    await drainOutbox(db(), { email, sms: developmentSmsSender }, silent, false);
    email.close();
    expect(await rowFor('smtp@example.com')).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('gives up after the last try', async () => {
    await enqueueMessage(db(), { channel: 'sms', to: '+85260000009', body: 'code' });
    await db()
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outbox.recipient, '+85260000009'));
    await drainOutbox(db(), countingSenders(true), silent, false);
    expect(await rowFor('+85260000009')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('blanks sent codes and links when asked to (production), keeping other messages', async () => {
    await enqueueMessage(db(), { channel: 'sms', to: '+85260000010', body: 'code 654321', sensitive: true });
    await enqueueMessage(db(), {
      channel: 'email',
      to: 'plain@example.com',
      subject: 'Order',
      body: 'Thanks',
    });
    await drainOutbox(db(), countingSenders(), silent, true);
    expect((await rowFor('+85260000010')).body).not.toContain('654321');
    expect((await rowFor('plain@example.com')).body).toBe('Thanks');
  });
});
