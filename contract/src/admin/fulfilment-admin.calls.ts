import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';

const text = (max: number) => z.string().trim().max(max);
const filled = (max: number) => text(max).min(1);
const rowId = z.number().int().positive().max(2_147_483_647);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const isoDate = z.iso.date();
const METHODS = ['pickup', 'delivery'] as const;

export const pickupStoreInput = z.object({
  id: rowId.optional(),
  name_en: filled(80),
  name_zh: filled(80),
  address_en: filled(300),
  address_zh: filled(300),
  district_en: filled(60),
  district_zh: filled(60),
  phone: filled(40),
  opening_hours_en: filled(200),
  opening_hours_zh: filled(200),
  image: z
    .string()
    .max(200)
    .regex(/^(\/media\/(art|uploads)\/[a-z0-9-]+\.(svg|webp))?$/)
    .default(''),
  sort_order: z.number().int().min(0).max(1000).default(0),
});
export const pickupStoreRow = pickupStoreInput.extend({ id: z.number().int() });

export const deliveryCountryInput = z.object({
  id: rowId.optional(),
  country_id: rowId,
  /** HK$. */
  shipping_fee: z.number().min(0).max(100_000),
  /** HK$ from which delivery is free; null when it never is. */
  free_shipping_threshold: z.number().positive().max(10_000_000).nullable(),
  sort_order: z.number().int().min(0).max(1000).default(0),
});
export const deliveryCountryRow = deliveryCountryInput.extend({
  id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string(),
});

export const timeslotInput = z.object({
  id: rowId.optional(),
  method: z.enum(METHODS),
  start_time: clock,
  end_time: clock,
  sort_order: z.number().int().min(0).max(1000).default(0),
});
export const timeslotRow = timeslotInput.extend({ id: z.number().int() });

export const blackoutDateRow = z.object({
  id: z.number().int(),
  method: z.enum(METHODS),
  day: z.string(),
  reason_en: z.string(),
  reason_zh: z.string(),
});

const KINDS = ['pickup_store', 'delivery_country', 'timeslot', 'blackout_date'] as const;
export type FulfilmentKind = (typeof KINDS)[number];

export const adminPickupStoreSave = defineCall({
  name: 'admin_pickup_store_save',
  auth: 'staff',
  role: 'owner',
  input: pickupStoreInput,
  output: z.object({ store: pickupStoreRow, ...notice }),
});

export const adminDeliveryCountrySave = defineCall({
  name: 'admin_delivery_country_save',
  auth: 'staff',
  role: 'owner',
  input: deliveryCountryInput,
  output: z.object({ delivery_country: deliveryCountryRow, ...notice }),
});

export const adminTimeslotSave = defineCall({
  name: 'admin_timeslot_save',
  auth: 'staff',
  role: 'owner',
  input: timeslotInput,
  output: z.object({ timeslot: timeslotRow, ...notice }),
});

/** Closes a day (from today on) for pickup, delivery or both, e.g. a typhoon closure. */
export const adminBlackoutDateAdd = defineCall({
  name: 'admin_blackout_date_add',
  auth: 'staff',
  role: 'owner',
  input: z.object({
    methods: z.array(z.enum(METHODS)).min(1).max(2),
    day: isoDate,
    reason_en: text(120).default(''),
    reason_zh: text(120).default(''),
  }),
  output: z.object({ blackout_dates: z.array(blackoutDateRow), ...notice }),
});

/** Removes a store, delivery country, timeslot or closed day; one that orders still use is refused. */
export const adminFulfilmentDelete = defineCall({
  name: 'admin_fulfilment_delete',
  auth: 'staff',
  role: 'owner',
  input: z.object({ kind: z.enum(KINDS), id: rowId }),
  output: z.object(notice),
});
