import type { PAYMENT_METHODS } from '@shop/contract/orders/checkout-fields';

/**
 * What a way of paying gives the shop (docs/payments.md). Today's methods are manual: FPS and bank
 * transfers are matched by hand or from the bank's statement, and the shop takes cash at its counter.
 * A card gateway added later implements the optional parts: it starts a checkout at the provider and
 * tells the shop, through a signed webhook, that the money arrived.
 */
export interface PaymentProvider {
  method: (typeof PAYMENT_METHODS)[number] | 'card';
  /** Whether an order waits for this method's money after it is placed (and so has a deadline). */
  paidLater: boolean;
  /** Starts paying an order at the provider; answers where the shopper goes next. */
  startPayment?(order: PaymentRequest): Promise<{ redirectUrl: string; providerReference: string }>;
  /** Reads a webhook the provider sent, after its signature passed verifyWebhookSignature. */
  readWebhook?(rawBody: Buffer): ProviderEvent;
}

export interface PaymentRequest {
  orderNumber: string;
  /** The cash part of the order, in cents of HK$. */
  amountCents: number;
  /** Where the provider sends the shopper back: the order's own page. */
  returnUrl: string;
}

/** One thing the provider says happened; `eventId` makes handling it twice a no-op. */
export interface ProviderEvent {
  eventId: string;
  kind: 'paid' | 'failed' | 'refunded';
  orderNumber: string;
  amountCents: number;
}

/** The methods the shop has today: none starts a payment or sends a webhook. */
export const MANUAL_PROVIDERS: readonly PaymentProvider[] = [
  { method: 'pay_at_store', paidLater: false },
  { method: 'bank_transfer', paidLater: true },
  { method: 'fps', paidLater: true },
];
