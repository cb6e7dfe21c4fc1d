import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { readOnlyRows } from '../../db/read-only-rows.ts';
import {
  blackoutDates,
  countries,
  deliveryCountries,
  pickupStores,
  shopSettings,
  timeslots,
} from './lookups.tables.ts';
import { readSettings, type ShopSettings } from './shop-settings.ts';

/**
 * The reads of staff-kept lookups that other domains need. Orders, the console and members join
 * stores, timeslots and country names into their own statements through these subqueries, so a page
 * still costs one statement and the tables stay this domain's.
 */

export type PickupStore = typeof pickupStores.$inferSelect;
export type TimeslotRow = typeof timeslots.$inferSelect;

export const pickupStoreRows = readOnlyRows(pickupStores, 'pickup_store');
export const timeslotRows = readOnlyRows(timeslots, 'timeslot');
export const countryRows = readOnlyRows(countries, 'country');

/** Each delivery country's names, by its delivery country id. */
export const deliveryCountryNames = new QueryBuilder()
  .select({ id: deliveryCountries.id, nameEn: countries.nameEn, nameZh: countries.nameZh })
  .from(deliveryCountries)
  .innerJoin(countries, eq(countries.id, deliveryCountries.countryId))
  .as('delivery_country_name');

/** A pickup store and one of its timeslots (the ready-for-pickup email), or undefined. */
export async function readPickupPlace(
  db: Db,
  storeId: number,
  timeslotId: number,
): Promise<{ store: PickupStore; start: string; end: string } | undefined> {
  const [place] = await db
    .select({ store: pickupStores, start: timeslots.startTime, end: timeslots.endTime })
    .from(pickupStores)
    .innerJoin(timeslots, eq(timeslots.id, timeslotId))
    .where(eq(pickupStores.id, storeId));
  return place;
}

export interface DeliveryFee {
  feeCents: number;
  freeThresholdCents: number | null;
}

/** What delivery to each country costs, by delivery country id. */
export async function readDeliveryFees(db: Db): Promise<Map<number, DeliveryFee>> {
  const rows = await db
    .select({
      id: deliveryCountries.id,
      feeCents: deliveryCountries.feeCents,
      freeThresholdCents: deliveryCountries.freeThresholdCents,
    })
    .from(deliveryCountries);
  return new Map(rows.map(({ id, ...fee }) => [id, fee]));
}

/** What delivery to one country costs, or undefined when the shop does not deliver there. */
export async function readDeliveryFee(db: Db, deliveryCountryId: number): Promise<DeliveryFee | undefined> {
  const [fee] = await db
    .select({
      feeCents: deliveryCountries.feeCents,
      freeThresholdCents: deliveryCountries.freeThresholdCents,
    })
    .from(deliveryCountries)
    .where(eq(deliveryCountries.id, deliveryCountryId));
  return fee;
}

/** One shop setting as stored (JSON text), for a rule its owner parses; undefined when unset. */
export async function readStoredSetting(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, key));
  return row?.value;
}

export interface DeliveryCountryInfo {
  id: number;
  isoCode: string;
  nameEn: string;
  nameZh: string;
}

export interface Timeslot {
  id: number;
  method: 'pickup' | 'delivery';
  startTime: string;
  endTime: string;
}

/** Everything staff set up that an order is checked against: small tables that change rarely. */
export interface OrderLookups {
  settings: ShopSettings;
  pickupStores: Map<number, { id: number; nameEn: string; nameZh: string }>;
  deliveryCountries: Map<number, DeliveryCountryInfo>;
  countries: Map<number, { en: string; zh: string; isoCode: string }>;
  timeslots: Map<number, Timeslot>;
  /** Each method's closed days ("2026-12-25"). */
  closedDays: Record<Timeslot['method'], Set<string>>;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** The lookups an order is checked against, read now (the orders domain keeps them per catalog version). */
export async function readOrderLookups(db: Db): Promise<OrderLookups> {
  const settings = await readSettings(db);
  const stores = await db
    .select({ id: pickupStores.id, nameEn: pickupStores.nameEn, nameZh: pickupStores.nameZh })
    .from(pickupStores);
  const delivery = await db
    .select({
      id: deliveryCountries.id,
      isoCode: countries.isoCode,
      nameEn: countries.nameEn,
      nameZh: countries.nameZh,
    })
    .from(deliveryCountries)
    .innerJoin(countries, eq(countries.id, deliveryCountries.countryId));
  const named = await db
    .select({ id: countries.id, en: countries.nameEn, zh: countries.nameZh, isoCode: countries.isoCode })
    .from(countries);
  const slots = await db
    .select({
      id: timeslots.id,
      method: timeslots.method,
      startTime: timeslots.startTime,
      endTime: timeslots.endTime,
    })
    .from(timeslots);
  const closed = await db
    .select({ method: blackoutDates.method, day: blackoutDates.day })
    .from(blackoutDates);
  return {
    settings,
    pickupStores: byId(stores),
    deliveryCountries: byId(delivery),
    countries: byId(named),
    timeslots: byId(slots),
    closedDays: {
      pickup: new Set(closed.filter((c) => c.method === 'pickup').map((c) => c.day)),
      delivery: new Set(closed.filter((c) => c.method === 'delivery').map((c) => c.day)),
    },
  };
}
