import type { Subscription, SubscriptionUpdateInput } from '@shop/contract/subscriptions/subscriptions.calls';

/** What the member set in the change form. */
export interface ChangeDraft {
  productId: number;
  variantId: number | null;
  quantity: number;
  frequencyWeeks: number;
  nextDate: string;
}

export const draftOf = (s: Subscription): ChangeDraft => ({
  productId: s.product_id,
  variantId: s.variant_id,
  quantity: s.quantity,
  frequencyWeeks: s.frequency_weeks,
  nextDate: s.next_date ?? '',
});

/**
 * The `change` body with only what differs from the subscription, so an untouched field is never
 * sent (the coffee in particular: sending it again would lock today's price). Null when nothing
 * changed or no size is chosen yet.
 */
export function changeRequest(s: Subscription, draft: ChangeDraft): SubscriptionUpdateInput | null {
  if (draft.variantId === null) return null;
  const changes = {
    ...(draft.variantId !== s.variant_id && { variant_id: draft.variantId }),
    ...(draft.quantity !== s.quantity && { quantity: draft.quantity }),
    ...(draft.frequencyWeeks !== s.frequency_weeks && { frequency_weeks: draft.frequencyWeeks }),
    ...(draft.nextDate && draft.nextDate !== s.next_date && { next_date: draft.nextDate }),
  };
  if (Object.keys(changes).length === 0) return null;
  return { subscription_id: s.id, action: 'change', ...changes };
}
