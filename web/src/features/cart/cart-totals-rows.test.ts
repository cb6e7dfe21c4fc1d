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
    expect(shippingShown(null, 'delivery')).toEqual({ kind: 'pending' });
    expect(shippingShown(40, 'delivery')).toEqual({ kind: 'amount', amount: 40 });
    expect(shippingShown(0, 'delivery')).toEqual({ kind: 'free' });
  });

  it('says pickup, whatever the fee of a delivery country would be', () => {
    expect(shippingShown(null, 'pickup')).toEqual({ kind: 'pickup' });
    expect(shippingShown(40, 'pickup')).toEqual({ kind: 'pickup' });
  });
});

describe('cart total rows', () => {
  it('show only subtotal, shipping and total when nothing is taken off', () => {
    expect(cartTotalRows(cart, 'pickup').map((r) => r.key)).toEqual(['subtotal', 'shipping', 'total']);
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
