import type { PAYMENT_METHODS } from '@shop/contract/orders/checkout-fields';
import { hongKongNow } from '@shop/contract/shop-calendar';

const HOUR = 3_600_000;

/**
 * When an order must be paid by: an order waiting for a transfer (bank or FPS) with cash to pay gets
 * the shop's deadline from the moment it is placed, fixed then, so a later change of the setting
 * never moves a deadline the shopper was told. Paying at the shop, or nothing to pay: no deadline.
 */
export function paymentDueAt(
  method: (typeof PAYMENT_METHODS)[number],
  cashCents: number,
  placedAt: Date,
  hours: number,
): Date | null {
  if (method === 'pay_at_store' || cashCents === 0) return null;
  return new Date(placedAt.getTime() + hours * HOUR);
}

/** The deadline as the emails write it, in the shop's time zone. */
export function deadlineWords(dueAt: Date): { en: string; zh: string } {
  const { day, time } = hongKongNow(dueAt);
  return { en: `${day} ${time} (Hong Kong time)`, zh: `${day} ${time}（香港時間）` };
}
