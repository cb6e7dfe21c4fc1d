/**
 * The subscriptions domain's front door: what other domains and flows may use. Tables and
 * repositories stay private to the folder; add an export here rather than importing a file inside it.
 */
export { endDeletedMemberSubscriptions } from './member-personal-data.ts';
export {
  cutoffDate,
  DEFAULT_CUTOFF_DAYS,
  type DeliveryCalendar,
  deliverable,
  deliveryAfter,
  subscriberPrice,
  subscriptionCutoffDays,
} from './subscription-schedule.ts';
export { calendarOf, toWireSubscription } from './subscription.wire.ts';
export type { SubscriptionRow } from './subscriptions.repo.ts';
export { subscriptionHandlers } from './subscriptions.handlers.ts';
export type { SubscriptionShipping } from './subscriptions.tables.ts';
