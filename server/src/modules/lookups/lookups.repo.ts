import type {
  Country,
  DeliveryCountry,
  PickupStore,
  ShopInfo,
  Timeslot,
} from '@shop/contract/lookups/lookups.calls';
import { cents, toWire } from '@shop/contract/money';
import { asc, eq, gte } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import {
  blackoutDates,
  countries,
  deliveryCountries,
  type FulfilmentMethod,
  pickupStores,
  timeslots,
} from './lookups.tables.ts';
import { readSettings, type ShopSettings } from './shop-settings.ts';

interface Page {
  limit: number;
  offset: number;
}

export async function listCountries(db: Db, page: Page): Promise<Country[]> {
  return db
    .select({
      id: countries.id,
      name_en: countries.nameEn,
      name_zh: countries.nameZh,
      iso_code: countries.isoCode,
      area_code: countries.areaCode,
    })
    .from(countries)
    .orderBy(asc(countries.sortOrder), asc(countries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function listDeliveryCountries(db: Db, page: Page): Promise<DeliveryCountry[]> {
  const rows = await db
    .select({
      id: deliveryCountries.id,
      nameEn: countries.nameEn,
      nameZh: countries.nameZh,
      fee: deliveryCountries.feeCents,
      threshold: deliveryCountries.freeThresholdCents,
    })
    .from(deliveryCountries)
    .innerJoin(countries, eq(countries.id, deliveryCountries.countryId))
    .orderBy(asc(deliveryCountries.sortOrder), asc(deliveryCountries.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    id: r.id,
    name_en: r.nameEn,
    name_zh: r.nameZh,
    shipping_fee: toWire(cents(r.fee)),
    free_shipping_threshold: r.threshold === null ? null : toWire(cents(r.threshold)),
  }));
}

export async function listTimeslots(db: Db): Promise<Record<FulfilmentMethod, Timeslot[]>> {
  const rows = await db.select().from(timeslots).orderBy(asc(timeslots.sortOrder), asc(timeslots.startTime));
  const slot = (r: (typeof rows)[number]) => ({ id: r.id, start_time: r.startTime, end_time: r.endTime });
  return {
    pickup: rows.filter((r) => r.method === 'pickup').map(slot),
    delivery: rows.filter((r) => r.method === 'delivery').map(slot),
  };
}

/** Only today and later matter to a shopper choosing a date, so past closures are left out. */
export async function listBlackoutDates(db: Db): Promise<Record<FulfilmentMethod, string[]>> {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await db
    .select({ method: blackoutDates.method, day: blackoutDates.day })
    .from(blackoutDates)
    .where(gte(blackoutDates.day, today))
    .orderBy(asc(blackoutDates.day));
  return {
    pickup: rows.filter((r) => r.method === 'pickup').map((r) => r.day),
    delivery: rows.filter((r) => r.method === 'delivery').map((r) => r.day),
  };
}

/** A pickup store as the console sees it; the storefront's list leaves out `sort_order`. */
export const storeToWire = (s: typeof pickupStores.$inferSelect) => ({
  id: s.id,
  name_en: s.nameEn,
  name_zh: s.nameZh,
  address_en: s.addressEn,
  address_zh: s.addressZh,
  district_en: s.districtEn,
  district_zh: s.districtZh,
  phone: s.phone,
  opening_hours_en: s.openingHoursEn,
  opening_hours_zh: s.openingHoursZh,
  image: s.image,
  sort_order: s.sortOrder,
});

export async function listPickupStores(db: Db, page: Page): Promise<PickupStore[]> {
  const rows = await db
    .select()
    .from(pickupStores)
    .orderBy(asc(pickupStores.sortOrder), asc(pickupStores.id))
    .limit(page.limit)
    .offset(page.offset);
  // The storefront lists stores in their order; the order itself is the console's to see and set.
  return rows.map((row) => {
    const { sort_order, ...store } = storeToWire(row);
    return store;
  });
}

/** The shop as shoppers see it: the configured name, when there is one, wins over the saved one. */
export function shopInfoFrom(settings: ShopSettings, config: Config): ShopInfo {
  return {
    ...settings.shop,
    name_en: config.shopNameEn ?? settings.shop.name_en,
    name_zh: config.shopNameZh ?? settings.shop.name_zh,
  };
}

export async function readShopInfo(db: Db, config: Config): Promise<ShopInfo> {
  return shopInfoFrom(await readSettings(db), config);
}

export async function countryAreaCode(db: Db, countryId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ areaCode: countries.areaCode })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row?.areaCode;
}

export async function isKnownAreaCode(db: Db, areaCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.areaCode, areaCode))
    .limit(1);
  return rows.length > 0;
}
