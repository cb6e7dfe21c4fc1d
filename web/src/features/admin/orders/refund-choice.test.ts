import type { AdminOrderLine } from '@shop/contract/admin/admin-orders.calls';
import { describe, expect, it } from 'vitest';
import { refundable, refundLines, refundValue } from './refund-choice.ts';

const line = (order_line_id: number, quantity: number, refunded_quantity: number, unit_price: number) =>
  ({ order_line_id, quantity, refunded_quantity, unit_price }) as AdminOrderLine;

const lines = [line(1, 3, 1, 98.5), line(2, 1, 1, 228), line(3, 2, 0, 40)];

describe('refund choice', () => {
  it('counts what a line still holds', () => {
    expect(lines.map(refundable)).toEqual([2, 0, 2]);
  });

  it('keeps chosen units within what is left and drops lines with none', () => {
    expect(refundLines(lines, { 1: 5, 2: 1, 3: 0 })).toEqual([{ order_line_id: 1, quantity: 2 }]);
    expect(refundLines(lines, { 3: 1.7 })).toEqual([{ order_line_id: 3, quantity: 1 }]);
    expect(refundLines(lines, {})).toEqual([]);
  });

  it('adds up the chosen units in cents', () => {
    expect(
      refundValue(lines, [
        { order_line_id: 1, quantity: 2 },
        { order_line_id: 3, quantity: 1 },
      ]),
    ).toBe(23_700);
  });
});
