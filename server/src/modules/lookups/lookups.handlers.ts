import {
  blackoutDateGet,
  countryGet,
  deliveryCountryGet,
  pickupStoreGet,
  shopInfoGet,
  timeslotGet,
} from '@shop/contract/lookups/lookups.calls';
import { handle } from '../../http/call-handler.ts';
import {
  listBlackoutDates,
  listCountries,
  listDeliveryCountries,
  listPickupStores,
  listTimeslots,
  readShopInfo,
} from './lookups.repo.ts';
import { readSettings } from './shop-settings.ts';

export const lookupsHandlers = [
  handle(countryGet, async (input, { db }) => ({ countries: await listCountries(db, input) })),
  handle(deliveryCountryGet, async (input, { db }) => ({
    delivery_countries: await listDeliveryCountries(db, input),
  })),
  handle(timeslotGet, async (_input, { db }) => {
    const slots = await listTimeslots(db);
    return { pickup_timeslots: slots.pickup, delivery_timeslots: slots.delivery };
  }),
  handle(blackoutDateGet, async (_input, { db }) => {
    const days = await listBlackoutDates(db);
    return { pickup_blackout_dates: days.pickup, delivery_blackout_dates: days.delivery };
  }),
  handle(pickupStoreGet, async (input, { db }) => ({ stores: await listPickupStores(db, input) })),
  handle(shopInfoGet, async (_input, { db, config }) => {
    const [shop, settings] = await Promise.all([readShopInfo(db, config), readSettings(db)]);
    return {
      shop,
      booking: { lead_time_days: settings.lead_time_days, booking_window_days: settings.booking_window_days },
    };
  }),
];
