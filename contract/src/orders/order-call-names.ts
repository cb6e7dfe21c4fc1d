import type { Ref } from '../call-names.ts';

/** The calls of placing, finding and paying orders by name and auth (see ../call-names.ts). */
export const memberVoucherGet: Ref<'memberVoucherGet'> = { name: 'member_voucher_get', auth: 'member' };
export const orderCreate: Ref<'orderCreate'> = { name: 'order_create', auth: 'cart', cart: true };
export const orderDetailGet: Ref<'orderDetailGet'> = { name: 'order_detail_get', auth: 'public' };
export const orderGet: Ref<'orderGet'> = { name: 'order_get', auth: 'member' };
export const purchasedItemGet: Ref<'purchasedItemGet'> = { name: 'purchased_item_get', auth: 'member' };
export const orderLookup: Ref<'orderLookup'> = { name: 'order_lookup', auth: 'public' };
export const orderTimelineGet: Ref<'orderTimelineGet'> = { name: 'order_timeline_get', auth: 'public' };
export const orderPaymentReceiptUpload: Ref<'orderPaymentReceiptUpload'> = {
  name: 'order_payment_receipt_upload',
  auth: 'public',
};
