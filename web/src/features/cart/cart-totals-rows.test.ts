import { describe, expect, it } from 'vitest';
import { cartTotalRows, shippingShown } from './cart-totals-rows.ts';

const cart = {
  subtotal: 480,
  coupon_discount: 0,
  credit_discount: 0,
  shipping_fee: null,
  total: 480,
};

describe('shipping in the summary', () => {
  it('is calculated at checkout until a delivery country prices it', () => {
    expect(shippingShown(null, 'delivery', false)).toEqual({ kind: 'pending' });
    expect(shippingShown(null, 'pickup', false)).toEqual({ kind: 'pending' });
    expect(shippingShown(40, 'delivery', false)).toEqual({ kind: 'amount', amount: 40 });
    expect(shippingShown(0, 'delivery', true)).toEqual({ kind: 'free' });
  });

  it('is free once pickup is settled at checkout', () => {
    expect(shippingShown(null, 'pickup', true)).toEqual({ kind: 'free' });
  });
});

describe('cart total rows', () => {
  it('show only subtotal, shipping and total when nothing is taken off', () => {
    expect(cartTotalRows(cart, 'pickup', false).map((r) => r.key)).toEqual(['subtotal', 'shipping', 'total']);
  });

  it('show the coupon and the credit as negative amounts', () => {
    const rows = cartTotalRows(
      {
        ...cart,
        coupon_discount: 48,
        credit_discount: 100,
        shipping_fee: 40,
        total: 372,
      },
      'delivery',
      true,
    );
    expect(rows).toEqual([
      { key: 'subtotal', amount: 480 },
      { key: 'coupon', amount: -48 },
      { key: 'credit', amount: -100 },
      { key: 'shipping', shipping: { kind: 'amount', amount: 40 } },
      { key: 'total', amount: 372 },
    ]);
  });
});
