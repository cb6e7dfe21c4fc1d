import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { paging } from '../envelope.ts';

const listInput = z.object(paging);
const clock = z.string().regex(/^\d{2}:\d{2}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const country = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string(),
  iso_code: z.string(),
  area_code: z.string(),
});

export const deliveryCountry = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string(),
  shipping_fee: z.number(),
  free_shipping_threshold: z.number().nullable(),
});

export const timeslot = z.object({ id: z.number().int(), start_time: clock, end_time: clock });

export const pickupStore = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string(),
  address_en: z.string(),
  address_zh: z.string(),
  district_en: z.string(),
  district_zh: z.string(),
  phone: z.string(),
  opening_hours_en: z.string(),
  opening_hours_zh: z.string(),
  image: z.string(),
});

export const socialLink = z.object({ network: z.string(), url: z.string() });

/** Where a shopper sends a bank or FPS transfer; the order number is the payment reference. */
export const bankTransferDetails = z.object({
  bank_name_en: z.string(),
  bank_name_zh: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  fps_id: z.string(),
});

export const shopInfo = z.object({
  name_en: z.string(),
  name_zh: z.string(),
  tagline_en: z.string(),
  tagline_zh: z.string(),
  email: z.string(),
  wholesale_email: z.string(),
  phone: z.string(),
  address_en: z.string(),
  address_zh: z.string(),
  social_links: z.array(socialLink),
  /** Optional so that a shop set up before it existed still reads; the seed fills it in. */
  bank_transfer: bankTransferDetails.optional(),
});

export const countryGet = defineCall({
  name: 'country_get',
  auth: 'public',
  input: listInput,
  output: z.object({ countries: z.array(country) }),
});

export const deliveryCountryGet = defineCall({
  name: 'delivery_country_get',
  auth: 'public',
  input: listInput,
  output: z.object({ delivery_countries: z.array(deliveryCountry) }),
});

export const timeslotGet = defineCall({
  name: 'timeslot_get',
  auth: 'public',
  input: listInput,
  output: z.object({ pickup_timeslots: z.array(timeslot), delivery_timeslots: z.array(timeslot) }),
});

export const blackoutDateGet = defineCall({
  name: 'client_blackout_date_get',
  auth: 'public',
  input: listInput,
  output: z.object({ pickup_blackout_dates: z.array(isoDate), delivery_blackout_dates: z.array(isoDate) }),
});

export const pickupStoreGet = defineCall({
  name: 'pickup_store_get',
  auth: 'public',
  input: listInput,
  output: z.object({ stores: z.array(pickupStore) }),
});

/** Not in the spec: the shop's own name and contact details, so a roaster can rename the shop. */
/** Which days a shopper may book: from today + lead time to today + booking window. */
export const bookingRules = z.object({
  lead_time_days: z.number().int(),
  booking_window_days: z.number().int(),
});

export const shopInfoGet = defineCall({
  name: 'shop_info_get',
  auth: 'public',
  input: z.object({}),
  output: z.object({ shop: shopInfo, booking: bookingRules }),
});

export type Country = z.infer<typeof country>;
export type DeliveryCountry = z.infer<typeof deliveryCountry>;
export type Timeslot = z.infer<typeof timeslot>;
export type PickupStore = z.infer<typeof pickupStore>;
export type ShopInfo = z.infer<typeof shopInfo>;
export type BankTransferDetails = z.infer<typeof bankTransferDetails>;
export type BookingRules = z.infer<typeof bookingRules>;
