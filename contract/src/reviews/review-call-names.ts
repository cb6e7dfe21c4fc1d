import type { Ref } from '../call-names.ts';

/** The product review calls by name and auth (see ../call-names.ts). */
export const productReviewGet: Ref<'productReviewGet'> = { name: 'product_review_get', auth: 'public' };
export const productReviewMine: Ref<'productReviewMine'> = { name: 'product_review_mine', auth: 'member' };
export const productReviewSubmit: Ref<'productReviewSubmit'> = {
  name: 'product_review_submit',
  auth: 'member',
};
