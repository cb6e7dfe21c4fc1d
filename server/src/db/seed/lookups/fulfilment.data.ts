import type { FulfilmentMethod } from '../../../modules/lookups/lookups.tables.ts';

export interface DeliveryCountrySeed {
  isoCode: string;
  feeCents: number;
  /** Orders at or above this subtotal ship free. */
  freeThresholdCents: number;
}

/** Overseas parcels go by air courier, so both the fee and the free-shipping bar rise with distance. */
export const DELIVERY_COUNTRIES: readonly DeliveryCountrySeed[] = [
  { isoCode: 'HK', feeCents: 4_000, freeThresholdCents: 50_000 },
  { isoCode: 'MO', feeCents: 8_000, freeThresholdCents: 100_000 },
  { isoCode: 'TW', feeCents: 15_000, freeThresholdCents: 150_000 },
  { isoCode: 'SG', feeCents: 18_000, freeThresholdCents: 180_000 },
];

export interface TimeslotSeed {
  method: FulfilmentMethod;
  startTime: string;
  endTime: string;
}

/** Pickup slots sit inside every store's opening hours; delivery slots follow the courier's rounds. */
export const TIMESLOTS: readonly TimeslotSeed[] = [
  { method: 'pickup', startTime: '11:00', endTime: '13:00' },
  { method: 'pickup', startTime: '13:00', endTime: '15:00' },
  { method: 'pickup', startTime: '15:00', endTime: '17:00' },
  { method: 'pickup', startTime: '17:00', endTime: '19:00' },
  { method: 'delivery', startTime: '10:00', endTime: '14:00' },
  { method: 'delivery', startTime: '14:00', endTime: '18:00' },
  { method: 'delivery', startTime: '18:00', endTime: '21:00' },
];

/** Roasting and packing need a day: the earliest pickup or delivery is tomorrow. */
export const LEAD_TIME_DAYS = 1;
export const BOOKING_WINDOW_DAYS = 30;
