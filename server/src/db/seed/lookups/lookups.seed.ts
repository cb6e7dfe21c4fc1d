import { hongKongNow } from '@shop/contract/shop-calendar';
import { writeSettings } from '../../../modules/lookups/index.ts';
import {
  blackoutDates,
  countries,
  deliveryCountries,
  FULFILMENT_METHODS,
  pickupStores,
  timeslots,
} from '../../../modules/lookups/lookups.tables.ts';
import type { Db } from '../../database.ts';
import { COUNTRIES } from './countries.data.ts';
import { DELIVERY_COUNTRIES, TIMESLOTS } from './fulfilment.data.ts';
import { holidaysFrom } from './hk-holidays.data.ts';
import { PICKUP_STORES } from './pickup-stores.data.ts';
import { type ShopNameOptions, shopSettings } from './shop-settings.data.ts';

async function insertCountries(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insert(countries)
    .values(COUNTRIES.map((c, i) => ({ ...c, sortOrder: i })))
    .returning({ id: countries.id, isoCode: countries.isoCode });
  return new Map(rows.map((r) => [r.isoCode, r.id]));
}

async function insertDeliveryCountries(db: Db, countryIds: Map<string, number>): Promise<void> {
  await db.insert(deliveryCountries).values(
    DELIVERY_COUNTRIES.map(({ isoCode, ...fees }, i) => {
      const countryId = countryIds.get(isoCode);
      if (countryId === undefined) throw new Error(`delivery country ${isoCode} is not in the country list`);
      return { countryId, ...fees, sortOrder: i };
    }),
  );
}

async function insertPickupStores(db: Db): Promise<void> {
  await db.insert(pickupStores).values(PICKUP_STORES.map((s, i) => ({ ...s, sortOrder: i })));
}

async function insertTimeslots(db: Db): Promise<void> {
  await db.insert(timeslots).values(TIMESLOTS.map((t, i) => ({ ...t, sortOrder: i })));
}

/** Both pickup and delivery stop on public holidays: the stores close and so does the packing bench. */
async function insertBlackoutDates(db: Db, today: string): Promise<void> {
  const holidays = holidaysFrom(today);
  if (holidays.length === 0) return;
  await db
    .insert(blackoutDates)
    .values(FULFILMENT_METHODS.flatMap((method) => holidays.map((h) => ({ method, ...h }))));
}

export async function seedLookups(db: Db, options: ShopNameOptions): Promise<void> {
  const countryIds = await insertCountries(db);
  await insertDeliveryCountries(db, countryIds);
  await insertPickupStores(db);
  await insertTimeslots(db);
  // The holidays are Hong Kong days, so "today" is the Hong Kong calendar day, not the UTC one.
  await insertBlackoutDates(db, hongKongNow(new Date()).day);
  await writeSettings(db, shopSettings(options));
}
