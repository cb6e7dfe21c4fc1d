import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { bilingualText, bilingualTextOrBlank, integerReference } from '../../db/columns.ts';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  ...bilingualText('name'),
  isoCode: text('iso_code').notNull().unique(),
  areaCode: text('area_code').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const deliveryCountries = pgTable(
  'delivery_countries',
  {
    id: serial('id').primaryKey(),
    countryId: integerReference('country_id', () => countries.id).notNull(),
    feeCents: integer('fee_cents').notNull(),
    freeThresholdCents: integer('free_threshold_cents'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('delivery_countries_country_unique').on(t.countryId),
    check('delivery_countries_fee_non_negative', sql`${t.feeCents} >= 0`),
    check(
      'delivery_countries_threshold_positive',
      sql`${t.freeThresholdCents} IS NULL OR ${t.freeThresholdCents} > 0`,
    ),
  ],
);

export const pickupStores = pgTable('pickup_stores', {
  id: serial('id').primaryKey(),
  ...bilingualText('name'),
  ...bilingualText('address'),
  ...bilingualText('district'),
  phone: text('phone').notNull(),
  ...bilingualText('openingHours'),
  image: text('image').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Pickup and delivery are the two ways an order reaches the shopper. */
export const FULFILMENT_METHODS = ['pickup', 'delivery'] as const;
export type FulfilmentMethod = (typeof FULFILMENT_METHODS)[number];

export const timeslots = pgTable(
  'timeslots',
  {
    id: serial('id').primaryKey(),
    method: text('method', { enum: FULFILMENT_METHODS }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('timeslots_method', sql`${t.method} IN ('pickup', 'delivery')`),
    check(
      'timeslots_clock',
      sql`${t.startTime} ~ '^[0-2][0-9]:[0-5][0-9]$' AND ${t.endTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
    check('timeslots_order', sql`${t.startTime} < ${t.endTime}`),
  ],
);

export const blackoutDates = pgTable(
  'blackout_dates',
  {
    id: serial('id').primaryKey(),
    method: text('method', { enum: FULFILMENT_METHODS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...bilingualTextOrBlank('reason'),
  },
  (t) => [
    unique('blackout_dates_method_day').on(t.method, t.day),
    check('blackout_dates_method', sql`${t.method} IN ('pickup', 'delivery')`),
  ],
);

/** Shop-wide settings as one row per key; values are JSON so new settings need no migration. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
