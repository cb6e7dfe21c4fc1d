import { type Cents, cents } from '@shop/contract/money';
import { describe, expect, it } from 'vitest';
import { cartTotals, maxCreditPoints, shippingFee, subtotalOf, unitPrice } from './cart-totals.ts';

const hk = { feeCents: 4_000, freeThresholdCents: 50_000 };
const base = {
  couponDiscount: cents(0),
  shipping: null as Cents | null,
  creditPoints: 0,
  creditBalance: 0,
  rateCents: 100,
};

describe('unit price', () => {
  it('is the sale price only while a discount is set', () => {
    expect(unitPrice({ retailPriceCents: 20_000, salePriceCents: 18_000, discountPercent: 10 })).toBe(18_000);
    expect(unitPrice({ retailPriceCents: 20_000, salePriceCents: 18_000, discountPercent: 0 })).toBe(20_000);
  });
});

describe('subtotal', () => {
  it('adds unit price times quantity', () => {
    expect(subtotalOf([])).toBe(0);
    expect(
      subtotalOf([
        { unitCents: cents(12_050), quantity: 2 },
        { unitCents: cents(999), quantity: 3 },
      ]),
    ).toBe(27_097);
  });
});

describe('shipping fee', () => {
  it('is unknown without a delivery country', () => {
    expect(shippingFee(cents(10_000), null)).toBeNull();
  });
  it('is the flat fee below the threshold and free at or above it', () => {
    expect(shippingFee(cents(49_999), hk)).toBe(4_000);
    expect(shippingFee(cents(50_000), hk)).toBe(0);
  });
  it('is charged whatever the subtotal when the country has no threshold', () => {
    expect(shippingFee(cents(900_000), { feeCents: 2_500, freeThresholdCents: null })).toBe(2_500);
  });
  it('is waived by a free-shipping coupon, and nothing is charged for an empty cart', () => {
    expect(shippingFee(cents(10_000), hk, true)).toBe(0);
    expect(shippingFee(cents(0), hk)).toBe(0);
  });
});

describe('credit', () => {
  it('never exceeds what is payable, in whole points', () => {
    expect(maxCreditPoints(cents(25_050), 100)).toBe(250);
    expect(maxCreditPoints(cents(-5), 100)).toBe(0);
    expect(maxCreditPoints(cents(1_000), 0)).toBe(0);
  });
});

describe('cart totals', () => {
  it('is subtotal − coupon − credit + shipping', () => {
    const t = cartTotals({
      ...base,
      subtotal: cents(30_000),
      couponDiscount: cents(3_000),
      shipping: cents(4_000),
      creditPoints: 50,
      creditBalance: 120,
    });
    expect(t).toEqual({ creditPoints: 50, creditDiscount: 5_000, total: 26_000 });
  });

  it('counts an unknown shipping fee as 0', () => {
    expect(cartTotals({ ...base, subtotal: cents(10_000) }).total).toBe(10_000);
  });

  it('caps the credit at the balance and at what is payable, so the total never goes below 0', () => {
    expect(
      cartTotals({ ...base, subtotal: cents(10_000), creditPoints: 500, creditBalance: 120 }).creditPoints,
    ).toBe(100);
    expect(cartTotals({ ...base, subtotal: cents(20_000), creditPoints: 500, creditBalance: 120 })).toEqual({
      creditPoints: 120,
      creditDiscount: 12_000,
      total: 8_000,
    });
  });

  it('leaves the cents that a whole point cannot cover to be paid in cash', () => {
    expect(cartTotals({ ...base, subtotal: cents(10_050), creditPoints: 999, creditBalance: 999 })).toEqual({
      creditPoints: 100,
      creditDiscount: 10_000,
      total: 50,
    });
  });

  it('never lets credit pay for cash credit packs: they are paid in cash', () => {
    const mixed = {
      ...base,
      subtotal: cents(30_000),
      creditPoints: 999,
      creditBalance: 999,
      creditPacks: cents(20_000),
    };
    expect(cartTotals(mixed)).toEqual({ creditPoints: 100, creditDiscount: 10_000, total: 20_000 });
    expect(cartTotals({ ...mixed, subtotal: cents(20_000) }).creditPoints).toBe(0);
  });
});
