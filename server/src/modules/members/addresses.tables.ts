import { HONG_KONG } from '@shop/contract/hong-kong';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, integerReference } from '../../db/columns.ts';
import { countries } from '../lookups/lookups.tables.ts';
import { members } from './members.tables.ts';

/**
 * A member's saved addresses for checkout. Hong Kong addresses name a district and leave the postal
 * code empty; elsewhere city, state and postal code carry the same information.
 */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integerReference('member_id', () => members.id, { onDelete: 'cascade' }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    areaCode: text('area_code').notNull().default(HONG_KONG.areaCode),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    district: text('district').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    countryId: integerReference('country_id', () => countries.id).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...createdAt(),
  },
  (t) => [
    index('member_addresses_member').on(t.memberId),
    // At most one default address per member, whatever writes the rows.
    uniqueIndex('member_addresses_one_default').on(t.memberId).where(sql`${t.isDefault}`),
  ],
);
