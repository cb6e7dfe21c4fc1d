import { HONG_KONG } from '@shop/contract/hong-kong';
import { GENDERS } from '@shop/contract/members/member-limits';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bilingualText, createdAt, integerReference, timestamptz } from '../../db/columns.ts';
import { countries } from '../lookups/lookups.tables.ts';

export const tiers = pgTable(
  'tiers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    ...bilingualText('name'),
    /** Paid spend over the last 12 months that reaches this tier. */
    minSpendCents: integer('min_spend_cents').notNull(),
    /** Beans multiplier in percent (100 = ×1) so it stays an integer. */
    multiplierPercent: integer('multiplier_percent').notNull(),
  },
  (t) => [
    check('tiers_min_spend', sql`${t.minSpendCents} >= 0`),
    check('tiers_multiplier', sql`${t.multiplierPercent} BETWEEN 0 AND 1000`),
  ],
);

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    areaCode: text('area_code').notNull().default(HONG_KONG.areaCode),
    phone: text('phone'),
    countryId: integerReference('country_id', () => countries.id),
    gender: text('gender', { enum: GENDERS }),
    receiveMarketing: boolean('receive_marketing').notNull().default(false),
    tierId: integerReference('tier_id', () => tiers.id),
    /**
     * When the email and the phone were proven (a link, a code). Only proven ones reach code sign-in
     * and password reset; an unproven one is lost to whoever proves it (docs/members.md).
     */
    emailVerifiedAt: timestamptz('email_verified_at'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    /**
     * Tokens issued before this moment are refused: each token carries the value it was issued under
     * (jwt.ts), and a password reset moves it, ending every earlier session.
     */
    tokensValidAfter: timestamptz('tokens_valid_after').notNull().defaultNow(),
    ...createdAt(),
    /** Set when the member deleted the account: the row stays, anonymised, for its orders and ledgers. */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('members_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('members_phone').on(t.areaCode, t.phone),
    // Member search matches any part of the name, email or phone (ILIKE '%…%'): trigrams serve it.
    index('members_name_trgm')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('members_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`).with({ fastupdate: false }),
    index('members_phone_trgm')
      .using('gin', sql`(${t.areaCode} || coalesce(${t.phone}, '')) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('members_gender', sql`${t.gender} IS NULL OR ${t.gender} IN ('male', 'female', 'rather_not_say')`),
  ],
);

/** One row per address: subscribing twice is the same as once. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ...createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower').on(sql`lower(${t.email})`)],
);
