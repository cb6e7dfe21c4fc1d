import type { Cart } from '@shop/contract/cart/cart.calls';

/** The credit (in points) and the coupon code a cart carried, as its last answer showed them. */
export interface Benefits {
  credit: number;
  coupon: string;
}

export const NO_BENEFITS: Benefits = { credit: 0, coupon: '' };

export const benefitsOf = (cart: Pick<Cart, 'credit_amount' | 'coupon_code'>): Benefits => ({
  credit: cart.credit_amount,
  coupon: cart.coupon_code,
});

/**
 * What a change to the cart's lines took off. The shop's rule is that such a change resets the
 * applied credit (and the server drops a coupon that no longer belongs), so the shopper re-applies
 * it knowingly; this names what went, so the shopper is told rather than finding a bigger total.
 * Anything still dropped earlier stays until it is applied again.
 */
export function droppedByLineChange(before: Benefits, after: Benefits, earlier: Benefits): Benefits {
  // The server's answer to a line change may still name the credit; the rule takes it off all the same.
  return {
    credit: before.credit > 0 ? before.credit : earlier.credit,
    coupon: before.coupon && !after.coupon ? before.coupon : earlier.coupon,
  };
}

/** Applying credit or a coupon again settles its notice. */
export function settledBy(answer: Benefits, dropped: Benefits): Benefits {
  return {
    credit: answer.credit > 0 ? 0 : dropped.credit,
    coupon: answer.coupon ? '' : dropped.coupon,
  };
}
