/** Where a subscription stands: only an active one renews; a cancelled one never changes again. */
export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What a member may do to their subscription through subscription_update. */
export const SUBSCRIPTION_ACTIONS = ['skip', 'pause', 'resume', 'cancel', 'change'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** The frequencies a plan may offer, in weeks between deliveries. */
export const MIN_FREQUENCY_WEEKS = 1;
export const MAX_FREQUENCY_WEEKS = 8;
/** The highest subscriber discount a plan may give, in percent. */
export const MAX_DISCOUNT_PERCENT = 50;
/** Bags per delivery. */
export const MAX_SUBSCRIPTION_QUANTITY = 20;
