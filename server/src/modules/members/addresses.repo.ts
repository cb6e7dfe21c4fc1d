import type { AddressFields } from '@shop/contract/members/address-book.calls';
import type { MemberAddress } from '@shop/contract/members/members.calls';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countryRows } from '../lookups/index.ts';
import { memberAddresses } from './addresses.tables.ts';

const a = memberAddresses;

/** An address as the calls answer it, with its country's names. */
const addressColumns = {
  id: a.id,
  first_name: a.firstName,
  last_name: a.lastName,
  company_name: a.companyName,
  area_code: a.areaCode,
  phone: a.phone,
  address: a.address,
  district: a.district,
  city: a.city,
  state: a.state,
  postal_code: a.postalCode,
  country_id: a.countryId,
  country_name_en: countryRows.nameEn,
  country_name_zh: countryRows.nameZh,
  is_default: sql<0 | 1>`${a.isDefault}::int`,
};

const withCountry = (db: Db) =>
  db.select(addressColumns).from(a).innerJoin(countryRows, eq(countryRows.id, a.countryId));

const own = (memberId: number, id: number) => and(eq(a.memberId, memberId), eq(a.id, id));

/** The member's addresses, the default first, then in the order they were saved. */
export async function listAddresses(
  db: Db,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ addresses: MemberAddress[]; total: number }> {
  const addresses = await withCountry(db)
    .where(eq(a.memberId, memberId))
    .orderBy(desc(a.isDefault), asc(a.id))
    .limit(page.limit)
    .offset(page.offset);
  return { addresses, total: await addressCount(db, memberId) };
}

/** One of the member's own addresses; another member's id reads as missing. */
export async function readAddress(db: Db, memberId: number, id: number): Promise<MemberAddress | undefined> {
  const [row] = await withCountry(db).where(own(memberId, id));
  return row;
}

export function addressCount(db: Db, memberId: number): Promise<number> {
  return db.$count(a, eq(a.memberId, memberId));
}

export async function countryIsoCode(db: Db, countryId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ iso: countryRows.isoCode })
    .from(countryRows)
    .where(eq(countryRows.id, countryId));
  return row?.iso;
}

const columnsOf = (f: AddressFields) => ({
  firstName: f.first_name,
  lastName: f.last_name,
  companyName: f.company_name,
  areaCode: f.area_code,
  phone: f.phone,
  address: f.address,
  district: f.district,
  city: f.city,
  state: f.state,
  postalCode: f.postal_code,
  countryId: f.country_id,
});

export async function insertAddress(db: Db, memberId: number, fields: AddressFields): Promise<number> {
  const [row] = await db
    .insert(a)
    .values({ memberId, ...columnsOf(fields) })
    .returning({ id: a.id });
  return row!.id;
}

export async function updateAddress(
  db: Db,
  memberId: number,
  id: number,
  fields: AddressFields,
): Promise<void> {
  await db.update(a).set(columnsOf(fields)).where(own(memberId, id));
}

/** The old default gives way first: the partial unique index allows one default at any moment. */
export async function makeDefault(db: Db, memberId: number, id: number): Promise<void> {
  await db
    .update(a)
    .set({ isDefault: false })
    .where(and(eq(a.memberId, memberId), eq(a.isDefault, true), ne(a.id, id)));
  await db.update(a).set({ isDefault: true }).where(own(memberId, id));
}

/** Deletes the address and answers the oldest one left, if any. */
export async function deleteAddress(db: Db, memberId: number, id: number): Promise<number | undefined> {
  await db.delete(a).where(own(memberId, id));
  const [next] = await db
    .select({ id: a.id })
    .from(a)
    .where(eq(a.memberId, memberId))
    .orderBy(asc(a.id))
    .limit(1);
  return next?.id;
}
