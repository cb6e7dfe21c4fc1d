import type { Subscription } from '@shop/contract/subscriptions/subscriptions.calls';
import { describe, expect, it } from 'vitest';
import { changeRequest, draftOf } from './subscription-change.ts';

const subscription = {
  id: 4,
  product_id: 1,
  variant_id: 38,
  quantity: 1,
  frequency_weeks: 2,
  next_date: '2026-12-04',
} as Subscription;

describe('changing a subscription', () => {
  it('sends only what the member changed', () => {
    const draft = { ...draftOf(subscription), quantity: 3, frequencyWeeks: 4 };
    expect(changeRequest(subscription, draft)).toEqual({
      subscription_id: 4,
      action: 'change',
      quantity: 3,
      frequency_weeks: 4,
    });
  });

  it('sends the coffee again only when another is chosen, since that locks today’s price', () => {
    expect(changeRequest(subscription, { ...draftOf(subscription), nextDate: '2026-12-11' })).toEqual({
      subscription_id: 4,
      action: 'change',
      next_date: '2026-12-11',
    });
    expect(
      changeRequest(subscription, { ...draftOf(subscription), productId: 9, variantId: 41 }),
    ).toMatchObject({
      variant_id: 41,
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(changeRequest(subscription, draftOf(subscription))).toBeNull();
  });
});
