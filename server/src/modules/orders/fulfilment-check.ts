import { type DateProblem, dateProblem } from '@shop/contract/orders/booking-days';
import type { OrderCreateInput } from '@shop/contract/orders/checkout-fields';
import { ApiError, type Message } from '../../http/api-error.ts';
import type { Fulfilment } from './handover.ts';
import type { DeliveryCountryInfo, OrderLookups, Timeslot } from './order-lookups.ts';

/** Where and when the order is handed over, checked against the shop's lookups. */
export interface FulfilmentPlan {
  pricing: Fulfilment;
  pickupStore: { id: number; nameEn: string; nameZh: string } | null;
  deliveryCountry: DeliveryCountryInfo | null;
  timeslot: Timeslot;
}

/** A 400 naming the field, worded like the contract's own validation errors. */
export const invalidField = (field: string, en: string, zh: string) =>
  new ApiError('VALIDATION_FAILED', {
    en: `Some fields are not valid: ${field} (${en}).`,
    zh: `以下欄位無效：${field}（${zh}）。`,
  });

function whyUnavailable(problem: DateProblem): Message {
  switch (problem.kind) {
    case 'too_soon':
      return { en: `the earliest date is ${problem.earliest}`, zh: `最早可選 ${problem.earliest}` };
    case 'too_far':
      return { en: `bookings go up to ${problem.latest}`, zh: `最遲可選 ${problem.latest}` };
    case 'closed':
      return { en: 'we are closed that day', zh: '當日休息' };
    case 'slot_passed':
      return { en: 'that time slot has already begun', zh: '該時段已經開始' };
  }
}

function dateRefused(day: string, problem: DateProblem): ApiError {
  const why = whyUnavailable(problem);
  return new ApiError('DATE_UNAVAILABLE', {
    en: `${day} is not available: ${why.en}. Please choose another day.`,
    zh: `${day} 不可選：${why.zh}，請選擇其他日子。`,
  });
}

/** What a pickup or delivery names: the checkout's fields, and a subscription's for one delivery. */
export type FulfilmentRequest = Pick<
  OrderCreateInput,
  'delivery_method' | 'pickup_store_id' | 'delivery_country_id' | 'timeslot_id' | 'date'
>;

function place(lookups: OrderLookups, input: FulfilmentRequest) {
  if (input.delivery_method === 'pickup') {
    const store = lookups.pickupStores.get(input.pickup_store_id!);
    if (!store) throw invalidField('pickup_store_id', 'no such store', '沒有這間分店');
    return { pickupStore: store, deliveryCountry: null, pricing: { kind: 'pickup' } as const };
  }
  const country = lookups.deliveryCountries.get(input.delivery_country_id!);
  if (!country) throw invalidField('delivery_country_id', 'we do not deliver there', '不設送貨');
  return {
    pickupStore: null,
    deliveryCountry: country,
    pricing: { kind: 'delivery', deliveryCountryId: country.id } as const,
  };
}

/** The method's store or country, its timeslot, and a date within the lead time and booking window. */
export function checkFulfilment(lookups: OrderLookups, input: FulfilmentRequest, now: Date): FulfilmentPlan {
  const method = input.delivery_method;
  const where = place(lookups, input);
  const timeslot = lookups.timeslots.get(input.timeslot_id);
  if (!timeslot || timeslot.method !== method) {
    throw new ApiError('TIMESLOT_UNAVAILABLE', {
      en: `Time slot ${input.timeslot_id} is not a ${method} time slot.`,
      zh: `時段 ${input.timeslot_id} 不是${method === 'pickup' ? '自取' : '送貨'}時段。`,
    });
  }
  const problem = dateProblem(input.date, timeslot.startTime, {
    now,
    booking: lookups.settings,
    blackout: lookups.closedDays[method],
  });
  if (problem) throw dateRefused(input.date, problem);
  return { ...where, timeslot };
}
