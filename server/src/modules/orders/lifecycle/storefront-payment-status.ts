import type { OrderPaymentStatus } from '@shop/contract/admin/admin-orders.calls';
import type { PAYMENT_STATUSES } from '@shop/contract/orders/orders.calls';

/**
 * The storefront's pinned `payment_status` is `pending` or `paid`. A refund does not undo the payment
 * having been made, so refunded orders read `paid` there; the console shows the refund itself.
 */
export function storefrontPaymentStatus(status: OrderPaymentStatus): (typeof PAYMENT_STATUSES)[number] {
  return status === 'pending' ? 'pending' : 'paid';
}
