import type { OrderDetail, OrderProduct } from '@shop/contract/orders/orders.calls';
import { describe, expect, it } from 'vitest';
import { filledFields, lineSubtotal, orderTotalLines, variantPairs } from './order-view.ts';

const amounts = {
  subtotal_amount: 480,
  discount_amount: 48,
  shipping_fee: 40,
  total_amount: 472,
  total_point_to_cash_value: 100,
  cash_amount: 372,
  payment_status: 'pending',
} as OrderDetail;

describe('order totals', () => {
  it('run top to bottom, with the discount and the credit used negative', () => {
    expect(orderTotalLines(amounts)).toEqual([
      { key: 'subtotal', amount: 480 },
      { key: 'discount', amount: -48 },
      { key: 'shipping', amount: 40 },
      { key: 'grandTotal', amount: 472 },
      { key: 'credit', amount: -100 },
      { key: 'cashDue', amount: 372 },
    ]);
  });

  it('call the cash paid only once the payment is confirmed', () => {
    expect(orderTotalLines({ ...amounts, payment_status: 'paid' }).at(-1)).toEqual({
      key: 'cashPaid',
      amount: 372,
    });
  });

  it('keep a zero discount or credit at 0, not -0', () => {
    const lines = orderTotalLines({ ...amounts, discount_amount: 0, total_point_to_cash_value: 0 });
    expect(Object.is(lines[1]!.amount, 0)).toBe(true);
    expect(Object.is(lines[4]!.amount, 0)).toBe(true);
  });
});

const slots = Object.fromEntries(
  [1, 2, 3].flatMap((n) =>
    ['', '_en', '_zh', '_cn'].flatMap((l) => [
      [`variant_name_${n}${l}`, ''],
      [`variant_value_${n}${l}`, ''],
    ]),
  ),
);

const product = {
  ...slots,
  variant_name_1: 'Weight',
  variant_value_1: '200 g',
  variant_name_1_en: 'Weight',
  variant_value_1_en: '200 g',
  variant_name_1_zh: '重量',
  variant_value_1_zh: '200 克',
  variant_name_2: 'Grind',
  variant_name_2_en: 'Grind',
  variant_name_3: 'Roast',
  variant_value_3: 'Light',
  sale_price: 125.5,
  quantity: 2,
} as unknown as OrderProduct;

describe('order lines', () => {
  it('show up to three option pairs, only those with a value, in the shopper language', () => {
    expect(variantPairs(product, 'en')).toEqual([
      { name: 'Weight', value: '200 g' },
      { name: 'Roast', value: 'Light' },
    ]);
    expect(variantPairs(product, 'zh-HK')[0]).toEqual({ name: '重量', value: '200 克' });
  });

  it('cost the sale price times the quantity', () => {
    expect(lineSubtotal(product)).toBe(251);
    expect(lineSubtotal({ sale_price: 0.1, quantity: 3 })).toBe(0.3);
  });

  it('leave out the empty fields of an address', () => {
    const values: Record<string, string> = { city: 'Kwun Tong', postal_code: ' ', state: '' };
    expect(filledFields(['city', 'postal_code', 'state'], (f) => values[f]!)).toEqual(['city']);
  });
});
