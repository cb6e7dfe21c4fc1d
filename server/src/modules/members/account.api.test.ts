import { eq, sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, expectError, type TestApp } from '../../../test/test-app.ts';
import { countries } from '../../db/schema.ts';
import { memberAddresses } from './addresses.tables.ts';
import { bearer, callAs, callFrom, freshIp, registerBody, sessionIdOf } from './auth.test-kit.ts';
import { signMemberToken, TOKEN_LIFETIME_SECONDS } from './jwt.ts';
import { members } from './members.tables.ts';

const SECRET = 'account-test-secret-0123456789abcdef012345';
const KEY = new TextEncoder().encode(SECRET);

let t: TestApp;
let demo: { id: number; token: string; stamp: number; sid: string };
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
  const login = await callFrom(t, freshIp(), 'login', { email: 'demo@example.com', password: 'Coffee2024!' });
  const [row] = await t.db
    .select({ stamp: sql<number>`floor(extract(epoch FROM ${members.tokensValidAfter}) * 1000)::float8` })
    .from(members)
    .where(eq(members.id, login.body.user.id));
  demo = {
    id: login.body.user.id,
    token: login.body.token,
    stamp: row!.stamp,
    sid: sessionIdOf(login.body.token),
  };
});
afterAll(() => t.close());

const profileWith = (headers: Record<string, string>) => callFrom(t, freshIp(), 'profile_get', {}, headers);

const expectUnauthorized = (res: CallResult) => expectError(res, 401, 'UNAUTHORIZED');

describe('member tokens on member calls', () => {
  it('opens profile_get with a valid token, showing the tier in both languages', async () => {
    const res = await profileWith(bearer(demo.token));
    expect(res.statusCode).toBe(200);
    expect(res.body.profile).toEqual({
      first_name: 'Mei',
      last_name: 'Chan',
      email: 'demo@example.com',
      phone: '91234567',
      area_code: '852',
      country_id: expect.any(Number),
      gender: 'female',
      tier_name: 'Roasted',
      tier_name_zh: '烘焙',
      email_verified: true,
      phone_verified: true,
      receive_marketing: true,
    });
  });

  it('refuses a missing token or a header that is not a Bearer token', async () => {
    expectUnauthorized(await profileWith({}));
    expectUnauthorized(await profileWith({ authorization: demo.token }));
    expectUnauthorized(await profileWith({ authorization: 'Bearer ' }));
    expectUnauthorized(await profileWith({ authorization: `Basic ${demo.token}` }));
  });

  it('refuses an expired token', async () => {
    const longAgo = Date.now() - (TOKEN_LIFETIME_SECONDS + 60) * 1000;
    const expired = await signMemberToken(
      KEY,
      { memberId: demo.id, sessionStamp: demo.stamp, sessionId: demo.sid },
      longAgo,
    );
    expectUnauthorized(await profileWith(bearer(expired)));
  });

  it('refuses a tampered token', async () => {
    const other = (await callFrom(t, freshIp(), 'register', registerBody())).body.user.id;
    const [header, payload, signature] = demo.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(other) })).toString('base64url');
    expectUnauthorized(await profileWith(bearer(`${header}.${forged}.${signature}`)));
    expectUnauthorized(await profileWith(bearer(`${demo.token.slice(0, -2)}xx`)));
  });

  it('refuses an unsigned token (alg none)', async () => {
    const unsigned = new UnsecuredJWT({ tva: demo.stamp, sid: demo.sid })
      .setSubject(String(demo.id))
      .setAudience('member')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expectUnauthorized(await profileWith(bearer(unsigned)));
  });

  it('refuses a token signed with another key', async () => {
    const wrongKey = await signMemberToken(new TextEncoder().encode('not-the-server-secret'), {
      memberId: demo.id,
      sessionStamp: demo.stamp,
      sessionId: demo.sid,
    });
    expectUnauthorized(await profileWith(bearer(wrongKey)));
  });

  it('refuses a token of our key for a member that does not exist', async () => {
    const ghost = await new SignJWT({ tva: demo.stamp, sid: demo.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('987654')
      .setAudience('member')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(KEY);
    expectUnauthorized(await profileWith(bearer(ghost)));
  });

  it('does not ask for a token on public calls', async () => {
    const res = await callFrom(t, freshIp(), 'country_get', {}, { authorization: 'Bearer junk' });
    expect(res.statusCode).toBe(200);
  });
});

describe('member_address_get', () => {
  it('answers the member’s own addresses, default first, with total_rows', async () => {
    const { token, user } = (await callFrom(t, freshIp(), 'register', registerBody())).body;
    const [hk] = await t.db.select().from(countries).where(eq(countries.isoCode, 'HK'));
    const [other] = await t.db.select().from(countries).where(sql`${countries.isoCode} <> 'HK'`).limit(1);
    const base = { memberId: user.id, firstName: 'Kit', lastName: 'Lam', phone: '61234567' };
    await t.db.insert(memberAddresses).values([
      { ...base, address: '12 Office Road', city: 'Elsewhere', postalCode: '12345', countryId: other!.id },
      { ...base, address: 'Flat 3A, 8 Tea Street', district: 'Wan Chai', countryId: hk!.id, isDefault: true },
      { ...base, memberId: demo.id, address: 'Not yours', countryId: hk!.id },
    ]);

    const res = await callAs(t, token, 'member_address_get', { limit: 999, offset: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.body.total_rows).toBe(2);
    expect(res.body.addresses.map((a: { address: string }) => a.address)).toEqual([
      'Flat 3A, 8 Tea Street',
      '12 Office Road',
    ]);
    expect(res.body.addresses[0]).toEqual({
      id: expect.any(Number),
      first_name: 'Kit',
      last_name: 'Lam',
      company_name: '',
      area_code: '852',
      phone: '61234567',
      address: 'Flat 3A, 8 Tea Street',
      district: 'Wan Chai',
      city: '',
      state: '',
      postal_code: '',
      country_id: hk!.id,
      country_name_en: 'Hong Kong',
      country_name_zh: '香港',
      is_default: 1,
    });
    expect(res.body.addresses[1]).toMatchObject({ postal_code: '12345', is_default: 0 });

    const page = await callAs(t, token, 'member_address_get', { limit: 1, offset: 1 });
    expect(page.body).toMatchObject({ total_rows: 2, addresses: [{ address: '12 Office Road' }] });
  });

  it('answers an empty list for a member without addresses', async () => {
    const { token } = (await callFrom(t, freshIp(), 'register', registerBody())).body;
    const res = await callAs(t, token, 'member_address_get', { limit: 999 });
    expect(res.body).toEqual({ status: 1, addresses: [], total_rows: 0 });
  });

  it('keeps one default address per member in the database', async () => {
    const { user } = (await callFrom(t, freshIp(), 'register', registerBody())).body;
    const [hk] = await t.db.select().from(countries).where(eq(countries.isoCode, 'HK'));
    const row = {
      memberId: user.id,
      firstName: 'A',
      lastName: 'B',
      phone: '1',
      address: 'x',
      countryId: hk!.id,
      isDefault: true,
    };
    await t.db.insert(memberAddresses).values(row);
    await expect(t.db.insert(memberAddresses).values(row)).rejects.toThrow();
  });

  it('needs a member token', async () => {
    expectUnauthorized(await callFrom(t, freshIp(), 'member_address_get', { limit: 999 }));
  });
});
