import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  callFrom,
  freshIp,
  latestCode,
  registerBody,
  uniquePhone,
} from '../../src/modules/members/testing.ts';
import { appPerFile } from '../test-app.ts';

/*
 * Parallel requests against the sign-in, code and sign-up limits. The counts must be exact on
 * PostgreSQL, where the requests really overlap: a limit that lets one extra through is no limit.
 */

const t = appPerFile();

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

const outboxTo = (to: string) => count(sql`SELECT count(*)::int AS n FROM outbox WHERE recipient = ${to}`);

function statuses(answers: { statusCode: number }[]) {
  const tally: Record<number, number> = {};
  for (const { statusCode } of answers) tally[statusCode] = (tally[statusCode] ?? 0) + 1;
  return tally;
}

describe('parallel one-time code requests', () => {
  it('send one code of 20 requests for one phone at the same moment, and that code signs in', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callFrom(t, freshIp(), 'otp_get', { phone, area_code: '852' })),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 429: 19 });
    expect(await outboxTo(`+852${phone}`)).toBe(1);
    const code = await latestCode(t, `+852${phone}`);
    const signIn = await callFrom(t, freshIp(), 'otp_submit', { phone, area_code: '852', otp: code });
    expect(signIn.body).toMatchObject({ status: 1, new_user: 1 });
  });

  it('give exactly 20 of 30 parallel requests from one address, each for its own phone', async () => {
    const ip = freshIp();
    const phones = Array.from({ length: 30 }, uniquePhone);
    const answers = await Promise.all(phones.map((phone) => callFrom(t, ip, 'otp_get', { phone })));
    expect(statuses(answers)).toEqual({ 200: 20, 429: 10 });
    const sent = await Promise.all(phones.map((phone) => outboxTo(`+852${phone}`)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(20);
  });
});

describe('parallel sign-ups', () => {
  it('register exactly 20 of 24 new members from one address, the limit of an hour', async () => {
    const ip = freshIp();
    const bodies = Array.from({ length: 24 }, () => registerBody());
    const answers = await Promise.all(bodies.map((body) => callFrom(t, ip, 'register', body)));
    expect(statuses(answers)).toEqual({ 200: 20, 429: 4 });
    const emails = bodies.map((b) => b.email.toLowerCase());
    expect(await count(sql`SELECT count(*)::int AS n FROM members WHERE lower(email) IN ${emails}`)).toBe(20);
  });

  it('let one of 10 registrations through when they race with one email written in different cases', async () => {
    const email = registerBody().email;
    const spellings = [email, email.toUpperCase(), email.replace(/^k/, 'K')];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callFrom(t, freshIp(), 'register', registerBody({ email: spellings[i % spellings.length] })),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 9 });
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.body.err_code)).toEqual(
      Array(9).fill('EMAIL_USED'),
    );
    expect(
      await count(sql`SELECT count(*)::int AS n FROM members WHERE lower(email) = lower(${email})`),
    ).toBe(1);
  });

  it('let one of 10 registrations through when they race with one phone number', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callFrom(t, freshIp(), 'register', registerBody({ phone_number: phone })),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 9 });
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.body.err_code)).toEqual(
      Array(9).fill('PHONE_USED'),
    );
  });
});

describe('parallel account requests', () => {
  it('email at most 3 reset links of 10 parallel requests for one account', async () => {
    const ip = freshIp();
    const member = registerBody();
    expect((await callFrom(t, ip, 'register', member)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callFrom(t, freshIp(), 'forgot_password', { email: member.email })),
    );
    expect(statuses(answers)).toEqual({ 200: 3, 429: 7 });
    expect(
      await count(sql`SELECT count(*)::int AS n FROM outbox WHERE recipient = ${member.email} AND subject <> ''
        AND body LIKE '%reset-password?token=%'`),
    ).toBe(3);
  });

  it('answer exactly 30 of 40 parallel email checks from one address', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => callFrom(t, ip, 'email_check', { email: registerBody().email })),
    );
    expect(statuses(answers)).toEqual({ 200: 30, 429: 10 });
  });

  it('keep one newsletter subscription of 10 parallel ones for one email', async () => {
    const email = registerBody().email;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callFrom(t, freshIp(), 'newsletter_subscribe', { email: i % 2 ? email.toUpperCase() : email }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 10 });
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE lower(email) = lower(${email})`,
      ),
    ).toBe(1);
  });
});
