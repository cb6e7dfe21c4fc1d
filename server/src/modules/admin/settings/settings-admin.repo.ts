import { cents, toWire } from '@shop/contract/money';
import { asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  blackoutDates,
  countries,
  deliveryCountries,
  pickupStores,
  timeslots,
} from '../../lookups/lookups.tables.ts';
import { readSettings } from '../../lookups/shop-settings.ts';
import { tiers } from '../../members/members.tables.ts';
import { hongKongNow } from '../../orders/fulfilment-date.ts';
import { readBeansExpiryMonths } from '../../points/beans-expiry.service.ts';

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

export const tierToWire = (t: typeof tiers.$inferSelect) => ({
  id: t.id,
  code: t.code,
  name_en: t.nameEn,
  name_zh: t.nameZh,
  min_spend: toWire(cents(t.minSpendCents)),
  multiplier_percent: t.multiplierPercent,
});

export async function deliveryCountryRows(db: Db, id?: number) {
  const rows = await db
    .select({ d: deliveryCountries, nameEn: countries.nameEn, nameZh: countries.nameZh })
    .from(deliveryCountries)
    .innerJoin(countries, eq(countries.id, deliveryCountries.countryId))
    .where(id === undefined ? undefined : eq(deliveryCountries.id, id))
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

/** Everything the settings screen shows; closed days in the past are left out. */
export async function readAdminSettings(db: Db, now: Date) {
  const [settings, beansExpiry, stores, delivery, countryRows, slots, closed, tierRows] = await Promise.all([
    readSettings(db),
    readBeansExpiryMonths(db),
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
    db.select().from(tiers).orderBy(asc(tiers.minSpendCents)),
  ]);
  return {
    shop: settings.shop,
    rules: {
      lead_time_days: settings.lead_time_days,
      booking_window_days: settings.booking_window_days,
      beans_expiry_months: beansExpiry,
    },
    pickup_stores: stores.map(storeToWire),
    delivery_countries: delivery,
    countries: countryRows,
    timeslots: slots.map(timeslotToWire),
    blackout_dates: closed.map(blackoutToWire),
    tiers: tierRows.map(tierToWire),
  };
}
