import { ADDRESS_BOOK_LIMIT } from '@shop/contract/members/member-limits';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp } from '../../../test/test-app.ts';
import { countries } from '../../db/schema.ts';
import { memberAddresses } from './addresses.tables.ts';
import { callAs, callFrom, freshIp, registeredMember } from './auth.test-kit.ts';

let t: TestApp;
let hkId: number;
let otherId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [hk] = await t.db.select().from(countries).where(eq(countries.isoCode, 'HK'));
  const [other] = await t.db.select().from(countries).where(sql`${countries.isoCode} <> 'HK'`).limit(1);
  hkId = hk!.id;
  otherId = other!.id;
});
afterAll(() => t.close());

const hongKong = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Kit',
  last_name: 'Lam',
  phone: '6123 4567',
  address: 'Flat 3A, 8 Tea Street',
  district: 'Wan Chai',
  country_id: hkId,
  ...overrides,
});

async function book(token: string) {
  const res = await callAs(t, token, 'member_address_get', { limit: 999 });
  return res.body.addresses as { id: number; address: string; is_default: 0 | 1 }[];
}

describe('member_address_add', () => {
  it('saves an address; the first one is the default; a Hong Kong postal code is dropped', async () => {
    const { token } = await registeredMember(t);
    const res = await callAs(t, token, 'member_address_add', hongKong({ postal_code: '000' }));
    expect(res.statusCode).toBe(200);
    expect(res.body.address).toMatchObject({
      phone: '61234567',
      area_code: '852',
      district: 'Wan Chai',
      postal_code: '',
      country_name_en: 'Hong Kong',
      country_name_zh: '香港',
      is_default: 1,
    });
    expect(res.body.message_zh).toMatch(/地址/);
    const second = await callAs(t, token, 'member_address_add', hongKong({ address: '2 Office Road' }));
    expect(second.body.address.is_default).toBe(0);
  });

  it('refuses, in both languages, a Hong Kong address without district and one elsewhere without city', async () => {
    const { token } = await registeredMember(t);
    const noDistrict = await callAs(t, token, 'member_address_add', hongKong({ district: '' }));
    expectError(noDistrict, 400, 'VALIDATION_FAILED');
    expect(noDistrict.body.err_message).toMatch(/district/);
    const noCity = await callAs(
      t,
      token,
      'member_address_add',
      hongKong({ district: '', country_id: otherId, area_code: '1', phone: '2125550100' }),
    );
    expectError(noCity, 400, 'VALIDATION_FAILED');
    expect(noCity.body.err_message).toMatch(/city/);
    expectError(
      await callAs(t, token, 'member_address_add', hongKong({ country_id: 999_999 })),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await callAs(t, token, 'member_address_add', hongKong({ phone: '1234' })),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await callAs(t, token, 'member_address_add', hongKong({ address: ' ' })),
      400,
      'VALIDATION_FAILED',
    );
    expect(await book(token)).toEqual([]);
  });

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses, even when they are sent all at once`, async () => {
    const { token, id } = await registeredMember(t);
    const tries = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_LIMIT + 5 }, (_, i) =>
        callAs(t, token, 'member_address_add', hongKong({ address: `${i} Race Street`, is_default: true })),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(ADDRESS_BOOK_LIMIT);
    const refused = tries.filter((r) => r.statusCode !== 200);
    for (const r of refused) expectError(r, 409, 'ADDRESS_BOOK_FULL');
    const rows = await t.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, id));
    expect(rows).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});

describe('member_address_update, _default_set and _delete', () => {
  it('changes only the member’s own addresses; another member’s id is not found', async () => {
    const owner = await registeredMember(t);
    const other = await registeredMember(t);
    const { id } = (await callAs(t, owner.token, 'member_address_add', hongKong())).body.address;

    const changed = await callAs(
      t,
      owner.token,
      'member_address_update',
      hongKong({ id, address: 'Flat 9C, 1 New Road' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.body.address).toMatchObject({ id, address: 'Flat 9C, 1 New Road', is_default: 1 });

    expectError(
      await callAs(t, other.token, 'member_address_update', hongKong({ id, address: 'Stolen' })),
      404,
      'ADDRESS_NOT_FOUND',
    );
    expectError(await callAs(t, other.token, 'member_address_default_set', { id }), 404, 'ADDRESS_NOT_FOUND');
    expectError(await callAs(t, other.token, 'member_address_delete', { id }), 404, 'ADDRESS_NOT_FOUND');
    expect((await book(owner.token)).map((a) => a.address)).toEqual(['Flat 9C, 1 New Road']);
  });

  it('keeps exactly one default: setting another, and deleting the default, hand it on', async () => {
    const { token } = await registeredMember(t);
    const first = (await callAs(t, token, 'member_address_add', hongKong({ address: 'First' }))).body.address;
    const second = (await callAs(t, token, 'member_address_add', hongKong({ address: 'Second' }))).body
      .address;
    const third = (await callAs(t, token, 'member_address_add', hongKong({ address: 'Third' }))).body.address;

    const made = await callAs(t, token, 'member_address_default_set', { id: third.id });
    expect(made.body.address.is_default).toBe(1);
    expect((await book(token)).map((a) => [a.address, a.is_default])).toEqual([
      ['Third', 1],
      ['First', 0],
      ['Second', 0],
    ]);

    const updated = await callAs(
      t,
      token,
      'member_address_update',
      hongKong({ id: second.id, address: 'Second', is_default: true }),
    );
    expect(updated.body.address.is_default).toBe(1);
    expect((await book(token)).filter((a) => a.is_default === 1).map((a) => a.address)).toEqual(['Second']);

    const deleted = await callAs(t, token, 'member_address_delete', { id: second.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body.message_zh).toBeTruthy();
    expect((await book(token)).map((a) => [a.address, a.is_default])).toEqual([
      ['First', 1],
      ['Third', 0],
    ]);
    expect(first.id).toBeLessThan(third.id);
  });

  it('needs a member token', async () => {
    const res = await callFrom(t, freshIp(), 'member_address_add', hongKong());
    expectError(res, 401, 'UNAUTHORIZED');
  });
});
