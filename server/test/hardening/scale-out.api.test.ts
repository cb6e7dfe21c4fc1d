import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { DEMO_MEMBER } from './call-credentials.ts';
import { newShopDatabase, type ShopDatabase } from './shop-database.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { callOver, spawnServer, stopServer } from './spawned-server.ts';

/*
 * Several server processes behind a load balancer share one PostgreSQL database and nothing else:
 * whatever one server knows (carts, sessions, rate limits, messages to send) the others know too.
 * PGlite belongs to one process, so there a second server must refuse to start.
 */

const kind = process.env.TEST_DB ?? 'pglite';
const OUTBOX_MESSAGES = 120;

async function rows(database: Database, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

const migrationCount = () =>
  JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')).entries
    .length;

/** Two servers started at the same moment on one empty database, each with its own data directory. */
async function twoServers(shop: ShopDatabase, smtpUrl: string) {
  // The load balancer in front of them is this test, on 127.0.0.1: it names each client in X-Forwarded-For.
  const common = { SMTP_URL: smtpUrl, TRUST_PROXY: '127.0.0.1' };
  const a = spawnServer(shop, { ...common, DATA_DIR: `${shop.dataDir}/a`, MAIL_FROM: 'a@shop.test' });
  const b = spawnServer(shop, { ...common, DATA_DIR: `${shop.dataDir}/b`, MAIL_FROM: 'b@shop.test' });
  const [urlA, urlB] = await Promise.all([a.ready, b.ready]);
  return { urlA, urlB, stop: () => Promise.all([stopServer(a), stopServer(b)]) };
}

async function until(done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()) && waited < 60_000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

if (kind === 'postgres') {
  describe('two servers on one PostgreSQL database', () => {
    it('migrate once, and share carts, sessions, rate limits per client and the outbox', async () => {
      const shop = await newShopDatabase('scale');
      const sink = await startSmtpSink();
      const database = await shop.open();
      const servers = await twoServers(shop, sink.url);
      try {
        const { urlA, urlB } = servers;
        for (const url of [urlA, urlB]) expect((await fetch(`${url}/health`)).status).toBe(200);
        const migrations = await rows(database, sql`SELECT hash FROM drizzle.__drizzle_migrations`);
        expect(migrations).toHaveLength(migrationCount());
        expect(
          await rows(database, sql`SELECT 1 FROM members WHERE email = ${DEMO_MEMBER.email}`),
        ).toHaveLength(1);

        // A cart built through server A is the cart server B answers.
        const token = (await callOver(urlA, 'access_token_get', { access_token: '' })).body.access_token;
        const [variant] = await rows(
          database,
          sql`SELECT id FROM variants WHERE inventory > 2 ORDER BY id LIMIT 1`,
        );
        const cart = { access_token: token, delivery_country_id: '' };
        const added = await callOver(urlA, 'cart_add_product', {
          ...cart,
          product_id: variant?.id,
          quantity: 2,
        });
        expect(added.httpStatus).toBe(200);
        const seenByB = await callOver(urlB, 'cart_get', cart);
        expect(seenByB.body.cart_items).toEqual(added.body.cart_items);
        expect(seenByB.body.cart_items[0]).toMatchObject({ id: variant?.id, quantity: 2 });

        // A member signed in on A is signed in on B.
        const signIn = await callOver(urlA, 'login', DEMO_MEMBER);
        const profile = await callOver(
          urlB,
          'profile_get',
          {},
          { authorization: `Bearer ${signIn.body.token}` },
        );
        expect(profile.body).toMatchObject({ status: 1, profile: { email: DEMO_MEMBER.email } });

        // Wrong passwords count on both: five failures spread over A and B lock the account on either.
        const guess = (url: string) =>
          callOver(url, 'login', { email: DEMO_MEMBER.email, password: 'Wrong-guess1' });
        const failures = [];
        for (const url of [urlA, urlB, urlA, urlB, urlA]) failures.push((await guess(url)).httpStatus);
        expect(failures).toEqual([401, 401, 401, 401, 401]);
        expect((await guess(urlB)).httpStatus).toBe(429);
        expect((await guess(urlA)).httpStatus).toBe(429);

        // Per-client limits count the client the balancer names, across both servers: 30 email
        // checks in 10 minutes for one shopper, while the next shopper behind the same balancer is served.
        const check = (url: string, client: string) =>
          callOver(url, 'email_check', { email: 'someone@example.com' }, { 'x-forwarded-for': client });
        const checks = [];
        for (let i = 0; i < 30; i += 1)
          checks.push((await check(i % 2 ? urlB : urlA, '198.51.100.7')).httpStatus);
        expect(checks).toEqual(Array(30).fill(200));
        expect((await check(urlA, '198.51.100.7')).httpStatus).toBe(429);
        expect((await check(urlB, '198.51.100.7')).httpStatus).toBe(429);
        expect((await check(urlB, '198.51.100.8')).httpStatus).toBe(200);

        // Messages written while both servers run go out once each, whichever server sends them.
        await database.db.execute(sql`
          INSERT INTO outbox (channel, recipient, subject, body)
          SELECT 'email', 'reader-' || n || '@example.com', 'Roast notes', 'Fresh beans this week.'
          FROM generate_series(1, ${OUTBOX_MESSAGES}) AS n`);
        // Any call that writes a message wakes that server's sender at once; do it on both together.
        await Promise.all(
          [urlA, urlB].map((url, i) =>
            callOver(url, 'forgot_password', { email: `nobody-${i}@example.com` }),
          ),
        );
        await until(async () => sink.received.length >= OUTBOX_MESSAGES);
        const pending = await rows(database, sql`SELECT id FROM outbox WHERE status <> 'sent'`);
        expect(pending).toEqual([]);
        const readers = sink.received.flatMap((m) => m.to).filter((to) => to.startsWith('reader-'));
        expect(readers).toHaveLength(OUTBOX_MESSAGES);
        expect(new Set(readers).size).toBe(OUTBOX_MESSAGES);
        const claimedTwice = await rows(database, sql`SELECT id FROM outbox WHERE attempts <> 1`);
        expect(claimedTwice).toEqual([]);
      } finally {
        expect(await servers.stop()).toEqual([0, 0]);
        await database.close();
        await sink.close();
        await shop.drop();
      }
    }, 180_000);
  });
} else {
  describe('two servers on one PGlite data directory', () => {
    it('cannot run: the second refuses to start, so scaling out needs PostgreSQL', async () => {
      const shop = await newShopDatabase('scale');
      try {
        const first = spawnServer(shop);
        await first.ready;
        const second = spawnServer(shop);
        expect(await second.exited).toBe(1);
        expect(second.output()).toMatch(/Another server \(pid \d+\) is using the data directory/);
        expect(await stopServer(first)).toBe(0);
      } finally {
        await shop.drop();
      }
    }, 120_000);
  });
}
