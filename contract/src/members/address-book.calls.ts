import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';
import { areaCode, countryId, personName, phoneFitsAreaCode, phoneNumber } from './member-fields.ts';
import { memberAddress } from './members.calls.ts';

const text = (max: number) => z.string().trim().max(max).default('');

/**
 * An address as the member types it. Which of district, city and postal code are needed depends
 * on the country (a Hong Kong address names a district and has no postal code; elsewhere a city),
 * so the server checks that against the country list and names the field in both languages.
 */
const addressObject = z.object({
  first_name: personName,
  last_name: personName,
  company_name: text(200),
  area_code: areaCode,
  phone: phoneNumber,
  address: z.string().trim().min(1).max(300),
  district: text(100),
  city: text(100),
  state: text(100),
  postal_code: text(20),
  country_id: countryId,
  /** Make this the address checkout offers first; the first address saved is the default anyway. */
  is_default: z.boolean().default(false),
});
export const addressFields = addressObject.refine(...phoneFitsAreaCode);
export type AddressFields = z.infer<typeof addressFields>;

const addressId = z.number().int().positive().max(2_147_483_647);
const saved = z.object({ address: memberAddress, ...notice });

export const memberAddressAdd = defineCall({
  name: 'member_address_add',
  auth: 'member',
  input: addressFields,
  output: saved,
});

/** Replaces every field of one of the member's own addresses. */
export const memberAddressUpdate = defineCall({
  name: 'member_address_update',
  auth: 'member',
  input: addressObject.extend({ id: addressId }).refine(...phoneFitsAreaCode),
  output: saved,
});

/** Deleting the default makes the oldest address left the default. */
export const memberAddressDelete = defineCall({
  name: 'member_address_delete',
  auth: 'member',
  input: z.object({ id: addressId }),
  output: z.object(notice),
});

export const memberAddressDefaultSet = defineCall({
  name: 'member_address_default_set',
  auth: 'member',
  input: z.object({ id: addressId }),
  output: saved,
});
