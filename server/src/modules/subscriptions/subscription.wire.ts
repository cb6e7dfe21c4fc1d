import type { Subscription } from '@shop/contract/subscriptions/subscriptions.calls';
import type { OrderLookups } from '../lookups/index.ts';
import {
  cutoffDate,
  type DeliveryCalendar,
  subscriptionCutoffDays,
  upcomingDeliveries,
} from './subscription-schedule.ts';
import type { ShownSubscription, SubscriptionRow } from './subscriptions.repo.ts';

/** How many deliveries the member sees ahead. */
const UPCOMING_COUNT = 4;

/** The calendar a subscription's deliveries follow: its method's closed days and its slot, as checkout has them. */
export function calendarOf(
  lookups: OrderLookups,
  subscription: Pick<SubscriptionRow, 'deliveryMethod' | 'timeslotId'>,
  now: Date,
): DeliveryCalendar {
  return {
    now,
    booking: lookups.settings,
    blackout: lookups.closedDays[subscription.deliveryMethod],
    slotStart: lookups.timeslots.get(subscription.timeslotId)?.startTime ?? '00:00',
    cutoffDays: subscriptionCutoffDays(lookups.settings),
  };
}

export function toWireSubscription(row: ShownSubscription, lookups: OrderLookups, now: Date): Subscription {
  const s = row.subscription;
  const calendar = calendarOf(lookups, s, now);
  const due = s.status === 'active' ? s.nextDate : null;
  return {
    id: s.id,
    status: s.status,
    product_id: row.productId,
    variant_id: s.variantId,
    product_name_en: row.nameEn,
    product_name_zh: row.nameZh,
    image: row.images[0] ?? '',
    variant_options: row.options.map((o) => ({
      name_en: o.name.en,
      name_zh: o.name.zh,
      value_en: o.value.en,
      value_zh: o.value.zh,
    })),
    quantity: s.quantity,
    frequency_weeks: s.frequencyWeeks,
    next_date: s.nextDate,
    cutoff_date: due === null ? null : cutoffDate(due, calendar),
    upcoming_dates: due === null ? [] : upcomingDeliveries(due, s.frequencyWeeks, UPCOMING_COUNT, calendar),
    unit_price_cents: s.unitPriceCents,
    discount_percent: s.discountPercent,
    delivery_method: s.deliveryMethod,
    pickup_store_id: s.pickupStoreId,
    delivery_country_id: s.deliveryCountryId,
    shipping: s.shipping,
    timeslot_id: s.timeslotId,
    payment_method: s.paymentMethod,
    use_credit: s.useCredit,
    created_at: s.createdAt.toISOString(),
    cancelled_at: s.cancelledAt?.toISOString() ?? null,
  };
}
