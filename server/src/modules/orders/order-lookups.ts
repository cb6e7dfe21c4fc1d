import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { CatalogCache } from '../catalog/index.ts';
import { readSettings, type ShopSettings } from '../lookups/index.ts';
import {
  blackoutDates,
  countries,
  deliveryCountries,
  pickupStores,
  timeslots,
} from '../lookups/lookups.tables.ts';

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
  countries: Map<number, { en: string; zh: string }>;
  timeslots: Map<number, Timeslot>;
  /** Each method's closed days ("2026-12-25"). */
  closedDays: Record<Timeslot['method'], Set<string>>;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

async function loadLookups(db: Db): Promise<OrderLookups> {
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
    .select({ id: countries.id, en: countries.nameEn, zh: countries.nameZh })
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

const cache = new CatalogCache<OrderLookups>();

/**
 * The lookups as of `version` (the catalog version, which every write to these tables bumps:
 * migrations 0014 and 0015), read once per version and process instead of on every order. Kept per
 * `db`, the app's database; a miss is read with `tx`, the order's transaction (PGlite would wait
 * forever on `db` inside it).
 */
export function orderLookups(db: Db, tx: Db, version: number): Promise<OrderLookups> {
  return cache.get(db, version, 'order-lookups', () => loadLookups(tx));
}
