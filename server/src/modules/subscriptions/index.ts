/**
 * The subscriptions domain's front door: what other domains and flows may use. Tables and
 * repositories stay private to the folder; add an export here rather than importing a file inside it.
 */
export { listPlans, savePlan } from './admin-plans.service.ts';
export { renewalsByDay } from './admin-renewals.repo.ts';
export { searchSubscriptions } from './admin-subscriptions.repo.ts';
export { endDeletedMemberSubscriptions } from './member-personal-data.ts';
export {
  claimReminders,
  dueSubscriptionIds,
  lockDueSubscription,
  recordFailedRenewal,
  renewedSubscription,
} from './renewals.repo.ts';
export { roastPlan } from './roast-plan.repo.ts';
export { calendarOf, toWireSubscription } from './subscription.wire.ts';
export {
  cutoffDate,
  DEFAULT_CUTOFF_DAYS,
  type DeliveryCalendar,
  deliverable,
  deliveryAfter,
  subscriberPrice,
  subscriptionCutoffDays,
} from './subscription-schedule.ts';
export { subscriptionHandlers } from './subscriptions.handlers.ts';
export type { SubscriptionRow } from './subscriptions.repo.ts';
export { listMemberSubscriptions } from './subscriptions.service.ts';
export type { SubscriptionShipping } from './subscriptions.tables.ts';
