import { HONG_KONG } from '@shop/contract/hong-kong';
import type { AddressFields } from '@shop/contract/members/address-book.calls';
import { ADDRESS_BOOK_LIMIT } from '@shop/contract/members/member-limits';
import type { MemberAddress } from '@shop/contract/members/members.calls';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { addressTexts } from './address-texts.ts';
import {
  addressCount,
  countryIsoCode,
  deleteAddress,
  insertAddress,
  makeDefault,
  readAddress,
  updateAddress,
} from './addresses.repo.ts';
import { lockMember } from './member-reads.ts';

/**
 * A member's address book (docs/members.md). Every change runs under the member's row lock, so
 * parallel requests of one member take turns: the limit counts what is really there, and exactly
 * one address is the default whenever there is any (the partial unique index holds "at most one").
 */

/** Hong Kong names a district and has no postal code; elsewhere the city is needed. */
async function checkedFields(db: Db, fields: AddressFields): Promise<AddressFields> {
  const iso = await countryIsoCode(db, fields.country_id);
  if (iso === undefined) throw new ApiError('VALIDATION_FAILED', addressTexts.unknownCountry);
  if (iso === HONG_KONG.isoCode) {
    if (!fields.district) throw new ApiError('VALIDATION_FAILED', addressTexts.districtNeeded);
    return { ...fields, postal_code: '' };
  }
  if (!fields.city) throw new ApiError('VALIDATION_FAILED', addressTexts.cityNeeded);
  return fields;
}

async function ownAddress(tx: Db, memberId: number, id: number): Promise<MemberAddress> {
  const address = await readAddress(tx, memberId, id);
  if (!address) throw new ApiError('ADDRESS_NOT_FOUND');
  return address;
}

export async function addAddress(db: Db, memberId: number, input: AddressFields) {
  const fields = await checkedFields(db, input);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const count = await addressCount(tx, memberId);
    if (count >= ADDRESS_BOOK_LIMIT) throw new ApiError('ADDRESS_BOOK_FULL');
    const id = await insertAddress(tx, memberId, fields);
    if (fields.is_default || count === 0) await makeDefault(tx, memberId, id);
    return { address: await ownAddress(tx, memberId, id), ...addressTexts.added };
  });
}

export async function changeAddress(db: Db, memberId: number, id: number, input: AddressFields) {
  const fields = await checkedFields(db, input);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    await ownAddress(tx, memberId, id);
    await updateAddress(tx, memberId, id, fields);
    if (fields.is_default) await makeDefault(tx, memberId, id);
    return { address: await ownAddress(tx, memberId, id), ...addressTexts.updated };
  });
}

export async function setDefaultAddress(db: Db, memberId: number, id: number) {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    await ownAddress(tx, memberId, id);
    await makeDefault(tx, memberId, id);
    return { address: await ownAddress(tx, memberId, id), ...addressTexts.madeDefault };
  });
}

/** Deleting the default hands the default to the oldest address left. */
export async function removeAddress(db: Db, memberId: number, id: number) {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const address = await ownAddress(tx, memberId, id);
    const next = await deleteAddress(tx, memberId, id);
    if (address.is_default === 1 && next !== undefined) await makeDefault(tx, memberId, next);
    return addressTexts.deleted;
  });
}
