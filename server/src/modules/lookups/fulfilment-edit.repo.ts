import { cents, toWire } from '@shop/contract/money';
import { hongKongNow } from '@shop/contract/shop-calendar';
import { asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eqWhenGiven } from '../../db/filters.ts';
import { storeToWire } from './lookups.repo.ts';
import { blackoutDates, countries, deliveryCountries, pickupStores, timeslots } from './lookups.tables.ts';
import { readSettings } from './shop-settings.ts';

export const timeslotToWire = (t: typeof timeslots.$inferSelect) => ({
  id: t.id,
  method: t.method,
  start_time: t.startTime,
  end_time: t.endTime,
  sort_order: t.sortOrder,
});

export const blackoutToWire = (b: typeof blackoutDates.$inferSelect) => ({
  id: b.id,
  method: b.method,
  day: b.day,
  reason_en: b.reasonEn,
  reason_zh: b.reasonZh,
});

export async function deliveryCountryRows(db: Db, id?: number) {
  const rows = await db
    .select({ d: deliveryCountries, nameEn: countries.nameEn, nameZh: countries.nameZh })
    .from(deliveryCountries)
    .innerJoin(countries, eq(countries.id, deliveryCountries.countryId))
    .where(eqWhenGiven(deliveryCountries.id, id))
    .orderBy(asc(deliveryCountries.sortOrder), asc(deliveryCountries.id));
  return rows.map(({ d, nameEn, nameZh }) => ({
    id: d.id,
    country_id: d.countryId,
    name_en: nameEn,
    name_zh: nameZh,
    shipping_fee: toWire(cents(d.feeCents)),
    free_shipping_threshold: d.freeThresholdCents === null ? null : toWire(cents(d.freeThresholdCents)),
    sort_order: d.sortOrder,
  }));
}

/** The shop's settings and fulfilment set-up as the console edits them; closed days in the past are left out. */
export async function readShopSetup(db: Db, now: Date) {
  const [settings, stores, delivery, countryRows, slots, closed] = await Promise.all([
    readSettings(db),
    db.select().from(pickupStores).orderBy(asc(pickupStores.sortOrder), asc(pickupStores.id)),
    deliveryCountryRows(db),
    db
      .select({ id: countries.id, name_en: countries.nameEn, name_zh: countries.nameZh })
      .from(countries)
      .orderBy(asc(countries.sortOrder), asc(countries.id)),
    db
      .select()
      .from(timeslots)
      .orderBy(asc(timeslots.method), asc(timeslots.sortOrder), asc(timeslots.startTime)),
    db
      .select()
      .from(blackoutDates)
      .where(gte(blackoutDates.day, hongKongNow(now).day))
      .orderBy(asc(blackoutDates.day), asc(blackoutDates.method)),
  ]);
  return {
    settings,
    pickup_stores: stores.map(storeToWire),
    delivery_countries: delivery,
    countries: countryRows,
    timeslots: slots.map(timeslotToWire),
    blackout_dates: closed.map(blackoutToWire),
  };
}
