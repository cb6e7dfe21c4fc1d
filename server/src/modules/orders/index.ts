/**
 * The orders domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */
export { checkoutAddresses, deliveryAddress } from './checkout-address.ts';
export {
  type CountedCoupon,
  type CouponUseCount,
  couponUseCount,
  couponUseCounts,
} from './coupon-uses.repo.ts';
export { checkFulfilment, type FulfilmentRequest } from './fulfilment-check.ts';
export type { Fulfilment } from './handover.ts';
export { orderNotFound } from './lifecycle/order-labels.ts';
export type { OrderEventRow, OrderLineRow, OrderRow } from './lifecycle/order-lifecycle.repo.ts';
export {
  cancelOrder,
  markPaid,
  markReadyForPickup,
  orderLinesOf,
  recordTransition,
  setStatus,
  startTransition,
  type TransitionRequest,
} from './lifecycle/order-lifecycle.service.ts';
export { countRefundedUnits, settleRefund } from './lifecycle/order-refund.ts';
export { allowedActions } from './lifecycle/order-transitions.ts';
export { anonymiseMemberOrders, memberOrderDetails } from './member-personal-data.ts';
export { hasPaidOrderHolding } from './order-buyers.ts';
export { confirmationEmail } from './order-email.ts';
export { cashPaidSince, orderHeader, orderLineUnits } from './order-facts.repo.ts';
export { type FpsCode, fpsCodeOf, wantsFpsQr } from './order-fps-qr.ts';
export { orderForKey } from './order-idempotency.ts';
export { orderLookups } from './order-lookups.ts';
export { KeyTaken, openOrder } from './order-opening.ts';
export { memberOrders } from './order-read.repo.ts';
export {
  couponUseTotals,
  itemCountOf,
  orderEventRows,
  orderLineRows,
  orderRows,
} from './order-reads.ts';
export { buildOrder, type ChargedLine, dropGifts, type StatementPart, writeOrder } from './order-writes.ts';
export { ordersHandlers } from './orders.handlers.ts';
export type { OrderAddress } from './orders.tables.ts';
export { ordersPastPaymentDeadline } from './payment-deadline.repo.ts';
export { queueDeadlineCancellation } from './payment-emails.ts';
export { paymentReceiptHandlers } from './payment-receipts.handlers.ts';
export { receiptsOfOrder } from './payment-receipts.service.ts';
export { paymentReminderJob } from './payment-reminder.job.ts';
export { ordersForDay, type PickLineRow, type PickOrderRow } from './pick-list.repo.ts';
export { type DaySales, dailySales } from './sales-days.repo.ts';
export { hongKongDate, hongKongDay, paymentsWaiting } from './sales-figures.repo.ts';
export { lastSubscriptionDelivery } from './subscription-deliveries.repo.ts';
export { checkUnpaidLimits } from './unpaid-limits.repo.ts';
export { holderOf } from './unpaid-limits.ts';
